/// One animation started on a move of a known size: it maps elapsed time to the value shown.
///
/// A bezier run shows from + curve(e/d)·(to − from). A spring run from rest shows
/// from + x(e)/Δ·(to − from), x read from the spring's normalised table; a merged
/// spring run shows from + x(e) from its own table (from is then the value where its
/// chain began). Either way the value is exactly `to` once the run has finished.
///
/// Immutable, and a class so that tracks hold it by reference; its hot path reads plain
/// values only, so evaluating thousands of tracks a frame copies and retains nothing.
public final class AnimationRun: @unchecked Sendable {
    /// What the run evaluates.
    enum Kind: Sendable {
        case bezier
        /// A move from rest, stored as fractions of the move.
        case spring
        /// A merged move, stored as absolute offsets from where its chain began.
        case merged
    }

    /// The animation this run plays.
    public let animation: Animation
    /// The move's size. For a spring it sets when it comes to rest: the thresholds are absolute.
    public let delta: Double
    /// Elapsed time at which the run has finished and shows its target (a bezier's
    /// duration; for a spring, the frame at which it passes the settle test), with its
    /// modifiers applied; infinite when it repeats forever.
    public let duration: Double
    /// Elapsed time from which the run counts as logically complete (completion callbacks):
    /// a spring once its response has elapsed, anything else when it finishes.
    public let logicalDuration: Double
    /// The spring behind this run, if it is one.
    public let trajectory: SpringTrajectory?
    let timing: AnimationTiming
    let kind: Kind
    private let hasModifiers: Bool
    private let curve: UnitBezier
    private let curveDuration: Double
    private let samples: SpringSamples?

    /// Starts `animation` on a move of size `delta`.
    public init(_ animation: Animation, delta: Double) {
        self.animation = animation
        self.delta = delta
        let end: Double, logical: Double?
        switch animation.base {
        case .bezier(let curve, let d):
            kind = .bezier
            self.curve = curve
            curveDuration = d
            trajectory = nil
            end = max(0, d); logical = nil
        case .spring(let spring):
            let trajectory = spring.table.trajectory(delta: delta)
            kind = .spring
            curve = .linear
            curveDuration = 0
            self.trajectory = trajectory
            end = trajectory.settleTime
            logical = trajectory.logicallyCompleteTime
        }
        samples = trajectory?.samples
        hasModifiers = !animation.modifiers.isEmpty
        let timing = AnimationTiming(modifiers: animation.modifiers, baseDuration: end)
        self.timing = timing
        duration = timing.duration
        logicalDuration = logical.map { min(timing.outward($0), timing.duration) } ?? timing.duration
    }

    /// `animation`, a spring, taking over `previous` `elapsed` after its run began;
    /// `total` is the new move measured from where that run began.
    private init(merging animation: Animation, into previous: AnimationRun, at elapsed: Double, total: Double,
                 trajectory old: SpringTrajectory) {
        self.animation = animation
        self.delta = total
        let spring = animation.spring ?? FluidSpring()
        let trajectory = old.merging(into: spring, at: previous.timing.local(elapsed).time, target: total)
        kind = .merged
        curve = .linear
        curveDuration = 0
        self.trajectory = trajectory
        samples = trajectory.samples
        hasModifiers = !animation.modifiers.isEmpty
        timing = AnimationTiming(modifiers: animation.modifiers, baseDuration: trajectory.settleTime)
        duration = timing.duration
        logicalDuration = min(timing.outward(trajectory.logicallyCompleteTime), timing.duration)
    }

    /// Whether the run never ends of itself: it repeats forever, or is a spring that never
    /// comes to rest (cut off after 120 s).
    public var isEndless: Bool { !duration.isFinite || trajectory?.comesToRest == false }

    /// Whether the run has finished at elapsed time `elapsed`.
    @inline(__always) public func isFinished(at elapsed: Double) -> Bool { elapsed > duration }

    /// Whether completion callbacks waiting on the run would have fired by `elapsed`.
    public func isLogicallyComplete(at elapsed: Double) -> Bool { elapsed >= logicalDuration }

    /// The value shown at elapsed time `elapsed` of a move from `from` to `to`.
    @inline(__always)
    public func value(at elapsed: Double, from: Double, to: Double) -> Double {
        if elapsed > duration { return to }
        if !hasModifiers { return value(base: elapsed, reversed: false, from: from, to: to) }
        let (time, reversed) = timing.local(elapsed)
        return value(base: time, reversed: reversed, from: from, to: to)
    }

    @inline(__always)
    private func value(base time: Double, reversed: Bool, from: Double, to: Double) -> Double {
        var f: Double
        switch kind {
        case .bezier:
            f = curveDuration > 0 ? curve(time / curveDuration) : 1
        case .spring:
            f = samples?.storedOffset(at: time) ?? 1
        case .merged:
            // Merged runs never repeat, so never run backwards.
            let x = time < (samples?.origin ?? 0) ? trajectory?.storedOffset(at: time) : samples?.storedOffset(at: time)
            guard let x else { return to }
            return from + x
        }
        if reversed { f = 1 - f }
        return from + f * (to - from)
    }

    /// The fraction of the move shown at elapsed time `elapsed` (0 at the start, 1 at the
    /// target; a spring may overshoot). For a merged spring, its offset over its whole move.
    public func fraction(at elapsed: Double) -> Double {
        if kind == .merged {
            let x = value(at: elapsed, from: 0, to: delta)
            return delta == 0 ? (isFinished(at: elapsed) ? 1 : 0) : x / delta
        }
        return value(at: elapsed, from: 0, to: 1)
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
    /// `total` from where this run began; nil unless `merges(with: next)`.
    public func merging(_ next: Animation, at elapsed: Double, total: Double) -> AnimationRun? {
        guard merges(with: next), let trajectory else { return nil }
        return AnimationRun(merging: next, into: self, at: elapsed, total: total, trajectory: trajectory)
    }
}
