/// Presented values of a layer's animatable key paths, each a list of numbers
/// (`locations` as numbers, `colors` as r, g, b, a per colour, points as x, y).
public typealias CAKeyValues = [String: [Double]]

/// A Core Animation animation: timing, and what it does to the values below it.
public protocol CAAnimation: CAMediaTiming {
    /// Whether the layer drops the animation once it ends (true by default, so a forwards
    /// fill holds only when this is false).
    var isRemovedOnCompletion: Bool { get }
    /// Writes the animation's values at `time` into one pass of `duration` (already eased).
    func animate(_ values: inout CAKeyValues, atLocalTime time: Double, duration: Double)
}

extension CAAnimation {
    /// Applies the animation at `parentTime` seconds after its parent's start, if it is active then.
    public func apply(to values: inout CAKeyValues, atParentTime parentTime: Double, inGroupOf groupDuration: Double?) {
        guard let local = localTime(atParentTime: parentTime, inGroupOf: groupDuration) else { return }
        animate(&values, atLocalTime: local.time, duration: local.duration)
    }
}
