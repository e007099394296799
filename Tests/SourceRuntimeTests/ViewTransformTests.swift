import Motion
import Scene
import SourceRuntime
import XCTest

/// `UIView.transform`: a `CGAffineTransform` about the view's centre, set at once or animated
/// part by part inside `UIView.animate`.
final class ViewTransformTests: XCTestCase {
    private func file(_ body: String) -> String {
        """
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        box.backgroundColor = .red
        root.addSubview(box)
        PlaygroundPage.current.liveView = root
        \(body)
        """
    }

    private func box(_ p: ScenePlayer, at t: Double) throws -> PresentedNode {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return try XCTUnwrap(p.present().nodes.first { $0.frame.width == 100 })
    }

    /// The box's centre on the canvas: the root's origin (280, 100) plus (200, 200).
    private let centre = Point(480, 300)

    func testATransformSetAtOnceTurnsScalesAndMovesAboutTheCentre() throws {
        let p = try play(file("box.transform = CGAffineTransform(translationX: 30, y: -10).rotated(by: .pi / 2).scaledBy(x: 2, y: 1)"))
        let b = try box(p, at: 0)
        // The box's right edge's middle, 50 right of the centre: scaled to 100, turned a
        // quarter clockwise to 100 below, moved by (30, −10).
        let q = b.transform.apply(Point(b.frame.x + 100, b.frame.y + 50))
        XCTAssertEqual(q.x, centre.x + 30, accuracy: 1e-9)
        XCTAssertEqual(q.y, centre.y + 100 - 10, accuracy: 1e-9)
    }

    /// Linear over 2 s: at 0.5 s a quarter of the way from identity to a turn of 90° and a
    /// scale of 3: 22.5° and 1.5.
    func testATransformAnimatesPartByPart() throws {
        let p = try play(file("""
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            box.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3)
        })
        """))
        let b = try box(p, at: 0.5)
        XCTAssertEqual(b.rotation, 22.5, accuracy: 1e-9)
        XCTAssertEqual(b.scale.x, 1.5, accuracy: 1e-9)
        let end = try box(p, at: 2)
        XCTAssertEqual(end.rotation, 90, accuracy: 1e-9)
        // Back to `.identity`, the short way.
        let back = try play(file("""
        box.transform = CGAffineTransform(rotationAngle: 3 * .pi / 4)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { box.transform = .identity })
        """))
        XCTAssertEqual(try box(back, at: 1).rotation, 67.5, accuracy: 1e-9)
    }

    /// A whole turn is the identity: the view does not move, as on a device; three quarters of
    /// a turn animate as a quarter turn back.
    func testAWholeTurnDoesNotAnimate() throws {
        let p = try play(file("""
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            box.transform = CGAffineTransform(rotationAngle: 2 * .pi)
        })
        """))
        XCTAssertEqual(try box(p, at: 0.5).rotation, 0, accuracy: 1e-9)
        let q = try play(file("""
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            box.transform = CGAffineTransform(rotationAngle: 1.5 * .pi)
        })
        """))
        XCTAssertEqual(try box(q, at: 0.5).rotation, -45, accuracy: 1e-9)
    }

    func testTheTransformReadsBack() throws {
        let p = try play(file("""
        box.transform = CGAffineTransform(scaleX: 2, y: 3)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "\\(box.transform.a) \\(box.transform.d) \\(box.transform == .identity)"
        root.addSubview(label)
        """))
        XCTAssertEqual(shownText(p, at: 0), "2.0 3.0 false")
    }
}

/// A file's `extension UIView` (or `CALayer`, `CGRect`) reaches UIKit's objects and values:
/// a label is a `UIView`, a shape layer a `CALayer`, a rectangle a `CGRect`; inside the
/// extension, `layer` is the view's own, even with a global of that name.
final class UIKitExtensionTests: XCTestCase {
    func testExtensionsOfUIKitTypesReachTheirObjects() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let layer = CATextLayer()
        extension UIView {
            func roundX() { layer.cornerRadius = 7 }
        }
        extension CALayer {
            func describe() -> String { "layer" }
        }
        extension CGRect {
            var center: CGPoint { CGPoint(x: midX, y: midY) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        label.roundX()
        let ring = CAShapeLayer()
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        label.text = "\\(label.layer.cornerRadius) \\(ring.describe()) \\(label.frame.center.x) \\(path.cgPath.boundingBox.width)"
        root.addSubview(label)
        PlaygroundPage.current.liveView = root
        """)
        XCTAssertEqual(shownText(p, at: 0), "7.0 layer 60.0 20.0")
    }
}

/// A view layer's `anchorPoint`: set alone it keeps the position (the view moves), `center` is
/// the point it names, and the view turns about it.
final class ViewAnchorPointTests: XCTestCase {
    func testAViewTurnsAboutItsLayersAnchorPoint() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let door = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 200))
        door.backgroundColor = .brown
        door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "\\(door.frame.origin.x) \\(door.center.x)"
        root.addSubview(door)
        root.addSubview(label)
        PlaygroundPage.current.liveView = root
        """)
        // The position (150, 200) stays: the frame's left edge moves there.
        XCTAssertEqual(shownText(p, at: 0), "150.0 150.0")
        let door = try XCTUnwrap(p.present().nodes.first { $0.frame.width == 100 && $0.frame.height == 200 })
        // A quarter turn about the left edge's middle (150, 200) in the root (the root at
        // (280, 100)): the far edge's middle (250, 200) turns to (150, 300).
        let q = door.transform.apply(Point(door.frame.x + 100, door.frame.y + 100))
        XCTAssertEqual(q.x, 280 + 150, accuracy: 1e-9)
        XCTAssertEqual(q.y, 100 + 300, accuracy: 1e-9)
    }
}
