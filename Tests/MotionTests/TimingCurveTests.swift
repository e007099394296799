import XCTest
@testable import Motion

/// Bezier timing curves (SEMANTICS.md §1).
final class TimingCurveTests: XCTestCase {
    func testCurvesOnTheDiagonalAreExactlyLinear() {
        for x in [0.1, 0.3, 0.77] {
            XCTAssertEqual(UnitBezier.linear(x), x)
            XCTAssertEqual(UnitBezier(0.2, 0.2, 0.9, 0.9)(x), x)
        }
    }

    func testNamedCurvesHaveSwiftUIsControlPointsAndDuration() {
        let cases: [(Animation, UnitBezier)] = [(.linear, UnitBezier(0, 0, 1, 1)), (.easeIn, UnitBezier(0.42, 0, 1, 1)),
                                                (.easeOut, UnitBezier(0, 0, 0.58, 1)), (.easeInOut, UnitBezier(0.42, 0, 0.58, 1)),
                                                (.default(in: SwiftUIVersion(iOS: 16)), UnitBezier(0.42, 0, 0.58, 1))]
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
