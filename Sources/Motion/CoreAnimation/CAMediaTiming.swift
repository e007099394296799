/// `CAMediaTimingFillMode`: whether an animation holds its ends outside its active span.
public enum CAMediaTimingFillMode: Hashable, Sendable {
    case removed, forwards, backwards, both
}

/// The timing every Core Animation animation has (`CAMediaTiming` plus `timingFunction`),
/// and how it maps its parent's time to its own.
public protocol CAMediaTiming {
    /// Seconds after its parent's start (the moment it was added, or its group's start).
    var beginTime: Double { get }
    /// One pass; 0 means unset (a group's child then runs for the group's duration, else 0.25 s).
    var duration: Double { get }
    /// Passes; 0 means one, `.infinity` repeats forever.
    var repeatCount: Float { get }
    /// Whether each pass plays forwards then backwards.
    var autoreverses: Bool { get }
    var fillMode: CAMediaTimingFillMode { get }
    /// nil: linear, Core Animation's default for explicit animations.
    var timingFunction: CAMediaTimingFunction? { get }
}

/// Core Animation's duration when none is set.
public let caDefaultDuration = 0.25

extension CAMediaTiming {
    /// One pass's duration: set, else the group's (for a child), else 0.25 s.
    public func resolvedDuration(inGroupOf groupDuration: Double?) -> Double {
        if duration > 0 { return duration }
        return groupDuration ?? caDefaultDuration
    }

    /// How long the animation runs from its begin time (infinite when it repeats forever).
    public func activeDuration(inGroupOf groupDuration: Double?) -> Double {
        let passes = repeatCount > 0 ? Double(repeatCount) : 1
        return resolvedDuration(inGroupOf: groupDuration) * passes * (autoreverses ? 2 : 1)
    }

    /// The eased time inside one pass (0…duration) at `parentTime` seconds after the parent's
    /// start, with that pass's duration; nil when the animation contributes nothing then
    /// (not begun, or ended and removed, which shows the model value again).
    public func localTime(atParentTime parentTime: Double, inGroupOf groupDuration: Double?)
        -> (time: Double, duration: Double)? {
        let d = resolvedDuration(inGroupOf: groupDuration)
        let active = activeDuration(inGroupOf: groupDuration)
        var t = parentTime - beginTime
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        }
        if t > active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            t = active
        }
        guard d > 0 else { return (0, 0) }
        let period = autoreverses ? 2 * d : d
        var inPass = t.truncatingRemainder(dividingBy: period)
        // The end of a pass belongs to that pass: its last frame shows the to-value.
        if inPass == 0 && t > 0 { inPass = period }
        if autoreverses && inPass > d { inPass = period - inPass }
        let eased = timingFunction.map { d * $0(inPass / d) } ?? inPass
        return (eased, d)
    }
}
