import Foundation
import Scene
import XCTest

/// An affine transform taken apart as CSS Transforms Level 1 decomposes a 2D matrix for
/// interpolation: scales, a turn, a move; a reflection as a negative scale.
final class TransformPartsTests: XCTestCase {
    /// The matrix of a turn by `angle` after scales (sx, sy), then a move: a = sx·cos,
    /// b = sx·sin, c = −sy·sin, d = sy·cos (Core Graphics' layout, x' = a·x + c·y + tx).
    private func made(sx: Double, sy: Double, angle: Double, tx: Double, ty: Double) -> Transform2D {
        Transform2D(a: sx * cos(angle), b: sx * sin(angle), c: -sy * sin(angle), d: sy * cos(angle), tx: tx, ty: ty)
    }

    func testATurnScalesAndMoveComeBackApart() {
        for (sx, sy, angle) in [(1.5, 1.5, Double.pi / 4), (2, 0.5, -2.0), (0.3, 3, 3.0), (1, 1, 0)] {
            let parts = TransformParts(made(sx: sx, sy: sy, angle: angle, tx: 12, ty: -7))
            XCTAssertEqual(parts.scaleX, sx, accuracy: 1e-12)
            XCTAssertEqual(parts.scaleY, sy, accuracy: 1e-12)
            XCTAssertEqual(parts.angle, angle, accuracy: 1e-12)
            XCTAssertEqual([parts.translateX, parts.translateY], [12, -7])
            XCTAssertEqual(parts.shear, 0, accuracy: 1e-12)
        }
    }

    /// A flip is a negative scale, not a half turn: `CGAffineTransform(scaleX: -1, y: 1)`.
    func testAFlipIsANegativeScale() {
        let x = TransformParts(Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertEqual([x.scaleX, x.scaleY, x.angle], [-1, 1, 0])
        let y = TransformParts(Transform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        XCTAssertEqual([y.scaleX, y.scaleY, y.angle], [1, -1, 0])
    }

    /// A shear is what the turn and scales leave: `(a: 1, b: 0, c: 0.5, d: 1)` shears by 0.5.
    func testAShearIsLeftOver() {
        XCTAssertEqual(TransformParts(Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)).shear, 0.5 / 1.25.squareRoot(), accuracy: 1e-12)
    }

    /// A whole turn is the identity (a view turned by 2π does not move, as on a device); three
    /// quarters of a turn is a quarter back; the turn goes the short way from where it is.
    func testTurnsGoTheShortWay() {
        XCTAssertEqual(TransformParts(made(sx: 1, sy: 1, angle: 2 * .pi, tx: 0, ty: 0)).angle, 0, accuracy: 1e-12)
        XCTAssertEqual(TransformParts(made(sx: 1, sy: 1, angle: 1.5 * .pi, tx: 0, ty: 0)).angle, -0.5 * .pi, accuracy: 1e-12)
        // From 170° to −170°: 20° on, to 190°.
        let to = TransformParts(made(sx: 1, sy: 1, angle: -170 * .pi / 180, tx: 0, ty: 0))
        XCTAssertEqual(to.angle(nearest: 170 * .pi / 180) * 180 / .pi, 190, accuracy: 1e-9)
        // Exactly half a turn apart, the angle stays.
        let half = TransformParts(made(sx: 1, sy: 1, angle: .pi, tx: 0, ty: 0))
        XCTAssertEqual(half.angle(nearest: 0), .pi, accuracy: 1e-12)
        // Far along many turns, the nearest equivalent.
        XCTAssertEqual(TransformParts(made(sx: 1, sy: 1, angle: 0.1, tx: 0, ty: 0)).angle(nearest: 20 * .pi), 20 * .pi + 0.1, accuracy: 1e-9)
    }
}
