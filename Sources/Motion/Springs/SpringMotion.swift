import Foundation

/// SwiftUI's `Spring` as a value type evaluates it: in closed form, not by the 1/300 s
/// integrator that plays a spring *animation* (`FluidSpring`, `SpringState`).
///
/// The model: a unit mass on a spring of stiffness k = ω₀², ω₀ = 2π / duration, with damping
/// ratio ζ (`spring(duration:bounce:)`: 1 − bounce for a bounce ≥ 0, 1 / (1 + bounce) below).
/// Written as y = x − Δ, the distance still to go, y″ + 2λy′ + ω₀²y = 0 with λ = ζω₀, from
/// y(0) = −Δ and y′(0) = v₀. Its three solutions:
/// - under-damped (ζ < 1), ω = ω₀√(1 − ζ²): y = e^(−λt)·(a·cos ωt + b·sin ωt);
/// - critically damped (ζ = 1): y = e^(−λt)·(a + b·t);
/// - over-damped (ζ > 1), r = −λ ± ω₀√(ζ² − 1): y = c₁·e^(r₁t) + c₂·e^(r₂t).
///
/// `value` and `velocity` answer for a move of Δ (`target`) starting with velocity v₀;
/// `settlingDuration` is searched as SwiftUI searches it (see there). Evidence: Apple's pages
/// for `Spring` (`value(target:initialVelocity:time:)`, `settlingDuration`); OpenSwiftUI
/// `Spring+VectorArithmetic.swift`; values printed by real SwiftUI (SEMANTICS.md, "Spring values").
public struct SpringMotion: Hashable, Sendable {
    /// The perceptual duration (the `response`).
    public let duration: Double
    /// ζ, the damping as a fraction of critical damping.
    public let dampingRatio: Double

    public init(duration: Double, dampingRatio: Double) {
        self.duration = duration
        self.dampingRatio = max(0, dampingRatio)
    }

    /// The closed form of `spring`'s response and damping fraction.
    public init(_ spring: FluidSpring) {
        self.init(duration: spring.response, dampingRatio: spring.dampingFraction)
    }

    /// ω₀ = 2π / duration (infinite for a non-positive duration: infinitely stiff).
    public var naturalFrequency: Double { duration > 0 ? 2 * Double.pi / duration : .infinity }
    /// λ = ζω₀: how fast the motion's envelope decays.
    public var decayRate: Double { dampingRatio * naturalFrequency }
    /// k = ω₀² (mass 1).
    public var stiffness: Double { naturalFrequency * naturalFrequency }
    /// c = 2λ (mass 1).
    public var damping: Double { 2 * decayRate }

    private enum Regime { case under(Double), critical, over(Double, Double) }

    private var regime: Regime {
        let w0 = naturalFrequency, z = dampingRatio
        if z < 1 { return .under(w0 * (1 - z * z).squareRoot()) }
        if z == 1 { return .critical }
        let spread = w0 * (z * z - 1).squareRoot()
        return .over(-decayRate + spread, -decayRate - spread)
    }

    /// The distance still to go, y = x − Δ, and its rate y′ = x′, at time `t`.
    private func remaining(target delta: Double, initialVelocity v0: Double, time t: Double) -> (y: Double, v: Double) {
        let a = -delta
        let l = decayRate
        switch regime {
        case .under(let w):
            let b = (v0 + l * a) / w
            let e = exp(-l * t), c = cos(w * t), s = sin(w * t)
            let y = e * (a * c + b * s)
            let v = e * ((b * w - l * a) * c - (a * w + l * b) * s)
            return (y, v)
        case .critical:
            let b = v0 + l * a
            let e = exp(-l * t)
            return (e * (a + b * t), e * (b - l * (a + b * t)))
        case .over(let r1, let r2):
            let c1 = (v0 - r2 * a) / (r1 - r2), c2 = a - c1
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, r1 * c1 * e1 + r2 * c2 * e2)
        }
    }

    /// The offset from the start at time `time` of a move of `target`, starting with
    /// `initialVelocity` (`Spring.value(target:initialVelocity:time:)`).
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        guard duration > 0 else { return time > 0 ? target : 0 }
        return target + remaining(target: target, initialVelocity: initialVelocity, time: time).y
    }

    /// The velocity at time `time` of that move (`Spring.velocity(target:initialVelocity:time:)`).
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        guard duration > 0 else { return 0 }
        return remaining(target: target, initialVelocity: initialVelocity, time: time).v
    }

    /// The force on the unit mass at `position` moving at `velocity` towards `target`:
    /// k·(target − position) − c·velocity (`Spring.force(target:position:velocity:)`).
    public func force(target: Double, position: Double, velocity: Double) -> Double {
        stiffness * (target - position) - damping * velocity
    }

    /// How long until the move of `target` from `initialVelocity` is at rest within `epsilon`
    /// (`Spring.settlingDuration(target:initialVelocity:epsilon:)`; `settlingDuration` is this
    /// for a target of 1, no initial velocity and an epsilon of 0.001).
    ///
    /// As SwiftUI finds it (the search OpenSwiftUI reproduces):
    /// - under-damped: where the envelope of the motion, (|λΔ − v₀| + |Δ|)·e^(−λt), falls to
    ///   `epsilon` (0 if it starts below; infinite without damping);
    /// - critically and over-damped: the value is sampled every 0.1 s (the time accumulated by
    ///   adding 0.1, up to 1,024 samples); the answer is the first sample of the first run of
    ///   samples within `epsilon` of the target that lasts more than a second; 0 if none does.
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) -> Double {
        guard duration > 0 else { return 0 }
        if case .under = regime {
            let l = decayRate
            guard l > 0 else { return .infinity }
            let envelope = abs(l * target - initialVelocity) + abs(target)
            return max(0, log(envelope / epsilon) / l)
        }
        var time = 0.0
        var runStart: Double?
        for _ in 0..<1024 {
            let distance = abs(value(target: target, initialVelocity: initialVelocity, time: time) - target)
            guard distance.isFinite else { break }
            if distance < epsilon {
                if let start = runStart {
                    if time - start > 1 { return start }
                } else {
                    runStart = time
                }
            } else {
                runStart = nil
            }
            time += 0.1
        }
        return 0
    }

    /// `settlingDuration` of a move of 1 from rest, at rest within 0.001 (`Spring.settlingDuration`).
    public var settlingDuration: Double { settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001) }
}
