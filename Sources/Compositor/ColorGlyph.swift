import CPixman
import Typography

/// The parts of a colour glyph (emoji) for compositing: its own colours, and the coverage
/// left to draw in the text's colour (a run that mixes emoji and letters has both).
struct ColorGlyph {
    /// The glyph, with its premultiplied colour plane.
    let source: GlyphBitmap
    /// Coverage of the ink that is not colour ink, or nil when there is none.
    let tint: GlyphBitmap?

    init?(_ bitmap: GlyphBitmap) {
        guard let plane = bitmap.color, bitmap.width > 0, bitmap.height > 0 else { return nil }
        source = bitmap
        let rest = GlyphBitmap(width: bitmap.width, height: bitmap.height, originX: bitmap.originX, originY: bitmap.originY)
        var any = false
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha = UInt8(truncatingIfNeeded: plane[y * bitmap.width + x] >> 24)
                let left = bitmap.pixels[y * bitmap.stride + x].subtractingReportingOverflow(alpha)
                if !left.overflow && left.partialValue > 0 { rest.pixels[y * rest.stride + x] = left.partialValue; any = true }
            }
        }
        tint = any ? rest : nil
    }

    /// A new pixman image over the colour plane: each band draws through its own, as a
    /// transform set on a shared image would race.
    func colorImage() -> PixmanImage? {
        guard let plane = source.color,
              let h = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                                               plane, Int32(source.width * 4)) else { return nil }
        return PixmanImage(handle: h, keepAlive: source)
    }

    /// `bitmap` blurred by `sigma`, colour and coverage alike (each channel of the
    /// premultiplied colour blurs as coverage does).
    static func blurred(_ bitmap: GlyphBitmap, sigma: Double) -> GlyphBitmap {
        // A colour glyph's channels are read at the coverage's indices: all of the same size.
        let coverage = GaussianBlur.blurred(bitmap, sigma: sigma, cropped: bitmap.color == nil)
        guard let plane = bitmap.color else { return coverage }
        let channels = [24, 16, 8, 0].map { shift -> GlyphBitmap in
            let c = GlyphBitmap(width: bitmap.width, height: bitmap.height, originX: bitmap.originX, originY: bitmap.originY)
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    c.pixels[y * c.stride + x] = UInt8(truncatingIfNeeded: plane[y * bitmap.width + x] >> UInt32(shift))
                }
            }
            return GaussianBlur.blurred(c, sigma: sigma)
        }
        coverage.makeColor()
        guard let out = coverage.color else { return coverage }
        for y in 0..<coverage.height {
            for x in 0..<coverage.width {
                let i = y * coverage.stride + x
                let a = UInt32(channels[0].pixels[i])
                // Premultiplied: no channel above alpha after rounding.
                func c(_ k: Int) -> UInt32 { min(a, UInt32(channels[k].pixels[i])) }
                out[y * coverage.width + x] = a << 24 | c(1) << 16 | c(2) << 8 | c(3)
            }
        }
        return coverage
    }
}
