/// `CAAnimationGroup`: children run in the group's time, clipped to its duration.
///
/// A child's `beginTime` counts from the group's start; a child with no duration runs for
/// the group's. **Our rule**: the group's `timingFunction` warps the time its children see.
public struct CAAnimationGroup: CAAnimation {
    public var animations: [any CAAnimation] = []
    public var beginTime = 0.0
    public var duration = 0.0
    public var repeatCount: Float = 0
    public var autoreverses = false
    public var fillMode = CAMediaTimingFillMode.removed
    public var isRemovedOnCompletion = true
    public var timingFunction: CAMediaTimingFunction?

    /// An empty group; set `animations`.
    public init() {}

    public func animate(_ values: inout CAKeyValues, atLocalTime time: Double, duration: Double) {
        for child in animations { child.apply(to: &values, atParentTime: time, inGroupOf: duration) }
    }
}
