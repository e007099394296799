import Typography

/// What one frame draws, in order: recorded on one thread, then played band by band.
final class DrawList {
    /// One drawing operation and the canvas rows it touches.
    struct Op {
        enum Kind: UInt8 {
            /// Coverage copied at a whole-pixel position.
            case blit
            /// Coverage scaled by (sx, sy) > 0 with its top-left at (tx, ty), bilinear.
            case scaled
            /// A solid colour over a rectangle (x, y, sx × sy pixels, as whole numbers).
            case fill
            /// Anything else, drawn by a closure (pixman transforms, images).
            case custom
        }
        var kind: Kind
        var coverage: GlyphCoverage?
        var x = 0, y = 0
        var sx = 1.0, sy = 1.0, tx = 0.0, ty = 0.0
        /// Premultiplied 0xAARRGGBB.
        var color: UInt32 = 0
        var custom = -1
        /// Canvas rows touched: top..<bottom.
        var top: Int
        var bottom: Int
        /// Pixels outside this rectangle are left alone.
        var clip: Clip
    }

    /// A rectangle of whole pixels, x0..<x1 × y0..<y1.
    struct Clip {
        var x0, y0, x1, y1: Int
        static let none = Clip(x0: .min / 2, y0: .min / 2, x1: .max / 2, y1: .max / 2)
        init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
        init(_ box: (x0: Int, y0: Int, x1: Int, y1: Int)?) {
            self = box.map { Clip(x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: $0.y1) } ?? .none
        }
    }

    /// The clip new operations get.
    var clip = Clip.none
    var isEmpty: Bool { ops.isEmpty }

    private(set) var ops: [Op] = []
    private(set) var customs: [(Band, Clip) -> Void] = []
    /// Bitmaps made for this frame alone, kept until it is drawn.
    private var frameBitmaps: [GlyphBitmap] = []

    /// Forgets the last frame, keeping the storage.
    func reset() {
        ops.removeAll(keepingCapacity: true)
        customs.removeAll(keepingCapacity: true)
        frameBitmaps.removeAll(keepingCapacity: true)
    }

    /// `coverage` (kept alive by its owner) blended at pixel (x, y).
    func blit(_ coverage: GlyphBitmap, x: Int, y: Int, color: UInt32) {
        blit(GlyphCoverage(coverage), x: x, y: y, color: color)
    }

    /// `coverage` (kept alive by its owner) blended at pixel (x, y).
    func blit(_ coverage: GlyphCoverage, x: Int, y: Int, color: UInt32) {
        ops.append(Op(kind: .blit, coverage: coverage, x: x, y: y, color: color,
                      top: y, bottom: y + coverage.height, clip: clip))
    }

    /// `coverage` scaled by (sx, sy) with its top-left at (tx, ty), in canvas pixels.
    func blitScaled(_ coverage: GlyphBitmap, sx: Double, sy: Double, tx: Double, ty: Double, color: UInt32) {
        let top = Int(ty.rounded(.down)) - 1, bottom = Int((ty + Double(coverage.height) * sy).rounded(.up)) + 1
        ops.append(Op(kind: .scaled, coverage: GlyphCoverage(coverage), sx: sx, sy: sy, tx: tx, ty: ty, color: color,
                      top: top, bottom: bottom, clip: clip))
    }

    /// `color` over the pixels x..<x + width × y..<y + height.
    func fill(x: Int, y: Int, width: Int, height: Int, color: UInt32) {
        ops.append(Op(kind: .fill, x: x, y: y, sx: Double(width), sy: Double(height), color: color,
                      top: y, bottom: y + height, clip: clip))
    }

    /// A closure that draws into each band meeting rows top..<bottom, within the clip it is given.
    func custom(top: Int, bottom: Int, _ draw: @escaping (Band, Clip) -> Void) {
        customs.append(draw)
        ops.append(Op(kind: .custom, custom: customs.count - 1, top: top, bottom: bottom, clip: clip))
    }

    /// Keeps `bitmap` alive until the frame is drawn.
    func keep(_ bitmap: GlyphBitmap) { frameBitmaps.append(bitmap) }
}
