import Scene
import SourceRuntime
import XCTest

/// CALayer.zPosition orders sibling layers: the greater drawn above, equal ones in the order
/// added (Apple: "changing the value of this property changes the front-to-back ordering of
/// layers onscreen"; it is animatable).
final class LayerZPositionTests: XCTestCase {
    private func source(_ setUp: String) -> String {
        """
        import UIKit

        class Pair: UIView {
            override func draw(_ rect: CGRect) {
                let red = CAShapeLayer()
                red.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
                red.fillColor = UIColor.red.cgColor
                let blue = CAShapeLayer()
                blue.path = UIBezierPath(ovalIn: CGRect(x: 30, y: 0, width: 60, height: 60)).cgPath
                blue.fillColor = UIColor.blue.cgColor
        \(setUp)
                layer.addSublayer(red)
                layer.addSublayer(blue)
            }
        }

        #Preview { Pair(frame: CGRect(x: 0, y: 0, width: 100, height: 60)) }
        """
    }

    /// Whether the red layer is drawn above the blue one at `t`.
    private func redOnTop(_ p: ScenePlayer, at t: Double) throws -> Bool {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let nodes = p.present().nodes.map(\.node)
        let red = try XCTUnwrap(nodes.firstIndex { $0.kind == .path && $0.color == Color(red: 1, green: 0, blue: 0) })
        let blue = try XCTUnwrap(nodes.firstIndex { $0.kind == .path && $0.color == Color(red: 0, green: 0, blue: 1) })
        return red > blue
    }

    func testTheOrderAddedUnlessAZPositionSaysOtherwise() throws {
        XCTAssertFalse(try redOnTop(try play(source("")), at: 0))
        XCTAssertTrue(try redOnTop(try play(source("        red.zPosition = 1")), at: 0))
        // Equal positions keep the order added.
        XCTAssertFalse(try redOnTop(try play(source("        red.zPosition = 2; blue.zPosition = 2")), at: 0))
    }

    func testAnAnimatedZPositionCrossesItsSiblingsMidway() throws {
        // Red from 0 to 2 over 1 s, linear; blue stays at 1: red passes it at 0.5 s.
        let p = try play(source("""
                blue.zPosition = 1
                let rise = CABasicAnimation(keyPath: "zPosition")
                rise.fromValue = 0
                rise.toValue = 2
                rise.duration = 1
                red.add(rise, forKey: nil)
        """))
        XCTAssertFalse(try redOnTop(p, at: 0.25))
        XCTAssertTrue(try redOnTop(p, at: 0.75))
        // Over and removed: red's own zPosition, 0, below blue again.
        XCTAssertFalse(try redOnTop(p, at: 1.5))
    }
}
