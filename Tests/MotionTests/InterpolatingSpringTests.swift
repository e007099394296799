import Foundation
import Motion
import XCTest

/// `interpolatingSpring(mass:stiffness:damping:)` is the damped harmonic oscillator
/// m·x″ + c·x′ + k·x = 0 (Apple: "an interpolating spring animation that uses a damped spring
/// model"; mass defaults to 1), sampled in closed form as SwiftUI samples it (OpenSwiftUI's
/// `SpringAnimation`). The expected positions are that closed form, worked out here, at the
/// time of the 1/300 s step shown (the spring clock accumulates t += 1/300 and shows the
/// first step at or after the time asked for).
final class InterpolatingSpringTests: XCTestCase {
    /// x(t) for a move from 0 to 1 at rest, under-damped: 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t).
    private func closedForm(mass m: Double, stiffness k: Double, damping c: Double, at time: Double) -> Double {
        var t = 0.0
        while t < time { t += 1.0 / 300.0 }
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    func testItsSpringHasTheResponseAndDampingFractionOfItsStiffnessAndDamping() throws {
        // k = 100, c = 10, m = 1: ω₀ = 10 rad/s, so response 2π/10; ζ = 10 / (2·√100) = 0.5.
        let s = try XCTUnwrap(Animation.interpolatingSpring(stiffness: 100, damping: 10).spring)
        XCTAssertEqual(s.response, 2 * Double.pi / 10, accuracy: 1e-12)
        XCTAssertEqual(s.dampingFraction, 0.5, accuracy: 1e-12)
        // m = 2, k = 200, c = 20: the same ω₀ and ζ.
        let heavy = try XCTUnwrap(Animation.interpolatingSpring(mass: 2, stiffness: 200, damping: 20).spring)
        XCTAssertEqual(heavy.response, 2 * Double.pi / 10, accuracy: 1e-12)
        XCTAssertEqual(heavy.dampingFraction, 0.5, accuracy: 1e-12)
    }

    func testAMovePlaysTheDampedOscillator() {
        for (m, k, c) in [(1.0, 100.0, 10.0), (1.0, 300.0, 15.0), (2.0, 50.0, 4.0)] {
            var track = AnimatedValue(0)
            track.set(1, at: 0, animation: .interpolatingSpring(mass: m, stiffness: k, damping: c))
            // Until it comes to rest by the fluid spring's rest test (within 1 % of the move, and
            // still), then at the target.
            let rest = track.lastEnd ?? 0
            XCTAssertGreaterThan(rest, 0.4)
            for t in stride(from: 0.05, through: 1.5, by: 0.05) {
                if t >= rest { XCTAssertEqual(track.value(at: t), 1); continue }
                XCTAssertEqual(track.value(at: t), closedForm(mass: m, stiffness: k, damping: c, at: t), accuracy: 1e-9,
                               "m \(m) k \(k) c \(c) at \(t)")
            }
        }
    }

    func testAnInitialVelocityStartsTheMoveMoving() {
        // k = 100, c = 10, v₀ = 2 (twice the move a second): with ω_d = 8.66025,
        // x = 1 − e^(−5t)(cos ω_d t + (5 − 2)/ω_d · sin ω_d t), at the step shown.
        var track = AnimatedValue(0)
        track.set(1, at: 0, animation: .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2))
        let wd = 75.0.squareRoot()
        for time in [0.1, 0.2, 0.4] {
            var t = 0.0
            while t < time { t += 1.0 / 300.0 }
            let expected = 1 - exp(-5 * t) * (cos(wd * t) + 3 / wd * sin(wd * t))
            XCTAssertEqual(track.value(at: time), expected, accuracy: 1e-9, "at \(time)")
        }
        // It is ahead of the move from rest: v₀ > 0 heads for the target.
        var still = AnimatedValue(0)
        still.set(1, at: 0, animation: .interpolatingSpring(stiffness: 100, damping: 10))
        XCTAssertGreaterThan(track.value(at: 0.1), still.value(at: 0.1))
    }

    func testNoPositiveStiffnessOrDampingTrapsNorHangs() {
        for (m, k, c) in [(0.0, 100.0, 10.0), (1.0, 0.0, 10.0), (1.0, -5.0, 1.0), (1.0, 100.0, -1.0), (.nan, .infinity, .nan)] {
            var track = AnimatedValue(0)
            track.set(1, at: 0, animation: .interpolatingSpring(mass: m, stiffness: k, damping: c))
            XCTAssertTrue(track.value(at: 0.5).isFinite, "m \(m) k \(k) c \(c)")
        }
    }

    func testTheDurationAndBounceFormIsThatSpring() throws {
        let s = try XCTUnwrap(Animation.interpolatingSpring(duration: 0.8, bounce: 0.25).spring)
        XCTAssertEqual(s.response, 0.8)
        XCTAssertEqual(s.dampingFraction, 0.75, accuracy: 1e-12)
    }
}
