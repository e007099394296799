/// One animation started on a move of a known size: it maps elapsed time to the value shown.
///
/// A bezier run shows from + curve(e/d)·(to − from). A spring run from rest shows
/// from + x(e)/Δ·(to − from), x read from the spring's normalised table; a merged
/// spring run shows from + x(e) from its own table (from is then the value where its
/// chain began). Either way the value is exactly `to` once the run has finished.
///
/// Immutable, and a value: a track keeps its runs inline, so a run allocates nothing of
/// its own (a merged spring aside) and evaluating thousands of tracks a frame reads plain
/// values in place.
public struct AnimationRun: Sendable {
    /// The animation started (shared with the caller's value, not copied).
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
    /// What the value is computed from.
    let shape: RunCurve
    /// A merged spring's own move (a move from rest reads its spring's shared table instead).
    private let merged: SpringTrajectory?
    /// The frame-by-frame play of an animation whose modifiers take decisions on frames
    /// (a repeat; a spring under a speed or several modifiers).
    private let schedule: TickSchedule?

    /// Starts `animation` on a move of size `delta` at scene time `start` (0: a run whose
    /// frames fall at whole frames of its own time). A spring tests for rest at
    /// `restMagnitude` (|delta| by default; a component of a vector gives the vector's
    /// magnitude, as SwiftUI tests a vector's rest as a whole).
    ///
    /// SwiftUI takes its decisions on the frames it draws (`SpringFrames`): a spring rests
    /// on the first frame whose state passes the test, a repeat starts its next pass on a
    /// frame (`TickSchedule`). The frames are the scene's frame ticks (`FrameTicks`),
    /// whatever `.delay` and `.speed` do to the animation's own time.
    public init(_ animation: Animation, delta: Double, start: Double = 0, restMagnitude: Double? = nil) {
        self.animation = animation
        self.delta = delta
        let magnitude = restMagnitude ?? abs(delta)
        let lead = animation.lead, delay = animation.leadDelay
        let end: Double, logical: Double?
        let kind: RunCurve.Kind, samples: SpringSamples
        var schedule: TickSchedule?
        /// Elapsed time of the tick a spring rests on, when it is one.
        var restEnd: Double?
        /// Modifiers with a repeat, or anything but one delay over a spring: played frame by frame.
        func scheduled(_ base: TickSchedule.Base) -> TickSchedule {
            TickSchedule(modifiers: animation.modifiers, base: base, ticks: FrameTicks(start: start))
        }
        switch animation.base {
        case .bezier(let curve, let d):
            kind = .bezier
            samples = .none
            end = max(0, d); logical = nil
            if lead == .modifiers && animation.repeats { schedule = scheduled(.bezier(curve, duration: d)) }
        case .spring(let spring) where spring.response <= 0:
            kind = .instant
            samples = .none
            end = 0; logical = 0
            if lead == .modifiers && animation.repeats { schedule = scheduled(.instant) }
        case .spring(let spring):
            // What `SpringTable.trajectory(delta:)` holds, without making one; within the
            // table's fixed prefix, read as plain values.
            let table = animation.springTable ?? spring.table
            var s: SpringSamples
            let logicalTime: Double
            let rate = table.rate
            if lead != .modifiers, !SpringFrames.isOnGrid(start + delay, rate: rate) {
                // Frames off the spring's own grid: a start or a delay between frames.
                s = table.samples(magnitude: magnitude, ticks: FrameTicks(start: start, rate: rate), delay: delay)
                logicalTime = table.logicallyCompleteTime
            } else if let prefix = animation.springPrefix, let fast = prefix.samples(delta: magnitude) {
                s = fast
                logicalTime = prefix.logicallyCompleteTime
            } else {
                s = table.samples(delta: magnitude)
                logicalTime = table.logicallyCompleteTime
            }
            kind = .spring
            if lead != .modifiers, s.comesToRest {
                // The frame it rests on is a scene tick: end the run exactly there, and make
                // that frame's own time (its elapsed time less the delay, rounding and all)
                // read as at rest, so no frame called settled shows the unsettled state.
                let ticks = FrameTicks(start: start, rate: rate)
                let at = s.settleTime + delay
                let j = ticks.last(atOrBefore: at + 0.5 / rate)
                if j >= 0, abs(ticks.elapsed(j) - at) < 1e-6 {
                    let frame = ticks.elapsed(j)
                    restEnd = frame
                    s = SpringSamples(states: s.states, clock: s.clock, settleStep: s.settleStep,
                                      settleTime: min(s.settleTime, max(0, frame - delay)), comesToRest: true)
                }
            }
            samples = s
            end = s.settleTime
            logical = min(logicalTime, s.settleTime)
            if lead == .modifiers { schedule = scheduled(.spring(table, magnitude: magnitude)) }
        }
        merged = nil
        self.schedule = schedule
        var total: Double, logicalEnd: Double
        switch lead {
        case .direct:
            total = restEnd ?? end
            logicalEnd = logical.map { min($0, total) } ?? total
        case .delay:
            // `AnimationTiming` for one delay: wrap adds it, outward adds it.
            total = restEnd ?? end + delay
            logicalEnd = logical.map { min($0 + delay, total) } ?? total
        case .modifiers:
            let timing = AnimationTiming(modifiers: animation.modifiers, baseDuration: end)
            total = schedule?.duration ?? timing.duration
            logicalEnd = logical.map { min(timing.outward($0), total) } ?? total
        }
        if kind == .bezier, schedule == nil {
            // A curve is over on the first frame after its end: SwiftUI's bezier animation runs
            // while its duration ≥ the frame's elapsed time (OpenSwiftUI `BezierAnimation.swift`),
            // so the frame at its end shows the end value and the next finds it over (settled,
            // its completion due). `easeInOut(duration: 0.35)` started on a frame ends at 0.3667 s.
            let ticks = FrameTicks(start: start)
            let over = ticks.elapsed(ticks.last(atOrBefore: total + FrameTicks.slack) + 1)
            if over.isFinite { total = over }
            logicalEnd = total
        }
        logicalDuration = logicalEnd
        duration = total
        shape = RunCurve(kind: kind, lead: lead, delay: delay, duration: total, baseDuration: end, samples: samples)
    }

    /// `animation`, a spring, taking over `previous` `elapsed` after its run began;
    /// `total` is the new move measured from where that run began.
    private init(merging animation: Animation, into previous: AnimationRun, at elapsed: Double, total: Double,
                 start: Double, trajectory old: SpringTrajectory) {
        let spring = animation.spring ?? FluidSpring()
        // Its frames are the scene's ticks, counted from the start of the chain's run.
        let frames = MergeFrames(ticks: FrameTicks(start: start), timing: previous.timing, merge: elapsed)
        let trajectory = old.merging(into: spring, at: previous.timing.local(elapsed).time, target: total, frames: frames)
        self.init(animation, merged: trajectory)
    }

    /// `animation`, a spring, playing `trajectory`: a move merged from others.
    init(_ animation: Animation, merged trajectory: SpringTrajectory) {
        self.animation = animation
        self.delta = trajectory.target
        merged = trajectory
        schedule = nil
        let timing = AnimationTiming(modifiers: animation.modifiers, baseDuration: trajectory.settleTime)
        duration = timing.duration
        logicalDuration = min(timing.outward(trajectory.logicallyCompleteTime), timing.duration)
        shape = RunCurve(kind: .merged, lead: animation.lead, delay: animation.leadDelay, duration: timing.duration,
                         baseDuration: trajectory.settleTime, samples: trajectory.samples)
    }

    /// How the modifiers map elapsed time to the base curve's time.
    var timing: AnimationTiming { AnimationTiming(modifiers: animation.modifiers, baseDuration: shape.baseDuration) }

    /// The spring behind this run, if it is one (a move from rest is made on request).
    public var trajectory: SpringTrajectory? {
        if let merged { return merged }
        guard shape.kind == .spring, let table = animation.springTable ?? animation.spring?.table else { return nil }
        return SpringTrajectory(table: table, samples: shape.samples, scale: delta)
    }

    /// Whether the run plays a bezier timing curve.
    public var isCurve: Bool { shape.kind == .bezier }

    /// Whether the run never ends of itself: it repeats forever, or is a spring that never
    /// comes to rest (cut off after 120 s).
    public var isEndless: Bool { !duration.isFinite || (shape.kind != .bezier && !shape.samples.comesToRest) }

    /// Whether the run has finished at elapsed time `elapsed`.
    @inline(__always) public func isFinished(at elapsed: Double) -> Bool { elapsed > duration }

    /// Whether completion callbacks waiting on the run would have fired by `elapsed`.
    public func isLogicallyComplete(at elapsed: Double) -> Bool { elapsed >= logicalDuration }

    /// The value shown at elapsed time `elapsed` of a move from `from` to `to`.
    @inline(__always)
    public func value(at elapsed: Double, from: Double, to: Double) -> Double {
        if let value = shape.value(at: elapsed, from: from, to: to) { return value }
        return generalValue(at: elapsed, from: from, to: to)
    }

    /// `value(at:from:to:)` when the inline curve cannot answer: a bezier, a merged
    /// spring, or modifiers beyond one delay (the run has not finished).
    @inline(never)
    func generalValue(at elapsed: Double, from: Double, to: Double) -> Double {
        let time: Double, reversed: Bool
        if shape.lead == .modifiers { (time, reversed) = timing.local(elapsed) } else {
            (time, reversed) = (shape.leadTime(elapsed), false)
        }
        if shape.kind == .instant && schedule == nil { return elapsed >= duration ? to : from }
        if let schedule { return from + schedule.fraction(at: elapsed) * (to - from) }
        var f: Double
        switch animation.base {
        case .bezier(let curve, let d):
            f = d > 0 ? curve(time / d) : 1
        case .spring where shape.kind == .spring:
            f = shape.samples.storedOffset(at: time) ?? 1
        case .spring:
            // A merged spring: absolute offsets; it never repeats, so never runs backwards.
            if time < shape.samples.origin {
                // Before its merge, the spring it replaced shows.
                return from + (merged?.storedOffset(at: time) ?? 0)
            }
            guard let x = shape.samples.storedOffset(at: time) else { return to }
            return from + x
        }
        if reversed { f = 1 - f }
        return from + f * (to - from)
    }

    /// Whether `next`, started while this run is live, merges with it rather than chasing:
    /// both fluid springs under equal modifiers (a delayed spring merges only with an
    /// equal delay), and no repeat (**our rule**: repeating springs restart every pass,
    /// so there is no one motion to take over).
    public func merges(with next: Animation) -> Bool {
        guard shape.kind != .bezier, shape.kind != .instant, next.spring != nil, next.modifiers == animation.modifiers else { return false }
        return !next.repeats
    }

    /// `next` taking over this spring run `elapsed` after it began, toward a total move of
    /// `total` from where this run began; nil unless `merges(with: next)`.
    /// `start`: the scene time the chain's run started at (its frames are the scene's ticks from there).
    public func merging(_ next: Animation, at elapsed: Double, total: Double, start: Double = 0) -> AnimationRun? {
        guard merges(with: next), let trajectory else { return nil }
        return AnimationRun(merging: next, into: self, at: elapsed, total: total, start: start, trajectory: trajectory)
    }
}
