import Motion
import Scene
@testable import SourceRuntime
import XCTest

/// A change evaluates again what read it: the bodies that read it, else only the `ForEach`
/// items that read the elements that changed; what is drawn is what a whole new body gives.
final class DependencyTests: XCTestCase {
    private func runtime(_ p: ScenePlayer) throws -> SourceRuntime {
        try XCTUnwrap(p.scene.script as? SourceRuntime)
    }

    private func texts(_ p: ScenePlayer) -> [PresentedNode] {
        p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }
            .sorted { $0.node.text < $1.node.text }
    }

    /// Eight items reading four phases by element; a timer bumps one phase at 1 s.
    private func grid(item: String, outside: String = "", write: String = "phases[1] += 1") -> String {
        """
        struct Grid: View {
            @State private var phases = [0, 0, 0, 0]
            @State private var unread = 0
            var body: some View {
                HStack {
                    \(outside)
                    ForEach(0..<8, id: \\.self) { i in
                        \(item)
                    }
                }
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in \(write) }
                }
            }
        }
        """
    }

    func testAChangeOfOneElementEvaluatesOnlyTheItemsThatReadIt() throws {
        // The read reaches the text: the item is evaluated again (an opacity alone is live).
        let p = try play(grid(item: "Text(\"\\(i) \\(phases[i % 4])\").opacity(phases[i % 4] % 2 == 0 ? 1 : 0.5)"))
        p.seek(to: 0.5)
        let before = try runtime(p).evaluations
        XCTAssertEqual(before.items, 8)
        p.seek(to: 1.5)
        let after = try runtime(p).evaluations
        XCTAssertEqual(after.items - before.items, 2, "items 1 and 5 read phases[1]")
        XCTAssertEqual(after.bodies, before.bodies, "the body itself read no phase")
        XCTAssertEqual(texts(p).map(\.opacity), [1, 0.5, 1, 1, 1, 0.5, 1, 1])
    }

    func testAnItemReadingTheWholeArrayFollowsEveryChange() throws {
        let p = try play(grid(item: "Text(\"\\(i)\").opacity(phases.contains(1) && i == 0 ? 0.5 : 1)"))
        p.seek(to: 0.5)
        let before = try runtime(p).evaluations
        p.seek(to: 1.5)
        XCTAssertEqual(try runtime(p).evaluations.items - before.items, 8)
        XCTAssertEqual(texts(p).map(\.opacity), [0.5, 1, 1, 1, 1, 1, 1, 1])
    }

    func testABodyThatReadsTheStateIsEvaluatedWholeAgain() throws {
        let p = try play(grid(item: "Text(\"\\(i)\").opacity(phases[i % 4] % 2 == 0 ? 1 : 0.5)",
                              outside: "Text(\"sum \\(phases.filter { $0 > 0 }.count)\")"))
        p.seek(to: 0.5)
        let before = try runtime(p).evaluations
        p.seek(to: 1.5)
        let after = try runtime(p).evaluations
        XCTAssertEqual(after.bodies - before.bodies, 1)
        XCTAssertEqual(after.items - before.items, 8)
        XCTAssertTrue(texts(p).contains { $0.node.text == "sum 1" })
    }

    func testAStateNothingReadEvaluatesNothing() throws {
        let p = try play(grid(item: "Text(\"\\(i)\")", write: "unread += 1"))
        p.seek(to: 0.5)
        let before = try runtime(p).evaluations
        p.seek(to: 1.5)
        let after = try runtime(p).evaluations
        XCTAssertEqual(after.bodies, before.bodies)
        XCTAssertEqual(after.items, before.items)
    }

    /// SwiftUI calls every item's closure again when the body runs again: an item drawing a
    /// random number is never evaluated alone, so every item draws anew.
    func testAnImpureItemTakesItsWholeBodyAgain() throws {
        let p = try play(grid(item: "Text(\"\\(i)\").opacity(phases[i % 4] > 0 ? 1 : Double.random(in: 0.1...0.9))"))
        p.seek(to: 0.5)
        let before = texts(p).map(\.opacity)
        let counts = try runtime(p).evaluations
        p.seek(to: 1.5)
        let after = texts(p).map(\.opacity)
        XCTAssertEqual(try runtime(p).evaluations.bodies - counts.bodies, 1)
        XCTAssertEqual(after[1], 1)
        XCTAssertEqual(after[5], 1)
        for i in [0, 2, 3, 4, 6, 7] { XCTAssertNotEqual(after[i], before[i], "item \(i) drew again") }
    }

    func testAnItemThatChangesKindIsBuiltAnew() throws {
        let p = try play(grid(item: """
        if phases[i % 4] > 0 { Text("on \\(i)") } else { Text("\\(i)").opacity(0.8) }
        """))
        p.seek(to: 1.5)
        let shown = texts(p).map(\.node.text)
        XCTAssertEqual(shown.filter { $0.hasPrefix("on") }, ["on 1", "on 5"])
        XCTAssertEqual(shown.count, 8, "the old views went: \(shown)")
    }

    /// An item evaluated alone animates with its own `.animation(_:value:)`, as a whole body would.
    func testAnItemEvaluatedAloneAnimatesWithItsScope() throws {
        let p = try play(grid(item: """
        Text("\\(i)")
            .offset(y: phases[i % 4] % 2 == 0 ? 0 : 40)
            .animation(.easeInOut(duration: 1).delay(Double(i) * 0.1), value: phases[i % 4])
        """))
        var track = AnimatedValue(0)
        track.set(40, at: 1, animation: .easeInOut(duration: 1).delay(0.5))
        p.seek(to: 1.8)
        let five = try XCTUnwrap(texts(p).first { $0.node.text == "5" })
        XCTAssertEqual(five.offset.y, track.value(at: 1.8), accuracy: 1e-9)
        XCTAssertGreaterThan(five.offset.y, 0)
        XCTAssertEqual(texts(p).first { $0.node.text == "0" }?.offset.y, 0)
    }

    func testAppendToALocalArrayReadsTheArrayFirst() throws {
        let p = try play("""
        struct Counting: View {
            var body: some View {
                let made = build()
                Text(made.map { String($0) }.joined(separator: ","))
            }
            func build() -> [Int] {
                var made: [Int] = []
                for _ in 0..<4 { made.append(made.count * 10) }
                made.append(contentsOf: made.prefix(2))
                return made
            }
        }
        """)
        XCTAssertEqual(texts(p).first?.node.text, "0,10,20,30,0,10")
    }

    /// Layout is done again only when what it reads changed; a text's new characters are such a change.
    func testATextThatGrowsMovesTheViewBesideIt() throws {
        let p = try play("""
        struct Growing: View {
            @State private var words = ["a", "b"]
            var body: some View {
                HStack(spacing: 0) {
                    // Each item evaluated alone: the row is laid out again all the same.
                    ForEach(0..<2, id: \\.self) { i in Text(words[i]) }
                    Text("|")
                }
                .onAppear { Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in words[0] = "abcd" } }
            }
        }
        """)
        func bar() -> Double? { p.present().nodes.first { $0.node.text == "|" }.map { $0.frame.maxX } }
        p.seek(to: 0.5)
        let before = try XCTUnwrap(bar())
        p.seek(to: 1.5)
        let after = try XCTUnwrap(bar())
        // Centred, the row grows by three characters: its right end moves by half of them.
        XCTAssertGreaterThan(after, before + 5, "the bar moved with the longer text")
    }

    func testTheReadsOfItemsEvaluatedAgainWholeAreLetGo() throws {
        // The body reads `tick`, which a timer bumps 60 times: each time the `ForEach` is
        // evaluated again, and its new items read `label` anew. What the old items read goes.
        let p = try play("""
        struct Ticks: View {
            @State private var tick = 0
            @State private var label = "a"
            var body: some View {
                VStack {
                    Text("\\(tick)")
                    ForEach(0..<20, id: \\.self) { i in Text(label + "\\(i)") }
                }
                .onAppear { Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in tick += 1 } }
            }
        }
        """)
        p.seek(to: 3.02)
        XCTAssertNil(p.scene.failure)
        XCTAssertTrue(texts(p).contains { $0.node.text == "60" })
        let instance = try XCTUnwrap(try runtime(p).root?.instance)
        let readers = try XCTUnwrap(instance.readersIfAny(of: "label"))
        // 20 items read it now. A list is cleaned when it has doubled, while the new items
        // register (the old ones still there): at most four times 20, not 61 times.
        XCTAssertLessThanOrEqual(readers.whole.entries.count, 4 * 20)
    }
}
