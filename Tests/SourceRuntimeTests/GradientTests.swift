import Scene
import SourceRuntime
import XCTest

/// A LinearGradient masks a view as Core Animation's gradient layer over its bounds.
final class GradientTests: XCTestCase {
    func testAGradientMaskedText() throws {
        let p = try play("""
        struct V: View {
            var body: some View {
                Text("Fade out")
                    .mask(LinearGradient(stops: [.init(color: .black, location: 0.2), .init(color: .clear, location: 0.9)],
                                         startPoint: .leading, endPoint: .trailing))
            }
        }
        """)
        let text = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .text })
        guard case .gradient(let g)? = text.mask else { return XCTFail("no gradient mask: \(String(describing: text.mask))") }
        XCTAssertEqual(g.startPoint, .leading)
        XCTAssertEqual(g.endPoint, .trailing)
        XCTAssertEqual(g.locations, [0.2, 0.9])
        XCTAssertEqual(g.colors.map(\.alpha), [1, 0])
    }
}
