import Foundation
import Scene
import XCTest

/// `CATransform3D`'s arithmetic (row vectors, Core Animation's layout) and its decomposition.
final class Matrix3DTests: XCTestCase {
    /// A turn about z is `CGAffineTransform(rotationAngle:)`: a = cos, b = sin, c = −sin, d = cos.
    func testATurnAboutZIsTheAffineTurn() {
        let t = Matrix3D.rotation(0.7, 0, 0, 1)
        XCTAssertEqual(t[1, 1], cos(0.7), accuracy: 1e-15)
        XCTAssertEqual(t[1, 2], sin(0.7), accuracy: 1e-15)
        XCTAssertEqual(t[2, 1], -sin(0.7), accuracy: 1e-15)
        XCTAssertTrue(t.isAffine)
    }

    /// `CATransform3DRotate(perspective, 60°, 0, 1, 0)` with m34 = −1/500, by hand: the point
    /// 100 right of the anchor turns to x = 100·cos 60° = 50 at depth z = −100·sin 60° (away);
    /// W = 1 − z/500 = 1 + 0.2·sin 60°; it shows at 50 / W.
    func testAPerspectiveTurnShrinksTheFarSide() throws {
        var perspective = Matrix3D.identity
        perspective[3, 4] = -1.0 / 500
        let t = perspective.concatenating(after: .rotation(.pi / 3, 0, 1, 0))
        let p = t.projection(about: Point(200, 100))
        let q = try XCTUnwrap(p.apply(Point(300, 100)))
        XCTAssertEqual(q.x - 200, 50 / (1 + 0.2 * sin(Double.pi / 3)), accuracy: 1e-9)
        XCTAssertEqual(q.y, 100, accuracy: 1e-9)
        // The near side (100 left) comes closer and grows.
        let near = try XCTUnwrap(p.apply(Point(100, 100)))
        XCTAssertEqual(200 - near.x, 50 / (1 - 0.2 * sin(Double.pi / 3)), accuracy: 1e-9)
        // m34 set on the turned matrix instead (after the turn) leaves a flat layer unprojected:
        // W = z·m34 + 1 with the layer's own z, 0.
        var late = Matrix3D.rotation(.pi / 3, 0, 1, 0)
        late[3, 4] = -1.0 / 500
        let flat = try XCTUnwrap(late.projection(about: Point(200, 100)).apply(Point(300, 100)))
        XCTAssertEqual(flat.x - 200, 50, accuracy: 1e-9)
    }

    func testInverseUndoes() throws {
        var t = Matrix3D.rotation(0.4, 1, 2, 3).concatenating(after: .scale(2, 3, 4)).concatenating(after: .translation(5, -6, 7))
        t[3, 4] = -0.002
        let product = try XCTUnwrap(t.inverted).concatenating(after: t)
        for (a, b) in zip(product.m, Matrix3D.identity.m) { XCTAssertEqual(a, b, accuracy: 1e-12) }
    }

    /// Taking a transform apart and putting it back gives the same matrix; a turn from the
    /// identity is its axis times its angle.
    func testPartsComposeBackToTheMatrix() throws {
        var perspective = Matrix3D.identity
        perspective[3, 4] = -1.0 / 400
        let cases: [Matrix3D] = [
            .identity,
            .rotation(.pi / 3, 0, 1, 0),
            .rotation(2.5, 1, -1, 0.3).concatenating(after: .scale(1.5, 0.5, 2)),
            .translation(10, 20, 30).concatenating(after: .rotation(-1, 0, 0, 1)).concatenating(after: .scale(-1, 1, 1)),
            perspective.concatenating(after: .rotation(.pi / 4, 1, 0, 0)),
            Matrix3D(Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)),
            // A pop-in's start: nothing but a point.
            .scale(0, 0, 1),
            Matrix3D.translation(4, 5, 0).concatenating(after: .scale(0, 0, 0)),
        ]
        for t in cases {
            let parts = try XCTUnwrap(Transform3DParts(t))
            for (a, b) in zip(parts.matrix.m, t.m) { XCTAssertEqual(a, b, accuracy: 1e-9, "\(t.m)") }
            XCTAssertEqual(Transform3DParts(vector: parts.vector), parts)
        }
        let y = try XCTUnwrap(Transform3DParts(.rotation(.pi / 3, 0, 1, 0)))
        XCTAssertEqual(y.rotation[1], .pi / 3, accuracy: 1e-12)
        XCTAssertEqual(y.rotation[0], 0, accuracy: 1e-12)
        XCTAssertEqual(Transform3DParts(.identity), .identity)
    }
}
