import Scene
import XCTest

/// `ScrollView` laid out as SwiftUI lays it out (it takes the space offered; its content takes
/// its ideal length along the axis it scrolls, from the top-leading corner, and is clipped to
/// it) and scrolled by the wheel and by a drag. Frames worked out by hand in a 960 × 600
/// canvas with FixedMetrics (a `.body` character 10.2 wide, a line 17 tall).
final class ScrollViewTests: XCTestCase {
    private func player(_ body: String, state: String = "") throws -> ScenePlayer {
        let p = try play("""
        import SwiftUI
        struct V: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        return p
    }

    private func frame(of text: String, _ p: ScenePlayer, file: StaticString = #filePath, line: UInt = #line) -> Rect? {
        let r = p.present().nodes.first { ($0.node.kind == .text || $0.node.kind == .glyph) && $0.node.text == text }?.frame
        if r == nil { XCTFail("no text \(text)", file: file, line: line) }
        return r
    }

    private func assertY(_ r: Rect?, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r?.y ?? .nan, y, accuracy: 1e-6, file: file, line: line)
    }

    private let rows = """
    VStack(spacing: 0) {
        Text("Head").frame(height: 100)
        ScrollView {
            VStack(spacing: 10) { ForEach(0..<10) { i in Text("R\\(i)").frame(height: 50) } }
        }
        Text("Foot").frame(height: 100)
    }
    """

    func testAScrollViewTakesWhatItsStackLeavesAndClipsItsContent() throws {
        let p = try player(rows)
        // Head and Foot take 100 each; the scroll view the 400 between (y 100), the whole width.
        let scroller = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .group && $0.node.mask != nil })
        XCTAssertEqual(scroller.frame, Rect(x: 0, y: 100, width: 960, height: 400))
        // Its content (10 rows of 50 and 9 gaps of 10: 590 tall) starts at its top; a row's
        // text is centred in its 50: R0 at 100 + 16.5, R9 at 100 + 540 + 16.5 (below the
        // scroll view, clipped). The content is as wide as "R0" (20.4), centred: x 469.8.
        assertY(frame(of: "R0", p), 116.5)
        assertY(frame(of: "R9", p), 656.5)
        XCTAssertEqual(frame(of: "R0", p)?.x ?? .nan, 469.8, accuracy: 1e-6)
        assertY(frame(of: "Foot", p), 500 + 41.5)
    }

    func testTheWheelScrollsWithinTheContentAndReplays() throws {
        let p = try player(rows)
        p.seek(to: 0.5)
        XCTAssertTrue(p.scroll(at: Point(480, 300), by: Point(0, 100)))
        assertY(frame(of: "R0", p), 16.5)
        // Past the end it stops where the last row meets the bottom: 590 − 400 = 190 scrolled.
        p.seek(to: 1)
        p.scroll(at: Point(480, 300), by: Point(0, 1000))
        assertY(frame(of: "R9", p), 656.5 - 190)
        // Over the header nothing scrolls; before the end past the top it stops at 0.
        XCTAssertFalse(p.scroll(at: Point(480, 50), by: Point(0, 50)))
        // Played again from the start, the kept scrolls come back at their times.
        p.seek(to: 0.2)
        assertY(frame(of: "R0", p), 116.5)
        p.seek(to: 0.7)
        assertY(frame(of: "R0", p), 16.5)
        p.seek(to: 1.5)
        p.scroll(at: Point(480, 300), by: Point(0, -500))
        assertY(frame(of: "R0", p), 116.5)
    }

    func testKeptScrollsPlayAgainInANewPlayer() throws {
        // As the window does when it makes the scene anew (another colour scheme): the taps,
        // drags and scrolls kept are applied to the new player at their times.
        let p = try player(rows)
        p.seek(to: 0.5)
        p.scroll(at: Point(480, 300), by: Point(0, 100))
        let q = try player(rows)
        q.apply(p.taps, drags: p.drags, scrolls: p.scrolls)
        q.seek(to: 1)
        assertY(frame(of: "R0", q), 16.5)
    }

    func testAHorizontalScrollViewLaysItsContentOutAtFullLengthAndADragScrollsIt() throws {
        let body = """
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 20) { ForEach(0..<8) { i in Color.blue.frame(width: 200, height: 300) } }.padding()
        }
        """
        func cards(_ p: ScenePlayer) -> [Rect] {
            p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 200 }.map(\.frame).sorted { $0.x < $1.x }
        }
        // The content: 8 × 200 + 7 × 20 = 1,740 by 300, padded 16: 1,772 by 332, from the
        // leading edge, centred across: y (600 − 332) / 2 + 16 = 150.
        let p = try player(body)
        XCTAssertEqual(cards(p).count, 8)
        XCTAssertEqual(cards(p).first, Rect(x: 16, y: 150, width: 200, height: 300))
        XCTAssertEqual(cards(p).last?.x ?? .nan, 16 + 7 * 220, accuracy: 1e-6)
        // The wheel over a view that scrolls only sideways scrolls it sideways.
        p.seek(to: 0.1)
        p.scroll(at: Point(480, 300), by: Point(0, 40))
        XCTAssertEqual(cards(p).first?.x ?? .nan, 16 - 40, accuracy: 1e-6)
        // A drag from x 800 to 100 in 0.3 s moves every 1/60 s, 700 / 18 each: it scrolls from
        // its first move (38.9 from the press, past the 10-point slop), so the content moves
        // 700 − 700 / 18 with the pointer.
        let q = try player(body)
        q.apply([], drags: [.straight(from: Point(800, 300), to: Point(100, 300), time: 0.2, duration: 0.3)])
        q.seek(to: 1)
        XCTAssertEqual(cards(q).first?.x ?? .nan, 16 - (700 - 700.0 / 18), accuracy: 1e-6)
    }

    func testContentTakesItsIdealLengthAlongTheScrollAxis() throws {
        // Offered no height, the colour takes a shape's ideal 10 and the spacer its least 8
        // (SwiftUI's); the stack is as wide as offered, 960 (the colour's), the text centred.
        let p = try player(#"ScrollView { VStack(spacing: 0) { Color.red; Spacer(); Text("T") } }"#)
        let red = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        XCTAssertEqual(red.frame, Rect(x: 0, y: 0, width: 960, height: 10))
        XCTAssertEqual(frame(of: "T", p), Rect(x: 474.9, y: 18, width: 10.2, height: 17))
    }

    func testScrollClipDisabledLeavesTheContentUnclipped() throws {
        let clipped = try player(#"ScrollView { Text("A") }.frame(height: 200)"#)
        XCTAssertNotNil(clipped.present().nodes.first { $0.node.kind == .group && $0.node.mask != nil })
        let open = try player(#"ScrollView { Text("A") }.scrollClipDisabled().frame(height: 200)"#)
        XCTAssertNil(open.present().nodes.first { $0.node.mask != nil })
        XCTAssertNotNil(open.present().nodes.first { $0.node.kind == .group && $0.node.onScroll != nil })
    }

    func testAScrollViewInAShorterFrameIsCentredAsAnyView() throws {
        // The frame is 200 tall and centred in the canvas (y 200); the text at its top.
        let p = try player(#"ScrollView { Text("A") }.frame(height: 200)"#)
        assertY(frame(of: "A", p), 200)
    }

    func testAPressThatDoesNotMoveStillTapsAButtonInAScrollView() throws {
        let p = try player(#"""
        ScrollView { VStack { Text("n\(n)"); Button("Add") { n += 1 }; Color.gray.frame(height: 900) } }
        """#, state: "@State private var n = 0")
        let button = try XCTUnwrap(frame(of: "n0", p))
        // The button's label stands below the text: press and release on it without moving.
        let label = try XCTUnwrap(p.present().nodes.first { $0.node.text == "Add" }?.frame)
        XCTAssertGreaterThan(label.y, button.y)
        let at = Point(label.x + label.width / 2, label.y + label.height / 2)
        p.apply([], drags: [ScenePlayer.Drag(points: [at, at], times: [0.5, 0.6])])
        XCTAssertEqual(shownText(p, at: 1).hasPrefix("n1"), true)
    }

    func testContentScrolledOutOfAScrollViewTakesNoClicks() throws {
        let p = try player(#"""
        VStack(spacing: 0) {
            Text("Head").frame(height: 100)
            ScrollView { VStack(spacing: 0) { ForEach(0..<20) { i in Text("R\(i)").frame(height: 50).onTapGesture { n = i } } } }
        }
        """#, state: "@State private var n = -1")
        p.seek(to: 0.5)
        p.scroll(at: Point(480, 300), by: Point(0, 100))
        // R0's text (20.4 wide, x 469.8) now stands at y 0 + 16.5, over the header: clipped
        // away, it takes no click there; R2's (y 116.5, inside the scroll view) does.
        XCTAssertFalse(p.scene.tap(at: Point(480, 25)))
        XCTAssertTrue(p.scene.tap(at: Point(480, 125)))
        XCTAssertTrue(shownText(p, at: 0.6).contains("R2"))
    }

    func testAGeometryReaderInAScrollViewReadsWhereTheScrollMovedIt() throws {
        let p = try player(#"""
        ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 1000)
                GeometryReader { g in Text("y\(Int(g.frame(in: .global).minY))") }.frame(height: 50)
            }
        }
        """#)
        XCTAssertEqual(shownText(p, at: 0.5), "y1000")
        p.scroll(at: Point(480, 300), by: Point(0, 300))
        XCTAssertEqual(shownText(p, at: 0.6), "y700")
    }

    func testScrollAxesAreCheckedAsSwiftChecksThem() throws {
        let source = """
        import SwiftUI
        struct V: View { var body: some View { ScrollView(3) { Text("A") } } }
        """
        if let e = loadError(source) { return XCTAssertTrue(e.description.contains("Axis.Set"), e.description) }
        let p = try play(source)
        XCTAssertTrue(p.scene.failure?.headline.contains("Axis.Set") == true, p.scene.failure?.headline ?? "played")
    }
}

/// `ScrollViewReader`'s `scrollTo(_:anchor:)`: 20 rows of 50 (1,000 tall) in a scroll view
/// filling the 600-tall canvas can scroll 400; the offsets worked out by hand.
final class ScrollToTests: XCTestCase {
    private func rowY(_ call: String, _ row: Int, at t: Double) throws -> Double {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<20, id: \\.self) { i in Text("R\\(i)").frame(height: 50) } }
                    }
                    .onAppear { \(call) }
                }
            }
        }
        """)
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return try XCTUnwrap(p.present().nodes.first { $0.node.text == "R\(row)" }?.frame.y)
    }

    func testScrollToPutsTheRowsAnchorAtTheScrollViewsAnchor() throws {
        // R6 (content y 300) at the top: offset 300, its text 16.5 down.
        XCTAssertEqual(try rowY("proxy.scrollTo(6, anchor: .top)", 6, at: 0.5), 16.5, accuracy: 1e-9)
        // R10's centre (525) at the middle (300): offset 225, its text at 500 + 16.5 − 225.
        XCTAssertEqual(try rowY("proxy.scrollTo(10, anchor: .center)", 10, at: 0.5), 291.5, accuracy: 1e-9)
        // R19 at the top would need 950: the content stops at 400.
        XCTAssertEqual(try rowY("proxy.scrollTo(19, anchor: .top)", 19, at: 0.5), 950 + 16.5 - 400, accuracy: 1e-9)
        // No anchor: as little as shows R15 (750…800) whole: offset 200.
        XCTAssertEqual(try rowY("proxy.scrollTo(15)", 15, at: 0.5), 750 + 16.5 - 200, accuracy: 1e-9)
        // An id no row has scrolls nothing.
        XCTAssertEqual(try rowY("proxy.scrollTo(99, anchor: .top)", 0, at: 0.5), 16.5, accuracy: 1e-9)
    }

    func testScrollToInsideWithAnimationMovesTheContentWithIt() throws {
        let call = "withAnimation(.linear(duration: 1)) { proxy.scrollTo(6, anchor: .top) }"
        let mid = try rowY(call, 6, at: 0.5)
        XCTAssertTrue(mid > 16.5 && mid < 316.5, "\(mid)")
        XCTAssertEqual(try rowY(call, 6, at: 1.5), 16.5, accuracy: 1e-9)
    }
}

/// `scrollTargetBehavior`: where a horizontal scroll view comes to rest after a drag.
final class ScrollTargetTests: XCTestCase {
    private func firstX(_ body: String, drag: ScenePlayer.Drag, at t: Double, width: Double) throws -> Double {
        let p = try play("""
        import SwiftUI
        struct V: View { var body: some View { \(body) } }
        """)
        p.apply([], drags: [drag])
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return try XCTUnwrap(p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == width }.map(\.frame.x).min())
    }

    private let pages = """
    ScrollView(.horizontal) {
        HStack(spacing: 0) { ForEach(0..<5) { i in Color.orange.frame(width: 960, height: 600) } }.scrollTargetLayout()
    }.scrollTargetBehavior(.paging)
    """

    func testPagingTurnsAPageOnAFlickAndComesBackAfterASlowDrag() throws {
        // 200 points in 0.3 s (667 a second at the release): the next page, 960 on.
        let flick = ScenePlayer.Drag.straight(from: Point(700, 300), to: Point(500, 300), time: 0.2, duration: 0.3)
        XCTAssertEqual(try firstX(pages, drag: flick, at: 1.5, width: 960), -960, accuracy: 1e-6)
        // The same 200 points in 2 s (100 a second): the nearest page, where it began.
        let slow = ScenePlayer.Drag.straight(from: Point(700, 300), to: Point(500, 300), time: 0.2, duration: 2)
        XCTAssertEqual(try firstX(pages, drag: slow, at: 3, width: 960), 0, accuracy: 1e-6)
    }

    func testAWheelNotchOverAPagedScrollViewTurnsAPage() throws {
        let p = try play("""
        import SwiftUI
        struct V: View { var body: some View { \(pages) } }
        """)
        p.seek(to: 0.2)
        XCTAssertTrue(p.scroll(at: Point(480, 300), by: Point(0, 40)))
        p.seek(to: 0.4)
        p.scroll(at: Point(480, 300), by: Point(0, 40))
        p.seek(to: 1.5)
        let x = try XCTUnwrap(p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 960 }.map(\.frame.x).min())
        XCTAssertEqual(x, -1920, accuracy: 1e-6, "two notches, two pages")
    }

    func testViewAlignedComesToRestOnTheNearestItem() throws {
        // Cards 200 wide, 20 apart: their leading edges at 0, 220, 440, … A slow drag of 300
        // (100 a second) leaves the content 290 on (10 taken by the slop); a fifth of a second
        // more at 100 a second is 310, nearest the card at 220.
        let body = """
        ScrollView(.horizontal) {
            HStack(spacing: 20) { ForEach(0..<10) { i in Color.blue.frame(width: 200, height: 300) } }
        }.scrollTargetBehavior(.viewAligned)
        """
        let slow = ScenePlayer.Drag.straight(from: Point(800, 300), to: Point(500, 300), time: 0.2, duration: 3)
        XCTAssertEqual(try firstX(body, drag: slow, at: 4, width: 200), -220, accuracy: 1e-6)
    }
}

/// `scrollPosition(id:)`: the binding follows the page a paged scroll view comes to, and a
/// new value scrolls it there.
final class ScrollPositionTests: XCTestCase {
    private func player(_ extra: String, start: Int = 0) throws -> ScenePlayer {
        try play("""
        import SwiftUI
        struct V: View {
            @State private var page: Int? = \(start)
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5, id: \\.self) { i in Color.orange.frame(width: 960, height: 600) } }.scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $page)
                .overlay(alignment: .top) { Text("at \\(page ?? -1)") }
                \(extra)
            }
        }
        """)
    }

    private func state(_ p: ScenePlayer, at t: Double) throws -> (text: String, x: Double) {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let text = p.present().nodes.first { $0.node.kind == .text }?.node.text ?? ""
        let x = try XCTUnwrap(p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 960 }.map(\.frame.x).min())
        return (text, x)
    }

    func testTheBindingFollowsTheScrollAndScrollsWhenSet() throws {
        let p = try player("")
        XCTAssertEqual(try state(p, at: 0.1).text, "at 0")
        // A flick turns to page 1: the binding says so.
        p.apply([], drags: [.straight(from: Point(700, 300), to: Point(500, 300), time: 0.2, duration: 0.3)])
        let after = try state(p, at: 1.5)
        XCTAssertEqual(after.text, "at 1")
        XCTAssertEqual(after.x, -960, accuracy: 1e-6)
    }

    func testTheBindingsFirstValueIsWhereTheScrollViewStarts() throws {
        // Page 2 of 960-wide pages: the content 1,920 on from the first frame.
        XCTAssertEqual(try state(try player("", start: 2), at: 0.1).x, -1920, accuracy: 1e-6)
    }

    func testSettingTheBindingScrollsToThatItem() throws {
        let p = try player(".onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { page = 3 } }")
        XCTAssertEqual(try state(p, at: 0.3).x, 0, accuracy: 1e-6)
        let moved = try state(p, at: 1)
        XCTAssertEqual(moved.x, -2880, accuracy: 1e-6)
        XCTAssertEqual(moved.text, "at 3")
    }
}

/// `scrollTo` a view given its id by `.id(_:)`: the chat pattern of a marker at the bottom.
final class ScrollToIDTests: XCTestCase {
    func testScrollToAViewsIDBringsItIntoView() throws {
        // 20 rows of 50 and a 10-tall marker under them (content 1,010 in a 600 scroll view):
        // to the marker's bottom edge at the bottom, the content 410 on; R19 then stands at
        // 950 − 410 + 16.5.
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \\.self) { i in Text("R\\(i)").frame(height: 50) }
                            Color.clear.frame(height: 10).id("bottom")
                        }
                    }
                    .onAppear { proxy.scrollTo("bottom", anchor: .bottom) }
                }
            }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.headline)
        let r19 = try XCTUnwrap(p.present().nodes.first { $0.node.text == "R19" }?.frame.y)
        XCTAssertEqual(r19, 950 - 410 + 16.5, accuracy: 1e-9)
    }
}
