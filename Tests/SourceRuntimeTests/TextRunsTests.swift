import Scene
import SourceRuntime
import XCTest

/// A text made by `+` keeps each part's font and colour; the sum's modifiers fill in the
/// rest; runs of several sizes share a baseline. (FixedMetrics: an ASCII character is 0.6 ×
/// size wide, ascent 0.8 × size, descent 0.2 × size, line spacing 1.25 × size.)
final class TextRunsTests: XCTestCase {
    private func glyphs(_ body: String, _ extra: String = "") throws -> [PresentedNode] {
        let p = try play("import SwiftUI\n\(extra)\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n")
        return p.present().nodes.filter { $0.node.kind == .glyph || $0.node.text == "\n" }
    }

    private let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)

    func testEachPartKeepsItsOwnWeightAndColour() throws {
        let g = try glyphs("        Text(\"Hello \") + Text(\"world\").bold().foregroundColor(.red)")
        XCTAssertEqual(g.map(\.node.text).joined(), "Hello world")
        for (i, n) in g.enumerated() {
            let font = try XCTUnwrap(n.node.font)
            XCTAssertEqual(font.size, 17, "body size, glyph \(i)")
            XCTAssertEqual(font.weight, i < 6 ? .regular : .bold, "glyph \(i)")
            XCTAssertEqual(n.node.color, i < 6 ? Color.primary : red, "glyph \(i)")
        }
    }

    func testModifiersOfTheSumApplyWhereAPartSetNone() throws {
        let g = try glyphs("""
                (Text("a").font(.system(size: 40)) + Text("b").foregroundColor(.blue) + Text("c").fontWeight(.light))
                    .font(.system(size: 20))
                    .foregroundColor(.green)
                    .fontWeight(.heavy)
        """)
        XCTAssertEqual(g.map { $0.node.font?.size }, [40, 20, 20])
        XCTAssertEqual(g.map { $0.node.font?.weight }, [.heavy, .heavy, .light])
        let green = try XCTUnwrap(g.first?.node.color)
        XCTAssertNotEqual(green, g[1].node.color)
        XCTAssertEqual(g[2].node.color, green)
        XCTAssertEqual(g[1].node.color, Color(red: 0, green: 122 / 255, blue: 1))
    }

    func testRunsOfDifferentSizesSitOnOneBaseline() throws {
        let g = try glyphs("        Text(\"Ab\").font(.system(size: 40)) + Text(\"cd\").font(.system(size: 10)) + Text(\"e\").font(.system(size: 20))")
        let sizes = [40.0, 40, 10, 10, 20]
        let baselines = zip(g, sizes).map { $0.frame.y + 0.8 * $1 }
        for b in baselines { XCTAssertEqual(b, baselines[0], accuracy: 1e-9) }
        // Each glyph its own font's advance and height, side by side.
        for (i, (n, s)) in zip(g, sizes).enumerated() {
            XCTAssertEqual(n.frame.width, 0.6 * s, accuracy: 1e-9)
            XCTAssertEqual(n.frame.height, s, accuracy: 1e-9)
            if i > 0 { XCTAssertEqual(n.frame.x, g[i - 1].frame.maxX, accuracy: 1e-9) }
        }
        // The text is the tallest ascent plus the tallest descent, centred in the 600-point canvas.
        XCTAssertEqual(baselines[0], 300 - 20 + 32, accuracy: 1e-9)
    }

    func testAStyledTextWrapsAtItsFrameAndBreaksAtNewlines() throws {
        // "aaa bbb" at 10 pt is 42 points: in 30 it takes two lines, 12.5 apart.
        let g = try glyphs("        (Text(\"aaa \") + Text(\"bbb\\ncc\").bold()).font(.system(size: 10)).frame(width: 30)")
        XCTAssertEqual(g.map(\.node.text).joined(), "aaa bbb\ncc")
        let y0 = g[0].frame.y
        for i in 0..<3 { XCTAssertEqual(g[i].frame.y, y0) }
        for i in 4..<7 { XCTAssertEqual(g[i].frame.y, y0 + 12.5, accuracy: 1e-9, "glyph \(i)") }
        for i in 8..<10 { XCTAssertEqual(g[i].frame.y, y0 + 25, accuracy: 1e-9, "glyph \(i)") }
        XCTAssertEqual(g[4].frame.x, g[0].frame.x, "each line starts at the leading edge")
        XCTAssertEqual(g[8].frame.x, g[0].frame.x)
        XCTAssertEqual(g[3].frame.width, 0, "the space the line breaks at takes no room")
        XCTAssertEqual(g[7].node.kind, .group, "a line break draws nothing")
        XCTAssertEqual(g[7].frame.width, 0)
    }

    func testAPartsColourFollowsState() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var on = false
            var body: some View {
                (Text("x") + Text("y").foregroundColor(on ? .red : .blue))
                    .onAppear { on = true }
            }
        }
        """)
        p.seek(to: 0.5)
        let g = p.present().nodes.filter { $0.node.kind == .glyph }
        XCTAssertEqual(g.map(\.node.text), ["x", "y"])
        XCTAssertEqual(g[1].node.color, red)
        XCTAssertEqual(g[0].node.color, .primary)
    }

    func testItalicIsAPartsOwnAndTheSumsWhereItSetNone() throws {
        let g = try glyphs("        (Text(\"a\") + Text(\"b\").italic(false) + Text(\"c\").font(.system(size: 30).italic())).italic()")
        XCTAssertEqual(g.map { $0.node.font?.italic }, [true, false, true])
        XCTAssertEqual(g.map { $0.node.font?.size }, [17, 17, 30])
        let plain = try play("import SwiftUI\nstruct V: View { var body: some View { Text(\"ab\").italic() } }")
        XCTAssertEqual(plain.present().nodes.first { $0.node.kind == .text }?.node.font?.italic, true)
    }

    func testAPartsDesignIsItsOwnFamily() throws {
        let g = try glyphs("""
                Text("a") + Text("b").font(.system(size: 20, design: .serif)) + Text("c").font(.system(.title, design: .monospaced))
                    + Text("d").font(.body.monospaced()) + Text("e").font(.system(size: 20, design: .default))
        """)
        XCTAssertEqual(g.map { $0.node.font?.family }, ["system", "ui-serif", "ui-monospace", "ui-monospace", "system"])
        XCTAssertEqual(g.map { $0.node.font?.size }, [17, 20, 28, 17, 20])
        let p = try play("import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").font(.system(size: 9, design: .fancy)) } }",
                         file: "D.swift")
        _ = p.present()
        XCTAssertEqual(p.scene.failure?.headline.contains("type 'Font.Design' has no member 'fancy'"), true, p.scene.failure?.headline ?? "no failure")
    }

    func testANumericTextKeepsItsPartsStylesAcrossAChange() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var n = 7
            var body: some View {
                (Text("\\(n)").font(.system(size: 40)) + Text(" pts").foregroundColor(.red))
                    .contentTransition(.numericText())
                    .onAppear { withAnimation { n = 12 } }
            }
        }
        """)
        p.seek(to: 2)
        let g = p.present().nodes.filter { $0.node.kind == .glyph && $0.opacity > 0 }
        XCTAssertEqual(g.map(\.node.text).joined(), "12 pts")
        XCTAssertEqual(g.map { $0.node.font?.size }, [40, 40, 17, 17, 17, 17])
        XCTAssertEqual(g.map(\.node.color), [.primary, .primary, .red, .red, .red, .red])
        XCTAssertEqual(g[0].frame.y + 32, g[3].frame.y + 0.8 * 17, accuracy: 1e-9, "one baseline")
    }

    func testAStyledTextWhoseCharactersChangeIsBuiltAnew() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var n = 7
            var body: some View {
                (Text("\\(n)") + Text(" items").bold())
                    .onAppear { Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in n = 1234 } }
            }
        }
        """)
        p.seek(to: 0.25)
        XCTAssertEqual(p.present().nodes.filter { $0.node.kind == .glyph }.map(\.node.text).joined(), "7 items")
        p.seek(to: 1)
        let g = p.present().nodes.filter { $0.node.kind == .glyph }
        XCTAssertEqual(g.map(\.node.text).joined(), "1234 items")
        XCTAssertEqual(g.map { $0.node.font?.weight }, [.regular, .regular, .regular, .regular] + Array(repeating: .bold, count: 6))
        for i in 1..<g.count { XCTAssertEqual(g[i].frame.x, g[i - 1].frame.maxX, accuracy: 1e-9, "laid out anew") }
    }
}
