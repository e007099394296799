import Typography

/// Coverage moved by a fraction of a pixel, baked once so a glyph drawn at a sub-pixel
/// position is a plain copy rather than a per-pixel resample.
enum SubpixelShift {
    /// The inked part of `bitmap` with a clear one-pixel border all round, its origin moved to
    /// match. The rasteriser's line-high boxes are mostly empty: drawing skips the emptiness.
    static func padded(_ bitmap: GlyphBitmap) -> GlyphBitmap {
        var top = bitmap.height, bottom = -1, left = bitmap.width, right = -1
        for y in 0..<bitmap.height {
            let row = bitmap.pixels + y * bitmap.stride
            for x in 0..<bitmap.width where row[x] != 0 {
                top = min(top, y); bottom = max(bottom, y); left = min(left, x); right = max(right, x)
            }
        }
        guard bottom >= top else { return GlyphBitmap(width: 2, height: 2, originX: bitmap.originX, originY: bitmap.originY) }
        let out = GlyphBitmap(width: right - left + 3, height: bottom - top + 3,
                              originX: bitmap.originX + Double(left) - 1, originY: bitmap.originY + Double(top) - 1)
        for y in top...bottom {
            (out.pixels + (y - top + 1) * out.stride + 1).update(from: bitmap.pixels + y * bitmap.stride + left,
                                                                 count: right - left + 1)
        }
        return out
    }

    /// A padded bitmap moved right by `fx` and down by `fy` pixels (each in 0..<1), as a bilinear
    /// filter samples it; same size and origin (the clear border takes the spill).
    static func shifted(_ padded: GlyphBitmap, fx: Double, fy: Double) -> GlyphBitmap {
        let out = GlyphBitmap(width: padded.width, height: padded.height, originX: padded.originX, originY: padded.originY)
        // 8-bit weights, as pixman's bilinear filter uses 7; rounding once at the end.
        let wx = UInt32((fx * 256).rounded()), wy = UInt32((fy * 256).rounded())
        let src = padded.pixels, stride = padded.stride
        for y in 0..<padded.height {
            let row = src + y * stride, above = y > 0 ? src + (y - 1) * stride : nil
            let dst = out.pixels + y * stride
            for x in 0..<padded.width {
                let here = UInt32(row[x]), left = x > 0 ? UInt32(row[x - 1]) : 0
                var upHere: UInt32 = 0, upLeft: UInt32 = 0
                if let above { upHere = UInt32(above[x]); upLeft = x > 0 ? UInt32(above[x - 1]) : 0 }
                let lower = here * (256 - wx) + left * wx
                let upper = upHere * (256 - wx) + upLeft * wx
                dst[x] = UInt8((lower * (256 - wy) + upper * wy + 32768) >> 16)
            }
        }
        return out
    }
}
