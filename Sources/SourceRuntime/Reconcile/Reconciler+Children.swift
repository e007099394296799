import Motion
import Scene

/// A view's children: matched to the hosts already there, and the transitions of those that
/// come and go.
extension SourceRuntime {

    /// The content's child views, evaluated (a view struct's body, a branch) and matched to
    /// the hosts already there: by position and kind, or by id in a `ForEach`.
    func reconcileChildren(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) throws {
        if case .timeline = host.value.content { return try timelineChildren(host) { try matchChildren(host, ctx, update) } }
        guard case .custom = host.value.content else { return try matchChildren(host, ctx, update) }
        // A body's evaluation, and the views it builds, keep what they read (see `ReadLog`).
        try evaluator.building(host) {
            evaluations.bodies += 1
            let unit = host.bodyUnit ?? BodyUnit(host: host)
            host.bodyUnit = unit
            let (_, log) = try evaluator.logging { try matchChildren(host, ctx, update) }
            register(unit, log)
        }
    }

    private func matchChildren(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) throws {
        let v = host.value
        var values: [ViewValue] = []
        var ids: [Value]? = nil
        switch v.content {
        case .stack(_, _, _, let children), .group(let children): values = children
        case .scrollView(let child, _), .conditional(_, let child): values = [child]
        case .forEach(let items):
            values = items.map(\.view)
            ids = items.map(\.id)
            // The units of the items before are replaced, not those of the same items
            // reconciled again (a navigation stack settles its pages in a second pass).
            let units = items.compactMap(\.unit)
            let again = units.count == host.itemUnits.count && zip(units, host.itemUnits).allSatisfy { $0 === $1 }
            if !again { for unit in host.itemUnits { unit.isStale = true } }
            host.itemUnits = units
        case .custom:
            guard let instance = host.instance else { return }
            host.isDirty = false
            pending.dirty.removeAll { $0 === host }
            if case .view(let content)? = instance.fields[Self.modifierContentField], let m = instance.type.methods["body"] {
                // A `ViewModifier` played as a view of its own: its `body(content:)`.
                let f = FunctionValue(.method(m, receiver: .view(instance), evaluator.program.globals))
                values = [try evaluator.viewOf(evaluator.invoke(f, [.view(content)], at: v.at), at: v.at)]
                break
            }
            guard let body = try instance.member("body", evaluator: evaluator, at: v.at) else {
                throw RuntimeError(message: "type '\(instance.type.name)' does not conform to protocol 'View' (it has no 'body')", at: v.at)
            }
            values = [try evaluator.viewOf(body, at: v.at)]
        case .phaseAnimator(let spec):
            guard let state = host.phase else { return }
            values = [try phaseContent(spec, state, at: v.at)]
        case .timeline(let spec):
            guard let state = host.timeline else { return }
            values = [try timelineContent(spec, host, state, at: v.at)]
        case .container(let spec):
            values = [try containerBody(host, spec, ctx)]
        case .geometryReader(let content):
            // Evaluated now: a later change of where it stands marks it again.
            host.isDirty = false
            values = try geometryContent(host, content, at: v.at)
        default: return
        }
        try update.count(values.count, at: v.at)
        var next: [ViewHost] = []
        if let ids {
            // The first host of each id (SwiftUI's ForEach wants unique ids; a repeated one
            // gets a view of its own).
            var byID: [Value: ViewHost] = [:]
            for (id, child) in zip(host.childIDs, host.children) where byID[id] == nil { byID[id] = child }
            var kept = Set<ObjectIdentifier>()
            var units: [ItemUnit?] = []
            if case .forEach(let items) = v.content { units = items.map(\.unit) }
            for (k, (id, value)) in zip(ids, values).enumerated() {
                let old = byID[id].flatMap { kept.contains(ObjectIdentifier($0)) ? nil : $0 }
                let live = k < units.count ? units[k]?.live : nil
                let child = try reconcile(value, old, ctx, depth: host.depth + 1, live: live, update)
                // A view built bound takes its item's new unit (or goes back to its slots).
                if let old, child === old, old.isBuiltBound { rebind(old, k < units.count ? units[k]?.live : nil) }
                if old == nil || child !== old { appeared(child, ctx, update) }
                kept.insert(ObjectIdentifier(child))
                next.append(child)
            }
            if case .forEach(let items) = v.content {
                for (index, (item, child)) in zip(items, next).enumerated() {
                    guard let unit = item.unit else { continue }
                    unit.index = index
                    // A view given twice (a `ForEach` value used at two places) is evaluated with its body.
                    if unit.host != nil { unit.impure = true }
                    unit.host = child
                    unit.parent = host
                }
            }
            for old in host.children where !kept.contains(ObjectIdentifier(old)) { leave(old, from: host, ctx, update) }
            host.childIDs = ids
        } else {
            for (i, value) in values.enumerated() {
                let old = i < host.children.count ? host.children[i] : nil
                let child = try reconcile(value, old, ctx, depth: host.depth + 1, update)
                if old !== child {
                    if let old { leave(old, from: host, ctx, alreadyRemoved: true, update) }
                    appeared(child, ctx, update)
                }
                next.append(child)
            }
            for old in host.children.dropFirst(values.count) { leave(old, from: host, ctx, update) }
        }
        // The same hosts in the same order: nothing layout or the scene's tree holds moved.
        let same = next.count == host.children.count && zip(next, host.children).allSatisfy { $0 === $1 }
        host.children = next
        if !same { update.structureChanged = true }
    }

    /// A view that appeared in an animated change plays its transition's insertion (SwiftUI's
    /// default is `.opacity`), once layout has placed it (a `.move` goes by its size).
    ///
    /// Only the outermost view that appears plays: the views inside it came with it (their own
    /// insertions, queued while it was built, are dropped). A branch of an `if`/`switch` (or a
    /// group) with no modifiers of its own is no view of its own: what it holds appears in its
    /// place, each with its own transition (so two `if`s changing together, or the two branches
    /// of an `if`/`else`, each insert and remove their views as a single `if` does).
    func appeared(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) {
        guard isBuilt, !Self.isBareWrapper(host) else { return }
        let t = transition(of: host)
        guard let animation = animation(of: t, ctx, update) else { return }
        if !update.insertions.isEmpty, !host.children.isEmpty {
            var inside = Set<ObjectIdentifier>()
            func collect(_ h: ViewHost) { for c in h.children { inside.insert(ObjectIdentifier(c)); collect(c) } }
            collect(host)
            update.insertions.removeAll { inside.contains(ObjectIdentifier($0.0)) }
        }
        update.insertions.append((host, t.insertion, animation))
    }

    /// A branch or a group with no modifiers: it draws nothing of its own.
    static func isBareWrapper(_ host: ViewHost) -> Bool {
        guard host.value.modifiers.isEmpty else { return false }
        switch host.value.content {
        case .conditional, .group: return true
        default: return false
        }
    }

    /// A view that left: in an animated change it plays its transition's removal where it
    /// was, no longer following state, and goes when that ends.
    func leave(_ host: ViewHost, from parent: ViewHost, _ ctx: ViewContext, alreadyRemoved: Bool = false, _ update: Update) {
        runDisappear(host)
        let nodes = host.topNodes
        let t = transition(of: host)
        guard isBuilt, let animation = animation(of: t, ctx, update) else {
            if !alreadyRemoved { remove(host) }
            return
        }
        for node in nodes {
            node.removeBindings()
            let end = applyTransition(t.removal, to: node, inserting: false, animation: animation)
            parent.leaving.append(node)
            removalsPending += 1
            scene.clock.at(end) { [weak self, weak parent, weak node] in
                guard let self else { return }
                self.removalsPending -= 1
                guard let parent, let node else { return }
                parent.leaving.removeAll { $0 === node }
                node.parent?.remove(node)
                self.removalEnded()
            }
        }
        host.children.forEach(forget)
    }

    func transition(of host: ViewHost) -> Transition {
        for m in host.value.modifiers { if case .transition(let t) = m { return t } }
        // A bare branch leaves with the transition of the one view it holds.
        if Self.isBareWrapper(host), host.children.count == 1 { return transition(of: host.children[0]) }
        return .opacity
    }

    /// A transition's own animation (`.animation(_:)` on it), else the change's.
    func animation(of t: Transition, _ ctx: ViewContext, _ update: Update) -> Animation? {
        if case .some(let own) = t.animation { return own }
        return update.animation(inside: ctx.scopes)
    }

    /// Sets a node's tracks to a transition's active look (inserting: from it to the view's
    /// own values; removing: to it). Returns when the last track comes to rest.
    @discardableResult
    func applyTransition(_ effects: [Transition.Effect], to node: Node, inserting: Bool, animation: Animation) -> Double {
        let now = scene.now
        let frame = node.modelFrame
        var active: [Property: Double] = [:]
        func current(_ p: Property) -> Double { active[p] ?? node.model(p) }
        for e in effects {
            switch e {
            case .effect(let effect):
                let kind = effect.kind
                switch kind.placement {
                case .anchored:
                    // The look's anchor, unless the view scales or turns on its own.
                    if node.model(.scaleX) == 1, node.model(.scaleY) == 1, node.model(.rotation) == 0,
                       let x = effect.value(.anchorX), let y = effect.value(.anchorY) { node.anchor = UnitPoint(x, y) }
                case .turn3D:
                    // The turn's axis and anchor are the modifier's, unless the view turns on its own.
                    if node.model(.rotation3D) == 0, let settings = effect.rotation3D { node.rotation3D = settings }
                default: break
                }
                for (p, v) in zip(kind.properties, effect.values).prefix(kind.transitionParts) {
                    switch kind.composition {
                    case .multiplied: active[p] = current(p) * v
                    case .added: active[p] = current(p) + v - p.identity
                    }
                }
            case .move(let edge):
                switch edge {
                case .leading: active[.offsetX] = current(.offsetX) - frame.width
                case .trailing: active[.offsetX] = current(.offsetX) + frame.width
                case .top: active[.offsetY] = current(.offsetY) - frame.height
                case .bottom: active[.offsetY] = current(.offsetY) + frame.height
                }
            }
        }
        // An offset's and a scale's two numbers rest together, as one vector.
        func magnitude(_ a: Property, _ b: Property) -> Double {
            let da = (active[a] ?? node.model(a)) - node.model(a), db = (active[b] ?? node.model(b)) - node.model(b)
            return (da * da + db * db).squareRoot()
        }
        var end = now
        for (p, value) in active {
            let rest: Double?
            switch p {
            case .offsetX, .offsetY: rest = magnitude(.offsetX, .offsetY)
            case .scaleX, .scaleY: rest = magnitude(.scaleX, .scaleY)
            default: rest = nil
            }
            let model = node.model(p)
            if inserting {
                node.tracks[p].set(value, at: now, animation: nil)
                node.tracks[p].set(model, at: now, animation: animation, restMagnitude: rest)
            } else {
                node.tracks[p].set(value, at: now, animation: animation, restMagnitude: rest)
            }
            end = max(end, node.tracks[p].lastEnd ?? now)
        }
        return end
    }

    /// Plays the insertions of the update just made, now that layout has placed the views.
    func playInsertions(_ update: Update) {
        guard !update.insertions.isEmpty else { return }
        let insertions = update.insertions
        update.insertions = []
        scene.layoutIfNeeded()
        for (host, effects, animation) in insertions {
            for node in host.topNodes { applyTransition(effects, to: node, inserting: true, animation: animation) }
        }
    }

    /// Takes a view's nodes out of the scene at once.
    func remove(_ host: ViewHost) {
        for node in host.topNodes { node.parent?.remove(node) }
        forget(host)
    }

    func forget(_ host: ViewHost) {
        pending.dirty.removeAll { $0 === host }
        host.children.forEach(forget)
        host.attachedViews.values.forEach(forget)
    }

    func runDisappear(_ host: ViewHost) {
        for m in host.value.modifiers {
            if case .onDisappear(let f) = m { pending.queued.append((f, host.value.at)) }
        }
        host.tasks.forEach { $0.cancel() }
        host.tasks = []
        host.idTasks = [:]
        host.children.forEach(runDisappear)
    }

    func queueAppear(_ host: ViewHost) {
        for (i, m) in host.value.modifiers.enumerated() {
            if case .onAppear(let f) = m { pending.queued.append((f, host.value.at)) }
            if case .task(let f, let id) = m { queueTask(f, of: host, modifier: i, id: id) }
        }
    }

    /// Starts the task of `host`'s modifier `i` once the update is over; one with an id is
    /// kept by its modifier, to be cancelled when the id changes.
    func queueTask(_ f: FunctionValue, of host: ViewHost, modifier i: Int, id: Value?) {
        let start = Builtins.builtin("task") { [weak self, weak host] _, _, at in
            guard let self, let host, let task = try self.startTask(f, at: at) as? TaskObject else { return .void }
            host.tasks.append(task)
            if id != nil { host.idTasks[i] = task }
            return .void
        }
        pending.queued.append((start, host.value.at))
    }
}
