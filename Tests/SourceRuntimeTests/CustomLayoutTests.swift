import Scene
import XCTest

/// SwiftUI's `Layout` protocol: a file's own layout run in the layout pass, SwiftUI's stack
/// layouts as values and `AnyLayout`. Frames worked out by hand in a 960 × 600 canvas
/// (FixedMetrics: a `.body` character 10.2 wide, a line 17 tall).
final class CustomLayoutTests: XCTestCase {
    private func rects(_ p: ScenePlayer) -> [Rect] {
        p.present().nodes.filter { $0.node.kind == .rect }.map(\.frame)
    }

    private let diagonal = """
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX, y = bounds.minY
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += size.width
                y += size.height
            }
        }
    }
    """

    func testAFilesLayoutSizesAndPlacesItsSubviews() throws {
        let p = try play("""
        import SwiftUI
        \(diagonal)
        struct V: View {
            var body: some View { Diagonal { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 60, height: 30) } }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        // 100 × 50, centred: (430, 275); each subview's top-leading corner where the last ended.
        XCTAssertEqual(rects(p), [Rect(x: 430, y: 275, width: 40, height: 20), Rect(x: 470, y: 295, width: 60, height: 30)])
    }

    func testAProposalLeftOpenIsReplacedByTenPoints() throws {
        // A layout as large as it is offered: the canvas at the root; in a scroll view, offered
        // no height, 10 (`replacingUnspecifiedDimensions()`'s default), the width as offered.
        let fill = """
        struct Fill: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size)) }
            }
        }
        """
        for (wrapped, expected) in [("Fill { Color.red }", Rect(x: 0, y: 0, width: 960, height: 600)),
                                    ("ScrollView { Fill { Color.red } }", Rect(x: 0, y: 0, width: 960, height: 10))] {
            let p = try play("""
            import SwiftUI
            \(fill)
            struct V: View { var body: some View { \(wrapped) } }
            """)
            XCTAssertNil(p.scene.failure?.headline)
            XCTAssertEqual(rects(p), [expected], wrapped)
        }
    }

    func testAnyLayoutKeepsItsViewsAndAnimatesThemToTheNewLayout() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var vertical = false
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                VStack(spacing: 0) {
                    layout { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) }
                    Button("Go") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
                }
            }
        }
        """)
        // In a row: 100 × 50 over the button's 17, 67 tall: y 266.5; x 430 and 480.
        XCTAssertEqual(rects(p), [Rect(x: 430, y: 266.5, width: 50, height: 50), Rect(x: 480, y: 266.5, width: 50, height: 50)])
        let red = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect }?.node)
        p.seek(to: 0.5)
        XCTAssertTrue(p.tap(at: Point(480, 325)))
        // Halfway through the animation the red square is on its way to the column.
        p.seek(to: 1)
        let mid = try XCTUnwrap(rects(p).first)
        XCTAssertTrue(mid.x > 430 && mid.x < 455 && mid.y < 266.5 && mid.y > 241.5, "\(mid)")
        // In a column: 50 × 100 over 17, 117 tall: y 241.5 and 291.5; x 455. The same nodes.
        p.seek(to: 2)
        XCTAssertEqual(rects(p), [Rect(x: 455, y: 241.5, width: 50, height: 50), Rect(x: 455, y: 291.5, width: 50, height: 50)])
        XCTAssertTrue(p.present().nodes.first { $0.node.kind == .rect }?.node === red)
    }

    func testALayoutsErrorStopsTheSceneAtItsPlace() throws {
        let p = try play("""
        import SwiftUI
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let xs: [Int] = []
                return CGSize(width: xs[1], height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        struct V: View { var body: some View { Broken { Text("A") } } }
        """)
        p.seek(to: 0.1)
        XCTAssertEqual(p.scene.failure?.headline.contains("Index out of range"), true, p.scene.failure?.headline ?? "no failure")
    }
}
