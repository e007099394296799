import Motion
import Scene

/// `UIViewPropertyAnimator`: animation blocks and completions kept until `startAnimation()`,
/// then run as `UIView.animate` runs its block, with the animator's timing: a curve
/// (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`), two control points, or a damping ratio
/// (the spring of `UIView.animate(usingSpringWithDamping:)`, our rule there). A block added
/// with `delayFactor:` starts that fraction of the duration late and ends with the others
/// (Apple: the factor "multiplied by the animator's remaining duration"); completions run
/// with `.end` when the duration is over. `runningPropertyAnimator(withDuration:delay:
/// options:animations:completion:)` starts at once. It can be paused and scrubbed
/// (`fractionComplete`, `isReversed`) and then continued (`AnimatorScrub`), before it starts or
/// while it runs; stopped, it leaves the views where they are shown (`PropertyAnimatorStop`).
final class PropertyAnimatorObject: RuntimeObject, SettableObject {
    let duration: Double
    let timing: (Double) -> Animation
    var blocks: [(body: FunctionValue, delayFactor: Double, at: Int)] = []
    var completions: [(FunctionValue, Int)] = []
    var state = "inactive"
    /// Set once the animator is paused or scrubbed before it started.
    var scrub: AnimatorScrub?
    /// Whether it is animating (not paused).
    var running = false
    /// The blocks started and animating, with the looks they give (for a pause or a stop).
    var played: [PlayedBlock] = []
    /// The running stretch: the scene time it counts from (after its delay), its length, and
    /// the fractions of the whole it moves between.
    var stretch = (start: 0.0, length: 0.0, from: 0.0, to: 1.0)
    /// The scene it runs in, once started (its clock gives `fractionComplete` while running).
    weak var scene: Scene?
    /// Counts starts and stops: a completion timer of an earlier run does nothing.
    var generation = 0

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
        generation += 1
        let run = generation
        scene = ev.runtime.scene
        stretch = (ev.runtime.scene.now + delay, duration, 0, 1)
        for block in blocks {
            let late = min(1, max(0, block.delayFactor)) * duration
            var animation = timing(max(0, duration - late))
            if delay + late > 0 { animation = animation.delay(delay + late) }
            let played = PlayedBlock(animation: animation)
            self.played.append(played)
            try ev.runtime.playground.animating(animation) { [weak ev] in
                guard let ev else { return }
                // Kept, so that a pause or a stop can leave the views where they are shown.
                played.start = ev.runtime.scene.now
                played.looks = try ev.runtime.playground.recordingLooks { _ = try ev.invoke(block.body, [], at: block.at) }
            }
        }
        try ev.runtime.after(delay + duration) { [weak self, weak ev] in
            guard let self, let ev, self.generation == run else { return }
            self.state = "inactive"
            self.running = false
            self.played = []
            try self.complete(completions, at: "end", evaluator: ev)
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
        case "stopAnimation":
            try stop(withoutFinishing: args.value(at: 0).map { try ev.truth($0, at: at) } ?? true, evaluator: ev)
        case "finishAnimation":
            try finish(at: args.value("at", hint: "UIViewAnimatingPosition"), evaluator: ev, place: at)
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
        case "fractionComplete": return .double(scrub?.fraction ?? runningFraction)
        case "isReversed": return .bool(scrub?.isReversed ?? false)
        case "state": return .enumCase(type: "UIViewAnimatingState", name: state, payload: [])
        default: return nil
        }
    }
}

