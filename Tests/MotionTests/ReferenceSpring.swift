import Foundation

/// SwiftUI's fluid spring stepped by hand, written straight from docs/SEMANTICS.md,
/// "The fluid spring: a fixed-step integrator", and
/// independent of the code under test: state (x, v, F) from rest, h = 1/300 s, a step
/// clock accumulated with `t += 1/300`, and the settle test run on 60 Hz frames.
struct ReferenceSpring {
    var response: Double
    var dampingFraction: Double
    /// The move: target − start.
    var delta: Double
    var x = 0.0, v = 0.0, force = 0.0
    /// The step clock.
    var t = 0.0
    var isDone = false
    /// A response blend after a merge: r = response + interval·(1 − p²(3 − 2p)),
    /// p = clamp((frame time − start)/duration), computed once per frame.
    var blend: (start: Double, interval: Double, duration: Double)?
    /// The response used by the frame being rendered.
    private var frameResponse: Double?

    init(response: Double, dampingFraction: Double, delta: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.delta = delta
    }

    var stiffness: Double {
        let r = frameResponse ?? response
        return r <= 0 ? 1 : min(pow(2 * Double.pi / r, 2), 45000)
    }

    /// The spring taking over at spring time `e`, heading for a total move of `delta`.
    /// Call after rendering the frames before `e`: the offset is stepped on to `e`, but the
    /// velocity and force stay those of the last frame rendered (OpenSwiftUI's
    /// FluidSpringAnimation.shouldMerge); the clock restarts at `e`.
    mutating func merge(at e: Double, delta: Double, response: Double, dampingFraction: Double,
                        blendDuration: Double = 0) {
        let (lastV, lastForce) = (v, force)
        while t < e { step() }
        (v, force) = (lastV, lastForce)
        if response != self.response && blendDuration > 0 {
            blend = (e, self.response - response, blendDuration)
        }
        self.delta = delta
        self.response = response
        self.dampingFraction = dampingFraction
        t = e
        isDone = false
    }

    mutating func step() {
        let k = stiffness, c = 2 * k.squareRoot() * dampingFraction
        let f = v + force / 600
        x = x + f / 300
        force = -c * f + k * (delta - x)
        v = f + force / 600
        t += 1.0 / 300.0
    }

    /// Renders a frame at spring time `e`: steps while the clock is < e, then tests for rest.
    /// Returns the offset shown (Δ once done).
    mutating func frame(at e: Double) -> Double {
        if isDone { return delta }
        if let blend {
            let p = min(1, max(0, (e - blend.start) / blend.duration))
            frameResponse = response + blend.interval * (1 - p * p * (3 - 2 * p))
        }
        while t < e { step() }
        if max(v * v, force * force) <= 0.0036 && ((0.01 * delta) * (0.01 * delta) >= (delta - x) * (delta - x) || delta == 0) {
            isDone = true
        }
        return isDone ? delta : x
    }

    /// The offset shown at `e` when frames came every 1/60 s from 0 (and at e itself,
    /// when e is one of them).
    static func shown(response: Double, dampingFraction: Double, delta: Double, at e: Double) -> Double {
        var spring = ReferenceSpring(response: response, dampingFraction: dampingFraction, delta: delta)
        var k = 0
        while Double(k) / 60 < e {
            _ = spring.frame(at: Double(k) / 60)
            k += 1
        }
        // e itself is a frame only when it is on the 60 Hz grid; otherwise show the state.
        if Double(k) / 60 == e { return spring.frame(at: e) }
        if spring.isDone { return delta }
        while spring.t < e { spring.step() }
        return spring.x
    }

    /// The first 60 Hz frame time at which a move of `delta` is done.
    static func restTime(response: Double, dampingFraction: Double, delta: Double) -> Double {
        var spring = ReferenceSpring(response: response, dampingFraction: dampingFraction, delta: delta)
        var k = 0
        while true {
            _ = spring.frame(at: Double(k) / 60)
            if spring.isDone { return Double(k) / 60 }
            k += 1
        }
    }
}
