import Scene
import SourceRuntime
import XCTest

/// `CATextLayer` sublayers: their string at the top of the frame in the foreground colour,
/// placed by `alignmentMode`, their colour animated; and layer types refused when loaded.
final class TextLayerTests: XCTestCase {
    /// A 400 × 200 view (so at (280, 200) on the 960 × 600 canvas) holding one text layer
    /// framed at (20, 30, 300, 80) in it; `setup` sets more of `text`.
    private func textLayer(_ setup: String) throws -> ScenePlayer {
        try play("""
        import UIKit
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let text = CATextLayer()
        text.string = "Hi"
        text.frame = CGRect(x: 20, y: 30, width: 300, height: 80)
        \(setup)
        view.layer.addSublayer(text)
        PlaygroundPage.current.liveView = view
        """)
    }

    private func textNode(_ p: ScenePlayer, at t: Double) throws -> PresentedNode {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return try XCTUnwrap(p.present().nodes.first { $0.node.kind == .text && $0.node.text == "Hi" })
    }

    func testTheStringIsDrawnAtTheTopLeftInOpaqueWhiteAt36PointsUnlessSet() throws {
        let shown = try textNode(textLayer(""), at: 0)
        // Apple: foregroundColor defaults to opaque white, fontSize to 36.
        XCTAssertEqual(shown.node.color, Color(red: 1, green: 1, blue: 1))
        XCTAssertEqual(shown.node.font?.size, 36)
        XCTAssertEqual(shown.frame.x, 280 + 20, accuracy: 1e-9)
        XCTAssertEqual(shown.frame.y, 200 + 30, accuracy: 1e-9, "from the top of the frame")
    }

    func testAlignmentModeCentreAndTheFontSizeOverTheFontsOwn() throws {
        let shown = try textNode(textLayer("""
        text.alignmentMode = .center
        text.font = UIFont.boldSystemFont(ofSize: 60)
        text.fontSize = 20
        text.foregroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).cgColor
        """), at: 0)
        XCTAssertEqual(shown.node.font?.size, 20, "fontSize, not the font's 60")
        XCTAssertEqual(shown.node.font?.weight, .bold, "the font's face")
        XCTAssertEqual(shown.node.color, Color(red: 0, green: 0.5, blue: 1))
        XCTAssertEqual(shown.frame.x + shown.frame.width / 2, 280 + 20 + 150, accuracy: 1e-6, "centred across the frame")
    }

    func testTheForegroundColourAnimates() throws {
        let p = try textLayer("""
        let fade = CABasicAnimation(keyPath: "foregroundColor")
        fade.fromValue = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        fade.toValue = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        fade.duration = 1
        text.add(fade, forKey: "fade")
        """)
        // Linear: a quarter of the way from red to blue at 0.25 s; the model (white) after 1 s.
        let quarter = try textNode(p, at: 0.25).node.color
        XCTAssertEqual(quarter.red, 0.75, accuracy: 1e-9)
        XCTAssertEqual(quarter.blue, 0.25, accuracy: 1e-9)
        XCTAssertEqual(try textNode(p, at: 2).node.color, Color(red: 1, green: 1, blue: 1))
    }

    func testATiledLayerInAClassIsRefusedWhenLoadedAtItsName() throws {
        let error = try XCTUnwrap(loadError("""
        import UIKit
        class Sparks: UIViewController {
            let tiles = CATiledLayer()
        }
        """))
        let first = try XCTUnwrap(error.diagnostics.first)
        XCTAssertEqual(first.line, 3)
        XCTAssertEqual(first.column, 17)
        XCTAssertTrue(first.message.contains("CATiledLayer"), first.message)
    }
}
