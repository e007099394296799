import CPixman
import Scene

/// Colour glyphs (emoji): drawn in their own colours, faded with the view.
extension Renderer {
    /// Records a colour glyph placed by `m`, faded by `opacity`: pixman's bilinear filter, band by band.
    func compositeColor(_ glyph: ColorGlyph, transform m: Transform2D, opacity: Double) {
        guard opacity > 0.0005 else { return }
        let b = glyph.source
        let bounds = m.apply(Rect(x: 0, y: 0, width: Double(b.width), height: Double(b.height)))
        recordPixman(placing: .source, by: m, over: bounds, filter: PIXMAN_FILTER_BILINEAR) {
            guard let src = glyph.colorImage(), let fade = PixmanImage.solid(1, 1, 1, opacity) else { return nil }
            return (src, fade)
        }
    }
}
