import Motion
import Scene

/// `phaseAnimator(_:trigger:content:animation:)` and `PhaseAnimator`: the content drawn in
/// each phase in turn, each change animated with the animation the closure gives for the
/// phase it moves to (`.default` without one).
///
/// Apple: with no trigger the animator "continuously cycles through the phases"; with one,
/// a change of the trigger runs "through each of the phases in order, and then returns to
/// the first phase". A phase advances when the animation into it is logically complete
/// (`SourceRuntime.logicalDelay(of:)`, our rule where Apple gives no number). A phase whose
/// change animates nothing (its animation is `nil`, or no animatable value of the content
/// changes) advances at once (measured on a device: phases `[0, -100, -100]` move 0 → −100 → 0
/// without holding at −100). A cycle of a trigger-less animator in which nothing animated stops
/// at the first phase (so an animator of `nil` animations does not step for ever at one time).
final class PhaseSpec {
    let phases: [Value]
    let trigger: Value?
    let content: FunctionValue
    let animation: FunctionValue?
    /// The modified view of the modifier form (nil: the `PhaseAnimator` view).
    let base: ViewValue?
    init(phases: [Value], trigger: Value?, content: FunctionValue, animation: FunctionValue?, base: ViewValue?) {
        self.phases = phases; self.trigger = trigger; self.content = content; self.animation = animation; self.base = base
    }

    static func make(_ args: Args, base: ViewValue?, evaluator ev: Evaluator) throws -> ViewValue {
        let phases = try ev.elements(of: args.required(nil), at: args.place(nil))
        guard !phases.isEmpty else { throw RuntimeError(message: "a phase animator needs at least one phase", at: args.place(nil)) }
        let trigger = try args.value("trigger")
        guard let content = try args.function("content") ?? args.firstClosure() else {
            throw RuntimeError(message: "a phase animator needs a content closure", at: args.at)
        }
        let animation = try args.function("animation")
        let spec = PhaseSpec(phases: phases, trigger: trigger, content: content, animation: animation, base: base)
        return ViewValue(.phaseAnimator(spec), at: args.at)
    }

}

/// Where a phase animator is: its phase, and which run of phases is going on.
final class PhaseState {
    var index = 0
    var lastTrigger: Value?
    /// Bumped when a new run starts, so that a pending step of an older run does nothing.
    var run = 0
    /// Whether some step of the cycle going on animated something.
    var cycleAnimated = false
}

extension SourceRuntime {
    /// The content for the phase the animator is in.
    func phaseContent(_ spec: PhaseSpec, _ state: PhaseState, at: Int) throws -> ViewValue {
        let phase = spec.phases[min(state.index, spec.phases.count - 1)]
        let args: [Value] = spec.base.map { [.view($0), phase] } ?? [phase]
        return try evaluator.viewOf(evaluator.invoke(spec.content, args, at: at, asBuilder: true), at: at)
    }

    /// Starts cycling (no trigger) when the animator appears; notes the trigger otherwise.
    func phaseAppeared(_ host: ViewHost, _ spec: PhaseSpec) {
        guard let state = host.phase else { return }
        state.lastTrigger = spec.trigger
        if spec.trigger == nil, spec.phases.count > 1 { schedulePhaseStep(host, after: 0, run: state.run) }
    }

    /// A new evaluation: a changed trigger starts a run through the phases.
    func phaseUpdated(_ host: ViewHost, _ spec: PhaseSpec) {
        guard let state = host.phase, let trigger = spec.trigger, trigger != state.lastTrigger else { return }
        state.lastTrigger = trigger
        guard spec.phases.count > 1 else { return }
        state.run += 1
        state.index = 0
        schedulePhaseStep(host, after: 0, run: state.run)
    }

    private func schedulePhaseStep(_ host: ViewHost, after delay: Double, run: Int) {
        let at = host.value.at
        scene.clock.at(scene.now + delay) { [weak self, weak host] in
            guard let self, let host, let state = host.phase, state.run == run,
                  case .phaseAnimator(let spec) = host.value.content else { return }
            self.event(at: at) {
                state.index = (state.index + 1) % spec.phases.count
                var animation: Animation? = .default(in: self.program.version)
                if let f = spec.animation {
                    switch try self.evaluator.invoke(f, [spec.phases[state.index]], at: at) {
                    case .animation(let a): animation = a
                    case .nil: animation = nil
                    default: break
                    }
                }
                let before = self.chainEnds(under: host)
                self.markDirty(host)
                try self.flush(animation)
                let animated = animation != nil && self.startedAnimating(under: host, since: before)
                if animated { state.cycleAnimated = true }
                // A run of a trigger ends back at the first phase; a cycle goes on, unless nothing
                // in it animated.
                if state.index == 0 {
                    if spec.trigger != nil || !state.cycleAnimated { return }
                    state.cycleAnimated = false
                }
                guard animated else { return self.schedulePhaseStep(host, after: 0, run: run) }
                guard let next = self.logicalDelay(of: animation) else { return }
                self.schedulePhaseStep(host, after: next, run: run)
            }
        }
    }
}

extension SourceRuntime {
    /// The nodes a view draws, and every node inside them.
    private func nodes(under host: ViewHost) -> [Node] {
        var out: [Node] = []
        func walk(_ n: Node) { out.append(n); n.children.forEach(walk) }
        host.topNodes.forEach(walk)
        return out
    }

    /// Where each animation chain of the nodes under `host` ends (one entry per property).
    fileprivate func chainEnds(under host: ViewHost) -> [ObjectIdentifier: [Double]] {
        var ends: [ObjectIdentifier: [Double]] = [:]
        for node in nodes(under: host) {
            ends[ObjectIdentifier(node)] = Property.allCases.map { node.tracks[$0].endTime }
        }
        return ends
    }

    /// Whether an update made after `before` was taken started an animation under `host`: a
    /// property whose chain changed its end and still moves now, or a new node that moves.
    fileprivate func startedAnimating(under host: ViewHost, since before: [ObjectIdentifier: [Double]]) -> Bool {
        let now = scene.now
        for node in nodes(under: host) {
            let old = before[ObjectIdentifier(node)]
            for (i, p) in Property.allCases.enumerated() {
                let track = node.tracks[p]
                guard track.isAnimating(at: now) else { continue }
                if old == nil || old![i] != track.endTime { return true }
            }
        }
        return false
    }
}
