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
    /// symbols' closure was taken for it); the symbols and an `.alphaThreshold` filter are not
    /// drawn and said so, the canvas's paths are.
    func testACanvasWithSymbolsDrawsItsPathsAndSaysWhatItLeavesOut() throws {
        let log = WarningLog()
        defer { log.stop() }
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Canvas { ctx, size in
                    ctx.addFilter(.alphaThreshold(min: 0.5, color: .black))
                    let dot = ctx.resolveSymbol(id: 0)!
                    ctx.draw(dot, at: CGPoint(x: 10, y: 10))
                    ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                } symbols: {
                    Circle().frame(width: 10, height: 10).tag(0)
                }
                .frame(width: 100, height: 100)
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let canvas = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path })
        XCTAssertEqual(try XCTUnwrap(canvas.path).items.count, 1)
        XCTAssertTrue(log.warnings.contains { $0.contains("alphaThreshold filter is not drawn") }, "\(log.warnings)")
        XCTAssertTrue(log.warnings.contains { $0.contains("symbols (resolveSymbol, draw of a symbol) are not drawn") }, "\(log.warnings)")
    }
}
