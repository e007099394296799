import Scene
import XCTest

/// Lists, grids, labels, group boxes, disclosure groups and tab views laid out by the rules in
/// docs/SEMANTICS.md ("Containers"), in a 960 × 600 canvas with FixedMetrics.
///
/// The list numbers: UITableView's inset-grouped style on an iPhone — rows at least 44 pt
/// (HIG: "a minimum tappable area of 44 × 44 pt"), 16 pt between the card and the screen's
/// edge, 20 pt from the card to the row's text, 10 pt corners, systemGroupedBackground
/// (242/242/247) behind white cards; our 35 pt above a section without a header, a 13 pt
/// header 17 pt under the section before and 6 pt over its card.
final class ContainerListTests: ContainerTestCase {
    /// The fills of a colour: rectangles, and the first and last rows' rounded shapes.
    func rects(_ p: ScenePlayer, colour: Color) -> [Rect] {
        p.present().nodes.filter { ($0.node.kind == .rect || $0.node.kind == .path) && $0.node.color == colour }.map { n in
            let o = n.transform.apply(Point(n.frame.x, n.frame.y))
            return Rect(x: o.x, y: o.y, width: n.frame.width, height: n.frame.height)
        }
    }

    let white = Color(white: 1)
    let grouped = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

    func testAnInsetGroupedListsRowsAndSeparators() throws {
        let p = try view(#"List { Text("A"); Text("B") }"#)
        // Row A: 35 pt down, 44 pt tall, its text 20 pt into the card 16 pt from the edge,
        // centred in the row: 35 + (44 − 17) / 2.
        assertRect(placed(p, "A"), 36, 48.5, 10.2, 17)
        assertRect(placed(p, "B"), 36, 92.5, 10.2, 17)
        // The rows' backgrounds: white, 928 wide from x 16.
        let rows = rects(p, colour: white).filter { $0.width == 928 }
        XCTAssertEqual(rows.count, 2)
        assertRect(rows.first, 16, 35, 928, 44)
        // One separator (none under the last row), from the text's edge to the card's end.
        let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        let lines = rects(p, colour: separator)
        XCTAssertEqual(lines.count, 1)
        assertRect(lines.first, 36, 79 - 0.5, 908, 0.5)
        // The page behind: systemGroupedBackground over the whole canvas.
        assertRect(rects(p, colour: grouped).first, 0, 0, 960, 600)
    }

    func testASectionsHeaderIsInCapitalsAndItsFooterUnderTheCard() throws {
        let p = try view(#"Form { Section(header: Text("Head"), footer: Text("Foot")) { Text("Row") } }"#)
        // 13 pt capitals, 17 pt down, at the text's edge (36).
        assertRect(placed(p, "HEAD"), 36, 17, 31.2, 13)
        // The card starts 17 + 13 + 6 = 36 down: the row's text at 36 + 13.5.
        assertRect(placed(p, "Row"), 36, 49.5, 30.6, 17)
        // The footer 6 pt under the card's bottom (36 + 44).
        assertRect(placed(p, "Foot"), 36, 86, 31.2, 13)
        XCTAssertEqual(texts(p, "HEAD").first?.node.color, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
    }

    func testAPlainListSpansTheWidth() throws {
        let p = try view(#"List { ForEach(0..<3) { i in Text("R\(i)") } }.listStyle(.plain)"#)
        // No cards: the rows from the edge, the text at UIKit's 16 pt margin, no gap above.
        assertRect(placed(p, "R0"), 16, 13.5, 20.4, 17)
        assertRect(placed(p, "R2"), 16, 88 + 13.5, 20.4, 17)
        XCTAssertEqual(rects(p, colour: white).filter { $0.width == 960 && $0.height == 44 }.count, 3)
    }

    func testRowBackgroundsAndHiddenSeparatorsAndAHiddenPage() throws {
        let p = try view("""
        List { Text("A").listRowBackground(Color.red).listRowSeparator(.hidden); Text("B") }
            .scrollContentBackground(.hidden)
        """)
        let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
        XCTAssertEqual(rects(p, colour: red).filter { $0.height == 44 }.count, 1)
        XCTAssertTrue(rects(p, colour: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)).isEmpty)
        XCTAssertTrue(rects(p, colour: grouped).isEmpty)
    }

    func testAListTallerThanItsSpaceStartsAtItsTopUnderTheBar() throws {
        let p = try view(#"NavigationStack { List { ForEach(0..<500) { i in Text("R\(i)") } }.navigationTitle("Long") }"#)
        // A list is a scroll view: it takes the space under the bar, not its rows' 22,000 pt,
        // so the bar stays where it is and the first row is 35 pt under the bar.
        assertRect(placed(p, "Long"), 16, 54, 81.6, 34)
        assertRect(placed(p, "R0"), 36, 96 + 35 + 13.5, 20.4, 17)
    }

    func testARowsInsetsReplaceTheDefaults() throws {
        let p = try view(#"List { Text("A").listRowInsets(EdgeInsets(top: 20, leading: 50, bottom: 20, trailing: 0)); Text("B") }"#)
        // 50 pt into the card (x 16 + 50); 20 + 17 + 20 = 57 tall, over the 44 minimum.
        assertRect(placed(p, "A"), 66, 35 + 20, 10.2, 17)
        assertRect(placed(p, "B"), 36, 35 + 57 + 13.5, 10.2, 17)
    }

    func testALinkInAListIsARowWithAChevronThatPushes() throws {
        let p = try view(#"NavigationStack { List { NavigationLink("Open") { Text("Inside") } }.navigationTitle("L") }"#)
        // Under the 96 pt bar: the card 35 pt further down.
        let open = try XCTUnwrap(placed(p, "Open"))
        assertRect(open, 36, 96 + 35 + 13.5, 40.8, 17)
        // The chevron: a path 7 × 12 at the trailing inset (960 − 16 − 20 − 7).
        let chevron = p.present().nodes.first { $0.node.kind == .path && $0.frame.width == 7 }
        XCTAssertEqual(chevron.map { $0.transform.apply(Point($0.frame.x, $0.frame.y)).x } ?? 0, 917, accuracy: 1e-6)
        // A tap anywhere on the row (here near its trailing end) pushes.
        XCTAssertTrue(p.tap(at: Point(800, open.y + 5)))
        p.seek(to: 1)
        // A page without a title has the 44 pt bar alone: centred under it.
        assertRect(placed(p, "Inside"), 449.4, 313.5, 61.2, 17)
    }

    func testAListInTheDarkTakesTheDarkGroupedColours() throws {
        let p = try view(#"List { Text("A") }.preferredColorScheme(.dark)"#)
        // secondarySystemGroupedBackground dark: 28/28/30; systemGroupedBackground dark: black.
        XCTAssertEqual(rects(p, colour: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)).filter { $0.height == 44 }.count, 1)
        XCTAssertFalse(rects(p, colour: Color(red: 0, green: 0, blue: 0)).filter { $0.width == 960 && $0.height == 600 }.isEmpty)
    }

    func testGridColumnsFixedFirstThenFlexibleThenAdaptive() throws {
        let p = try view("""
        LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<4) { _ in Color.red.frame(height: 20) }
        }
        """)
        let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
        let cells = rects(p, colour: red).sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        XCTAssertEqual(cells.count, 4)
        // Fixed 100 first; the flexible column takes 960 − 100 − 8; rows 20 + 10 + 20 tall,
        // centred: y (600 − 50) / 2.
        assertRect(cells[0], 0, 275, 100, 20)
        assertRect(cells[1], 108, 275, 852, 20)
        assertRect(cells[3], 108, 305, 852, 20)

        let q = try view("LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { ForEach(0..<9) { _ in Color.red.frame(height: 10) } }")
        // As many 100 pt cells as 960 holds with 8 pt between: (960 + 8) / 108 → 8, each
        // (960 − 7 × 8) / 8 = 113 wide; the ninth starts the second row.
        let adaptive = rects(q, colour: red).sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        XCTAssertEqual(adaptive.count, 9)
        assertRect(adaptive[1], 121, adaptive[0].y, 113, 10)
        XCTAssertEqual(adaptive[8].y - adaptive[0].y, 18, accuracy: 1e-6)
    }

    func testAGridsColumnsAreAsWideAsTheirWidestCell() throws {
        let p = try view("""
        Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { Text("Alexandra"); Text("12") }
            GridRow { Text("Bo"); Text("1,024"); Text("x") }
        }
        """)
        // Columns 9 × 10.2 = 91.8, 5 × 10.2 = 51 and 10.2 wide, 10 apart: 91.8 + 10 + 51 + 10
        // + 10.2 = 173 in all, centred: x (960 − 173) / 2; rows 17 tall, 4 apart, centred.
        let x0 = (960 - 173.0) / 2, y0 = (600 - 38.0) / 2
        assertRect(placed(p, "Alexandra"), x0, y0, 91.8, 17)
        assertRect(placed(p, "Bo"), x0, y0 + 21, 20.4, 17)
        assertRect(placed(p, "12"), x0 + 101.8, y0, 20.4, 17)
        assertRect(placed(p, "1,024"), x0 + 101.8, y0 + 21, 51, 17)
        assertRect(placed(p, "x"), x0 + 162.8, y0 + 21, 10.2, 17)

        // Rows from a ForEach line up the same; a view outside a row spans the grid.
        let q = try view("""
        Grid {
            ForEach(0..<3) { i in GridRow { Text(i == 1 ? "Wide cell" : "N"); Text("v") } }
            Text("Span")
        }
        """)
        let vs = texts(q, "v").map { $0.transform.apply(Point($0.frame.x, $0.frame.y)).x }
        XCTAssertEqual(vs.count, 3)
        XCTAssertEqual(Set(vs).count, 1, "the second column starts at one x: \(vs)")
        XCTAssertEqual(texts(q, "Span").count, 1)
    }

    func testALabelsStyles() throws {
        let p = try view(#"Label("Star", systemImage: "star")"#)
        XCTAssertEqual(texts(p, "Star").count, 1)
        XCTAssertTrue(p.present().nodes.contains { $0.node.kind == .image || $0.node.kind == .group })
        let t = try view(#"VStack { Label("Star", systemImage: "star") }.labelStyle(.titleOnly)"#)
        // The title alone, centred: (960 − 40.8) / 2.
        assertRect(placed(t, "Star"), 459.6, 291.5, 40.8, 17)
        let i = try view(#"Label("Star", systemImage: "star").labelStyle(.iconOnly)"#)
        XCTAssertTrue(texts(i, "Star").isEmpty)
    }

    func testAGroupBoxPadsItsContentOnARoundedBackground() throws {
        let p = try view(#"GroupBox("Box") { Text("In") }.frame(width: 300)"#)
        // The box is 300 wide from x 330; its label 16 pt in; the content 8 pt under the label.
        let box = try XCTUnwrap(placed(p, "Box"))
        XCTAssertEqual(box.x, 346, accuracy: 1e-6)
        XCTAssertEqual(placed(p, "In")?.y ?? 0, box.y + 17 + 8, accuracy: 1e-6)
    }

    func testADisclosureGroupOpensOnATap() throws {
        let p = try view(#"DisclosureGroup("More") { Text("Hidden") }"#)
        XCTAssertTrue(texts(p, "Hidden").isEmpty)
        let more = try XCTUnwrap(placed(p, "More"))
        XCTAssertTrue(p.tap(at: Point(more.x + 3, more.y + 3)))
        p.seek(to: 1)
        XCTAssertEqual(texts(p, "Hidden").count, 1)
        // Anywhere on the label's row: here half way to the chevron, past the label's text.
        XCTAssertTrue(p.tap(at: Point(480, (placed(p, "More")?.y ?? 0) + 3)))
        p.seek(to: 2)
        XCTAssertTrue(texts(p, "Hidden").isEmpty)
    }

    func testATabViewsBarAndATapThatSwitches() throws {
        let p = try view("""
        TabView {
            Text("One").tabItem { Label("First", systemImage: "house") }
            Text("Two").tabItem { Label("Second", systemImage: "gear") }
        }
        """)
        XCTAssertEqual(texts(p, "One").count, 1)
        XCTAssertTrue(texts(p, "Two").isEmpty)
        // The bar's 49 pt over the 34 pt home indicator: its titles (10 pt) under 600 − 83.
        let second = try XCTUnwrap(placed(p, "Second"))
        XCTAssertGreaterThan(second.y, 600 - 83)
        XCTAssertLessThan(second.y + second.height, 600 - 34)
        // Each item takes half the width: "Second" centred in 480…960.
        XCTAssertEqual(second.x + second.width / 2, 720, accuracy: 1e-6)
        XCTAssertEqual(texts(p, "First").first?.node.color, Color(red: 0, green: 122 / 255, blue: 1))
        XCTAssertTrue(p.tap(at: Point(second.x + 3, second.y + 3)))
        p.seek(to: 0.5)
        XCTAssertEqual(texts(p, "Two").count, 1)
        XCTAssertTrue(texts(p, "One").isEmpty)
    }

    /// `UITabBar.appearance().isHidden = true` in the view's init: no bar is drawn, and the
    /// page (a text centred in it) takes the canvas's whole 600 pt height, centred at 300.
    /// The window's safe-area insets read as zero (the canvas is the safe area).
    func testATabBarHiddenByItsAppearanceProxyLeavesThePageTheWholeHeight() throws {
        let p = try view("Tabs()", extra: """
        struct Tabs: View {
            init() { UITabBar.appearance().isHidden = true; UIScrollView.appearance().bounces = false }
            var body: some View {
                TabView {
                    Text("One").tabItem { Label("First", systemImage: "house") }
                    Text("Two").tabItem { Text("Second") }
                }
            }
        }
        """)
        XCTAssertTrue(texts(p, "First").isEmpty)
        let one = try XCTUnwrap(placed(p, "One"))
        XCTAssertEqual(one.y + one.height / 2, 300, accuracy: 1e-6)
        let insets = try view("Text(\"inset \\(Int(UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? -1))\")")
        XCTAssertEqual(texts(insets, "inset 0").count, 1)
    }

    /// A paged tab view is its pages' bounds: a page taller than the view is cut to it (its
    /// mask the view's 100 pt, centred in 600), and `indexDisplayMode: .never` draws no dots.
    func testAPagedTabViewCutsItsPageAndCanHideItsDots() throws {
        let p = try view("""
        TabView {
            VStack { ForEach(0..<12, id: \\.self) { i in Text("row \\(i)") } }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .frame(height: 100)
        """)
        let nodes = p.present().nodes
        let cut = nodes.compactMap { n -> Rect? in if case .shape(let m)? = n.mask { return m.frame }; return nil }
        XCTAssertEqual(cut.count, 1)
        XCTAssertEqual(cut.first?.y ?? -1, 250, accuracy: 1e-6)
        XCTAssertEqual(cut.first?.height ?? -1, 100, accuracy: 1e-6)
        XCTAssertTrue(nodes.allSatisfy { !($0.node.kind == .circle && abs($0.frame.width - 7) < 1e-9) }, "no page dots")
        let dotted = try view("TabView { Text(\"A\"); Text(\"B\") }.tabViewStyle(.page)")
        XCTAssertEqual(dotted.present().nodes.filter { $0.node.kind == .circle && abs($0.frame.width - 7) < 1e-9 }.count, 2)
    }

    /// On an iPhone 16 (393 × 852, 34 pt home indicator) the tab bar's 49 pt stand over the
    /// safe area's bottom (818), and its background reaches the screen's bottom.
    func testOnADeviceTheTabBarStandsOnTheSafeAreaAndItsBackgroundReachesTheEdge() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                TabView {
                    Text("One").tabItem { Label("First", systemImage: "house") }
                    Text("Two").tabItem { Text("Second") }
                }
            }
        }
        """, size: Size(393, 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        let second = try XCTUnwrap(placed(p, "Second"))
        XCTAssertGreaterThan(second.y, 818 - 49)
        XCTAssertLessThanOrEqual(second.y + second.height, 818 + 1e-9)
        let backgrounds = p.present().nodes.filter { $0.node.kind == .rect && abs($0.frame.width - 393) < 1e-9 }
        XCTAssertTrue(backgrounds.contains { abs($0.frame.y + $0.frame.height - 852) < 1e-9 && $0.frame.y > 700 }, "\(backgrounds.map(\.frame))")
    }

    func testAnUnsupportedAppearancePropertyIsRefusedByName() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            init() { UITabBar.appearance().barTintColor = .red }
            var body: some View { Text("x") }
        }
        """)
        XCTAssertTrue(p.scene.failure?.headline.contains("the appearance property 'barTintColor' of 'UITabBar' is not supported") == true,
                      p.scene.failure?.headline ?? "no failure")
    }

    func testATabViewsSelectionBindingPicksAndFollowsTheTab() throws {
        let p = try view("Tabs()", extra: """
        struct Tabs: View {
            @State var selected = 2
            var body: some View {
                VStack {
                    Text("selected \\(selected)")
                    TabView(selection: $selected) {
                        Text("One").tabItem { Text("A") }.tag(1)
                        Text("Two").tabItem { Text("B") }.tag(2)
                    }
                }
            }
        }
        """)
        // The binding holds 2: the tab tagged 2 shows.
        XCTAssertEqual(texts(p, "Two").count, 1)
        XCTAssertTrue(texts(p, "One").isEmpty)
        let a = try XCTUnwrap(placed(p, "A"))
        XCTAssertTrue(p.tap(at: Point(a.x + 3, a.y + 3)))
        p.seek(to: 0.5)
        XCTAssertEqual(texts(p, "One").count, 1)
        XCTAssertEqual(texts(p, "selected 1").count, 1)
    }

    func testMultipleTrailingClosuresGoWhereTheirLabelsSay() throws {
        let p = try view("""
        VStack {
            List { Section { Text("Row") } header: { Text("Head") } footer: { Text("Foot") } }
            Label { Text("Title") } icon: { Circle().frame(width: 10, height: 10) }
            GroupBox { Text("Content") } label: { Text("Boxed") }
            DisclosureGroup { Text("Inside") } label: { Text("Open me") }
        }
        """)
        // The section's rows are its first closure; its header is in capitals above them.
        XCTAssertLessThan(placed(p, "HEAD")?.y ?? 1e9, placed(p, "Row")?.y ?? 0)
        // The footer is not in capitals, under the rows.
        XCTAssertLessThan(placed(p, "Row")?.y ?? 1e9, placed(p, "Foot")?.y ?? 0)
        XCTAssertEqual(texts(p, "Title").count, 1)
        // The box's label (headline) over its content.
        XCTAssertEqual(texts(p, "Boxed").first?.node.font?.weight, .semibold)
        XCTAssertLessThan(placed(p, "Boxed")?.y ?? 1e9, placed(p, "Content")?.y ?? 0)
        XCTAssertEqual(texts(p, "Open me").count, 1)
        XCTAssertTrue(texts(p, "Inside").isEmpty)
    }

    func testAListsSwipeAndPullModifiersLeaveItAtRest() throws {
        let p = try view(#"""
        List {
            ForEach(["A", "B"], id: \.self) { Text($0) }
                .onDelete { _ in n = 99 }
                .onMove { _, _ in n = 99 }
                .swipeActions { Text("Pin") }
        }
        .refreshable { n = 99 }
        """#)
        // The rows as without them; the swipe's button is not drawn, no closure ran.
        assertRect(placed(p, "A"), 36, 48.5, 10.2, 17)
        XCTAssertTrue(texts(p, "Pin").isEmpty)
        XCTAssertNil(p.scene.failure)
    }

    func testLabeledContentPutsItsValueAtTheTrailingEdge() throws {
        let p = try view(#"Form { LabeledContent("Version", value: "1.0") }"#)
        // The label at the row's text edge, the value 20 pt from the card's trailing edge
        // (944 − 20 − 30.6), in secondaryLabel.
        assertRect(placed(p, "Version"), 36, 48.5, 71.4, 17)
        assertRect(placed(p, "1.0"), 944 - 20 - 30.6, 48.5, 30.6, 17)
        XCTAssertEqual(texts(p, "1.0").first?.node.color, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
    }

    func testContainerArgumentsAreCheckedNotTrusted() throws {
        XCTAssertNotNil(loadErrorOrFailure(#"LazyVGrid(columns: [3]) { Text("x") }"#))
        XCTAssertNotNil(loadErrorOrFailure(#"List { Text("x") }.listStyle(.fancy)"#))
        // An adaptive minimum of nothing is clamped: at most 200 cells a row, no hang.
        let p = try view("LazyVGrid(columns: [GridItem(.adaptive(minimum: 0)), GridItem(.fixed(-5)), GridItem(.flexible(minimum: .infinity))]) { Text(\"x\") }")
        XCTAssertEqual(texts(p, "x").count, 1)
    }

    func loadErrorOrFailure(_ body: String) -> String? {
        let source = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
        if let e = loadError(source) { return e.description }
        return (try? play(source))?.scene.failure?.headline
    }
}

/// `.sheet(isPresented:)`: the sheet comes up from the bottom over the whole canvas with
/// UIKit's presentation (our rule: a critically damped spring of 0.5 s), 10 pt under the top,
/// and goes down again when its binding is set back.
final class ContainerSheetTests: ContainerTestCase {
    func testASheetComesUpAndGoesDown() throws {
        let p = try view("Presenter()", extra: """
        struct Presenter: View {
            @State var shown = false
            var body: some View {
                VStack { Text("Open").onTapGesture { shown = true } }
                    .sheet(isPresented: $shown) { Text("Sheet").onTapGesture { shown = false } }
            }
        }
        """)
        XCTAssertTrue(texts(p, "Sheet").isEmpty)
        let open = try XCTUnwrap(placed(p, "Open"))
        p.seek(to: 0.1)
        XCTAssertTrue(p.tap(at: Point(open.x + 3, open.y + 3)))
        // Early in the spring the sheet is still low; at rest its content is centred in the
        // card from y 10 to 600: (10 + 600) / 2 − 17 / 2.
        p.seek(to: 0.15)
        XCTAssertGreaterThan(placed(p, "Sheet")?.y ?? 0, 400)
        p.seek(to: 1.5)
        let sheet = try XCTUnwrap(placed(p, "Sheet"))
        assertRect(sheet, (960 - 51) / 2, 305 - 8.5, 51, 17, accuracy: 0.01)
        XCTAssertTrue(p.tap(at: Point(sheet.x + 3, sheet.y + 3)))
        p.seek(to: 3)
        XCTAssertTrue(texts(p, "Sheet").isEmpty)
    }

    func testAFullScreenCoverTakesTheWholeCanvas() throws {
        let p = try view("Presenter()", extra: """
        struct Presenter: View {
            @State var shown = false
            var body: some View {
                Text("Open").onTapGesture { shown = true }
                    .fullScreenCover(isPresented: $shown) { Text("Cover") }
            }
        }
        """)
        let open = try XCTUnwrap(placed(p, "Open"))
        XCTAssertTrue(p.tap(at: Point(open.x + 3, open.y + 3)))
        p.seek(to: 2)
        // No 10 pt gap: centred in the whole 600.
        assertRect(placed(p, "Cover"), (960 - 51) / 2, 291.5, 51, 17, accuracy: 0.01)
    }
}
