import Motion
import Scene
import SourceRuntime
import XCTest

/// A CAShapeLayer's `path` animated, as Core Animation does: point by point between paths of
/// the same elements, by the animation's timing.
final class ShapeLayerPathTests: XCTestCase {
    private func source(_ animation: String) -> String {
        """
        import UIKit

        class Bend: UIView {
            func line(_ y: CGFloat) -> UIBezierPath {
                let p = UIBezierPath()
                p.move(to: CGPoint(x: 0, y: 50))
                p.addQuadCurve(to: CGPoint(x: 200, y: 50), controlPoint: CGPoint(x: 100, y: y))
                return p
            }
            override func draw(_ rect: CGRect) {
                let shape = CAShapeLayer()
                shape.strokeColor = UIColor.blue.cgColor
                shape.fillColor = UIColor.clear.cgColor
                shape.path = line(50).cgPath
        \(animation)
                layer.addSublayer(shape)
            }
        }

        #Preview { Bend(frame: CGRect(x: 0, y: 0, width: 200, height: 100)) }
        """
    }

    /// The quadratic curve's control point of the stroked path shown at `t`.
    private func control(_ p: ScenePlayer, at t: Double) throws -> Point? {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let stroke = try XCTUnwrap(p.present().nodes.last { $0.node.kind == .path && $0.node.outline != nil })
        let path = try XCTUnwrap(stroke.node.outline).path(stroke.frame.size, [])
        for case .quad(let c, _) in path.elements { return c }
        return nil
    }

    func testABasicAnimationMovesThePathPointByPoint() throws {
        let p = try play(source("""
                let bend = CABasicAnimation(keyPath: "path")
                bend.fromValue = line(50).cgPath
                bend.toValue = line(100).cgPath
                bend.duration = 1
                shape.add(bend, forKey: nil)
        """))
        // Linear: the control point a quarter and half of the way from y 50 to 100.
        XCTAssertEqual(try control(p, at: 0.25), Point(100, 62.5))
        XCTAssertEqual(try control(p, at: 0.5), Point(100, 75))
        // Over and removed: the layer's own path.
        XCTAssertEqual(try control(p, at: 1.5), Point(100, 50))
    }

    func testKeyframesOfPathsAndAPathOfOtherElements() throws {
        let p = try play(source("""
                let bounce = CAKeyframeAnimation(keyPath: "path")
                bounce.values = [line(50).cgPath, line(90).cgPath, line(10).cgPath]
                bounce.duration = 2
                shape.add(bounce, forKey: nil)
        """))
        // Three values evenly over 2 s: 50 → 90 in the first second, 90 → 10 in the second.
        XCTAssertEqual(try control(p, at: 0.5), Point(100, 70))
        XCTAssertEqual(try control(p, at: 1.5), Point(100, 50))
        // A path of other elements (a rectangle) cannot be interpolated: the layer's own is shown.
        let q = try play(source("""
                let odd = CABasicAnimation(keyPath: "path")
                odd.fromValue = line(50).cgPath
                odd.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
                odd.duration = 1
                shape.add(odd, forKey: nil)
        """))
        XCTAssertEqual(try control(q, at: 0.5), Point(100, 50))
    }
}
