/// One animation started on a move of a known size: it maps elapsed time to the value shown.
///
/// A bezier run shows from + curve(e/d)·(to − from). A spring run from rest shows
/// from + x(e)/Δ·(to − from), x read from the spring's normalised table; a merged
/// spring run shows from + x(e) from its own table (from is then the value where its
/// chain began). Either way the value is exactly `to` once the run has finished.
public struct AnimationRun: Sendable {
    /// What the run evaluates.
    enum Motion: Sendable {
        case bezier(UnitBezier, duration: Double)
        /// A move from rest, stored as fractions of the move.
        case spring(SpringTrajectory)
        /// A merged move, stored as absolute offsets from where its chain began.
        case merged(SpringTrajectory)
    }

    public let animation: Animation
    /// The move's size. For a spring it sets the settle time: the thresholds are absolute.
    public let delta: Double
    /// Elapsed time at which the run has finished and shows its target (a bezier's
    /// duration; for a spring, the frame at which it passes the settle test), with its
    /// modifiers applied; infinite when it repeats forever.
    public let duration: Double
    /// Elapsed time from which the run counts as logically complete (completion callbacks):
    /// a spring once its response has elapsed, anything else when it finishes.
    public let logicalDuration: Double
    let timing: AnimationTiming
    let motion: Motion

    /// Starts `animation` on a move of size `delta`.
    public init(_ animation: Animation, delta: Double) {
        self.animation = animation
        self.delta = delta
        let end: Double, logical: Double?
        switch animation.base {
        case .bezier(let curve, let d):
            motion = .bezier(curve, duration: d)
            end = max(0, d); logical = nil
        case .spring(let spring):
            let trajectory = spring.table.trajectory(delta: delta)
            motion = .spring(trajectory)
            end = trajectory.settleTime
            logical = trajectory.logicallyCompleteTime
        }
        let timing = AnimationTiming(modifiers: animation.modifiers, baseDuration: end)
        self.timing = timing
        duration = timing.duration
        if let logical { logicalDuration = min(timing.outward(logical), timing.duration) } else { logicalDuration = timing.duration }
    }

    /// `animation`, a spring, taking over this spring run `elapsed` after the run began;
    /// `total` is the new move measured from where this run began.
    init(merging animation: Animation, into previous: SpringTrajectory, at elapsed: Double,
         timing previousTiming: AnimationTiming, total: Double) {
        self.animation = animation
        self.delta = total
        let spring = animation.spring ?? FluidSpring()
        let trajectory = previous.merging(into: spring, at: previousTiming.local(elapsed).time, target: total)
        motion = .merged(trajectory)
        timing = AnimationTiming(modifiers: animation.modifiers, baseDuration: trajectory.settleTime)
        duration = timing.duration
        logicalDuration = min(timing.outward(trajectory.logicallyCompleteTime), duration)
    }

    /// Whether the run has finished at elapsed time `elapsed`.
    @inline(__always) public func isFinished(at elapsed: Double) -> Bool { elapsed > duration }

    /// Whether completion callbacks waiting on the run would have fired by `elapsed`.
    public func isLogicallyComplete(at elapsed: Double) -> Bool { elapsed >= logicalDuration }

    /// The value shown at elapsed time `elapsed` of a move from `from` to `to`.
    @inline(__always)
    public func value(at elapsed: Double, from: Double, to: Double) -> Double {
        if elapsed > duration { return to }
        if timing.modifiers.isEmpty { return value(base: elapsed, reversed: false, from: from, to: to) }
        let (time, reversed) = timing.local(elapsed)
        return value(base: time, reversed: reversed, from: from, to: to)
    }

    @inline(__always)
    private func value(base time: Double, reversed: Bool, from: Double, to: Double) -> Double {
        var f: Double
        switch motion {
        case .bezier(let curve, let d):
            f = d > 0 ? curve(time / d) : 1
        case .spring(let trajectory):
            f = trajectory.storedOffset(at: time) ?? 1
        case .merged(let trajectory):
            // Merged runs never repeat, so never run backwards.
            guard let x = trajectory.storedOffset(at: time) else { return to }
            return from + x
        }
        if reversed { f = 1 - f }
        return from + f * (to - from)
    }

    /// The fraction of the move shown at elapsed time `elapsed` (0 at the start, 1 at the
    /// target; a spring may overshoot). For a merged spring, its offset over its whole move.
    public func fraction(at elapsed: Double) -> Double {
        if case .merged = motion {
            let x = value(at: elapsed, from: 0, to: delta)
            return delta == 0 ? (isFinished(at: elapsed) ? 1 : 0) : x / delta
        }
        return value(at: elapsed, from: 0, to: 1)
    }

    /// The spring behind this run, if it is one.
    public var trajectory: SpringTrajectory? {
        switch motion {
        case .bezier: return nil
        case .spring(let t), .merged(let t): return t
        }
    }

    /// Whether `next`, started while this run is live, merges with it rather than chasing:
    /// both fluid springs under equal modifiers (a delayed spring merges only with an
    /// equal delay), and no repeat (**our rule**: repeating springs restart every pass,
    /// so there is no one motion to take over).
    public func merges(with next: Animation) -> Bool {
        guard trajectory != nil, next.spring != nil, next.modifiers == animation.modifiers else { return false }
        return !next.repeats
    }

    /// `next` taking over this spring run `elapsed` after it began, toward a total move of
    /// `total` from where this run began. Call only when `merges(with: next)`.
    public func merging(_ next: Animation, at elapsed: Double, total: Double) -> AnimationRun? {
        guard merges(with: next), let trajectory else { return nil }
        return AnimationRun(merging: next, into: trajectory, at: elapsed, timing: timing, total: total)
    }
}
