import Motion
import Scene
import SourceRuntime
import XCTest

/// withAnimation's completions, Spring values and the scoped `.animation(_:body:)`.
final class CompletionTests: XCTestCase {
    private func glyph(_ p: ScenePlayer, _ text: String) -> PresentedNode? { p.present().nodes.first { $0.node.text == text } }

    func testACompletionStartsASecondAnimation() throws {
        let p = try play("""
        struct V: View {
            @State private var x = 0.0
            @State private var y = 0.0
            var body: some View {
                Text("a").offset(x: x, y: y).onAppear {
                    withAnimation(.linear(duration: 0.5).delay(0.25)) { x = 100 } completion: {
                        withAnimation(.linear(duration: 1)) { y = 50 }
                    }
                }
            }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(glyph(p, "a")).offset.x, 50, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(glyph(p, "a")).offset.y, 0)
        // The curve ends at 0.75 s and is over, logically complete, on the next frame (0.7667 s):
        // the second animation starts there.
        p.seek(to: 1.25)
        XCTAssertEqual(try XCTUnwrap(glyph(p, "a")).offset.y, 50 * (1.25 - 46.0 / 60), accuracy: 1e-9)
        p.seek(to: 2)
        XCTAssertEqual(try XCTUnwrap(glyph(p, "a")).offset.y, 50, accuracy: 1e-9)
    }

    func testASpringsCompletionWaitsForItsDurationOrForRest() throws {
        let source = { (criteria: String) in """
        struct V: View {
            @State private var on = false
            @State private var done = "no"
            var body: some View {
                VStack {
                    Text("a").opacity(on ? 1 : 0)
                    Text(done)
                }
                .onAppear {
                    withAnimation(.spring(Spring(duration: 0.4, bounce: 0.3))\(criteria)) { on = true } completion: { done = "yes" }
                }
            }
        }
        """ }
        let logical = try play(source(""))
        logical.seek(to: 0.39)
        XCTAssertNotNil(glyph(logical, "no"))
        logical.seek(to: 0.41)
        XCTAssertNotNil(glyph(logical, "yes"), "a spring is logically complete at its duration")
        let removed = try play(source(", completionCriteria: .removed"))
        var track = AnimatedValue(0)
        track.set(1, at: 0, animation: .spring(duration: 0.4, bounce: 0.3))
        let rest = try XCTUnwrap(track.lastEnd)
        XCTAssertGreaterThan(rest, 0.6)
        removed.seek(to: rest - 0.01)
        XCTAssertNotNil(glyph(removed, "no"))
        removed.seek(to: rest + 0.01)
        XCTAssertNotNil(glyph(removed, "yes"))
    }

    func testTheScopedAnimationCoversOnlyItsBody() throws {
        let p = try play("""
        struct V: View {
            @State private var on = false
            var body: some View {
                Text("a")
                    .offset(x: on ? 100 : 0)
                    .animation(.linear(duration: 1)) { $0.opacity(on ? 1 : 0.2) }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { on = true } }
            }
        }
        """)
        p.seek(to: 1.5)
        let a = try XCTUnwrap(glyph(p, "a"))
        XCTAssertEqual(a.opacity, 0.6, accuracy: 1e-9, "the body's opacity animates")
        XCTAssertEqual(a.offset.x, 100, "the offset outside the body jumps")
    }
}
