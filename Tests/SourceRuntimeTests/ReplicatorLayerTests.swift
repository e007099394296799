import Foundation
import Scene
import SourceRuntime
import XCTest

/// `CAReplicatorLayer`: instance i is its sublayers transformed i times by
/// `instanceTransform` about the replicator's centre, their animations i × `instanceDelay`
/// late, their colours multiplied by `instanceColor` plus i × each offset (Apple's
/// `CAReplicatorLayer` reference). Expected values are worked out apart below.
final class ReplicatorLayerTests: XCTestCase {
    /// Twelve 10-point dots on a ring of radius 85 about (200, 150) of a 400 × 300 view
    /// (the replicator's centre), each fading 1 → 0.2 over a second, repeating, 1/12 s after
    /// the one before.
    private let source = """
    import UIKit

    class Loader: UIView {
        override func draw(_ rect: CGRect) {
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
            replicator.instanceCount = 12
            replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
            replicator.instanceDelay = 1.0 / 12
            replicator.instanceAlphaOffset = -0.05
            layer.addSublayer(replicator)
            let dot = CALayer()
            dot.frame = CGRect(x: 95, y: 10, width: 10, height: 10)
            dot.backgroundColor = UIColor.black.cgColor
            replicator.addSublayer(dot)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 1
            fade.repeatCount = .infinity
            dot.add(fade, forKey: "fade")
        }
    }

    #Preview { Loader(frame: CGRect(x: 0, y: 0, width: 400, height: 300)) }
    """

    /// The dots as drawn at `t`: canvas centre, opacity and colour alpha, in instance order
    /// (the order they are drawn).
    private func dots(_ p: ScenePlayer, at t: Double) -> [(centre: Point, opacity: Double, alpha: Double)] {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 10 }.map { d in
            (d.transform.apply(Point(d.frame.x + 5, d.frame.y + 5)), d.effectiveOpacity, d.node.color.alpha)
        }
    }

    func testInstancesTurnAboutTheCentreAndRunLate() throws {
        let p = try play(source)
        let shown = dots(p, at: 1.5)
        XCTAssertEqual(shown.count, 12)
        // The view is centred on the 960 × 600 canvas: its (200, 150) is (480, 300).
        let centre = Point(480, 300)
        for (i, d) in shown.enumerated() {
            // Instance i turned 30° × i clockwise on screen from straight above the centre.
            let a = Double(i) * 2 * .pi / 12
            XCTAssertEqual(d.centre.x, centre.x + 85 * sin(a), accuracy: 1e-6, "instance \(i)")
            XCTAssertEqual(d.centre.y, centre.y - 85 * cos(a), accuracy: 1e-6, "instance \(i)")
            // Its fade's time is 1.5 − i/12 s; 1 → 0.2 linearly within each second.
            let local = 1.5 - Double(i) / 12
            let phase = local - floor(local)
            let expected = local == floor(local) ? 0.2 : 1 - 0.8 * phase
            XCTAssertEqual(d.opacity, expected, accuracy: 1e-9, "instance \(i)")
            // Its colour's alpha: white's 1 less 0.05 per instance.
            XCTAssertEqual(d.alpha, 1 - 0.05 * Double(i), accuracy: 1e-9, "instance \(i)")
        }
    }

    func testAnInstanceWaitsForItsDelayShowingTheModel() throws {
        // At 0.25 s instances 4 and later (delays 4/12 s and more) have not begun: the layer's
        // own opacity, 1 (a removed fill mode shows the model before the animation).
        let shown = dots(try play(source), at: 0.25)
        XCTAssertEqual(shown[0].opacity, 1 - 0.8 * 0.25, accuracy: 1e-9)
        XCTAssertEqual(shown[3].opacity, 1 - 0.8 * (0.25 - 3.0 / 12), accuracy: 1e-9)
        for i in 4..<12 { XCTAssertEqual(shown[i].opacity, 1, accuracy: 1e-9, "instance \(i)") }
    }

    func testATransformMadeOfConcatenatedParts() throws {
        // Concat(a, b) is a then b: a 10-point move then a half turn about the centre, so
        // M(p) = −(p + (10, 0)) relative to the centre.
        let p = try play(source
            .replacingOccurrences(of: "replicator.instanceCount = 12", with: "replicator.instanceCount = 3")
            .replacingOccurrences(of: "CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)",
                                  with: "CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeRotation(.pi, 0, 0, 1))"))
        let xs = dots(p, at: 0.1).map(\.centre)
        XCTAssertEqual(xs.count, 3)
        // Instance 1: the dot (480, 215) moved +10 then turned half about (480, 300): (470, 385).
        XCTAssertEqual(xs[1].x, 470, accuracy: 1e-6)
        XCTAssertEqual(xs[1].y, 385, accuracy: 1e-6)
        // Instance 2, M twice: (0, −85) → (−10, 85) → (0, −85): back above the centre.
        XCTAssertEqual(xs[2].x, 480, accuracy: 1e-6)
        XCTAssertEqual(xs[2].y, 215, accuracy: 1e-6)
    }

    /// The gallery's playground of layer loaders: the replicator's twelve dots, the ring drawn
    /// by strokeEnd (eased in and out over 1.2 s) and the button that springs on a tap.
    func testTheGallerysLayerLoaders() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scenes/LayerLoaders.swift").path
        let p = try SourceFile.load(path: path).effect().player(size: Size(960, 600), metrics: FixedMetrics())
        p.seek(to: 0.6)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 16 }.count, 12)
        // Half way through the ring's pass, easeInEaseOut (symmetric) has drawn half of it.
        let ring = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path && $0.node.model(.lineWidth) == 10 })
        XCTAssertEqual(ring.node.model(.trimTo), 0.5, accuracy: 1e-6)
        // A tap on the button (the middle of the last third) at 1 s: 0.08 s later its spring (0.7 → 1, damping 8) has it at
        // 0.7 + 0.3 x(0.08), x(t) = 1 − e^(−4t)(cos 9.165t + 0.4364 sin 9.165t).
        p.seek(to: 1)
        XCTAssertTrue(p.tap(at: Point(800, 300)))
        p.seek(to: 1.08)
        let w = 9.16515, x = 1 - exp(-4 * 0.08) * (cos(w * 0.08) + 4 / w * sin(w * 0.08))
        let button = try XCTUnwrap(p.present().nodes.first { $0.frame.width == 160 && $0.frame.height == 56 })
        XCTAssertEqual(button.scale.x, 0.7 + 0.3 * x, accuracy: 1e-4)
    }

    func testTextLayersAreCopiedToo() throws {
        // Three copies of a text layer, 40 points apart (a translation), each fading late.
        let p = try play("""
        import UIKit

        class Row: UIView {
            override func draw(_ rect: CGRect) {
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
                replicator.instanceCount = 3
                replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
                layer.addSublayer(replicator)
                let word = CATextLayer()
                word.string = "A"
                word.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                replicator.addSublayer(word)
            }
        }

        #Preview { Row(frame: CGRect(x: 0, y: 0, width: 200, height: 50)) }
        """)
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure?.headline)
        let texts = p.present().nodes.filter { $0.node.kind == .text && $0.node.text == "A" }
        XCTAssertEqual(texts.count, 3)
        let xs = texts.map { $0.transform.apply(Point($0.frame.x, $0.frame.y)).x }
        XCTAssertEqual(xs[1] - xs[0], 40, accuracy: 1e-9)
        XCTAssertEqual(xs[2] - xs[0], 80, accuracy: 1e-9)
    }
}
