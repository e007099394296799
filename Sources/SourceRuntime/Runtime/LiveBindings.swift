import Foundation
import Scene

/// An item's live arguments (see `LivePlan`): what a change of their reads updates.
final class LiveUnit: EvaluationUnit {
    let plan: LivePlan
    let frame: LiveFrame
    /// The item, and its generation when this was made: a new evaluation of it replaces this.
    weak var item: ItemUnit?
    var itemGeneration = 0
    var isQueued = false
    /// The targets' values as last worked out: two numbers a target, or a value (an animation's).
    var numbers: [Double]
    var values: [Value]
    /// What each target sets in the view's host, found once: its effect's first two slots
    /// (two a target), its scope. The host is kept: an item keeps its host until it is
    /// evaluated again, and then it has a new unit.
    var slots: [StateValue<Double>?] = []
    var scopes: [StateValue<Value>?] = []
    var resolvedHost: ViewHost?
    /// Set when a host's bindings work its values out themselves (see `LiveBound.swift`).
    var isBound = false
    /// Taken while a binding works a value out (the scene may run bindings on several threads),
    /// when the view's bound effects are on more than one node (bindings of one node run on
    /// one thread). Set once the view is built, before the scene runs its bindings.
    private(set) var lock: NSLock?
    var sharesNodes = false {
        didSet { lock = sharesNodes ? (lock ?? NSLock()) : nil }
    }
    /// What a view's bound bindings read, kept in the unit itself: a binding of a large
    /// scene meets each unit cold, and every other object it reaches costs a cache miss.
    /// The mirrors the values read (held by `frame.mirrors`), their change counts summed
    /// when the values were last worked out (−1: never; a count only grows, so the sum
    /// changes whenever one of them does), and the values (two a target).
    var boundMirrors = InlineArray<4, Unmanaged<StateValue<Value>>?>(repeating: nil)
    var boundMirrorCount = 0
    var boundStamp = -1
    var boundNumbers = InlineArray<8, Double>(repeating: 0)
    /// The most targets (two numbers each in `boundNumbers`) and mirrors a bound view can have.
    static let boundTargetLimit = 4
    static let boundMirrorLimit = 4
    /// What a failure of the bindings is told to (set when a view is bound to the unit).
    weak var runtime: SourceRuntime?
    /// The state each animation target's value reads plainly (by target), if it does.
    var plainReads: [Int: (name: String, index: Int?)] = [:]

    init(plan: LivePlan, frame: LiveFrame, item: ItemUnit) {
        self.plan = plan; self.frame = frame; self.item = item
        numbers = Array(repeating: 0, count: 2 * plan.targets.count)
        values = Array(repeating: .void, count: plan.targets.count)
    }

    var isCurrent: Bool {
        guard let item else { return false }
        return !item.isStale && item.generation == itemGeneration && item.live === self
    }

    override var isGone: Bool { item?.isStale ?? true }

    override func invalidate(_ runtime: SourceRuntime) {
        guard !isQueued, !isBound, isCurrent else { return }
        isQueued = true
        runtime.pending.dirtyLive.append(self)
    }
}

extension SourceRuntime {
    /// Registers what an item's evaluation read: its live reads (when its closure has a plan and
    /// the plan's values are the ones the evaluation gave) by a `LiveUnit`, the rest by the item.
    func register(item unit: ItemUnit, _ log: ReadLog, view: ViewValue, scope: Scope?) {
        unit.live = nil
        guard liveArguments, !log.impure, let scope, case .closure(let c, let captured) = unit.closure.body,
              let plan = unit.closure.livePlan(c, captured, evaluator),
              let live = makeLive(plan, unit, view: view, scope: scope) else {
            register(unit, log)
            return
        }
        // What the live values read is theirs; the item keeps the rest (and the reads of a
        // state the item reads elsewhere too).
        let liveReads = live.frame.reads
        var fixed: [ReadLog.Read] = []
        for read in log.reads {
            let isLive = !plan.fixedState.contains(read.name)
                && liveReads.contains { $0.instance === read.instance && $0.index == read.index && $0.name == read.name }
            if !isLive { fixed.append(read) }
        }
        register(unit, reads: fixed)
        live.itemGeneration = unit.generation
        unit.live = live
        register(live, reads: live.frame.reads)
    }

    /// The live unit of an item just evaluated: its frame filled from the item's scope, and its
    /// values worked out once, which must be those of the evaluation (else nil: no plan).
    private func makeLive(_ plan: LivePlan, _ unit: ItemUnit, view: ViewValue, scope: Scope) -> LiveUnit? {
        guard case .view(let instance)? = scope.receiver, view.modifiers.count == plan.modifierCount else { return nil }
        var values: [Value] = []
        // Room for the mirrors' values too (`LiveFrame.keepBoundKeys`): the array is then made
        // once, next to the frame that is made after it.
        values.reserveCapacity(plan.slotCount + LiveUnit.boundMirrorLimit)
        for name in plan.given {
            if let box = scope.lookup(name) { values.append(box.value) }
            else if let v = instance.fields[name] { values.append(v) }
            else { return nil }
        }
        while values.count < plan.slotCount { values.append(.void) }
        let frame = LiveFrame(values: values, instance: instance, evaluator: evaluator)
        for (slot, node) in plan.constants {
            guard let v = try? node.value(frame, false) else { return nil }
            frame.values[slot] = v
        }
        let live = LiveUnit(plan: plan, frame: frame, item: unit)
        guard (try? work(live)) != nil else { return nil }
        for (k, t) in plan.targets.enumerated() where !live.matches(k, t, view.modifiers[t.index]) { return nil }
        // The mirrors a host's bindings would read, made now (not while the scene runs bindings).
        for read in frame.reads { frame.mirrors.append((read.name, read.index, instance.mirror(read.name, read.index, in: scene))) }
        for (k, t) in plan.targets.enumerated() where t.kind == .animation {
            if let key = t.first?.plainRead(frame) { live.plainReads[k] = key }
        }
        return live
    }

    /// Works out the targets' values from the state now, into the unit's `numbers` and `values`.
    private func work(_ live: LiveUnit) throws {
        let f = live.frame
        f.begin()
        for (slot, value) in live.plan.lets { f.values[slot] = try value.value(f, false) }
        for (k, t) in live.plan.targets.enumerated() {
            if t.kind == .animation {
                if let x = t.first { live.values[k] = try x.value(f, false) }
                continue
            }
            if let x = t.first { live.numbers[2 * k] = try liveNumber(x.value(f, true)) }
            if let y = t.second { live.numbers[2 * k + 1] = try liveNumber(y.value(f, true)) }
        }
    }

    /// Updates the live units a change reached: their views' effect values and animation
    /// scopes, as a new evaluation of the item would set them (the host's view keeps the
    /// values of the item's last evaluation). One that cannot has its item evaluated again.
    func updateLive(_ update: Update) {
        let units = pending.dirtyLive
        pending.dirtyLive = []
        for live in units {
            live.isQueued = false
            guard !live.isBound, let item = live.item, !item.isStale, item.generation == live.itemGeneration, item.live === live, !item.isDirty else { continue }
            guard let host = live.resolvedHost ?? item.host, live.resolve(host), (try? work(live)) != nil else {
                item.live = nil
                item.invalidate(self)
                continue
            }
            liveUpdates += 1
            let targets = live.plan.targets
            // As `update` does: the animation scopes first, then the values the effects read.
            for k in targets.indices where targets[k].kind == .animation {
                if let scope = live.scopes[k] { setScope(scope, live.values[k], update) }
            }
            for (k, t) in targets.enumerated() where t.kind != .animation {
                if t.first != nil, let slot = live.slots[2 * k], slot.value != live.numbers[2 * k] { slot.value = live.numbers[2 * k] }
                if t.second != nil, let slot = live.slots[2 * k + 1], slot.value != live.numbers[2 * k + 1] { slot.value = live.numbers[2 * k + 1] }
            }
            register(live, reads: live.frame.reads)
        }
    }
}

extension LiveUnit {
    /// Finds, once for `host`, the slots and scopes the targets set; false when the host's
    /// modifiers are not those of the plan.
    func resolve(_ host: ViewHost) -> Bool {
        if resolvedHost === host { return true }
        let modifiers = host.value.modifiers
        guard modifiers.count >= plan.modifierCount else { return false }
        for t in plan.targets where modifiers[t.index].kind != t.kind.description { return false }
        slots = plan.targets.flatMap { t -> [StateValue<Double>?] in
            let s = host.effectSlots[t.index] ?? []
            return [s.count > 0 ? s[0] : nil, s.count > 1 ? s[1] : nil]
        }
        scopes = plan.targets.map { host.scopes[$0.index]?.state }
        resolvedHost = host
        return true
    }

    /// Whether target `k`'s values, as worked out, are those of the evaluated modifier.
    func matches(_ k: Int, _ t: LiveTarget, _ m: Modifier) -> Bool {
        let x = numbers[2 * k], y = numbers[2 * k + 1]
        switch (t.kind, m) {
        case (.effect(let kind), .effect(let e)) where e.kind === kind:
            return (t.first == nil || x == e.values[0]) && (t.second == nil || y == e.values[1])
        case (.animation, .animation(_, let v, true)): return values[k] == v
        default: return false
        }
    }
}

extension FunctionValue {
    /// The live plan of a content closure, made once for this closure value.
    func livePlan(_ c: Closure, _ captured: Scope, _ ev: Evaluator) -> LivePlan? {
        if let planned { return planned.plan }
        let plan = LivePlan.make(c, captured: captured, evaluator: ev)
        planned = PlanBox(plan: plan)
        return plan
    }
}

/// A plan worked out (nil: the closure has none).
final class PlanBox {
    let plan: LivePlan?
    init(plan: LivePlan?) { self.plan = plan }
}
