import Scene
import SourceRuntime
import XCTest

/// `CASpringAnimation`: the damped oscillator (mass, stiffness, damping, initial velocity;
/// Apple's defaults 1, 100, 10, 0) in the animation's own seconds. Expected values are the
/// closed form worked out apart (ω₀ = 10, ζ = 0.5 for the defaults).
final class SpringAnimationTests: XCTestCase {
    private func source(_ setUp: String) -> String {
        """
        import UIKit

        class Box: UIView {
            override func draw(_ rect: CGRect) {
                let dot = CAShapeLayer()
                dot.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                dot.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
                let spring = CASpringAnimation(keyPath: "position.x")
                spring.fromValue = 50
                spring.toValue = 150
        \(setUp)
                dot.add(spring, forKey: nil)
                layer.addSublayer(dot)
            }
        }

        #Preview { Box(frame: CGRect(x: 0, y: 0, width: 300, height: 100)) }
        """
    }

    /// How far the layer has moved at `t` (its shown position less its model one, 50).
    private func moved(_ p: ScenePlayer, at t: Double) throws -> Double {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let group = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .group && $0.node.children.contains { $0.kind == .path } })
        return group.offset.x
    }

    func testTheDefaultSpringFollowsTheOscillator() throws {
        let p = try play(source("        spring.duration = 2"))
        // x(t) = 1 − e^(−5t)(cos 8.660t + 0.5774 sin 8.660t), of a 100-point change.
        XCTAssertEqual(try moved(p, at: 0.2), 84.94256, accuracy: 1e-3)
        XCTAssertEqual(try moved(p, at: 0.3), 112.43548, accuracy: 1e-3)
        XCTAssertEqual(try moved(p, at: 0.5), 107.45906, accuracy: 1e-3)
        // Past its duration the animation is removed: the model position again.
        XCTAssertEqual(try moved(p, at: 2.5), 0, accuracy: 1e-9)
    }

    func testACriticallyDampedSpringAndTheSettlingDuration() throws {
        // Damping 20 with stiffness 100: ζ = 1, x = 1 − e^(−10t)(1 + 10t).
        let p = try play(source("""
                spring.damping = 20
                spring.duration = spring.settlingDuration
        """))
        XCTAssertEqual(try moved(p, at: 0.2), 59.39942, accuracy: 1e-3)
        // Within 0.1 % of the change from e^(−10t)(1 + 10t) = 0.001, t ≈ 0.9233 s (bisection):
        // still running at 0.92, over (and removed) at 0.93.
        XCTAssertEqual(try moved(p, at: 0.92), 99.89694, accuracy: 1e-3)
        XCTAssertEqual(try moved(p, at: 0.93), 0, accuracy: 1e-9)
    }
}
