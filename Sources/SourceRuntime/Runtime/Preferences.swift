/// Preferences: values views below give upward (`.preference(key:value:)`), reduced by the
/// file's `PreferenceKey` (`static var defaultValue`, `static func reduce(value:nextValue:)`)
/// in the order the views stand, for an `onPreferenceChange` above them.
///
/// After each update (the views built, laid out, and a `GeometryReader`'s content built once
/// it has its size), each view with an `onPreferenceChange` reduces what the views below it
/// give; when that differs from what it last saw (at first, the key's default), its closure
/// runs with the new value, after the update, as `onChange` does.
extension SourceRuntime {
    func checkPreferences() throws {
        preferenceWatchers.removeAll { $0.value == nil }
        for watcher in preferenceWatchers {
            guard let host = watcher.value else { continue }
            for (i, m) in host.value.modifiers.enumerated() {
                guard case .onPreferenceChange(let key, let f) = m else { continue }
                let value = try reducedPreference(key, below: host, modifiers: i, at: host.value.at)
                let last = try host.watched[i] ?? evaluator.member(.type(key), "defaultValue", at: host.value.at)
                host.watched[i] = value
                guard value != last else { continue }
                pending.queued.append((FunctionValue(.builtin(name: "onPreferenceChange") { [unowned self] _, _, at in
                    _ = try self.evaluator.invoke(f, self.changeArguments(f, old: last, new: value), at: at); return .void
                }), host.value.at))
            }
        }
    }

    /// What `key` reduces to over `host`'s content and the first `modifiers` of its modifiers
    /// (their backgrounds and overlays included), in the order the views stand.
    func reducedPreference(_ key: String, below host: ViewHost, modifiers: Int, at: Int) throws -> Value {
        var given: [Value] = []
        func collect(_ h: ViewHost, upTo limit: Int) {
            for child in h.children { collect(child, upTo: child.value.modifiers.count) }
            for (j, m) in h.value.modifiers.enumerated() where j < limit {
                if case .preference(let k, let v) = m, k == key { given.append(v) }
                if let attached = h.attachedViews[j] { collect(attached, upTo: attached.value.modifiers.count) }
            }
        }
        collect(host, upTo: modifiers)
        var value = try evaluator.member(.type(key), "defaultValue", at: at)
        guard !given.isEmpty else { return value }
        guard let reduce = evaluator.program.structs[key]?.methods["reduce"], reduce.isStatic else { return given.last ?? value }
        let f = FunctionValue(.method(reduce, receiver: nil, evaluator.program.globals))
        for next in given {
            let box = Box(value)
            let nextValue = FunctionValue(.builtin(name: "nextValue") { _, _, _ in next })
            _ = try evaluator.inStatics(of: key) { try evaluator.invoke(f, [value, .function(nextValue)], at: at, inoutBoxes: [0: box]) }
            value = box.value
        }
        return value
    }
}
