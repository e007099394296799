import CPixman
import Scene

/// Nodes filled with a gradient's colours (`Node.gradientFill`): what the node draws gives
/// the coverage, the gradient the colour.
///
/// The node is recorded and painted into a layer of its own as it would draw (its colour's
/// alpha, its opacity, its blur: coverage); then the gradient's premultiplied colours,
/// pixel by pixel, composite OVER through that layer's alpha. Shown = gradient colour ×
/// coverage, as a shape style fills a shape or a text's glyphs. A shadow is the view's
/// coverage's, in the shadow's colour: it is recorded first, as any view's, below the fill.
/// Colour glyphs (emoji) keep their own colours, as a foreground style leaves them: they are
/// not coverage, and are recorded after the fill. A plain rectangle on whole pixels (a
/// gradient view, most often) covers its pixels fully: the colours composite through its
/// opacity alone, without a layer.
extension Renderer {
    /// What of a gradient-filled node is recorded now (`none`: not such a node).
    enum FillPass { case none, shadow, coverage, colorGlyphs }

    /// Records the node at `p` (presentation index `index`) with its gradient fill for the
    /// target canvas, whose pixel (0, 0) is the frame's pixel `origin`.
    func recordGradientFilled(_ p: UnsafePointer<PresentedNode>, index: Int, gradient: PresentedGradient,
                              into canvas: Canvas, origin: Point, subtree: Range<Int>? = nil) {
        guard let device = deviceTransform(p, origin: origin) else { return }
        // The shadow is the coverage's, in the shadow's colour, below the fill.
        if p.pointee.shadow != nil {
            fillPass = .shadow
            record(p, index: index, into: canvas, origin: origin)
            fillPass = .none
        }
        if recordPlainRectFill(p, gradient: gradient, device: device, into: canvas) { return }
        let frame = p.pointee.frame
        // A text's ink and a blur reach a little past the frame; the gradient pads there.
        let margin = (p.pointee.blur * 3 + 2) * scale + pathReach(p)
        let bounds = device.apply(frame)
        let clip = list.clip
        let x0 = max(0, clip.x0, Self.floor(bounds.x - margin)), y0 = max(0, clip.y0, Self.floor(bounds.y - margin))
        let x1 = min(canvas.width, clip.x1, Self.floor(bounds.maxX + margin) + 1)
        let y1 = min(canvas.height, clip.y1, Self.floor(bounds.maxY + margin) + 1)
        guard x1 > x0, y1 > y0 else { return }
        let width = x1 - x0, height = y1 - y0
        let bufferOrigin = Point(Double(x0), Double(y0))
        guard let toLocal = GradientColorRaster.toLocal(device: device, frame: frame, bufferOrigin: bufferOrigin) else { return }
        let isText = p.pointee.node.kind == .text || p.pointee.node.kind == .glyph
        // Everything recorded so far lies below the node: paint it first.
        fillPass = .none
        flush()
        guard let coverage = fillLayers.buffer(depth: 0, width: width, height: height),
              let colors = colorBuffer(p, gradient, toLocal: toLocal, size: frame.size, width: width, height: height) else { return }
        let layerOrigin = Point(origin.x + Double(x0), origin.y + Double(y0))
        fillPass = .coverage
        recordLayer(coverage, depth: layerNesting) {
            // A group (a text of styled runs): what its views draw together is the coverage.
            if let subtree {
                recordNodes(p - index, (index + 1)..<subtree.upperBound, into: coverage, origin: layerOrigin,
                            depth: layerNesting + 1)
            } else {
                record(p, index: index, into: coverage, origin: layerOrigin)
            }
        }
        fillPass = .none
        pixman_image_composite32(PIXMAN_OP_OVER, colors.image.handle, coverage.image.handle, canvas.image.handle,
                                 0, 0, 0, 0, Int32(x0), Int32(y0), Int32(width), Int32(height))
        if isText {
            fillPass = .colorGlyphs
            record(p, index: index, into: canvas, origin: origin)
            fillPass = .none
        }
    }

    /// The gradient's colours over a `width` × `height` buffer: the node's kept one when it
    /// holds them already, else worked out.
    private func colorBuffer(_ p: UnsafePointer<PresentedNode>, _ gradient: PresentedGradient, toLocal: Transform2D, size: Size,
                             width: Int, height: Int) -> Canvas? {
        let key = GradientFillCache.Key(gradient: gradient, toLocal: toLocal, size: size, width: width, height: height)
        func fill(_ c: Canvas) {
            GradientColorRaster.fill(c, gradient: gradient, toLocal: toLocal, size: size, width: width, height: height)
        }
        if let kept = fillColors.colors(for: p.pointee.node, key: key, fill: fill) { return kept }
        guard let shared = fillLayers.buffer(depth: 1, width: width, height: height) else { return nil }
        fill(shared)
        return shared
    }

    /// A rectangle without corners or border, placed without rotation or skew on whole pixels:
    /// every pixel of it fully covered, the colours composite through its opacity (and its
    /// colour's alpha). False when the node is not such a rectangle.
    private func recordPlainRectFill(_ p: UnsafePointer<PresentedNode>, gradient: PresentedGradient, device: Transform2D,
                                     into canvas: Canvas) -> Bool {
        let node = p.pointee.node
        guard node.kind == .rect || node.kind == .card, node.cornerRadius == 0, node.borderWidth == 0, p.pointee.blur == 0,
              device.b == 0, device.c == 0, device.a > 0, device.d > 0 else { return false }
        let r = device.apply(p.pointee.frame)
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
        guard whole(r.x), whole(r.y), whole(r.maxX), whole(r.maxY) else { return false }
        let clip = list.clip
        let x0 = max(0, clip.x0, Int(saturatingRound: r.x)), y0 = max(0, clip.y0, Int(saturatingRound: r.y))
        let x1 = min(canvas.width, clip.x1, Int(saturatingRound: r.maxX)), y1 = min(canvas.height, clip.y1, Int(saturatingRound: r.maxY))
        guard x1 > x0, y1 > y0 else { return true }
        let alpha = min(1, max(0, p.pointee.effectiveOpacity * node.color.alpha))
        guard alpha > 0,
              let toLocal = GradientColorRaster.toLocal(device: device, frame: p.pointee.frame, bufferOrigin: Point(Double(x0), Double(y0))),
              let colors = colorBuffer(p, gradient, toLocal: toLocal, size: p.pointee.frame.size, width: x1 - x0, height: y1 - y0)
        else { return true }
        flush()
        let mask = alpha < 1 ? PixmanImage.solid(1, 1, 1, alpha) : nil
        pixman_image_composite32(PIXMAN_OP_OVER, colors.image.handle, mask?.handle, canvas.image.handle,
                                 0, 0, 0, 0, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        return true
    }
}
