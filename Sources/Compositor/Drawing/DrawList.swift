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
    }

    private(set) var ops: [Op] = []
    private(set) var customs: [(Band) -> Void] = []
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
        ops.append(Op(kind: .blit, coverage: GlyphCoverage(coverage), x: x, y: y, color: color,
                      top: y, bottom: y + coverage.height))
    }

    /// `coverage` scaled by (sx, sy) with its top-left at (tx, ty), in canvas pixels.
    func blitScaled(_ coverage: GlyphBitmap, sx: Double, sy: Double, tx: Double, ty: Double, color: UInt32) {
        let top = Int(ty.rounded(.down)) - 1, bottom = Int((ty + Double(coverage.height) * sy).rounded(.up)) + 1
        ops.append(Op(kind: .scaled, coverage: GlyphCoverage(coverage), sx: sx, sy: sy, tx: tx, ty: ty, color: color,
                      top: top, bottom: bottom))
    }

    /// A closure that draws into each band meeting rows top..<bottom.
    func custom(top: Int, bottom: Int, _ draw: @escaping (Band) -> Void) {
        customs.append(draw)
        ops.append(Op(kind: .custom, custom: customs.count - 1, top: top, bottom: bottom))
    }

    /// Keeps `bitmap` alive until the frame is drawn.
    func keep(_ bitmap: GlyphBitmap) { frameBitmaps.append(bitmap) }
}
