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

    /// `Canvas { … } symbols: { … }`: the renderer is the first closure (it drew nothing when the
    /// symbols' closure was taken for it); a symbol that is a filled shape is drawn centred on
    /// the point given, moved by its offset; a `.colorMultiply` filter is not drawn, and said.
    func testACanvasDrawsItsShapeSymbolsAndSaysWhatItLeavesOut() throws {
        let log = WarningLog()
        defer { log.stop() }
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Canvas { ctx, size in
                    ctx.addFilter(.colorMultiply(.green))
                    let dot = ctx.resolveSymbol(id: 0)!
                    ctx.draw(dot, at: CGPoint(x: 20, y: 20))
                    if ctx.resolveSymbol(id: 7) == nil { ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red)) }
                } symbols: {
                    Circle().fill(.blue).frame(width: 10, height: 10).offset(x: 5).tag(0)
                }
                .frame(width: 100, height: 100)
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let canvas = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path })
        let items = try XCTUnwrap(canvas.path).items
        XCTAssertEqual(items.count, 2)
        // The dot: 10 across, centred on (20, 20) and moved 5 right: x 20…30, y 15…25 in the canvas.
        let dot = items[0].path.controlBounds
        XCTAssertEqual(dot.x - canvas.frame.x, 20, accuracy: 1e-9)
        XCTAssertEqual(dot.y - canvas.frame.y, 15, accuracy: 1e-9)
        XCTAssertEqual(dot.width, 10, accuracy: 1e-9)
        XCTAssertEqual(items[0].color, Color(red: 0, green: 122 / 255, blue: 1), "systemBlue")
        XCTAssertEqual(items[1].color, Color(red: 1, green: 59 / 255, blue: 48 / 255), "no symbol 7: the red square")
        XCTAssertTrue(log.warnings.contains { $0.contains("colorMultiply filter is not drawn") }, "\(log.warnings)")
    }
}
