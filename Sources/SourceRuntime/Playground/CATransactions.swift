import Motion
import Scene

/// Core Animation's transactions: `CATransaction.begin()`/`commit()` (nested), and the implicit
/// one every event runs in. A transaction carries the duration of the implicit animations it
/// makes (`setAnimationDuration`, 0.25 s unless set: Apple, "the default duration is 0.25
/// seconds"), whether property changes make them at all (`setDisableActions`), their timing
/// (`setAnimationTimingFunction`, Core Animation's default curve unless set), and a completion
/// block (`setCompletionBlock`), which runs once every animation added within it has ended
/// (Apple: "guaranteed to be called … even if there are no animations").
final class CATransactionState {
    var duration: Double?
    var disableActions = false
    var timing: CAMediaTimingFunction?
    var completion: (body: FunctionValue, at: Int)?
    /// When the last animation added within the transaction ends (infinite: one never does).
    var latestEnd: Double
    init(now: Double) { latestEnd = now }
}

extension Playground {
    /// The transaction changes happen in now: the innermost `begin()`, else the event's own.
    func currentTransaction() -> CATransactionState {
        if let t = transactions.last { return t }
        let now = runtime.scene.now
        if let (time, t) = implicitTransaction, time == now { return t }
        let t = CATransactionState(now: now)
        implicitTransaction = (now, t)
        return t
    }

    /// An animation was added to a layer at `now`: the transactions it falls in end no sooner.
    func noteAnimation(_ animation: any CAAnimation, addedAt now: Double) {
        let end = now + max(0, animation.beginTime) + animation.activeDuration(inGroupOf: nil)
        for t in transactions { t.latestEnd = max(t.latestEnd, end) }
        if transactions.isEmpty { currentTransaction().latestEnd = max(currentTransaction().latestEnd, end) }
    }

    /// `CATransaction.begin()`, `commit()`, `setAnimationDuration(_:)`, `animationDuration()`,
    /// `setDisableActions(_:)`, `disableActions()`, `setAnimationTimingFunction(_:)`,
    /// `setCompletionBlock(_:)`, `flush()`, `lock()`, `unlock()`.
    static func transactionCall(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        let playground = ev.runtime.playground
        switch name {
        case "begin":
            guard playground.transactions.count < 1_000 else {
                throw RuntimeError(message: "more than 1,000 CATransactions begun and not committed", at: args.at)
            }
            playground.transactions.append(CATransactionState(now: ev.runtime.scene.now))
        case "commit":
            guard let t = playground.transactions.popLast() else { return .void }
            // A nested transaction's animations count for the one around it too (`noteAnimation`).
            if let (body, at) = t.completion, t.latestEnd.isFinite {
                try ev.runtime.after(max(0, t.latestEnd - ev.runtime.scene.now)) { [weak ev] in _ = try ev?.invoke(body, [], at: at) }
            }
        case "setAnimationDuration": playground.currentTransaction().duration = max(0, try args.requiredDouble(nil))
        case "animationDuration": return .double(playground.currentTransaction().duration ?? 0.25)
        case "setDisableActions":
            playground.currentTransaction().disableActions = try ev.truth(args.required(nil), at: args.at)
        case "disableActions": return .bool(playground.currentTransaction().disableActions)
        case "setAnimationTimingFunction":
            switch try args.required(nil) {
            case .object(let f as TimingFunctionObject): playground.currentTransaction().timing = f.function
            case .nil: playground.currentTransaction().timing = nil
            default: throw RuntimeError(message: "setAnimationTimingFunction takes a CAMediaTimingFunction", at: args.at)
            }
        case "setCompletionBlock":
            guard let f = try args.function(nil) ?? args.trailingClosure() else {
                if case .nil? = try args.value(at: 0) { playground.currentTransaction().completion = nil; return .void }
                throw RuntimeError(message: "setCompletionBlock takes a closure", at: args.at)
            }
            playground.currentTransaction().completion = (f, args.at)
            // The event's own transaction commits as the event ends.
            if playground.transactions.isEmpty {
                let t = playground.currentTransaction()
                try ev.runtime.after(0) { [weak ev] in
                    guard let ev, let (body, at) = t.completion, t.latestEnd.isFinite else { return }
                    let wait = max(0, t.latestEnd - ev.runtime.scene.now)
                    if wait == 0 { _ = try ev.invoke(body, [], at: at) } else { try ev.runtime.after(wait) { _ = try ev.invoke(body, [], at: at) } }
                }
            }
        case "flush", "lock", "unlock": break
        default: return nil
        }
        return .void
    }

    /// An implicit animation of a layer's property changed outside `UIView.animate`: from what
    /// is shown now to the new value, over the transaction's duration, keyed by the property
    /// (a new change replaces it), unless actions are disabled or the layer was not on screen
    /// before this moment (a layer made and set up in one go does not animate its setup).
    func implicitAnimation(_ key: String, from: [Double], to: [Double], shownSince: Double?) -> (any CAAnimation)? {
        let now = runtime.scene.now
        guard let since = shownSince, now > since, from != to else { return nil }
        let t = currentTransaction()
        guard !t.disableActions else { return nil }
        let duration = t.duration ?? caDefaultDuration
        guard duration > 0 else { return nil }
        var a = CABasicAnimation(keyPath: key)
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        a.timingFunction = t.timing ?? CAMediaTimingFunction(name: .default)
        noteAnimation(a, addedAt: now)
        return a
    }
}
