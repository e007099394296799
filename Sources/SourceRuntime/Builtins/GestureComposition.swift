import Scene

/// Composed gestures (Apple, "Composing SwiftUI gestures"): each press drives both gestures
/// of a pair as its rule says, and the pair's own `onChanged`, `onEnded` and `updating` see
/// its value: a sequence's `.first(value)` then `.second(firstValue, secondValue?)`, a
/// simultaneous pair's `first`/`second` (each nil until that gesture gave one), an exclusive
/// pair's `.first(value)` or `.second(value)`.
///
/// Our rules where Apple says less: a sequence's second gesture starts when the first ends
/// and sees the press from where it began (a drag after a long press measures its
/// translation from the press); the sequence ends with the press, with `.second(first,
/// nil)` when the second never started. An exclusive pair's first gesture to give a value
/// takes the press (the first of the pair when both do at once). A tap gesture in a pair is
/// a press released within the tap slop (`Gestures.swift`, `tapEvent`).
extension SourceRuntime {
    func composedEvent(_ g: GestureObject, _ run: GestureRun, _ e: PointerEvent, at: Int,
                       notify: ((GestureNote) throws -> Void)?) throws {
        if e.phase == .began { run.stage = 0; run.values = [nil, nil]; run.winner = nil }
        switch g.kind {
        case .sequenced(let a, let b): try sequencedEvent(g, a, b, run, e, at: at, notify: notify)
        case .simultaneous(let a, let b):
            for (i, part) in [a, b].enumerated() {
                try gestureEvent(part, run.parts[i], e, at: at) { [unowned self] note in
                    if case .changed(let v) = note { run.values[i] = v; try self.composedChanged(g, self.pairValue(run), at: at, notify: notify) }
                    if case .ended(let v) = note { run.values[i] = v }
                }
            }
            if e.phase == .ended, run.values.contains(where: { $0 != nil }) { try composedEnded(g, pairValue(run), at: at, notify: notify) }
        case .exclusive(let a, let b):
            for (i, part) in [a, b].enumerated() where run.winner == nil || run.winner == i {
                try gestureEvent(part, run.parts[i], e, at: at) { [unowned self] note in
                    guard run.winner == nil || run.winner == i else { return }
                    let name = i == 0 ? "first" : "second"
                    switch note {
                    case .changed(let v):
                        run.winner = i
                        try self.composedChanged(g, .enumCase(type: "ExclusiveGesture.Value", name: name, payload: [v]), at: at, notify: notify)
                    case .ended(let v):
                        run.winner = i
                        try self.composedEnded(g, .enumCase(type: "ExclusiveGesture.Value", name: name, payload: [v]), at: at, notify: notify)
                    case .failed: break
                    }
                }
            }
        default: break
        }
        run.recognised = run.parts.contains { $0.recognised }
    }

    private func pairValue(_ run: GestureRun) -> Value {
        .tuple([run.values[0] ?? .nil, run.values[1] ?? .nil], labels: ["first", "second"])
    }

    private func sequencedEvent(_ g: GestureObject, _ a: GestureObject, _ b: GestureObject, _ run: GestureRun, _ e: PointerEvent,
                                at: Int, notify: ((GestureNote) throws -> Void)?) throws {
        func second(_ first: Value, _ v: Value?) -> Value { .enumCase(type: "SequenceGesture.Value", name: "second", payload: [first, v ?? .nil]) }
        if run.stage == 0 {
            try gestureEvent(a, run.parts[0], e, at: at) { [unowned self] note in
                guard run.stage == 0 else { return }
                switch note {
                case .changed(let v):
                    try self.composedChanged(g, .enumCase(type: "SequenceGesture.Value", name: "first", payload: [v]), at: at, notify: notify)
                case .ended(let v):
                    // The first is done: the second starts, with no value yet.
                    run.stage = 1
                    run.values[0] = v
                    run.parts[1] = GestureRun()
                    try self.composedChanged(g, second(v, nil), at: at, notify: notify)
                case .failed:
                    run.stage = 2
                    try self.resetStates(g, at: at)
                    try notify?(.failed)
                }
            }
            if e.phase == .ended, run.stage == 0 {
                run.stage = 2
                try resetStates(g, at: at)
                try notify?(.failed)
            }
            return
        }
        guard run.stage == 1, let first = run.values[0] else { return }
        var ended = false
        try gestureEvent(b, run.parts[1], e, at: at) { [unowned self] note in
            switch note {
            case .changed(let v): run.values[1] = v; try self.composedChanged(g, second(first, v), at: at, notify: notify)
            case .ended(let v): ended = true; try self.composedEnded(g, second(first, v), at: at, notify: notify)
            case .failed: break
            }
        }
        if e.phase == .ended, !ended { try composedEnded(g, second(first, run.values[1]), at: at, notify: notify) }
    }

    private func composedChanged(_ g: GestureObject, _ value: Value, at: Int, notify: ((GestureNote) throws -> Void)?) throws {
        try update(g, value, at: at)
        for f in g.changed { _ = try evaluator.invoke(f, arguments(f, [value]), at: at) }
        try notify?(.changed(value))
    }

    private func composedEnded(_ g: GestureObject, _ value: Value, at: Int, notify: ((GestureNote) throws -> Void)?) throws {
        for f in g.ended { _ = try evaluator.invoke(f, arguments(f, [value]), at: at) }
        try resetStates(g, at: at)
        try notify?(.ended(value))
    }
}
