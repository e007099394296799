import Motion
import Scene

extension SourceRuntime {
    /// Walks a view's modifiers in order: effect modifiers bind node properties (a group node
    /// is made where the view has none of its own with the right frame, or the property is
    /// taken), handlers are set, `background`/`overlay`/`mask` views are reconciled.
    /// Creating makes the nodes and bindings; otherwise only the values they read change.
    func applyModifiers(_ host: ViewHost, _ ctx: ViewContext, creating: Bool, _ update: Update) throws {
        var binder = ModifierBinder(runtime: self, host: host, ctx: ctx, creating: creating, update: update)
        for (i, m) in host.value.modifiers.enumerated() { try binder.apply(m, at: i) }
        if creating, binder.node == nil || host.content == nil, !host.scopes.isEmpty {
            // A view with no node of its own: its content's nodes take the frame scopes.
            for n in host.topNodes where !(host.wrappers.values.contains { $0 === n }) {
                for (_, scope) in host.scopes { n.addFrameScope(AnimationScope(state: scope.state, source: scope.source)) }
            }
        }
    }

    /// `.onChange(of:)`'s closure takes the new value, or the old and the new one.
    func changeArguments(_ f: FunctionValue, old: Value, new: Value) -> [Value] {
        if case .closure(let c, _) = f.body {
            if c.parameters.count == 2 { return [old, new] }
            if c.parameters.isEmpty && !c.usesAnonymousParameters { return [] }
        }
        return [new]
    }

    /// A shape mask's own effects: its `.scale` and `.offset` drive the mask node.
    func bindMask(_ node: Node, _ view: ViewValue, host: ViewHost, index: Int, creating: Bool, _ ctx: ViewContext) throws {
        guard case .shape(let kind) = view.content else {
            if creating { warn("only a shape can mask a view here; the mask is drawn as a rectangle", at: view.at) }
            return
        }
        if node.kind == .path { return try bindMaskEffects(node, view, host: host, index: index, creating: creating, ctx) }
        if case .roundedRectangle(let r) = kind { node.cornerRadius = r }
        if kind == .capsule { node.cornerRadius = 1_000_000 }
        try bindMaskEffects(node, view, host: host, index: index, creating: creating, ctx)
    }

    /// A mask's own `.scale` and `.offset` bound on its node.
    private func bindMaskEffects(_ node: Node, _ view: ViewValue, host: ViewHost, index: Int, creating: Bool, _ ctx: ViewContext) throws {
        var values: [Double] = [1, 1, 0.5, 0.5, 0, 0]
        let properties: [Property] = [.scaleX, .scaleY, .anchorX, .anchorY, .offsetX, .offsetY]
        // The shape's effects that set nothing but these (its scale and offset) drive the mask.
        for case .effect(let e) in view.modifiers where e.kind.properties.allSatisfy(properties.contains) {
            for (p, value) in zip(e.kind.properties, e.values) { values[properties.firstIndex(of: p)!] = value }
        }
        let key = -1 - index
        if creating {
            let scopes = self.scopes(after: index, host) + ctx.scopes
            var slots: [StateValue<Double>] = []
            for (p, value) in zip(properties, values) {
                let slot = scene.state(value)
                slots.append(slot)
                node.bind(p, scopes: scopes) { slot.value }
            }
            host.effectSlots[key] = slots
        } else if let slots = host.effectSlots[key] {
            for (slot, value) in zip(slots, values) where slot.value != value { slot.value = value }
        }
    }
}

/// One walk of a view's modifiers (`applyModifiers`): the node the next effect goes on, the
/// properties already bound on it, whether it still has the view's frame, and whether it scales.
private struct ModifierBinder {
    unowned let runtime: SourceRuntime
    let host: ViewHost
    let ctx: ViewContext
    let creating: Bool
    /// The update the walk is part of.
    let update: Update
    var node: Node?
    var bound = Set<Property>()
    var frameMatches: Bool
    var hasScale = false

    init(runtime: SourceRuntime, host: ViewHost, ctx: ViewContext, creating: Bool, update: Update) {
        self.runtime = runtime; self.host = host; self.ctx = ctx; self.creating = creating; self.update = update
        node = host.content
        frameMatches = node != nil
    }

    /// Whether the handler at modifier `i` is disabled: by the environment, or by a
    /// `.disabled(true)` written after it on this view.
    func disabled(after i: Int) -> Bool {
        ctx.controls.disabled || host.value.modifiers.dropFirst(i + 1).contains { if case .control(.disabled(true)) = $0 { return true }; return false }
    }

    mutating func apply(_ m: Modifier, at i: Int) throws {
        let at = host.value.at
        switch m {
        case .effect(let e): effect(i, e)
        case .padding, .frame, .flexibleFrame, .position:
            frameMatches = false
        case .background(let view, _), .overlay(let view, _):
            _ = target(i, [], wrap: true)
            host.attachedViews[i] = try runtime.reconcile(view, host.attachedViews[i], ctx, depth: host.depth + 1, update)
            update.structureChanged = true
        case .mask(let maskView):
            try clip(i, maskView)
        case .blendMode(let mode):
            // A node of its own: what the view draws so far blends as one layer.
            let n = creating ? target(i, [], wrap: true) : (host.wrappers[i] ?? node)
            if let n, n.blendMode != mode { n.blendMode = mode }
            if creating { frameMatches = true }
        case .transformEffect(let t):
            // As a geometry effect whose transform is given: a node of its own, at once.
            let n = creating ? target(i, [], wrap: true) : (host.wrappers[i] ?? node!)
            if creating {
                bound.formUnion([.offsetX, .offsetY, .scaleX, .scaleY, .rotation, .anchorX, .anchorY])
                n.offsetBeforeScale = false
                n.anchor = UnitPoint(0, 0)
            }
            SourceRuntime.show(t, on: n)
        case .geometryEffect(let effect):
            // A node of its own: the effect's transform lies outside what the view has so far.
            let n = creating ? target(i, [], wrap: true) : (host.wrappers[i] ?? node!)
            if creating { bound.formUnion([.offsetX, .offsetY, .scaleX, .scaleY, .rotation, .anchorX, .anchorY]) }
            try runtime.bindGeometryEffect(effect, on: n, host: host, index: i, creating: creating, ctx)
        case .clipped:
            // `.clipped()`: Apple: "clips this view to its bounding rectangular frame".
            try clip(i, ViewValue(.shape(.rectangle), at: at))
        case .cornerRadius(let r):
            if let n = node, n.kind == .rect || n.kind == .image { n.cornerRadius = r }
        case .clipShape(let s):
            // A shape or an image clipped by a rectangle, rounded or not, is drawn with those
            // corners; anything else is masked by the shape over the view's frame.
            if let n = node, n.kind == .rect || n.kind == .image, host.wrappers.isEmpty {
                switch s {
                case .rectangle: break
                case .roundedRectangle(let r): n.cornerRadius = r
                default: try clip(i, ViewValue(.shape(s), at: at))
                }
            } else {
                try clip(i, ViewValue(.shape(s), at: at))
            }
        case .onTap(let f, _):
            guard let n = creating ? target(i, []) : node else { return }
            // Disabled (`.disabled(true)` around it): the tap is taken and does nothing.
            if disabled(after: i) { n.onTapGesture {}; return }
            n.onTapGesture { [unowned runtime] in runtime.event(at: at) { _ = try runtime.evaluator.invoke(f, [], at: at) } }
        case .gesture(let g):
            guard let n = creating ? target(i, []) : node else { return }
            if disabled(after: i) { n.pointerHandlers[i] = nil; return }
            runtime.bindGesture(g, on: n, key: i, host: host, at: at)
        case .onChange(let value, let f, let initial):
            let old = host.watched[i]
            if old.map({ $0 != value }) ?? initial {
                runtime.pending.queued.append((FunctionValue(.builtin(name: "onChange") { [unowned runtime] _, _, at in
                    _ = try runtime.evaluator.invoke(f, runtime.changeArguments(f, old: old ?? value, new: value), at: at); return .void
                }), at))
            }
            host.watched[i] = value
        case .task(let f, let id?):
            // The id as it was when the view appeared or last changed: a new one restarts the task.
            let old = host.watched[i]
            host.watched[i] = id
            if let old, old != id {
                host.idTasks[i]?.cancel()
                runtime.queueTask(f, of: host, modifier: i, id: id)
            }
        case .onPreferenceChange:
            if creating { runtime.preferenceWatchers.append(WeakHost(host)) }
        case .animation:
            if creating, let scope = host.scopes[i] {
                let n = node ?? host.topNodes.first
                n?.addFrameScope(AnimationScope(state: scope.state, source: scope.source))
            }
        default: break
        }
    }

    /// The node for an effect on `properties` at modifier `i`.
    /// `needsFrame`: the effect depends on the view's frame (a scale's anchor, a mask, a
    /// background); opacity, blur, shadow and offset read no frame and stay on the node
    /// under padding and frames.
    mutating func target(_ i: Int, _ properties: [Property], wrap: Bool = false, needsFrame: Bool = false) -> Node {
        if creating {
            if !wrap, let n = node, frameMatches || !needsFrame, properties.allSatisfy({ !bound.contains($0) }) { return n }
            frameMatches = true
            hasScale = false
            return newGroup(i)
        }
        if let w = host.wrappers[i] { node = w; bound = [] }
        if let node { return node }
        // A view that made no node of its own when it was created and no group for this
        // modifier (met in a photo grid under a reader): the effect gets a group now.
        return newGroup(i)
    }

    /// A group for the effect of modifier `i`, the node from there on; its children are set
    /// with the rest of the tree (`syncNodes`).
    private mutating func newGroup(_ i: Int) -> Node {
        let group = runtime.scene.makeNode(.group)
        host.wrappers[i] = group
        node = group
        bound = []
        return group
    }

    /// Binds `properties` of `n` to the values of modifier `i` (creating), or sets the values.
    mutating func bind(_ i: Int, _ n: Node, _ properties: [Property], _ values: [Double]) {
        guard creating else {
            for (slot, value) in zip(host.effectSlots[i] ?? [], values) where slot.value != value { slot.value = value }
            return
        }
        let scopes = runtime.scopes(after: i, host) + ctx.scopes
        var slots: [StateValue<Double>] = []
        let target = host.boundLive?.plan.targets.firstIndex { $0.index == i }
        for (part, (p, value)) in zip(properties, values).enumerated() {
            let slot = runtime.scene.state(value)
            slots.append(slot)
            if let k = target, host.isBuiltBound, let live = host.boundLive,
               part == 0 && live.plan.targets[k].first != nil || part == 1 && live.plan.targets[k].second != nil {
                // Bound: the binding works the value out from the state (see `LiveBound.swift`).
                let bound = BoundProperty(node: n, property: p, modifier: i, target: k, part: part, slot: slot)
                n.bind(p, scopes: scopes, bound.compute(live))
                host.boundProperties.append(bound)
            } else {
                n.bind(p, scopes: scopes) { slot.value }
            }
            bound.insert(p)
        }
        host.effectSlots[i] = slots
    }

    /// An effect modifier at modifier `i`: its kind's properties bound on the node its
    /// placement calls for.
    mutating func effect(_ i: Int, _ e: EffectValue) {
        let kind = e.kind, properties = kind.properties
        switch kind.placement {
        case .free:
            let n = target(i, properties)
            if let color = e.color, creating || n.shadowColor != color { n.shadowColor = color }
            bind(i, n, properties, e.values)
        case .offset:
            let n = target(i, properties)
            if creating { n.offsetBeforeScale = !hasScale }
            bind(i, n, properties, e.values)
        case .anchored(let turns):
            let n = target(i, properties, needsFrame: true)
            if creating, turns { hasScale = true; if !bound.contains(.offsetX) { n.offsetBeforeScale = true } }
            // A scale on the node already set the anchor: a turn shares it only when equal.
            bind(i, n, properties, e.values)
        case .turn3D:
            // An offset written after a scale lies outside the node's scale, and the turn
            // must lie outside it too: a node of its own then.
            let outsideOffset = creating && bound.contains(.offsetX) && node?.offsetBeforeScale == false
            let n = target(i, properties, wrap: outsideOffset, needsFrame: true)
            if creating { if !bound.contains(.offsetX) { n.offsetBeforeScale = true } }
            if let settings = e.rotation3D, n.rotation3D != settings { n.rotation3D = settings }
            bind(i, n, properties, e.values)
            // The turn is outside what the node already has: a later offset, scale or turn
            // is given a node of its own (see `PresentedEffects`).
            if creating { bound.formUnion([.offsetX, .offsetY, .scaleX, .scaleY, .rotation, .anchorX, .anchorY]) }
        case .colorFilter:
            let filters = EffectKind.colorFilterProperties
            bind(i, target(i, filters), properties, e.values)
            // Each filter on a node of its own: they apply in the order written.
            if creating { bound.formUnion(filters) }
        }
    }

    /// `.mask { }` at modifier `i` (also `.clipped()` and `.clipShape(_:)`): a gradient's
    /// layer, or a shape node, over the view's frame.
    mutating func clip(_ i: Int, _ maskView: ViewValue) throws {
        let n = target(i, [], needsFrame: true)
        frameMatches = true
        if case .gradient(let g) = maskView.content {
            // A gradient mask is Core Animation's gradient layer over the view's bounds.
            if creating {
                let layer = CAGradientLayer(clock: runtime.scene.clock)
                host.maskLayers[i] = layer
                n.mask(layer)
            }
            if let layer = host.maskLayers[i] {
                if !creating { runtime.animateGradient(layer, to: g, scopes: runtime.scopes(after: i, host) + ctx.scopes, at: maskView.at, update) }
                g.apply(to: layer)
            }
            return
        }
        if creating {
            // An ellipse's mask is the ellipse in the frame; a circle's is the circle in the
            // frame's centred square (`Circle.path(in:)`), a path's, a file's shape's or an
            // uneven rectangle's its outline, filled.
            var round = false
            if case .shape(let kind) = maskView.content, kind == .ellipse { round = true }
            let shapeNode: Node
            if case .shape(let kind) = maskView.content, kind.builtin == nil || kind.isUneven || kind == .circle {
                shapeNode = runtime.maskPathNode(kind, host: host, index: i, at: maskView.at)
            } else {
                shapeNode = runtime.scene.makeNode(round ? .circle : .rect)
            }
            host.maskNodes[i] = shapeNode
            n.mask(shapeNode)
        } else if case .shape(let kind) = maskView.content, let source = host.maskSources[i], source.kind != kind {
            source.kind = kind
            host.maskNodes[i]?.outline?.invalidate()
        }
        if let shapeNode = host.maskNodes[i] { try runtime.bindMask(shapeNode, maskView, host: host, index: i, creating: creating, ctx) }
    }
}
