import Foundation
import XCTest
@testable import Scene

/// `rotation3DEffect`'s projection, against SwiftUI's rule worked by hand: the point less the
/// anchor turns about the axis, W = 1 − z / d with d = max(width, height) / perspective, and
/// the anchor is added back after the division.
final class ProjectionTests: XCTestCase {
    private let frame = Rect(x: 0, y: 0, width: 200, height: 100)

    private func turn(_ degrees: Double, _ axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = UnitPoint(0.5, 0.5),
                      anchorZ: Double = 0, perspective: Double = 1) -> Projection {
        .rotation3D(degrees: degrees, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective, in: frame)
    }

    private func assertPoint(_ p: Point?, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("behind the viewer", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testSixtyDegreesAboutYForeshortensTheFarSide() {
        let p = turn(60, (0, 1, 0))
        let c = cos(Double.pi / 3), s = sin(Double.pi / 3), d = 200.0
        // The right edge (x − ax = 100) goes back: z = −s·100, W = 1 + s·100 / d.
        let wRight = 1 + s * 100 / d, wLeft = 1 - s * 100 / d
        assertPoint(p.apply(Point(200, 50)), 100 + c * 100 / wRight, 50)
        assertPoint(p.apply(Point(0, 50)), 100 - c * 100 / wLeft, 50)
        assertPoint(p.apply(Point(200, 0)), 100 + c * 100 / wRight, 50 - 50 / wRight)
        assertPoint(p.apply(Point(0, 0)), 100 - c * 100 / wLeft, 50 - 50 / wLeft)
        // The near (left) side is taller than the far (right) one.
        XCTAssertGreaterThan(wRight / wLeft, 2.5)
        XCTAssertEqual(p.w(Point(200, 50)), wRight, accuracy: 1e-12)
    }

    func testPerspectiveIsMinusPerspectiveOverTheLargerSide() {
        // m34 = −perspective / max(w, h): W at the right edge is 1 + s·100·perspective / 200.
        for perspective in [0.0, 0.5, 1, 2] {
            let p = turn(30, (0, 1, 0), perspective: perspective)
            XCTAssertEqual(p.w(Point(200, 50)), 1 + sin(Double.pi / 6) * 100 * perspective / 200, accuracy: 1e-12)
        }
        // No perspective: a plain foreshortening by cos.
        assertPoint(turn(60, (0, 1, 0), perspective: 0).apply(Point(200, 0)), 150, 0)
        // A tall frame: the height sets d.
        let tall = Projection.rotation3D(degrees: 30, axis: (0, 1, 0), anchor: UnitPoint(0.5, 0.5), anchorZ: 0,
                                         perspective: 1, in: Rect(x: 0, y: 0, width: 100, height: 400))
        XCTAssertEqual(tall.w(Point(100, 0)), 1 + sin(Double.pi / 6) * 50 / 400, accuracy: 1e-12)
    }

    func testAboutXTheTopGoesBackAndAboutZItIsRotationEffect() {
        // +45° about x: the top edge (y − ay = −50) has z = s·(−50) < 0, so W > 1: it recedes.
        let p = turn(45, (1, 0, 0))
        XCTAssertGreaterThan(p.w(Point(100, 0)), 1)
        XCTAssertLessThan(p.w(Point(100, 100)), 1)
        // About z nothing leaves the plane: the same as `rotationEffect` about the anchor.
        let z = turn(30, (0, 0, 1)), flat = Transform2D.rotation(degrees: 30, about: Point(100, 50))
        for q in [Point(0, 0), Point(200, 0), Point(37, 81)] {
            let r = flat.apply(q)
            assertPoint(z.apply(q), r.x, r.y)
        }
        // The axis is normalised; a zero axis turns nothing.
        XCTAssertEqual(turn(45, (0, 5, 0)), turn(45, (0, 1, 0)))
        XCTAssertEqual(turn(45, (0, 0, 0)), .identity)
    }

    func testAnchorAndAnchorZ() {
        // About the leading edge: that edge stays where it is.
        let hinge = turn(70, (0, 1, 0), anchor: UnitPoint(0, 0.5))
        assertPoint(hinge.apply(Point(0, 0)), 0, 0)
        assertPoint(hinge.apply(Point(0, 100)), 0, 100)
        // anchorZ = 50: the view lies 50 behind the pivot (z − az = −50); turned by 180° about
        // y it comes 50 in front of it, and the eye is d from the pivot: W = 1 − 50 / d.
        let deep = turn(180, (0, 1, 0), anchorZ: 50)
        XCTAssertEqual(deep.w(Point(100, 50)), 1 - 50.0 / 200, accuracy: 1e-9)
        XCTAssertEqual(turn(180, (0, 1, 0)).w(Point(100, 50)), 1, accuracy: 1e-9)
    }

    func testInverseAndComposition() throws {
        let p = turn(50, (1, 1, 0.3), anchor: UnitPoint(0.2, 0.7), perspective: 1.5)
        let inverse = try XCTUnwrap(p.inverted)
        for q in [Point(10, 10), Point(150, 80), Point(60, 40)] {
            let there = try XCTUnwrap(p.apply(q))
            assertPoint(inverse.apply(there).map { Point(($0.x * 1e6).rounded() / 1e6, ($0.y * 1e6).rounded() / 1e6) }, q.x, q.y)
        }
        let move = Projection(Transform2D.translation(5, -3))
        let moved = try XCTUnwrap(move.concatenating(after: p).apply(Point(60, 40)))
        let direct = try XCTUnwrap(p.apply(Point(60, 40)))
        assertPoint(moved, direct.x + 5, direct.y - 3)
    }

    func testBehindTheViewerIsNoPoint() {
        // Perspective 4 over a 200-point frame: d = 50; at 90° about y the left edge comes 100
        // forward, past the eye: W = 1 − 100 / 50 = −1.
        let p = turn(90, (0, 1, 0), perspective: 4)
        XCTAssertNil(p.apply(Point(0, 50)))
        XCTAssertNil(p.apply(frame))
    }
}

/// The colour filters' matrices, against the SVG/CSS formulas.
final class ColorMatrixTests: XCTestCase {
    private func assertColor(_ c: Color, _ r: Double, _ g: Double, _ b: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(c.red, r, accuracy: 1e-3, file: file, line: line)
        XCTAssertEqual(c.green, g, accuracy: 1e-3, file: file, line: line)
        XCTAssertEqual(c.blue, b, accuracy: 1e-3, file: file, line: line)
    }

    func testSaturationAndGrayscale() {
        let c = Color(red: 0.8, green: 0.3, blue: 0.1)
        let luma = 0.2126 * 0.8 + 0.7152 * 0.3 + 0.0722 * 0.1
        assertColor(ColorMatrix.saturation(0).apply(c), luma, luma, luma)
        assertColor(ColorMatrix.saturation(1).apply(c), 0.8, 0.3, 0.1)
        // Halfway: halfway between the grey and the colour (the matrix is linear in s).
        assertColor(ColorMatrix.saturation(0.5).apply(c), (luma + 0.8) / 2, (luma + 0.3) / 2, (luma + 0.1) / 2)
        XCTAssertEqual(ColorMatrix.grayscale(1), ColorMatrix.saturation(0))
        XCTAssertEqual(ColorMatrix.grayscale(0.25), ColorMatrix.saturation(0.75))
        XCTAssertEqual(ColorMatrix.grayscale(3), ColorMatrix.saturation(0), "clamped to 1")
        // Oversaturated, clamped to 0…1.
        assertColor(ColorMatrix.saturation(2).apply(c), min(1, 2 * 0.8 - luma), 2 * 0.3 - luma, max(0, 2 * 0.1 - luma))
    }

    func testBrightnessAddsToEachComponent() {
        assertColor(ColorMatrix.brightness(0.2).apply(Color(red: 0.5, green: 0.1, blue: 0.9)), 0.7, 0.3, 1)
        assertColor(ColorMatrix.brightness(-0.3).apply(Color(red: 0.5, green: 0.1, blue: 0.9)), 0.2, 0, 0.6)
    }

    func testContrastMovesEachComponentFromMidGrey() {
        // Apple: 0 is a neutral grey, 1 unchanged, a negative amount inverts besides; CSS's
        // contrast(c) is c·x + 0.5 − 0.5c. Worked out by hand for (0.8, 0.3, 0.1).
        let c = Color(red: 0.8, green: 0.3, blue: 0.1)
        assertColor(ColorMatrix.contrast(1).apply(c), 0.8, 0.3, 0.1)
        assertColor(ColorMatrix.contrast(0).apply(c), 0.5, 0.5, 0.5)
        assertColor(ColorMatrix.contrast(0.5).apply(c), 0.65, 0.4, 0.3)
        assertColor(ColorMatrix.contrast(-1).apply(c), 0.2, 0.7, 0.9)
        assertColor(ColorMatrix.contrast(2).apply(c), 1, 0.1, 0)
    }

    func testHueRotation() {
        let c = Color(red: 0.8, green: 0.3, blue: 0.1)
        assertColor(ColorMatrix.hueRotation(degrees: 0).apply(c), 0.8, 0.3, 0.1)
        assertColor(ColorMatrix.hueRotation(degrees: 360).apply(c), 0.8, 0.3, 0.1)
        // SVG's hueRotate by 120°, written out: cos = −0.5, sin = √3/2.
        let cs = -0.5, sn = 3.0.squareRoot() / 2
        let r0 = [0.2126 + cs * 0.7874 - sn * 0.2126, 0.7152 - cs * 0.7152 - sn * 0.7152, 0.0722 - cs * 0.0722 + sn * 0.9278]
        let m = ColorMatrix.hueRotation(degrees: 120)
        for j in 0..<3 { XCTAssertEqual(m.rows[0][j], r0[j], accuracy: 1e-12) }
        // Red goes towards green; the luminance is kept.
        let red = m.apply(Color(red: 1, green: 0, blue: 0))
        XCTAssertGreaterThan(red.green, red.red)
        let shifted = ColorMatrix.hueRotation(degrees: 40)
        for j in 0..<3 {
            let weighted = 0.2126 * shifted.rows[0][j] + 0.7152 * shifted.rows[1][j] + 0.0722 * shifted.rows[2][j]
            XCTAssertEqual(weighted, [0.2126, 0.7152, 0.0722][j], accuracy: 1e-3)
        }
    }

    func testConcatenationAppliesInOrder() {
        let c = Color(red: 0.8, green: 0.3, blue: 0.1)
        let both = ColorMatrix.brightness(0.1).concatenating(after: .saturation(0))
        let luma = 0.2126 * 0.8 + 0.7152 * 0.3 + 0.0722 * 0.1
        assertColor(both.apply(c), luma + 0.1, luma + 0.1, luma + 0.1)
    }
}
