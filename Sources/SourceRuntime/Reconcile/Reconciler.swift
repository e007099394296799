import Motion
import Scene

/// Turns evaluated views into scene nodes and bindings, and a new evaluation into changes of
/// them: a view keeps its nodes (and its state) while the same kind of view stands at its place.
extension SourceRuntime {
    /// The host for `v` at a place where `old` stood (nil: nothing stood there), in `update`;
    /// `live`: the live unit of the `ForEach` item `v` is (this view's alone, not its
    /// background's, …).
    func reconcile(_ v: ViewValue, _ old: ViewHost?, _ ctx: ViewContext, depth: Int, live: LiveUnit? = nil, _ update: Update) throws -> ViewHost {
        let key = v.identityKey, shape = ViewHost.shape(of: v)
        if let old, old.key == key, old.shape == shape {
            if case .custom(let fields) = v.content, let instance = old.instance {
                // A view whose inputs and environment did not change keeps its body.
                let same = instance.fields == fields.fields.filter { k, _ in instance.state[k] == nil } && !old.isDirty
                    && sameContext(old.context, ctx)
                // An animatable view evaluated again for a frame of its data keeps the data it
                // was given for that frame; new fields come only with a new evaluation of its parent.
                let given = old.animatable == nil || old.value !== v
                if Self.layoutModifiers(old.value) != Self.layoutModifiers(v) { update.layoutChanged = true }
                old.value = v
                old.context = ctx
                if same {
                    try self.update(old, ctx, reevaluate: false, update)
                    return old
                }
                if given {
                    instance.update(from: fields)
                    try animatableUpdated(old, fields)
                }
            }
            if Self.layoutModifiers(old.value) != Self.layoutModifiers(v) { update.layoutChanged = true }
            old.value = v
            old.context = ctx
            try self.update(old, ctx, reevaluate: true, update)
            return old
        }
        if let old { remove(old) }
        let host = ViewHost(key: key, shape: shape, value: v, context: ctx, depth: depth)
        host.owner = evaluator.buildingFor
        if let live { prepareBound(host, live) }
        try build(host, ctx, update)
        host.boundLive?.sharesNodes = host.boundOnNodes > 1
        return host
    }

    /// A text's numeric content transition, if it has one.
    static func numeric(of v: ViewValue) -> ContentTransitionObject? {
        for m in v.modifiers { if case .contentTransition(let t?) = m { return t } }
        return nil
    }

    /// A text's renderer and the index of its modifier, if it has one.
    static func renderer(of v: ViewValue) -> (StructValue, Int)? {
        for (i, m) in v.modifiers.enumerated() { if case .textRenderer(let r) = m { return (r, i) } }
        return nil
    }

    /// What of a view's modifiers layout reads (padding and frames), to tell when it changed.
    static func layoutModifiers(_ v: ViewValue) -> [Double?] {
        var out: [Double?] = []
        for m in v.modifiers {
            switch m {
            case .padding(let e): out += [e.top, e.leading, e.bottom, e.trailing]
            case .frame(let w, let h, let a): out += [w, h, a.x, a.y]
            case .flexibleFrame(let a, let b, let c, let d, let al): out += [a, b, c, d, al.x, al.y]
            case .position(let x, let y): out += [x, y]
            case .layoutPriority(let p): out += [p]
            case .fixedSize(let h, let v): out += [h ? 1 : 0, v ? 1 : 0]
            case .aspectRatio(let r, let fill): out += [r, fill ? 1 : 0]
            case .ignoresSafeArea(let edges): out += [Double(edges)]
            // Its closure may read anything: a view evaluated again is laid out again.
            case .alignmentGuide: out += [.nan]
            default: break
            }
        }
        return out
    }

    // MARK: Building

    func build(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) throws {
        let v = host.value
        // Scopes first: bindings made below read them.
        for (i, m) in v.modifiers.enumerated() {
            if case .animation(let a, let value, let hasValue) = m {
                host.scopes[i] = (scene.state(hasValue ? value : .int(transactionCount)), AnimationSource(a))
                if !hasValue { everyTransaction.append(host.scopes[i]!.state) }
            }
            if case .scopedAnimation(let a, let from) = m {
                host.scopes[i] = (scene.state(.int(transactionCount)), AnimationSource(a))
                host.scopeStarts[i] = from
                everyTransaction.append(host.scopes[i]!.state)
            }
        }
        let inner = contentContext(v, ctx, host: host)
        // onAppear runs in the order the views appear, a parent before its content.
        queueAppear(host)
        try buildContent(host, inner, update)
        try applyModifiers(host, ctx, creating: true, update)
    }

    func buildContent(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) throws {
        let v = host.value
        switch v.content {
        case .text(let s) where Self.numeric(of: v) != nil:
            try refuseGradientForeground(ctx, "a text with a numericText transition", at: v.at)
            buildNumericText(host, s, Self.numeric(of: v)!, ctx)
        case .text(let s) where Self.renderer(of: v) != nil:
            try refuseGradientForeground(ctx, "a text drawn by a TextRenderer", at: v.at)
            let (renderer, index) = Self.renderer(of: v)!
            try buildRendererText(host, s, renderer, index: index, ctx)
        case .text(let s) where TextRuns.isConcatenated(v):
            buildStyledText(host, s, ctx, update)
        case .text(let written):
            let s = Self.cased(written, ctx)
            let font = resolvedFont(ctx)
            let node = scene.makeNode(s.count == 1 ? .glyph : .text, text: s, font: font, color: ctx.foreground ?? .primary)
            if s.count != 1 { node.wrapWidth = .infinity }
            setLines(node, ctx)
            let slot = scene.state(s)
            node.bindText { slot.value }
            host.textSlot = slot
            setGradientFill(node, ctx.foregroundGradient, host: host, scopes: ctx.scopes, update)
            host.content = node
        case .image(let name, let system):
            if !system { try refuseGradientForeground(ctx, "an image", at: v.at) }
            host.content = try imageNode(name, system: system, host: host, ctx)
            if system { fillSymbol(host, ctx, update) }
        case .shape(let kind) where Self.drawsAsPath(v, kind):
            try buildPathShape(host, kind, ctx, update)
        case .shape(let kind):
            let node = scene.makeNode(kind == .circle ? .circle : .rect, color: fillColor(host.value) ?? ctx.foreground ?? .primary)
            if case .roundedRectangle(let r) = kind { node.cornerRadius = r }
            if kind == .capsule { node.cornerRadius = 1_000 }
            setGradientFill(node, fillGradient(v, ctx), host: host, scopes: ctx.scopes, update)
            host.content = node
        case .color(let c):
            host.content = scene.makeNode(.rect, color: c)
        case .gradient(let g):
            // A gradient as a view fills its frame (a rectangle) with its colours.
            let node = scene.makeNode(.rect, color: .white)
            setGradientFill(node, g, host: host, scopes: ctx.scopes, update)
            host.content = node
        case .divider:
            host.content = scene.makeNode(.rect, color: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
        case .button, .control:
            // Drawn as the views iOS draws for it (`Reconcile/Controls+Body.swift`).
            try controlChildren(host, ctx, update)
        case .scrollView(_, let axes):
            makeScrollView(host, axes: axes, clips: ctx.environment[Self.scrollClipKey] != .bool(true))
            if case .object(let spec as ScrollPositionObject)? = ctx.environment[Self.scrollPositionKey] { followPosition(host, spec) }
            var inner = ctx
            inner.insideStack = true
            try reconcileChildren(host, inner, update)
        case .stack:
            if ctx.insideStack { host.content = scene.makeNode(.group) }
            var inner = ctx
            inner.insideStack = true
            try reconcileChildren(host, inner, update)
        case .geometryReader:
            host.content = scene.makeNode(.group)
            try reconcileChildren(host, ctx, update)
        case .spacer, .empty:
            break
        case .group, .forEach, .conditional:
            try reconcileChildren(host, ctx, update)
        case .container:
            try reconcileContainer(host, ctx, update)
        case .keyframeAnimator(let spec):
            try keyframesAppeared(host, spec, ctx, update)
        case .represented(let fields):
            try buildRepresented(host, fields, at: v.at)
        case .timeline(let spec):
            host.timeline = TimelineState()
            host.timeline?.date = scene.now
            try reconcileChildren(host, ctx, update)
            timelineAppeared(host, spec)
        case .phaseAnimator(let spec):
            host.phase = PhaseState()
            try reconcileChildren(host, ctx, update)
            phaseAppeared(host, spec)
        case .custom(let fields):
            let instance = ViewInstance(fields)
            instance.onChange = { [unowned self] instance, name, old in self.pending.changes.append((instance, name, old)) }
            host.instance = instance
            try animatableAppeared(host, fields, ctx)
            try reconcileChildren(host, ctx, update)
        }
    }

    func fillColor(_ v: ViewValue) -> Color? {
        for m in v.modifiers { if case .fill(let c) = m { return c } }
        return nil
    }

    // MARK: Updating

    func update(_ host: ViewHost, _ ctx: ViewContext, reevaluate: Bool, _ update: Update) throws {
        let v = host.value
        for (i, m) in v.modifiers.enumerated() {
            if case .scopedAnimation(let a, _) = m, let scope = host.scopes[i] { scope.source.animation = a }
            if case .animation(let a, let value, let hasValue) = m, let scope = host.scopes[i] {
                // The modifier's latest animation is the one a change takes: SwiftUI evaluates the
                // body anew for the change, so a `Double.random` in the animation (the Blinking
                // seed's delays) is drawn again then.
                scope.source.animation = a
                // A bound view's own scope is not told of the changes its mirror told: it takes
                // what the mirror holds, and changes only if the new value is another.
                if hasValue, let m = host.mirrorScopes[i] { scope.state.assume(m.value) }
                if hasValue { setScope(scope.state, value, update) }
            }
        }
        let inner = contentContext(v, ctx, host: host)
        switch v.content {
        case .text(let s) where host.numeric != nil:
            if let spec = Self.numeric(of: v) { updateNumericText(host, s, spec, inner, update) }
        case .text(let s) where host.renderer != nil:
            if let (renderer, _) = Self.renderer(of: v) { try updateRendererText(host, s, renderer, inner, update) }
        case .text(let s) where host.styledGlyphs != nil:
            updateStyledText(host, s, inner, update)
        case .text(let written):
            let s = Self.cased(written, inner)
            if let slot = host.textSlot, slot.value != s { slot.value = s; update.layoutChanged = true }
            if let node = host.content {
                let font = scene.resolve(resolvedFont(inner))
                if node.font != font { node.font = font; update.layoutChanged = true }
                if setLines(node, inner) { update.layoutChanged = true }
                setGradientFill(node, inner.foregroundGradient, host: host, scopes: inner.scopes, update)
                let color = inner.foregroundGradient == nil ? inner.foreground ?? .primary : .white
                if node.color != color { node.color = color }
            }
        case .shape(let kind) where host.shapeSource != nil:
            updatePathShape(host, kind, inner, update)
        case .shape:
            if let node = host.content {
                let gradient = fillGradient(v, inner), filled = node.gradientFill != nil
                setGradientFill(node, gradient, host: host, scopes: inner.scopes, update)
                if gradient == nil, let c = fillColor(v) ?? inner.foreground ?? (filled ? .primary : nil) { node.color = c }
            }
        case .gradient(let g):
            if let node = host.content { setGradientFill(node, g, host: host, scopes: inner.scopes, update) }
        case .color(let c):
            host.content?.color = c
        case .image:
            if updateSymbol(host, v, inner) { update.layoutChanged = true }
            fillSymbol(host, inner, update)
        case .button, .control:
            try controlChildren(host, inner, update)
        case .custom:
            if reevaluate || host.isDirty { try reconcileChildren(host, inner, update) }
        case .keyframeAnimator(let spec):
            host.isDirty = false
            try keyframesUpdated(host, spec, inner, update)
        case .represented(let fields):
            if reevaluate, let view = host.represented { try updateRepresented(view, fields, at: v.at) }
        case .timeline:
            host.isDirty = false
            try reconcileChildren(host, inner, update)
        case .phaseAnimator(let spec):
            host.isDirty = false
            phaseUpdated(host, spec)
            try reconcileChildren(host, inner, update)
        case .stack, .scrollView:
            var stacked = inner
            stacked.insideStack = true
            try reconcileChildren(host, stacked, update)
        case .geometryReader, .group, .forEach, .conditional:
            try reconcileChildren(host, inner, update)
        case .container:
            try reconcileContainer(host, inner, update)
        default: break
        }
        try applyModifiers(host, ctx, creating: false, update)
    }

    func setScope(_ state: StateValue<Value>, _ value: Value, _ update: Update) {
        if state.value != value {
            state.value = value
            update.changedScopes.insert(ObjectIdentifier(state))
        }
    }

}
