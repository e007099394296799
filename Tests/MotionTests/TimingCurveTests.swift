import XCTest
@testable import Motion

/// Bezier timing curves (SEMANTICS.md §1).
final class TimingCurveTests: XCTestCase {
    /// x(t), y(t) of the cubic through (0,0), c1, c2, (1,1), for checking the solver.
    private func point(_ c: UnitBezier, _ t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        return (3 * u * u * t * c.p1x + 3 * u * t * t * c.p2x + t * t * t,
                3 * u * u * t * c.p1y + 3 * u * t * t * c.p2y + t * t * t)
    }

    func testSolvedProgressLiesOnTheCurve() {
        for curve in [UnitBezier.easeIn, .easeOut, .easeInOut, .caDefault, UnitBezier(0.25, 0.1, 0.25, 1)] {
            for i in 1..<40 {
                let s = Double(i) / 40
                let p = point(curve, s)
                XCTAssertEqual(curve(p.x), p.y, accuracy: 1e-7, "\(curve) at x = \(p.x)")
            }
            XCTAssertEqual(curve(0), 0)
            XCTAssertEqual(curve(1), 1)
            XCTAssertEqual(curve(-0.5), 0)
            XCTAssertEqual(curve(1.5), 1)
        }
        XCTAssertEqual(UnitBezier.linear(0.3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(UnitBezier.easeInOut(0.5), 0.5, accuracy: 1e-9)
    }

    func testNamedCurvesHaveSwiftUIsControlPointsAndDuration() {
        let cases: [(Animation, UnitBezier)] = [(.linear, UnitBezier(0, 0, 1, 1)), (.easeIn, UnitBezier(0.42, 0, 1, 1)),
                                                (.easeOut, UnitBezier(0, 0, 0.58, 1)), (.easeInOut, UnitBezier(0.42, 0, 0.58, 1)),
                                                (.default, UnitBezier(0.42, 0, 0.58, 1))]
        for (animation, curve) in cases {
            XCTAssertEqual(animation.base, .bezier(curve, duration: 0.35))
        }
        XCTAssertEqual(Animation.timingCurve(0.25, 0.1, 0.25, 1).base, .bezier(.caDefault, duration: 0.35))
    }

    func testABezierRunFollowsItsCurveThenSnaps() {
        let run = AnimationRun(.easeInOut(duration: 0.5), delta: 80)
        XCTAssertEqual(run.duration, 0.5)
        for t in [0.0, 0.1, 0.25, 0.4, 0.5] {
            XCTAssertEqual(run.value(at: t, from: 20, to: 100), 20 + 80 * UnitBezier.easeInOut(t / 0.5), accuracy: 1e-12)
        }
        XCTAssertFalse(run.isFinished(at: 0.5))
        XCTAssertTrue(run.isFinished(at: 0.5001))
        XCTAssertEqual(run.value(at: 3, from: 20, to: 100), 100)
    }
}
