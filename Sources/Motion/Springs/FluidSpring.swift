import Foundation

/// SwiftUI's fluid spring, `spring(response:dampingFraction:blendDuration:)`.
///
/// SwiftUI does not evaluate the closed form: it integrates a unit mass with a fixed
/// step of 1/300 s (see `SpringState`). A move of size Δ starting at rest is Δ times
/// the move of size 1, so one normalised table per (response, dampingFraction) serves
/// every track (`SpringTable`); only the settle test depends on Δ, because its
/// thresholds are absolute.
public struct FluidSpring: Hashable, Sendable {
    /// Seconds per integration step.
    public static let step = 1.0 / 300.0

    /// Seconds for one period of the undamped spring: stiffness (2π/response)².
    public let response: Double
    /// Damping as a fraction of critical damping (1: no overshoot).
    public let dampingFraction: Double
    /// How long a change of response takes to blend in when this spring merges with another.
    public let blendDuration: Double
    /// Whether a move from rest follows the damped oscillator's closed form, as SwiftUI
    /// evaluates an interpolating spring (`Animation.interpolatingSpring`), rather than the
    /// fluid spring's integrator (`SpringState`), whose first step has no force yet.
    public var closedForm = false
    /// A closed-form move's velocity at its start, in units of the whole move per second
    /// (`interpolatingSpring(…initialVelocity:)`).
    public var initialVelocity = 0.0

    /// `spring(response:dampingFraction:blendDuration:)` with SwiftUI's defaults.
    public init(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
    }

    /// `spring(duration:bounce:blendDuration:)`: bounce β maps to ζ = 1 − β, or 1/(1 + β) below 0.
    public init(duration: Double, bounce: Double, blendDuration: Double = 0) {
        self.init(response: duration,
                  dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce),
                  blendDuration: blendDuration)
    }

    /// Stiffness k = min((2π/r)², 45000), or 1 for a non-positive response.
    public var stiffness: Double { Self.stiffness(response: response) }

    /// Damping c = 2·√k·ζ.
    public var damping: Double { Self.damping(stiffness: stiffness, fraction: dampingFraction) }

    /// Stiffness for response `r` (also used for a blended response).
    @inline(__always)
    public static func stiffness(response r: Double) -> Double {
        min(r > 0 ? pow(2 * Double.pi / r, 2) : 1, 45000)
    }

    /// Damping for stiffness `k` and damping fraction `ζ`.
    @inline(__always)
    public static func damping(stiffness k: Double, fraction: Double) -> Double {
        2 * k.squareRoot() * fraction
    }

    /// The shared normalised trajectory of this spring.
    public var table: SpringTable { SpringTable.shared(for: self) }
}
