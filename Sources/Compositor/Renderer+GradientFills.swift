import CPixman
import Scene

/// Nodes filled with a gradient's colours (`Node.gradientFill`): what the node draws gives
/// the coverage, the gradient the colour.
///
/// The node is recorded and painted into a layer of its own as it would draw (its colour's
/// alpha, its opacity, its blur: coverage); then the gradient's premultiplied colours,
/// pixel by pixel, composite OVER through that layer's alpha. Shown = gradient colour ×
/// coverage, as a shape style fills a shape or a text's glyphs. A text's shadow is its
/// coverage's, in the shadow's colour: it is recorded first, as any text's, below the fill.
/// Colour glyphs (emoji) keep their own colours, as a foreground style leaves them: they are
/// not coverage, and are recorded after the fill.
extension Renderer {
    /// What of a gradient-filled node is recorded now (`none`: not such a node).
    enum FillPass { case none, shadow, coverage, colorGlyphs }

    /// Records the node at `p` (presentation index `index`) with its gradient fill for the
    /// target canvas, whose pixel (0, 0) is the frame's pixel `origin`.
    func recordGradientFilled(_ p: UnsafePointer<PresentedNode>, index: Int, gradient: PresentedGradient,
                              into canvas: Canvas, origin: Point) {
        guard let device = deviceTransform(p, origin: origin) else { return }
        let frame = p.pointee.frame
        // A text's ink and a blur reach a little past the frame; the gradient pads there.
        let margin = (p.pointee.blur * 3 + 2) * scale
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
        if p.pointee.shadow != nil, isText {
            fillPass = .shadow
            record(p, index: index, into: canvas, origin: origin)
        }
        // Everything recorded so far lies below the node: paint it first.
        fillPass = .none
        flush()
        guard let coverage = fillLayers.buffer(depth: 0, width: width, height: height),
              let colors = fillLayers.buffer(depth: 1, width: width, height: height) else { return }
        let layerOrigin = Point(origin.x + Double(x0), origin.y + Double(y0))
        fillPass = .coverage
        recordLayer(coverage, depth: layerNesting) { record(p, index: index, into: coverage, origin: layerOrigin) }
        fillPass = .none
        GradientColorRaster.fill(colors, gradient: gradient, toLocal: toLocal, size: frame.size, width: width, height: height)
        pixman_image_composite32(PIXMAN_OP_OVER, colors.image.handle, coverage.image.handle, canvas.image.handle,
                                 0, 0, 0, 0, Int32(x0), Int32(y0), Int32(width), Int32(height))
        if isText {
            fillPass = .colorGlyphs
            record(p, index: index, into: canvas, origin: origin)
            fillPass = .none
        }
    }
}
