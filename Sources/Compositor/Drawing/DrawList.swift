import Typography

/// What one frame draws, in order: recorded on one thread, then played band by band.
///
/// An operation is one cache line: a frame of many glyphs writes and reads tens of thousands,
/// so what only some need (a scaled placement, a closure) and the clip (the same for long runs)
/// sit in tables of their own.
final class DrawList {
    /// One drawing operation and the canvas rows it touches.
    struct Op {
        enum Kind: UInt8 {
            /// Coverage copied at a whole-pixel position (x, y).
            case blit
            /// Coverage scaled by (sx, sy) > 0 with its top-left at (tx, ty), bilinear (`param`).
            case scaled
            /// A solid colour over a rectangle at (x, y), sx × sy pixels as whole numbers (`param`).
            case fill
            /// Anything else, drawn by a closure (`param` indexes `customs`): pixman transforms, images.
            case custom
        }
        var coverage: GlyphCoverage?
        var x: Int32 = 0, y: Int32 = 0
        /// Canvas rows touched: top..<bottom.
        var top: Int32
        var bottom: Int32
        /// Premultiplied 0xAARRGGBB.
        var color: UInt32 = 0
        /// Pixels outside `clips[clip]` are left alone.
        var clip: Int32
        /// Where a scaled blit's or a fill's geometry is in `params`, or a closure in `customs`.
        var param: Int32 = -1
        var kind: Kind
    }

    /// A scaled blit's placement, or a fill's size (sx × sy).
    struct Params {
        var sx: Double, sy: Double, tx: Double, ty: Double
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
    var clip: Clip {
        get { clips[Int(clipIndex)] }
        set {
            clips.append(newValue)
            clipIndex = Int32(clips.count - 1)
        }
    }
    var isEmpty: Bool { ops.isEmpty }

    private(set) var ops: [Op] = []
    private(set) var params: [Params] = []
    private(set) var clips: [Clip] = [.none]
    private(set) var customs: [(Band, Clip) -> Void] = []
    private var clipIndex: Int32 = 0
    /// Bitmaps made for this frame alone, kept until it is drawn.
    private var frameBitmaps: [GlyphBitmap] = []

    /// Forgets the last frame, keeping the storage (and the clip in force).
    func reset() {
        let current = clip
        ops.removeAll(keepingCapacity: true)
        params.removeAll(keepingCapacity: true)
        customs.removeAll(keepingCapacity: true)
        frameBitmaps.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        clips.append(current)
        clipIndex = 0
    }

    /// A coordinate as an operation holds it: anything beyond ±2³¹ lies off every canvas.
    @inline(__always) private static func narrow(_ v: Int) -> Int32 { Int32(clamping: v) }

    /// `coverage` (kept alive by its owner) blended at pixel (x, y).
    func blit(_ coverage: GlyphBitmap, x: Int, y: Int, color: UInt32) {
        blit(GlyphCoverage(coverage), x: x, y: y, color: color)
    }

    /// `coverage` (kept alive by its owner) blended at pixel (x, y).
    func blit(_ coverage: GlyphCoverage, x: Int, y: Int, color: UInt32) {
        ops.append(Op(coverage: coverage, x: Self.narrow(x), y: Self.narrow(y), top: Self.narrow(y),
                      bottom: Self.narrow(y + coverage.height), color: color, clip: clipIndex, kind: .blit))
    }

    /// `coverage` scaled by (sx, sy) with its top-left at (tx, ty), in canvas pixels.
    func blitScaled(_ coverage: GlyphBitmap, sx: Double, sy: Double, tx: Double, ty: Double, color: UInt32) {
        blitScaled(GlyphCoverage(coverage), sx: sx, sy: sy, tx: tx, ty: ty, color: color)
    }

    /// `coverage` (kept alive by its owner) scaled by (sx, sy) with its top-left at (tx, ty).
    func blitScaled(_ coverage: GlyphCoverage, sx: Double, sy: Double, tx: Double, ty: Double, color: UInt32) {
        let top = Int(saturatingFloor: ty) - 1, bottom = Int(saturatingCeil: ty + Double(coverage.height) * sy) + 1
        params.append(Params(sx: sx, sy: sy, tx: tx, ty: ty))
        ops.append(Op(coverage: coverage, top: Self.narrow(top), bottom: Self.narrow(bottom), color: color,
                      clip: clipIndex, param: Int32(params.count - 1), kind: .scaled))
    }

    /// `color` over the pixels x..<x + width × y..<y + height.
    func fill(x: Int, y: Int, width: Int, height: Int, color: UInt32) {
        // Cut to ±2³⁰ first, which no canvas reaches, so that the narrowed corners stay exact.
        let limit = 1 << 30
        let x0 = max(x, -limit), y0 = max(y, -limit), x1 = min(x + width, limit), y1 = min(y + height, limit)
        guard x1 > x0, y1 > y0 else { return }
        params.append(Params(sx: Double(x1 - x0), sy: Double(y1 - y0), tx: 0, ty: 0))
        ops.append(Op(x: Int32(x0), y: Int32(y0), top: Int32(y0), bottom: Int32(y1),
                      color: color, clip: clipIndex, param: Int32(params.count - 1), kind: .fill))
    }

    /// A closure that draws into each band meeting rows top..<bottom, within the clip it is given.
    func custom(top: Int, bottom: Int, _ draw: @escaping (Band, Clip) -> Void) {
        customs.append(draw)
        ops.append(Op(top: Self.narrow(top), bottom: Self.narrow(bottom), clip: clipIndex, param: Int32(customs.count - 1),
                      kind: .custom))
    }

    /// Keeps `bitmap` alive until the frame is drawn.
    func keep(_ bitmap: GlyphBitmap) { frameBitmaps.append(bitmap) }
}
