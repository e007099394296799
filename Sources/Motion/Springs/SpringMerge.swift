/// A spring replacing a spring on the same property: the merge SwiftUI's fluid springs do.
///
/// The new spring takes over the old one's offset at the merge time, with the velocity
/// and force of the last frame rendered before it (SwiftUI reads the velocity before it
/// advances the old spring to the merge time, and keeps the old force: it is not reset, so
/// the first half-step still feels the old target). It heads for the new total move (the
/// old move plus the change, measured from where the first spring of the chain started);
/// the step clock restarts at the merge time. When the responses differ and the new spring has a blendDuration, the
/// response eases from the old one to the new over that duration (smoothstep), computed
/// once per frame as SwiftUI does; a blend in progress carries into later merges.
extension SpringTrajectory {
    /// `spring` taking over this move at spring time `time`, heading for offset `target`.
    public func merging(into spring: FluidSpring, at time: Double, target: Double) -> SpringTrajectory {
        merging(into: spring, at: time, target: target, frames: nil)
    }

    /// `merging(into:at:target:)` with the frames the scene draws (`frames`: the ticks of the
    /// chain's run, in its elapsed time, and how its modifiers map them to spring time), the
    /// merge at elapsed time `frames.merge`; nil: frames at whole frames of spring time.
    func merging(into spring: FluidSpring, at time: Double, target: Double, frames: MergeFrames?) -> SpringTrajectory {
        var blendStart = self.blendStart, blendInterval = self.blendInterval
        if spring.response != self.spring.response {
            blendStart = time
            blendInterval = self.spring.response - spring.response
        }
        let blends = spring.blendDuration > 0 && blendInterval != 0
        /// The response in force at frame time t.
        func response(at t: Double) -> Double {
            guard blends else { return spring.response }
            let p = min(1, max(0, (t - blendStart) / spring.blendDuration))
            return spring.response + blendInterval * (1 - p * p * (3 - 2 * p))
        }

        let last = frames.map { stateAtLastFrame(of: $0) } ?? stateAtLastFrame(before: time)
        var state = SpringState(x: self.state(at: time).x, v: last.v, force: last.force)
        var states = [state]
        var t = time
        var k = spring.stiffness, c = spring.damping
        var logical = response(at: time) <= 0 ? time : Double.infinity
        // The merge happens on a frame, which tests the state taken over; then each frame
        // steps while the clock is behind it, with the response of that frame, and tests.
        var restTime = time
        var comesToRest = true
        var frame = frames.map { $0.ticks.last(atOrBefore: $0.merge) + 1 } ?? SpringFrames.first(after: time)
        /// Spring time of frame `i` (a tick of the chain's run, or a whole frame of spring time).
        func frameTime(_ i: Int) -> Double { frames?.time(i) ?? SpringFrames.time(i) }
        if spring.response <= 0 {
            // Infinitely stiff (see `RunCurve.Kind.instant`): at the new target at once.
            state = SpringState(x: target)
            states = [state]
            logical = time
        }
        if !state.isSettled(delta: target) {
            frames: while true {
                let frameTime = frameTime(frame)
                if blends {
                    k = FluidSpring.stiffness(response: response(at: frameTime))
                    c = FluidSpring.damping(stiffness: k, fraction: spring.dampingFraction)
                }
                while t < frameTime {
                    guard states.count <= SpringClock.maximumSteps else {
                        restTime = frameTime
                        comesToRest = false
                        break frames
                    }
                    t += FluidSpring.step
                    state.step(delta: target, stiffness: k, damping: c)
                    states.append(state)
                }
                if logical == .infinity && frameTime - time >= response(at: frameTime) { logical = frameTime }
                if state.isSettled(delta: target) { restTime = frameTime; break }
                frame += 1
            }
        }
        return SpringTrajectory(merged: states, origin: time, spring: spring, target: target,
                                settleTime: restTime, comesToRest: comesToRest, logicallyCompleteTime: logical,
                                blendStart: blendStart, blendInterval: blendInterval, predecessor: self)
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
