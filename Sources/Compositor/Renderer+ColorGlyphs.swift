import CPixman
import Scene

/// Colour glyphs (emoji): drawn in their own colours, faded with the view.
extension Renderer {
    /// Records a colour glyph placed by `m`, faded by `opacity`: pixman's bilinear filter, band by band.
    func compositeColor(_ glyph: ColorGlyph, transform m: Transform2D, opacity: Double) {
        guard opacity > 0.0005 else { return }
        let b = glyph.source
        let bounds = m.apply(Rect(x: 0, y: 0, width: Double(b.width), height: Double(b.height)))
        guard var t = pixman_transform_t.inverse(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty) else { return }
        let x0 = Int(bounds.x.rounded(.down)), x1 = Int(bounds.maxX.rounded(.up))
        list.custom(top: Int(bounds.y.rounded(.down)), bottom: Int(bounds.maxY.rounded(.up))) { band, clip in
            guard let dest = band.image, let src = glyph.colorImage(), let fade = PixmanImage.solid(1, 1, 1, opacity) else { return }
            pixman_image_set_transform(src.handle, &t)
            pixman_image_set_filter(src.handle, PIXMAN_FILTER_BILINEAR, nil, 0)
            band.composite(src: src, mask: fade, x0: max(x0, clip.x0), x1: min(x1, clip.x1), rows: clip.y0..<clip.y1, to: dest)
        }
    }
}
