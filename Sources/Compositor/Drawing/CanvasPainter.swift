import CPixman
import Scene
import Typography

/// Draws simple figures onto a canvas: filled rectangles, thick lines and text labels
/// (charts and guides, not scenes).
public final class CanvasPainter {
    /// The canvas drawn into.
    public let canvas: Canvas
    private let glyphs: GlyphCache

    /// A painter drawing into `canvas`, with text from `fonts`.
    public init(canvas: Canvas, fonts: FontLibrary) {
        self.canvas = canvas
        glyphs = GlyphCache(fonts: fonts)
    }

    /// Fills `rect` (pixels) with `color`.
    public func fill(_ rect: Rect, color: Color) {
        guard let coverage = ShapeRaster.coverage(.rect(cornerRadius: 0), in: rect) else { return }
        composite(coverage, color: color)
    }

    /// Strokes the polyline through `points` (pixels), `width` pixels wide.
    public func stroke(_ points: [Point], width: Double, color: Color) {
        guard let coverage = LineRaster.coverage(points, width: width) else { return }
        composite(coverage, color: color)
    }

    /// Strokes a dashed straight line from `a` to `b`.
    public func dash(from a: Point, to b: Point, width: Double, color: Color, on: Double = 6, off: Double = 4) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        var s = 0.0
        while s < length {
            let e = min(length, s + on)
            stroke([Point(a.x + dx * s / length, a.y + dy * s / length),
                    Point(a.x + dx * e / length, a.y + dy * e / length)], width: width, color: color)
            s = e + off
        }
    }

    /// Fills a circle of `radius` pixels about `center`.
    public func dot(at center: Point, radius: Double, color: Color) {
        let rect = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        guard let coverage = ShapeRaster.coverage(.ellipse, in: rect) else { return }
        composite(coverage, color: color)
    }

    /// The width of `text` in `font`, in pixels.
    public func width(of text: String, font: FontSpec) -> Double {
        glyphs.fonts.advance(of: text, font: font)
    }

    /// Draws `text` with its box's point at fraction `anchor` of its size placed at `point`
    /// ((0, 0): top-left at `point`; (0.5, 0.5): centred on it).
    public func text(_ text: String, at point: Point, font: FontSpec, color: Color,
                     anchor: UnitPoint = .topLeading) {
        guard !text.isEmpty, let level = glyphs.level(text, font: font, sigma: 0), let image = level.image else { return }
        let w = width(of: text, font: font), h = glyphs.fonts.lineMetrics(font).height
        let box = Point((point.x - anchor.x * w).rounded(), (point.y - anchor.y * h).rounded())
        let b = level.bitmap
        composite(image, x: Int(box.x + b.originX), y: Int(box.y + b.originY),
                  width: b.width, height: b.height, color: color)
    }

    private func composite(_ coverage: GlyphBitmap, color: Color) {
        guard let mask = PixmanImage(coverage: coverage) else { return }
        composite(mask, x: Int(coverage.originX), y: Int(coverage.originY),
                  width: coverage.width, height: coverage.height, color: color)
    }

    /// Solid `color` through an A8 mask whose top-left lands on pixel (x, y).
    private func composite(_ mask: PixmanImage, x: Int, y: Int, width: Int, height: Int, color: Color) {
        guard color.alpha > 0, let source = PixmanImage.solid(color.red, color.green, color.blue, color.alpha) else { return }
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(canvas.width, x + width), y1 = min(canvas.height, y + height)
        guard x1 > x0, y1 > y0 else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, source.handle, mask.handle, canvas.image.handle,
                                 Int32(x0 - x), Int32(y0 - y), Int32(x0 - x), Int32(y0 - y),
                                 Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }
}
