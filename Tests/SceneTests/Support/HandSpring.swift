import Foundation

/// SwiftUI's fluid spring stepped by hand, straight from docs/SEMANTICS.md,
/// "The fluid spring: a fixed-step integrator" (not the app's table):
/// the offset shown `elapsed` seconds into a move of `delta` from rest, snapped to `delta`
/// once settled. The step clock accumulates `t += 1/300`; rest is tested on the 60 Hz
/// display frames only, as SwiftUI tests it when it renders.
func handSpring(response: Double, dampingFraction: Double, delta: Double, elapsed: Double) -> Double {
    if elapsed <= 0 { return 0 }
    let k = min(pow(2 * Double.pi / response, 2), 45000)
    let c = 2 * k.squareRoot() * dampingFraction
    var x = 0.0, v = 0.0, force = 0.0
    var clock = 0.0
    // Step while the step clock is before the time: the first step at or after it.
    func step(to time: Double) {
        while clock < time {
            let f = v + force / 600
            x += f / 300
            force = -c * f + k * (delta - x)
            v = f + force / 600
            clock += 1.0 / 300
        }
    }
    var frame = 1
    while Double(frame) / 60 <= elapsed {
        step(to: Double(frame) / 60)
        if max(v * v, force * force) <= 0.0036 && pow(0.01 * delta, 2) >= pow(delta - x, 2) { return delta }
        frame += 1
    }
    step(to: elapsed)
    return x
}

/// Elapsed time at which a spring move of `delta` from rest settles.
func handSpringSettleTime(response: Double, dampingFraction: Double, delta: Double) -> Double {
    var t = 1.0 / 300
    while handSpring(response: response, dampingFraction: dampingFraction, delta: delta, elapsed: t) != delta {
        t += 1.0 / 300
    }
    return t
}
