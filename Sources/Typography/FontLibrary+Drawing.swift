import Scene

/// Drawing what the fonts give: fixed-size (emoji) fonts fitted to the line, boxes for
/// clusters no font has, and lines that take several fonts or run right to left.
extension FontLibrary {
    /// How much `f`'s drawings are scaled to sit in `spec`'s text: 1, except for a font of fixed
    /// bitmap sizes, whose line is fitted to the line of the spec's own font.
    func drawingScale(of f: TTFFont, spec: FontSpec) -> Double {
        let fixed: Bool
        if let known = fixedSizeFaces[f.face] { fixed = known } else {
            // A scalable font grows with the size asked; a bitmap font stays at its strike.
            let small = try? TTFFont(face: f.face, size: 12, syntheticBold: false)
            let large = try? TTFFont(face: f.face, size: 48, syntheticBold: false)
            fixed = small != nil && small?.lineSkip == large?.lineSkip
            fixedSizeFaces[f.face] = fixed
        }
        guard fixed, let primary = font(spec), f.ascent + f.descent > 0 else { return 1 }
        return (primary.ascent + primary.descent) / (f.ascent + f.descent)
    }

    /// `text` drawn by `f` in `spec`'s line: scaled when `f` has fixed sizes, its baseline on the line's.
    func render(_ text: String, with f: TTFFont, spec: FontSpec, primary: TTFFont,
                direction: WritingDirection = .leftToRight) -> GlyphBitmap? {
        let factor = drawingScale(of: f, spec: spec)
        let shift = primary.ascent - f.ascent * factor
        guard factor != 1 else { return f.render(text, baselineShift: shift, direction: direction) }
        guard let drawn = f.render(text, baselineShift: 0, direction: direction) else { return nil }
        let scaled = drawn.scaled(by: factor)
        return GlyphBitmap(copying: scaled, originY: shift)
    }

    /// The width of the box drawn for a cluster no font has, in device pixels.
    func placeholderWidth(for cluster: String, spec: FontSpec) -> Double {
        guard let primary = font(spec) else { return EngineLimits.fontSize(spec.size) * scale * 0.6 }
        return max(primary.advance(cluster), (primary.size * 0.6).rounded())
    }

    /// A visible box for a character no font has.
    func placeholder(width: Double, primary: TTFFont) -> GlyphBitmap {
        let w = max(4, Int(width))
        let h = Int(primary.ascent + primary.descent)
        let b = GlyphBitmap(width: w, height: h, originX: 0, originY: 0)
        let inset = max(1, w / 8), top = Int(primary.ascent - primary.size * 0.7)
        for y in max(0, top)..<max(0, h - Int(primary.descent)) {
            for x in inset..<(w - inset) where y == max(0, top) || y == h - Int(primary.descent) - 1 || x == inset || x == w - inset - 1 {
                b.pixels[y * b.stride + x] = 255
            }
        }
        return b
    }

    /// A line drawn run by run when it needs more than one font or runs right to left.
    func composeRuns(_ text: String, spec: FontSpec, primary: TTFFont) -> GlyphBitmap? {
        let runs = runs(text, spec: spec)
        let advances = runs.map { advance(of: $0, spec: spec) }
        guard TTFFont.fits(width: advances.reduce(0, +), height: primary.ascent + primary.descent) else { return nil }
        let width = Int(advances.reduce(0, +).rounded(.up)) + 2
        let height = Int(primary.ascent + primary.descent) + 2
        let out = GlyphBitmap(width: width, height: height, originX: 0, originY: 0)
        var x = 0.0
        for (run, advance) in zip(runs, advances) {
            defer { x += advance }
            let drawn: GlyphBitmap?
            if let f = run.font {
                drawn = render(run.text, with: f, spec: spec, primary: primary, direction: run.direction)
            } else {
                drawn = placeholder(width: advance, primary: primary)
            }
            guard let b = drawn else { continue }
            let ox = Int(x.rounded()), oy = Int(b.originY.rounded())
            if b.isColor { out.makeColor() }
            for y in 0..<b.height where y + oy >= 0 && y + oy < height {
                for xx in 0..<b.width where xx + ox >= 0 && xx + ox < width {
                    let o = (y + oy) * out.stride + xx + ox
                    out.pixels[o] = max(out.pixels[o], b.pixels[y * b.stride + xx])
                    if let from = b.color, let to = out.color { to[(y + oy) * width + xx + ox] = from[y * b.width + xx] }
                }
            }
        }
        return out
    }
}
