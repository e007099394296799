import Scene
import SourceRuntime
import XCTest

/// An implicit member or call of constants where a font, an animation or a point is wanted
/// gives the same value at every evaluation (it is kept); one the file declares runs its code
/// each time, as Swift runs a computed static.
final class ConstantFoldingTests: XCTestCase {
    func testAFileStaticRunsAtEveryEvaluationAndABuiltinKeepsItsValue() throws {
        let p = try play("""
        import SwiftUI
        var calls = 0
        extension Font {
            static var growing: Font { calls += 1; return .system(size: Double(10 + calls)) }
        }
        struct V: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Text("a\\(n)").font(.growing)
                    Text("b\\(n)").font(.system(size: 13, weight: .bold))
                }
                .onAppear { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in n += 1 } }
            }
        }
        """)
        func sizes() -> [Double] {
            let nodes = p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }
            return nodes.compactMap { $0.node.font?.size }
        }
        p.seek(to: 0.15)
        XCTAssertNil(p.scene.failure?.headline)
        let first = sizes()
        p.seek(to: 0.25)
        let second = sizes()
        // The file's static grew by one point at each evaluation of the body; the builtin's
        // font stayed 13.
        XCTAssertEqual(first.count, 2)
        XCTAssertEqual(second.count, 2)
        XCTAssertEqual(second.first.map { $0 - first[0] }, 1)
        XCTAssertEqual(first.last, 13)
        XCTAssertEqual(second.last, 13)
    }
}
