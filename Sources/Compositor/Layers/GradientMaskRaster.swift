import Scene

/// The alpha a `CAGradientLayer` mask gives each pixel of a layer buffer.
///
/// Core Animation takes a point's gradient position u in the layer's unit space, so on a
/// non-square layer the lines of equal colour are skewed in pixels. u is still affine in
/// the pixel (u = a·x + b·y + c at pixel centres), so along a row it grows by a fixed step
/// and between two stops the alpha is a ramp: one add a pixel.
enum GradientMaskRaster {
    /// Fills the top-left `width` × `height` of `mask` for `gradient`, whose unit space maps to
    /// the buffer's pixels by `unitToPixels`; false when the layer collapses to nothing.
    static func fill(_ mask: MaskBuffer, gradient: PresentedGradient, unitToPixels: Transform2D,
                     width: Int, height: Int) -> Bool {
        guard let toUnit = unitToPixels.inverted else { return false }
        let stops = gradient.stops
        let s = gradient.startPoint, e = gradient.endPoint
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        guard !stops.isEmpty, length2 > 0 else {
            // No colours: nothing shows; start = end: the last colour everywhere (our rule).
            let alpha = stops.isEmpty ? 0 : PresentedGradient.color(at: 1, stops: stops).alpha
            for y in 0..<height { (mask.pixels + y * mask.stride).update(repeating: byte(alpha), count: width) }
            return true
        }
        let a = (toUnit.a * dx + toUnit.b * dy) / length2
        let b = (toUnit.c * dx + toUnit.d * dy) / length2
        let c = ((toUnit.tx - s.x) * dx + (toUnit.ty - s.y) * dy) / length2
        let locations = stops.map(\.location), alphas = stops.map { min(1, max(0, $0.color.alpha)) }
        // slopes[i]: alpha per unit of u between stop i and i + 1 (unused when they coincide).
        let slopes = (0..<stops.count).map { i in
            i + 1 < stops.count && locations[i + 1] > locations[i]
                ? (alphas[i + 1] - alphas[i]) / (locations[i + 1] - locations[i]) : 0
        }
        locations.withUnsafeBufferPointer { loc in
            alphas.withUnsafeBufferPointer { al in
                slopes.withUnsafeBufferPointer { sl in
                    for y in 0..<height {
                        let row = mask.pixels + y * mask.stride
                        // Rows of a gradient that does not change down the layer are all alike.
                        if b == 0 && y > 0 { row.update(from: mask.pixels, count: width); continue }
                        fillRow(row, count: width, u0: a * 0.5 + b * (Double(y) + 0.5) + c, step: a,
                                loc: loc, alpha: al, slope: sl)
                    }
                }
            }
        }
        return true
    }

    /// One row: u starts at `u0` and moves by `step` a pixel. The row is cut where u crosses a
    /// stop; each run is either constant (filled at once) or a ramp (one add a pixel).
    @inline(__always)
    private static func fillRow(_ row: UnsafeMutablePointer<UInt8>, count: Int, u0: Double, step: Double,
                                loc: UnsafeBufferPointer<Double>, alpha: UnsafeBufferPointer<Double>,
                                slope: UnsafeBufferPointer<Double>) {
        let n = loc.count
        var x = 0
        var i = 0   // how many stops lie at or before u: u is past stop i − 1 and before stop i
        while x < count {
            let u = u0 + step * Double(x)
            while i < n && loc[i] <= u { i += 1 }
            while i > 0 && loc[i - 1] > u { i -= 1 }
            // The first pixel at which u leaves this run.
            var end = count
            if step > 0, i < n { end = Int(((loc[i] - u0) / step).rounded(.up)) }
            if step < 0, i > 0 { end = Int(((loc[i - 1] - u0) / step).rounded(.down)) + 1 }
            end = min(count, max(x + 1, end))
            if i == 0 || i == n || slope[i - 1] == 0 {
                row.advanced(by: x).update(repeating: byte(i == 0 ? alpha[0] : alpha[i - 1]), count: end - x)
            } else {
                // alpha·255 + 0.5 along the run, stepping by slope·step·255.
                var v = (alpha[i - 1] + slope[i - 1] * (u - loc[i - 1])) * 255 + 0.5
                let dv = slope[i - 1] * step * 255
                for k in x..<end {
                    row[k] = UInt8(min(255, max(0, v)))
                    v += dv
                }
            }
            x = end
        }
    }

    @inline(__always) private static func byte(_ alpha: Double) -> UInt8 {
        UInt8(min(255, max(0, alpha * 255 + 0.5)))
    }
}
