import Scene
import SourceRuntime
import XCTest

/// Conditionals that change together each run their own insertion and removal, as a single
/// `if` does; a view that appears with views inside it fades once, as a whole.
final class SiblingTransitionTests: XCTestCase {
    private func file(_ content: String) -> String {
        """
        struct V: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Text("Title")
                    \(content)
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(.linear(duration: 1)) { on = true } }
                }
            }
        }
        """
    }

    private func node(_ p: ScenePlayer, _ text: String) -> PresentedNode? { p.present().nodes.first { $0.node.text == text } }

    private func checkSwap(_ content: String, insertion: (PresentedNode) -> Double, removal: (PresentedNode) -> Double) throws {
        let p = try play(file(content))
        p.seek(to: 0.5)
        XCTAssertNil(node(p, "A"))
        XCTAssertNotNil(node(p, "B"))
        // Half-way through the linear second: A half in, B half out where it was.
        p.seek(to: 1.5)
        let a = try XCTUnwrap(node(p, "A"), "A inserted")
        let b = try XCTUnwrap(node(p, "B"), "B still leaving")
        XCTAssertEqual(insertion(a), 0.5, accuracy: 1e-9)
        XCTAssertEqual(removal(b), 0.5, accuracy: 1e-9)
        p.seek(to: 2.5)
        XCTAssertNil(node(p, "B"), "B gone once its removal ends")
        XCTAssertEqual(try XCTUnwrap(node(p, "A")).opacity, 1)
    }

    func testTheTwoBranchesOfAnIfElseEachPlayTheirTransition() throws {
        try checkSwap("""
        if on {
            Text("A")
        } else {
            Text("B")
        }
        """, insertion: \.opacity, removal: \.opacity)
    }

    func testTwoIfsChangingTogetherEachPlayTheirTransition() throws {
        try checkSwap("""
        if on { Text("A").transition(.scale) }
        if !on { Text("B").transition(.scale) }
        """, insertion: { $0.scale.x }, removal: { $0.scale.x })
    }

    func testAViewInsertedWithViewsInsideFadesOnceAsAWhole() throws {
        let p = try play(file("if on { VStack { Text(\"A\"); Text(\"C\") } }"))
        p.seek(to: 1.5)
        let nodes = p.present().nodes
        let a = try XCTUnwrap(nodes.first { $0.node.text == "A" })
        XCTAssertEqual(a.opacity, 1, "the text itself does not fade")
        XCTAssertEqual(a.effectiveOpacity, 0.5, accuracy: 1e-9, "its stack fades, once")
    }
}
