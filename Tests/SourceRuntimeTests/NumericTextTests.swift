import Motion
import Scene
import SourceRuntime
import XCTest

/// `.contentTransition(.numericText())`: changed digits roll, unchanged ones stay.
final class NumericTextTests: XCTestCase {
    func testChangedDigitsRollUnderTheAnimation() throws {
        let p = try play("""
        struct Counter: View {
            @State private var count = 18
            var body: some View {
                Text("\\(count)")
                    .font(.system(size: 40))
                    .contentTransition(.numericText(value: Double(count)))
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                            withAnimation(.linear(duration: 0.5)) { count += 1 }
                        }
                    }
            }
        }
        """)
        p.seek(to: 0.5)
        let before = p.present().nodes.filter { $0.node.kind == .glyph }
        XCTAssertEqual(before.map(\.node.text), ["1", "8"])
        p.seek(to: 1.25)
        let mid = p.present().nodes.filter { $0.node.kind == .glyph }
        let one = try XCTUnwrap(mid.first { $0.node.text == "1" })
        XCTAssertTrue(one.node === before[0].node, "an unchanged digit keeps its glyph")
        XCTAssertEqual(one.offset.y, 0)
        let nine = try XCTUnwrap(mid.first { $0.node.text == "9" })
        let eight = try XCTUnwrap(mid.first { $0.node.text == "8" })
        let h = 40.0 * 0.6 // FixedMetrics: a line is the font size tall; the roll is 0.6 of it.
        XCTAssertEqual(nine.offset.y, h * 0.5, accuracy: 1e-9, "the new digit comes up from below")
        XCTAssertEqual(nine.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(eight.offset.y, -h * 0.5, accuracy: 1e-9, "the old digit leaves upwards")
        XCTAssertEqual(eight.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(nine.frame.x, eight.frame.x, accuracy: 1e-9, "in the same place")
        p.seek(to: 2)
        XCTAssertEqual(p.present().nodes.filter { $0.node.kind == .glyph }.map(\.node.text), ["1", "9"])
    }
}
