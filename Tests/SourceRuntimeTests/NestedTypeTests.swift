import Scene
import SourceRuntime
import XCTest

/// A SwiftUI type nested in another, written out in full, is that type: its statics and
/// initialisers are reached through it.
final class NestedTypeTests: XCTestCase {
    func testGraphicsContextShadingAndFontWeightWrittenInFull() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Canvas { ctx, size in
                        let shading = GraphicsContext.Shading.color(.red)
                        ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: shading)
                    }
                    .frame(width: 50, height: 50)
                    Text("A").fontWeight(Font.Weight.bold)
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let canvas = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path })
        XCTAssertEqual(try XCTUnwrap(canvas.path).items.map(\.color), [Color(red: 1, green: 59 / 255, blue: 48 / 255)],
                       "systemRed, #FF3B30")
    }
}
