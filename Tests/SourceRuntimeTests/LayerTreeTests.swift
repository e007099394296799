import Motion
import Scene
import SourceRuntime
import XCTest

/// A `CALayer`'s own sublayers: drawn in its coordinates above its background, moving and
/// turning with it, in order, clipped by `masksToBounds`, taken out and moved between layers.
final class LayerTreeTests: XCTestCase {
    private func file(_ body: String) -> String {
        """
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = CALayer()
        container.frame = CGRect(x: 100, y: 50, width: 200, height: 100)
        container.backgroundColor = UIColor.gray.cgColor
        \(body)
        PlaygroundPage.current.liveView = root
        """
    }

    private func frames(_ p: ScenePlayer, at t: Double) -> [PresentedNode] {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes
    }

    /// The root view fills the 960 × 600 canvas's middle: its origin is at (280, 100).
    private let origin = Point(280, 100)

    /// Layers added to the container before it is added to the view are drawn in it, at their
    /// frames in its coordinates, above its background, in the order they were added.
    func testSublayersAddedBeforeTheTreeIsShownAreDrawnInIt() throws {
        let p = try play(file("""
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        a.backgroundColor = UIColor.red.cgColor
        let b = CAShapeLayer()
        b.frame = CGRect(x: 60, y: 20, width: 30, height: 30)
        b.path = UIBezierPath(ovalIn: b.bounds).cgPath
        container.addSublayer(a)
        container.addSublayer(b)
        root.layer.addSublayer(container)
        """))
        let nodes = frames(p, at: 0)
        let box = try XCTUnwrap(nodes.first { $0.frame.width == 200 })
        XCTAssertEqual(box.frame.corner, Point(origin.x + 100, origin.y + 50))
        let red = try XCTUnwrap(nodes.first { $0.frame.width == 30 && $0.node.kind == .rect })
        XCTAssertEqual(red.frame.corner, Point(origin.x + 110, origin.y + 70))
        XCTAssertTrue(red.node.parent === box.node, "drawn as part of the container")
        XCTAssertEqual(box.node.children.map(\.kind), [.rect, .group], "in the order added")
        let oval = try XCTUnwrap(nodes.first { $0.node.kind == .group && $0.frame.width == 30 })
        XCTAssertEqual(oval.frame.corner, Point(origin.x + 160, origin.y + 70))
    }

    /// A turn of the container turns its sublayers about its centre: a sublayer's centre
    /// 60 points left of the container's ends up 60 points above it after a quarter turn.
    func testSublayersTurnWithTheirLayer() throws {
        let p = try play(file("""
        let a = CALayer()
        a.frame = CGRect(x: 25, y: 35, width: 30, height: 30)
        a.backgroundColor = UIColor.red.cgColor
        container.addSublayer(a)
        root.layer.addSublayer(container)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 2
        container.add(spin, forKey: "spin")
        """))
        let nodes = frames(p, at: 1)
        let a = try XCTUnwrap(nodes.first { $0.frame.width == 30 })
        // Its centre (40, 50) in the container, (−60, 0) from the container's centre (100, 50);
        // turned 90° clockwise on screen (y down): (0, −60).
        let centre = a.transform.apply(Point(a.frame.x + a.frame.width / 2, a.frame.y + a.frame.height / 2))
        let boxCentre = Point(origin.x + 200, origin.y + 100)
        XCTAssertEqual(centre.x, boxCentre.x, accuracy: 1e-6)
        XCTAssertEqual(centre.y, boxCentre.y - 60, accuracy: 1e-6)
    }

    /// `masksToBounds` clips the sublayers to the container's bounds, rounded by its radius.
    func testMasksToBoundsClipsTheSublayers() throws {
        let p = try play(file("""
        container.cornerRadius = 12
        container.masksToBounds = true
        let a = CALayer()
        a.frame = CGRect(x: -20, y: 0, width: 60, height: 60)
        container.addSublayer(a)
        root.layer.addSublayer(container)
        """))
        let box = try XCTUnwrap(frames(p, at: 0).first { $0.frame.width == 200 })
        guard case .shape(let clip)? = box.mask else { return XCTFail("no clip on the container") }
        XCTAssertEqual(clip.frame, box.frame)
        XCTAssertEqual(clip.cornerRadius, 12)
    }

    /// `removeFromSuperlayer()` takes a sublayer out of the drawing; `sublayers` lists what is
    /// left; adding a layer to another moves it there; a layer cannot hold its own superlayer.
    func testSublayersAreRemovedMovedAndListed() throws {
        let p = try play(file("""
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let b = CALayer()
        b.frame = CGRect(x: 0, y: 0, width: 31, height: 31)
        let other = CALayer()
        other.frame = CGRect(x: 0, y: 200, width: 100, height: 100)
        container.addSublayer(a)
        container.addSublayer(b)
        root.layer.addSublayer(container)
        root.layer.addSublayer(other)
        a.removeFromSuperlayer()
        other.addSublayer(b)
        let label = UILabel(frame: CGRect(x: 0, y: 360, width: 300, height: 40))
        label.text = "\\(container.sublayers?.count ?? 0) \\(other.sublayers?.count ?? 0) \\(b.superlayer === other)"
        root.addSubview(label)
        """))
        let nodes = frames(p, at: 0)
        XCTAssertNil(nodes.first { $0.frame.width == 30 }, "removed")
        let b = try XCTUnwrap(nodes.first { $0.frame.width == 31 })
        XCTAssertEqual(b.frame.corner, Point(origin.x, origin.y + 200), "in the other layer now")
        XCTAssertEqual(shownText(p, at: 0), "0 1 true")
        let cycle = try play(file("""
        let a = CALayer()
        container.addSublayer(a)
        a.addSublayer(container)
        """))
        cycle.seek(to: 0)
        XCTAssertEqual(cycle.scene.failure?.headline.contains("cannot be added to itself or to a layer inside it"), true)
    }

    /// `zPosition` orders a layer's sublayers; `insertSublayer(_:below:)` puts one under another.
    func testSublayersStackByZPositionAndInsertion() throws {
        let p = try play(file("""
        let a = CALayer(); a.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let b = CALayer(); b.frame = CGRect(x: 0, y: 0, width: 31, height: 31)
        let c = CALayer(); c.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        container.addSublayer(a)
        container.addSublayer(b)
        container.insertSublayer(c, below: a)
        a.zPosition = 5
        root.layer.addSublayer(container)
        """))
        let box = try XCTUnwrap(frames(p, at: 0).first { $0.frame.width == 200 })
        let widths = try box.node.children.map { child in try XCTUnwrap(p.present().nodes.first { $0.node === child }).frame.width }
        XCTAssertEqual(widths, [32, 31, 30], "c below a, then b; a on top by its zPosition")
    }
}

private extension Rect {
    var corner: Point { Point(x, y) }
}

/// A `CALayer`'s size animates (`bounds.size.width`, `bounds`) about its anchor point, its
/// position kept, and returns to the model's when the animation is removed.
final class LayerBoundsAnimationTests: XCTestCase {
    func testTheBoundsAnimateAboutTheAnchor() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let bar = CALayer()
        bar.frame = CGRect(x: 100, y: 100, width: 20, height: 40)
        bar.backgroundColor = UIColor.red.cgColor
        root.layer.addSublayer(bar)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 20
        grow.toValue = 220
        grow.duration = 2
        bar.add(grow, forKey: "grow")
        PlaygroundPage.current.liveView = root
        """)
        func bar(at t: Double) throws -> Rect {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure?.headline)
            return try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect && $0.node.color == Color(red: 1, green: 0, blue: 0) }).frame
        }
        // Linear: 120 wide at 1 s, about the centre x 110 (the root at 280, 100 on the canvas).
        let mid = try bar(at: 1)
        XCTAssertEqual(mid.width, 120, accuracy: 1e-9)
        XCTAssertEqual(mid.x + mid.width / 2, 280 + 110, accuracy: 1e-9)
        XCTAssertEqual(mid.height, 40)
        XCTAssertEqual(try bar(at: 3).width, 20, "removed on completion: the model's size again")
    }
}
