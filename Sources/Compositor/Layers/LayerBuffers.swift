/// Offscreen buffers for masked subtrees and their masks, one per nesting depth, grown as needed and kept
/// from frame to frame so a shimmer does not allocate a frame-sized buffer 60 times a second.
final class LayerBuffers {
    private var buffers: [Canvas] = []
    private var masks: [MaskBuffer] = []

    /// An alpha buffer of at least `width` × `height` for nesting depth `depth` (not cleared).
    func mask(depth: Int, width: Int, height: Int) -> MaskBuffer? {
        while masks.count <= depth {
            guard let m = MaskBuffer(width: width, height: height) else { return nil }
            masks.append(m)
        }
        return masks[depth].reserve(width: width, height: height) ? masks[depth] : nil
    }

    /// A buffer of at least `width` × `height` pixels for nesting depth `depth`, its top-left
    /// `width` × `height` cleared to transparent; nil when no buffer could be made.
    func buffer(depth: Int, width: Int, height: Int) -> Canvas? {
        while buffers.count <= depth {
            guard let c = try? Canvas(width: max(1, width), height: max(1, height)) else { return nil }
            buffers.append(c)
        }
        var canvas = buffers[depth]
        if canvas.width < width || canvas.height < height {
            guard let c = try? Canvas(width: max(width, canvas.width), height: max(height, canvas.height)) else {
                return nil
            }
            buffers[depth] = c
            canvas = c
        }
        for y in 0..<height { (canvas.pixels + y * canvas.width).update(repeating: 0, count: width) }
        return canvas
    }
}
