/// `CABasicAnimation`: one key path from `fromValue` to `toValue` over one pass.
public struct CABasicAnimation: CAAnimation {
    /// The animated property (`#keyPath(CAGradientLayer.locations)` is "locations").
    public var keyPath: String
    /// nil: the value below (the model value, or an earlier animation's).
    public var fromValue: [Double]?
    /// nil: the value below.
    public var toValue: [Double]?
    public var beginTime = 0.0
    public var duration = 0.0
    public var repeatCount: Float = 0
    public var autoreverses = false
    public var fillMode = CAMediaTimingFillMode.removed
    public var isRemovedOnCompletion = true
    public var timingFunction: CAMediaTimingFunction?

    /// `CABasicAnimation(keyPath:)`.
    public init(keyPath: String) { self.keyPath = keyPath }

    public func animate(_ values: inout CAKeyValues, atLocalTime time: Double, duration: Double) {
        let below = values[keyPath]
        guard let to = toValue ?? below, let from = fromValue ?? below ?? toValue else { return }
        let fraction = duration > 0 ? time / duration : 1
        values[keyPath] = Self.interpolate(from, to, fraction)
    }

    /// Element by element; **our rule** when the counts differ: elements past the end of
    /// `from` take `to`'s value, and the result has `to`'s count.
    public static func interpolate(_ from: [Double], _ to: [Double], _ fraction: Double) -> [Double] {
        var out = to
        for i in 0..<min(from.count, to.count) { out[i] = from[i] + (to[i] - from[i]) * fraction }
        return out
    }
}
