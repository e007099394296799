/// One spring move, integrated once: evaluating it at any time is a lookup.
///
/// A move from rest reads its spring's normalised table (`scale` = Δ); a merged move
/// (a spring that took over another's offset and velocity) has its own samples in
/// absolute units on its own clock from the merge time, and keeps the spring it replaced
/// for times before the merge.
public final class SpringTrajectory: @unchecked Sendable {
    /// The spring that drives the move (its response is what a later merge blends from).
    public let spring: FluidSpring
    /// The states and clock, read without reference counting.
    let samples: SpringSamples
    /// What stored states are multiplied by: Δ for a normalised table, 1 for a merged one.
    public let scale: Double
    /// The offset the move ends at, in absolute units.
    public let target: Double
    /// Spring time from which the move counts as logically complete.
    public let logicallyCompleteTime: Double
    /// A response blend in progress, carried into later merges.
    let blendStart: Double, blendInterval: Double
    /// The move this one replaced, shown before the merge.
    let predecessor: SpringTrajectory?
    /// The table whose memory `samples` reads (kept alive with the move).
    private let table: SpringTable?
    /// Memory this move owns (a merged move's states and clock).
    private let ownedStates: UnsafeMutableBufferPointer<SpringState>?
    private let ownedClock: UnsafeMutableBufferPointer<Double>?

    /// A move of size `scale` from rest, read from a normalised table.
    init(table: SpringTable, samples: SpringSamples, scale: Double) {
        self.spring = table.spring
        self.samples = samples
        self.scale = scale
        self.target = scale
        self.logicallyCompleteTime = min(table.logicallyCompleteTime, samples.settleTime)
        self.blendStart = 0
        self.blendInterval = 0
        self.predecessor = nil
        self.table = table
        self.ownedStates = nil
        self.ownedClock = nil
    }

    /// A merged move: absolute states on a clock from `origin`, copied into memory it owns
    /// (no predecessor: a component of a vector that started from rest in the merge).
    init(merged states: [SpringState], origin: Double, spring: FluidSpring, target: Double,
         settleTime: Double, comesToRest: Bool, logicallyCompleteTime: Double, blendStart: Double, blendInterval: Double,
         predecessor: SpringTrajectory?) {
        let ownedStates = UnsafeMutableBufferPointer<SpringState>.allocate(capacity: states.count)
        _ = ownedStates.initialize(from: states)
        let ownedClock = UnsafeMutableBufferPointer<Double>.allocate(capacity: states.count)
        SpringClock.fill(ownedClock, from: origin)
        self.ownedStates = ownedStates
        self.ownedClock = ownedClock
        self.samples = SpringSamples(states: UnsafeBufferPointer(ownedStates), clock: UnsafeBufferPointer(ownedClock),
                                     settleStep: states.count - 1, settleTime: settleTime, comesToRest: comesToRest)
        self.spring = spring
        self.scale = 1
        self.target = target
        self.logicallyCompleteTime = min(logicallyCompleteTime, settleTime)
        self.blendStart = blendStart
        self.blendInterval = blendInterval
        self.predecessor = Self.shown(before: origin, by: predecessor)
        self.table = nil
    }

    /// The move shown before `origin`: a predecessor merged at or after `origin` only hands
    /// such times on to its own, so it is skipped. Merges at one time (a retarget every event
    /// of an instant) then keep one move each, not the whole chain of them.
    private static func shown(before origin: Double, by predecessor: SpringTrajectory?) -> SpringTrajectory? {
        var p = predecessor
        while let q = p, let earlier = q.predecessor, q.samples.origin >= origin { p = earlier }
        return p
    }

    deinit {
        ownedStates?.deallocate()
        ownedClock?.deallocate()
    }

    /// Spring time at which the integration starts (0, or the merge time).
    public var origin: Double { samples.origin }
    /// The step shown at the frame where the move passes the settle test.
    public var settleStep: Int { samples.settleStep }
    /// Spring time of that frame: from then on the value is the target.
    public var settleTime: Double { samples.settleTime }
    /// False for a move that never passes the settle test (cut off after 120 s).
    public var comesToRest: Bool { samples.comesToRest }

    /// The stored offset shown at spring time `time` (in units of `scale`), or nil once at rest.
    @inline(__always)
    public func storedOffset(at time: Double) -> Double? {
        // Only merged moves (scale 1) have a predecessor, and it was still moving then.
        if time < samples.origin, let predecessor {
            return predecessor.offset(at: time) ?? predecessor.target
        }
        return samples.storedOffset(at: time)
    }

    /// The offset shown at spring time `time`, in absolute units; nil once at rest (the target).
    public func offset(at time: Double) -> Double? {
        storedOffset(at: time).map { $0 * scale }
    }

    /// The full state (absolute units) at spring time `time`, as a merge takes it over.
    public func state(at time: Double) -> SpringState {
        if time < samples.origin, let predecessor { return predecessor.state(at: time) }
        return samples.state(at: time).scaled(by: scale)
    }

    /// The number of steps taken to show spring time `time` (for tests and tools).
    public func steps(at time: Double) -> Int { SpringClock.steps(at: time, on: samples.clock) }
}
