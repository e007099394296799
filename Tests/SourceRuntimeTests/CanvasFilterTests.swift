import Scene
import SourceRuntime
import XCTest

/// A Canvas's `.blur(radius:)` filter blurs what the context draws after it, scaled with the
/// context's transform; under an `.alphaThreshold` filter a draw is a layer of its own that
/// takes the context's filters, the last added first.
final class CanvasFilterTests: XCTestCase {
    private func items(_ renderer: String) throws -> [CanvasItem] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Canvas { ctx, size in
        \(renderer)
                }
                .frame(width: 100, height: 100)
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let canvas = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path })
        return try XCTUnwrap(canvas.path).items
    }

    private func blurs(_ renderer: String) throws -> [Double] { try items(renderer).map(\.blur) }

    func testABlurFilterBlursWhatFollowsIt() throws {
        let square = "ctx.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))"
        XCTAssertEqual(try blurs("\(square)\nctx.addFilter(.blur(radius: 4))\n\(square)"), [0, 4])
        // Two blurs of 3 and 4 blur as one of 5 (the root of their squares' sum); a transform
        // scaling by 2 doubles it.
        XCTAssertEqual(try blurs("ctx.addFilter(.blur(radius: 3))\nctx.addFilter(.blur(radius: 4))\nctx.scaleBy(x: 2, y: 2)\n\(square)"), [10])
        let layered = try items("ctx.addFilter(.alphaThreshold(min: 0.5))\nctx.addFilter(.blur(radius: 4))\n\(square)")
        XCTAssertEqual(layered.map(\.layer.count), [1])
        XCTAssertEqual(layered.first?.layer.first?.blur, 0)
        XCTAssertEqual(layered.first?.filters, [.blur(4), .alphaThreshold(min: 0.5, max: 1, color: .black)])
    }
}
