import Motion
import XCTest

/// Timing curves against the cubic bezier they are defined by.
final class UnitBezierTests: XCTestCase {
    /// The point of the bezier at parameter s, computed from the control points directly.
    private func point(_ c: UnitBezier, _ s: Double) -> (x: Double, y: Double) {
        let u = 1 - s
        return (3 * u * u * s * c.p1x + 3 * u * s * s * c.p2x + s * s * s,
                3 * u * u * s * c.p1y + 3 * u * s * s * c.p2y + s * s * s)
    }

    func testSolvedValuesLieOnTheCurve() {
        for curve in [UnitBezier.easeIn, .easeOut, .easeInOut, .caDefault, UnitBezier(0.68, -0.55, 0.27, 1.55)] {
            for s in stride(from: 0.0, through: 1.0, by: 0.01) {
                let p = point(curve, s)
                XCTAssertEqual(curve(p.x), p.y, accuracy: 1e-7, "\(curve) at x=\(p.x)")
            }
        }
    }

    func testKnownValues() {
        XCTAssertEqual(UnitBezier.easeInOut(0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(UnitBezier.linear(0.3), 0.3, accuracy: 1e-9)
        XCTAssertEqual(UnitBezier.easeIn(0.5), 0.3153568, accuracy: 1e-6)
        XCTAssertEqual(UnitBezier.easeOut(0.5), 0.6846432, accuracy: 1e-6)
        XCTAssertEqual(UnitBezier.easeInOut(0), 0)
        XCTAssertEqual(UnitBezier.easeInOut(1), 1)
        XCTAssertEqual(UnitBezier.easeInOut(-0.2), 0)
        XCTAssertEqual(UnitBezier.easeInOut(1.2), 1)
    }

    func testDefaultDurationIsSwiftUIs() {
        guard case .bezier(let c, let d) = Animation.easeInOut.base else { return XCTFail() }
        XCTAssertEqual(c, .easeInOut)
        XCTAssertEqual(d, 0.35)
        guard case .bezier(_, let d2) = Animation.default(in: SwiftUIVersion(iOS: 16)).base else { return XCTFail() }
        XCTAssertEqual(d2, 0.35)
    }

    func testDelayedTrackHoldsThenEasesThenSnaps() {
        var v = AnimatedValue(10)
        v.set(0, at: 1, animation: .easeInOut.delay(0.3))
        XCTAssertEqual(v.value(at: 1.2), 10)
        XCTAssertEqual(v.value(at: 1.3 + 0.175), 5, accuracy: 1e-9)
        XCTAssertEqual(v.value(at: 1.66), 0)
        // It ends at 1.65 s and is over on the next frame, 1.6667 s.
        XCTAssertTrue(v.isAnimating(at: 1.66))
        XCTAssertFalse(v.isAnimating(at: 1.67))
        XCTAssertTrue(v.isAnimating(at: 1.5))
    }

    func testChaseCombinesAGapClosingRun() {
        var v = AnimatedValue(0)
        v.set(100, at: 0, animation: .linear(duration: 1))
        v.set(0, at: 0.5, animation: .linear(duration: 1))
        // r_old(t) + f_new(t − 0.5)·(0 − r_old(t)) at t = 1: r_old = 100, f = 0.5.
        XCTAssertEqual(v.value(at: 1), 50, accuracy: 1e-9)
        XCTAssertEqual(v.value(at: 0.75), 75 - 0.25 * 75, accuracy: 1e-9)
        XCTAssertEqual(v.value(at: 1.6), 0)
    }

    func testSettingTheSameValueStartsNothing() {
        var v = AnimatedValue(3)
        v.set(3, at: 0, animation: .easeIn)
        XCTAssertTrue(v.runs.isEmpty)
    }
}
