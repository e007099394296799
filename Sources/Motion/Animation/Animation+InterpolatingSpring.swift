import Foundation

extension Animation {
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: a damped harmonic
    /// oscillator of mass m, stiffness k and damping c. As a response and a damping fraction
    /// (the fluid spring's terms): response = 2π/√(k/m), dampingFraction = c/(2√(k·m)), which
    /// give the same equation of motion, x″ + (c/m)x′ + (k/m)x = 0, as the fluid spring's unit
    /// mass with stiffness (2π/response)² and damping 2·√stiffness·dampingFraction. A move
    /// from rest follows that equation's closed form (`FluidSpring.closedForm`), as SwiftUI
    /// samples an interpolating spring (OpenSwiftUI's `SpringAnimation`), not the fluid
    /// spring's integrator.
    ///
    /// A mass, stiffness or damping that is not positive and finite has no such spring: a
    /// non-positive stiffness is the stiffest spring the fluid spring has (stiffness 45000),
    /// critically damped; a non-positive damping is no damping; a non-positive mass is 1.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let m = mass > 0 && mass.isFinite ? mass : 1
        let k = stiffness.isFinite ? stiffness : 0
        let c = damping > 0 && damping.isFinite ? damping : 0
        guard k > 0 else { return spring(response: 2 * Double.pi / 45000.squareRoot(), dampingFraction: 1) }
        let response = 2 * Double.pi / (k / m).squareRoot()
        let fraction = c / (2 * (k * m).squareRoot())
        var s = FluidSpring(response: response, dampingFraction: fraction.isFinite ? fraction : 1)
        s.closedForm = true
        s.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        return Animation(.spring(s))
    }

    /// `interpolatingSpring(duration:bounce:initialVelocity:)` (iOS 17): the spring of that
    /// duration and bounce, as `spring(duration:bounce:)` makes it.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        var s = FluidSpring(duration: duration, bounce: bounce)
        s.closedForm = true
        s.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        return Animation(.spring(s))
    }
}
