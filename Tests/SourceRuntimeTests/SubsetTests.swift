import Scene
import SourceRuntime
import XCTest

/// Views, modifiers and Swift of the subset, each seen working in a file.
final class SubsetTests: XCTestCase {
    private func nodes(_ p: ScenePlayer) -> [PresentedNode] { p.present().nodes }
    private func text(_ p: ScenePlayer, _ s: String) -> PresentedNode? { nodes(p).first { $0.node.text == s } }

    func testABindingWritesItsOwnersState() throws {
        let p = try play("""
        struct Switch: View {
            @Binding var on: Bool
            var body: some View {
                Button(action: { on.toggle() }) { Text("toggle") }
            }
        }
        struct ContentView: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Text(on ? "on" : "off")
                    Switch(on: $on)
                }
            }
        }
        """)
        XCTAssertNotNil(text(p, "off"))
        // The default (automatic) style draws the label alone: the tap lands on its text.
        let button = try XCTUnwrap(text(p, "toggle"))
        XCTAssertTrue(p.tap(at: Point(button.frame.x + 5, button.frame.y + 5)))
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "on"))
    }

    func testFramesAlignmentsBackgroundsAndOverlays() throws {
        let p = try play("""
        struct V: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("left").frame(maxWidth: .infinity, alignment: .leading)
                    Text("badge")
                        .padding(4)
                        .background(Capsule().fill(.orange))
                        .overlay(Circle().frame(width: 6, height: 6), alignment: .topTrailing)
                    Color.blue.frame(width: 40, height: 10)
                    RoundedRectangle(cornerRadius: 4).frame(width: 20, height: 20).foregroundStyle(.green)
                }
                .frame(width: 300)
            }
        }
        """, size: Size(400, 300))
        let left = try XCTUnwrap(text(p, "left"))
        XCTAssertEqual(left.frame.x, 50, accuracy: 1e-9, "maxWidth: .infinity takes the 300 pt, the text at its leading edge")
        let badge = try XCTUnwrap(text(p, "badge"))
        let capsule = try XCTUnwrap(nodes(p).first { $0.node.kind == .rect && $0.node.color != .primary && $0.frame.width > badge.frame.width })
        XCTAssertEqual(capsule.frame.width, badge.frame.width + 8, accuracy: 1e-9, "the background takes the padded size")
        let dot = try XCTUnwrap(nodes(p).first { $0.node.kind == .circle })
        XCTAssertEqual(dot.frame.maxX, capsule.frame.maxX, accuracy: 1e-9, "the overlay sits at the top trailing corner")
        XCTAssertEqual(dot.frame.y, capsule.frame.y, accuracy: 1e-9)
        let order = nodes(p).map(\.node)
        XCTAssertLessThan(order.firstIndex { $0 === capsule.node }!, order.firstIndex { $0 === badge.node }!, "a background draws first")
        XCTAssertLessThan(order.firstIndex { $0 === badge.node }!, order.firstIndex { $0 === dot.node }!, "an overlay draws last")
        XCTAssertTrue(nodes(p).contains { $0.node.kind == .rect && $0.frame.size == Size(40, 10) })
    }

    func testIfLetGeometryReaderScrollViewAndUUIDs() throws {
        let p = try play("""
        struct V: View {
            @State private var name: String? = nil
            @State private var ids: [String] = []
            var body: some View {
                ScrollView {
                    VStack {
                        if let name {
                            Text("hello \\(name)")
                        } else {
                            Text("nobody")
                        }
                        GeometryReader { proxy in
                            Text("\\(Int(proxy.size.width))")
                        }
                        .frame(width: 120, height: 40)
                        Text("\\(ids.count) \\(ids.filter { $0.count != 36 }.count)")
                    }
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        name = "you"
                        ids = [UUID().uuidString, UUID().uuidString]
                    }
                }
            }
        }
        """)
        XCTAssertNotNil(text(p, "nobody"))
        let top = nodes(p).filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.frame.y).min() ?? -1
        XCTAssertEqual(top, 0, accuracy: 1e-9, "a ScrollView's content starts at the top")
        p.seek(to: 1)
        XCTAssertNotNil(text(p, "hello you"))
        let ids = try XCTUnwrap(nodes(p).first { $0.node.text.hasPrefix("2 ") })
        XCTAssertEqual(ids.node.text, "2 0")
    }
}
