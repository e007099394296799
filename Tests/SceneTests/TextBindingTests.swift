import Motion
import Scene
import XCTest

/// `Text(state)` through `Node.bindText`: the string shown follows state, and layout follows
/// the string, at once unless the change comes with an animation.
final class TextBindingTests: XCTestCase {
    private let font = FontSpec.custom("x", size: 10)

    /// Two characters side by side; the first shows `shown`.
    private func scene() -> (Scene, StateValue<String>, Node, Node) {
        let s = Scene(size: Size(200, 100), metrics: FixedMetrics())
        let shown = s.state("あ")
        let a = s.makeNode(.glyph, font: font).bindText { shown.value }
        let b = s.makeNode(.glyph, text: "い", font: font)
        s.root.add(a); s.root.add(b)
        s.layout = .hstack(spacing: 0, children: [.node(a), .node(b)], container: nil)
        return (s, shown, a, b)
    }

    func testTheNodeShowsTheStateAndLayoutFollows() {
        let (s, shown, a, b) = scene()
        XCTAssertEqual(a.text, "あ")
        XCTAssertEqual(b.frame(at: 0).x - a.frame(at: 0).x, 10)
        s.update { shown.value = "x" }
        // Reading a frame runs the pending layout pass.
        XCTAssertEqual(a.modelFrame.width, 6)
        let p = s.present(at: 0)
        XCTAssertEqual(p.nodes[0].node.text, "x")
        // "x" is 6 wide with FixedMetrics: the pair is re-centred and b follows a at once.
        XCTAssertEqual(p.nodes[0].frame.width, 6)
        XCTAssertEqual(p.nodes[1].frame.x - p.nodes[0].frame.x, 6)
        XCTAssertEqual(p.nodes[0].frame.x, (200 - 16) / 2)
        XCTAssertEqual(a.id, 0, "the node keeps its identity")
    }

    func testAnUnanimatedChangeIsNotAnimatedByALaterAnimatedOneAtTheSameTime() {
        let (s, shown, _, b) = scene()
        let other = s.state(0.0)
        b.opacity { other.value }
        s.update { shown.value = "x" }
        s.update(animation: .linear(duration: 1)) { other.value = 1 }
        // b's frame moved with the unanimated change: at once, not over the linear second.
        XCTAssertEqual(b.frame(at: 0.5).x, b.modelFrame.x)
        XCTAssertFalse(b.tracks[.frameX].isAnimating(at: 0.5))
        XCTAssertEqual(b.value(.opacity, at: 0.5), 0.5, accuracy: 1e-9)
    }

    func testAnAnimatedChangeAnimatesTheFrames() {
        let (s, shown, _, b) = scene()
        let before = b.modelFrame.x
        s.update(animation: .linear(duration: 1)) { shown.value = "x" }
        let after = b.modelFrame.x
        XCTAssertNotEqual(before, after)
        XCTAssertEqual(b.frame(at: 0.5).x, (before + after) / 2, accuracy: 1e-9)
    }

    func testScriptsSeeTheNewLayoutAtTheirNextEvent() {
        let (s, shown, a, _) = scene()
        var seen = 0.0
        s.clock.after(0.1) { s.update { shown.value = "x" } }
        s.clock.after(0.2) { seen = a.modelFrame.width }
        s.advance(to: 1)
        XCTAssertEqual(seen, 6)
    }
}
