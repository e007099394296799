import Motion
import Scene
import SourceRuntime
import XCTest

/// Core Animation on a view's own layer: a pulse on opacity, a keyframe shake on position.
final class LayerAnimationTests: XCTestCase {
    private func playground(_ code: String) throws -> ScenePlayer {
        try play("""
        import UIKit
        import PlaygroundSupport

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let label = UILabel(frame: CGRect(x: 50, y: 40, width: 200, height: 40))
        label.text = "Shake"
        view.addSubview(label)
        PlaygroundPage.current.liveView = view
        \(code)
        """, file: "Layer.swift")
    }

    /// The label view's node (its text is drawn over it, as its child).
    private func label(_ p: ScenePlayer, at t: Double) throws -> PresentedNode {
        p.seek(to: t)
        let nodes = p.present().nodes
        let text = try XCTUnwrap(nodes.first { $0.node.kind == .text })
        return try XCTUnwrap(nodes.first { $0.node === text.node.parent })
    }

    func testAnOpacityPulseRepeatsWithAutoreverse() throws {
        let p = try playground("""
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1.0
        pulse.toValue = 0.2
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        label.layer.add(pulse, forKey: "pulse")
        """)
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        for t in stride(from: 0.05, through: 3.0, by: 0.1) {
            // Each second: 0.5 s down, 0.5 s back up, eased, for ever (CAMediaTiming: exact periods).
            let phase = t.truncatingRemainder(dividingBy: 1)
            let f = phase < 0.5 ? ease(phase / 0.5) : ease((1 - phase) / 0.5)
            XCTAssertEqual(try label(p, at: t).opacity, 1 + (0.2 - 1) * f, accuracy: 1e-9, "at \(t)")
        }
        XCTAssertFalse(p.scene.isSettled(at: 10), "an infinite pulse never settles")
    }

    func testAKeyframeShakeOnPositionReturnsHome() throws {
        let p = try playground("""
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [150, 140, 160, 145, 155, 150]
        shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        shake.duration = 0.5
        label.layer.add(shake, forKey: "shake")
        """)
        // The label's centre is x 150; keyframes every 0.1 s, linear between them.
        let expected: [(Double, Double)] = [(0.05, -5), (0.1, -10), (0.15, 0), (0.2, 10), (0.3, -5), (0.45, 2.5)]
        for (t, dx) in expected {
            XCTAssertEqual(try label(p, at: t).offset.x, dx, accuracy: 1e-9, "at \(t)")
        }
        XCTAssertEqual(try label(p, at: 0.6).offset.x, 0, accuracy: 1e-9, "removed on completion: the model again")
        XCTAssertTrue(p.scene.isSettled(at: 0.6))
        XCTAssertFalse(p.scene.isSettled(at: 0.3))
    }

    /// A paced keyframe animation along a circle (centre 150, 60, radius 40, from angle 0 with
    /// growing angles, once in 2 s): at t the label's centre is at angle 2π·t/2 on the circle,
    /// worked out here from the circle itself; a line's linear mode halves it in time.
    func testAKeyframeAnimationFollowsItsPathPacedAndByItsSegments() throws {
        let p = try playground("""
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = UIBezierPath(arcCenter: CGPoint(x: 150, y: 60), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        orbit.calculationMode = .paced
        orbit.duration = 2
        label.layer.add(orbit, forKey: "orbit")
        """)
        for t in [0.25, 0.7, 1.3, 1.9] {
            let angle = 2 * Double.pi * t / 2
            let n = try label(p, at: t)
            // The label's model centre is (150, 60): its offset is the orbit's point less it.
            XCTAssertEqual(n.offset.x, 40 * cos(angle), accuracy: 0.05, "x at \(t)")
            XCTAssertEqual(n.offset.y, 40 * sin(angle), accuracy: 0.05, "y at \(t)")
        }
        let q = try playground("""
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 150, y: 60))
        path.addLine(to: CGPoint(x: 250, y: 60))
        path.addLine(to: CGPoint(x: 250, y: 80))
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path.cgPath
        a.duration = 1
        label.layer.add(a, forKey: "route")
        """)
        // Linear: each of the two segments takes half the time, whatever its length.
        XCTAssertEqual(try label(q, at: 0.25).offset.x, 50, accuracy: 1e-6)
        XCTAssertEqual(try label(q, at: 0.75).offset.y, 10, accuracy: 1e-6)
        XCTAssertEqual(try label(q, at: 0.75).offset.x, 100, accuracy: 1e-6)
    }

    func testADiscreteKeyframeRotationAndAScale() throws {
        let p = try playground("""
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = [0, Double.pi / 2, Double.pi]
        turn.calculationMode = .discrete
        turn.duration = 0.9
        turn.fillMode = .forwards
        turn.isRemovedOnCompletion = false
        label.layer.add(turn, forKey: nil)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 2.0
        grow.duration = 1
        label.layer.add(grow, forKey: "grow")
        """)
        XCTAssertEqual(try label(p, at: 0.1).rotation, 0, accuracy: 1e-9)
        XCTAssertEqual(try label(p, at: 0.4).rotation, 90, accuracy: 1e-9)
        XCTAssertEqual(try label(p, at: 0.7).rotation, 180, accuracy: 1e-9)
        XCTAssertEqual(try label(p, at: 2).rotation, 180, accuracy: 1e-9, "held by a forwards fill")
        XCTAssertEqual(try label(p, at: 0.5).scale.x, 1.5, accuracy: 1e-9)
        XCTAssertEqual(try label(p, at: 2).scale.x, 1, accuracy: 1e-9)
    }
}

/// `UIImageView(image: UIImage(named:))` shows an asset at its frame.
final class UIImageViewTests: XCTestCase {
    func testAnImageViewShowsItsAssetAndFades() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let picture = UIImageView(image: UIImage(named: "sampleImage1"))
        picture.frame = CGRect(x: 20, y: 20, width: 260, height: 160)
        view.addSubview(picture)
        PlaygroundPage.current.liveView = view
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        picture.layer.add(fade, forKey: "fade")
        """)
        p.seek(to: 0.25)
        let image = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .image })
        XCTAssertEqual(image.node.imageName, "sampleImage1")
        XCTAssertEqual(image.opacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(image.frame.size, Size(260, 160), "without image sizes (the tests' metrics) it fills its frame")
    }
}

/// `UIButton`: a control with a title; a click runs its actions.
final class UIButtonTests: XCTestCase {
    func testAButtonShowsItsTitleAndRunsItsAction() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 20, width: 300, height: 30))
        label.text = "0"
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 120, width: 100, height: 40)
        button.setTitle("Count", for: .normal)
        var taps = 0
        button.addAction(UIAction { _ in
            taps += 1
            label.text = "\\(taps)"
        }, for: .touchUpInside)
        view.addSubview(button)
        PlaygroundPage.current.liveView = view
        """, file: "Button.swift")
        p.seek(to: 0.5)
        let title = try XCTUnwrap(p.present().nodes.first { $0.node.text == "Count" })
        XCTAssertNotEqual(title.node.color, .primary, "a system button's title is in its tint colour")
        XCTAssertTrue(p.tap(at: Point(title.frame.x + title.frame.width / 2, title.frame.y + title.frame.height / 2)))
        p.seek(to: 1)
        XCTAssertNotNil(p.present().nodes.first { $0.node.text == "1" })
        let refused = try play("""
        import UIKit
        #Preview {
            let b = UIButton(type: .system)
            b.addTarget(nil, action: nil, for: .touchUpInside)
            return b
        }
        """, file: "Target.swift")
        let failure = try XCTUnwrap(refused.scene.failure)
        XCTAssertTrue(failure.headline.contains("use addAction"), failure.headline)
    }
}

/// `byValue` and a begin time made from `CACurrentMediaTime()`.
final class RelativeAnimationTests: XCTestCase {
    func testByValueAndAMediaTimeBegin() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        box.backgroundColor = .blue
        view.addSubview(box)
        PlaygroundPage.current.liveView = view
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.byValue = 40
        slide.duration = 1
        slide.beginTime = CACurrentMediaTime() + 0.5
        slide.fillMode = .backwards
        box.layer.add(slide, forKey: "slide")
        """, file: "By.swift")
        func dx(_ t: Double) throws -> Double {
            p.seek(to: t)
            // UIKit's `.blue`: 0, 0, 1.
            return try XCTUnwrap(p.present().nodes.first { $0.node.color == Color(red: 0, green: 0, blue: 1) }).offset.x
        }
        XCTAssertEqual(try dx(0.25), 0, accuracy: 1e-9, "not begun: the position below")
        XCTAssertEqual(try dx(1.0), 20, accuracy: 1e-9, "half way from the position to 40 further")
        XCTAssertEqual(try dx(2.0), 0, accuracy: 1e-9, "removed on completion")
    }
}

extension LayerAnimationTests {
    func testAPacedPathAndACubicShakePlayAsTheirModesSay() throws {
        let p = try playground("""
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 150, y: 60), CGPoint(x: 180, y: 100), CGPoint(x: 180, y: 160)]
        path.keyTimes = [0, 0.9, 1]
        path.calculationMode = .paced
        path.duration = 1.1
        label.layer.add(path, forKey: "path")
        let shake = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        shake.values = [0, 0.2, -0.2, 0]
        shake.calculationMode = .cubic
        shake.duration = 0.6
        label.layer.add(shake, forKey: "shake")
        """)
        // Paced: 50 then 60 points long, 100 points a second; keyTimes ignored.
        let corner = try label(p, at: 0.5)
        XCTAssertEqual(corner.offset.x, 30, accuracy: 1e-9)
        XCTAssertEqual(corner.offset.y, 40, accuracy: 1e-9)
        XCTAssertEqual(try label(p, at: 0.8).offset.y, 70, accuracy: 1e-9)
        // Cubic: through the keyframes at 0.2 s apart, and smooth between (Catmull-Rom):
        // half-way through the middle segment (0.2 → −0.2, both tangents −0.1) it is 0 by symmetry.
        XCTAssertEqual(try label(p, at: 0.2).rotation, 0.2 * 180 / .pi, accuracy: 1e-9)
        XCTAssertEqual(try label(p, at: 0.3).rotation, 0, accuracy: 1e-9)
        let s = 0.5, h10 = s * s * s - 2 * s * s + s, h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
        // First segment: 0 → 0.2, tangents 0.1 (the start doubled) and −0.1.
        XCTAssertEqual(try label(p, at: 0.1).rotation, (h10 * 0.1 + h01 * 0.2 + h11 * -0.1) * 180 / .pi, accuracy: 1e-9)
    }

    func testSplineShapeParametersAreRefused() throws {
        let p = try playground("""
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.tensionValues = [1, 0]
        """)
        p.seek(to: 0)
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.headline.contains("tensionValues is not supported here"), failure.headline)
    }
}
