import Scene

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
        // Readers whose value changed build their view again.
        preferenceReaders.removeAll { $0.host.value == nil }
        for (k, r) in preferenceReaders.enumerated() {
            guard let host = r.host.value else { continue }
            let value = try reducedPreference(r.key, below: host, modifiers: r.index, at: host.value.at)
            if value != r.value { preferenceReaders[k].value = value; markDirty(host) }
        }
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

extension SourceRuntime {
    /// The view of `overlayPreferenceValue`/`backgroundPreferenceValue` at modifier `i` of
    /// `host`: its closure given what `key` reduces to below, remembered so that a change
    /// builds it again.
    func preferenceReaderView(_ key: String, _ f: FunctionValue, below host: ViewHost, modifiers i: Int, at: Int) throws -> ViewValue {
        let value = try reducedPreference(key, below: host, modifiers: i, at: at)
        if let k = preferenceReaders.firstIndex(where: { $0.host.value === host && $0.index == i }) {
            preferenceReaders[k].value = value
        } else {
            preferenceReaders.append((WeakHost(host), i, key, value))
        }
        return try evaluator.viewOf(evaluator.invoke(f, [value], at: at, asBuilder: true), at: at)
    }
}

/// `Anchor<CGRect>` / `Anchor<CGPoint>`: a view's bounds, or a point of them, made by
/// `anchorPreference` and read through a `GeometryProxy` (`proxy[anchor]`) in the reader's
/// space, as layout last placed both.
final class AnchorObject: RuntimeObject, ValueObject {
    /// nil: the bounds; else the point at this unit point of them.
    let unit: UnitPoint?
    weak var host: ViewHost?
    init(unit: UnitPoint?) { self.unit = unit }
    override var typeName: String { unit == nil ? "Anchor<CGRect>" : "Anchor<CGPoint>" }
    /// The same view's same part is the same anchor (a body built again makes new ones).
    func sameValue(_ other: RuntimeObject) -> Bool {
        guard let o = other as? AnchorObject else { return false }
        return o.unit == unit && (o.host === host || (o.host == nil && host == nil && o === self))
    }
    func hashValue(into h: inout Hasher) { h.combine(host.map { ObjectIdentifier($0) }) }

    /// Gives the anchors in `value` (as made, not yet placed) the view they are of.
    static func bind(_ value: Value, to host: ViewHost) {
        switch value {
        case .object(let a as AnchorObject): if a.host == nil { a.host = host }
        case .array(let items), .tuple(let items, _): for v in items { bind(v, to: host) }
        case .dictionary(let entries): for e in entries { bind(e.value, to: host) }
        default: break
        }
    }

    /// The anchored view's frame in the scene: its outermost nodes' frames together.
    private var frame: Rect {
        guard let nodes = host?.topNodes, !nodes.isEmpty else { return .zero }
        let frames = nodes.map(\.modelFrame)
        let minX = frames.map(\.x).min() ?? 0, minY = frames.map(\.y).min() ?? 0
        let maxX = frames.map { $0.x + $0.width }.max() ?? 0, maxY = frames.map { $0.y + $0.height }.max() ?? 0
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func resolved(in proxy: GeometryProxy) -> Value {
        let f = frame, origin = proxy.globalFrame()
        let local = Rect(x: f.x - origin.x, y: f.y - origin.y, width: f.width, height: f.height)
        guard let unit else { return Playground.value(local) }
        return .tuple([.double(local.x + unit.x * local.width), .double(local.y + unit.y * local.height)], labels: ["x", "y"])
    }
}
