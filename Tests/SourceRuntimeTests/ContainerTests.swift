import Scene
import XCTest

/// Navigation stacks laid out and driven as iOS does, in a 960 × 600 canvas with FixedMetrics
/// (a text of size s is s tall and each ASCII character 0.6 s wide).
///
/// The numbers: UINavigationBar's 44 pt bar, 52 pt more for a large title (96 pt in all),
/// the large title 34 pt bold at the 16 pt margin, the inline title 17 pt semibold centred in
/// the bar (Apple's HIG "Navigation bars" and UIKit's defaults), our 8 pt under the large title.
class ContainerTestCase: XCTestCase {
    func view(_ body: String, extra: String = "") throws -> ScenePlayer {
        let p = try play("""
        import SwiftUI
        \(extra)
        struct V: View {
            @State var n = 0
            var body: some View {
                \(body)
            }
        }
        """)
        if let failure = p.scene.failure { XCTFail(failure.headline) }
        return p
    }

    func texts(_ p: ScenePlayer, _ s: String) -> [PresentedNode] {
        p.present().nodes.filter { ($0.node.kind == .text || $0.node.kind == .glyph) && $0.node.text == s }
    }

    /// The canvas rectangle a text is drawn in (its frame through its transform).
    func placed(_ p: ScenePlayer, _ s: String, file: StaticString = #filePath, line: UInt = #line) -> Rect? {
        guard let n = texts(p, s).first else { XCTFail("no text \(s)", file: file, line: line); return nil }
        let o = n.transform.apply(Point(n.frame.x, n.frame.y))
        return Rect(x: o.x, y: o.y, width: n.frame.width, height: n.frame.height)
    }

    func assertRect(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, accuracy: Double = 1e-6,
                    file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return }
        for (a, b, name) in [(r.x, x, "x"), (r.y, y, "y"), (r.width, w, "width"), (r.height, h, "height")] {
            XCTAssertEqual(a, b, accuracy: accuracy, "\(name) of \(r)", file: file, line: line)
        }
    }

}

final class ContainerTests: ContainerTestCase {
    func testTheLargeTitleSitsUnderTheBarAndTheContentBelowIt() throws {
        let p = try view(#"NavigationStack { Text("Hi").navigationTitle("Title") }"#)
        // "Title": 34 pt, 5 × 20.4 wide, at the 16 pt margin; 8 pt over the bottom of the
        // 96 pt bar: y 96 − 8 − 34 = 54.
        assertRect(placed(p, "Title"), 16, 54, 102, 34)
        // The content is centred in what is left: y 96 + (504 − 17) / 2, x (960 − 20.4) / 2.
        assertRect(placed(p, "Hi"), 469.8, 339.5, 20.4, 17)
        XCTAssertEqual(texts(p, "Title").first?.node.font?.weight, .bold)
    }

    func testAnInlineTitleIsCentredInTheBar() throws {
        for modifier in [".navigationBarTitleDisplayMode(.inline)", ".navigationBarTitle(\"Title\", displayMode: .inline)"] {
            let p = try view("NavigationStack { Text(\"Hi\").navigationTitle(\"Title\")\(modifier) }")
            // 17 pt: 51 wide, (960 − 51) / 2 = 454.5; (44 − 17) / 2 = 13.5 down.
            assertRect(placed(p, "Title"), 454.5, 13.5, 51, 17)
            XCTAssertEqual(texts(p, "Title").first?.node.font?.weight, .semibold)
            // The content is centred under the 44 pt bar: 44 + (556 − 17) / 2.
            assertRect(placed(p, "Hi"), 469.8, 313.5, 20.4, 17)
        }
    }

    func testToolbarItemsStandInTheBarInTheTint() throws {
        let p = try view("""
        NavigationStack {
            Text("Hi")
                .navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") { n += 1 } }
                    ToolbarItem(placement: .navigationBarLeading) { Text("Left") }
                }
        }
        """)
        // Trailing: 4 × 10.2 wide, 16 pt from the trailing edge, centred in the 44 pt bar.
        assertRect(placed(p, "Edit"), 960 - 16 - 40.8, 13.5, 40.8, 17)
        assertRect(placed(p, "Left"), 16, 13.5, 40.8, 17)
        // systemBlue, 0/122/255.
        XCTAssertEqual(texts(p, "Edit").first?.node.color, Color(red: 0, green: 122 / 255, blue: 1))
    }

    func testATitleAndToolbarInsideAViewStructReachTheBar() throws {
        let p = try view("NavigationStack { Inner() }", extra: """
        struct Inner: View {
            var body: some View {
                Text("Body").navigationTitle("Deep").toolbar { Text("Item") }
            }
        }
        """)
        assertRect(placed(p, "Deep"), 16, 54, 81.6, 34)
        XCTAssertEqual(placed(p, "Item")?.x ?? 0, 960 - 16 - 40.8, accuracy: 1e-6)
    }

    func testAHiddenBarLeavesTheWholeCanvasToTheContent() throws {
        for modifier in [".navigationBarHidden(true)", ".toolbar(.hidden, for: .navigationBar)"] {
            let p = try view("NavigationStack { Text(\"Hi\").navigationTitle(\"Title\")\(modifier) }")
            XCTAssertTrue(texts(p, "Title").isEmpty)
            assertRect(placed(p, "Hi"), 469.8, 291.5, 20.4, 17)
        }
    }

    func testALinkPushesItsDestinationAndTheBackButtonPopsIt() throws {
        let p = try view(#"NavigationStack { NavigationLink("Go") { Text("Dest").navigationTitle("Second") }.navigationTitle("First") }"#)
        let go = try XCTUnwrap(placed(p, "Go"))
        XCTAssertEqual(go.x, 469.8, accuracy: 1e-6)
        p.seek(to: 0.1)
        XCTAssertTrue(p.tap(at: Point(go.x + 5, go.y + 5)))
        // Half way through the 0.35 s ease-in-out the new page has come half its width in
        // (an ease-in-out is at one half at half time) and the old one gone a sixth of it out.
        p.seek(to: 0.1 + 0.175)
        XCTAssertEqual(placed(p, "Dest")?.x ?? 0, 459.6 + 480, accuracy: 1)
        XCTAssertEqual(placed(p, "Go")?.x ?? 0, 469.8 - 160, accuracy: 1)
        p.seek(to: 0.6)
        // At rest: the destination in place under its large title, the root a third out.
        assertRect(placed(p, "Dest"), 459.6, 339.5, 40.8, 17)
        assertRect(placed(p, "Second"), 16, 54, 122.4, 34)
        XCTAssertEqual(placed(p, "Go")?.x ?? 0, 469.8 - 320, accuracy: 1e-6)
        // The back button is titled with the previous page's title, in the bar (the root's own
        // large title is the other "First", a third out under the new page).
        let firsts = texts(p, "First").map { n in n.transform.apply(Point(n.frame.x, n.frame.y)) }
        XCTAssertEqual(firsts.count, 2)
        let back = try XCTUnwrap(firsts.min { $0.y < $1.y })
        XCTAssertEqual(back.y, 13.5, accuracy: 1e-6)
        XCTAssertTrue(p.tap(at: Point(back.x + 5, back.y + 5)))
        p.seek(to: 1.2)
        XCTAssertTrue(texts(p, "Dest").isEmpty)
        XCTAssertEqual(placed(p, "Go")?.x ?? 0, 469.8, accuracy: 1e-6)
    }

    func testAStateChangeInsideAPageKeepsItsTitleInStep() throws {
        let p = try view("NavigationStack { Counter() }", extra: """
        struct Counter: View {
            @State var k = 0
            var body: some View {
                Text("Tap").onTapGesture { k += 1 }.navigationTitle("Count \\(k)")
            }
        }
        """)
        XCTAssertFalse(texts(p, "Count 0").isEmpty)
        let tap = try XCTUnwrap(placed(p, "Tap"))
        XCTAssertTrue(p.tap(at: Point(tap.x + 3, tap.y + 3)))
        p.seek(to: 0.5)
        XCTAssertTrue(texts(p, "Count 0").isEmpty)
        XCTAssertFalse(texts(p, "Count 1").isEmpty)
    }

    func testABarsBackgroundAndAHiddenBackButton() throws {
        let p = try view("""
        NavigationView {
            NavigationLink("Go") { Text("There").navigationBarBackButtonHidden(true) }
                .navigationTitle("Here")
                .toolbarBackground(Color.yellow, for: .navigationBar)
        }
        .navigationViewStyle(.stack)
        """)
        // The yellow (systemYellow, 255/204/0) fills the 96 pt bar across the canvas.
        let yellow = p.present().nodes.filter { $0.node.kind == .rect && $0.node.color == Color(red: 1, green: 204 / 255, blue: 0) }
        XCTAssertEqual(yellow.count, 1)
        XCTAssertEqual(yellow.first?.frame.width ?? 0, 960, accuracy: 1e-6)
        XCTAssertEqual(yellow.first?.frame.height ?? 0, 96, accuracy: 1e-6)
        let go = try XCTUnwrap(placed(p, "Go"))
        XCTAssertTrue(p.tap(at: Point(go.x + 3, go.y + 3)))
        p.seek(to: 1)
        XCTAssertEqual(texts(p, "There").count, 1)
        // No back button: the previous page's title is only its own large title, a third out.
        XCTAssertEqual(texts(p, "Here").count, 1)
        XCTAssertEqual(placed(p, "Here")?.x ?? 0, 16 - 320, accuracy: 1e-6)
    }

    func testNavigationErrorsArePositioned() throws {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                NavigationStack(path: .constant([Int]())) { Text("x") }
            }
        }
        """
        let p = try play(source)
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.headline.contains("Test.swift:4:"), failure.headline)
        XCTAssertTrue(failure.headline.contains("NavigationStack(path:)"), failure.headline)
    }

    func testAValueLinkPushesWhatItsTypesDestinationMakes() throws {
        let p = try view("""
        NavigationStack {
            VStack {
                NavigationLink("Seven", value: 7)
                NavigationLink(value: "word") { Text("Word") }
            }
            .navigationDestination(for: Int.self) { n in Text("Number \\(n)") }
            .navigationDestination(for: String.self) { w in Text("Say \\(w)") }
        }
        """)
        let seven = try XCTUnwrap(placed(p, "Seven"))
        XCTAssertTrue(p.tap(at: Point(seven.x + 3, seven.y + 3)))
        p.seek(to: 1)
        // "Number 7": 8 × 10.2 wide, centred under the 44 pt bar of a page without a title.
        assertRect(placed(p, "Number 7"), (960 - 81.6) / 2, 313.5, 81.6, 17)
        let back = try XCTUnwrap(placed(p, "Back"))
        XCTAssertTrue(p.tap(at: Point(back.x + 3, back.y + 3)))
        p.seek(to: 2)
        let word = try XCTUnwrap(placed(p, "Word"))
        XCTAssertTrue(p.tap(at: Point(word.x + 3, word.y + 3)))
        p.seek(to: 3)
        XCTAssertEqual(texts(p, "Say word").count, 1)
        XCTAssertTrue(texts(p, "Number 7").isEmpty)
    }

    /// `ScrollViewReader` shows its content; `scrollTo` is accepted and, the rows (120 tall)
    /// being shorter than the scroll view, leaves every row where the stack put it.
    func testAScrollViewReaderShowsItsContentAndScrollToInShortContentMovesNothing() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State var target = 0
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<3, id: \\.self) { i in Text("row \\(i)").frame(height: 40).id(i) }
                        }
                    }
                    .onAppear { proxy.scrollTo(2, anchor: .center) }
                }
            }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.headline)
        let rows = p.present().nodes.filter { $0.node.kind == .text }
        XCTAssertEqual(rows.map(\.node.text), ["row 0", "row 1", "row 2"])
        // 40 pt apart, from the top of the scroll view.
        XCTAssertEqual(rows[1].frame.y - rows[0].frame.y, 40, accuracy: 1e-9)
    }

    /// `frame(in: .local)` is the reader's size at origin zero; `.global` where layout put it
    /// in the scene, and a named space (our rule) the same scene points. A 200 × 100 reader
    /// centred on the 960 × 600 canvas stands at (380, 250).
    func testAGeometryReadersFrameInEachSpace() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State var shown = ""
            var body: some View {
                GeometryReader { proxy in
                    Color.clear.onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                            let l = proxy.frame(in: .local), g = proxy.frame(in: .global), n = proxy.frame(in: .named("area"))
                            shown = "\\(Int(l.minX)) \\(Int(l.width)) \\(Int(g.minX)) \\(Int(g.minY)) \\(Int(n.minX))"
                        }
                    }
                }
                .frame(width: 200, height: 100)
                .coordinateSpace(name: "area")
                .overlay(Text(shown))
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.5), "0 200 380 250 380")
    }

    /// SwiftUI calls a `GeometryReader`'s content with its size known: code that divides by
    /// the size (`Int(h / w)`) works, though the runtime builds the reader before its first
    /// layout pass. A 200 × 100 reader: 100 / 20 = 5 items.
    func testAGeometryReadersContentSeesItsSizeNotZero() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                GeometryReader { proxy in
                    let item = proxy.size.width / 10
                    let count = Int((proxy.size.height / item).rounded())
                    Text("\\(count) items")
                }
                .frame(width: 200, height: 100)
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.1), "5 items")
    }

    /// A reader that appears later (a branch taken at 0.3 s) waits for its size too.
    func testAGeometryReaderShownLaterSeesItsSize() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State var shown = false
            var body: some View {
                VStack {
                    if shown {
                        GeometryReader { proxy in
                            Text("\\(Int(proxy.size.height / (proxy.size.width / 10))) rows")
                        }
                        .frame(width: 300, height: 90)
                    }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { shown = true } }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.1), "")
        XCTAssertEqual(shownText(p, at: 0.5), "3 rows")
    }
}
