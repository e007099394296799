import Foundation
import XCTest
@testable import Motion

/// The fluid spring against the integrator stepped by hand (docs/SEMANTICS.md,
/// "The fluid spring: a fixed-step integrator").
final class FluidSpringTests: XCTestCase {
    let seed = Animation.spring(response: 0.2, dampingFraction: 0.5)

    func testFirstStepsMatchTheIntegratorByHand() {
        // Step 1 from rest: f = 0, so x stays 0 and F = k·Δ; step 2: f = k/300, x = k/90000.
        let k = pow(2 * Double.pi / 0.2, 2)
        let run = AnimationRun(seed, delta: 1)
        XCTAssertEqual(run.value(at: 0, from: 0, to: 1), 0)
        XCTAssertEqual(run.value(at: 0.002, from: 0, to: 1), 0)                  // 1 step
        XCTAssertEqual(run.value(at: 0.005, from: 0, to: 1), k / 90000, accuracy: 1e-15)   // 2 steps
        let c = 2 * k.squareRoot() * 0.5
        // Step 3: v₂ = f₂ + F₂/600 with F₂ = −c·f₂ + k(1 − x₂); f₃ = v₂ + F₂/600; x₃ = x₂ + f₃/300.
        let f2 = k / 300, x2 = k / 90000
        let F2 = -c * f2 + k * (1 - x2), v2 = f2 + F2 / 600
        let x3 = x2 + (v2 + F2 / 600) / 300
        XCTAssertEqual(run.value(at: 0.009, from: 0, to: 1), x3, accuracy: 1e-15)
    }

    func testEveryFrameAgreesWithTheHandSteppedIntegrator() {
        for delta in [1.0, 50, -50, 0.3, 600] {
            let run = AnimationRun(seed, delta: delta)
            var reference = ReferenceSpring(response: 0.2, dampingFraction: 0.5, delta: delta)
            for k in 0...90 {
                let t = Double(k) / 60
                let expected = reference.frame(at: t)
                XCTAssertEqual(run.value(at: t, from: 0, to: delta), expected, accuracy: 1e-9 * max(1, abs(delta)),
                               "Δ = \(delta), t = \(t)")
            }
        }
    }

    func testTimesBetweenFramesShowTheStepAtOrAfterThem() {
        let run = AnimationRun(seed, delta: 50)
        for t in [0.001, 0.0123, 0.05, 0.1, 0.1234, 0.33333, 0.5] {
            let expected = ReferenceSpring.shown(response: 0.2, dampingFraction: 0.5, delta: 50, at: t)
            XCTAssertEqual(run.value(at: t, from: 0, to: 50), expected, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testTheStepClockAccumulatesLikeSwiftUI() {
        // 30 × (1/300) accumulated falls just short of 0.1, so 0.1 s shows 31 steps.
        let trajectory = FluidSpring(response: 0.2, dampingFraction: 0.5).table.trajectory(delta: 1)
        XCTAssertEqual(trajectory.steps(at: 0.1), 31)
        XCTAssertEqual(trajectory.steps(at: 1.0 / 300), 1)
        XCTAssertEqual(trajectory.steps(at: 0), 0)
        var t = 0.0, n = 0
        while t < 0.1 { t += 1.0 / 300; n += 1 }
        XCTAssertEqual(n, 31)
    }

    func testTheClosedFormIsNotWhatSwiftUIShows() {
        // Underdamped closed form, ζ = 0.5, ω = 2π/0.2, over 50 pt at 0.05 s.
        let w = 2 * Double.pi / 0.2, z = 0.5, t = 0.05
        let wd = w * (1 - z * z).squareRoot()
        let closed = 50 * (1 - exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t)))
        let shown = AnimationRun(seed, delta: 50).value(at: t, from: 0, to: 50)
        XCTAssertGreaterThan(abs(closed - shown), 0.3)
        XCTAssertLessThan(abs(closed - shown), 1.0)
    }

    func testSeedBounceOvershootsAboutFifteenPercentAndRestsAboutPointSevenTwo() {
        let run = AnimationRun(seed, delta: 50)
        var peak = 0.0
        for i in 0...300 { peak = max(peak, run.value(at: Double(i) / 300, from: 0, to: 50)) }
        XCTAssertEqual(peak / 50, 1.1525, accuracy: 0.002)
        XCTAssertEqual(run.duration, 0.72, accuracy: 0.02)
        XCTAssertEqual(run.duration, ReferenceSpring.restTime(response: 0.2, dampingFraction: 0.5, delta: 50))
        XCTAssertEqual(run.value(at: run.duration, from: 0, to: 50), 50)
        XCTAssertNotEqual(run.value(at: run.duration - 1.0 / 60, from: 0, to: 50), 50)
    }

    func testRestThresholdsAreAbsoluteSoBiggerMovesRestLater() {
        var previous = -1.0
        for delta in [0.01, 1, 50, 600] {
            let run = AnimationRun(seed, delta: delta)
            let expected = ReferenceSpring.restTime(response: 0.2, dampingFraction: 0.5, delta: delta)
            XCTAssertEqual(run.duration, expected, "Δ = \(delta)")
            XCTAssertEqual(AnimationRun(seed, delta: -delta).duration, expected, "Δ = −\(delta)")
            XCTAssertGreaterThanOrEqual(run.duration, previous)
            previous = run.duration
        }
        XCTAssertLessThan(AnimationRun(seed, delta: 1).duration, AnimationRun(seed, delta: 50).duration)
    }

    func testAMoveOfNothingIsAtRestAtOnce() {
        let run = AnimationRun(seed, delta: 0)
        XCTAssertEqual(run.duration, 0)
        XCTAssertTrue(run.isFinished(at: 0.001))
    }

    func testAnUndampedSpringNeverComesToRest() {
        let run = AnimationRun(.spring(response: 0.5, dampingFraction: 0), delta: 1)
        XCTAssertTrue(run.isEndless)
        XCTAssertFalse(AnimationRun(seed, delta: 1).isEndless)
        // It keeps swinging between 0 and 2 (the step rounding aside).
        let late = (0..<60).map { run.value(at: 100 + Double($0) / 60, from: 0, to: 1) }
        XCTAssertGreaterThan(late.max() ?? 0, 1.9)
        XCTAssertLessThan(late.min() ?? 1, 0.1)
    }

    func testLogicallyCompleteOnceTheResponseHasElapsed() {
        let run = AnimationRun(Animation.spring(response: 0.5, dampingFraction: 0.825), delta: 100)
        XCTAssertFalse(run.isLogicallyComplete(at: 0.49))
        XCTAssertTrue(run.isLogicallyComplete(at: 0.5))
        XCTAssertLessThan(run.logicalDuration, run.duration)
        let delayed = AnimationRun(Animation.spring(response: 0.5, dampingFraction: 0.825).delay(0.2), delta: 100)
        XCTAssertFalse(delayed.isLogicallyComplete(at: 0.69))
        XCTAssertTrue(delayed.isLogicallyComplete(at: 0.7))
    }

    func testDurationBounceAndPresetsMapToResponseAndDamping() {
        XCTAssertEqual(Animation.spring(duration: 0.5, bounce: 0.3).spring, FluidSpring(response: 0.5, dampingFraction: 0.7))
        XCTAssertEqual(Animation.spring(duration: 0.4, bounce: -0.5).spring, FluidSpring(response: 0.4, dampingFraction: 2))
        XCTAssertEqual(Animation.smooth.spring, FluidSpring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(Animation.snappy.spring?.dampingFraction ?? 0, 0.85, accuracy: 1e-12)
        XCTAssertEqual(Animation.bouncy.spring?.dampingFraction ?? 0, 0.7, accuracy: 1e-12)
        XCTAssertEqual(Animation.spring(response: 0.5).spring, FluidSpring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(FluidSpring(response: 0.01, dampingFraction: 1).stiffness, 45000)
        XCTAssertEqual(FluidSpring(response: 0, dampingFraction: 1).stiffness, 1)
    }
}
