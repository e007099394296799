import Foundation

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
                if spring.closedForm {
                    state = SpringTable.closedFormState(at: clock[count], stiffness: k, damping: c, velocity: spring.initialVelocity)
                }
                else { state.step(delta: 1, stiffness: k, damping: c) }
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

    /// The state at time t of a unit-mass oscillator of stiffness k and damping c moving
    /// from 0 to 1, starting at velocity v₀ (0: at rest), in closed form (ω = √k, ζ = c / 2√k).
    /// Under-damped, with σ = ζω and ω_d = ω√(1 − ζ²):
    /// x = 1 − e^(−σt)(cos ω_d t + (σ − v₀)/ω_d · sin ω_d t),
    /// x′ = e^(−σt)(v₀ cos ω_d t + (σ(σ − v₀)/ω_d + ω_d) sin ω_d t).
    /// Otherwise the critically damped form, x = 1 − e^(−ωt)(1 + (ω − v₀)t),
    /// x′ = e^(−ωt)(v₀ + ω(ω − v₀)t), which SwiftUI also uses for an over-damped interpolating
    /// spring (OpenSwiftUI's `SpringAnimation`). The force is the acceleration, k(1 − x) − c·x′.
    static func closedFormState(at t: Double, stiffness k: Double, damping c: Double, velocity v0: Double = 0) -> SpringState {
        let w = k.squareRoot(), zeta = w > 0 ? c / (2 * w) : 1
        let v0 = v0.isFinite ? v0 : 0
        let x: Double, v: Double
        if zeta < 1 {
            let sigma = zeta * w, wd = w * (1 - zeta * zeta).squareRoot(), decay = exp(-sigma * t)
            let b = (sigma - v0) / wd
            x = 1 - decay * (cos(wd * t) + b * sin(wd * t))
            v = decay * (v0 * cos(wd * t) + (sigma * b + wd) * sin(wd * t))
        } else {
            let decay = exp(-w * t)
            x = 1 - (1 + (w - v0) * t) * decay
            v = (v0 + w * (w - v0) * t) * decay
        }
        guard x.isFinite, v.isFinite else { return SpringState(x: 1, v: 0, force: 0) }
        return SpringState(x: x, v: v, force: k * (1 - x) - c * v)
    }
}
