/// `CABasicAnimation`: one key path from `fromValue` to `toValue` over one pass.
public struct CABasicAnimation: CAAnimation {
    /// The animated property (`#keyPath(CAGradientLayer.locations)` is "locations").
    public var keyPath: String
    /// nil: the value below (the model value, or an earlier animation's).
    public var fromValue: [Double]?
    /// nil: the value below.
    public var toValue: [Double]?
    /// `byValue`: a relative move. Apple: with `fromValue` it goes from there to from + by; with
    /// `toValue` from to − by to it; alone from the value below to that + by.
    public var byValue: [Double]?
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
        var from = fromValue, to = toValue
        if let by = byValue {
            if from == nil && to != nil { from = to.map { Self.offset($0, by, -1) } }
            else { let start = from ?? below; from = start; to = start.map { Self.offset($0, by, 1) } }
        }
        guard let end = to ?? below, let start = from ?? below ?? to else { return }
        let fraction = duration > 0 ? time / duration : 1
        values[keyPath] = Self.interpolate(start, end, fraction)
    }

    static func offset(_ v: [Double], _ by: [Double], _ sign: Double) -> [Double] {
        v.enumerated().map { i, x in i < by.count ? x + sign * by[i] : x }
    }

    /// Element by element; **our rule** when the counts differ: elements past the end of
    /// `from` take `to`'s value, and the result has `to`'s count.
    public static func interpolate(_ from: [Double], _ to: [Double], _ fraction: Double) -> [Double] {
        var out = to
        for i in 0..<min(from.count, to.count) { out[i] = from[i] + (to[i] - from[i]) * fraction }
        return out
    }
}
