/// Core Animation's `CAKeyframeAnimation`: a key path through a list of values.
///
/// Apple's documentation: `values` are the keyframes; `keyTimes` (fractions of the duration, 0
/// first and 1 last) say when each is reached, evenly spaced when nil; `timingFunctions` pace
/// each segment (one fewer than the values); `calculationMode` `.linear` interpolates between
/// keyframes, `.discrete` holds each value until the next key time, `.paced` and
/// `.cubicPaced` generate the key times for a constant velocity, ignoring `keyTimes` and the
/// timing function, `.cubic` is a "smooth spline calculation between keyframe values"
/// (`CAKeyframeAnimation+Splines`).
public struct CAKeyframeAnimation: CAAnimation {
    public enum CalculationMode: Hashable, Sendable {
        case linear, discrete, paced, cubic, cubicPaced
        /// Whether key times are generated for a constant velocity.
        public var isPaced: Bool { self == .paced || self == .cubicPaced }
    }
    public var keyPath: String
    public var values: [[Double]] = []
    public var keyTimes: [Double]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode = CalculationMode.linear
    public var beginTime = 0.0
    public var duration = 0.0
    public var repeatCount: Float = 0
    public var autoreverses = false
    public var fillMode = CAMediaTimingFillMode.removed
    public var isRemovedOnCompletion = true
    /// The animation's timing function; a paced mode ignores it (Apple, `kCAAnimationPaced`:
    /// "keyTimes and timingFunction are ignored and keyframe times are automatically generated
    /// to give the animation a constant velocity").
    public var timingFunction: CAMediaTimingFunction? {
        get { calculationMode.isPaced ? nil : givenTimingFunction }
        set { givenTimingFunction = newValue }
    }
    private var givenTimingFunction: CAMediaTimingFunction?

    public init(keyPath: String) { self.keyPath = keyPath }

    /// The key times in use: generated for a paced mode, else the given ones when they fit the
    /// values, else evenly spaced.
    var times: [Double] {
        let n = values.count
        if calculationMode == .paced { return Self.pacedTimes(values) }
        if let keyTimes, keyTimes.count == n, calculationMode != .cubicPaced { return keyTimes }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(max(1, n)) } }
        return n <= 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    public func animate(_ values: inout CAKeyValues, atLocalTime time: Double, duration: Double) {
        guard !self.values.isEmpty else { return }
        var f = duration > 0 ? min(1, max(0, time / duration)) : 1
        if calculationMode == .cubicPaced, self.values.count > 1 {
            values[keyPath] = Self.cubicPaced(self.values, at: f)
            return
        }
        let t = times
        // The segment the fraction is in: the last key time at or before it.
        var i = 0
        while i + 1 < t.count && f >= t[i + 1] { i += 1 }
        if calculationMode == .discrete || i + 1 >= self.values.count {
            values[keyPath] = self.values[min(i, self.values.count - 1)]
            return
        }
        let span = t[i + 1] - t[i]
        var local = span > 0 ? (f - t[i]) / span : 1
        // Generated key times pace the whole: no per-segment functions then.
        if !calculationMode.isPaced, let functions = timingFunctions, i < functions.count { local = functions[i](local) }
        f = local
        if calculationMode == .cubic {
            values[keyPath] = Self.cubic(self.values, times: t, segment: i, at: f)
        } else {
            values[keyPath] = CABasicAnimation.interpolate(self.values[i], self.values[i + 1], f)
        }
    }
}
