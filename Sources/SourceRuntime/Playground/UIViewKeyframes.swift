import Motion
import Scene

/// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` with
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` inside: each
/// keyframe's block runs at its start (the delay plus its relative start times the duration)
/// and its changes animate over its relative duration, from where the views are then, so
/// keyframes one after another hand on their values as UIKit's do; a change the block makes
/// outside any keyframe animates over the whole duration. With `.repeat` the cycle plays
/// again and again (`RepeatingKeyframes`), backwards every other time with `.autoreverse`.
/// **Our rule:** each keyframe is paced linearly (`.calculationModeLinear`, the default; Apple
/// documents no curve for the keyframes themselves); `.autoreverse` alone is not run (a file
/// is told): the keyframes play once.
enum UIViewKeyframes {
    static func animateKeyframes(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        let duration = max(0, try args.requiredDouble("withDuration"))
        let delay = max(0, try args.double("delay") ?? 0)
        let options = try args.value("options", hint: "UIView.KeyframeAnimationOptions")
        let repeats = options.map { mentions($0, ["repeat"]) } ?? false
        let reverses = options.map { mentions($0, ["autoreverse"]) } ?? false
        if reverses, !repeats {
            ev.runtime.warn("animateKeyframes' .autoreverse without .repeat is not run here: the keyframes play once", at: args.place("options"))
        }
        guard let block = try args.function("animations") ?? args.trailingClosure() else {
            throw RuntimeError(message: "UIView.animateKeyframes needs its animations: closure", at: args.at)
        }
        let at = args.at
        if repeats {
            let playground = ev.runtime.playground
            let outer = playground.keyframes
            playground.keyframes = []
            defer { playground.keyframes = outer }
            _ = try ev.invoke(block, [], at: at)
            try RepeatingKeyframes.play(playground.keyframes ?? [], duration: duration, delay: delay, autoreverses: reverses, evaluator: ev)
            return .void
        }
        // The block itself is an animation over the whole duration: a change made in it
        // outside any keyframe animates from start to end.
        var whole = Animation.linear(duration: duration)
        if delay > 0 { whole = whole.delay(delay) }
        try ev.runtime.playground.animating(whole) { [weak ev] in
            guard let ev else { return }
            let playground = ev.runtime.playground
            let outer = playground.keyframes
            playground.keyframes = []
            defer { playground.keyframes = outer }
            _ = try ev.invoke(block, [], at: at)
            for frame in playground.keyframes ?? [] {
                let start = delay + min(1, max(0, frame.start)) * duration
                let length = min(1, max(0, frame.length)) * duration
                let run = { [weak ev] in
                    guard let ev else { return }
                    try ev.runtime.playground.animating(.linear(duration: length)) { _ = try ev.invoke(frame.block, [], at: frame.at) }
                }
                if start == 0 { try run() } else { try ev.runtime.after(start, run) }
            }
        }
        if let completion = try args.function("completion") {
            try ev.runtime.after(delay + duration) { [weak ev] in _ = try ev?.invoke(completion, [.bool(true)], at: args.at) }
        }
        return .void
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: kept for the
    /// `animateKeyframes` call around it; outside one its changes happen at once.
    static func addKeyframe(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        let start = try args.requiredDouble("withRelativeStartTime")
        let length = try args.requiredDouble("relativeDuration")
        guard let block = try args.function("animations") ?? args.trailingClosure() else {
            throw RuntimeError(message: "UIView.addKeyframe needs its animations: closure", at: args.at)
        }
        guard ev.runtime.playground.keyframes != nil else {
            _ = try ev.invoke(block, [], at: args.at)
            return .void
        }
        ev.runtime.playground.keyframes?.append(ViewKeyframe(start: start.isFinite ? start : 0, length: length.isFinite ? length : 0,
                                                         block: block, at: args.at))
        return .void
    }

    private static func mentions(_ v: Value, _ names: Set<String>) -> Bool {
        switch v {
        case .enumCase(_, let n, _): return names.contains(n)
        case .array(let items): return items.contains { mentions($0, names) }
        default: return false
        }
    }
}

/// One `addKeyframe` of the `animateKeyframes` call being run.
struct ViewKeyframe {
    let start: Double, length: Double
    let block: FunctionValue
    let at: Int
}
