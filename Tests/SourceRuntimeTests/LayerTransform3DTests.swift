import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// A layer's `CATransform3D` `transform` and `sublayerTransform`: turns out of the screen's
/// plane in perspective, whole-transform animations, `transform.rotation.y`, and the
/// functions that make them.
final class LayerTransform3DTests: XCTestCase {
    private func file(_ body: String) -> String {
        """
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        card.backgroundColor = UIColor.blue.cgColor
        root.layer.addSublayer(card)
        \(body)
        PlaygroundPage.current.liveView = root
        """
    }

    /// The card's centre on the canvas: the root at (280, 100), the card's centre (200, 200) in it.
    private let centre = Point(480, 300)

    /// Where the card's right edge's middle (100 right of its centre) is shown.
    private func rightEdge(_ p: ScenePlayer, at t: Double) throws -> Point {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let card = try XCTUnwrap(p.present().nodes.first { $0.frame.width == 200 })
        let drawn = card.transform.apply(Point(card.frame.x + 200, card.frame.y + 100))
        guard let projection = card.effects?.projection else { return drawn }
        return try XCTUnwrap(projection.apply(drawn))
    }

    /// Turned by θ about y with m34 = −1/d: the point r right of the anchor shows at
    /// r·cos θ / (1 + r·sin θ / d) (by hand: it turns to depth −r·sin θ, W = 1 − z/d).
    private func expectedX(r: Double, angle: Double, d: Double) -> Double { r * cos(angle) / (1 + r * sin(angle) / d) }

    func testAPerspectiveTurnSetOnTheLayer() throws {
        let p = try play(file("""
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        card.transform = t
        """))
        let q = try rightEdge(p, at: 0)
        XCTAssertEqual(q.x - centre.x, expectedX(r: 100, angle: .pi / 3, d: 500), accuracy: 1e-6)
        XCTAssertEqual(q.y, centre.y, accuracy: 1e-6)
    }

    /// `transform.rotation.y` animated over a perspective set on the layer's transform: the
    /// perspective stays while the turn moves (linear: a third of the way at 1 s of 3).
    func testRotationYAnimatesInsideTheLayersPerspective() throws {
        let p = try play(file("""
        card.transform.m34 = -1.0 / 400
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi
        flip.duration = 3
        card.add(flip, forKey: "flip")
        """))
        let q = try rightEdge(p, at: 1)
        XCTAssertEqual(q.x - centre.x, expectedX(r: 100, angle: .pi / 3, d: 400), accuracy: 1e-6)
        // After it ends the card is flat again (removed on completion).
        XCTAssertEqual(try rightEdge(p, at: 4).x - centre.x, 100, accuracy: 1e-6)
    }

    /// A whole-transform animation between two matrices turns through its angles: halfway from
    /// the identity to a quarter turn about y (with perspective) is an eighth of a turn.
    func testAWholeTransformAnimatesThroughItsParts() throws {
        let p = try play(file("""
        var end = CATransform3DIdentity
        end.m34 = -1.0 / 500
        end = CATransform3DRotate(end, .pi / 2, 0, 1, 0)
        var start = CATransform3DIdentity
        start.m34 = -1.0 / 500
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: start)
        turn.toValue = NSValue(caTransform3D: end)
        turn.duration = 2
        card.add(turn, forKey: "turn")
        """))
        let q = try rightEdge(p, at: 1)
        XCTAssertEqual(q.x - centre.x, expectedX(r: 100, angle: .pi / 4, d: 500), accuracy: 1e-6)
    }

    /// A container's `sublayerTransform` puts its sublayers in perspective about its centre.
    func testASublayerTransformGivesItsSublayersPerspective() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 600
        container.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        container.addSublayer(card)
        root.layer.addSublayer(container)
        PlaygroundPage.current.liveView = root
        """)
        let q = try rightEdge(p, at: 0)
        XCTAssertEqual(q.x - centre.x, expectedX(r: 100, angle: .pi / 4, d: 600), accuracy: 1e-6)
    }

    /// Core Animation's functions, by hand: `CATransform3DConcat(a, b)` applies a then b;
    /// `CATransform3DRotate(t, …)` turns first; `CATransform3DInvert` undoes.
    func testTheFunctionsComposeAsCoreAnimations() throws {
        let p = try play(file("""
        let a = CATransform3DMakeTranslation(10, 0, 0)
        let b = CATransform3DMakeScale(2, 3, 1)
        let ab = CATransform3DConcat(a, b)
        let r = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        let back = CATransform3DConcat(ab, CATransform3DInvert(ab))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 30))
        label.text = "\\(ab.m41) \\(ab.m11) \\(r.m41) \\(r.m12) \\(CATransform3DIsIdentity(back)) \\(CATransform3DIsAffine(r))"
        root.addSubview(label)
        """))
        // a then b: the move is scaled by b (20); the turn then the move leaves m41 = 5.
        XCTAssertEqual(shownText(p, at: 0), "20.0 2.0 5.0 1.0 true true")
    }
}

/// A gradient layer moves, turns and fades by the key paths that move any layer; a key path
/// that names no animatable property is ignored, as Core Animation ignores it.
final class GradientMotionTests: XCTestCase {
    func testAGradientLayerSlidesAndAnUnknownKeyPathIsIgnored() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let band = CAGradientLayer()
        band.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        band.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        band.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.layer.addSublayer(band)
        let slide = CABasicAnimation(keyPath: "transform.translation.x")
        slide.fromValue = 0
        slide.toValue = 200
        slide.duration = 2
        band.add(slide, forKey: "slide")
        let slip = CABasicAnimation(keyPath: "location")
        slip.toValue = 1
        band.add(slip, forKey: nil)
        PlaygroundPage.current.liveView = root
        """)
        p.seek(to: 1)
        XCTAssertNil(p.scene.failure?.headline)
        let band = try XCTUnwrap(p.present().nodes.first { $0.node.gradientFill != nil })
        XCTAssertEqual(band.offset.x, 100, accuracy: 1e-9)
        // The quarter turn is drawn: the band's top-left corner turns about its centre.
        let corner = band.transform.apply(Point(band.frame.x, band.frame.y))
        XCTAssertEqual(corner.x, band.frame.x + 50 + 25 + 100, accuracy: 1e-9)
        XCTAssertEqual(corner.y, band.frame.y + 25 - 50, accuracy: 1e-9)
    }
}
