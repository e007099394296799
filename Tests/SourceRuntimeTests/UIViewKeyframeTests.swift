import Scene
import SourceRuntime
import XCTest

/// `UIView.animateKeyframes` with `addKeyframe`, `UIViewPropertyAnimator`, and `UIView.animate`
/// run before the view is shown (in `viewDidLoad`, or before `liveView` is set), which UIKit
/// plays from the view's first frame on screen.
final class UIViewKeyframeTests: XCTestCase {
    /// The 50-point box's frame origin at `t`.
    private func origin(_ p: ScenePlayer, at t: Double) throws -> Point {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let box = try XCTUnwrap(p.present().nodes.first { $0.frame.width == 50 && $0.frame.height == 50 })
        return Point(box.frame.x + box.offset.x, box.frame.y + box.offset.y)
    }

    private func controller(_ viewDidLoad: String) -> String {
        """
        import UIKit

        class Boxes: UIViewController {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            override func viewDidLoad() {
                super.viewDidLoad()
                box.backgroundColor = .red
                view.addSubview(box)
        \(viewDidLoad)
            }
        }

        #Preview { Boxes() }
        """
    }

    func testKeyframesOneAfterAnotherHandOnTheirValues() throws {
        // 2 s: x +200 over the first half, then y +100 over the second, each linear; the
        // completion runs at 2 s.
        let p = try play(controller("""
                UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.box.center.x += 200 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.box.center.y += 100 }
                }, completion: { _ in self.box.alpha = 0.5 })
        """))
        XCTAssertEqual(try origin(p, at: 0.5), Point(100, 0))
        XCTAssertEqual(try origin(p, at: 1.0), Point(200, 0))
        XCTAssertEqual(try origin(p, at: 1.5), Point(200, 50))
        XCTAssertEqual(try origin(p, at: 2.5), Point(200, 100))
        XCTAssertEqual(p.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 0.5, accuracy: 1e-9)
    }

    func testAChangeOutsideAnyKeyframeAnimatesOverTheWholeDuration() throws {
        let p = try play(controller("""
                UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                    self.box.center.x += 200
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.box.center.y += 100 }
                })
        """))
        XCTAssertEqual(try origin(p, at: 1.0), Point(100, 0))
        XCTAssertEqual(try origin(p, at: 1.5), Point(150, 50))
        XCTAssertEqual(try origin(p, at: 3), Point(200, 100))
    }

    func testAnAnimationInViewDidLoadPlaysFromTheFirstFrame() throws {
        let p = try play(controller("""
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { self.box.center.x += 200 })
        """))
        XCTAssertEqual(try origin(p, at: 0), Point(0, 0))
        XCTAssertEqual(try origin(p, at: 0.25), Point(50, 0))
        XCTAssertEqual(try origin(p, at: 2), Point(200, 0))
    }

    func testAnAnimationBeforeTheLiveViewIsSetPlaysOnceShown() throws {
        // The usual playground order: build, animate, show. The 400 × 300 view is centred on
        // the 960 × 600 canvas, at (280, 150).
        let p = try play("""
        import UIKit
        import PlaygroundSupport
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x += 200 })
        PlaygroundPage.current.liveView = root
        """)
        XCTAssertEqual(try origin(p, at: 0.5), Point(280 + 100, 150))
        XCTAssertEqual(try origin(p, at: 1.5), Point(280 + 200, 150))
    }

    func testAPropertyAnimatorRunsItsBlocksWhenStarted() throws {
        // Linear over 2 s: x +200 from the start; y +100 with delay factor 0.5, so from 1 s
        // to 2 s; the completion at 2 s gets .end.
        let p = try play(controller("""
                let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.box.center.x += 200 }
                animator.addAnimations({ self.box.center.y += 100 }, delayFactor: 0.5)
                animator.addCompletion { position in if position == .end { self.box.alpha = 0.5 } }
                animator.startAnimation()
        """))
        XCTAssertEqual(try origin(p, at: 0.5), Point(50, 0))
        XCTAssertEqual(try origin(p, at: 1.5), Point(150, 50))
        XCTAssertEqual(try origin(p, at: 2.5), Point(200, 100))
        XCTAssertEqual(p.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 0.5, accuracy: 1e-9)
    }

    func testARunningPropertyAnimatorStartsAtOnceAfterItsDelay() throws {
        let p = try play(controller("""
                UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: [.curveLinear],
                                                               animations: { self.box.center.x += 100 })
        """))
        XCTAssertEqual(try origin(p, at: 0.25), Point(0, 0))
        XCTAssertEqual(try origin(p, at: 1.0), Point(50, 0))
        XCTAssertEqual(try origin(p, at: 2.0), Point(100, 0))
    }

    /// Scrubbed before it starts: `fractionComplete` sets the box that fraction of the way,
    /// linearly; continued, it animates from there to the end over the rest of the duration
    /// (linear: 2 s × 0.75 = 1.5 s), and its completion gets `.end`.
    func testAScrubbedPropertyAnimatorContinuesFromWhereItIs() throws {
        let p = try play(controller("""
                let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.box.center.x += 200 }
                animator.addCompletion { position in if position == .end { self.box.alpha = 0.5 } }
                animator.pauseAnimation()
                animator.fractionComplete = 0.25
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        """))
        XCTAssertEqual(try origin(p, at: 0.5), Point(50, 0), "a quarter of the way, held")
        XCTAssertEqual(try origin(p, at: 1.75), Point(50 + 150 * 0.5, 0), "halfway through the 1.5 s left")
        XCTAssertEqual(try origin(p, at: 3), Point(200, 0))
        XCTAssertEqual(p.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 0.5, accuracy: 1e-9)
    }

    /// Reversed, it goes back to the start over the part done, and its completion gets `.start`.
    func testAReversedPropertyAnimatorGoesBack() throws {
        let p = try play(controller("""
                let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.box.center.x += 200 }
                animator.addCompletion { position in if position == .start { self.box.alpha = 0.25 } }
                animator.fractionComplete = 0.5
                animator.isReversed = true
                animator.startAnimation()
        """))
        XCTAssertEqual(try origin(p, at: 0.5), Point(50, 0), "halfway back over the 1 s")
        XCTAssertEqual(try origin(p, at: 1.5), Point(0, 0))
        XCTAssertEqual(p.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 0.25, accuracy: 1e-9)
    }

    /// With `.repeat` the keyframes play again and again; with `.autoreverse` too, backwards
    /// every other time. A 1 s cycle: x 0 → 100 over its first half, then y 0 → 100.
    func testRepeatingKeyframesCycle() throws {
        func boxes(_ options: String) throws -> ScenePlayer {
            try play(controller("""
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: \(options), animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.box.frame.origin.x = 100 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.box.frame.origin.y = 100 }
                })
            """))
        }
        let p = try boxes("[.repeat]")
        XCTAssertEqual(try origin(p, at: 0.25), Point(50, 0))
        XCTAssertEqual(try origin(p, at: 0.75), Point(100, 50))
        XCTAssertEqual(try origin(p, at: 1.25), Point(50, 0), "again from the start")
        XCTAssertEqual(try origin(p, at: 7.75), Point(100, 50))
        let q = try boxes("[.repeat, .autoreverse]")
        XCTAssertEqual(try origin(q, at: 1.25), Point(100, 50), "backwards: three quarters of the way at a quarter in")
        XCTAssertEqual(try origin(q, at: 2.25), Point(50, 0), "forwards again")
    }

    /// `UIViewPropertyAnimator(duration:timingParameters:)`: a cubic curve of two control points
    /// as the curve form; a spring of mass, stiffness and damping settles in its own time,
    /// whatever the animator's duration (Apple), and the completion comes then.
    func testTimingParametersTimeAnAnimator() throws {
        let linear = try play(controller("""
                let params = UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
                let animator = UIViewPropertyAnimator(duration: 2, timingParameters: params)
                animator.addAnimations { self.box.center.x += 200 }
                animator.startAnimation()
        """))
        XCTAssertEqual(try origin(linear, at: 0.5).x, 50, accuracy: 1e-6)
        let spring = try play(controller("""
                let params = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
                let animator = UIViewPropertyAnimator(duration: 10, timingParameters: params)
                animator.addAnimations { self.box.center.x += 200 }
                animator.addCompletion { _ in self.box.alpha = 0.5 }
                animator.startAnimation()
        """))
        // Critically damped (c = 2√(km) = 20), ω = 10: x = 200(1 − e^(−10t)(1 + 10t)), on the
        // engine's 1/300 s steps.
        let x = try origin(spring, at: 0.2).x
        let hand = [60.0, 61, 62].map { s -> Double in let t = s / 300; return 200 * (1 - exp(-10 * t) * (1 + 10 * t)) }
        XCTAssertLessThan(hand.map { abs($0 - x) }.min() ?? .infinity, 1e-6, "\(x) against \(hand)")
        spring.seek(to: 2)
        XCTAssertEqual(spring.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 0.5, accuracy: 1e-9,
                       "completed within its settling time, long before 10 s")
    }

    /// Paused while running, the box stays where it is shown then, and `fractionComplete` is the
    /// share of the duration gone; continued, it goes on over the rest (linear, 2 s: paused at
    /// 1 s halfway, 1 s left from 2 s).
    func testARunningPropertyAnimatorPausesWhereItIs() throws {
        let p = try play(controller("""
                let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.box.center.x += 200 }
                animator.addCompletion { position in if position == .end { self.box.alpha = 0.5 } }
                animator.startAnimation()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    animator.pauseAnimation()
                    self.box.frame.size.height = 50 + 10 * animator.fractionComplete
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        """))
        func x(_ t: Double) throws -> Double {
            p.seek(to: t)
            let box = try XCTUnwrap(p.present().nodes.first { $0.frame.width == 50 })
            return box.frame.x + box.offset.x
        }
        XCTAssertEqual(try x(0.5), 50, accuracy: 1e-6)
        XCTAssertEqual(try x(1.5), 100, accuracy: 1e-6, "held where it was at 1 s")
        XCTAssertEqual(p.present().nodes.first { $0.frame.width == 50 }?.frame.height ?? 0, 55, accuracy: 1e-6,
                       "fractionComplete 0.5 when paused")
        XCTAssertEqual(try x(1.99), 100, accuracy: 1e-6)
        XCTAssertEqual(try x(2.5), 150, accuracy: 1e-6, "halfway through the second left")
        XCTAssertEqual(try x(3.5), 200, accuracy: 1e-6)
        XCTAssertEqual(p.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 0.5, accuracy: 1e-9,
                       "the completion ran once, with .end")
    }

    /// An ease-in-out animator paused halfway through its time holds the box where the curve had
    /// it (Apple's ease-in-out: control points (0.42, 0), (0.58, 1)); scrubbed afterwards it moves
    /// linearly by `fractionComplete`.
    func testAPausedCurveHoldsItsValueAndScrubsLinearly() throws {
        let p = try play(controller("""
                let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { self.box.center.x += 200 }
                animator.startAnimation()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { animator.pauseAnimation() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { animator.fractionComplete = 0.75 }
        """))
        // The cubic's y where its x is 0.25, by bisection on x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³.
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let s = (lo + hi) / 2
            let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
            if x < 0.25 { lo = s } else { hi = s }
        }
        let y = 3 * (1 - lo) * lo * lo + lo * lo * lo
        XCTAssertEqual(try origin(p, at: 0.75).x, 200 * y, accuracy: 1e-3)
        XCTAssertEqual(try origin(p, at: 1.5).x, 150, accuracy: 1e-6)
        XCTAssertEqual(try origin(p, at: 4).x, 150, accuracy: 1e-6, "still paused")
    }

    /// `stopAnimation(true)` leaves the box where it is shown and runs no completion;
    /// `stopAnimation(false)` then `finishAnimation(at: .end)` puts it at the end and runs the
    /// completion with `.end`.
    func testStoppingAnAnimator() throws {
        let stopped = try play(controller("""
                let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.box.center.x += 200 }
                animator.addCompletion { _ in self.box.alpha = 0.5 }
                animator.startAnimation()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { animator.stopAnimation(true) }
        """))
        XCTAssertEqual(try origin(stopped, at: 3).x, 50, accuracy: 1e-6)
        XCTAssertEqual(stopped.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 1, accuracy: 1e-9)
        let finished = try play(controller("""
                let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { self.box.center.x += 200 }
                animator.addCompletion { position in if position == .end { self.box.alpha = 0.5 } }
                animator.startAnimation()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { animator.stopAnimation(false) }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { animator.finishAnimation(at: .end) }
        """))
        XCTAssertEqual(try origin(finished, at: 0.75).x, 50, accuracy: 1e-6)
        XCTAssertEqual(try origin(finished, at: 1.5).x, 200, accuracy: 1e-6)
        XCTAssertEqual(finished.present().nodes.first { $0.frame.width == 50 }?.opacity ?? -1, 0.5, accuracy: 1e-9)
    }
}
