import Foundation
import Scene
import XCTest

/// Radial and conic gradient positions (SwiftUI's RadialGradient and AngularGradient).
final class GradientKindTests: XCTestCase {
    private func gradient(_ kind: GradientKind, center: UnitPoint = .center) -> PresentedGradient {
        PresentedGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], locations: [0, 1],
                          startPoint: center, endPoint: center, kind: kind)
    }

    func testRadialPositionIsTheDistanceInPointsBetweenTheRadii() {
        // A 200 × 100 layer, centre at unit (0.25, 0.5) = (50, 50) points.
        let g = gradient(.radial(startRadius: 10, endRadius: 60), center: UnitPoint(0.25, 0.5))
        XCTAssertEqual(g.position(x: 50, y: 50, width: 200, height: 100), -0.2, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 80, y: 90, width: 200, height: 100), (50 - 10) / 50.0, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 50, y: 0, width: 200, height: 100), 0.8, accuracy: 1e-12)
        // Circles in points, not ellipses in unit space: 30 pt right equals 30 pt down.
        XCTAssertEqual(g.position(x: 80, y: 50, width: 200, height: 100), g.position(x: 50, y: 80, width: 200, height: 100),
                       accuracy: 1e-12)
        // Padded: the first colour inside the start radius, the last past the end radius.
        XCTAssertEqual(g.color(x: 52, y: 50, width: 200, height: 100), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(g.color(x: 190, y: 50, width: 200, height: 100), Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(g.color(x: 85, y: 50, width: 200, height: 100).red, 0.5, accuracy: 1e-12)
    }

    func testRadialWithEqualRadiiIsAStep() {
        let g = gradient(.radial(startRadius: 20, endRadius: 20))
        XCTAssertEqual(g.position(x: 50, y: 40, width: 100, height: 100), 0)
        XCTAssertEqual(g.position(x: 50, y: 75, width: 100, height: 100), 1)
    }

    func testConicAngleGrowsClockwiseFromTrailing() {
        let g = gradient(.conic(startAngle: 0, endAngle: 2 * .pi))
        // Centre (50, 50) of a 100 × 100 layer; y points down, so "below" is a quarter turn on.
        XCTAssertEqual(g.position(x: 90, y: 50, width: 100, height: 100), 0, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 50, y: 90, width: 100, height: 100), 0.25, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 10, y: 50, width: 100, height: 100), 0.5, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 50, y: 10, width: 100, height: 100), 0.75, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 90, y: 49.9, width: 100, height: 100), 1, accuracy: 1e-3)
    }

    func testConicMissingAreaShowsLocationOneThenZeroSplitHalfway() {
        // 0° … 90°: the missing 270° shows the colour at 1 up to 225°, the colour at 0 after.
        let g = gradient(.conic(startAngle: 0, endAngle: .pi / 2))
        func at(_ degrees: Double) -> Double {
            let r = degrees * .pi / 180
            return g.position(x: 50 + 40 * cos(r), y: 50 + 40 * sin(r), width: 100, height: 100)
        }
        XCTAssertEqual(at(45), 0.5, accuracy: 1e-12)
        XCTAssertEqual(at(100), 1)
        XCTAssertEqual(at(224), 1)
        XCTAssertEqual(at(226), 0)
        XCTAssertEqual(at(350), 0)
    }

    func testEllipticalPositionIsTheDistanceInTheUnitSquare() {
        // A 200 × 100 layer, centred: the radius fraction 0.5 reaches (200, 50) and (100, 100).
        let g = gradient(.elliptical(startFraction: 0, endFraction: 0.5))
        XCTAssertEqual(g.position(x: 100, y: 50, width: 200, height: 100), 0, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 200, y: 50, width: 200, height: 100), 1, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 100, y: 100, width: 200, height: 100), 1, accuracy: 1e-12)
        // (150, 75): (0.25, 0.25) from the centre in unit space, √0.125 / 0.5 of the way
        XCTAssertEqual(g.position(x: 150, y: 75, width: 200, height: 100), (0.125).squareRoot() / 0.5, accuracy: 1e-12)
        let ring = gradient(.elliptical(startFraction: 0.2, endFraction: 0.4))
        XCTAssertEqual(ring.position(x: 160, y: 50, width: 200, height: 100), 0.5, accuracy: 1e-12)
    }

    func testConicWithEndBeforeStartSweepsCounterClockwise() {
        // 90° … 0°: from below the centre (u = 0) back through 45° (u = 0.5) to trailing (u = 1);
        // the missing 270° is split halfway as for a clockwise sweep, at 90° + 135° the other way.
        let g = gradient(.conic(startAngle: .pi / 2, endAngle: 0))
        func at(_ degrees: Double) -> Double {
            let r = degrees * .pi / 180
            return g.position(x: 50 + 40 * cos(r), y: 50 + 40 * sin(r), width: 100, height: 100)
        }
        XCTAssertEqual(at(90), 0, accuracy: 1e-12)
        XCTAssertEqual(at(67.5), 0.25, accuracy: 1e-12)
        XCTAssertEqual(at(45), 0.5, accuracy: 1e-12)
        XCTAssertEqual(at(-10), 1)
        XCTAssertEqual(at(-134), 1)
        XCTAssertEqual(at(-136), 0)
        XCTAssertEqual(at(120), 0)
    }

    func testConicOfMoreThanATurnDrawsTheLastTurn() {
        // −π … 2π (1.5 turns): the last turn is 0 … 2π, u from 1/3 to 1.
        let g = gradient(.conic(startAngle: -.pi, endAngle: 2 * .pi))
        XCTAssertEqual(g.position(x: 90, y: 50, width: 100, height: 100), 1 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 10, y: 50, width: 100, height: 100), 2 / 3.0, accuracy: 1e-12)
    }

    func testALayersKindIsPresented() {
        let scene = Scene(size: Size(100, 100), metrics: ProportionalMetrics())
        let layer = CAGradientLayer(clock: scene.clock)
        layer.colors = [.white, .clear]
        layer.kind = .radial(startRadius: 0, endRadius: 5)
        XCTAssertEqual(layer.presented(at: 0).kind, .radial(startRadius: 0, endRadius: 5))
    }
}

extension GradientKindTests {
    func testConicWithEqualAnglesIsAFullTurnFromTheStart() {
        let g = gradient(.conic(startAngle: .pi / 2, endAngle: .pi / 2))
        XCTAssertEqual(g.position(x: 50, y: 90, width: 100, height: 100), 0, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 10, y: 50, width: 100, height: 100), 0.25, accuracy: 1e-12)
        XCTAssertEqual(g.position(x: 90, y: 50, width: 100, height: 100), 0.75, accuracy: 1e-12)
    }
}
