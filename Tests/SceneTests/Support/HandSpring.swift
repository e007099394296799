import Foundation

/// SwiftUI's fluid spring stepped by hand, straight from SEMANTICS.md §2 (not the app's table):
/// the offset shown `elapsed` seconds into a move of `delta` from rest, snapped to `delta`
/// once settled.
func handSpring(response: Double, dampingFraction: Double, delta: Double, elapsed: Double) -> Double {
    if elapsed <= 0 { return 0 }
    let k = min(pow(2 * Double.pi / response, 2), 45000)
    let c = 2 * k.squareRoot() * dampingFraction
    var x = 0.0, v = 0.0, force = 0.0
    var steps = 0
    // Step while the step clock is before the elapsed time: the first step at or after it.
    while Double(steps) / 300 < elapsed {
        let f = v + force / 600
        x += f / 300
        force = -c * f + k * (delta - x)
        v = f + force / 600
        steps += 1
        let settled = max(v * v, force * force) <= 0.0036 && pow(0.01 * delta, 2) >= pow(delta - x, 2)
        if settled { return delta }
    }
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
