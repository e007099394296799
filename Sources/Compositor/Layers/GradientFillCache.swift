import Scene

/// The colour buffers of gradient fills, kept from frame to frame: a gradient that neither
/// moves nor changes (a background) is not worked out again. A buffer not used for a frame is
/// dropped; past `pixelBudget` pixels in all, a fill works in the shared buffer instead.
final class GradientFillCache {
    /// What a buffer holds: the gradient as presented, mapped from the buffer as then.
    struct Key: Hashable {
        let gradient: PresentedGradient
        let toLocal: Transform2D
        let size: Size
        let width: Int, height: Int
    }
    private struct Entry { var key: Key; let canvas: Canvas; var used: Int }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    private var pixels = 0
    static let pixelBudget = 8 << 20

    /// A frame starts: what the last one did not use goes.
    func beginFrame() {
        frame += 1
        for (id, e) in entries where e.used < frame - 1 {
            pixels -= e.canvas.width * e.canvas.height
            entries[id] = nil
        }
    }

    /// `node`'s buffer holding `key`'s colours in its top-left `key.width` × `key.height`,
    /// filled by `fill` when it does not hold them yet; nil past the budget.
    func colors(for node: AnyObject, key: Key, fill: (Canvas) -> Void) -> Canvas? {
        let id = ObjectIdentifier(node)
        if var e = entries[id], e.canvas.width == key.width, e.canvas.height == key.height {
            e.used = frame
            if e.key != key { fill(e.canvas); e.key = key }
            entries[id] = e
            return e.canvas
        }
        if let old = entries[id] { pixels -= old.canvas.width * old.canvas.height; entries[id] = nil }
        guard pixels + key.width * key.height <= Self.pixelBudget,
              let canvas = try? Canvas(width: key.width, height: key.height) else { return nil }
        fill(canvas)
        pixels += key.width * key.height
        entries[id] = Entry(key: key, canvas: canvas, used: frame)
        return canvas
    }
}
