import Scene
import SourceRuntime
import XCTest

/// Classes of the file inheriting from CAShapeLayer, CALayer, CAGradientLayer or CATextLayer.
final class LayerSubclassTests: XCTestCase {
    private static let ring = """
    import UIKit

    final class Bar: CAShapeLayer {
        var grows = 0

        override init() {
            super.init()
            lineWidth = 8
            strokeColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
            fillColor = nil
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 200, y: 10))
            path = line.cgPath
            frame = CGRect(x: 10, y: 20, width: 200, height: 20)
        }

        required init?(coder: NSCoder) { fatalError() }

        func grow() {
            grows += 1
            let a = CABasicAnimation(keyPath: "strokeEnd")
            a.fromValue = 0
            a.toValue = 1
            a.duration = 2
            add(a, forKey: "grow")
        }
    }
    """

    private func stroke(_ p: ScenePlayer, at t: Double) throws -> PresentedNode {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path && $0.node.color == Color(red: 1, green: 0.5, blue: 0) })
    }

    func testAShapeLayerSubclassSetsItsPropertiesAndAnimatesFromItsMethods() throws {
        let p = try play(Self.ring + """

        #Preview {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let bar = Bar()
            view.layer.addSublayer(bar)
            bar.grow()
            bar.grow()
            let label = UILabel(frame: CGRect(x: 0, y: 60, width: 300, height: 40))
            label.text = "\\(bar.grows) \\(bar.lineWidth)"
            view.addSubview(label)
            return view
        }
        """)
        // Linear over 2 s (restarted under the same key at 0): half drawn at 1 s, the model's 1 after.
        XCTAssertEqual(try stroke(p, at: 1).node.model(.trimTo), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try stroke(p, at: 1).node.model(.lineWidth), 8)
        XCTAssertEqual(try stroke(p, at: 3).node.model(.trimTo), 1)
        XCTAssertEqual(shownText(p, at: 3), "2 8.0", "the class's own property and the layer's")
    }

    func testALayerClassShownAloneIsDrawnAtItsFrameInACanvasSizedView() throws {
        let p = try play(Self.ring)
        // The 960 × 600 canvas from (0, 0); the layer's frame at (10, 20) in it.
        let shown = try stroke(p, at: 0)
        XCTAssertEqual(shown.frame.x, 10, accuracy: 1e-9)
        XCTAssertEqual(shown.frame.y, 20, accuracy: 1e-9)
    }

    /// Shown with no preview, a class is made by `init()`: one whose initializers all take
    /// arguments is refused at load (swiftc: "missing argument for parameter 'radius' in
    /// call"), while a view class with `init(frame:)` is made through it.
    func testALayerClassWhoseInitializersAllTakeArgumentsIsRefusedAtLoad() throws {
        let error = try XCTUnwrap(loadError("""
        import UIKit
        class Pulse: CALayer {
            init(radius: CGFloat) {
                super.init()
                cornerRadius = radius
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column)" }, ["2:1"])
        XCTAssertTrue(error.diagnostics.first?.message.contains("missing argument for parameter 'radius'") == true,
                      error.diagnostics.first?.message ?? "")
        let p = try play("""
        import UIKit
        class Dot: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .red
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
    }
}
