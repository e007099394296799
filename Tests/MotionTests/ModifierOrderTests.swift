import XCTest
@testable import Motion

/// delay, speed and repeat, in the order written (docs/SEMANTICS.md, "Delay, speed and repeat,
/// in the order written").
final class ModifierOrderTests: XCTestCase {
    let linear = Animation.linear(duration: 1)

    private func value(_ animation: Animation, _ t: Double) -> Double {
        AnimationRun(animation, delta: 1).value(at: t, from: 0, to: 1)
    }

    func testDelayHoldsTheOldValueThenPlays() {
        let a = linear.delay(0.5)
        XCTAssertEqual(value(a, 0.3), 0)
        XCTAssertEqual(value(a, 0.5), 0)
        XCTAssertEqual(value(a, 0.75), 0.25, accuracy: 1e-12)
        XCTAssertEqual(AnimationRun(a, delta: 1).duration, 91.0 / 60, accuracy: 1e-12, "the frame after 1.5 s")
    }

    func testSpeedScalesTimeAndDelaysInsideIt() {
        XCTAssertEqual(value(linear.speed(2), 0.25), 0.5, accuracy: 1e-12)
        XCTAssertEqual(AnimationRun(linear.speed(2), delta: 1).duration, 31.0 / 60, accuracy: 1e-12, "the frame after 0.5 s")
        // delay then speed: the delay is sped up too.
        XCTAssertEqual(value(linear.delay(1).speed(2), 0.5), 0)
        XCTAssertEqual(value(linear.delay(1).speed(2), 0.75), 0.5, accuracy: 1e-12)
        // speed then delay: the delay is in real seconds.
        XCTAssertEqual(value(linear.speed(2).delay(1), 0.75), 0)
        XCTAssertEqual(value(linear.speed(2).delay(1), 1.25), 0.5, accuracy: 1e-12)
    }

    /// A pass of `linear` (1 s) runs to its end on frame 60, where it still shows 1 (a bezier
    /// runs while its duration ≥ its time), and is found over on frame 61, which shows its
    /// end and starts the next pass: on a 60 Hz grid every pass is 61 frames.
    let pass = 61.0 / 60

    func testRepeatCountRunsPassesBackAndForthThenSnapsToTheModel() {
        let a = linear.repeatCount(3, autoreverses: true)
        let run = AnimationRun(a, delta: 1)
        XCTAssertEqual(run.duration, 183.0 / 60)
        XCTAssertEqual(value(a, 0.25), 0.25, accuracy: 1e-12)   // pass 0 forwards
        XCTAssertEqual(value(a, 1.0), 1)                        // end of pass 0
        XCTAssertEqual(value(a, pass), 1)                       // found over: its end, and pass 1 begins
        XCTAssertEqual(value(a, pass + 0.25), 0.75, accuracy: 1e-9)   // pass 1 backwards
        XCTAssertEqual(value(a, 2 * pass), 0, accuracy: 1e-12)  // end of pass 1
        XCTAssertEqual(value(a, 2 * pass + 0.5), 0.5, accuracy: 1e-9)   // pass 2 forwards
        XCTAssertEqual(value(a, 3.5), 1)
        // An even count ends backwards, at the start, and then snaps to the model.
        let even = linear.repeatCount(2, autoreverses: true)
        XCTAssertEqual(value(even, pass + 0.9), 0.1, accuracy: 1e-9)
        XCTAssertEqual(value(even, 121.0 / 60), 0, accuracy: 1e-12)
        XCTAssertEqual(value(even, 122.0 / 60), 1)
        XCTAssertEqual(AnimationRun(even, delta: 1).duration, 122.0 / 60)
    }

    func testRepeatWithoutAutoreverseRestartsEachPass() {
        let a = linear.repeatCount(2, autoreverses: false)
        XCTAssertEqual(value(a, 1.0), 1)                        // a pass ends on its last value
        XCTAssertEqual(value(a, pass), 1)                       // and shows it again when found over
        XCTAssertEqual(value(a, pass + 0.25), 0.25, accuracy: 1e-9)
        // Pass 7 of a forever repeat began on frame 7 × 61 = 427; 7.5 s is frame 450.
        XCTAssertEqual(value(linear.repeatForever(autoreverses: false), 7.5), 23.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(AnimationRun(linear.repeatForever(), delta: 1).duration, .infinity)
        XCTAssertEqual(value(linear.repeatForever(), 1.25), 1 - (1.25 - pass), accuracy: 1e-9)
    }

    func testDelayBeforeRepeatWaitsEveryPassAfterItOnce() {
        let everyPass = linear.delay(0.5).repeatForever(autoreverses: false)
        let once = linear.repeatForever(autoreverses: false).delay(0.5)
        // Pass length 1.5 with the delay inside, found over on frame 91: the second pass waits again.
        XCTAssertEqual(value(everyPass, 1.0), 0.5, accuracy: 1e-12)
        XCTAssertEqual(value(everyPass, 1.75), 0)
        XCTAssertEqual(value(everyPass, 2.5), 2.5 - 91.0 / 60 - 0.5, accuracy: 1e-9)
        // Delay outside: the repeat sees e − 0.5; its first pass is found over on frame 91
        // (its time 61/60), and the next counts from there.
        XCTAssertEqual(value(once, 1.0), 0.5, accuracy: 1e-12)
        XCTAssertEqual(value(once, 1.75), 1.25 - pass, accuracy: 1e-9)
        XCTAssertEqual(value(once, 2.25), 1.75 - pass, accuracy: 1e-9)
        XCTAssertEqual(value(once, 2.5), 2.0 - pass, accuracy: 1e-9)
        XCTAssertEqual(Animation.linear.delay(0.5).repeatForever().leadingDelay, 0.5)
    }

    func testARepeatedSpringRestartsFromRestEachPass() {
        let spring = Animation.spring(response: 0.2, dampingFraction: 0.5)
        let single = AnimationRun(spring, delta: 1)
        let repeated = AnimationRun(spring.repeatCount(2, autoreverses: true), delta: 1)
        let pass = single.duration
        XCTAssertEqual(repeated.duration, 2 * pass)
        for t in [0.02, 0.1, 0.3] {
            XCTAssertEqual(repeated.value(at: t, from: 0, to: 1), single.value(at: t, from: 0, to: 1))
            // The second pass sees (pass + t) − pass, which need not round back to t.
            let local = (pass + t) - pass
            XCTAssertEqual(repeated.value(at: pass + t, from: 0, to: 1), 1 - single.value(at: local, from: 0, to: 1),
                           accuracy: 1e-15)
        }
        XCTAssertEqual(repeated.value(at: 2 * pass + 0.01, from: 0, to: 1), 1)
    }
}
