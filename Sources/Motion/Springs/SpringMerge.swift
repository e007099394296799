/// A spring replacing a spring on the same property: the merge SwiftUI's fluid springs do.
///
/// The new spring takes over the old one's offset at the merge time, with the velocity
/// and force of the last frame rendered before it (SwiftUI reads the velocity before it
/// advances the old spring to the merge time, and keeps the old force: it is not reset, so
/// the first half-step still feels the old target). It heads for the new total move (the
/// old move plus the change, measured from where the first spring of the chain started);
/// the step clock restarts at the merge time. The response may blend (`ResponseBlend`).
extension SpringTrajectory {
    /// `spring` taking over this move at spring time `time`, heading for offset `target`.
    public func merging(into spring: FluidSpring, at time: Double, target: Double) -> SpringTrajectory {
        merging(into: spring, at: time, target: target, frames: nil)
    }

    /// `merging(into:at:target:)` with the frames the scene draws (`frames`: the ticks of the
    /// chain's run, in its elapsed time, and how its modifiers map them to spring time), the
    /// merge at elapsed time `frames.merge`; nil: frames at whole frames of spring time.
    func merging(into spring: FluidSpring, at time: Double, target: Double, frames: MergeFrames?) -> SpringTrajectory {
        let blend = ResponseBlend(from: self, into: spring, at: time)
        let last = frames.map { stateAtLastFrame(of: $0) } ?? stateAtLastFrame(before: time)
        var steps = MergeSteps(SpringState(x: self.state(at: time).x, v: last.v, force: last.force), at: time, target: target)
        var k = spring.stiffness, c = spring.damping
        var logical = blend.response(at: time) <= 0 ? time : Double.infinity
        // The merge happens on a frame, which tests the state taken over; then each frame
        // steps while the clock is behind it, with the response of that frame, and tests.
        var restTime = time
        var comesToRest = true
        var frame = frames.map { $0.ticks.last(atOrBefore: $0.merge) + 1 } ?? SpringFrames.first(after: time)
        /// Spring time of frame `i` (a tick of the chain's run, or a whole frame of spring time).
        func frameTime(_ i: Int) -> Double { frames?.time(i) ?? SpringFrames.time(i) }
        if spring.response <= 0 {
            // Infinitely stiff (see `RunCurve.Kind.instant`): at the new target at once.
            steps = MergeSteps(SpringState(x: target), at: time, target: target)
            logical = time
        }
        if !steps.state.isSettled(delta: target) {
            while true {
                let frameTime = frameTime(frame)
                if blend.blends { (k, c) = blend.coefficients(at: frameTime) }
                guard steps.advance(to: frameTime, stiffness: k, damping: c) else {
                    restTime = frameTime
                    comesToRest = false
                    break
                }
                if logical == .infinity && frameTime - time >= blend.response(at: frameTime) { logical = frameTime }
                if steps.state.isSettled(delta: target) { restTime = frameTime; break }
                frame += 1
            }
        }
        return SpringTrajectory(merged: steps.states, origin: time, spring: spring, target: target,
                                settleTime: restTime, comesToRest: comesToRest, logicallyCompleteTime: logical,
                                blendStart: blend.start, blendInterval: blend.interval, predecessor: self)
    }

    /// The state (absolute units) the chain's last tick before the merge showed.
    func stateAtLastFrame(of frames: MergeFrames) -> SpringState {
        let j = frames.ticks.last(atOrBefore: frames.merge.nextDown)
        guard j >= 0 else { return samples.states[0].scaled(by: scale) }
        let t = frames.time(j)
        guard t >= origin else { return samples.states[0].scaled(by: scale) }
        return samples.state(at: t).scaled(by: scale)
    }

    /// The state (absolute units) a frame last showed before spring time `time`: frames
    /// come on the 60 Hz grid; before the first frame of this move, its starting state.
    func stateAtLastFrame(before time: Double) -> SpringState {
        let frame = SpringFrames.first(after: time.nextDown) - 1
        guard frame >= 0, SpringFrames.time(frame) >= origin else { return samples.states[0].scaled(by: scale) }
        return samples.state(at: SpringFrames.time(frame)).scaled(by: scale)
    }
}

/// The frames a merged spring sees: the scene's ticks for the run its chain began with, in
/// that run's elapsed time, mapped to spring time by its modifiers (no repeat: a repeating
/// spring never merges); the merge at elapsed time `merge`.
struct MergeFrames {
    let ticks: FrameTicks
    let timing: AnimationTiming
    let merge: Double

    /// Spring time of tick `j`, as a whole frame of it when it is one (`SpringFrames.snapped`).
    func time(_ j: Int) -> Double {
        SpringFrames.snapped(timing.local(ticks.elapsed(j)).time, rate: ticks.rate)
    }
}

/// The response a merged spring uses at each frame: when the responses differ and the new
/// spring has a blendDuration, it eases from the old one to the new over that duration
/// (smoothstep), computed once per frame; a blend in progress carries into later merges.
struct ResponseBlend {
    let spring: FluidSpring
    /// Spring time the blend began, and the old response less the new.
    let start: Double, interval: Double
    /// Whether the response changes over frames at all.
    let blends: Bool

    /// The blend of `spring` taking over `old` (nil: a move from rest) at spring time `time`.
    init(from old: SpringTrajectory?, into spring: FluidSpring, at time: Double) {
        var start = old?.blendStart ?? 0, interval = old?.blendInterval ?? 0
        if let old, spring.response != old.spring.response {
            start = time
            interval = old.spring.response - spring.response
        }
        self.spring = spring
        self.start = start
        self.interval = interval
        blends = spring.blendDuration > 0 && interval != 0
    }

    /// The response in force at frame time `t`.
    func response(at t: Double) -> Double {
        guard blends else { return spring.response }
        let p = min(1, max(0, (t - start) / spring.blendDuration))
        return spring.response + interval * (1 - p * p * (3 - 2 * p))
    }

    /// Stiffness and damping at frame time `t`.
    func coefficients(at t: Double) -> (stiffness: Double, damping: Double) {
        let k = FluidSpring.stiffness(response: response(at: t))
        return (k, FluidSpring.damping(stiffness: k, fraction: spring.dampingFraction))
    }
}

/// The steps of one move after a merge: the state taken over at spring time `origin`, then
/// one state per 1/300 s step, the clock accumulated as SwiftUI accumulates it.
struct MergeSteps {
    private(set) var state: SpringState
    private(set) var states: [SpringState]
    /// The step clock.
    private var t: Double
    /// The frames shown so far.
    private var frames = 0
    /// The offset the move heads for.
    let target: Double

    init(_ state: SpringState, at origin: Double, target: Double) {
        self.state = state
        states = [state]
        t = origin
        self.target = target
    }

    /// Steps while the clock is behind `frameTime`; false once the move has taken
    /// `SpringClock.maximumSteps`, or has been shown that many frames (it never comes to rest;
    /// a frame time that is not a number, from a delay or speed that is not one, never moves
    /// the clock at all), or once its state is not finite (a target or spring that is not a
    /// number: no step brings it back, so stepping on would only fill memory).
    mutating func advance(to frameTime: Double, stiffness k: Double, damping c: Double) -> Bool {
        frames += 1
        guard frames <= SpringClock.maximumSteps, !frameTime.isNaN else { return false }
        while t < frameTime {
            guard states.count <= SpringClock.maximumSteps, state.isFinite else { return false }
            t += FluidSpring.step
            state.step(delta: target, stiffness: k, damping: c)
            states.append(state)
        }
        return true
    }
}
