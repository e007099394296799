import Scene
import SourceRuntime
import XCTest

/// A renderer's `Text.Layout`: runs in their own fonts with their own slices, and a line per
/// line of the text (at "\n", and wrapped at the width it is offered). (FixedMetrics: an
/// ASCII character is 0.6 × size wide, ascent 0.8 × size, line spacing 1.25 × size.)
final class TextRendererLinesTests: XCTestCase {
    private func glyphs(_ renderer: String, _ body: String) throws -> [PresentedNode] {
        let p = try play("import SwiftUI\n\(renderer)\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n")
        let nodes = p.present().nodes.filter { $0.node.kind == .glyph || $0.node.text == "\n" }
        if let failure = p.scene.failure { XCTFail(failure.headline) }
        return nodes
    }

    func testRunsOfOtherFontsHaveTheirOwnSlicesAndBounds() throws {
        // Each slice drawn at the opacity of its width / 100, each run moved down by 100 × its index.
        let g = try glyphs("""
        struct Widths: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                for (i, run) in layout.flattenedRuns.enumerated() {
                    for slice in run {
                        var copy = context
                        copy.opacity = slice.typographicBounds.width / 100
                        copy.translateBy(x: 0, y: Double(i) * 100 + run.typographicBounds.ascent)
                        copy.draw(slice)
                    }
                }
            }
        }
        """, "        (Text(\"Big\").font(.system(size: 40)) + Text(\"small\").foregroundColor(.red)).font(.system(size: 10)).textRenderer(Widths())")
        XCTAssertEqual(g.map(\.node.text).joined(), "Bigsmall")
        for (i, n) in g.enumerated() {
            let size = i < 3 ? 40.0 : 10
            XCTAssertEqual(n.node.font?.size, size, "glyph \(i)")
            XCTAssertEqual(n.node.color, i < 3 ? Color.primary : Color.red, "glyph \(i)")
            XCTAssertEqual(n.opacity, 0.6 * size / 100, accuracy: 1e-9, "glyph \(i)'s slice width")
            XCTAssertEqual(n.offset.y, (i < 3 ? 0 : 100) + 0.8 * size, accuracy: 1e-9, "glyph \(i)'s run and its ascent")
        }
        // On one baseline.
        XCTAssertEqual(g[0].frame.y + 32, g[3].frame.y + 8, accuracy: 1e-9)
    }

    private let lines = """
    struct Lines: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for (i, line) in layout.enumerated() {
                var copy = context
                copy.translateBy(x: Double(i) * 10, y: 0)
                copy.opacity = 1 - Double(i) * 0.25 - line.typographicBounds.rect.minY / 1000
                copy.draw(line)
            }
        }
    }
    """

    func testLinesBreakAtNewlinesAndEachIsDrawnOnItsOwn() throws {
        let g = try glyphs(lines, "        Text(\"ab\\ncd\\nef\").font(.system(size: 20)).textRenderer(Lines())")
        XCTAssertEqual(g.map(\.node.text).joined(), "ab\ncd\nef")
        let drawn = g.filter { $0.node.text != "\n" }
        for (k, n) in drawn.enumerated() {
            let line = k / 2
            XCTAssertEqual(n.frame.y - drawn[0].frame.y, Double(line) * 25, accuracy: 1e-9, "line spacing 1.25 × 20")
            XCTAssertEqual(n.frame.x - drawn[0].frame.x, Double(k % 2) * 12, accuracy: 1e-9, "each line from the leading edge")
            XCTAssertEqual(n.offset.x, Double(line) * 10, accuracy: 1e-9, "line \(line) moved by its index")
            XCTAssertEqual(n.opacity, 1 - Double(line) * 0.25 - Double(line) * 25 / 1000, accuracy: 1e-9, "line \(line)'s bounds")
        }
    }

    func testATextWiderThanItsFrameWrapsAtWordsAsAPlainText() throws {
        // "one two three" at 10 pt: "one two" is 42 points, "one two three" 78; in 50 it wraps after "two".
        let g = try glyphs(lines, "        Text(\"one two three\").font(.system(size: 10)).textRenderer(Lines()).frame(width: 50)")
        let top = g[0].frame.y
        for (i, n) in g.enumerated() where i != 7 {
            let second = i > 7
            XCTAssertEqual(n.frame.y, top + (second ? 12.5 : 0), accuracy: 1e-9, "glyph \(i)")
            XCTAssertEqual(n.offset.x, second ? 10 : 0, accuracy: 1e-9, "glyph \(i)")
            if second { XCTAssertEqual(n.frame.x, g[0].frame.x + Double(i - 8) * 6, accuracy: 1e-9) }
        }
        XCTAssertEqual(g[7].opacity, 0, "the space the line breaks at is on no line, so not drawn")
        // The same text without a renderer wraps into the same lines.
        let p = try play("import SwiftUI\nstruct V: View { var body: some View { Text(\"one two three\").font(.system(size: 10)).frame(width: 50) } }")
        let plain = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .text })
        XCTAssertEqual(plain.node.lines, ["one two", "three"])
    }
}
