import Motion
import Scene
import SourceRuntime
import XCTest

/// `.blurReplace`: transparent, blurred by 7 pt and scaled by 0.9 away from the identity
/// (SwiftUI's constants); `.upUp` removes at 1.1. Played linearly, half-way in each direction
/// the view is half-way between the two ends.
final class BlurReplaceTests: XCTestCase {
    private func file(_ transition: String) -> String {
        """
        struct V: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Text("Title")
                    if shown {
                        Text("New").transition(\(transition))
                    }
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(.linear(duration: 1)) { shown = true } }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { withAnimation(.linear(duration: 1)) { shown = false } }
                }
            }
        }
        """
    }

    private func badge(_ p: ScenePlayer) -> PresentedNode? { p.present().nodes.first { $0.node.text == "New" } }

    private func check(_ transition: String, removalScale: Double) throws {
        let p = try play(file(transition))
        // Inserting: a quarter of the way in, three quarters of the way from the active end.
        p.seek(to: 1.25)
        var b = try XCTUnwrap(badge(p))
        XCTAssertEqual(b.opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(b.blur, 7 * 0.75, accuracy: 1e-9)
        XCTAssertEqual(b.scale.x, 0.9 + 0.1 * 0.25, accuracy: 1e-9)
        XCTAssertEqual(b.scale.y, 0.9 + 0.1 * 0.25, accuracy: 1e-9)
        p.seek(to: 2.5)
        b = try XCTUnwrap(badge(p))
        XCTAssertEqual(b.opacity, 1)
        XCTAssertEqual(b.blur, 0)
        XCTAssertEqual(b.scale.x, 1)
        // Removing: half-way to the active end.
        p.seek(to: 3.5)
        b = try XCTUnwrap(badge(p))
        XCTAssertEqual(b.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.blur, 3.5, accuracy: 1e-9)
        XCTAssertEqual(b.scale.x, 1 + (removalScale - 1) * 0.5, accuracy: 1e-9)
        p.seek(to: 4.5)
        XCTAssertNil(badge(p))
    }

    func testBlurReplaceFadesBlursBySevenAndScalesByNineTenthsBothWays() throws {
        try check(".blurReplace", removalScale: 0.9)
        try check(".blurReplace(.downUp)", removalScale: 0.9)
    }

    func testBlurReplaceUpUpRemovesAtElevenTenths() throws {
        try check(".blurReplace(.upUp)", removalScale: 1.1)
    }
}
