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
        // y: a bouncy spring towards −40 for 0.3 s, then a spring back to 0 from wherever it was.
        var first = AnimatedValue(0)
        first.set(-40, at: 1, animation: .bouncy)
        for t in [1.05, 1.15, 1.25] {
            p.seek(to: t)
            XCTAssertEqual(try XCTUnwrap(star(p)).offset.y, first.value(at: t), accuracy: 1e-6, "y at \(t)")
        }
        p.seek(to: 1.45)
        let back = try XCTUnwrap(star(p)).offset.y
        XCTAssertTrue(back < 0 && back > first.value(at: 1.3), "heading back to 0: \(back)")
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
}
