import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// How long a spring keyframe without a duration lasts: its spring's settling duration for the
/// move it makes, from the velocity it starts with, at rest within 0.0001.
final class KeyframeSpringTests: XCTestCase {

    func testASpringKeyframeWithoutADurationLastsItsMovesSettlingDuration() throws {
        // Measured on real SwiftUI: Spring(duration: 0.4, bounce: 0.3) to 10 lasts 1.273 s.
        let got = try numbers("""
        let t = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10, spring: Spring(duration: 0.4, bounce: 0.3))
        }
        """, "String(t.duration)")
        XCTAssertEqual(got.count, 1)
        XCTAssertEqual(got.first ?? 0, 1.273, accuracy: 0.0005)
    }

    func testASpringKeyframeFollowsTheClosedFormRealSwiftUIShows() throws {
        // Real SwiftUI: a SpringKeyframe to 10 on Spring(duration: 0.4, bounce: 0) shows
        // 1.860 / 4.656 / 9.864 at 0.05 / 0.1 / 0.4 s (the fixed-step integrator: 1.820 / 4.805 / 9.840).
        let got = try numbers("""
        let t = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10, duration: 1, spring: Spring(duration: 0.4, bounce: 0))
        }
        """, "[0.05, 0.1, 0.4].map { String(t.value(time: $0)) }.joined(separator: \" \")")
        let expected = [1.860, 4.656, 9.864]
        XCTAssertEqual(got.count, expected.count)
        for (g, e) in zip(got, expected) { XCTAssertEqual(g, e, accuracy: 0.0005) }
    }

    func testASpringAfterALinearKeyframeMovesFromItsEndVelocity() throws {
        // 0 → 5 over 0.5 s ends at 10 /s. Critically damped (λ = 2π/0.4), a move of Δ = 5 from
        // v0 = 10: x(t) = Δ − e^(−λt)·(Δ + (λΔ − v0)·t) after the linear keyframe.
        let got = try numbers("""
        let t = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(5, duration: 0.5)
            SpringKeyframe(10, duration: 1, spring: Spring(duration: 0.4, bounce: 0))
        }
        """, "[0.55, 0.6, 0.8].map { String(t.value(time: $0)) }.joined(separator: \" \")")
        let l = 2 * Double.pi / 0.4
        let expected = [0.05, 0.1, 0.3].map { e in 5 + 5 - exp(-l * e) * (5 + (l * 5 - 10) * e) }
        XCTAssertEqual(got.count, expected.count)
        for (g, want) in zip(got, expected) { XCTAssertEqual(g, want, accuracy: 1e-9) }
    }

    func testAfterALinearKeyframeTheSpringStartsWithItsEndVelocity() throws {
        // 0 → 5 over 0.5 s ends at 10 /s; the spring's move is +5 from 10 /s. Under-damped
        // (ζ = 0.7): its envelope (|λ·5 − 10| + 5)·e^(−λt) meets 0.0001 at its end.
        let got = try numbers("""
        let t = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(5, duration: 0.5)
            SpringKeyframe(10, spring: Spring(duration: 0.4, bounce: 0.3))
        }
        """, "String(t.duration)")
        let l = 0.7 * 2 * Double.pi / 0.4
        let settle = log((abs(l * 5 - 10) + 5) / 0.0001) / l
        XCTAssertEqual(got.count, 1)
        XCTAssertEqual(got.first ?? 0, 0.5 + settle, accuracy: 1e-9)
        // From rest it would have lasted another length.
        XCTAssertNotEqual(got.first ?? 0, 0.5 + log(((l * 5) + 5) / 0.0001) / l, accuracy: 1e-3)
    }
}
