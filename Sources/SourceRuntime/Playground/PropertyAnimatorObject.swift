import Motion
import Scene

/// `UIViewPropertyAnimator`: animation blocks and completions kept until `startAnimation()`,
/// then run as `UIView.animate` runs its block, with the animator's timing: a curve
/// (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`), two control points, or a damping ratio
/// (the spring of `UIView.animate(usingSpringWithDamping:)`, our rule there). A block added
/// with `delayFactor:` starts that fraction of the duration late and ends with the others
/// (Apple: the factor "multiplied by the animator's remaining duration"); completions run
/// with `.end` when the duration is over. `runningPropertyAnimator(withDuration:delay:
/// options:animations:completion:)` starts at once. Before it starts, it can be paused and
/// scrubbed (`fractionComplete`, `isReversed`) and then continued (`AnimatorScrub`).
final class PropertyAnimatorObject: RuntimeObject, SettableObject {
    let duration: Double
    let timing: (Double) -> Animation
    private var blocks: [(body: FunctionValue, delayFactor: Double, at: Int)] = []
    private var completions: [(FunctionValue, Int)] = []
    private(set) var state = "inactive"
    /// Set once the animator is paused or scrubbed before it started.
    private var scrub: AnimatorScrub?
    /// Whether it is animating (not paused).
    private var running = false

    init(duration: Double, timing: @escaping (Double) -> Animation) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
    }
    override var typeName: String { "UIViewPropertyAnimator" }

    /// `UIViewPropertyAnimator(duration:curve:animations:)`, `(duration:dampingRatio:animations:)`,
    /// `(duration:controlPoint1:controlPoint2:animations:)`.
    static func make(_ args: Args, evaluator ev: Evaluator) throws -> PropertyAnimatorObject {
        try args.allow(["duration", "curve", "dampingRatio", "controlPoint1", "controlPoint2", "animations", "timingParameters", nil])
        var duration = try args.requiredDouble("duration")
        let timing: (Double) -> Animation
        if let ratio = try args.double("dampingRatio") {
            // UIKit's springs are Core Animation's: the closed-form oscillator.
            timing = { .interpolatingSpring(duration: $0, bounce: max(0, min(1, 1 - ratio))) }
        } else if let c1 = try args.value("controlPoint1") {
            let p1 = try Playground.point(c1, ev, at: args.place("controlPoint1"))
            let p2 = try Playground.point(args.required("controlPoint2"), ev, at: args.place("controlPoint2"))
            timing = { .timingCurve(p1.x, p1.y, p2.x, p2.y, duration: $0) }
        } else if let p = try args.value("timingParameters") {
            guard case .object(let parameters as TimingParametersObject) = p else {
                throw RuntimeError(message: "timingParameters is a UISpringTimingParameters or a UICubicTimingParameters", at: args.place("timingParameters"))
            }
            timing = parameters.timing
            if let own = parameters.ownDuration { duration = own }
        } else {
            timing = try curve(args.value("curve", hint: "UIView.AnimationCurve"), at: args.place("curve"))
        }
        let animator = PropertyAnimatorObject(duration: duration, timing: timing)
        if let f = try args.function("animations") ?? args.trailingClosure() { animator.blocks.append((f, 0, args.at)) }
        return animator
    }

    static func curve(_ v: Value?, at: Int) throws -> (Double) -> Animation {
        switch v {
        case nil, .nil?, .enumCase(_, "easeInOut", _)?: return { .easeInOut(duration: $0) }
        case .enumCase(_, "easeIn", _)?: return { .easeIn(duration: $0) }
        case .enumCase(_, "easeOut", _)?: return { .easeOut(duration: $0) }
        case .enumCase(_, "linear", _)?: return { .linear(duration: $0) }
        default: throw RuntimeError(message: "the curve is .easeInOut, .easeIn, .easeOut or .linear", at: at)
        }
    }

    /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    static func running(_ args: Args, evaluator ev: Evaluator) throws -> PropertyAnimatorObject {
        let options = try args.value("options", hint: "UIView.AnimationOptions")
        var timing: (Double) -> Animation = { .easeInOut(duration: $0) }
        func has(_ n: String) -> Bool {
            switch options {
            case .enumCase(_, let m, _)?: return m == n
            case .array(let items)?: return items.contains { if case .enumCase(_, n, _) = $0 { return true }; return false }
            default: return false
            }
        }
        if has("curveLinear") { timing = { .linear(duration: $0) } }
        else if has("curveEaseIn") { timing = { .easeIn(duration: $0) } }
        else if has("curveEaseOut") { timing = { .easeOut(duration: $0) } }
        let animator = PropertyAnimatorObject(duration: try args.requiredDouble("withDuration"), timing: timing)
        if let f = try args.function("animations") { animator.blocks.append((f, 0, args.at)) }
        if let f = try args.function("completion") { animator.completions.append((f, args.at)) }
        try animator.start(after: max(0, try args.double("delay") ?? 0), evaluator: ev)
        return animator
    }

    private func start(after delay: Double, evaluator ev: Evaluator) throws {
        if scrub != nil { return try resume(durationFactor: 0, after: delay, evaluator: ev) }
        guard state == "inactive" else { return }
        state = "active"
        running = true
        let blocks = self.blocks, completions = self.completions
        self.blocks = []
        for block in blocks {
            let late = min(1, max(0, block.delayFactor)) * duration
            var animation = timing(max(0, duration - late))
            if delay + late > 0 { animation = animation.delay(delay + late) }
            try ev.runtime.playground.animating(animation) { [weak ev] in _ = try ev?.invoke(block.body, [], at: block.at) }
        }
        try ev.runtime.after(delay + duration) { [weak self, weak ev] in
            guard let self, let ev else { return }
            self.state = "inactive"
            self.running = false
            for (f, at) in completions {
                _ = try ev.invoke(f, ev.runtime.arguments(f, [.enumCase(type: "UIViewAnimatingPosition", name: "end", payload: [])]), at: at)
            }
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "addAnimations":
            guard let f = try args.function(nil) ?? args.trailingClosure() else { throw RuntimeError(message: "addAnimations needs a closure", at: at) }
            blocks.append((f, try args.double("delayFactor") ?? 0, at))
        case "addCompletion":
            guard let f = try args.function(nil) ?? args.trailingClosure() else { throw RuntimeError(message: "addCompletion needs a closure", at: at) }
            completions.append((f, at))
        case "startAnimation":
            try start(after: max(0, try args.double("afterDelay") ?? 0), evaluator: ev)
        case "stopAnimation", "finishAnimation":
            // Apple: a stopped animator leaves the views where they are; here the animations
            // already given run to their end (our rule), and no completion is added.
            return .void
        case "pauseAnimation":
            try pause(evaluator: ev, at: at)
        case "continueAnimation":
            guard scrub != nil else { return .void }
            let factor = try args.double("durationFactor") ?? 0
            var parameters: TimingParametersObject?
            if case .object(let p as TimingParametersObject)? = try args.value("withTimingParameters") { parameters = p }
            try resume(durationFactor: factor, after: 0, evaluator: ev, timing: parameters?.timing)
        default: return nil
        }
        return .void
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "fractionComplete":
            try pause(evaluator: ev, at: at)
            scrub?.show(try ev.number(value, at: at))
        case "isReversed":
            try pause(evaluator: ev, at: at)
            scrub?.isReversed = try ev.truth(value, at: at)
        case "isInterruptible", "isUserInteractionEnabled", "scrubsLinearly", "pausesOnCompletion", "isManualHitTestingEnabled":
            return
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'UIViewPropertyAnimator'", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "duration": return .double(duration)
        case "isRunning": return .bool(running)
        case "fractionComplete": return .double(scrub?.fraction ?? 0)
        case "isReversed": return .bool(scrub?.isReversed ?? false)
        case "state": return .enumCase(type: "UIViewAnimatingState", name: state, payload: [])
        default: return nil
        }
    }
}

extension PropertyAnimatorObject {
    /// Pauses an animator that has not started: its blocks run once, without animation, to learn
    /// the looks they give (`AnimatorScrub`), and the views are left at the start.
    func pause(evaluator ev: Evaluator, at: Int) throws {
        guard scrub == nil else { running = false; return }
        guard state == "inactive" else {
            ev.runtime.warn("a property animator already running is not paused here; it runs to its end", at: at)
            return
        }
        state = "active"
        let blocks = self.blocks
        self.blocks = []
        scrub = try AnimatorScrub.prepare(ev.runtime.playground) {
            for block in blocks { _ = try ev.invoke(block.body, [], at: block.at) }
        }
    }

    /// Continues a paused animator from where it is scrubbed to its end (its start, reversed),
    /// over the rest of its duration (times `durationFactor` when above 0), on its timing.
    func resume(durationFactor: Double, after delay: Double, evaluator ev: Evaluator,
                timing given: ((Double) -> Animation)? = nil) throws {
        guard let scrub, !running else { return }
        running = true
        let left = duration * scrub.remaining * (durationFactor > 0 ? durationFactor : 1)
        var animation = (given ?? timing)(max(0, left))
        if delay > 0 { animation = animation.delay(delay) }
        try ev.runtime.playground.animating(animation) { scrub.finish() }
        let completions = self.completions
        let position = scrub.isReversed ? "start" : "end"
        try ev.runtime.after(delay + left) { [weak self, weak ev] in
            guard let self, let ev else { return }
            self.state = "inactive"
            self.running = false
            self.scrub = nil
            for (f, at) in completions {
                _ = try ev.invoke(f, ev.runtime.arguments(f, [.enumCase(type: "UIViewAnimatingPosition", name: position, payload: [])]), at: at)
            }
        }
    }
}
