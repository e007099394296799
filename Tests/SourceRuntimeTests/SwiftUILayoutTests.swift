import Scene
import XCTest

/// SwiftUI files laid out as SwiftUI lays them out, in a 960 × 600 canvas. The expected frames
/// are worked out by hand in the comments (FixedMetrics: a `.body` text is 17 pt, each ASCII
/// character 10.2 wide, a line 17 tall; the content is centred in the canvas).
final class SwiftUILayoutTests: XCTestCase {
    private func nodes(_ body: String, state: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> [PresentedNode] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        """)
        if let failure = p.scene.failure { XCTFail(failure.headline, file: file, line: line) }
        return p.present().nodes
    }

    private func text(_ s: String, in nodes: [PresentedNode], file: StaticString = #filePath, line: UInt = #line) -> Rect? {
        let r = nodes.first { ($0.node.kind == .text || $0.node.kind == .glyph) && $0.node.text == s }?.frame
        if r == nil { XCTFail("no text \(s)", file: file, line: line) }
        return r
    }

    private func assertFrame(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("not placed", file: file, line: line) }
        for (a, b, name) in [(r.x, x, "x"), (r.y, y, "y"), (r.width, w, "width"), (r.height, h, "height")] {
            XCTAssertEqual(a, b, accuracy: 1e-6, "\(name) of \(r)", file: file, line: line)
        }
    }

    func testSpacersPushAVStacksEndsToItsFrame() throws {
        let n = try nodes(#"VStack { Text("Top"); Spacer(); Text("Mid"); Spacer(); Text("Bottom") }.frame(height: 500)"#)
        // The frame offers 960 × 500. Gaps 4 × 8 = 32, the texts 3 × 17 = 51: the spacers share
        // 417, 208.5 each. The stack is as wide as "Bottom" (61.2) and centred: x 449.4, y 50.
        // Top at 50; Mid at 50 + 17 + 8 + 208.5 + 8 = 291.5; Bottom at 533 (its bottom at 550).
        assertFrame(text("Top", in: n), 449.4 + 15.3, 50, 30.6, 17)
        assertFrame(text("Mid", in: n), 449.4 + 15.3, 291.5, 30.6, 17)
        assertFrame(text("Bottom", in: n), 449.4, 533, 61.2, 17)
    }

    func testAnHStackOfCirclesSharesTheWidth() throws {
        let n = try nodes("HStack { Circle().fill(.red); Circle().fill(.green); Circle().fill(.blue) }")
        // (960 − 16) / 3 = 314.666… each, 600 tall; each circle in the square centred in its
        // frame: y (600 − 314.666…) / 2.
        let w = 944.0 / 3
        let circles = n.filter { $0.node.kind == .circle }.map(\.frame).sorted { $0.x < $1.x }
        XCTAssertEqual(circles.count, 3)
        for (i, c) in circles.enumerated() { assertFrame(c, Double(i) * (w + 8), (600 - w) / 2, w, w) }
    }

    func testShapesAndTextShareAStack() throws {
        let n = try nodes(#"HStack { Text("Hi"); Color.red }"#)
        // The text grows less (it can wrap, from 10.2 to 20.4) than the colour (without limit):
        // it is offered (960 − 8) / 2 = 476 first and takes 20.4; the colour the 931.6 left.
        assertFrame(text("Hi", in: n), 0, 291.5, 20.4, 17)
        assertFrame(n.first { $0.node.kind == .rect }?.frame, 28.4, 0, 931.6, 600)

        let column = try nodes("VStack { Rectangle(); Rectangle() }")
        // (600 − 8) / 2 = 296 each.
        let rects = column.filter { $0.node.kind == .rect }.map(\.frame).sorted { $0.y < $1.y }
        XCTAssertEqual(rects.count, 2)
        assertFrame(rects.first, 0, 0, 960, 296)
        assertFrame(rects.last, 0, 304, 960, 296)
    }

    func testZStackAlignment() throws {
        // A 200 × 200 colour at (380, 200); "Hi" (20.4 × 17) at the alignment's point in it.
        for (alignment, x, y) in [("bottom", 469.8, 383.0), ("topLeading", 380, 200), ("trailing", 559.6, 291.5),
                                  ("bottomTrailing", 559.6, 383), ("top", 469.8, 200)] {
            let n = try nodes(#"ZStack(alignment: .\#(alignment)) { Color.yellow.frame(width: 200, height: 200); Text("Hi") }"#)
            assertFrame(n.first { $0.node.kind == .rect }?.frame, 380, 200, 200, 200)
            assertFrame(text("Hi", in: n), x, y, 20.4, 17)
        }
    }

    func testStackAlignment() throws {
        // 50 + 8 + 10.2 = 68.2 wide, 100 tall, at (445.9, 250); "A" at x 503.9, at the top or at
        // 350 − 17 = 333.
        for (alignment, y) in [("top", 250.0), ("bottom", 333), ("center", 291.5)] {
            let n = try nodes(#"HStack(alignment: .\#(alignment)) { Color.red.frame(width: 50, height: 100); Text("A") }"#)
            assertFrame(text("A", in: n), 503.9, y, 10.2, 17)
        }
        // 30.6 × 42 at (464.7, 279): "A" at its leading edge, or 20.4 further at its trailing one.
        for (alignment, x) in [("leading", 464.7), ("trailing", 485.1)] {
            let n = try nodes(#"VStack(alignment: .\#(alignment)) { Text("A"); Text("Bbb") }"#)
            assertFrame(text("A", in: n), x, 279, 10.2, 17)
            assertFrame(text("Bbb", in: n), 464.7, 304, 30.6, 17)
        }
    }

    func testSeveralViewsWithoutAStackStandInAnImplicitVStack() throws {
        // 17 + 8 + 17 = 42 tall: at y 279 and 304.
        let n = try nodes(#"Text("One"); Text("Two")"#)
        assertFrame(text("One", in: n), 464.7, 279, 30.6, 17)
        assertFrame(text("Two", in: n), 464.7, 304, 30.6, 17)
    }

    func testABranchKeepsAllItsViews() throws {
        for on in [true, false] {
            let n = try nodes(#"VStack { if on { Text("A"); Text("B") } else { Text("C"); Text("D") } }"#, state: "@State var on = \(on)")
            assertFrame(text(on ? "A" : "C", in: n), 474.9, 279, 10.2, 17)
            assertFrame(text(on ? "B" : "D", in: n), 474.9, 304, 10.2, 17)
            XCTAssertEqual(n.filter { $0.node.kind == .glyph }.count, 2)
        }
        // A branch at the root, and in an HStack: 10.2 + 8 + 10.2 = 28.4 wide, at x 465.8.
        let root = try nodes(#"if on { Text("A"); Text("B") }"#, state: "@State var on = true")
        assertFrame(text("B", in: root), 474.9, 304, 10.2, 17)
        let row = try nodes(#"HStack { if on { Text("A"); Text("B") } }"#, state: "@State var on = true")
        assertFrame(text("A", in: row), 465.8, 291.5, 10.2, 17)
        assertFrame(text("B", in: row), 484, 291.5, 10.2, 17)
    }

    /// The frame of the symbol image whose glyph is `glyph` (the glyph's holder is in the symbol's group).
    private func symbol(_ glyph: String, in nodes: [PresentedNode]) -> Rect? {
        guard let group = nodes.first(where: { $0.node.kind == .glyph && $0.node.text == glyph })?.node.parent?.parent else { return nil }
        return nodes.first { $0.node === group }?.frame
    }

    func testASymbolTakesItsFontsSize() throws {
        // A square of the point size times SF Pro's line height, (1950 + 494) / 2048 em, centred.
        let line = 2444.0 / 2048
        let big = try nodes(#"Image(systemName: "heart.fill").font(.system(size: 60)).foregroundColor(.red)"#)
        assertFrame(symbol("\u{E87D}", in: big), 480 - 30 * line, 300 - 30 * line, 60 * line, 60 * line)
        // The body font, 17 pt.
        let body = 17 * line
        assertFrame(symbol("\u{E838}", in: try nodes(#"Image(systemName: "star.fill")"#)), 480 - body / 2, 300 - body / 2, body, body)
        // Beside a text: body + 8 + 20.4 wide, centred; the text after the symbol and the spacing.
        let row = try nodes(#"HStack { Image(systemName: "star.fill"); Text("Hi") }"#)
        let x = 480 - (body + 8 + 20.4) / 2
        assertFrame(symbol("\u{E838}", in: row), x, 300 - body / 2, body, body)
        assertFrame(text("Hi", in: row), x + body + 8, 291.5, 20.4, 17)
        // Resizable, it fills its frame.
        let framed = try nodes(#"Image(systemName: "star.fill").resizable().frame(width: 80, height: 80)"#)
        assertFrame(symbol("\u{E838}", in: framed), 440, 260, 80, 80)
        // A symbol not in the table stands as a dashed square of the same size.
        let unknown = try nodes(#"Image(systemName: "no.such.symbol")"#)
        assertFrame(unknown.first { $0.node.kind == .path }?.frame, 480 - body / 2, 300 - body / 2, body, body)
    }

    func testAGeometryReaderPutsItsContentAtTheTopLeading() throws {
        let n = try nodes(#"GeometryReader { proxy in Text("Hi") }"#)
        assertFrame(text("Hi", in: n), 0, 0, 20.4, 17)
        // The content reads the reader's size, the whole canvas, from the first frame on.
        let moved = try nodes(#"GeometryReader { proxy in Text("Hi").offset(x: proxy.size.width / 2, y: proxy.size.height / 4) }"#)
        let hi = try XCTUnwrap(moved.first { $0.node.text == "Hi" })
        XCTAssertEqual(hi.offset, Point(480, 150))
    }

    func testLayoutPriorityAndFixedSize() throws {
        // Equal colours would share 300; the blue one, first in priority, is offered all of it
        // (the red one's least width is 0) and takes it. The frame stands at x (960 − 300) / 2.
        let n = try nodes("HStack(spacing: 0) { Color.red; Color.blue.layoutPriority(1) }.frame(width: 300, height: 10)")
        let rects = n.filter { $0.node.kind == .rect }
        assertFrame(rects.first { $0.node.color == .red }?.frame, 330, 295, 0, 10)
        assertFrame(rects.first { $0.node.color != .red }?.frame, 330, 295, 300, 10)
        // Offered 20, the text would wrap; fixed, it keeps its one line (7 × 10.2 = 71.4 wide),
        // centred on the 20 pt frame at x 470: x 470 + (20 − 71.4) / 2 = 444.3.
        let fixed = try nodes(#"Text("aaa bbb").fixedSize().frame(width: 20)"#)
        assertFrame(text("aaa bbb", in: fixed), 444.3, 291.5, 71.4, 17)
        let across = try nodes(#"Text("aaa bbb").fixedSize(horizontal: true, vertical: false).frame(width: 20)"#)
        assertFrame(text("aaa bbb", in: across), 444.3, 291.5, 71.4, 17)
    }

    /// An asset of 120 × 80 called "photo", and no other.
    private final class Photo: ImageMetrics {
        func size(ofImage name: String) -> Size? { name == "photo" ? Size(120, 80) : nil }
    }

    /// The frames of the image nodes of `body` once laid out with the photo asset known.
    private func imageNodes(_ body: String) throws -> [PresentedNode] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                \(body)
            }
        }
        """)
        p.scene.images = Photo()
        p.scene.resize(to: Size(960, 600))
        return p.present().nodes
    }

    func testAnImageTakesItsNaturalSizeUnlessResizable() throws {
        func image(_ n: [PresentedNode]) -> Rect? { n.first { $0.node.kind == .image }?.frame }
        // 120 × 80, centred.
        assertFrame(image(try imageNodes(#"Image("photo")"#)), 420, 260, 120, 80)
        // Resizable, fitted to what it is offered: in a 300 pt square, 300 × 200 centred in it;
        // alone, the canvas: × 7.5, 900 × 600.
        assertFrame(image(try imageNodes(#"Image("photo").resizable().frame(width: 300, height: 300)"#)), 330, 200, 300, 200)
        assertFrame(image(try imageNodes(#"Image("photo").resizable()"#)), 30, 0, 900, 600)
        // Beside a text: 120 + 8 + 20.4 = 148.4 wide, 80 tall, at (405.8, 260).
        let row = try imageNodes(#"HStack { Image("photo"); Text("Hi") }"#)
        assertFrame(image(row), 405.8, 260, 120, 80)
        assertFrame(text("Hi", in: row), 533.8, 291.5, 20.4, 17)
        // An asset that cannot be read is empty, as SwiftUI's image of a name its catalog lacks:
        // no size, at the centre it is placed at.
        assertFrame(image(try imageNodes(#"Image("nope")"#)), 480, 300, 0, 0)
    }

    func testAspectRatio() throws {
        func rect(_ n: [PresentedNode]) -> Rect? { n.first { $0.node.kind == .rect }?.frame }
        // 960 × 600 is wider than 2 : 1: fitting, 960 × 480 at y 60; filling, 1200 × 600 at x −120.
        assertFrame(rect(try nodes("Rectangle().aspectRatio(2, contentMode: .fit)")), 0, 60, 960, 480)
        assertFrame(rect(try nodes("Rectangle().aspectRatio(2, contentMode: .fill)")), -120, 0, 1200, 600)
        // A square beside a text: the text first (20.4), the square in the 931.6 × 600 left,
        // 600 × 600; the row 628.4 wide at x 165.8.
        let row = try nodes(#"HStack { Text("Hi"); Color.red.aspectRatio(1, contentMode: .fit) }"#)
        assertFrame(rect(row), 194.2, 0, 600, 600)
        assertFrame(text("Hi", in: row), 165.8, 291.5, 20.4, 17)
        // A shape's own ratio is square.
        assertFrame(rect(try nodes("Rectangle().scaledToFit()")), 180, 0, 600, 600)
        // The photo's own 3 : 2, filling a 100 pt square: 150 × 100 centred on it at (430, 250).
        let photo = try imageNodes(#"Image("photo").resizable().scaledToFill().frame(width: 100, height: 100)"#)
        assertFrame(photo.first { $0.node.kind == .image }?.frame, 405, 250, 150, 100)
    }

    func testAModifiersOwnNodeKeepsTheViewsPlaceInItsStack() throws {
        // A spacer with a background still grows only along its HStack: 300 − 2 × 8 − 2 × 10.2
        // = 263.6 wide, no height, at x 330 + 10.2 + 8 = 348.2, in the middle of the row's 17.
        let n = try nodes(#"HStack { Text("A"); Spacer().background(Color.red); Text("B") }.frame(width: 300)"#)
        assertFrame(n.first { $0.node.kind == .rect }?.frame, 348.2, 300, 263.6, 0)
        assertFrame(text("B", in: n), 619.8, 291.5, 10.2, 17)
        // A second opacity gives the view a node of its own; its layout priority still counts.
        let ranked = try nodes("HStack(spacing: 0) { Color.red; Color.blue.layoutPriority(1).opacity(0.5).opacity(0.5) }.frame(width: 300, height: 10)")
        assertFrame(ranked.first { $0.node.kind == .rect && $0.node.color != .red }?.frame, 330, 295, 300, 10)
    }

    func testModifiersOfAViewOfSeveralViewsApplyToEach() throws {
        let p = try play("""
        import SwiftUI
        struct Pair: View {
            var body: some View { Text("A"); Text("B") }
        }
        struct V: View {
            var body: some View { VStack { Pair().padding(4) } }
        }
        """, preview: nil)
        let n = p.present().nodes
        // Each text padded by 4: 18.2 × 25; the VStack 25 + 8 + 25 = 58 tall at y 271, x 470.9.
        assertFrame(text("A", in: n), 474.9, 275, 10.2, 17)
        assertFrame(text("B", in: n), 474.9, 308, 10.2, 17)
    }

    func testAZStackTakesTheSizeOfItsFirstPriority() throws {
        // The padded text first: 20.4 + 32 = 52.4 by 17 + 32 = 49, centred at (453.8, 275.5);
        // the colour is offered that and fills it. Without the priority it fills the canvas.
        let n = try nodes(#"ZStack { Color.blue; Text("Hi").padding().layoutPriority(1) }"#)
        assertFrame(n.first { $0.node.kind == .rect }?.frame, 453.8, 275.5, 52.4, 49)
        assertFrame(text("Hi", in: n), 469.8, 291.5, 20.4, 17)
        let plain = try nodes(#"ZStack { Color.blue; Text("Hi").padding() }"#)
        assertFrame(plain.first { $0.node.kind == .rect }?.frame, 0, 0, 960, 600)
    }

    func testTextBaselineAlignment() throws {
        // Baselines 0.8 × the size below a text's top: 27.2 for 34 pt, 13.6 for 17 pt. The row
        // 61.2 + 8 + 51 = 120.2 wide and 34 tall at (419.9, 283); "small" 13.6 lower than "Big".
        let n = try nodes(#"HStack(alignment: .firstTextBaseline) { Text("Big").font(.system(size: 34)); Text("small") }"#)
        assertFrame(text("Big", in: n), 419.9, 283, 61.2, 34)
        assertFrame(text("small", in: n), 489.1, 296.6, 51, 17)
        // A view with no text has its baseline at its bottom: the text's baseline on the
        // colour's bottom, 40 − 13.6 = 26.4 below the row's top; the row 26.4 + 17 = 43.4 tall
        // and 10 + 8 + 10.2 = 28.2 wide, at ((960 − 28.2) / 2, (600 − 43.4) / 2) = (465.9, 278.3).
        let mixed = try nodes(#"HStack(alignment: .lastTextBaseline) { Color.red.frame(width: 10, height: 40); Text("a") }"#)
        assertFrame(mixed.first { $0.node.kind == .rect }?.frame, 465.9, 278.3, 10, 40)
        assertFrame(text("a", in: mixed), 483.9, 304.7, 10.2, 17)
    }

    func testContentMarginsInsetAScrollViewsContent() throws {
        // The content (a text as wide as offered, leading) starts 30 from the left and ends 30
        // from the right: x 30, width 960 − 60; on a stack holding the scroll view, the same.
        let own = try nodes(#"ScrollView { Text("A").frame(maxWidth: .infinity, alignment: .leading) }.contentMargins(.horizontal, 30)"#)
        XCTAssertEqual(text("A", in: own)?.x ?? -1, 30, accuracy: 1e-6)
        let held = try nodes(#"VStack { ScrollView { Text("B").frame(maxWidth: .infinity, alignment: .trailing) } }.contentMargins(.trailing, 40)"#)
        let b = try XCTUnwrap(text("B", in: held))
        XCTAssertEqual(b.x + b.width, 920, accuracy: 1e-6)
        // Indicators alone move nothing drawn.
        let indicators = try nodes(#"ScrollView { Text("C").frame(maxWidth: .infinity, alignment: .leading) }.contentMargins(.all, 50, for: .scrollIndicators)"#)
        XCTAssertEqual(text("C", in: indicators)?.x ?? -1, 0, accuracy: 1e-6)
    }

    func testLineLimitTruncatesTheLastLineAndReservesSpace() throws {
        // Offered 100: "aaaa bbbb cccc" wraps after "aaaa bbbb" (91.8). One line: the most of
        // the text from its start that fits with "…" (17 wide here): 8 characters, 81.6 + 17.
        let one = try nodes(#"Text("aaaa bbbb cccc").lineLimit(1).frame(width: 100)"#)
        let first = try XCTUnwrap(one.first { $0.node.kind == .text })
        XCTAssertEqual(first.node.lines, ["aaaa bbb\u{2026}"])
        XCTAssertEqual(first.frame.height, 17, accuracy: 1e-9)
        // Two of three lines: the second from "cccc": "cccc ddd…"; height 17 + 21.25.
        let two = try nodes(#"Text("aaaa bbbb cccc dddd eeee").lineLimit(2).frame(width: 100)"#)
        let second = try XCTUnwrap(two.first { $0.node.kind == .text })
        XCTAssertEqual(second.node.lines, ["aaaa bbbb", "cccc ddd\u{2026}"])
        XCTAssertEqual(second.frame.height, 38.25, accuracy: 1e-9)
        // Text that fits its limit is untouched; `reservesSpace` takes three lines' height
        // (2 × 21.25 + 17) for one line of text, and `lineLimit(nil)` lifts an outer limit.
        let reserved = try nodes(#"VStack { Text("ab").lineLimit(3, reservesSpace: true); Text("aaaa bbbb cccc").lineLimit(nil).frame(width: 100) }.lineLimit(1)"#)
        XCTAssertEqual(try XCTUnwrap(text("ab", in: reserved)).height, 59.5, accuracy: 1e-9)
        XCTAssertEqual(reserved.first { $0.node.text == "aaaa bbbb cccc" }?.node.lines, ["aaaa bbbb", "cccc"])
    }

    func testMultilineTextAlignmentReachesTheTextsBelow() throws {
        let n = try nodes(#"VStack { Text("aaaa bbbb cccc").frame(width: 100) }.multilineTextAlignment(.trailing)"#)
        let t = try XCTUnwrap(n.first { $0.node.kind == .text })
        XCTAssertEqual(t.node.lineAlignment, 1)
        XCTAssertEqual(t.node.lines, ["aaaa bbbb", "cccc"])
    }

    func testTextCaseChangesTheTextsBelowItUntilALowerOneLiftsIt() throws {
        let n = try nodes(#"VStack { Text("Hello there"); Text("Kept").textCase(nil); Text("Down").textCase(.lowercase) }.textCase(.uppercase)"#)
        XCTAssertNotNil(text("HELLO THERE", in: n))
        XCTAssertNotNil(text("Kept", in: n))
        XCTAssertNotNil(text("down", in: n))
    }

    /// On an iPhone 16 (393 × 852, safe area 59 top and 34 bottom) the content is offered and
    /// centred in the 393 × 759 between them; a colour that ignores the safe area reaches the
    /// screen's edges, one that does not stops at them, and only the edges named reach.
    func testTheSafeAreaOfADeviceAndTheViewsThatIgnoreIt() throws {
        let device = try XCTUnwrap(Device.named("iphone 16"))
        XCTAssertEqual(device.size, Size(393, 852))
        func frames(_ body: String) throws -> [PresentedNode] {
            let p = try play("import SwiftUI\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n",
                             size: device.size, safeArea: device.safeArea)
            if let f = p.scene.failure { XCTFail(f.headline) }
            return p.present().nodes
        }
        let all = try frames(#"ZStack { Color.red.ignoresSafeArea(); VStack { Text("T"); Spacer(); Text("B") } }"#)
        let red = try XCTUnwrap(all.first { $0.node.kind == .rect })
        assertFrame(red.frame, 0, 0, 393, 852)
        // "T" at the safe area's top (59), "B" ending at its bottom (852 − 34).
        XCTAssertEqual(text("T", in: all)?.y ?? -1, 59, accuracy: 1e-6)
        let b = try XCTUnwrap(text("B", in: all))
        XCTAssertEqual(b.y + b.height, 818, accuracy: 1e-6)
        let kept = try frames("Color.blue")
        assertFrame(kept.first { $0.node.kind == .rect }?.frame, 0, 59, 393, 759)
        let top = try frames("Color.green.ignoresSafeArea(edges: .top)")
        assertFrame(top.first { $0.node.kind == .rect }?.frame, 0, 0, 393, 818)
        let old = try frames("Color.green.edgesIgnoringSafeArea(.bottom)")
        assertFrame(old.first { $0.node.kind == .rect }?.frame, 0, 59, 393, 793)
        // The window's insets are the device's.
        let insets = try frames(#"Text("\(Int(UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0)) \(Int(UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0))")"#)
        XCTAssertNotNil(text("59 34", in: insets))
    }

    func testADeviceDirectiveNamesItsDevice() {
        XCTAssertEqual(Device.directive(in: "// Demo\n// animpreview: device iPhone 16 Pro\nimport SwiftUI\n"), "iPhone 16 Pro")
        XCTAssertNil(Device.directive(in: "import SwiftUI\n// animpreview: device iPhone 16\n"))
        XCTAssertEqual(Device.named("iPhone  SE (3rd generation)")?.safeArea, EdgeInsets(top: 20, bottom: 0))
        XCTAssertNil(Device.named("iPhone 99"))
    }

    func testStrikethroughAndUnderlineReachTheTextsBelowAndCanBeTurnedOff() throws {
        let n = try nodes(#"VStack { Text("on"); Text("off").strikethrough(false); Text("under").underline(color: .orange) }.strikethrough()"#)
        let on = try XCTUnwrap(n.first { $0.node.text == "on" }?.node)
        XCTAssertTrue(on.strikethrough)
        XCTAssertNil(on.strikethroughColor, "the text's own colour")
        XCTAssertFalse(try XCTUnwrap(n.first { $0.node.text == "off" }?.node).strikethrough)
        let under = try XCTUnwrap(n.first { $0.node.text == "under" }?.node)
        XCTAssertTrue(under.underline && under.strikethrough)
        XCTAssertEqual(under.underlineColor, Color(red: 1, green: 149 / 255, blue: 0))
    }
}

/// `ViewThatFits` (Apple: the first child whose ideal size fits the proposal on the constrained
/// axes, else the last). A view not chosen is laid out in no space, its clip hiding it.
final class ViewThatFitsTests: XCTestCase {
    private func shown(_ body: String) throws -> (texts: [String: Rect], hidden: Set<String>) {
        let p = try play("""
        import SwiftUI
        struct V: View { var body: some View { \(body) } }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        var texts: [String: Rect] = [:], hidden: Set<String> = []
        for n in p.present().nodes where n.node.kind == .text {
            texts[n.node.text] = n.frame
            var a: Node? = n.node
            while let x = a, x.mask == nil { a = x.parent }
            if let clip = a, clip.modelFrame.width == 0 { hidden.insert(n.node.text) }
        }
        return (texts, hidden)
    }

    func testTheFirstViewWhoseIdealSizeFitsIsShown() throws {
        // "abcdefghij" is 102 wide: in 100 it does not fit and "abc" (30.6) shows, centred.
        let narrow = try shown(#"ViewThatFits { Text("abcdefghij"); Text("abc") }.frame(width: 100)"#)
        XCTAssertEqual(narrow.hidden, ["abcdefghij"])
        let abc = try XCTUnwrap(narrow.texts["abc"])
        for (a, b) in [(abc.x, (960 - 30.6) / 2), (abc.y, (600 - 17) / 2), (abc.width, 30.6), (abc.height, 17)] { XCTAssertEqual(a, b, accuracy: 1e-9) }
        // In 110 the first fits.
        let wide = try shown(#"ViewThatFits { Text("abcdefghij"); Text("abc") }.frame(width: 110)"#)
        XCTAssertEqual(wide.hidden, ["abc"])
        XCTAssertEqual(wide.texts["abcdefghij"]?.width ?? .nan, 102, accuracy: 1e-9)
        // None fits: the last shows.
        let none = try shown(#"ViewThatFits { Text("abcdefghij"); Text("abcdefgh") }.frame(width: 20)"#)
        XCTAssertEqual(none.hidden, ["abcdefghij"])
        // Only the vertical axis constrained: the wide text fits in 17 of 600 high.
        let vertical = try shown(#"ViewThatFits(in: .vertical) { Text("abcdefghij"); Text("abc") }.frame(width: 50)"#)
        XCTAssertEqual(vertical.hidden, ["abc"])
    }
}

/// `.alignmentGuide`: frames worked out by hand from Apple's rule (the stack lines up the
/// guides it aligns by; each view's guide its default unless given).
extension SwiftUILayoutTests {
    func testAnAlignmentGuideMovesAViewInItsVStack() throws {
        // Guides: "Hello" 0 (leading), "World" its trailing edge, 51. The line stands 51 from
        // the stack's left: Hello at 51, World at 0; the stack 102 wide, centred: x 429.
        let n = try nodes(#"""
        VStack(alignment: .leading) { Text("Hello"); Text("World").alignmentGuide(.leading) { d in d[.trailing] } }
        """#)
        XCTAssertEqual(text("Hello", in: n)?.x ?? .nan, 480, accuracy: 1e-9)
        XCTAssertEqual(text("World", in: n)?.x ?? .nan, 429, accuracy: 1e-9)
    }

    func testAnAlignmentGuideMovesAViewInItsHStackAndZStack() throws {
        // Top guides 0 and −20: the blue one 20 lower; the stack 70 tall (y 265), 28 wide (x 466).
        let h = try nodes("""
        HStack(alignment: .top) {
            Color.red.frame(width: 10, height: 50)
            Color.blue.frame(width: 10, height: 50).alignmentGuide(.top) { _ in -20 }
        }
        """)
        let rects = h.filter { $0.node.kind == .rect }.map(\.frame).sorted { $0.x < $1.x }
        XCTAssertEqual(rects, [Rect(x: 466, y: 265, width: 10, height: 50), Rect(x: 484, y: 285, width: 10, height: 50)])
        // Centre guides: the text's is its height (17), the square's its middle (25): the line
        // 25 down; the text 8 down. `VerticalAlignment.center` names the vertical guide.
        let c = try nodes(#"""
        HStack { Color.red.frame(width: 50, height: 50); Text("T").alignmentGuide(VerticalAlignment.center) { d in d.height } }
        """#)
        let red = try XCTUnwrap(c.first { $0.node.kind == .rect }?.frame)
        XCTAssertEqual((text("T", in: c)?.y ?? .nan) - red.y, 8, accuracy: 1e-9)
        // A ZStack aligns on both axes: the small square's leading guide at its trailing edge
        // puts it left of the big one's leading edge: 20 + 100 wide (x 420).
        let z = try nodes("""
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { d in d.width }
        }
        """)
        let blue = try XCTUnwrap(z.first { $0.node.kind == .rect && $0.frame.width == 20 }?.frame)
        let big = try XCTUnwrap(z.first { $0.node.kind == .rect && $0.frame.width == 100 }?.frame)
        XCTAssertEqual(blue.x, 420, accuracy: 1e-9)
        XCTAssertEqual(big.x, 440, accuracy: 1e-9)
        XCTAssertEqual(blue.y, big.y, accuracy: 1e-9)
    }
}
