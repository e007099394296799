/// The alpha a `CAGradientLayer` mask gives each pixel of a layer buffer: along a row u grows
/// by a fixed step, so between two stops the alpha is a ramp, one add a pixel.
enum GradientMaskRaster {
    /// Fills the top-left `width` × `height` of `mask` as `plan` says.
    static func fill(_ mask: MaskBuffer, plan: GradientPlan, width: Int, height: Int) {
        if let alpha = plan.constantAlpha {
            for y in 0..<height { (mask.pixels + y * mask.stride).update(repeating: byte(alpha), count: width) }
            return
        }
        let a = plan.a, b = plan.b, c = plan.c
        plan.locations.withUnsafeBufferPointer { loc in
            plan.alphas.withUnsafeBufferPointer { al in
                plan.slopes.withUnsafeBufferPointer { sl in
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
            if step > 0, i < n { end = Int(saturatingCeil: (loc[i] - u0) / step) }
            if step < 0, i > 0 { end = Int(saturatingFloor: (loc[i - 1] - u0) / step) + 1 }
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
