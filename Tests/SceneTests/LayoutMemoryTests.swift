@testable import Scene
import TestSupport
import XCTest

/// What layout keeps between passes: a text's wrapped lines at each width it was offered,
/// until its text or font changes, and the sizes an item chose in one pass. Expected sizes
/// are worked out by hand (FixedMetrics: an ASCII character 0.6 × the font size wide, a line
/// 1.25 × the size apart, a line as tall as the size).
final class LayoutMemoryTests: XCTestCase {
    /// FixedMetrics that count the widths asked of them.
    private final class Counting: FontMetrics {
        let base = FixedMetrics()
        var advances = 0
        func lineMetrics(_ font: FontSpec) -> LineMetrics { base.lineMetrics(font) }
        func advance(of text: String, font: FontSpec) -> Double { advances += 1; return base.advance(of: text, font: font) }
    }

    private let metrics = Counting()
    private lazy var scene = Scene(size: Size(400, 300), metrics: metrics)
    private lazy var engine = LayoutEngine(metrics: metrics)

    private func paragraph(_ s: String) -> Node {
        let n = scene.makeNode(.text, text: s, font: .custom("x", size: 10))
        n.wrapWidth = .infinity
        return n
    }

    /// The text in an HStack offered 30 pt: probed at nothing and at everything, then given 30.
    private func size(_ n: Node) -> Size {
        let row = Layout.hstack(spacing: 0, children: [.node(n)], container: nil)
        return engine.size(of: row, proposed: Size(30, 100))
    }

    func testATextIsWrappedOnceForEachWidthAcrossPasses() {
        let t = paragraph("ab cd ef")
        // 8 characters, 48 wide; at 30: "ab cd" (30) and "ef": two lines, 10 + 12.5 tall.
        XCTAssertEqual(size(t), Size(30, 22.5))
        XCTAssertGreaterThan(metrics.advances, 0)
        metrics.advances = 0
        // A second pass (a relayout that changed nothing of the text) measures nothing again.
        XCTAssertEqual(size(t), Size(30, 22.5))
        XCTAssertEqual(metrics.advances, 0)
        // Setting the same string again keeps what was measured.
        t.text = "ab cd ef"
        XCTAssertEqual(size(t), Size(30, 22.5))
        XCTAssertEqual(metrics.advances, 0)
    }

    func testChangingTheTextOrFontWrapsItAgain() {
        let t = paragraph("ab cd ef")
        XCTAssertEqual(size(t), Size(30, 22.5))
        // "abcdefgh" (48) breaks between characters: "abcde" (30), "fgh"; "fgh ij" (36) is too
        // wide, so "ij" starts a third line: 10 + 2 × 12.5 tall.
        t.text = "abcdefgh ij"
        XCTAssertEqual(size(t), Size(30, 35))
        // At 5 pt each character is 3 wide: 33 in all; "abcdefgh" (24) fits, "ij" goes below.
        t.font = .custom("x", size: 5)
        XCTAssertEqual(size(t), Size(24, 5 + 6.25))
    }

    func testALineLimitIsPartOfWhatIsKept() {
        let t = paragraph("ab cd ef")
        XCTAssertEqual(size(t), Size(30, 22.5))
        // One line at most: the text goes on past it, so the line is as much as fits with "…"
        // after it (FixedMetrics counts "…" 10 wide): "ab " (18 + 10 = 28; "ab c…" would be
        // 34), its space dropped: "ab…", 22 wide and one line tall.
        t.lineLimit = 1
        XCTAssertEqual(size(t), Size(22, 10))
    }

    func testOnlyStacksFreeOfTheHeightAreMeasuredOnceForEveryHeight() {
        func text(_ s: String) -> Node { scene.makeNode(.text, text: s, font: .custom("x", size: 10)) }
        // A row of two texts (12 wide each) and a spacer along it: 100 wide (the spacer takes
        // 100 - 24 - 2 × 2 = 72) and as tall as a text, whatever height it is offered.
        let a = text("ab"), b = text("cd")
        let row = Layout.hstack(spacing: 2, children: [.node(a), .spacer, .node(b)], container: nil)
        for h in [0.0, 50, 500] { XCTAssertEqual(engine.size(of: row, proposed: Size(100, h)), Size(100, 10)) }
        // A column with a spacer grows with the height offered, in a row too: 12 + 12 wide,
        // and 300 tall (the spacer takes 300 - 20).
        let column = Layout.vstack(alignment: .center, spacing: 0, children: [.node(text("ef")), .spacer, .node(text("gh"))], container: nil)
        let outer = Layout.hstack(spacing: 0, children: [.node(text("ij")), column], container: nil)
        XCTAssertEqual(engine.size(of: outer, proposed: Size(100, 300)), Size(24, 300))
    }

    func testAnItemFindsItsProposalsPastTheFourKeptInPlace() {
        let m = LayoutItem(.spacer, axis: nil)
        for i in 0..<7 { m.remember(Size(Double(i), 0), chose: Size(Double(i % 3), 1)) }
        XCTAssertEqual(m.measuredCount, 7)
        for i in 0..<7 { XCTAssertEqual(m.size(for: Size(Double(i), 0)), Size(Double(i % 3), 1)) }
        XCTAssertNil(m.size(for: Size(7, 0)))
        // The latest proposal that chose a size: 2 and 5 chose (2, 1); 0, 3 and 6 chose (0, 1).
        XCTAssertEqual(m.proposal(choosing: Size(2, 1)), Size(5, 0))
        XCTAssertEqual(m.proposal(choosing: Size(0, 1)), Size(6, 0))
        XCTAssertNil(m.proposal(choosing: Size(9, 9)))
    }
}
