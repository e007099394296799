extension GlyphBitmap {
    /// A copy scaled by `factor` (area-averaged when shrinking, bilinear when growing), its
    /// origin scaled with it; colour scaled in premultiplied form so edges do not darken.
    ///
    /// For fonts of fixed bitmap sizes (Noto Color Emoji has one, 109 pixels per em), which
    /// SDL_ttf draws at that size whatever size is asked.
    public func scaled(by factor: Double) -> GlyphBitmap {
        let w = max(1, Int((Double(width) * factor).rounded())), h = max(1, Int((Double(height) * factor).rounded()))
        let out = GlyphBitmap(width: w, height: h, originX: originX * factor, originY: originY * factor)
        if isColor { out.makeColor() }
        let step = 1 / factor
        for y in 0..<h {
            for x in 0..<w {
                // The source area this pixel covers, sampled on a grid fine enough for both ways.
                let sx0 = Double(x) * step, sy0 = Double(y) * step
                let samples = max(1, Int(step.rounded(.up)))
                var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                for j in 0..<samples {
                    for i in 0..<samples {
                        let sx = sx0 + (Double(i) + 0.5) * step / Double(samples) - 0.5
                        let sy = sy0 + (Double(j) + 0.5) * step / Double(samples) - 0.5
                        let s = sample(sx, sy)
                        a += s.a; r += s.r; g += s.g; b += s.b
                    }
                }
                let n = Double(samples * samples)
                out.pixels[y * out.stride + x] = UInt8(min(255, (a / n).rounded()))
                if let color = out.color {
                    func c(_ v: Double) -> UInt32 { UInt32(min(255, max(0, (v / n).rounded()))) }
                    color[y * w + x] = c(a) << 24 | c(r) << 16 | c(g) << 8 | c(b)
                }
            }
        }
        return out
    }

    /// Bilinear sample at (x, y) in pixel-centre coordinates: coverage and premultiplied colour.
    private func sample(_ x: Double, _ y: Double) -> (a: Double, r: Double, g: Double, b: Double) {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        var out = (a: 0.0, r: 0.0, g: 0.0, b: 0.0)
        for (dx, dy, w) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] where w > 0 {
            let px = x0 + dx, py = y0 + dy
            guard px >= 0, py >= 0, px < width, py < height else { continue }
            out.a += w * Double(pixels[py * stride + px])
            if let color {
                let p = color[py * width + px]
                out.r += w * Double((p >> 16) & 0xFF); out.g += w * Double((p >> 8) & 0xFF); out.b += w * Double(p & 0xFF)
            }
        }
        return out
    }
}
