/// The paced and cubic calculation modes of `CAKeyframeAnimation`.
///
/// Apple documents `.cubic` only as a "smooth spline calculation between keyframe values",
/// whose shape `tensionValues`, `continuityValues` and `biasValues` adjust: those are the
/// parameters of a Kochanek–Bartels spline (Kochanek & Bartels, "Interpolating Splines with
/// Local Tension, Continuity, and Bias Control", SIGGRAPH 1984), which with all three 0 (their
/// default, as nil here) is the Catmull-Rom spline. **Our rule** for what Apple leaves open:
/// - the tangent at keyframe i is (v[i+1] − v[i−1]) / 2, scaled for unequal key-time
///   intervals as Kochanek & Bartels scale it (outgoing × 2Δᵢ/(Δᵢ₋₁+Δᵢ), incoming ×
///   2Δᵢ₋₁/(Δᵢ₋₁+Δᵢ)), so the velocity is continuous in time;
/// - at the ends the missing neighbour is the end value itself (v[−1] = v[0], v[n] = v[n−1]);
/// - a segment's timing function (`timingFunctions`) warps its local time, as in `.linear`;
/// - distances, for pacing, are Euclidean over a value's components (a point's x and y);
///   keyframes all equal (no distance) are spaced evenly.
extension CAKeyframeAnimation {
    /// Key times for `.paced`: each keyframe reached at the fraction of the whole path's
    /// length travelled to it, so the velocity is constant.
    static func pacedTimes(_ values: [[Double]]) -> [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        var lengths = [0.0]
        for i in 1..<n { lengths.append(lengths[i - 1] + distance(values[i - 1], values[i])) }
        let total = lengths[n - 1]
        guard total > 0 else { return (0..<n).map { Double($0) / Double(n - 1) } }
        return lengths.map { $0 / total }
    }

    /// The cubic spline through `values` (reached at `times`) in segment `i`, at fraction `s`
    /// of it: the Hermite cubic between v[i] and v[i+1] with the tangents above.
    static func cubic(_ values: [[Double]], times: [Double], segment i: Int, at s: Double) -> [Double] {
        let n = values.count
        let p0 = values[i], p1 = values[i + 1]
        let before = values[max(0, i - 1)], after = values[min(n - 1, i + 2)]
        let span = times[i + 1] - times[i]
        let spanBefore = i > 0 ? times[i] - times[i - 1] : span
        let spanAfter = i + 2 < n ? times[i + 2] - times[i + 1] : span
        // Tangents per unit of s: the outgoing one at v[i], the incoming one at v[i+1].
        let out = spanBefore + span > 0 ? 2 * span / (spanBefore + span) : 1
        let inc = span + spanAfter > 0 ? 2 * span / (span + spanAfter) : 1
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        var result = p1
        for k in 0..<min(p0.count, p1.count, before.count, after.count) {
            let m0 = out * (p1[k] - before[k]) / 2, m1 = inc * (after[k] - p0[k]) / 2
            result[k] = h00 * p0[k] + h10 * m0 + h01 * p1[k] + h11 * m1
        }
        return result
    }

    /// `.cubicPaced`: the cubic spline through `values` (evenly spaced in its parameter),
    /// travelled at a constant velocity: fraction `f` of the duration reaches fraction `f` of
    /// the curve's length (measured over `samples` chords a segment).
    static func cubicPaced(_ values: [[Double]], at f: Double, samples: Int = 256) -> [Double] {
        let n = values.count
        let times = (0..<n).map { Double($0) / Double(n - 1) }
        // Cumulative length at each sample of each segment.
        var points: [(segment: Int, s: Double, length: Double)] = [(0, 0, 0)]
        var last = values[0], length = 0.0
        for i in 0..<(n - 1) {
            for j in 1...samples {
                let s = Double(j) / Double(samples)
                let p = cubic(values, times: times, segment: i, at: s)
                length += distance(last, p)
                last = p
                points.append((i, s, length))
            }
        }
        guard length > 0 else { return values[min(n - 1, Int(f * Double(n - 1)))] }
        let target = min(1, max(0, f)) * length
        // The first sample at or past the target, and the one before it.
        var lo = 0, hi = points.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if points[mid].length < target { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return values[0] }
        let a = points[lo - 1], b = points[lo]
        let w = b.length > a.length ? (target - a.length) / (b.length - a.length) : 0
        // Within one chord, the parameter moves in proportion to the length along it.
        let segment = b.segment
        let s0 = a.segment == segment ? a.s : 0
        return cubic(values, times: times, segment: segment, at: s0 + (b.s - s0) * w)
    }

    /// The Euclidean distance between two values, over the components both have.
    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for k in 0..<min(a.count, b.count) { sum += (b[k] - a[k]) * (b[k] - a[k]) }
        return sum.squareRoot()
    }
}
