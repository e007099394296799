import Foundation
import Motion
import Scene

/// `UIView.animateKeyframes` with `.repeat` (and `.autoreverse`): the keyframes' blocks run
/// once, in order of their start, without animation, to learn the look each gives the views it
/// changes (`ViewLook`); then every frame sets the views where the cycle has them — each
/// keyframe moving its views linearly from its start look to its end look over its part of
/// the duration, the cycle starting again (or running backwards, autoreversed) at its end.
/// Changes the block makes outside any keyframe are made at once. A completion never runs,
/// as UIKit never ends a repeating animation.
final class RepeatingKeyframes {
    private var steps: [(start: Double, length: Double, looks: [(view: UIKitView, from: ViewLook, to: ViewLook)])] = []
    private var first: [(view: UIKitView, look: ViewLook)] = []
    private let begin: Double, duration: Double, autoreverses: Bool

    private init(begin: Double, duration: Double, autoreverses: Bool) {
        self.begin = begin; self.duration = duration; self.autoreverses = autoreverses
    }

    static func play(_ frames: [ViewKeyframe], duration: Double, delay: Double, autoreverses: Bool, evaluator ev: Evaluator) throws {
        let playground = ev.runtime.playground
        let cycle = RepeatingKeyframes(begin: ev.runtime.scene.now + delay, duration: duration, autoreverses: autoreverses)
        for frame in frames.sorted(by: { $0.start < $1.start }) {
            let looks = try playground.recordingLooks { _ = try ev.invoke(frame.block, [], at: frame.at) }
            for (v, from, _) in looks where !cycle.first.contains(where: { $0.view === v }) { cycle.first.append((v, from)) }
            cycle.steps.append((min(1, max(0, frame.start)), min(1, max(0, frame.length)), looks))
        }
        cycle.show(at: ev.runtime.scene.now)
        let scene = ev.runtime.scene
        scene.beforePresenting.append { [weak cycle] t in cycle?.show(at: t) }
        scene.animatingAt.append { [weak cycle] _ in cycle != nil }
        playground.repeatingKeyframes.append(cycle)
    }

    /// The views where the cycle has them at scene time `t`.
    private func show(at t: Double) {
        guard duration > 0, duration.isFinite else { return }
        let elapsed = max(0, t - begin) / duration
        var phase = elapsed - elapsed.rounded(.down)
        if autoreverses, Int(elapsed.rounded(.down)) % 2 == 1 { phase = 1 - phase }
        for (v, look) in first { look.apply(to: v) }
        for step in steps where phase >= step.start {
            let f = step.length > 0 ? min(1, (phase - step.start) / step.length) : 1
            for (v, from, to) in step.looks { ViewLook.between(from, to, f).apply(to: v) }
        }
    }
}
