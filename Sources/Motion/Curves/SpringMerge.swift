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

        let last = stateAtLastFrame(before: time)
        var state = SpringState(x: self.state(at: time).x, v: last.v, force: last.force)
        var states = [state]
        var t = time
        var k = spring.stiffness, c = spring.damping
        var logical = response(at: time) <= 0 ? time : Double.infinity
        // The merge happens on a frame, which tests the state taken over; then each frame
        // steps while the clock is behind it, with the response of that frame, and tests.
        var restTime = time
        var comesToRest = true
        var frame = SpringFrames.first(after: time)
        if spring.response <= 0 {
            // Infinitely stiff (see `RunCurve.Kind.instant`): at the new target at once.
            state = SpringState(x: target)
            states = [state]
            logical = time
        }
        if !state.isSettled(delta: target) {
            frames: while true {
                let frameTime = SpringFrames.time(frame)
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

    /// The state (absolute units) a frame last showed before spring time `time`: frames
    /// come on the 60 Hz grid; before the first frame of this move, its starting state.
    func stateAtLastFrame(before time: Double) -> SpringState {
        let frame = SpringFrames.first(after: time.nextDown) - 1
        guard frame >= 0, SpringFrames.time(frame) >= origin else { return samples.states[0].scaled(by: scale) }
        return samples.state(at: SpringFrames.time(frame)).scaled(by: scale)
    }
}
