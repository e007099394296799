import Scene
import SourceRuntime
import XCTest

/// Implicit animations of a shown layer's properties, and `CATransaction`: a change to a
/// layer on screen animates over the transaction's duration (0.25 s unless set) on Core
/// Animation's default curve, (0.25, 0.1; 0.25, 1); `setDisableActions(true)` makes it at once;
/// a completion block runs when the transaction's animations have ended. Curve values are the
/// cubic Bézier solved apart (bisection): at half time it is 0.80240.
final class TransactionTests: XCTestCase {
    private let source = """
    import UIKit

    class Ring: UIView {
        let ring = CAShapeLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 100, height: 100)).cgPath
            ring.strokeColor = UIColor.blue.cgColor
            ring.fillColor = UIColor.clear.cgColor
            ring.strokeEnd = 0
            layer.addSublayer(ring)
            Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.ring.strokeEnd = 0.5 }
            Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                CATransaction.begin()
                CATransaction.setAnimationDuration(1)
                CATransaction.setCompletionBlock { self.ring.opacity = 0.5 }
                self.ring.strokeEnd = 1
                CATransaction.commit()
            }
            Timer.scheduledTimer(withTimeInterval: 4, repeats: false) { _ in
                CATransaction.setDisableActions(true)
                self.ring.strokeEnd = 0.25
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    #Preview { Ring(frame: CGRect(x: 0, y: 0, width: 120, height: 120)) }
    """

    private func stroke(_ p: ScenePlayer, at t: Double) throws -> (end: Double, opacity: Double) {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let paths = p.present().nodes.filter { $0.node.kind == .path }
        let stroke = try XCTUnwrap(paths.last)
        return (stroke.node.model(.trimTo), stroke.effectiveOpacity)
    }

    func testAChangeToAShownLayerAnimatesImplicitly() throws {
        let p = try play(source)
        // Set up in one go at 0: no animation.
        XCTAssertEqual(try stroke(p, at: 0.5).end, 0, accuracy: 1e-9)
        // 0 → 0.5 over 0.25 s from 1 s: half way in time, 0.80240 of the way.
        XCTAssertEqual(try stroke(p, at: 1.125).end, 0.5 * 0.80240, accuracy: 1e-4)
        XCTAssertEqual(try stroke(p, at: 1.5).end, 0.5, accuracy: 1e-9)
    }

    func testATransactionsDurationCompletionAndDisabledActions() throws {
        let p = try play(source)
        // 0.5 → 1 over the transaction's 1 s from 2 s.
        XCTAssertEqual(try stroke(p, at: 2.5).end, 0.5 + 0.5 * 0.80240, accuracy: 1e-4)
        // The completion at 3 s sets the opacity, itself animated implicitly over 0.25 s.
        XCTAssertEqual(try stroke(p, at: 2.99).opacity, 1, accuracy: 1e-9)
        XCTAssertEqual(try stroke(p, at: 3.5).opacity, 0.5, accuracy: 1e-9)
        // Actions disabled: at once.
        XCTAssertEqual(try stroke(p, at: 4.01).end, 0.25, accuracy: 1e-9)
    }
}
