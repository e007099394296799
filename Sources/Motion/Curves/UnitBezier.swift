/// A cubic bezier timing curve from (0,0) to (1,1), solved the way WebKit's UnitBezier does.
public struct UnitBezier: Hashable, Sendable {
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// Both control points on the diagonal: y(t) = x(t), so the curve is y = x exactly.
    private let isIdentity: Bool

    /// A curve with control points (p1x, p1y) and (p2x, p2y).
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
        isIdentity = p1x == p1y && p2x == p2y
    }

    /// The x coordinate at curve parameter t.
    @inline(__always) public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// The y coordinate at curve parameter t.
    @inline(__always) public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x is `x`, to within `epsilon`.
    public func solveX(_ x: Double, epsilon: Double = 1e-9) -> Double {
        // Newton's method from the identity guess converges in a few steps on every preset.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = sampleDerivativeX(t)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        // Bisection is slow but cannot fail on a monotonic x(t).
        var lo = 0.0, hi = 1.0
        t = x
        if t < lo { return lo }
        if t > hi { return hi }
        while lo < hi {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            t = (hi - lo) / 2 + lo
            if hi - lo < 1e-15 { break }
        }
        return t
    }

    /// The eased progress for linear progress `x` in [0, 1].
    public func callAsFunction(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isIdentity { return x }
        return sampleY(solveX(x))
    }
}

extension UnitBezier {
    /// `linear`: (0,0; 1,1).
    public static let linear = UnitBezier(0, 0, 1, 1)
    /// `easeIn`: (0.42,0; 1,1).
    public static let easeIn = UnitBezier(0.42, 0, 1, 1)
    /// `easeOut`: (0,0; 0.58,1).
    public static let easeOut = UnitBezier(0, 0, 0.58, 1)
    /// `easeInOut` / `easeInEaseOut`: (0.42,0; 0.58,1).
    public static let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
    /// Core Animation's `default` timing function: (0.25,0.1; 0.25,1).
    public static let caDefault = UnitBezier(0.25, 0.1, 0.25, 1)
}
