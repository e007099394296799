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

/// CALayer.anchorPoint: the point the layer's position names and its turns and scales go
/// about (Apple: "all geometric manipulations to the view occur about the specified point").
/// Setting it alone keeps the position, so the layer moves.
final class LayerAnchorPointTests: XCTestCase {
    func testAPendulumTurnsAboutItsTopCentre() throws {
        // A 20 × 100 bar at (100, 0): its position is (110, 50). The anchor (0.5, 0) keeps that
        // position, so the bar's top moves to y 50; a quarter turn (π/2, clockwise on screen)
        // about (110, 50) takes its bottom centre, (110, 150), to (10, 50).
        let p = try play("""
        import UIKit

        class Pendulum: UIView {
            override func draw(_ rect: CGRect) {
                let bar = CAShapeLayer()
                bar.frame = CGRect(x: 100, y: 0, width: 20, height: 100)
                bar.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 100)).cgPath
                bar.anchorPoint = CGPoint(x: 0.5, y: 0)
                layer.addSublayer(bar)
                let swing = CABasicAnimation(keyPath: "transform.rotation.z")
                swing.fromValue = 0
                swing.toValue = CGFloat.pi / 2
                swing.duration = 1
                swing.fillMode = .forwards
                swing.isRemovedOnCompletion = false
                bar.add(swing, forKey: nil)
            }
        }

        #Preview { Pendulum(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }
        """)
        func bottomCentre(at t: Double) throws -> Point {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure?.headline)
            let group = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .group && $0.frame.width == 20 })
            // The 300 × 300 view is centred on the 960 × 600 canvas, at (330, 150).
            let q = group.transform.apply(Point(group.frame.x + 10, group.frame.y + 100))
            return Point(q.x - 330, q.y - 150)
        }
        let start = try bottomCentre(at: 0)
        XCTAssertEqual(start.x, 110, accuracy: 1e-6)
        XCTAssertEqual(start.y, 150, accuracy: 1e-6)
        let end = try bottomCentre(at: 1.5)
        XCTAssertEqual(end.x, 10, accuracy: 1e-6)
        XCTAssertEqual(end.y, 50, accuracy: 1e-6)
    }
}
