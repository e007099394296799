import Motion
import Scene

/// One animation block a property animator started: its animation, when it began, and the
/// looks it gives the views it changed.
final class PlayedBlock {
    let animation: Animation
    var start: Double?
    var looks: [LookChange] = []
    init(animation: Animation) { self.animation = animation }

    /// The share of the way from its looks' start to their end the block shows at `time` (its
    /// timing curve's value, beyond 0…1 while a spring overshoots).
    func progress(at time: Double) -> Double {
        guard let start else { return 0 }
        let p = AnimationRun(animation, delta: 1, start: start).value(at: time - start, from: 0, to: 1)
        return p.isFinite ? p : 1
    }
}

/// Pausing, stopping and finishing a property animator, as `UIViewAnimating` documents them:
/// - `pauseAnimation()` before it starts runs its blocks once, without animation, to learn the
///   looks they give, and leaves the views at the start (`AnimatorScrub`);
/// - paused while running, the views stay where they are shown then, and `fractionComplete`
///   is the share of the duration gone; scrubbing or continuing goes on from there;
/// - `stopAnimation(true)` leaves the views where they are shown and the animator inactive,
///   with no completion; `stopAnimation(false)` leaves it stopped, and `finishAnimation(at:)`
///   then puts the views at the end, the start or where they are and runs the completions
///   with that position.
extension PropertyAnimatorObject {
    func pause(evaluator ev: Evaluator, at: Int) throws {
        if running { return try halt(evaluator: ev) }
        guard scrub == nil, state == "inactive" else { return }
        state = "active"
        let blocks = self.blocks
        self.blocks = []
        scrub = try AnimatorScrub.prepare(ev.runtime.playground) {
            for block in blocks { _ = try ev.invoke(block.body, [], at: block.at) }
        }
    }

    /// The share of the whole the running stretch has reached now.
    var runningFraction: Double {
        guard running, let scene else {
            return state == "inactive" ? 0 : (scrub?.fraction ?? 0)
        }
        let gone = stretch.length > 0 ? min(1, max(0, (scene.now - stretch.start) / stretch.length)) : 1
        return stretch.from + (stretch.to - stretch.from) * gone
    }

    /// Stops the running blocks where they are shown now: their views' animations dropped and
    /// the views set to the looks shown; the animator paused and scrubbable from there.
    func halt(evaluator ev: Evaluator) throws {
        guard running else { return }
        let now = ev.runtime.scene.now
        let fraction = runningFraction
        let shown = played.flatMap { block in block.looks.map { ($0, block.progress(at: now)) } }
        for (change, _) in shown { change.view.haltAnimations(at: now) }
        for (change, p) in shown { ViewLook.between(change.from, change.to, p).apply(to: change.view) }
        let scrub = self.scrub ?? AnimatorScrub()
        if self.scrub == nil {
            for (change, _) in shown where !scrub.looks.contains(where: { $0.view === change.view }) { scrub.looks.append(change) }
        }
        scrub.fraction = min(1, max(0, fraction))
        self.scrub = scrub
        played = []
        running = false
        generation += 1
    }

    /// Continues a paused animator from where it is to its end (its start, reversed), over the
    /// rest of its duration (times `durationFactor` when above 0), on its timing.
    func resume(durationFactor: Double, after delay: Double, evaluator ev: Evaluator,
                timing given: ((Double) -> Animation)? = nil) throws {
        guard let scrub, !running else { return }
        running = true
        generation += 1
        let run = generation
        let left = duration * scrub.remaining * (durationFactor > 0 ? durationFactor : 1)
        var animation = (given ?? timing)(max(0, left))
        if delay > 0 { animation = animation.delay(delay) }
        scene = ev.runtime.scene
        stretch = (ev.runtime.scene.now + delay, left, scrub.fraction, scrub.isReversed ? 0 : 1)
        let played = PlayedBlock(animation: animation)
        self.played = [played]
        try ev.runtime.playground.animating(animation) { [weak ev] in
            guard let ev else { return }
            played.start = ev.runtime.scene.now
            played.looks = try ev.runtime.playground.recordingLooks { scrub.finish() }
        }
        let completions = self.completions
        let position = scrub.isReversed ? "start" : "end"
        try ev.runtime.after(delay + left) { [weak self, weak ev] in
            guard let self, let ev, self.generation == run else { return }
            self.state = "inactive"
            self.running = false
            self.scrub = nil
            self.played = []
            try self.complete(completions, at: position, evaluator: ev)
        }
    }

    /// `stopAnimation(_:)`: the views stay where they are shown.
    func stop(withoutFinishing: Bool, evaluator ev: Evaluator) throws {
        guard state == "active" else { return }
        try halt(evaluator: ev)
        if withoutFinishing {
            state = "inactive"
            scrub = nil
        } else {
            state = "stopped"
        }
    }

    /// `finishAnimation(at:)` of a stopped animator: the views at `.end`, `.start` or
    /// `.current`, then the completions with that position.
    func finish(at position: Value?, evaluator ev: Evaluator, place: Int) throws {
        guard state == "stopped" else {
            throw RuntimeError(message: "finishAnimation(at:) is for a stopped animator (after stopAnimation(false))", at: place)
        }
        let name: String
        switch position {
        case .enumCase(_, let n, _)? where ["end", "start", "current"].contains(n): name = n
        default: throw RuntimeError(message: "finishAnimation(at:) takes .end, .start or .current", at: place)
        }
        for change in scrub?.looks ?? [] where name != "current" { (name == "end" ? change.to : change.from).apply(to: change.view) }
        state = "inactive"
        scrub = nil
        try complete(completions, at: name, evaluator: ev)
    }

    func complete(_ completions: [(FunctionValue, Int)], at position: String, evaluator ev: Evaluator) throws {
        for (f, at) in completions {
            _ = try ev.invoke(f, ev.runtime.arguments(f, [.enumCase(type: "UIViewAnimatingPosition", name: position, payload: [])]), at: at)
        }
    }
}

extension UIKitView {
    /// Drops the view's running animations (its node's and its subtree's, and its background
    /// colour's), leaving each value where it is shown at `time`.
    func haltAnimations(at time: Double) {
        func halt(_ n: Node) {
            n.tracks.halt(at: time)
            n.children.forEach(halt)
        }
        node.map(halt)
        haltBackground(at: time)
    }
}
