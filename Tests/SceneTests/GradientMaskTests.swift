import Motion
import Scene
import XCTest

/// CAGradientLayer's colour at a point: unit-space position, stops, order and count rules.
final class GradientMaskTests: XCTestCase {
    private func gradient(_ alphas: [Double], _ locations: [Double], start: UnitPoint = UnitPoint(0, 0.5),
                          end: UnitPoint = UnitPoint(1, 0.5), order: GradientStopOrder = .clamp) -> PresentedGradient {
        PresentedGradient(colors: alphas.map { Color.white.opacity($0) }, locations: locations,
                          startPoint: start, endPoint: end, stopOrder: order)
    }

    func testPositionIsTakenInUnitSpaceEvenOutsideTheLayer() {
        let g = gradient([1, 0.3, 1], [0, 0.2, 0.2], start: UnitPoint(-1, 0), end: UnitPoint(2, 1.5))
        // u = ((p − s)·(e − s)) / |e − s|² with e − s = (3, 1.5), |e − s|² = 11.25.
        XCTAssertEqual(g.position(of: UnitPoint(0, 0)), 3 / 11.25, accuracy: 1e-12)
        XCTAssertEqual(g.position(of: UnitPoint(1, 1)), 7.5 / 11.25, accuracy: 1e-12)
        XCTAssertEqual(g.position(of: UnitPoint(-1, 0)), 0, accuracy: 1e-12)
        XCTAssertEqual(g.position(of: UnitPoint(2, 1.5)), 1, accuracy: 1e-12)
        // Equal positions lie on a line perpendicular to e − s in unit space: (0.5, −1).
        XCTAssertEqual(g.position(of: UnitPoint(0.3, 0.4)), g.position(of: UnitPoint(0.8, -0.6)), accuracy: 1e-12)
    }

    func testColourIsPiecewiseLinearWithTheEndColoursBeyondTheStops() {
        let g = gradient([1, 0, 1], [0.28, 0.58, 0.58])
        XCTAssertEqual(g.color(at: UnitPoint(0.1, 0.5)).alpha, 1)
        XCTAssertEqual(g.color(at: UnitPoint(0.28, 0.9)).alpha, 1, accuracy: 1e-12)
        XCTAssertEqual(g.color(at: UnitPoint(0.43, 0.5)).alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(g.color(at: UnitPoint(0.5799, 0.5)).alpha, 0.0001 / 0.3, accuracy: 1e-9)
        // At and past a hard stop the colour after it shows.
        XCTAssertEqual(g.color(at: UnitPoint(0.58, 0.5)).alpha, 1)
        XCTAssertEqual(g.color(at: UnitPoint(1.7, 0.5)).alpha, 1)
    }

    func testNilLocationsSpreadTheColoursEvenly() {
        let layer = CAGradientLayer(clock: SceneClock())
        layer.colors = [.white, .clear, .white, .clear, .white]
        XCTAssertEqual(layer.presented(at: 0).locations, [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(layer.startPoint, UnitPoint(0.5, 0), "Core Animation's default: top centre")
        XCTAssertEqual(layer.endPoint, UnitPoint(0.5, 1))
    }

    /// The soft seed's toValue ends in 0.1, behind the stops before it.
    func testStopsOutOfOrderAreClampedOrSorted() {
        let alphas = [1, 1, 0.9, 0.8, 0.75, 0.8, 0.9, 1, 0.5]
        let locations = [0.76, 0.8, 0.83, 0.86, 0.88, 0.9, 0.93, 0.96, 0.1]
        let clamped = gradient(alphas, locations).stops
        XCTAssertEqual(clamped.map(\.location), [0.76, 0.8, 0.83, 0.86, 0.88, 0.9, 0.93, 0.96, 0.96])
        XCTAssertEqual(clamped.map(\.color.alpha), alphas)
        let sorted = gradient(alphas, locations, order: .sort).stops
        XCTAssertEqual(sorted.map(\.location), [0.1, 0.76, 0.8, 0.83, 0.86, 0.88, 0.9, 0.93, 0.96])
        XCTAssertEqual(sorted.first?.color.alpha, 0.5)
        // Clamped: the last colour shows past 0.96 and nothing moves before 0.76.
        XCTAssertEqual(gradient(alphas, locations).color(at: UnitPoint(0.5, 0.5)).alpha, 1)
        XCTAssertEqual(gradient(alphas, locations).color(at: UnitPoint(0.99, 0.5)).alpha, 0.5)
        XCTAssertEqual(gradient(alphas, locations, order: .sort).color(at: UnitPoint(0.05, 0.5)).alpha, 0.5)
    }

    func testMismatchedCountsUseTheFirstPairs() {
        let g = gradient([1, 1, 0.9, 0.8, 0.75], [0, 0.5, 1])
        XCTAssertTrue(g.hasMismatchedCounts)
        XCTAssertEqual(g.stops.map(\.color.alpha), [1, 1, 0.9])
        XCTAssertEqual(g.color(at: UnitPoint(0.75, 0.5)).alpha, 0.95, accuracy: 1e-12)
    }

    func testStartEqualToEndShowsTheLastColour() {
        let g = gradient([1, 0.2], [0, 1], start: UnitPoint(0.5, 0.5), end: UnitPoint(0.5, 0.5))
        XCTAssertEqual(g.color(at: UnitPoint(0.1, 0.1)).alpha, 0.2)
    }

    func testLayerAnimationsMoveThePresentedValues() {
        let clock = SceneClock()
        let layer = CAGradientLayer(clock: clock)
        layer.colors = [.white, .clear]
        layer.locations = [1, 1]
        clock.advance(to: 2)
        var a = CABasicAnimation(keyPath: CAGradientLayer.Key.colors)
        a.fromValue = CAGradientLayer.value([.clear, .white])
        a.duration = 1
        layer.add(a, forKey: "fade")
        var move = CABasicAnimation(keyPath: CAGradientLayer.Key.startPoint)
        move.toValue = [0.5, 1]
        move.duration = 2
        layer.add(move, forKey: nil)
        let shown = layer.presented(at: 2.5)
        XCTAssertEqual(shown.colors.map(\.alpha), [0.5, 0.5])
        XCTAssertEqual(shown.colors[0].red, 0.5, accuracy: 1e-12, "channels interpolate unpremultiplied")
        XCTAssertEqual(shown.startPoint, UnitPoint(0.5, 0.25))
        XCTAssertEqual(layer.presented(at: 3.5).colors.map(\.alpha), [1, 0], "the fade has ended")
        XCTAssertTrue(layer.isAnimating(at: 3.9))
        XCTAssertFalse(layer.isAnimating(at: 4.1))
    }
}
