import Foundation

/// SwiftUI's fluid spring: a fixed-step integrator (h = 1/300 s) over unit mass.
///
/// The trajectory of a move of size Δ starting at rest is Δ times the trajectory of a
/// unit move, so one normalised table per (response, dampingFraction) serves every
/// track; only the settle test depends on Δ, because its thresholds are absolute.
public struct FluidSpring: Hashable, Sendable {
    /// Seconds per integration step.
    public static let step = 1.0 / 300.0

    public let response: Double
    public let dampingFraction: Double
    public let blendDuration: Double

    /// `spring(response:dampingFraction:blendDuration:)` with SwiftUI's defaults.
    public init(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
    }

    /// `spring(duration:bounce:)`.
    public init(duration: Double, bounce: Double, blendDuration: Double = 0) {
        self.init(response: duration,
                  dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce),
                  blendDuration: blendDuration)
    }

    /// Stiffness k = min((2π/r)², 45000), or 1 for a non-positive response.
    public var stiffness: Double {
        response <= 0 ? 1 : min(pow(2 * Double.pi / response, 2), 45000)
    }

    /// Damping c = 2·√k·ζ.
    public var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }

    /// The shared normalised trajectory of this spring.
    public var table: SpringTable { SpringTable.shared(for: self) }
}

/// One integration state of a spring: offset, velocity and force.
public struct SpringState: Hashable, Sendable {
    public var x: Double
    public var v: Double
    public var force: Double
    public init(x: Double = 0, v: Double = 0, force: Double = 0) {
        self.x = x; self.v = v; self.force = force
    }

    /// Advances one 1/300 s step toward `delta` with stiffness k and damping c.
    @inline(__always)
    public mutating func step(delta: Double, stiffness k: Double, damping c: Double) {
        let f = v + force / 600
        x += f / 300
        force = -c * f + k * (delta - x)
        v = f + force / 600
    }

    /// SwiftUI's settle test: velocity and force small, and within 1 % of the move.
    @inline(__always)
    public func isSettled(delta: Double) -> Bool {
        let remaining = delta - x
        return max(v * v, force * force) <= 0.0036 && (0.01 * delta) * (0.01 * delta) >= remaining * remaining
    }
}
