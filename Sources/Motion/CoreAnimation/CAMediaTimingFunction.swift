/// Core Animation's `CAMediaTimingFunction`: a cubic bezier from (0,0) to (1,1).
public struct CAMediaTimingFunction: Hashable, Sendable {
    /// The named presets of `CAMediaTimingFunctionName`.
    public enum Name: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInEaseOut
        /// `.default`: (0.25,0.1; 0.25,1), what Core Animation's implicit animations use.
        case `default`
    }

    public let curve: UnitBezier

    /// `CAMediaTimingFunction(name:)`.
    public init(name: Name) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = .caDefault
        }
    }

    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        curve = UnitBezier(c1x, c1y, c2x, c2y)
    }

    /// The eased fraction for linear progress `x` in [0, 1].
    @inline(__always) public func callAsFunction(_ x: Double) -> Double { curve(x) }
}
