import Scene
import XCTest

/// Stacks, spacers, frames and priorities as SwiftUI's layout divides space: the parent offers
/// a size, the child takes its own, the parent places it. Every expected frame below is worked
/// out by hand in the comments (FixedMetrics: an ASCII character 0.6 × the font size wide, a
/// line as tall as the font size).
final class StackLayoutTests: XCTestCase {
    private let metrics = FixedMetrics()
    private lazy var scene = Scene(size: Size(400, 300), metrics: metrics)
    private lazy var engine = LayoutEngine(metrics: metrics)

    /// A single-line text node ("a" × n at 10 pt: 6n wide, 10 tall), which keeps its width
    /// whatever it is offered.
    private func text(_ n: Int) -> Node { scene.makeNode(.text, text: String(repeating: "a", count: n), font: .custom("x", size: 10)) }
    private func shape() -> Node { scene.makeNode(.rect) }

    private func frames(_ layout: Layout, in rect: Rect) -> [ObjectIdentifier: Rect] {
        var out: [ObjectIdentifier: Rect] = [:]
        engine.place(layout, in: rect) { node, r in out[ObjectIdentifier(node)] = r }
        return out
    }

    private func assertFrame(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("not placed", file: file, line: line) }
        for (a, b, name) in [(r.x, x, "x"), (r.y, y, "y"), (r.width, w, "width"), (r.height, h, "height")] {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(name) of \(r)", file: file, line: line)
        }
    }

    func testSpacersInAVStackPushTheEndsToTheEdges() {
        let top = text(3), mid = text(3), bottom = text(6)
        // Offered 100 × 500: 4 gaps of 8 = 32; the texts (10 tall each, inflexible) first: 30;
        // the two spacers share the 438 left: 219 each. Top at 0, Mid at 10 + 8 + 219 + 8 = 245,
        // Bottom at 245 + 10 + 8 + 219 + 8 = 490 (its bottom at 500).
        let stack = Layout.vstack(alignment: .center, spacing: 8,
                                  children: [.node(top), .spacer, .node(mid), .spacer, .node(bottom)], container: nil)
        XCTAssertEqual(engine.size(of: stack, proposed: Size(100, 500)), Size(36, 500))
        let f = frames(stack, in: Rect(x: 0, y: 0, width: 36, height: 500))
        assertFrame(f[ObjectIdentifier(top)], 9, 0, 18, 10)
        assertFrame(f[ObjectIdentifier(mid)], 9, 245, 18, 10)
        assertFrame(f[ObjectIdentifier(bottom)], 0, 490, 36, 10)
    }

    func testASpacerKeepsItsMinimumLength() {
        let a = text(10), b = text(10)
        // Offered 220 with no spacing: the texts (60 each) are offered first, leaving the spacer
        // its 50: they take 120; the spacer is offered the 100 left and takes it. B at 160.
        let stack = Layout.hstack(spacing: 0, children: [.node(a), .spacerOf(minLength: 50), .node(b)], container: nil)
        XCTAssertEqual(engine.size(of: stack, proposed: Size(220, 50)), Size(220, 10))
        assertFrame(frames(stack, in: Rect(x: 0, y: 0, width: 220, height: 10))[ObjectIdentifier(b)], 160, 0, 60, 10)
        // Offered 140, the spacer still takes 50: the stack is 170 wide, wider than the offer.
        XCTAssertEqual(engine.size(of: stack, proposed: Size(140, 50)), Size(170, 10))
        // Spacer() is at least the default spacing, 8.
        let plain = Layout.hstack(spacing: 0, children: [.node(a), .spacer, .node(b)], container: nil)
        XCTAssertEqual(engine.size(of: plain, proposed: Size(100, 50)), Size(128, 10))
    }

    func testShapesShareTheLengthLeftAfterTheSpacing() {
        let a = shape(), b = shape(), c = shape()
        // (960 − 2 × 8) / 3 = 314.666… each, the full height across.
        let stack = Layout.hstack(spacing: 8, children: [.node(a), .node(b), .node(c)], container: nil)
        XCTAssertEqual(engine.size(of: stack, proposed: Size(960, 600)).height, 600)
        let f = frames(stack, in: Rect(x: 0, y: 0, width: 960, height: 600))
        let w = 944.0 / 3
        assertFrame(f[ObjectIdentifier(a)], 0, 0, w, 600)
        assertFrame(f[ObjectIdentifier(b)], w + 8, 0, w, 600)
        assertFrame(f[ObjectIdentifier(c)], 2 * w + 16, 0, w, 600)
    }

    func testACircleDrawsInTheCentredSquareOfItsFrame() {
        let a = scene.makeNode(.circle), b = scene.makeNode(.circle)
        // Each takes (300 − 10) / 2 = 145 × 200 and draws in the 145 square centred in it.
        let stack = Layout.hstack(spacing: 10, children: [.inscribed(a), .inscribed(b)], container: nil)
        let f = frames(stack, in: Rect(x: 0, y: 0, width: 300, height: 200))
        assertFrame(f[ObjectIdentifier(a)], 0, 27.5, 145, 145)
        assertFrame(f[ObjectIdentifier(b)], 155, 27.5, 145, 145)
    }

    func testTheLeastFlexibleChildIsOfferedFirst() {
        let fill = shape(), label = text(10)
        // Shape first in order, but the text (60, inflexible) is offered first: 300 / 2 = 150,
        // takes 60; the shape is offered the 240 left.
        let stack = Layout.hstack(spacing: 0, children: [.node(fill), .node(label)], container: nil)
        let f = frames(stack, in: Rect(x: 0, y: 0, width: 300, height: 40))
        assertFrame(f[ObjectIdentifier(fill)], 0, 0, 240, 40)
        assertFrame(f[ObjectIdentifier(label)], 240, 15, 60, 10)
        // In a VStack: the text takes its 10, the shape the 190 left of 200.
        let column = Layout.vstack(alignment: .center, spacing: 0, children: [.node(fill), .node(label)], container: nil)
        let g = frames(column, in: Rect(x: 0, y: 0, width: 100, height: 200))
        assertFrame(g[ObjectIdentifier(fill)], 0, 0, 100, 190)
        assertFrame(g[ObjectIdentifier(label)], 20, 190, 60, 10)
    }

    func testAFlexibleViewTakesWhatASpacerWouldHave() {
        let fill = shape()
        // The spacer has the lowest priority: the shape is offered 200 − 8 (spacing) − 8 (the
        // spacer's least length) = 184 and takes it; the spacer its 8.
        let stack = Layout.vstack(alignment: .center, spacing: 8, children: [.spacer, .node(fill)], container: nil)
        assertFrame(frames(stack, in: Rect(x: 0, y: 0, width: 50, height: 200))[ObjectIdentifier(fill)], 0, 16, 50, 184)
    }

    func testLayoutPriorityIsOfferedFirst() {
        let low = shape(), high = shape()
        // Equal shapes share 300 evenly; with priority 1 the second is offered all 300 (the
        // first's least length is 0) and takes it.
        let even = Layout.hstack(spacing: 0, children: [.node(low), .node(high)], container: nil)
        assertFrame(frames(even, in: Rect(x: 0, y: 0, width: 300, height: 10))[ObjectIdentifier(high)], 150, 0, 150, 10)
        let ranked = Layout.hstack(spacing: 0, children: [.node(low), .priority(1, .node(high))], container: nil)
        let f = frames(ranked, in: Rect(x: 0, y: 0, width: 300, height: 10))
        assertFrame(f[ObjectIdentifier(low)], 0, 0, 0, 10)
        assertFrame(f[ObjectIdentifier(high)], 0, 0, 300, 10)
    }

    func testStackAlignments() {
        let tall = shape(), small = text(2)
        let tallFrame = Layout.frame(width: { 50 }, height: { 100 }, .node(tall))
        // HStack 50 + 8 + 12 = 70 wide, 100 tall; the text 10 tall at the top, or at 90.
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 45), (.bottom, 90)] {
            let stack = Layout.hstack(alignment: alignment, spacing: 8, children: [tallFrame, .node(small)], container: nil)
            XCTAssertEqual(engine.size(of: stack, proposed: Size(400, 300)), Size(70, 100))
            assertFrame(frames(stack, in: Rect(x: 0, y: 0, width: 70, height: 100))[ObjectIdentifier(small)], 58, y, 12, 10)
        }
        // ZStack 50 × 100: the text 12 × 10 at the alignment's point.
        let cases: [(UnitPoint, Double, Double)] = [(.bottom, 19, 90), (.top, 19, 0), (.leading, 0, 45), (.trailing, 38, 45),
                                                    (.topLeading, 0, 0), (UnitPoint(1, 1), 38, 90), (.center, 19, 45)]
        for (alignment, x, y) in cases {
            let stack = Layout.zstack(alignment: alignment, children: [tallFrame, .node(small)], container: nil)
            assertFrame(frames(stack, in: Rect(x: 0, y: 0, width: 50, height: 100))[ObjectIdentifier(small)], x, y, 12, 10)
        }
    }

    func testFlexibleFrames() {
        let t = Layout.node(text(5)) // 30 × 10
        func width(_ minW: Double?, _ maxW: Double?, offered: Double) -> Double {
            engine.size(of: .flexibleFrame(minWidth: minW, maxWidth: maxW, minHeight: nil, maxHeight: nil, alignment: .center, t),
                        proposed: Size(offered, 100)).width
        }
        XCTAssertEqual(width(100, nil, offered: 300), 100) // at least the minimum
        XCTAssertEqual(width(nil, 200, offered: 300), 200) // the offer, no more than the maximum
        XCTAssertEqual(width(nil, 200, offered: 120), 120)
        XCTAssertEqual(width(nil, .infinity, offered: 300), 300)
        XCTAssertEqual(width(50, 80, offered: 300), 80) // both: the offer clamped
        XCTAssertEqual(width(50, 80, offered: 0), 50)
        XCTAssertEqual(width(10, nil, offered: 20), 20) // smaller than the child: the offer, above the minimum
        // A frame of unlimited width grows in a stack as a shape does: (300 − 8) / 2 = 146 each.
        let a = shape()
        let stack = Layout.hstack(spacing: 8, children: [
            .flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading, t), .node(a),
        ], container: nil)
        assertFrame(frames(stack, in: Rect(x: 0, y: 0, width: 300, height: 10))[ObjectIdentifier(a)], 154, 0, 146, 10)
    }

    func testFixedSizeTakesTheIdealSize() {
        let paragraph = scene.makeNode(.text, text: "aaa bbb", font: .custom("x", size: 10))
        paragraph.wrapWidth = .infinity
        // 42 wide on one line; offered 20 it wraps to two lines of 18 (a line spacing of 12.5 and a
        // line of 10: 22.5 tall); fixed, it keeps 42 × 10.
        XCTAssertEqual(engine.size(of: .node(paragraph), proposed: Size(20, 100)), Size(18, 22.5))
        XCTAssertEqual(engine.size(of: .fixedSize(horizontal: true, vertical: true, .node(paragraph)), proposed: Size(20, 100)),
                       Size(42, 10))
        // A shape's ideal size is 10 × 10.
        XCTAssertEqual(engine.size(of: .fixedSize(horizontal: true, vertical: false, .node(shape())), proposed: Size(20, 100)),
                       Size(10, 100))
    }

    func testNonsenseSizesDoNotTrap() {
        let a = shape(), b = text(3)
        let layouts: [Layout] = [
            .hstack(spacing: .nan, children: [.node(a), .spacerOf(minLength: .nan), .node(b)], container: nil),
            .vstack(alignment: .center, spacing: -.infinity, children: [.node(a), .spacerOf(minLength: .infinity)], container: nil),
            .frame(width: { .nan }, height: { -5 }, .node(a)),
            .flexibleFrame(minWidth: .infinity, maxWidth: .nan, minHeight: -1e300, maxHeight: 1e300, alignment: .center, .node(b)),
            .hstack(spacing: 1e300, children: [.priority(.nan, .node(a)), .priority(.infinity, .node(b)), .spacer], container: nil),
            .padding(.all(.nan), .zstack(children: [.node(a), .fixedSize(horizontal: true, vertical: true, .node(a))], container: nil)),
            .aspectRatio(.nan, fill: true, .node(a)), .aspectRatio(0, fill: false, .node(b)), .aspectRatio(-.infinity, fill: false, .node(a)),
            .aspectRatio(nil, fill: true, .inscribed(scene.makeNode(.circle))), .divider(shape()),
        ]
        for l in layouts {
            for offer in [Size(.nan, .nan), Size(.infinity, .infinity), Size(-10, 1e308), Size(300, 200)] {
                _ = engine.size(of: l, proposed: offer)
                engine.place(l, in: Rect(x: 0, y: 0, width: offer.width, height: offer.height)) { _, _ in }
            }
        }
    }

    func testDeeplyNestedStacksAreMeasuredOnceAProposal() {
        // 400 stacks, alternating axes, around a shape, each beside a spacer of no length: a pass
        // that measured every subtree again at each level would not finish. The shape takes the
        // whole offer at every level (the spacer, lowest in priority, gets nothing).
        var l = Layout.node(shape())
        for i in 0..<400 {
            l = i % 2 == 0 ? .hstack(spacing: 0, children: [l, .spacerOf(minLength: 0)], container: nil)
                : .vstack(alignment: .leading, spacing: 0, children: [.spacerOf(minLength: 0), l], container: nil)
        }
        let start = Date()
        XCTAssertEqual(engine.size(of: l, proposed: Size(960, 600)), Size(960, 600))
        var placed: Rect?
        engine.place(l, in: Rect(x: 0, y: 0, width: 960, height: 600)) { _, r in placed = r }
        XCTAssertEqual(placed, Rect(x: 0, y: 0, width: 960, height: 600))
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testADividerCrossesItsStacksAxis() {
        let a = text(5), b = text(5), line = shape()
        // In an HStack a 1 pt vertical line as tall as the offer: 30 + 8 + 1 + 8 + 30 = 77 wide,
        // 40 tall; the line at x 38.
        let row = Layout.hstack(spacing: 8, children: [.node(a), .divider(line), .node(b)], container: nil)
        XCTAssertEqual(engine.size(of: row, proposed: Size(300, 40)), Size(77, 40))
        assertFrame(frames(row, in: Rect(x: 0, y: 0, width: 77, height: 40))[ObjectIdentifier(line)], 38, 0, 1, 40)
        // In a VStack a horizontal one as wide as the offer: 10 + 8 + 1 + 8 + 10 = 37 tall.
        let column = Layout.vstack(alignment: .center, spacing: 8, children: [.node(a), .divider(line), .node(b)], container: nil)
        XCTAssertEqual(engine.size(of: column, proposed: Size(100, 300)), Size(100, 37))
        assertFrame(frames(column, in: Rect(x: 0, y: 0, width: 100, height: 37))[ObjectIdentifier(line)], 0, 18, 100, 1)
    }

    func testPlacingRepeatsTheMeasure() {
        // Texts that wrap, in stacks laid out at the size they chose: each keeps its one line
        // (an offer worked out again from the chosen size, off in its last bit, would wrap it).
        for size in stride(from: 9.0, through: 31, by: 0.7) {
            let words = ["Hi", "Hello world", "a b", "Layout", "xyz qrs"].map { w -> Node in
                let n = scene.makeNode(.text, text: w, font: .custom("x", size: size))
                n.wrapWidth = .infinity
                return n
            }
            let row = Layout.hstack(spacing: 8.3, children: words.map { .padding(.all(0.1), .node($0)) }, container: nil)
            let column = Layout.vstack(alignment: .leading, spacing: 0.7, children: [row, .padding(.all(1.3), row)], container: nil)
            let s = engine.size(of: column, proposed: Size(960, 600))
            engine.place(column, in: Rect(x: 0.3, y: 0.1, width: s.width, height: s.height), proposed: Size(960, 600)) { node, r in
                XCTAssertEqual(r.height, size, accuracy: 1e-9, "\(node.text) at \(size) pt")
            }
        }
    }

    /// Metrics that note the font sizes they are asked about.
    private final class Recording: FontMetrics {
        var sizes: [Double] = []
        func lineMetrics(_ font: FontSpec) -> LineMetrics { sizes.append(font.size); return LineMetrics(ascent: 0, descent: 0, lineSpacing: 0) }
        func advance(of text: String, font: FontSpec) -> Double { sizes.append(font.size); return 0 }
    }

    func testAFontOfNaNSizeIsAskedAtTheSizeFontsOpenAt() {
        // NaN is not equal to itself: a metrics cache keyed by the font never finds it, so
        // layout asks as fonts open it, at 0.
        let recording = Recording()
        let engine = LayoutEngine(metrics: recording)
        let t = scene.makeNode(.text, text: "ab", font: .custom("x", size: .nan))
        t.wrapWidth = .infinity
        let l = Layout.hstack(spacing: 0, children: [.node(t), .spacer], container: nil)
        _ = engine.size(of: l, proposed: Size(100, 100))
        engine.place(l, in: Rect(x: 0, y: 0, width: 100, height: 100), proposed: Size(100, 100)) { _, _ in }
        XCTAssertFalse(recording.sizes.isEmpty)
        XCTAssertFalse(recording.sizes.contains { $0.isNaN })
    }
}
