import Scene
import SourceRuntime
import XCTest

/// `CAAnimationDelegate`: `animationDidStart(_:)` as an animation begins and
/// `animationDidStop(_:finished:)` as it ends (`true`) or once removed early (`false`, at its
/// end here); an animation tagged with `setValue(_:forKey:)` is told apart by `value(forKey:)`,
/// and `layer.animation(forKey:)` is the one added. The chain a file builds from them (one
/// animation's end starting the next) plays on the scene clock.
final class AnimationDelegateTests: XCTestCase {
    private let source = """
    import UIKit

    class Chain: UIView, CAAnimationDelegate {
        var log = ""
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.5
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 0.5
            fade.delegate = self
            fade.setValue("fade", forKey: "name")
            layer.add(fade, forKey: "fade")
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.fromValue = 0
            round.toValue = 20
            round.duration = 2
            round.delegate = self
            layer.add(round, forKey: "round")
            Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.layer.removeAnimation(forKey: "round") }
        }
        required init?(coder: NSCoder) { fatalError() }

        func animationDidStart(_ anim: CAAnimation) {
            if anim.isEqual(layer.animation(forKey: "fade")) { log += "start-fade " } else { log += "start " }
            label.text = log
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            log += "stop-\\(anim.value(forKey: "name") as? String ?? "?")-\\(flag) "
            label.text = log
        }
    }

    #Preview { Chain(frame: CGRect(x: 0, y: 0, width: 300, height: 100)) }
    """

    private func shown(_ p: ScenePlayer, at t: Double) -> String? {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.first { $0.node.kind == .text }?.node.text
    }

    func testTheDelegateIsToldOfEachStartAndStop() throws {
        let p = try play(source)
        // The corner animation starts at 0, the fade (0.5 s late) at 0.5.
        XCTAssertEqual(shown(p, at: 0.2), "start ")
        XCTAssertEqual(shown(p, at: 0.7), "start start-fade ")
        // The fade ends at 1.5, finished; the corner one, removed at 1 s, stops unfinished at 2.
        XCTAssertEqual(shown(p, at: 1.7), "start start-fade stop-fade-true ")
        XCTAssertEqual(shown(p, at: 2.5), "start start-fade stop-fade-true stop-?-false ")
    }

    func testAViewLayersCornerRadiusAnimates() throws {
        let p = try play(source)
        p.seek(to: 0.5)
        // 0 → 20 over 2 s, linear: 5 at 0.5 s.
        let card = try XCTUnwrap(p.present().nodes.first { $0.frame.width == 300 && $0.frame.height == 100 })
        XCTAssertEqual(card.node.cornerRadius, 5, accuracy: 1e-9)
    }
}
