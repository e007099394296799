import CPixman
import Scene
import Typography

/// Flat interface painted at once over a finished frame (the window's HUD, help and timeline),
/// with the same glyph cache as the scene, snapped to whole device pixels so it stays sharp.
extension Renderer {
    /// Fills `rect` (points) with `color`, blended over what is there.
    public func paint(_ rect: Rect, color: Color, in canvas: Canvas) {
        guard color.alpha > 0, let src = PixmanImage.solid(color.red, color.green, color.blue, color.alpha) else { return }
        let x0 = max(0, Int(saturatingRound: rect.x * scale)), y0 = max(0, Int(saturatingRound: rect.y * scale))
        let x1 = min(canvas.width, Int(saturatingRound: rect.maxX * scale))
        let y1 = min(canvas.height, Int(saturatingRound: rect.maxY * scale))
        guard x1 > x0, y1 > y0 else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, src.handle, nil, canvas.image.handle,
                                 0, 0, 0, 0, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }

    /// Paints one line of `text` with its layout box's top-left at `origin` (points).
    ///
    /// Character by character: a status line's numbers change every frame, and a cache of
    /// whole strings would rasterise (and keep) a new bitmap each time.
    public func paintLabel(_ text: String, font: FontSpec, at origin: Point, color: Color, in canvas: Canvas) {
        var x = origin.x
        for ch in text {
            let cluster = String(ch)
            if let level = glyphs.level(cluster, font: font, sigma: 0) {
                let b = level.bitmap
                let px = (x * scale).rounded() + b.originX.rounded()
                let py = (origin.y * scale).rounded() + b.originY.rounded()
                MaskBlend.blit(GlyphCoverage(b), x: Int(px), y: Int(py), color: Premultiplied.word(color),
                               into: canvas.pixels, canvasWidth: canvas.width, rows: 0..<canvas.height,
                               columns: 0..<canvas.width)
            }
            x += glyphs.fonts.advance(of: cluster, font: font)
        }
    }

    /// The width `paintLabel` gives `text` in `font`, in points.
    public func width(of text: String, font: FontSpec) -> Double {
        text.reduce(0) { $0 + glyphs.fonts.advance(of: String($1), font: font) }
    }

    /// The height of a line of `font`, in points.
    public func lineHeight(_ font: FontSpec) -> Double {
        glyphs.fonts.lineMetrics(font).height
    }
}
