import Motion
import Scene
import SourceRuntime
import XCTest

/// Phase animators step through their phases as each step's animation completes.
final class PhaseAnimatorTests: XCTestCase {
    private func glyph(_ p: ScenePlayer) -> PresentedNode? { p.present().nodes.first { $0.node.text == "♥" } }

    func testATriggerRunsThroughThePhasesOnceAndBack() throws {
        let p = try play("""
        struct V: View {
            @State private var taps = 0
            var body: some View {
                Text("♥")
                    .phaseAnimator([1.0, 1.5, 0.8], trigger: taps) { content, scale in
                        content.scaleEffect(scale)
                    } animation: { scale in
                        scale == 1.5 ? .linear(duration: 0.2) : .linear(duration: 0.4)
                    }
                    .onTapGesture { taps += 1 }
            }
        }
        """)
        p.seek(to: 1)
        let heart = try XCTUnwrap(glyph(p))
        XCTAssertEqual(heart.scale.x, 1, "idle until the trigger changes")
        XCTAssertTrue(p.tap(at: Point(heart.frame.x + 3, heart.frame.y + 3)))
        // 1 → 1.5 over 0.2 s, then 1.5 → 0.8 over 0.4 s, then back 0.8 → 1 over 0.4 s.
        let checks: [(Double, Double)] = [(1.1, 1.25), (1.2, 1.5), (1.4, 1.15), (1.6, 0.8), (1.8, 0.9), (2.0, 1.0), (3.0, 1.0)]
        for (t, s) in checks {
            p.seek(to: t)
            XCTAssertEqual(try XCTUnwrap(glyph(p)).scale.x, s, accuracy: 1e-6, "at \(t)")
        }
        XCTAssertTrue(p.scene.isSettled(at: 3), "a run ends at the first phase")
    }

    func testWithoutATriggerTheViewFormCyclesForEver() throws {
        let p = try play("""
        struct V: View {
            var body: some View {
                PhaseAnimator([0.0, 1.0]) { value in
                    Text("♥").opacity(0.2 + 0.8 * value)
                } animation: { _ in .easeInOut(duration: 0.5) }
            }
        }
        """)
        for k in 0..<6 {
            let t = 0.5 * Double(k) + 0.25
            p.seek(to: t)
            let up = k % 2 == 0
            let e = UnitBezier.easeInOut(0.5)
            XCTAssertEqual(try XCTUnwrap(glyph(p)).opacity, 0.2 + 0.8 * (up ? e : 1 - e), accuracy: 1e-6, "at \(t)")
        }
        XCTAssertFalse(p.scene.isSettled(at: 10))
    }
}
