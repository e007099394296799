import CPixman
import Foundation
import Scene
import Typography

/// Draws a presentation into a canvas: glyphs with blur and shadow, shapes, images, masks.
///
/// A frame is recorded into a draw list on the calling thread (glyph lookups, blur and
/// sub-pixel baking happen there; what plain text views record is worked out ahead on
/// `threads` threads, reading the caches only), then played into horizontal bands on
/// `threads` threads.
/// A masked subtree first paints what is recorded so far, then is recorded and painted into
/// a layer of its own, which composites through its mask at once.
public final class Renderer {
    public let glyphs: GlyphCache
    /// Device pixels per scene point.
    public let scale: Double
    /// The background the canvas is cleared to (SwiftUI's light-mode system background).
    public var background = Color.white
    /// Where image assets are looked up.
    public var assetsDirectory: String
    /// Threads a frame is split across.
    public let threads: Int
    /// One thread per core.
    public static var defaultThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Image assets by name, loaded once (nil: unreadable).
    var images: [String: Canvas?] = [:]
    /// The glyph entry of each line of text recorded last frame (see `TextRecord`), the slot
    /// the next further line of a wrapped text takes, and the frame's lines worked out ahead.
    let textSlots = GlyphSlots()
    var nextLineSlot = 0
    let aheadRecords = UnsafeGrowingBuffer<AheadRecord>()
    private let painter: BandPainter
    let shapes = ShapeCache()
    let paths = PathCache()
    /// Buffers that masked subtrees are drawn into, reused from frame to frame.
    let layers = LayerBuffers()
    /// The coverage and colour buffers of a gradient-filled node (`Renderer+GradientFills`).
    let fillLayers = LayerBuffers()
    let fillColors = GradientFillCache()
    /// Which part of a gradient-filled node is being recorded (then it records as a plain
    /// node), and how many layers are being recorded into now.
    var fillPass = FillPass.none
    var layerNesting = 0
    /// Where operations are recorded now, and the canvas they are for: the frame, or a layer.
    /// (Borrowed: the frame's and the layers' lists are held below, and recording an operation
    /// then takes no reference.)
    unowned(unsafe) var list: DrawList
    /// Runs `body` with the list recorded into, borrowed: reading `list` for a call retains it.
    @inline(__always) func withList<R>(_ body: (DrawList) -> R) -> R {
        withBorrowed(Unmanaged.passUnretained(list), body)
    }
    private var target: Canvas?
    /// The background the target is cleared to when it is first painted (nil: not cleared).
    private var pendingClear: UInt32?
    private let frameList: DrawList
    private var layerLists: [DrawList] = []

    public init(fonts: FontLibrary, scale: Double = 1, assetsDirectory: String = "assets",
                threads: Int = Renderer.defaultThreads) {
        glyphs = GlyphCache(fonts: fonts)
        self.scale = scale
        self.assetsDirectory = assetsDirectory
        self.threads = max(1, threads)
        painter = BandPainter(threads: self.threads)
        let frameList = DrawList()
        self.frameList = frameList
        list = frameList
    }

    /// Clears `canvas` and draws every node of `presentation`: records the frame, then paints it.
    public func draw(_ presentation: Presentation, into canvas: Canvas) {
        // Between frames: the last frame's operations are painted, nothing borrows a bitmap.
        glyphs.beginFrame()
        fillColors.beginFrame()
        paths.beginFrame()
        list = frameList
        list.reset()
        list.clip = .none
        target = canvas
        pendingClear = Premultiplied.word(background)
        nextLineSlot = presentation.nodes.count
        presentation.nodes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let ahead = aheadRecords.reserve(buffer.count)
            workOutAhead(base, count: buffer.count, into: ahead)
            rasterisePathsAhead(base, count: buffer.count, canvas: canvas)
            recordNodes(base, 0..<buffer.count, into: canvas, origin: .zero, ahead: ahead)
        }
        flush()
        target = nil
    }

    /// Paints what is recorded so far into the target canvas.
    func flush() {
        guard let target, !list.isEmpty || pendingClear != nil else { return }
        painter.paint(list, into: target, background: pendingClear)
        pendingClear = nil
        list.reset()
    }

    /// Records into a fresh list for a layer at `depth` painted into `layer`, runs `body`,
    /// paints the layer, and returns to the list and target before.
    func recordLayer(_ layer: Canvas, depth: Int, _ body: () -> Void) {
        let saved = (list: list, target: target, clear: pendingClear)
        while layerLists.count <= depth { layerLists.append(DrawList()) }
        list = layerLists[depth]
        list.reset()
        list.clip = .none
        target = layer
        pendingClear = nil
        layerNesting += 1
        body()
        layerNesting -= 1
        flush()
        list = saved.list
        target = saved.target
        pendingClear = saved.clear
    }

    /// Maps a node's frame coordinates to the pixels of the whole frame.
    func deviceTransform(_ p: PresentedNode) -> Transform2D {
        Transform2D.scale(scale, scale, about: .zero).concatenating(after: p.transform)
    }

    /// Coverage placed by any other affine transform `m` (a flip, a rotation) in `color`:
    /// pixman's bilinear filter, band by band.
    func compositeTransformed(_ bitmap: GlyphBitmap, keeping owner: AnyObject, transform m: Transform2D, color: Color) {
        let bounds = m.apply(Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)))
        recordPixman(placing: .mask, by: m, over: bounds, filter: PIXMAN_FILTER_BILINEAR, keeping: owner) {
            guard let mask = PixmanImage(coverage: bitmap),
                  let src = PixmanImage.solid(color.red, color.green, color.blue, color.alpha) else { return nil }
            return (src, mask)
        }
    }

    /// Which image of a pixman composite a placement moves.
    enum PixmanPlaced { case source, mask }

    /// Records pixman OVER of the source `images` makes through its mask over the pixels
    /// `bounds` covers, the `placed` image sampled through `m` with `filter`, band by band.
    /// Each band makes its own images: a transform set on a shared header would race.
    /// `owner` is kept alive while a band composites (what the images borrow memory from).
    func recordPixman(placing placed: PixmanPlaced, by m: Transform2D, over bounds: Rect, filter: pixman_filter_t,
                      keeping owner: AnyObject? = nil,
                      images: @escaping () -> (src: PixmanImage, mask: PixmanImage)?) {
        guard var t = pixman_transform_t.inverse(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty) else { return }
        let x0 = Int(saturatingFloor: bounds.x), x1 = Int(saturatingCeil: bounds.maxX)
        list.custom(top: Int(saturatingFloor: bounds.y), bottom: Int(saturatingCeil: bounds.maxY)) { band, clip in
            guard let dest = band.image, let (src, mask) = images() else { return }
            withExtendedLifetime(owner) {
                let image = placed == .source ? src : mask
                pixman_image_set_transform(image.handle, &t)
                pixman_image_set_filter(image.handle, filter, nil, 0)
                band.composite(src: src, mask: mask, x0: max(x0, clip.x0), x1: min(x1, clip.x1), rows: clip.y0..<clip.y1,
                               to: dest)
            }
        }
    }

    // MARK: Shapes

    func recordShape(_ shape: ShapeRaster.Shape, p: PresentedNode, device: Transform2D) {
        let r = device.apply(p.frame)
        let node = p.node
        // A blur and a shadow act in the view's own space: the transform scales them as it
        // scales the shape (as a text's, whose glyphs are blurred before they are placed).
        var spread: Double { scale * abs(p.transform.a * p.transform.d - p.transform.b * p.transform.c).squareRoot() }
        // The shadow is the shape's alpha blurred (σ = radius, with the view's own blur in
        // quadrature), tinted and moved by (x, y) points, below the shape: as a text's.
        if fillPass == .none || fillPass == .shadow, node.color.alpha > 0, let shadow = p.shadow, shadow.opacity > 0, shadow.color.alpha > 0,
           let cov = shapes.coverage(shape, in: r, sigma: hypot(shadow.radius, p.blur) * spread) {
            let tint = shadow.color.opacity(shadow.opacity * p.effectiveOpacity * node.color.alpha)
            list.blit(cov, x: Int(saturatingRound: cov.originX + shadow.x * scale), y: Int(saturatingRound: cov.originY + shadow.y * scale),
                      color: Premultiplied.word(tint))
            list.keep(cov)
        }
        guard fillPass != .shadow else { return }
        if node.color.alpha > 0, p.blur > 0, let cov = shapes.coverage(shape, in: r, sigma: p.blur * spread) {
            list.blit(cov, x: Int(cov.originX), y: Int(cov.originY), color: Premultiplied.word(node.color.opacity(p.effectiveOpacity)))
            list.keep(cov)
        } else if node.color.alpha > 0, case .rect(let radius) = shape, radius <= 0, device.b == 0, device.c == 0 {
            // Whole pixels as one fill, partly covered edges with their covered fraction as alpha.
            let color = node.color.opacity(p.effectiveOpacity)
            let columns = RectFill.spans(r.x, r.maxX, limit: Int.max / 4)
            for row in RectFill.spans(r.y, r.maxY, limit: Int.max / 4) {
                for column in columns {
                    let word = Premultiplied.word(color.opacity(column.coverage * row.coverage))
                    guard word >> 24 > 0 else { continue }
                    list.fill(x: column.start, y: row.start, width: column.end - column.start,
                              height: row.end - row.start, color: word)
                }
            }
        } else if node.color.alpha > 0, let cov = shapes.coverage(shape, in: r) {
            list.blit(cov, x: Int(cov.originX), y: Int(cov.originY), color: Premultiplied.word(node.color.opacity(p.effectiveOpacity)))
            list.keep(cov)
        }
        if node.borderWidth > 0, let cov = shapes.coverage(shape, in: r, stroke: node.borderWidth * scale) {
            list.blit(cov, x: Int(cov.originX), y: Int(cov.originY),
                      color: Premultiplied.word(node.borderColor.opacity(p.effectiveOpacity)))
            list.keep(cov)
        }
    }

    /// ⌊v⌋ for device coordinates without a call into libm; beyond ±2³⁰ (off every canvas)
    /// or NaN, as `Int(saturatingFloor:)`.
    @inline(__always) static func floor(_ v: Double) -> Int {
        guard abs(v) < 1_073_741_824 else { return Int(saturatingFloor: v) }
        let t = Int(v)
        return Double(t) > v ? t - 1 : t
    }
}

extension Band {
    /// pixman OVER of `src` through `mask` into columns x0..<x1 of `limit` rows within this
    /// band, both sampled in canvas coordinates.
    func composite(src: PixmanImage, mask: PixmanImage?, x0: Int, x1: Int, rows limit: Range<Int>, to dest: PixmanImage) {
        let left = max(0, x0), right = min(canvas.width, x1)
        let top = max(rows.lowerBound, limit.lowerBound), bottom = min(rows.upperBound, limit.upperBound)
        guard right > left, bottom > top else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, src.handle, mask?.handle, dest.handle,
                                 Int32(left), Int32(top), Int32(left), Int32(top), Int32(left), Int32(top - rows.lowerBound),
                                 Int32(right - left), Int32(bottom - top))
    }
}
