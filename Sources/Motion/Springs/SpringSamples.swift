/// The integrated states of one spring move, read without reference counting: the hot
/// path of evaluating thousands of springing tracks a frame.
///
/// The memory belongs to whoever made the samples (a `SpringTable`, which lives for the
/// whole run, or a merged `SpringTrajectory`); holders keep that owner alive.
struct SpringSamples: @unchecked Sendable {
    /// States after each step, in the units of the owner's scale.
    let states: UnsafeBufferPointer<SpringState>
    /// `clock[n]`: spring time after n steps.
    let clock: UnsafeBufferPointer<Double>
    /// The step shown at the frame where the move comes to rest.
    let settleStep: Int
    /// Spring time of that frame.
    let settleTime: Double
    /// False when the move never passes the settle test (an undamped spring): it is then
    /// cut off after `SpringClock.maximumSteps`.
    let comesToRest: Bool

    /// Spring time at which the integration starts.
    @inline(__always) var origin: Double { clock[0] }

    /// The stored offset shown at spring time `time` (not before `origin`), nil once at rest.
    @inline(__always)
    func storedOffset(at time: Double) -> Double? {
        if time >= settleTime { return nil }
        return states[min(SpringClock.steps(at: time, on: clock), settleStep)].x
    }

    /// The state shown at spring time `time` (not before `origin`).
    @inline(__always)
    func state(at time: Double) -> SpringState {
        states[min(SpringClock.steps(at: time, on: clock), settleStep)]
    }
}
