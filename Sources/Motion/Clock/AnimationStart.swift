/// When a new animation's clock starts, relative to the change that started it.
///
/// OpenSwiftUI's animator (`AnimatableAttribute.swift` lines 566–589) shows the start value
/// on the first frame after a change (its elapsed time 0) and again on the second, where,
/// unless the app runs under a test host, it restarts the clock (`beginTime = time`): the
/// animation's elapsed time 1/60 is on the third frame. A later frame further than two
/// frame intervals from that begin time pulls the begin time up to two intervals back.
/// Only a new animator does this: a change that merges into or combines with a running
/// animation keeps its clock (`combine`, lines 498–537, leaves the phase alone).
///
/// Apple documents none of this, the reimplementation's own test-host branch shows the
/// framework running without it, and the seed scenes were measured without it, so it is
/// off by default (**our rule**: a new animation's clock starts at the change itself) and
/// switchable (`--hold-first-frame`): on, a new chain starts at the second scene frame tick
/// at or after the change, showing its start value until then.
public enum AnimationStart {
    /// Whether a new animation holds its start value through the first two frames and
    /// counts its time from the second: the working scene's device's
    /// (`DeviceProfile.current`). Setting it sets the process's, once, before scenes are made
    /// and other threads run.
    public static var holdsFirstFrames: Bool {
        get { DeviceProfile.current.holdsFirstFrames }
        set { DeviceProfile.standard.holdsFirstFrames = newValue }
    }

    /// The scene time a new animation started by a change at `time` counts from.
    public static func begin(at time: Double, rate: Double = SpringFrames.perSecond) -> Double {
        guard holdsFirstFrames else { return time }
        let ticks = FrameTicks(start: time, rate: rate)
        // The first frame at or after the change draws elapsed 0; the clock restarts on the next.
        return Double(ticks.first + 1) / rate
    }
}
