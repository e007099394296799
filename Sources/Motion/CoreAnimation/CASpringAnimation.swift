import Foundation

/// `CASpringAnimation`: a basic animation whose progress from `fromValue` to `toValue` is a
/// damped harmonic oscillator's, in seconds of the animation's own time (Apple: "an animation
/// that applies a spring-like force to a layer's properties"), defaults as Apple documents
/// them: mass 1, stiffness 100, damping 10, initial velocity 0 (in units of the whole change
/// per second, as `UISpringTimingParameters` documents its velocity). The spring runs for the
/// animation's `duration` and then stops where it is, as Core Animation's does (a file sets
/// `duration = settlingDuration` to see it come to rest).
public struct CASpringAnimation: CAAnimation {
    public var basic: CABasicAnimation
    public var mass = 1.0
    public var stiffness = 100.0
    public var damping = 10.0
    public var initialVelocity = 0.0

    public init(basic: CABasicAnimation) { self.basic = basic }

    public var beginTime: Double { basic.beginTime }
    public var duration: Double { basic.duration }
    public var repeatCount: Float { basic.repeatCount }
    public var autoreverses: Bool { basic.autoreverses }
    public var fillMode: CAMediaTimingFillMode { basic.fillMode }
    public var timingFunction: CAMediaTimingFunction? { basic.timingFunction }
    public var isRemovedOnCompletion: Bool { basic.isRemovedOnCompletion }

    public func animate(_ values: inout CAKeyValues, atLocalTime time: Double, duration: Double) {
        // The basic animation's interpolation, at the spring's progress (past 1 when it overshoots).
        basic.animate(&values, atLocalTime: progress(at: time), duration: 1)
    }

    /// The oscillator's position at `t` seconds, from 0 at rest (or moving at the initial
    /// velocity) towards 1: with ω₀ = √(k/m), ζ = c / 2√(km), under-damped
    /// x = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
    /// critically damped x = 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t); over-damped, with the roots
    /// r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), x = 1 − (A e^(r₁t) + B e^(r₂t)), A + B = 1, A r₁ + B r₂ = −v₀.
    public func progress(at t: Double) -> Double {
        let m = mass > 0 && mass.isFinite ? mass : 1, k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let c = damping >= 0 && damping.isFinite ? damping : 10, v0 = initialVelocity.isFinite ? initialVelocity : 0
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let x: Double
        if abs(zeta - 1) < 1e-9 {
            x = 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            x = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else {
            let s = (zeta * zeta - 1).squareRoot(), r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let a = (-v0 - r2) / (r1 - r2)
            x = 1 - (a * exp(r1 * t) + (1 - a) * exp(r2 * t))
        }
        return x.isFinite ? x : 1
    }

    /// `settlingDuration`. Apple: "the estimated duration required for the spring system to be
    /// considered at rest". **Our rule:** the time after which the spring stays within 0.1 % of
    /// the change, found in steps of a millisecond (at most a minute).
    public var settlingDuration: Double {
        var last = 0.0
        var t = 0.0
        while t <= 60 {
            if abs(progress(at: t) - 1) > 0.001 { last = t }
            t += 0.001
        }
        return min(60, last + 0.001)
    }

    /// iOS 17's `CASpringAnimation(perceptualDuration:bounce:)`, as SwiftUI's `Spring(duration:
    /// bounce:)` maps them: mass 1, stiffness (2π / duration)², damping ratio 1 − bounce (a
    /// negative bounce: 1 / (1 + bounce)).
    public mutating func setPerceptual(duration d: Double, bounce: Double) {
        let d = d > 0 && d.isFinite ? d : 0.5
        let b = min(max(bounce.isFinite ? bounce : 0, -0.99), 1)
        mass = 1
        stiffness = pow(2 * .pi / d, 2)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        damping = 2 * ratio * stiffness.squareRoot()
    }
}
