import Motion
import Scene

extension SourceRuntime {
    /// Walks a view's modifiers in order: effect modifiers bind node properties (a group node
    /// is made where the view has none of its own with the right frame, or the property is
    /// taken), handlers are set, `background`/`overlay`/`mask` views are reconciled.
    /// Creating makes the nodes and bindings; otherwise only the values they read change.
    func applyModifiers(_ host: Host, _ ctx: Context, creating: Bool) throws {
        let v = host.value
        var node: Node? = host.content
        var bound = Set<Property>()
        var frameMatches = node != nil
        var hasScale = false

        /// The node for an effect on `properties` at modifier `i`.
        /// `needsFrame`: the effect depends on the view's frame (a scale's anchor, a mask, a
        /// background); opacity, blur, shadow and offset read no frame and stay on the node
        /// under padding and frames.
        func target(_ i: Int, _ properties: [Property], wrap: Bool = false, needsFrame: Bool = false) -> Node {
            if creating {
                if !wrap, let n = node, frameMatches || !needsFrame, properties.allSatisfy({ !bound.contains($0) }) { return n }
                // Its children are set with the rest of the tree (`syncNodes`).
                let group = scene.makeNode(.group)
                host.wrappers[i] = group
                node = group
                bound = []
                frameMatches = true
                hasScale = false
                return group
            }
            if let w = host.wrappers[i] { node = w; bound = [] }
            return node!
        }
        func bind(_ i: Int, _ n: Node, _ properties: [Property], _ values: [Double]) {
            if creating {
                let scopes = self.scopes(after: i, host) + ctx.scopes
                var slots: [StateValue<Double>] = []
                let target = host.boundLive?.plan.targets.firstIndex { $0.index == i }
                for (part, (p, value)) in zip(properties, values).enumerated() {
                    let slot = scene.state(value)
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
                host.slots[i] = slots
                host.slotTargets[i] = properties.map { (n, $0) }
            } else if let slots = host.slots[i] {
                for (slot, value) in zip(slots, values) where slot.value != value { slot.value = value }
            }
        }

        /// `.mask { }` at modifier `i` (also `.clipped()` and `.clipShape(_:)`): a gradient's
        /// layer, or a shape node, over the view's frame.
        func clip(_ i: Int, _ maskView: ViewValue) throws {
            let n = target(i, [], needsFrame: true)
            frameMatches = true
            if case .gradient(let g) = maskView.content {
                // A gradient mask is Core Animation's gradient layer over the view's bounds.
                if creating {
                    let layer = CAGradientLayer(clock: scene.clock)
                    host.maskLayers[i] = layer
                    n.mask(layer)
                }
                if let layer = host.maskLayers[i] {
                    if !creating { animateGradient(layer, to: g, scopes: self.scopes(after: i, host) + ctx.scopes, at: maskView.at) }
                    g.apply(to: layer)
                }
                return
            }
            if creating {
                // A circle's or an ellipse's mask is the ellipse in the frame.
                var round = false
                if case .shape(let kind) = maskView.content, kind == .circle || kind == .ellipse { round = true }
                let shapeNode = scene.makeNode(round ? .circle : .rect)
                host.maskNodes[i] = shapeNode
                n.mask(shapeNode)
            }
            if let shapeNode = host.maskNodes[i] { try bindMask(shapeNode, maskView, host: host, index: i, creating: creating, ctx) }
        }

        for (i, m) in v.modifiers.enumerated() {
            switch m {
            case .opacity(let o): bind(i, target(i, [.opacity]), [.opacity], [o])
            case .blur(let r):
                bind(i, target(i, [.blur]), [.blur], [r])
            case .offset(let x, let y):
                let n = target(i, [.offsetX, .offsetY])
                if creating { n.offsetBeforeScale = !hasScale }
                bind(i, n, [.offsetX, .offsetY], [x, y])
            case .scale(let x, let y, let anchor):
                let n = target(i, [.scaleX, .scaleY, .anchorX, .anchorY], needsFrame: true)
                if creating { hasScale = true; if !bound.contains(.offsetX) { n.offsetBeforeScale = true } }
                bind(i, n, [.scaleX, .scaleY, .anchorX, .anchorY], [x, y, anchor.x, anchor.y])
            case .shapeScale(let x, let y, let anchor):
                let n = target(i, [.scaleX, .scaleY, .anchorX, .anchorY], needsFrame: true)
                bind(i, n, [.scaleX, .scaleY, .anchorX, .anchorY], [x, y, anchor.x, anchor.y])
            case .shadow(let color, let radius, let x, let y):
                let n = target(i, [.shadowRadius, .shadowX, .shadowY, .shadowOpacity])
                if creating || n.shadowColor != Color(red: color.red, green: color.green, blue: color.blue) {
                    n.shadowColor = Color(red: color.red, green: color.green, blue: color.blue)
                }
                bind(i, n, [.shadowRadius, .shadowX, .shadowY, .shadowOpacity], [radius, x, y, color.alpha])
            case .rotation(let degrees, let anchor):
                let n = target(i, [.rotation, .anchorX, .anchorY], needsFrame: true)
                if creating { hasScale = true; if !bound.contains(.offsetX) { n.offsetBeforeScale = true } }
                // A scale on the node already set the anchor: the turn shares it only when equal.
                bind(i, n, [.rotation, .anchorX, .anchorY], [degrees, anchor.x, anchor.y])
            case .rotation3D(let degrees, let settings):
                // An offset written after a scale lies outside the node's scale, and the turn
                // must lie outside it too: a node of its own then.
                let outsideOffset = creating && bound.contains(.offsetX) && node?.offsetBeforeScale == false
                let n = target(i, [.rotation3D], wrap: outsideOffset, needsFrame: true)
                if creating { if !bound.contains(.offsetX) { n.offsetBeforeScale = true } }
                if n.rotation3D != settings { n.rotation3D = settings }
                bind(i, n, [.rotation3D], [degrees])
                // The turn is outside what the node already has: a later offset, scale or turn
                // is given a node of its own (see `PresentedEffects`).
                if creating { bound.formUnion([.offsetX, .offsetY, .scaleX, .scaleY, .rotation, .anchorX, .anchorY]) }
            case .colorFilter(let property, let amount):
                let filters: [Property] = [.hueRotation, .brightness, .saturation, .grayscale]
                bind(i, target(i, filters), [property], [amount])
                // Each filter on a node of its own: they apply in the order written.
                if creating { bound.formUnion(filters) }
            case .padding, .frame, .flexibleFrame, .position:
                frameMatches = false
            case .background(let bg, _), .overlay(let bg, _):
                _ = target(i, [], wrap: true)
                let old = host.extras[i]
                let extra = try reconcile(bg, old, ctx, depth: host.depth + 1)
                host.extras[i] = extra
                structureChanged = true
            case .mask(let maskView):
                try clip(i, maskView)
            case .clipped:
                // `.clipped()`: Apple: "clips this view to its bounding rectangular frame".
                try clip(i, ViewValue(.shape(.rectangle), at: v.at))
            case .cornerRadius(let r):
                if let n = node, n.kind == .rect || n.kind == .image { n.cornerRadius = r }
            case .clipShape(let s):
                // A shape or an image clipped by a rectangle, rounded or not, is drawn with those
                // corners; anything else is masked by the shape over the view's frame.
                if let n = node, n.kind == .rect || n.kind == .image, host.wrappers.isEmpty {
                    switch s {
                    case .rectangle: break
                    case .roundedRectangle(let r): n.cornerRadius = r
                    default: try clip(i, ViewValue(.shape(s), at: v.at))
                    }
                } else {
                    try clip(i, ViewValue(.shape(s), at: v.at))
                }
            case .onTap(let f, _):
                if creating {
                    let n = target(i, [])
                    let at = v.at
                    n.onTapGesture { [unowned self] in self.event(at: at) { _ = try self.evaluator.invoke(f, [], at: at) } }
                } else if let n = node {
                    let at = v.at
                    n.onTapGesture { [unowned self] in self.event(at: at) { _ = try self.evaluator.invoke(f, [], at: at) } }
                }
            case .onChange(let value, let f, let initial):
                if let old = host.watched[i] {
                    if old != value { queued.append((FunctionValue(.builtin(name: "onChange") { [unowned self] _, _, at in
                        _ = try self.evaluator.invoke(f, self.changeArguments(f, old: old, new: value), at: at); return .void
                    }), v.at)) }
                } else if initial {
                    queued.append((FunctionValue(.builtin(name: "onChange") { [unowned self] _, _, at in
                        _ = try self.evaluator.invoke(f, self.changeArguments(f, old: value, new: value), at: at); return .void
                    }), v.at))
                }
                host.watched[i] = value
            case .animation:
                if creating, let scope = host.scopes[i] {
                    let n = node ?? host.topNodes.first
                    n?.addFrameScope(AnimationScope(state: scope.state, source: scope.source))
                }
            default: break
            }
        }
        if creating, node == nil || host.content == nil, !host.scopes.isEmpty {
            // A view with no node of its own: its content's nodes take the frame scopes.
            for n in host.topNodes where !(host.wrappers.values.contains { $0 === n }) {
                for (_, scope) in host.scopes { n.addFrameScope(AnimationScope(state: scope.state, source: scope.source)) }
            }
        }
    }

    /// The outermost nodes made before modifier `index` (the content, or an earlier wrapper).
    private func innerTop(_ host: Host, before index: Int) -> [Node] {
        if let w = host.wrappers.filter({ $0.key < index }).max(by: { $0.key < $1.key })?.value { return [w] }
        if let c = host.content { return [c] + host.extraNodes }
        return host.children.flatMap(\.topNodes)
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
    private func bindMask(_ node: Node, _ view: ViewValue, host: Host, index: Int, creating: Bool, _ ctx: Context) throws {
        guard case .shape(let kind) = view.content else {
            if creating { warn("only a shape can mask a view here; the mask is drawn as a rectangle", at: view.at) }
            return
        }
        if case .roundedRectangle(let r) = kind { node.cornerRadius = r }
        if kind == .capsule { node.cornerRadius = 1_000_000 }
        var values: [Double] = [1, 1, 0.5, 0.5, 0, 0]
        for m in view.modifiers {
            switch m {
            case .shapeScale(let x, let y, let a), .scale(let x, let y, let a): values[0] = x; values[1] = y; values[2] = a.x; values[3] = a.y
            case .offset(let x, let y): values[4] = x; values[5] = y
            default: break
            }
        }
        let properties: [Property] = [.scaleX, .scaleY, .anchorX, .anchorY, .offsetX, .offsetY]
        let key = -1 - index
        if creating {
            let scopes = self.scopes(after: index, host) + ctx.scopes
            var slots: [StateValue<Double>] = []
            for (p, value) in zip(properties, values) {
                let slot = scene.state(value)
                slots.append(slot)
                node.bind(p, scopes: scopes) { slot.value }
            }
            host.slots[key] = slots
        } else if let slots = host.slots[key] {
            for (slot, value) in zip(slots, values) where slot.value != value { slot.value = value }
        }
    }
}
