/// Source-over of a premultiplied solid colour through 8-bit coverage into ARGB32 rows:
/// the one operation every glyph and shape needs, with pixman's rounding (x·y/255 rounded).
enum MaskBlend {
    /// `c` (0xAARRGGBB) with each channel multiplied by `m`/255.
    @inline(__always) static func multiply(_ c: UInt32, _ m: UInt32) -> UInt32 {
        var rb = (c & 0x00FF_00FF) &* m &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((c >> 8) & 0x00FF_00FF) &* m &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Per-channel saturating sum.
    @inline(__always) static func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var rb = (x & 0x00FF_00FF) &+ (y & 0x00FF_00FF)
        rb |= 0x1000_0100 &- ((rb >> 8) & 0x00FF_00FF)
        var ag = ((x >> 8) & 0x00FF_00FF) &+ ((y >> 8) & 0x00FF_00FF)
        ag |= 0x1000_0100 &- ((ag >> 8) & 0x00FF_00FF)
        return (rb & 0x00FF_00FF) | ((ag & 0x00FF_00FF) << 8)
    }

    /// `color` at coverage `m` over `d`.
    @inline(__always) static func over(_ color: UInt32, coverage m: UInt32, onto d: UInt32) -> UInt32 {
        let s = m == 255 ? color : multiply(color, m)
        let inverse = 255 &- (s >> 24)
        return inverse == 0 ? s : add(s, multiply(d, inverse))
    }

    /// Four pixels' blue and red (or green and alpha, after a shift by 8) as 16-bit lanes.
    @inline(__always) static func lanes(_ p: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(p & 0x00FF_00FF, to: SIMD8<UInt16>.self)
    }

    /// `x`·(`y` + 1)/256 per 16-bit lane, `y1` being `y` + 1: x·y/255 to within one level (exact
    /// when y is 0 or 255), in three operations instead of five.
    @inline(__always) static func scale(_ x: SIMD8<UInt16>, by y1: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (x &* y1) &>> 8
    }

    /// Blends `color` through `count` coverage bytes into `count` pixels, four at a time;
    /// `spare` more coverage bytes (clear) and pixels may be read to round up to a four.
    @inline(__always)
    static func blendRow(_ mask: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt32>, count: Int, spare: Int,
                         color: UInt32) {
        // Black ink (the default text colour, at any opacity) has nothing to add but alpha.
        if color & 0x00FF_FFFF == 0 {
            blendRow(mask, dst, count: count, spare: spare, color: color, black: true)
        } else {
            blendRow(mask, dst, count: count, spare: spare, color: color, black: false)
        }
    }

    /// `blendRow`, for `color` black (with `black` true) or any.
    @inline(__always)
    static func blendRow(_ mask: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt32>, count: Int,
                         spare: Int, color: UInt32, black: Bool) {
        let opaque = color >> 24 == 255
        let cRB = lanes(SIMD4(repeating: color)), cAG = lanes(SIMD4(repeating: color >> 8))
        let alpha = SIMD8<UInt16>(repeating: UInt16(color >> 24))
        // The alpha lanes of `lanes(p >> 8)` (green and alpha alternate).
        let alphaLanes = SIMD8<UInt16>(0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF)
        let groups = min(count + spare, (count + 3) & ~3)
        var i = 0
        while i &+ 4 <= groups {
            let m4 = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self)
            if m4 == 0 { i &+= 4; continue }
            let d = UnsafeMutableRawPointer(dst + i)
            if opaque && m4 == 0xFFFF_FFFF {
                d.storeBytes(of: SIMD4<UInt32>(repeating: color), as: SIMD4<UInt32>.self)
                i &+= 4; continue
            }
            // Each pixel's coverage (plus one) in both 16-bit halves of its 32-bit lane.
            // (Widened lane-wise: two unpacks, where building it byte by byte took a dozen moves.)
            let m32 = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(m4, to: SIMD4<UInt8>.self))
            let m1 = unsafeBitCast(m32 | (m32 &<< 16), to: SIMD8<UInt16>.self) &+ 1
            let scaledAlpha = scale(alpha, by: m1)
            let inverse1 = 256 &- scaledAlpha
            let under = d.loadUnaligned(as: SIMD4<UInt32>.self)
            let oRB: SIMD8<UInt16>, oAG: SIMD8<UInt16>
            if black {
                // The same sums with the colour's red, green and blue (all 0) left out.
                oRB = scale(lanes(under), by: inverse1)
                oAG = (scaledAlpha & alphaLanes) &+ scale(lanes(under &>> 8), by: inverse1)
            } else {
                oRB = scale(cRB, by: m1) &+ scale(lanes(under), by: inverse1)
                oAG = scale(cAG, by: m1) &+ scale(lanes(under &>> 8), by: inverse1)
            }
            let out = unsafeBitCast(oRB, to: SIMD4<UInt32>.self) | (unsafeBitCast(oAG, to: SIMD4<UInt32>.self) &<< 8)
            d.storeBytes(of: out, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        while i < count {
            let m = UInt32(mask[i])
            if m != 0 { dst[i] = opaque && m == 255 ? color : over(color, coverage: m, onto: dst[i]) }
            i &+= 1
        }
    }

    /// Blends `color` through `coverage` whose top-left lands on pixel (x, y), only into rows
    /// `rows` and columns `columns` (within the canvas) of a canvas `canvasWidth` pixels wide.
    static func blit(_ coverage: GlyphCoverage, x: Int, y: Int, color: UInt32,
                     into pixels: UnsafeMutablePointer<UInt32>, canvasWidth: Int, rows: Range<Int>, columns: Range<Int>) {
        let u0 = max(0, columns.lowerBound - x), u1 = min(coverage.width, columns.upperBound - x)
        let v0 = max(0, rows.lowerBound - y), v1 = min(coverage.height, rows.upperBound - y)
        guard u1 > u0, v1 > v0 else { return }
        // Clear coverage up to the stride, and pixels up to the row's end, round a row up to fours.
        let spare = min(coverage.stride - u1, columns.upperBound - x - u1)
        // One loop per kind of ink, so that what a row needs of the colour is worked out once.
        if color & 0x00FF_FFFF == 0 {
            for v in v0..<v1 {
                blendRow(coverage.pixels + v * coverage.stride + u0, pixels + (y + v) * canvasWidth + x + u0,
                         count: u1 - u0, spare: spare, color: color, black: true)
            }
        } else {
            for v in v0..<v1 {
                blendRow(coverage.pixels + v * coverage.stride + u0, pixels + (y + v) * canvasWidth + x + u0,
                         count: u1 - u0, spare: spare, color: color, black: false)
            }
        }
    }

    /// Blends `color` through `coverage` scaled by (sx, sy) > 0 with its top-left at (tx, ty),
    /// sampling bilinearly (pixel centres, as pixman's bilinear filter), into rows `rows`.
    /// `columns` and `row` are scratch space of at least the canvas width.
    static func blitScaled(_ coverage: GlyphCoverage, sx: Double, sy: Double, tx: Double, ty: Double, color: UInt32,
                           into pixels: UnsafeMutablePointer<UInt32>, canvasWidth: Int, rows: Range<Int>,
                           clipColumns: Range<Int>,
                           columns: UnsafeMutablePointer<Int32>, row: UnsafeMutablePointer<UInt8>) {
        // One copy per kind of ink, so that what a row needs of the colour is worked out once.
        if color & 0x00FF_FFFF == 0 {
            blitScaled(coverage, sx: sx, sy: sy, tx: tx, ty: ty, color: color, into: pixels, canvasWidth: canvasWidth,
                       rows: rows, clipColumns: clipColumns, columns: columns, row: row, black: true)
        } else {
            blitScaled(coverage, sx: sx, sy: sy, tx: tx, ty: ty, color: color, into: pixels, canvasWidth: canvasWidth,
                       rows: rows, clipColumns: clipColumns, columns: columns, row: row, black: false)
        }
    }

    /// `blitScaled`, for `color` black (with `black` true) or any.
    @inline(__always)
    private static func blitScaled(_ coverage: GlyphCoverage, sx: Double, sy: Double, tx: Double, ty: Double,
                                   color: UInt32, into pixels: UnsafeMutablePointer<UInt32>, canvasWidth: Int,
                                   rows: Range<Int>, clipColumns: Range<Int>, columns: UnsafeMutablePointer<Int32>,
                                   row: UnsafeMutablePointer<UInt8>, black: Bool) {
        // Samples at u ∈ [0, w − 1] (between the clear border pixels) can be non-zero.
        let w = coverage.width, h = coverage.height
        guard w >= 2, h >= 2 else { return }
        let x0 = max(clipColumns.lowerBound, Int(saturatingCeil: tx + 0.5 * sx - 0.5))
        let x1 = min(clipColumns.upperBound, Int(saturatingFloor: tx + (Double(w) - 0.5) * sx - 0.5) + 1)
        let y0 = max(rows.lowerBound, Int(saturatingCeil: ty + 0.5 * sy - 0.5))
        let y1 = min(rows.upperBound, Int(saturatingFloor: ty + (Double(h) - 0.5) * sy - 0.5) + 1)
        guard x1 > x0, y1 > y0 else { return }
        // Column table: the left source column and its 8-bit weight, packed (u and v are not
        // negative: truncating is flooring, without a call into libm).
        let isx = 1 / sx, isy = 1 / sy
        for x in x0..<x1 {
            let u = min(Double(w - 1), max(0, (Double(x) + 0.5 - tx) * isx - 0.5))
            let iu = min(w - 2, Int(u))
            columns[x - x0] = Int32(iu) << 9 | Int32(Int((u - Double(iu)) * 256))
        }
        let count = x1 - x0
        for y in y0..<y1 {
            let v = min(Double(h - 1), max(0, (Double(y) + 0.5 - ty) * isy - 0.5))
            let iv = min(h - 2, Int(v))
            let fv = UInt32(Int((v - Double(iv)) * 256))
            let r0 = coverage.pixels + iv * coverage.stride, r1 = r0 + coverage.stride
            var any: UInt32 = 0
            for i in 0..<count {
                let packed = columns[i]
                let iu = Int(packed >> 9), fu = UInt32(packed & 0x1FF)
                let a = UInt32(r0[iu]), b = UInt32(r0[iu + 1]), c = UInt32(r1[iu]), d = UInt32(r1[iu + 1])
                let top = a &* (256 &- fu) &+ b &* fu, bottom = c &* (256 &- fu) &+ d &* fu
                let m = (top &* (256 &- fv) &+ bottom &* fv &+ 32768) >> 16
                row[i] = UInt8(truncatingIfNeeded: m)
                any |= m
            }
            if any != 0 { blendRow(row, pixels + y * canvasWidth + x0, count: count, spare: 0, color: color, black: black) }
        }
    }

    /// Blends `color` over the pixels of `columns` × `rows`, through `full`, a row of coverage
    /// 255 at least as long as a row of the rectangle.
    static func fill(color: UInt32, into pixels: UnsafeMutablePointer<UInt32>, canvasWidth: Int, rows: Range<Int>,
                     columns: Range<Int>, full: UnsafePointer<UInt8>) {
        guard !rows.isEmpty, !columns.isEmpty, color >> 24 != 0 else { return }
        for y in rows {
            let dst = pixels + y * canvasWidth + columns.lowerBound
            if color >> 24 == 255 {
                dst.update(repeating: color, count: columns.count)
            } else {
                blendRow(full, dst, count: columns.count, spare: 0, color: color)
            }
        }
    }
}
