import Foundation
import Scene
import XCTest

/// `ShapePath`'s geometry against values worked out by hand: where arcs go for both
/// `clockwise` values in a view's flipped coordinates, bounding boxes, tangent arcs, and the
/// points a trim keeps.
final class ShapePathTests: XCTestCase {
    private func assertPoint(_ p: Point?, _ x: Double, _ y: Double, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
    }

    private func assertRect(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accuracy: Double = 1e-6,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.x, x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(r.y, y, accuracy: accuracy, "y", file: file, line: line)
        XCTAssertEqual(r.width, w, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(r.height, h, accuracy: accuracy, "height", file: file, line: line)
    }

    /// The first and last points of a path's elements.
    private func ends(_ p: ShapePath) -> (Point?, Point?) {
        var first: Point?, last: Point?
        for e in p.elements {
            switch e {
            case .move(let q): if first == nil { first = q }; last = q
            case .line(let q), .quad(_, let q), .curve(_, _, let q): last = q
            case .close: break
            }
        }
        return (first, last)
    }

    func testAnArcNotClockwiseRunsWithGrowingAnglesDownTheScreen() {
        // In y-down coordinates angle 90° is straight down: 0° → 90° with growing angles is
        // the quarter from three o'clock to six, turning clockwise on screen.
        var p = ShapePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let (start, end) = ends(p)
        assertPoint(start, 10, 0)
        assertPoint(end, 0, 10)
        assertRect(p.boundingRect, 0, 0, 10, 10)
    }

    func testAClockwiseArcTakesTheLongWayRound() {
        // clockwise: true runs with falling angles: 0 → −90° (up) → −180° → −270° (= 90°, down).
        var p = ShapePath()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        assertPoint(ends(p).1, 0, 10)
        assertRect(p.boundingRect, -10, -10, 20, 20)
    }

    func testAnArcOfAFullTurnOrMoreIsACircle() {
        var p = ShapePath()
        p.addArc(center: Point(5, 5), radius: 5, startAngle: 0, endAngle: 4 * .pi, clockwise: false)
        assertRect(p.boundingRect, 0, 0, 10, 10)
        assertPoint(ends(p).1, 10, 5)
    }

    func testAFullTurnTheOtherWayIsACircleToo() {
        // 0° → 360° asked clockwise (falling angles): a whole circle, not an empty arc.
        var p = ShapePath()
        p.addArc(center: Point(5, 5), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        assertRect(p.boundingRect, 0, 0, 10, 10)
        assertPoint(ends(p).1, 10, 5)
    }

    func testAnArcStartsWithALineFromTheCurrentPoint() {
        var p = ShapePath()
        p.move(to: Point(0, 0))
        p.addArc(center: Point(20, 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        guard case .line(let q) = p.elements[1] else { return XCTFail("no line to the arc's start") }
        assertPoint(q, 15, 0)
        // 180° → 0° with falling angles passes 90° (straight down, y = +5): the lower half.
        assertRect(p.boundingRect, 0, 0, 25, 5)
    }

    func testQuarterArcsStayOnTheCircle() {
        // A cubic of control distance 4/3·tan(θ/4) strays from the circle by at most about
        // 2.7 × 10⁻⁴ of the radius for a quarter turn.
        var p = ShapePath()
        p.addEllipse(in: Rect(x: -100, y: -100, width: 200, height: 200))
        var start = Point(100, 0)
        for case .curve(let c1, let c2, let end) in p.elements {
            for t in stride(from: 0.1, through: 0.9, by: 0.2) {
                let u = 1 - t
                let x = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
                let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                XCTAssertEqual((x * x + y * y).squareRoot(), 100, accuracy: 0.03)
            }
            start = end
        }
    }

    func testAnEllipseStartsAtItsRightmostPointAndGoesDown() {
        var p = ShapePath()
        p.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 10))
        assertPoint(ends(p).0, 20, 5)
        guard case .curve(_, _, let q) = p.elements[1] else { return XCTFail() }
        assertPoint(q, 10, 10)
        assertRect(p.boundingRect, 0, 0, 20, 10)
    }

    func testACurvesBoundsAreItsExtremesNotItsControlPoints() {
        // B(½).y = 3·¼·½·10 + 3·½·¼·10 = 7.5, the highest the curve goes.
        var p = ShapePath()
        p.move(to: .zero)
        p.addCurve(to: Point(10, 0), control1: Point(0, 10), control2: Point(10, 10))
        assertRect(p.boundingRect, 0, 0, 10, 7.5)
        assertRect(p.controlBounds, 0, 0, 10, 10)
    }

    func testATangentArcRoundsACorner() {
        // From (0, 0) along y = 0 to the corner (10, 0), then down: a radius-5 arc tangent to
        // both lines touches them at (5, 0) and (10, 5), about the centre (5, 5).
        var p = ShapePath()
        p.move(to: .zero)
        p.addArc(tangent1End: Point(10, 0), tangent2End: Point(10, 10), radius: 5)
        guard case .line(let t1) = p.elements[1] else { return XCTFail() }
        assertPoint(t1, 5, 0)
        assertPoint(p.current, 10, 5)
        assertRect(p.boundingRect, 0, 0, 10, 5)
    }

    func testARoundedRectsCornersAreClampedToHalfItsSide() {
        var p = ShapePath()
        p.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 50, cornerHeight: 50)
        // A capsule: the left and right ends are half circles of radius 10.
        assertPoint(ends(p).0, 10, 0)
        assertRect(p.boundingRect, 0, 0, 40, 20)
    }

    func testTrimmingALineKeepsTheMiddle() {
        var p = ShapePath()
        p.move(to: .zero)
        p.addLine(to: Point(100, 0))
        let t = p.trimmed(from: 0.25, to: 0.75)
        assertPoint(ends(t).0, 25, 0)
        assertPoint(ends(t).1, 75, 0)
    }

    func testTrimmingASquareFollowsItsPerimeter() {
        // Perimeter 40 from the top-left corner, clockwise on screen. 20 % to 30 % is 8 … 12:
        // the last 2 of the top edge and the first 2 of the right edge.
        var p = ShapePath()
        p.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        let t = p.trimmed(from: 0.2, to: 0.3)
        assertPoint(ends(t).0, 8, 0)
        assertPoint(ends(t).1, 10, 2)
        XCTAssertFalse(t.elements.contains(.close), "a part of a closed subpath is open")
        // Half of it ends at the bottom-right corner, through the top-right one.
        let half = p.trimmed(from: 0, to: 0.5)
        assertPoint(ends(half).1, 10, 10)
        assertRect(half.boundingRect, 0, 0, 10, 10)
        // The closing edge is part of the perimeter: 87.5 % … 100 % is the left edge's upper half.
        let last = p.trimmed(from: 0.875, to: 1)
        assertPoint(ends(last).0, 0, 5)
        assertPoint(ends(last).1, 0, 0)
    }

    func testTrimmingACircleStartsAtThreeOClock() {
        var p = ShapePath()
        p.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let quarter = p.trimmed(from: 0, to: 0.25)
        assertPoint(ends(quarter).0, 100, 50, accuracy: 1e-6)
        assertPoint(ends(quarter).1, 50, 100, accuracy: 0.3)
        let eighth = p.trimmed(from: 0, to: 0.125)
        // 45° down from three o'clock: (50 + 50 cos 45°, 50 + 50 sin 45°).
        assertPoint(ends(eighth).1, 50 + 50 * 0.5.squareRoot(), 50 + 50 * 0.5.squareRoot(), accuracy: 0.3)
    }

    func testTrimsOfNothingAndOfEverything() {
        var p = ShapePath()
        p.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(p.trimmed(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(p.trimmed(from: 0.7, to: 0.2).isEmpty, "from past to draws nothing")
        XCTAssertEqual(p.trimmed(from: 0, to: 1), p)
        XCTAssertEqual(p.trimmed(from: -3, to: 7), p, "fractions are clamped to 0…1")
        XCTAssertTrue(p.trimmed(from: .nan, to: .nan).isEmpty)
    }

    func testAWholeClosedSubpathStaysClosedInATrim() {
        // Two squares of equal perimeter: 0 … 0.5 keeps the first whole and closed.
        var p = ShapePath()
        p.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        p.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
        let t = p.trimmed(from: 0, to: 0.5)
        XCTAssertEqual(t.elements.filter { $0 == .close }.count, 1)
        assertRect(t.boundingRect, 0, 0, 10, 10)
    }

    func testApplyingATransformMovesEveryPoint() {
        var p = ShapePath()
        p.addRect(Rect(x: 0, y: 0, width: 10, height: 20))
        let moved = p.applying(.translation(5, -5))
        assertRect(moved.boundingRect, 5, -5, 10, 20)
        let turned = p.applying(.rotation(degrees: 90, about: .zero))
        // A quarter turn (clockwise on screen, y down) maps (x, y) to (−y, x).
        assertRect(turned.boundingRect, -20, 0, 20, 10)
    }
}
