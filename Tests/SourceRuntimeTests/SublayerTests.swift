import Motion
import Scene
import SourceRuntime
import XCTest

/// Sublayers of a view's layer in a playground file: a CALayer and a CAGradientLayer drawn at
/// their frames in order with the subviews, their animations, and clipping to the bounds.
final class SublayerTests: XCTestCase {
    /// A card as a user writes one: a gradient band whose locations slide, a stripe, a title.
    static let card = """
    import UIKit
    import PlaygroundSupport

    let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    card.backgroundColor = UIColor(white: 0.92, alpha: 1)
    card.layer.cornerRadius = 24
    card.clipsToBounds = true

    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: -40, y: 0, width: 400, height: 120)
    gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor, UIColor.systemYellow.cgColor]
    gradient.locations = [0, 0.5, 1]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    card.layer.addSublayer(gradient)

    let stripe = CALayer()
    stripe.frame = CGRect(x: 20, y: 140, width: 280, height: 12)
    stripe.backgroundColor = UIColor.systemBlue.cgColor
    stripe.cornerRadius = 6
    stripe.opacity = 0.5
    card.layer.addSublayer(stripe)

    let title = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
    title.text = "Sunrise"
    title.font = UIFont.boldSystemFont(ofSize: 34)
    title.textColor = .white
    card.addSubview(title)

    let slide = CABasicAnimation(keyPath: "locations")
    slide.fromValue = [0, 0.1, 0.2]
    slide.toValue = [0.8, 0.9, 1]
    slide.duration = 2
    slide.autoreverses = true
    slide.repeatCount = .infinity
    gradient.add(slide, forKey: "slide")

    PlaygroundPage.current.liveView = card
    """

    private func filled(_ p: ScenePlayer) -> PresentedNode? { p.present().nodes.first { $0.fill != nil } }

    func testSublayersDrawInOrderAboveTheBackgroundAndBelowLaterSubviews() throws {
        let p = try play(Self.card)
        p.seek(to: 0)
        let nodes = p.present().nodes
        let card = try XCTUnwrap(nodes.first { $0.node.kind == .card })
        XCTAssertEqual(card.frame, Rect(x: 320, y: 200, width: 320, height: 200))
        let kids = card.node.children
        XCTAssertEqual(kids.map(\.kind), [.rect, .rect, .card], "gradient, stripe, then the title (a label: its text over its view) added after them")
        let band = try XCTUnwrap(nodes.first { $0.node === kids[0] })
        XCTAssertNotNil(band.fill)
        XCTAssertEqual(band.frame, Rect(x: 280, y: 200, width: 400, height: 120), "at its frame in the card's coordinates")
        let stripe = try XCTUnwrap(nodes.first { $0.node === kids[1] })
        XCTAssertEqual(stripe.frame, Rect(x: 340, y: 340, width: 280, height: 12))
        XCTAssertEqual(stripe.node.cornerRadius, 6)
        XCTAssertEqual(stripe.opacity, 0.5)
        XCTAssertEqual(stripe.node.color, Color(red: 0, green: 122 / 255, blue: 1))
    }

    func testTheGradientsLocationsAnimateAsCoreAnimationPlaysThem() throws {
        let p = try play(Self.card)
        // Linear (no timing function), 2 s forward, 2 s back, for ever.
        for (t, f) in [(0.0, 0.0), (0.5, 0.25), (1.5, 0.75), (3.0, 0.5), (4.5, 0.25)] {
            p.seek(to: t)
            let g = try XCTUnwrap(filled(p)?.fill)
            for (i, (a, b)) in zip([0, 0.1, 0.2], [0.8, 0.9, 1]).enumerated() {
                XCTAssertEqual(g.locations[i], a + (b - a) * f, accuracy: 1e-9, "t \(t), location \(i)")
            }
            XCTAssertEqual(g.colors.count, 3)
        }
        XCTAssertFalse(p.scene.isSettled(at: 100), "repeating for ever")
    }

    func testColoursAnimateOnAGradientSublayer() throws {
        let p = try play("""
        import UIKit
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let g = CAGradientLayer()
        g.frame = view.bounds
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(g)
        let fade = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.colors))
        fade.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        fade.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
        fade.duration = 1
        g.add(fade, forKey: nil)
        PlaygroundPage.current.liveView = view
        """)
        p.seek(to: 0.5)
        let shown = try XCTUnwrap(filled(p)?.fill)
        // UIKit's fixed red and blue (UIColor's documentation): 1, 0, 0 and 0, 0, 1.
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        XCTAssertEqual(shown.colors[0].red, (red.red + blue.red) / 2, accuracy: 1e-9)
        XCTAssertEqual(shown.colors[1].blue, (red.blue + blue.blue) / 2, accuracy: 1e-9)
        p.seek(to: 2)
        XCTAssertEqual(try XCTUnwrap(filled(p)?.fill).colors, [red, blue], "removed on completion: the model again")
    }

    func testClipsToBoundsClipsToTheRoundedBounds() throws {
        let p = try play(Self.card)
        let card = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .card })
        guard case .shape(let clip)? = card.mask else { return XCTFail("no clip: \(String(describing: card.mask))") }
        XCTAssertEqual(clip.frame, card.frame)
        XCTAssertEqual(clip.cornerRadius, 24)
        let open = try play(Self.card.replacingOccurrences(of: "card.clipsToBounds = true", with: ""))
        XCTAssertNil(open.present().nodes.first { $0.node.kind == .card }?.mask)
    }

    func testInsertSublayerAtZeroGoesBelowTheSubviews() throws {
        let p = try play("""
        import UIKit
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
        let back = CALayer()
        back.frame = view.bounds
        back.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(back)
        let g = CAGradientLayer()
        g.frame = view.bounds
        view.layer.insertSublayer(g, at: 0)
        PlaygroundPage.current.liveView = view
        """)
        let card = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .card })
        XCTAssertEqual(card.node.children.map(\.kind), [.rect, .card, .rect])
        guard card.node.children.count == 3 else { return }
        XCTAssertNotNil(card.node.children[0].gradientFill)
        XCTAssertNil(card.node.children[2].gradientFill)
    }

    func testWhatIsNotDrawnIsRefused() throws {
        for (code, message) in [
            ("let a = CAShapeLayer()\nlet b = CALayer()\na.addSublayer(b)", "Test.swift:4:3: error: only a CALayer() holds sublayers here"),
            ("let a = CALayer()\nlet f = CABasicAnimation(keyPath: \"contents\")\na.add(f, forKey: nil)",
             "Test.swift:4:3: error: key path 'contents' is not animated here; a CALayer animates opacity"),
            ("let v = UIView()\nv.layer.addSublayer(v)", "Test.swift:3:9: error: addSublayer takes a CALayer() or a CAGradientLayer() here"),
            ("let v = UIView()\nlet w = UIView()\nv.addSubview(w)\nv.layer.sublayers?.first?.removeFromSuperlayer()",
             "Test.swift:5:27: error: a view's own layer is not removed from its superlayer here"),
        ] {
            let p = try play("import UIKit\n" + code + "\nPlaygroundPage.current.liveView = UIView()\n")
            p.seek(to: 0)
            let failure = try XCTUnwrap(p.scene.failure, code)
            XCTAssertTrue(failure.headline.hasPrefix(message), failure.headline)
        }
    }
}

extension SublayerTests {
    func testALayerAddedOnceShownIsDrawnAndFollowsItsFrame() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
        PlaygroundPage.current.liveView = view
        let band = CAGradientLayer()
        band.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        view.layer.insertSublayer(band, at: 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            band.frame = CGRect(x: 20, y: 30, width: 60, height: 40)
        }
        """)
        p.seek(to: 0.5)
        let card = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .card })
        XCTAssertEqual(card.node.children.map(\.kind), [.rect, .card], "inserted below the label")
        let frame = { try XCTUnwrap(p.present().nodes.first { $0.node.gradientFill != nil }).frame }
        XCTAssertEqual(try frame(), Rect(x: card.frame.x + 10, y: card.frame.y + 10, width: 50, height: 50))
        p.seek(to: 1.5)
        XCTAssertEqual(try frame(), Rect(x: card.frame.x + 20, y: card.frame.y + 30, width: 60, height: 40))
    }
}
