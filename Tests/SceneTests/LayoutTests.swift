import Scene
import XCTest

final class LayoutTests: XCTestCase {
    private let metrics = FixedMetrics()

    private func scene(_ build: (Scene) -> Layout) -> Scene {
        let s = Scene(size: Size(400, 300), metrics: metrics)
        s.layout = build(s)
        return s
    }

    func testRootIsCentredInTheCanvas() {
        var node: Node!
        let s = scene { s in
            node = s.makeNode(.glyph, text: "あ", font: .custom("x", size: 20))
            s.root.add(node)
            return .node(node)
        }
        XCTAssertEqual(node.frame(at: 0), Rect(x: 190, y: 140, width: 20, height: 20))
        s.resize(to: Size(200, 100))
        XCTAssertEqual(node.frame(at: 0), Rect(x: 90, y: 40, width: 20, height: 20))
    }

    func testATextIsMeasuredAgainWhenItsTextOrFontChanges() {
        // "あ" at 20 pt is 20 wide; "ああ" 40; at 10 pt 20 (FixedMetrics: a CJK character is
        // as wide as the font's size). Each change lays the text out at its new width.
        var node: Node!
        let s = scene { s in
            node = s.makeNode(.text, text: "あ", font: .custom("x", size: 20))
            s.root.add(node)
            return .node(node)
        }
        XCTAssertEqual(node.frame(at: 0).width, 20)
        node.text = "ああ"
        s.resize(to: Size(400, 300))
        XCTAssertEqual(node.frame(at: 0).width, 40)
        node.font = .custom("x", size: 10)
        s.resize(to: Size(400, 300))
        XCTAssertEqual(node.frame(at: 0).width, 20)
    }

    func testPaddingAndVStackAlignment() {
        var a: Node!, b: Node!
        _ = scene { s in
            a = s.makeNode(.glyph, text: "ああ", font: .custom("x", size: 10))
            b = s.makeNode(.glyph, text: "あ", font: .custom("x", size: 10))
            s.root.add(a); s.root.add(b)
            return .padding(.standard, .vstack(alignment: .center, spacing: 5, children: [.node(a), .node(b)], container: nil))
        }
        // Content 20×25 plus 16 each side = 52×57, centred in 400×300.
        XCTAssertEqual(a.frame(at: 0).x, (400 - 52) / 2 + 16)
        XCTAssertEqual(b.frame(at: 0).x, a.frame(at: 0).x + 5)
        XCTAssertEqual(b.frame(at: 0).y, a.frame(at: 0).y + 15)
    }

    func testWrappedTextBreaksAtSpacesWithinTheWidth() {
        let engine = LayoutEngine(metrics: metrics)
        let lines = engine.wrappedLines("aaa bbb ccc", font: .custom("x", size: 10), width: 35)
        XCTAssertEqual(lines, ["aaa", "bbb", "ccc"])
        XCTAssertEqual(engine.wrappedLines("aaa bbb ccc", font: .custom("x", size: 10), width: 60), ["aaa bbb", "ccc"])
        // A word longer than the line breaks between characters.
        XCTAssertEqual(engine.wrappedLines("aaaaaaaaaa", font: .custom("x", size: 10), width: 30), ["aaaaa", "aaaaa"])
    }

    func testGraphemeClustersAreOneNodeEach() {
        XCTAssertEqual(Array("e\u{301}あ👨‍👩‍👧").count, 3)
    }
}
