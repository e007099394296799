/// One integration state of a fluid spring: offset from the start, velocity and force.
///
/// All three start at 0. The arithmetic follows SwiftUI's order of operations
/// (multiplying by 1/600 and 1/300 rather than dividing) so results agree to the bit.
public struct SpringState: Hashable, Sendable {
    /// Offset from the start.
    public var x: Double
    /// Velocity.
    public var v: Double
    /// Force (unit mass: the acceleration).
    public var force: Double

    /// A state; the default is at rest at the start.
    public init(x: Double = 0, v: Double = 0, force: Double = 0) {
        self.x = x; self.v = v; self.force = force
    }

    /// Whether offset, velocity and force are all finite numbers.
    public var isFinite: Bool { x.isFinite && v.isFinite && force.isFinite }

    /// Advances one 1/300 s step toward offset `delta` with stiffness k and damping c.
    @inline(__always)
    public mutating func step(delta: Double, stiffness k: Double, damping c: Double) {
        let f = force * (1.0 / 600.0) + v          // half-step velocity
        x += f * (1.0 / 300.0)
        force = f * -c + (delta - x) * k
        v = force * (1.0 / 600.0) + f
    }

    /// SwiftUI's settle test for a move of `delta`: velocity and force both within 0.06
    /// (absolute units) and the offset within 1 % of the move. A move whose size is 0
    /// has no tolerance to be within, so it only needs to be still.
    @inline(__always)
    public func isSettled(delta: Double) -> Bool {
        guard max(v * v, force * force) <= 0.0036 else { return false }
        let tolerance = delta * 0.01
        let remaining = delta - x
        return !(tolerance * tolerance > 0 && tolerance * tolerance < remaining * remaining)
    }

    /// The state of a move `factor` times as large (the integrator is linear in Δ).
    @inline(__always)
    public func scaled(by factor: Double) -> SpringState {
        SpringState(x: x * factor, v: v * factor, force: force * factor)
    }
}
