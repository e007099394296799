import Motion
import Scene

/// `UIView.animate(withDuration:delay:options:animations:completion:)` and its spring form
/// (`usingSpringWithDamping:initialSpringVelocity:`): the changes the block makes to views'
/// `alpha` and frames (`frame`, `bounds`, `center`) animate; other changes happen at once.
enum UIViewAnimation {
    static func animate(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        // iOS 17's `animate(springDuration:bounce:initialSpringVelocity:delay:options:…)`: its
        // duration is the spring's perceptual duration (0.5 s unless given).
        let springForm = args.has("springDuration") || !args.has("withDuration")
        let duration = springForm ? try args.double("springDuration") ?? 0.5 : try args.requiredDouble("withDuration")
        let delay = try args.double("delay") ?? 0
        let options = try optionNames(args.value("options", hint: "UIView.AnimationOptions"), at: args.place("options"))
        let (animations, completion) = try blocks(args)
        guard let block = animations else {
            throw RuntimeError(message: "UIView.animate needs its animations: closure", at: args.at)
        }
        var animation: Animation
        // Apple, `initialSpringVelocity`: "A value of 1 corresponds to the total animation
        // distance traversed in one second" — the closed-form spring's initial velocity, in units
        // of the whole change a second.
        let velocity = try args.double("initialSpringVelocity") ?? 0
        if springForm {
            animation = .interpolatingSpring(duration: duration, bounce: max(-1, min(1, try args.double("bounce") ?? 0)),
                                             initialVelocity: velocity)
        } else if let damping = try args.double("usingSpringWithDamping") {
            // **Our rule**: the damping ratio as the spring's bounce (1 − ratio, no bounce at 1 and
            // above) over the duration as its perceptual duration, the model Apple documents for
            // UIView.animate(springDuration:bounce:…); UIKit's older form is documented only as
            // "the total duration of the animations", so its settling time is not matched exactly.
            animation = .interpolatingSpring(duration: duration, bounce: max(0, min(1, 1 - damping)), initialVelocity: velocity)
        } else {
            // UIView.AnimationOptions: .curveEaseInOut is the default curve.
            if options.contains("curveLinear") { animation = .linear(duration: duration) }
            else if options.contains("curveEaseIn") { animation = .easeIn(duration: duration) }
            else if options.contains("curveEaseOut") { animation = .easeOut(duration: duration) }
            else { animation = .easeInOut(duration: duration) }
        }
        // .repeat repeats indefinitely; .autoreverse runs backwards after each pass (alone: one
        // pass each way, then the new values, which is where UIKit's views end too).
        if options.contains("repeat") { animation = animation.repeatForever(autoreverses: options.contains("autoreverse")) }
        else if options.contains("autoreverse") { animation = animation.repeatCount(2, autoreverses: true) }
        // The delay comes once, before the first pass.
        if delay > 0 { animation = animation.delay(delay) }
        try ev.runtime.playground.animating(animation) { _ = try ev.invoke(block, [], at: args.at) }
        if let completion {
            // Called once the animations end (never for one that repeats), with finished = true.
            if !options.contains("repeat") {
                let passes = options.contains("autoreverse") ? 2.0 : 1.0
                try ev.runtime.after(delay + duration * passes) { _ = try ev.invoke(completion, [.bool(true)], at: args.at) }
            }
        }
        return .void
    }

    /// The `animations:` block and the `completion:` closure, either of which may be written as
    /// an unlabelled trailing closure: `animate(withDuration: 1) { … }` is the block,
    /// `animate(withDuration: 1, animations: { … }) { _ in … }` the completion.
    static func blocks(_ args: Args) throws -> (animations: FunctionValue?, completion: FunctionValue?) {
        var trailing: [FunctionValue] = []
        while let f = try? args.function(nil, nth: trailing.count) { trailing.append(f) }
        var animations = try args.function("animations")
        var completion = try args.function("completion")
        if animations == nil, !trailing.isEmpty { animations = trailing.removeFirst() }
        if completion == nil, !trailing.isEmpty { completion = trailing.removeFirst() }
        return (animations, completion)
    }

    private static let known: Set<String> = [
        "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "repeat", "autoreverse",
        "allowUserInteraction", "beginFromCurrentState", "allowAnimatedContent", "layoutSubviews",
        "overrideInheritedDuration", "overrideInheritedCurve", "overrideInheritedOptions",
    ]

    private static func optionNames(_ v: Value?, at: Int) throws -> Set<String> {
        try optionNames(v, known: known, at: at,
                        refusal: "UIView.AnimationOptions here are .curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear, .repeat, .autoreverse, .allowUserInteraction, .beginFromCurrentState")
    }

    /// The names of an option set (`.a`, `[.a, .b]`), each one of `known` (else `refusal`).
    static func optionNames(_ v: Value?, known: Set<String>, at: Int, refusal: String) throws -> Set<String> {
        var names = Set<String>()
        func add(_ item: Value) throws {
            guard case .enumCase(_, let n, _) = item, known.contains(n) else { throw RuntimeError(message: refusal, at: at) }
            names.insert(n)
        }
        switch v {
        case nil, .nil?: break
        case .array(let items)?: for i in items { try add(i) }
        case let item?: try add(item)
        }
        return names
    }
}
