import Foundation

/// An affine transform taken apart into the parts an animation moves one by one: a scale
/// along each axis, then a turn, then a move — the decomposition CSS Transforms Level 1
/// gives for interpolating 2D matrices ("Decomposing a 2D matrix"), which Core Animation's
/// interpolation of a layer's transform matches for transforms in the screen's plane.
///
/// A reflection (a negative determinant) is kept as a negative scale along x (or y, when
/// x's diagonal entry is the larger), not as a half turn, so a flip animates through a zero
/// width. A shear is what is left after the turn and scales; it is not drawn (`shear`
/// gives its size, so a caller can say so).
public struct TransformParts: Hashable, Sendable {
    public var scaleX: Double, scaleY: Double
    /// Radians, in (−π, π]; positive turns clockwise on a y-down screen.
    public var angle: Double
    public var translateX: Double, translateY: Double
    /// The shear left over (0 for a turn, scales and a move).
    public var shear: Double

    public init(_ t: Transform2D) {
        var r0 = (t.a, t.b), r1 = (t.c, t.d)
        var sx = (r0.0 * r0.0 + r0.1 * r0.1).squareRoot()
        var sy = (r1.0 * r1.0 + r1.1 * r1.1).squareRoot()
        if t.a * t.d - t.b * t.c < 0 {
            if t.a < t.d { sx = -sx } else { sy = -sy }
        }
        if sx != 0 { r0 = (r0.0 / sx, r0.1 / sx) }
        if sy != 0 { r1 = (r1.0 / sy, r1.1 / sy) }
        let angle = atan2(r0.1, r0.0)
        // The second row with the turn taken out: (−sin, cos) for a pure turn; its first
        // part is the shear.
        let c = cos(angle), s = sin(angle)
        shear = c * r1.0 + s * r1.1
        scaleX = sx; scaleY = sy
        self.angle = angle
        translateX = t.tx; translateY = t.ty
    }

    /// `angle` moved by whole turns to lie within half a turn of `reference` (radians): the way
    /// an animation from `reference` turns, the short way round. Exactly half a turn apart, the
    /// angle stays (CSS: the angles are adjusted only when they differ by more than 180°).
    public func angle(nearest reference: Double) -> Double {
        guard reference.isFinite, angle.isFinite else { return angle }
        let d = reference - angle
        guard abs(d) > Double.pi else { return angle }
        return angle + (d / (2 * Double.pi)).rounded() * 2 * Double.pi
    }
}
