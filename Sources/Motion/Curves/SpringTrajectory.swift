/// One spring move, integrated once: evaluating it at any time is a lookup.
///
/// A move from rest shares its spring's normalised table (`scale` = Δ); a merged move
/// (a spring that took over another's offset and velocity) has its own table in absolute
/// units and its own clock from the merge time, and keeps the spring it replaced for
/// times before the merge.
public final class SpringTrajectory: @unchecked Sendable {
    /// The spring that drives the move (its response is what a later merge blends from).
    public let spring: FluidSpring
    /// States after each step since `clock[0]`, in units of `scale`.
    let states: [SpringState]
    /// The step clock: `clock[n]` is the spring time after n steps.
    let clock: [Double]
    /// What stored states are multiplied by: Δ for a normalised table, 1 for a merged one.
    public let scale: Double
    /// The offset the move ends at, in absolute units.
    public let target: Double
    /// The step shown at the frame where the move passes the settle test.
    public let settleStep: Int
    /// Spring time of that frame: from then on the value is the target.
    public let settleTime: Double
    /// Spring time from which the move counts as logically complete.
    public let logicallyCompleteTime: Double
    /// A response blend in progress, carried into later merges.
    let blendStart: Double, blendInterval: Double
    /// The move this one replaced, shown before `clock[0]`.
    let predecessor: SpringTrajectory?

    /// A move of size `scale` from rest, read from a normalised table.
    init(normalised states: [SpringState], spring: FluidSpring, scale: Double, settleStep: Int, settleTime: Double) {
        self.spring = spring
        self.states = states
        self.clock = SpringClock.shared
        self.scale = scale
        self.target = scale
        self.settleStep = settleStep
        self.settleTime = settleTime
        // SwiftUI checks elapsed ≥ response on the frames it renders.
        let logicalFrame = SpringFrames.first(after: spring.response.nextDown)
        self.logicallyCompleteTime = min(SpringFrames.time(logicalFrame), settleTime)
        self.blendStart = 0
        self.blendInterval = 0
        self.predecessor = nil
    }

    /// A merged move: absolute states on their own clock.
    init(merged states: [SpringState], clock: [Double], spring: FluidSpring, target: Double,
         settleTime: Double, logicallyCompleteTime: Double, blendStart: Double, blendInterval: Double,
         predecessor: SpringTrajectory) {
        self.spring = spring
        self.states = states
        self.clock = clock
        self.scale = 1
        self.target = target
        self.settleStep = states.count - 1
        self.settleTime = settleTime
        self.logicallyCompleteTime = min(logicallyCompleteTime, settleTime)
        self.blendStart = blendStart
        self.blendInterval = blendInterval
        self.predecessor = predecessor
    }

    /// Spring time at which the integration starts (0, or the merge time).
    public var origin: Double { clock[0] }

    /// The stored offset shown at spring time `time` (in units of `scale`), or nil once at rest.
    @inline(__always)
    public func storedOffset(at time: Double) -> Double? {
        if time >= settleTime { return nil }
        // Only merged moves (scale 1) have a predecessor, and it was still moving then.
        if time < clock[0], let predecessor { return predecessor.offset(at: time) ?? predecessor.target }
        return states[min(SpringClock.steps(at: time, on: clock), settleStep)].x
    }

    /// The offset shown at spring time `time`, in absolute units; nil once at rest (the target).
    public func offset(at time: Double) -> Double? {
        storedOffset(at: time).map { $0 * scale }
    }

    /// The full state (absolute units) at spring time `time`, as a merge takes it over.
    public func state(at time: Double) -> SpringState {
        if time < clock[0], let predecessor { return predecessor.state(at: time) }
        let n = min(SpringClock.steps(at: time, on: clock), settleStep)
        return states[n].scaled(by: scale)
    }

    /// The number of steps taken to show spring time `time` (for tests and tools).
    public func steps(at time: Double) -> Int { SpringClock.steps(at: time, on: clock) }
}
