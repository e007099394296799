import Motion
import Scene
import SourceRuntime
import XCTest

/// A layer's border and shadow: `borderWidth`/`borderColor` and `shadowOpacity`/`shadowRadius`/
/// `shadowOffset`/`shadowColor` on a view's layer, a `CALayer` and a `CAShapeLayer`, with
/// Core Animation's defaults and animations.
final class LayerBorderShadowTests: XCTestCase {
    private func file(_ body: String) -> String {
        """
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        \(body)
        PlaygroundPage.current.liveView = root
        """
    }

    private func shown(_ p: ScenePlayer, at t: Double, where match: (PresentedNode) -> Bool) throws -> PresentedNode {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return try XCTUnwrap(p.present().nodes.first(where: match))
    }

    func testAViewLayersBorderAndShadowAreDrawnOnTheView() throws {
        let p = try play(file("""
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 140, height: 100))
        card.backgroundColor = .blue
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.red.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 2, height: 8)
        card.layer.shadowRadius = 10
        root.addSubview(card)
        """))
        let card = try shown(p, at: 0) { $0.frame.width == 140 }
        XCTAssertEqual(card.node.borderWidth, 4)
        XCTAssertEqual(card.node.borderColor, Color(red: 1, green: 0, blue: 0))
        let shadow = try XCTUnwrap(card.shadow)
        XCTAssertEqual(shadow.color, Color(white: 0))
        XCTAssertEqual(shadow.opacity, 0.5)
        XCTAssertEqual(shadow.radius, 10)
        XCTAssertEqual([shadow.x, shadow.y], [2, 8])
    }

    /// Apple's defaults: no shadow until its opacity is set; then black, radius 3, offset (0, −3).
    func testAShadowTakesCoreAnimationsDefaults() throws {
        let none = try play(file("""
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 140, height: 100))
        card.backgroundColor = .blue
        card.layer.shadowRadius = 10
        root.addSubview(card)
        """))
        XCTAssertNil(try shown(none, at: 0) { $0.frame.width == 140 }.shadow)
        let p = try play(file("""
        let dot = CALayer()
        dot.frame = CGRect(x: 40, y: 60, width: 50, height: 50)
        dot.backgroundColor = UIColor.blue.cgColor
        dot.shadowOpacity = 1
        root.layer.addSublayer(dot)
        """))
        let shadow = try XCTUnwrap(try shown(p, at: 0) { $0.frame.width == 50 }.shadow)
        XCTAssertEqual(shadow.color, Color(white: 0))
        XCTAssertEqual([shadow.radius, shadow.x, shadow.y, shadow.opacity], [3, 0, -3, 1])
    }

    /// A `CABasicAnimation` of `shadowRadius`, `shadowOffset` and `borderWidth` on a sublayer:
    /// linear (a basic animation's default timing) from its from-value to its to-value.
    func testABasicAnimationMovesTheShadowAndTheBorder() throws {
        let p = try play(file("""
        let dot = CALayer()
        dot.frame = CGRect(x: 40, y: 60, width: 50, height: 50)
        dot.backgroundColor = UIColor.blue.cgColor
        dot.shadowOpacity = 1
        dot.shadowColor = UIColor.purple.cgColor
        dot.borderColor = UIColor.green.cgColor
        root.layer.addSublayer(dot)
        let glow = CABasicAnimation(keyPath: "shadowRadius")
        glow.fromValue = 0
        glow.toValue = 20
        glow.duration = 2
        dot.add(glow, forKey: "glow")
        let drop = CABasicAnimation(keyPath: "shadowOffset")
        drop.fromValue = CGSize(width: 0, height: 0)
        drop.toValue = CGSize(width: 10, height: 30)
        drop.duration = 2
        dot.add(drop, forKey: "drop")
        let ring = CABasicAnimation(keyPath: "borderWidth")
        ring.fromValue = 0
        ring.toValue = 8
        ring.duration = 2
        dot.add(ring, forKey: "ring")
        """))
        let half = try shown(p, at: 0.5) { $0.frame.width == 50 }
        let shadow = try XCTUnwrap(half.shadow)
        XCTAssertEqual(shadow.radius, 5, accuracy: 1e-9)
        XCTAssertEqual(shadow.x, 2.5, accuracy: 1e-9)
        XCTAssertEqual(shadow.y, 7.5, accuracy: 1e-9)
        XCTAssertEqual(half.node.borderWidth, 2, accuracy: 1e-9)
        // UIColor.purple is (0.5, 0, 0.5).
        XCTAssertEqual(shadow.color, Color(red: 0.5, green: 0, blue: 0.5))
        // Removed on completion: back to the model (radius 3, offset (0, −3), no border).
        let after = try shown(p, at: 3) { $0.frame.width == 50 }
        XCTAssertEqual([after.shadow?.radius, after.shadow?.y], [3, -3])
        XCTAssertEqual(after.node.borderWidth, 0)
    }

    /// A shape layer's shadow is of the path as drawn: on the group holding its fill and stroke.
    func testAShapeLayersShadowIsOnItsDrawing() throws {
        let p = try play(file("""
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.cyan.cgColor
        ring.lineWidth = 6
        ring.shadowColor = UIColor.cyan.cgColor
        ring.shadowRadius = 8
        ring.shadowOpacity = 0.9
        ring.shadowOffset = .zero
        root.layer.addSublayer(ring)
        """))
        let group = try shown(p, at: 0) { $0.node.kind == .group && $0.frame.width == 80 }
        let shadow = try XCTUnwrap(group.effects?.shadow ?? group.shadow)
        XCTAssertEqual(shadow.color, Color(red: 0, green: 1, blue: 1))
        XCTAssertEqual([shadow.radius, shadow.x, shadow.y, shadow.opacity], [8, 0, 0, 0.9])
    }

    /// A label draws its background, rounded corners and border as a view does, its text over them.
    func testALabelDrawsItsBackgroundAndBorderUnderItsText() throws {
        let p = try play(file("""
        let badge = UILabel(frame: CGRect(x: 40, y: 60, width: 120, height: 30))
        badge.text = "New"
        badge.backgroundColor = .gray
        badge.layer.cornerRadius = 15
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.red.cgColor
        root.addSubview(badge)
        """))
        let view = try shown(p, at: 0) { $0.frame.width == 120 }
        XCTAssertEqual(view.node.color, Color(white: 0.5))
        XCTAssertEqual(view.node.cornerRadius, 15)
        XCTAssertEqual(view.node.borderWidth, 2)
        XCTAssertEqual(view.node.children.first?.text, "New", "the text over the background")
    }

    /// A border keeps the card's rounded corners (its band is drawn along them; see
    /// `ShapeOutlineTests` for the band's pixels).
    func testABorderKeepsTheRoundedCorners() throws {
        let p = try play(file("""
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 140, height: 100))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.red.cgColor
        root.addSubview(card)
        """))
        let card = try shown(p, at: 0) { $0.frame.width == 140 }
        XCTAssertEqual(card.node.cornerRadius, 12)
        XCTAssertEqual(card.node.borderWidth, 4)
    }
}
