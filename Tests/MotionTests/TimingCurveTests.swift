import XCTest
@testable import Motion

/// Bezier timing curves (docs/SEMANTICS.md, "Timing curves").
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
        // Over on the first 60 Hz frame after its duration: the frame at 0.5 s shows the end.
        XCTAssertEqual(run.duration, 31.0 / 60, accuracy: 1e-12)
        for t in [0.0, 0.1, 0.25, 0.4, 0.5] {
            XCTAssertEqual(run.value(at: t, from: 20, to: 100), 20 + 80 * UnitBezier.easeInOut(t / 0.5), accuracy: 1e-12)
        }
        XCTAssertFalse(run.isFinished(at: 0.5))
        XCTAssertEqual(run.value(at: 0.51, from: 20, to: 100), 100)
        XCTAssertFalse(run.isFinished(at: 31.0 / 60))
        XCTAssertTrue(run.isFinished(at: 31.0 / 60 + 0.0001))
        XCTAssertEqual(run.value(at: 3, from: 20, to: 100), 100)
    }
}

/// A curve is over on the first frame after its duration (SwiftUI's bezier animation runs
/// while its duration is at least the frame's elapsed time).
final class CurveEndFrameTests: XCTestCase {
    func testEaseInOutOfPoint35EndsOnTheFrameAtPoint3667() {
        let run = AnimationRun(.easeInOut(duration: 0.35), delta: 1)
        // 0.35 s is frame 21 at 60 Hz: it shows the end there and is over at frame 22.
        XCTAssertEqual(run.value(at: 0.35, from: 0, to: 1), 1)
        XCTAssertEqual(run.duration, 22.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(run.duration, 0.3667, accuracy: 0.00005)
        XCTAssertEqual(run.logicalDuration, run.duration, "its completion is due on that frame")
        XCTAssertFalse(run.isLogicallyComplete(at: 0.36))
    }

    func testACurveEndingBetweenFramesIsOverOnTheNextFrame() {
        // 0.3 s of delay and 0.25 s of curve end at 0.55 s, between frames 33 and 34.
        let run = AnimationRun(.linear(duration: 0.25).delay(0.3), delta: 1)
        XCTAssertEqual(run.duration, 34.0 / 60, accuracy: 1e-12)
        // A run started between frames counts its frames on the scene's grid.
        let late = AnimationRun(.linear(duration: 0.5), delta: 1, start: 0.005)
        XCTAssertEqual(0.005 + late.duration, 31.0 / 60, accuracy: 1e-12, "frame 30 is 0.495 s into it, frame 31 ends it")
    }
}
