import Scene
import SourceRuntime
import XCTest

/// `UIButton.Configuration` styles drawn as UIKit draws them, and a layer's `contents` image.
final class ButtonConfigurationTests: XCTestCase {
    private func button(_ config: String) throws -> PresentedNode {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var config = \(config)
        config.title = "Go"
        let button = UIButton(configuration: config, primaryAction: nil)
        button.frame = CGRect(x: 100, y: 100, width: 160, height: 44)
        root.addSubview(button)
        PlaygroundPage.current.liveView = root
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let nodes = p.present().nodes
        XCTAssertTrue(nodes.contains { $0.node.text == "Go" }, "the title is drawn")
        // The button comes before the label of its title (a child of the same frame).
        return try XCTUnwrap(nodes.first { $0.frame.width == 160 && $0.node.kind == .card })
    }

    func testStylesDrawUIKitsBackgrounds() throws {
        let blue = Color(red: 0, green: 122 / 255, blue: 1)
        XCTAssertEqual(try button("UIButton.Configuration.filled()").node.color, blue)
        XCTAssertEqual(try button("UIButton.Configuration.tinted()").node.color, blue.opacity(0.15))
        XCTAssertEqual(try button("UIButton.Configuration.plain()").node.color, .clear)
        XCTAssertEqual(try button("UIButton.Configuration.gray()").node.color,
                       Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))
    }

    func testColoursAndCornerStylesApply() throws {
        let capsule = try button("UIButton.Configuration.filled()\nconfig.cornerStyle = .capsule\nconfig.baseBackgroundColor = .red")
        XCTAssertEqual(capsule.node.color, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(capsule.node.cornerRadius, 22, "half the height, set after the configuration")
        XCTAssertEqual(try button("UIButton.Configuration.filled()\nconfig.cornerStyle = .large").node.cornerRadius, 8)
    }

    func testALayersContentsIsDrawnOverItsBounds() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let badge = CALayer()
        badge.frame = CGRect(x: 20, y: 30, width: 64, height: 48)
        badge.contents = UIImage(named: "sampleImage1")?.cgImage
        root.layer.addSublayer(badge)
        PlaygroundPage.current.liveView = root
        """)
        p.seek(to: 0)
        let nodes = p.present().nodes
        let image = try XCTUnwrap(nodes.first { $0.node.kind == .image })
        XCTAssertEqual(image.frame, Rect(x: 280 + 20, y: 100 + 30, width: 64, height: 48))
        XCTAssertEqual(image.node.imageName?.contains("sampleImage1"), true)
    }
}
