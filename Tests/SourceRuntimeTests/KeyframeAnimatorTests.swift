import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// Keyframe animators play their tracks on the properties that show them.
final class KeyframeAnimatorTests: XCTestCase {
    private let source = """
    struct Values {
        var scale = 1.0
        var y = 0.0
    }
    struct V: View {
        @State private var taps = 0
        var body: some View {
            Text("★")
                .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
                    content.scaleEffect(value.scale).offset(y: value.y)
                } keyframes: { _ in
                    KeyframeTrack(\\.scale) {
                        LinearKeyframe(1.5, duration: 0.2)
                        MoveKeyframe(0.5)
                        LinearKeyframe(1.0, duration: 0.4, timingCurve: .easeInOut)
                    }
                    KeyframeTrack(\\.y) {
                        SpringKeyframe(-40, duration: 0.3, spring: .bouncy)
                        SpringKeyframe(0, spring: Spring(duration: 0.5, bounce: 0))
                    }
                }
                .onTapGesture { taps += 1 }
        }
    }
    """

    private func star(_ p: ScenePlayer) -> PresentedNode? { p.present().nodes.first { $0.node.text == "★" } }

    func testLinearMoveAndSpringKeyframesPlayInTurnOnATrigger() throws {
        let p = try play(source)
        p.seek(to: 1)
        let s = try XCTUnwrap(star(p))
        XCTAssertEqual(s.scale.x, 1)
        XCTAssertEqual(s.offset.y, 0)
        XCTAssertTrue(p.tap(at: Point(s.frame.x + 3, s.frame.y + 3)))
        // Scale: 1 → 1.5 linearly over 0.2 s, a jump to 0.5, then easeInOut to 1 over 0.4 s.
        for (t, expected) in [(1.1, 1.25), (1.15, 1.375), (1.2, 0.5), (1.4, 0.5 + 0.5 * UnitBezier.easeInOut(0.5)), (1.6, 1.0), (2.5, 1.0)] {
            p.seek(to: t)
            XCTAssertEqual(try XCTUnwrap(star(p)).scale.x, expected, accuracy: 1e-6, "scale at \(t)")
        }
        // y: a bouncy spring (duration 0.5, bounce 0.3: ζ = 0.7) towards −40 for 0.3 s, in closed
        // form, then a spring back to 0 from wherever it was.
        let w0 = 2 * Double.pi / 0.5, l = 0.7 * w0, wd = w0 * (1 - 0.49).squareRoot()
        func first(_ e: Double) -> Double { -40 * (1 - exp(-l * e) * (cos(wd * e) + l / wd * sin(wd * e))) }
        for t in [1.05, 1.15, 1.25] {
            p.seek(to: t)
            XCTAssertEqual(try XCTUnwrap(star(p)).offset.y, first(t - 1), accuracy: 1e-6, "y at \(t)")
        }
        p.seek(to: 1.45)
        let back = try XCTUnwrap(star(p)).offset.y
        XCTAssertTrue(back < 0 && back > first(0.3), "heading back to 0: \(back)")
        p.seek(to: 4)
        XCTAssertEqual(try XCTUnwrap(star(p)).offset.y, 0, accuracy: 1e-9)
        XCTAssertTrue(p.scene.isSettled(at: 4))
    }

    func testARepeatingAnimatorStartsOverWhenItsLongestTrackEnds() throws {
        let p = try play("""
        struct V: View {
            var body: some View {
                Text("★").keyframeAnimator(initialValue: 0.0, repeating: true) { content, y in
                    content.offset(y: y)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(-30.0, duration: 0.5)
                        LinearKeyframe(0.0, duration: 0.5)
                    }
                }
            }
        }
        """)
        for (t, y) in [(0.25, -15.0), (0.5, -30.0), (0.75, -15.0), (1.25, -15.0), (2.5, -30.0)] {
            p.seek(to: t)
            XCTAssertEqual(try XCTUnwrap(star(p)).offset.y, y, accuracy: 1e-6, "at \(t)")
        }
    }

    /// A repeating animator of one track of `keyframes`, its value shown as `content` makes it.
    private func looping(_ keyframes: String, content: String = "content.offset(y: y)") throws -> ScenePlayer {
        try play("""
        struct V: View {
            var body: some View {
                Text("★").keyframeAnimator(initialValue: 0.0, repeating: true) { content, y in
                    \(content)
                } keyframes: { _ in
                    KeyframeTrack {
                        \(keyframes)
                    }
                }
            }
        }
        """)
    }

    private func y(_ p: ScenePlayer, at t: Double) throws -> Double {
        p.seek(to: t)
        return try XCTUnwrap(star(p)).offset.y
    }

    func testTheContentIsEvaluatedEveryFrameSoArithmeticOnTheValuePlays() throws {
        // SwiftUI calls the content with the value of each frame: `value * 2 + 5` follows it.
        let p = try looping("LinearKeyframe(-30.0, duration: 1)", content: "content.offset(y: y * 2 + 5).rotationEffect(.degrees(-y * 3))")
        for t in [0.1, 0.25, 0.6, 0.9] {
            p.seek(to: t)
            let s = try XCTUnwrap(star(p))
            XCTAssertEqual(s.offset.y, -30 * t * 2 + 5, accuracy: 1e-6, "offset at \(t)")
            XCTAssertEqual(s.rotation, 90 * t, accuracy: 1e-6, "rotation at \(t)")
        }
    }

    func testARunEndsAtItsLastValueAndTheSceneSettles() throws {
        let p = try play("""
        struct V: View {
            @State private var go = false
            var body: some View {
                Text("★").keyframeAnimator(initialValue: 1.0, trigger: go) { content, s in
                    content.scaleEffect(s * s).opacity(s > 1.5 ? 0.5 : 1)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(2.0, duration: 0.4)
                    }
                }
                .onAppear { go = true }
            }
        }
        """)
        p.seek(to: 0.2)
        XCTAssertEqual(try XCTUnwrap(star(p)).scale.x, 1.5 * 1.5, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(star(p)).opacity, 1)
        XCTAssertFalse(p.scene.isSettled(at: 0.2))
        p.seek(to: 0.3)
        XCTAssertEqual(try XCTUnwrap(star(p)).opacity, 0.5, "a branch on the value follows it too")
        for t in [0.4, 0.5, 3.0] {
            p.seek(to: t)
            XCTAssertEqual(try XCTUnwrap(star(p)).scale.x, 4, accuracy: 1e-9, "held at the end at \(t)")
        }
        XCTAssertTrue(p.scene.isSettled(at: 3))
    }

    func testAdjacentCubicKeyframesAreACatmullRomSpline() throws {
        // Points 0, 10, 30, 20 a second apart; velocities 0 (start), (30 − 0) / 2, (20 − 10) / 2, 0 (end).
        let p = try looping("CubicKeyframe(10.0, duration: 1)\nCubicKeyframe(30.0, duration: 1)\nCubicKeyframe(20.0, duration: 1)")
        func hermite(_ p0: Double, _ v0: Double, _ p1: Double, _ v1: Double, _ s: Double) -> Double {
            (2 * s * s * s - 3 * s * s + 1) * p0 + (s * s * s - 2 * s * s + s) * v0 + (-2 * s * s * s + 3 * s * s) * p1 + (s * s * s - s * s) * v1
        }
        XCTAssertEqual(try y(p, at: 0.5), 3.125, accuracy: 1e-9)
        XCTAssertEqual(try y(p, at: 1.5), 21.25, accuracy: 1e-9)
        XCTAssertEqual(try y(p, at: 1.0), 10, accuracy: 1e-9, "through the keyframe values")
        XCTAssertEqual(try y(p, at: 2.25), hermite(30, 5, 20, 0, 0.25), accuracy: 1e-9)
        // The velocity is continuous across a keyframe: 15 on both sides of t = 1.
        let h = 1e-4
        XCTAssertEqual((try y(p, at: 1) - y(p, at: 1 - h)) / h, 15, accuracy: 0.01)
        XCTAssertEqual((try y(p, at: 1 + h) - y(p, at: 1)) / h, 15, accuracy: 0.01)
    }

    func testOverUnequalDurationsTheSplineKeepsItsVelocity() throws {
        // Points 0, 10, 30 at 0, 1 and 3 s: the velocity at 10 is (30 − 0) / (3 − 0) = 10 on both sides.
        let p = try looping("CubicKeyframe(10.0, duration: 1)\nCubicKeyframe(30.0, duration: 2)")
        XCTAssertEqual(try y(p, at: 0.5), 0.5 * 10 - 0.125 * 1 * 10, accuracy: 1e-9)
        XCTAssertEqual(try y(p, at: 2), 0.5 * 10 + 0.125 * 2 * 10 + 0.5 * 30, accuracy: 1e-9)
        let h = 1e-4
        XCTAssertEqual((try y(p, at: 1) - y(p, at: 1 - h)) / h, 10, accuracy: 0.01)
        XCTAssertEqual((try y(p, at: 1 + h) - y(p, at: 1)) / h, 10, accuracy: 0.01)
    }

    func testVelocitiesCarryBetweenCubicAndOtherKeyframes() throws {
        // After a linear keyframe (velocity 10) the cubic starts at 10 and rests at its end.
        let after = try looping("LinearKeyframe(10.0, duration: 1)\nCubicKeyframe(10.0, duration: 1)")
        XCTAssertEqual(try y(after, at: 1.5), 0.5 * 10 + 0.125 * 10 + 0.5 * 10, accuracy: 1e-9)
        // Before a linear keyframe the cubic ends with its velocity, (20 − 10) / 1.
        let before = try looping("CubicKeyframe(10.0, duration: 1)\nLinearKeyframe(20.0, duration: 1)")
        XCTAssertEqual(try y(before, at: 0.5), 0.5 * 10 - 0.125 * 10, accuracy: 1e-9)
        // Given velocities win.
        let given = try looping("CubicKeyframe(10.0, duration: 1, startVelocity: 20, endVelocity: 0)")
        XCTAssertEqual(try y(given, at: 0.5), 0.125 * 20 + 0.5 * 10, accuracy: 1e-9)
        // A spring after a linear keyframe starts with its velocity: it overshoots a target it
        // starts at, as a critically damped spring (ω = 2π / 0.5) from velocity 10 does: 10·t·e^(−ωt).
        let spring = try looping("LinearKeyframe(10.0, duration: 1)\nSpringKeyframe(10.0, duration: 1)")
        let omega = 2 * Double.pi / 0.5
        XCTAssertEqual(try y(spring, at: 1.1), 10 + 10 * 0.1 * exp(-omega * 0.1), accuracy: 0.01)
        XCTAssertEqual(try y(spring, at: 0.5), 5, accuracy: 1e-9)
    }
}
