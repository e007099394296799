import XCTest
@testable import Motion

/// Changes that do not merge chase: the old run keeps going, the new one closes the gap
/// (docs/SEMANTICS.md, "A change while the value animates: merge or chase").
final class ChaseTests: XCTestCase {
    let ease = UnitBezier.easeInOut

    func testBezierAfterBezierClosesTheGapToTheMovingOldValue() {
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .easeInOut(duration: 1))
        track.set(0, at: 0.5, animation: .easeInOut(duration: 1))
        XCTAssertTrue(track.isCombined)
        for t in [0.5, 0.6, 0.8, 1.0, 1.2, 1.5] {
            let old = t <= 1 ? 100 * ease(t) : 100
            let expected = old + ease(t - 0.5) * (0 - old)
            XCTAssertEqual(track.value(at: t), expected, accuracy: 1e-9, "t = \(t)")
        }
        // Over on the 60 Hz frame after its end (the frame at 1.5 s still shows the end).
        XCTAssertEqual(track.lastEnd ?? 0, 91.0 / 60, accuracy: 1e-12)
        XCTAssertTrue(track.isAnimating(at: 1.4))
        XCTAssertFalse(track.isAnimating(at: 1.6))
        XCTAssertEqual(track.value(at: 2), 0)
    }

    func testThreeChangesNest() {
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .linear(duration: 1))
        track.set(50, at: 0.25, animation: .linear(duration: 1))
        track.set(200, at: 0.5, animation: .linear(duration: 1))
        let t = 0.75
        let r1 = 100 * t
        let r2 = r1 + (t - 0.25) * (50 - r1)
        let r3 = r2 + (t - 0.5) * (200 - r2)
        XCTAssertEqual(track.value(at: t), r3, accuracy: 1e-9)
        // The newest run decides when the chain ends, even while older ones still move (on the
        // frame after its end).
        XCTAssertEqual(track.lastEnd ?? 0, 91.0 / 60, accuracy: 1e-12)
    }

    func testASpringAfterABezierMergesFromItsValueAtRest() {
        // The spring takes over from the curve's value at 0.5 s (50), with no velocity: one run,
        // a move of −50 from rest.
        let spring = Animation.spring(response: 0.2, dampingFraction: 0.5)
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .linear(duration: 1))
        track.set(0, at: 0.5, animation: spring)
        XCTAssertEqual(track.runs.count, 1)
        XCTAssertFalse(track.isCombined)
        for k in 0...40 {
            let t = 0.5 + Double(k) / 60
            XCTAssertEqual(track.value(at: t), 50 + ReferenceSpring.shown(response: 0.2, dampingFraction: 0.5, delta: -50, at: t - 0.5),
                           accuracy: 1e-9, "t = \(t)")
        }
        let rest = ReferenceSpring.restTime(response: 0.2, dampingFraction: 0.5, delta: -50)
        XCTAssertEqual(track.lastEnd ?? 0, 0.5 + rest, accuracy: 1e-9)
        // A repeating spring does not merge: it chases.
        var chased = AnimatedValue(0)
        chased.set(100, at: 0, animation: .linear(duration: 1))
        chased.set(0, at: 0.5, animation: spring.repeatCount(2))
        XCTAssertEqual(chased.runs.count, 2)
    }

    func testAfterAChaseLaterSpringsChaseToo() {
        let spring = Animation.spring(response: 0.2, dampingFraction: 0.5)
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: spring)
        track.set(20, at: 0.1, animation: .linear(duration: 0.2))
        XCTAssertTrue(track.isAnimating(at: 0.25))
        track.set(80, at: 0.25, animation: spring)   // a curve chased the spring: the chain is combined
        XCTAssertTrue(track.isCombined)
        XCTAssertEqual(track.runs.count, 3, "the spring chases the two still moving")
        XCTAssertEqual(track.runs.last?.start, 0.25)
    }

    func testAChangeThatChangesNothingStartsNothing() {
        var track = AnimatedValue(10)
        track.set(10, at: 0.5, animation: .easeInOut)
        XCTAssertTrue(track.runs.isEmpty)
        XCTAssertFalse(track.isAnimating(at: 0.6))
        track.set(20, at: 1, animation: .easeInOut)
        track.set(20, at: 1.1, animation: .linear(duration: 5))
        XCTAssertEqual(track.runs.count, 1)
        XCTAssertEqual(track.lastEnd ?? 0, 82.0 / 60, accuracy: 1e-12, "the frame after 1.35 s")
    }

    func testAChangeWithoutAnimationMovesTheRunningChainWithIt() {
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .linear(duration: 1))
        track.set(200, at: 0.5, animation: nil)
        XCTAssertEqual(track.model, 200)
        XCTAssertEqual(track.value(at: 0.5), 150, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 0.75), 175, accuracy: 1e-12)
        XCTAssertEqual(track.value(at: 1.5), 200)
        var resting = AnimatedValue(0)
        resting.set(7, at: 1, animation: nil)
        XCTAssertEqual(resting.value(at: 1), 7)
        XCTAssertNil(resting.lastEnd)
    }

    func testANewChainStartsFromTheModelOnceTheOldOneEnded() {
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .linear(duration: 1))
        track.set(0, at: 2, animation: .linear(duration: 1))
        XCTAssertFalse(track.isCombined)
        XCTAssertEqual(track.runs.count, 1)
        XCTAssertEqual(track.value(at: 2.5), 50, accuracy: 1e-12)
    }

    func testLogicalCompletionFollowsTheNewestChange() {
        var track = AnimatedValue(0)
        XCTAssertTrue(track.isLogicallyComplete(at: 0))
        track.set(100, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.825))
        XCTAssertFalse(track.isLogicallyComplete(at: 0.4))
        XCTAssertTrue(track.isLogicallyComplete(at: 0.5))
        XCTAssertTrue(track.isAnimating(at: 0.5))
    }
}
