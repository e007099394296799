extension SpringTable {
    /// How far a table has integrated its spring: the states written and, per display
    /// frame, the largest move that has come to rest by then.
    struct Growth {
        /// States written into the table's buffer (state 0, at rest, comes first).
        var count = 1
        /// For each frame (`SpringFrames`), the largest |Δ| for which the move has come to
        /// rest by that frame (a running maximum).
        var frameLimit: [Double] = [0]
        /// The state after `count - 1` steps.
        var state = SpringState()
        /// Frames a second.
        let rate: Double

        init(rate: Double) { self.rate = rate }

        /// Integrates `steps` more steps of `spring` (as far as `states` holds) into `states`.
        mutating func extend(by steps: Int, states: UnsafeMutableBufferPointer<SpringState>,
                             limits: UnsafeMutableBufferPointer<Double>, spring: FluidSpring) {
            let k = spring.stiffness, c = spring.damping
            let clock = SpringClock.shared
            for _ in 0..<steps where count < states.count {
                state.step(delta: 1, stiffness: k, damping: c)
                states[count] = state
                limits[count] = max(limits[count - 1], SpringTable.restLimit(state))
                count += 1
                // Frames whose time falls in this step's interval show this step.
                let now = clock[count - 1]
                while SpringFrames.time(frameLimit.count, rate: rate) <= now {
                    frameLimit.append(max(SpringTable.restLimit(state), frameLimit[frameLimit.count - 1]))
                }
            }
        }
    }
}
