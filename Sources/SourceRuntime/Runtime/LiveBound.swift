import Foundation
import Motion
import Scene

/// Live arguments as engine bindings: the shape of a compiled scene.
///
/// An item whose live plan animates only with `.animation(_:value:)`s whose value is a plain
/// read of state (`phases[g.group]`, `flag`) has its view built with its live effects bound to
/// the plan itself: each effect's binding works its value out from the state (through scene
/// states that mirror the state property or element it reads), and each such animation scope
/// watches the mirror of what its value reads. A change of state then changes one mirror, and
/// the scene runs again just the bindings that read it, as it does for a compiled scene, with
/// the animation of the scope whose mirror changed: what a new evaluation of each item would
/// set (its value changed exactly when the mirror did). The item is still evaluated again
/// when its other reads change; then its host takes the new evaluation's unit, or, if that
/// one reads other mirrors, goes back to the values and scopes an evaluation sets.
extension ViewInstance {
    /// What a mirror of `name` (element `index`) holds now (`.void`: no such property or
    /// element, which no state holds; `.nil` is an optional's nil).
    func mirroredValue(_ name: String, _ index: Int?) -> Value {
        guard let v = state[name] else { return .void }
        guard let i = index else { return v }
        if case .array(let items) = v, i >= 0, i < items.count { return items[i] }
        return .void
    }

    func mirror(_ name: String, _ index: Int?, in scene: Scene) -> StateValue<Value> {
        if let s = mirrors[name]?[index] { return s }
        let s = scene.state(mirroredValue(name, index))
        mirrors[name, default: [:]][index] = s
        return s
    }
}

extension SourceRuntime {
    /// Brings the mirrors of the properties changed since the last update up to date (in the
    /// update: an animation scope watching one sees the change).
    func syncMirrors() {
        let pending = self.pending.mirrorsToSync
        self.pending.mirrorsToSync = []
        for (instance, name) in pending {
            guard let list = instance.mirrors[name] else { continue }
            for (index, s) in list {
                let v = instance.mirroredValue(name, index)
                if s.value != v { s.value = v }
            }
        }
    }

    /// Whether `live` can drive the bindings of `host`'s view: its animation targets read
    /// state plainly (their mirrors, by modifier index, or nil).
    func mirrorScopes(of live: LiveUnit) -> [Int: StateValue<Value>]? {
        guard liveArguments, !live.frame.mirrors.isEmpty, live.plan.targets.count <= LiveUnit.boundTargetLimit,
              live.frame.mirrors.count <= LiveUnit.boundMirrorLimit else { return nil }
        var out: [Int: StateValue<Value>] = [:]
        for (k, t) in live.plan.targets.enumerated() where t.kind == .animation {
            guard let key = live.plainReads[k], let m = live.frame.mirror(key.name, key.index) else { return nil }
            out[t.index] = m
        }
        return out
    }

    /// Makes a view about to be built bound to its item's unit, when the unit can drive it.
    func prepareBound(_ host: ViewHost, _ live: LiveUnit) {
        guard let mirrors = mirrorScopes(of: live) else { return }
        host.boundLive = live
        host.boundPlan = live.plan
        host.mirrorScopes = mirrors
        host.isBuiltBound = true
        live.bind(to: self)
        boundViews += 1
    }

    /// A host built bound takes the unit of its item's new evaluation, or, when that cannot
    /// drive it the same way, goes back to its slots and own scopes. In an update.
    func rebind(_ host: ViewHost, _ live: LiveUnit?) {
        // Back to its slots once: a view that reads them already has nothing to take.
        guard host.isBuiltBound, host.boundLive !== live || (live == nil && !host.mirrorScopes.isEmpty) else { return }
        if let live, live.plan.signature == host.boundPlan?.signature, let scopes = mirrorScopes(of: live),
           scopes.keys.sorted() == host.mirrorScopes.keys.sorted(), scopes.allSatisfy({ host.mirrorScopes[$0.key] === $0.value }) {
            host.boundLive = live
            live.bind(to: self)
            live.resolvedHost = nil
            live.sharesNodes = host.boundOnNodes > 1
        } else if host.boundLive != nil || !host.mirrorScopes.isEmpty {
            host.boundLive = nil
            host.mirrorScopes = [:]
            for b in host.boundProperties { b.node.setScopes(scopes(after: b.modifier, host) + host.context.scopes, forBindingsOf: b.property) }
        }
        // The bindings work their values out from another unit, or read their slots again:
        // the scene runs them in this update whatever state changed.
        for b in host.boundProperties { b.node.replaceBindings(of: b.property, with: b.compute(host.boundLive)) }
    }

    /// Items whose bound bindings could not work a value out: evaluated again, unbound.
    func unbindFailed() {
        bailoutLock.lock()
        let failed = bailouts
        bailouts = []
        bailoutLock.unlock()
        for item in failed {
            // Its view stays unbound: a unit made again would meet the same values.
            if let host = item.host, host.isBuiltBound { rebind(host, nil); host.boundPlan = nil }
            item.live = nil
            if let owner = item.owner, item.host == nil { markDirty(owner) } else if !item.isDirty, !item.isStale {
                item.isDirty = true
                self.pending.dirtyItems.append(item)
            }
        }
    }

    func noteBailout(_ item: ItemUnit?) {
        guard let item else { return }
        bailoutLock.lock()
        bailouts.append(item)
        bailoutLock.unlock()
    }
}

extension LiveUnit {
    /// Makes the unit ready to drive a view's bindings (on the scene's thread, before they run).
    func bind(to runtime: SourceRuntime) {
        isBound = true
        self.runtime = runtime
        frame.keepBoundKeys()
        boundMirrorCount = frame.mirrors.count
        for (j, m) in frame.mirrors.enumerated() { boundMirrors[j] = Unmanaged.passUnretained(m.state) }
        for i in 0..<min(numbers.count, boundNumbers.count) { boundNumbers[i] = numbers[i] }
        boundStamp = -1
    }

    /// Part `part` (0: the value or x, 1: y) of target `k`, worked out from the state now, for
    /// an engine binding (on whichever thread the scene runs it); the last value if it cannot.
    ///
    /// Every mirror is read (so that the scene knows the binding reads it), and when one has
    /// changed since the unit last worked its values out, the live `let`s and every effect
    /// value are worked out again at once: the view's other bindings then find them ready.
    func boundNumber(_ k: Int, _ part: Int) -> Double {
        lock?.lock()
        defer { lock?.unlock() }
        var stamp = 0
        for j in 0..<boundMirrorCount {
            guard let m = boundMirrors[j] else { continue }
            withBorrowed(m) { s in
                _ = s.value
                stamp &+= s.changeCount
            }
        }
        if stamp != boundStamp {
            boundStamp = stamp
            let f = frame
            for j in 0..<min(boundMirrorCount, f.boundCount) {
                guard let m = boundMirrors[j] else { continue }
                f.values[f.boundBase + j] = withBorrowed(m) { $0.value }
            }
            f.bound = true
            defer { f.bound = false }
            // Each effect value on its own, as an evaluation would give it: one that cannot be
            // worked out keeps its last value, and the item is evaluated in the next pass,
            // which gives the real value or error.
            var failed = false
            do {
                for (slot, node) in plan.boundLets { f.values[slot] = try withBorrowed(node) { try $0.value(f, false) } }
                for (at, node) in plan.boundValues {
                    do { boundNumbers[at] = try liveNumber(withBorrowed(node) { try $0.value(f, true) }) } catch { failed = true }
                }
            } catch { failed = true }
            if failed { runtime?.noteBailout(item) }
        }
        return boundNumbers[2 * k + part]
    }
}
