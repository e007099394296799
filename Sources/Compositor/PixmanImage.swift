import CPixman
import Scene
import Typography

/// One pixman image, freed with its owner; keeps the memory it draws from alive.
public final class PixmanImage {
    public let handle: OpaquePointer
    private let keepAlive: AnyObject?

    init(handle: OpaquePointer, keepAlive: AnyObject? = nil) {
        self.handle = handle
        self.keepAlive = keepAlive
    }

    /// An A8 mask image over a bitmap's coverage, or nil for an empty bitmap.
    convenience init?(coverage bitmap: GlyphBitmap) {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        let bits = UnsafeMutableRawPointer(bitmap.pixels).assumingMemoryBound(to: UInt32.self)
        guard let h = pixman_image_create_bits(PIXMAN_a8, Int32(bitmap.width), Int32(bitmap.height),
                                               bits, Int32(bitmap.stride)) else { return nil }
        self.init(handle: h, keepAlive: bitmap)
    }

    /// A solid colour source (premultiplied by pixman from straight components).
    static func solid(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> PixmanImage? {
        let alpha = min(1, max(0, a))
        func c(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v)) * alpha * 65535).rounded()) }
        var color = pixman_color_t(red: c(r), green: c(g), blue: c(b), alpha: UInt16((alpha * 65535).rounded()))
        guard let h = pixman_image_create_solid_fill(&color) else { return nil }
        return PixmanImage(handle: h)
    }

    deinit { pixman_image_unref(handle) }
}

extension pixman_transform_t {
    /// The pixman (destination → source) matrix of an affine map's inverse.
    static func inverse(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> pixman_transform_t? {
        let det = a * d - b * c
        // Not invertible, or not finite (NaN fails the test): nothing is placed.
        guard abs(det) >= 1e-9, (abs(a) + abs(b) + abs(c) + abs(d) + abs(tx) + abs(ty)).isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let itx = (c * ty - d * tx) / det, ity = (b * tx - a * ty) / det
        func f(_ v: Double) -> pixman_fixed_t { pixman_fixed_t(clamping: Int(wideSaturatingRound: v * 65536)) }
        var t = pixman_transform_t()
        t.matrix.0 = (f(ia), f(ic), f(itx))
        t.matrix.1 = (f(ib), f(id), f(ity))
        t.matrix.2 = (0, 0, f(1))
        return t
    }
}
