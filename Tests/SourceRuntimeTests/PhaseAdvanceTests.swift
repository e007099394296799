import Motion
import Scene
import SourceRuntime
import XCTest

/// A phase whose change animates nothing advances at once; a cycle that animates nothing stops.
final class PhaseAdvanceTests: XCTestCase {
    private func glyph(_ p: ScenePlayer) -> PresentedNode? { p.present().nodes.first { $0.node.text == "♥" } }

    private func offsets(_ phases: String, _ animation: String, at times: [Double]) throws -> [Double] {
        let p = try play("""
        struct V: View {
            var body: some View {
                Text("♥")
                    .phaseAnimator(\(phases)) { content, y in
                        content.offset(y: y)
                    } animation: { y in \(animation) }
            }
        }
        """)
        return try times.map { t in
            p.seek(to: t)
            return try XCTUnwrap(glyph(p)).offset.y
        }
    }

    func testAPhaseThatChangesNothingDoesNotHold() throws {
        // Measured on a device: [0, -100, -100] goes 0 → −100 → 0 without holding at −100.
        // 0 → −100 over 0.5 s; −100 → −100 animates nothing and advances at once; −100 → 0 over 0.5 s.
        let got = try offsets("[0.0, -100.0, -100.0]", ".linear(duration: 0.5)", at: [0.25, 0.5, 0.75, 1.0, 1.25, 1.75])
        let expected = [-50.0, -100, -50, 0, -50, -50]
        for (g, e) in zip(got, expected) { XCTAssertEqual(g, e, accuracy: 1e-6) }
    }

    func testAPhaseWithoutAnAnimationJumpsAndAdvancesAtOnce() throws {
        // 0 → 50 with nil: a jump, and at once 50 → 100 over 0.5 s; then 100 → 0 over 0.5 s.
        let got = try offsets("[0.0, 50.0, 100.0]", "y == 50 ? nil : .linear(duration: 0.5)", at: [0.25, 0.5, 0.75])
        let expected = [75.0, 100, 50]
        for (g, e) in zip(got, expected) { XCTAssertEqual(g, e, accuracy: 1e-6) }
    }

    func testACycleOfNilAnimationsStopsAtTheFirstPhase() throws {
        let p = try play("""
        struct V: View {
            var body: some View {
                Text("♥")
                    .phaseAnimator([0.0, 40.0, 80.0]) { content, y in
                        content.offset(y: y)
                    } animation: { _ in nil }
            }
        }
        """)
        p.seek(to: 30)
        XCTAssertEqual(try XCTUnwrap(glyph(p)).offset.y, 0)
        XCTAssertTrue(p.scene.isSettled(at: 30))
    }
}
