import Scene

/// SwiftUI's views by name: `Text`, the stacks, shapes, `ForEach`, `Button` …
enum Views {
    /// Every view but the controls and containers, by name.
    static let entries = content + shapes + structure + animators

    /// Text, images and buttons.
    static let content: [ViewEntry] = [
        ViewEntry("Text") { name, args, ev in
            let at = args.at
            if let v = try args.value("verbatim") { return ViewValue(.text(try ev.string(v, at: at)), at: at) }
            let v = try args.required(nil, hint: "LocalizedStringKey")
            if case .object(let a as AttributedStringObject) = v {
                return ViewValue(.text(a.text), modifiers: [.textRuns(a.runs)], at: at)
            }
            return ViewValue(.text(try ev.describe(v)), at: at)
        },
        ViewEntry("Image") { name, args, ev in
            let at = args.at
            if let s = try args.string("systemName") { return ViewValue(.image(name: s, system: true), at: at) }
            // `Image(.heart)`: a generated `ImageResource`, the asset of that name.
            if case .enumCase("", let n, [])? = try args.value(nil, hint: "ImageResource") { return ViewValue(.image(name: n, system: false), at: at) }
            return ViewValue(.image(name: try args.string(nil) ?? "", system: false), at: at)
        },
        ViewEntry("Button") { name, args, ev in
            let at = args.at
            let role = try buttonRole(args)
            if let title = try args.value(nil, hint: "String"), case .string(let s) = title {
                let action = try args.function("action") ?? args.trailingClosure()
                return ViewValue(.button(label: ViewValue(.text(s), at: at), action: action, role: role), at: at)
            }
            // `Button { action } label: { … }`: the first trailing closure is the action.
            let action = try args.function("action") ?? (args.has("label") ? args.firstClosure() : nil)
            guard let labelClosure = try args.function("label") ?? args.trailingClosure() else {
                throw RuntimeError(message: "Button needs a title or a label", at: at)
            }
            let label = try ev.viewOf(ev.invoke(labelClosure, [], at: at, asBuilder: true), at: at)
            return ViewValue(.button(label: label, action: action, role: role), at: at)
        },
        // **Our rule**: a previewed file reaches no network, so an `AsyncImage` stays where it
        // is before its image arrives: its placeholder (`placeholder:`), its content closure
        // given the `.empty` phase, else SwiftUI's standard placeholder, a grey that fills the
        // space offered (secondarySystemFill here).
        ViewEntry("AsyncImage") { name, args, ev in
            let at = args.at
            _ = try args.value("url"); _ = try args.value("scale"); _ = try args.value("transaction")
            if let placeholder = try args.function("placeholder") {
                return try ev.viewOf(ev.invoke(placeholder, [], at: at, asBuilder: true), at: at)
            }
            if let content = try args.function("content") ?? args.trailingClosure() {
                let empty = Value.enumCase(type: "AsyncImagePhase", name: "empty", payload: [])
                return try ev.viewOf(ev.invoke(content, [empty], at: at, asBuilder: true), at: at)
            }
            return ViewValue(.color(ev.systemColor("secondarySystemFill") ?? .gray), at: at)
        },
    ]

    /// The built-in shapes, gradients and a canvas.
    static let shapes: [ViewEntry] = [
        ViewEntry("Rectangle") { name, args, ev in
            ViewValue(.shape(.rectangle), at: args.at)
        },
        ViewEntry("Circle") { name, args, ev in
            ViewValue(.shape(.circle), at: args.at)
        },
        ViewEntry("Capsule") { name, args, ev in
            ViewValue(.shape(.capsule), at: args.at)
        },
        ViewEntry("Ellipse") { name, args, ev in
            ViewValue(.shape(.ellipse), at: args.at)
        },
        ViewEntry("RoundedRectangle") { name, args, ev in
            let at = args.at
            if let size = try args.value("cornerSize") {
                return ViewValue(.shape(.roundedRectangle(cornerRadius: try ev.size(size, at: args.place("cornerSize")).width)), at: at)
            }
            return ViewValue(.shape(.roundedRectangle(cornerRadius: try args.double("cornerRadius") ?? 0)), at: at)
        },
        ViewEntry("UnevenRoundedRectangle") { name, args, ev in
            let at = args.at
            try args.allow(["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "style"])
            let radii = try ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"].map { try args.double($0) ?? 0 }
            return ViewValue(.shape(.unevenRoundedRectangle(radii)), at: at)
        },
        ViewEntry(names: GradientSpec.names) { name, args, ev in
            ViewValue(.gradient(try GradientSpec.make(args, evaluator: ev, name: name)), at: args.at)
        },
        ViewEntry("Canvas") { name, args, ev in
            let at = args.at
            try args.allow(["opaque", "colorMode", "rendersAsynchronously", "renderer", nil, "symbols"])
            // The renderer is the first closure: with `symbols:` written as a second trailing
            // closure, the last one is the symbols'.
            guard let renderer = try args.function("renderer") ?? args.firstClosure() ?? args.trailingClosure() else {
                throw RuntimeError(message: "Canvas needs a renderer closure { context, size in … }", at: at)
            }
            let spec = CanvasSpec(renderer: renderer)
            if let symbols = try args.function("symbols") {
                spec.symbols = ev.flatten(try ev.viewOf(ev.invoke(symbols, [], at: at, asBuilder: true), at: at))
            }
            return ViewValue(.shape(.canvas(spec)), at: at)
        },
    ]

    /// Stacks, groups, spacers and the other views that arrange views.
    static let structure: [ViewEntry] = [
        ViewEntry("VStack", "HStack", "ZStack") { name, args, ev in
            let at = args.at
            try args.allow(["alignment", "spacing", nil, "content"])
            let alignment: String
            if let a = try args.value("alignment", hint: "Alignment") {
                switch a {
                case .unitPoint(let p): alignment = DrawingBuiltins.alignmentName(of: p) ?? "center"
                case .enumCase(_, let n, _): alignment = n
                default: alignment = "center"
                }
            } else { alignment = "center" }
            let spacing = try args.double("spacing")
            let children = try content(args, ev)
            let axis: StackAxis = name == "VStack" ? .vertical : name == "HStack" ? .horizontal : .depth
            return ViewValue(.stack(axis, alignment: alignment, spacing: spacing, children), at: at)
        },
        ViewEntry("Group") { name, args, ev in
            ViewValue(.group(try content(args, ev)), at: args.at)
        },
        // A type-erased view is the view it wraps (its identity too: our rule, as SwiftUI
        // compares an AnyView's wrapped type only to tell a change of view).
        ViewEntry("AnyView") { name, args, ev in
            try ev.viewOf(args.required(nil), at: args.at)
        },
        // `ScrollView(_ axes:showsIndicators:)`: its views in a vertical stack (as SwiftUI's
        // `ScrollView` stacks several), scrolled along `axes` (vertical unless given).
        ViewEntry("ScrollView") { name, args, ev in
            try args.allow([nil, "showsIndicators", "content"])
            _ = try args.value("showsIndicators", hint: "Bool")
            let axes = try scrollAxes(args)
            let stack = ViewValue(.stack(.vertical, alignment: "center", spacing: nil, try content(args, ev)), at: args.at)
            return ViewValue(.scrollView(stack, axes: axes), at: args.at)
        },
        // `ScrollViewReader { proxy in … }`: its content, given a proxy whose `scrollTo(_:anchor:)`
        // scrolls the scroll view that holds the view of that id (`Reconcile/ScrollViews.swift`).
        ViewEntry("ScrollViewReader") { name, args, ev in
            guard let content = try args.function("content") ?? args.trailingClosure() else {
                throw RuntimeError(message: "ScrollViewReader needs a content closure", at: args.at)
            }
            ev.runtime.usesScrollReaders = true
            return try ev.viewOf(ev.invoke(content, [.object(ScrollViewProxyObject(runtime: ev.runtime))], at: args.at, asBuilder: true), at: args.at)
        },
        ViewEntry("ForEach") { name, args, ev in
            return try forEach(args, ev)
        },
        ViewEntry("GeometryReader") { name, args, ev in
            let at = args.at
            guard let body = try args.trailingClosure() ?? args.function("content") else {
                throw RuntimeError(message: "GeometryReader needs a closure", at: at)
            }
            return ViewValue(.geometryReader(body), at: at)
        },
        ViewEntry("Spacer") { name, args, ev in
            ViewValue(.spacer(minLength: try args.double("minLength")), at: args.at)
        },
        ViewEntry("Divider") { name, args, ev in
            ViewValue(.divider, at: args.at)
        },
        ViewEntry("EmptyView") { name, args, ev in
            ViewValue(.empty, at: args.at)
        },
    ]

    /// Views that animate or redraw their content over time.
    static let animators: [ViewEntry] = [
        ViewEntry("PhaseAnimator") { name, args, ev in
            return try PhaseSpec.make(args, base: nil, evaluator: ev)
        },
        ViewEntry("TimelineView") { name, args, ev in
            return try TimelineSpec.make(args, evaluator: ev)
        },
        ViewEntry("KeyframeAnimator") { name, args, ev in
            return try KeyframeSpec.make(args, base: nil, evaluator: ev)
        },
    ]

    /// `Button(role: .destructive / .cancel, …)`.
    static func buttonRole(_ args: Args) throws -> String? {
        guard let r = try args.value("role", hint: "ButtonRole") else { return nil }
        if case .enumCase(_, let n, _) = r, n == "destructive" || n == "cancel" { return n }
        if case .nil = r { return nil }
        throw RuntimeError(message: "role: takes .destructive or .cancel", at: args.place("role"))
    }

    /// A stack's or group's builder closure, evaluated to its views.
    /// A scroll view's axes: its first argument unless that is its content closure
    /// (`.vertical`, `.horizontal`, `[.horizontal, .vertical]`, `[]`), else vertical.
    static func scrollAxes(_ args: Args) throws -> EdgeSet {
        guard let first = args.items.first, first.label == nil else { return .vertical }
        if case .closure = first.value.kind { return .vertical }
        return try axes(try args.value(at: 0, hint: "Axis.Set") ?? .void, at: first.value.at)
    }

    /// An `Axis.Set` (`.horizontal`, `.vertical`, an array of them, `[]`) as the edges of its axes.
    static func axes(_ v: Value, at: Int) throws -> EdgeSet {
        switch v {
        case .edges(let e):
            let h = !e.intersection(.horizontal).isEmpty, vertical = !e.intersection(.vertical).isEmpty
            return EdgeSet().union(h ? .horizontal : []).union(vertical ? .vertical : [])
        case .enumCase(_, "horizontal", []): return .horizontal
        case .enumCase(_, "vertical", []): return .vertical
        case .array(let items): return try items.reduce(into: EdgeSet()) { $0.formUnion(try axes($1, at: at)) }
        default:
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Axis.Set'", at: at)
        }
    }

    static func content(_ args: Args, _ ev: Evaluator) throws -> [ViewValue] {
        guard let body = try args.trailingClosure() ?? args.function("content") else { return [] }
        return ev.flatten(try ev.viewOf(ev.invoke(body, [], at: args.at, asBuilder: true), at: args.at))
    }

    /// `ForEach(0..<n) { i in … }`, `ForEach(items, id: \.id) { item in … }`.
    static func forEach(_ args: Args, _ ev: Evaluator) throws -> ViewValue {
        let data = try args.required(nil)
        let items = try ev.elements(of: data, at: args.place(nil))
        let idPath: [String]?
        if let id = try args.value("id") {
            guard case .keyPath(let p) = id else { throw RuntimeError(message: "ForEach's id: must be a key path such as \\.self or \\.id", at: args.place("id")) }
            idPath = p
        } else { idPath = nil }
        guard let body = try args.trailingClosure() ?? args.function("content") else {
            throw RuntimeError(message: "ForEach needs a closure that makes each element's view", at: args.at)
        }
        if items.count > SourceRuntime.maximumForEachViews {
            throw RuntimeError(message: "ForEach makes more than \(SourceRuntime.maximumForEachViews.formatted()) views", at: args.at)
        }
        var out: [(id: Value, view: ViewValue, unit: ItemUnit?)] = []
        out.reserveCapacity(items.count)
        // Each call of the content keeps what it read: a change that reaches only some
        // elements evaluates only theirs again (see `ReadLog`).
        let owner = ev.buildingFor
        for (i, item) in items.enumerated() {
            let id: Value
            if let idPath { id = try Builtins.apply(idPath, to: item, evaluator: ev, at: args.place("id")) }
            else if case .instance(let s) = item, let v = s.fields["id"] { id = v }
            else if case .range = data { id = item } else { id = .int(i) }
            let ((view, scope), log) = try ev.logging { () throws -> (ViewValue, Scope?) in
                let (v, scope) = try ev.invokeKeepingScope(body, [item], at: args.at, asBuilder: true)
                return (try ev.viewOf(v, at: args.at), scope)
            }
            ev.runtime.evaluations.items += 1
            let unit = ItemUnit(closure: body, element: item, impure: log.impure, owner: owner)
            ev.runtime.register(item: unit, log, view: view, scope: scope)
            out.append((id, view, unit))
        }
        return ViewValue(.forEach(out), at: args.at)
    }
}

extension Evaluator {
    /// A value that must be a view.
    func viewOf(_ v: Value, at: Int) throws -> ViewValue {
        switch v {
        case .view(let view): return view
        case .void: return ViewValue(.empty, at: at)
        // An optional view that is nil shows nothing (Swift's `Optional` is a `View` when
        // its wrapped type is: `.overlay(flag ? Circle() : nil)`).
        case .nil: return ViewValue(.empty, at: at)
        case .color(let c): return ViewValue(.color(c), at: at)
        case .object(let p as PathObject): return ViewValue(.shape(.path(p.path)), at: at)
        default: throw RuntimeError(message: "type '\(v.typeName)' cannot conform to 'View'", at: at)
        }
    }

    /// A group's children, with nested groups kept as they are (they have their own identity).
    func flatten(_ v: ViewValue) -> [ViewValue] {
        if case .group(let children) = v.content, v.modifiers.isEmpty { return children }
        return [v]
    }

    /// Calls a closure; as a view builder, its statements each give a view.
    func invoke(_ f: FunctionValue, _ values: [Value], at: Int, asBuilder: Bool) throws -> Value {
        try invokeKeepingScope(f, values, at: at, asBuilder: asBuilder).0
    }

    /// As `invoke(_:_:at:asBuilder:)`, with the scope a builder closure's statements ran in.
    func invokeKeepingScope(_ f: FunctionValue, _ values: [Value], at: Int, asBuilder: Bool) throws -> (Value, Scope?) {
        guard asBuilder, case .closure(let c, let captured) = f.body, !Self.hasReturn(c.body) else {
            return (try invoke(f, values, at: at), nil)
        }
        let scope = Scope(parent: captured)
        if c.usesAnonymousParameters { for (i, v) in values.enumerated() { scope.declare("$\(i)", v, isLet: true) } }
        else if c.parameters.count == values.count { for (n, v) in zip(c.parameters, values) { scope.declare(n, v, isLet: true) } }
        else if values.count == 1, case .tuple(let items, _) = values[0], items.count == c.parameters.count {
            for (n, v) in zip(c.parameters, items) { scope.declare(n, v, isLet: true) }
        }
        return (.view(try builder(c.body, scope, at: c.at)), scope)
    }

    /// A view builder's statements: each expression gives a view, `if`/`switch` a branch of
    /// its own identity, declarations run.
    func builder(_ stmts: [Stmt], _ scope: Scope, at: Int) throws -> ViewValue {
        var views: [ViewValue] = []
        for statement in stmts {
            // An `if` or `switch` parsed as an expression statement is a branch all the same: each
            // branch keeps an identity of its own, so a change of branch inserts and removes views
            // (with their transitions) rather than editing one view in place.
            var s = statement
            if case .expression(let e) = s.kind, case .statementExpression(let inner) = e.kind {
                switch inner.kind {
                case .ifElse, .switchCase: s = inner
                default: break
                }
            }
            try tick(s.at)
            switch s.kind {
            case .expression(let e):
                let v = try eval(e, scope)
                if case .void = v { continue }
                views.append(try viewOf(v, at: e.at))
            case .ifElse(let conditions, let body, let elseBody):
                views.append(try conditional(conditions, body, elseBody, scope, branch: 0, at: s.at))
            case .switchCase(let subject, let cases):
                if let (i, inner) = try firstMatch(cases, eval(subject, scope), scope, at: s.at) {
                    views.append(ViewValue(.conditional(branch: i, try builder(cases[i].body, inner, at: s.at)), at: s.at))
                } else {
                    views.append(ViewValue(.conditional(branch: -1, ViewValue(.empty, at: s.at)), at: s.at))
                }
            case .variable, .function, .block:
                _ = try exec(s, scope)
            case .returnValue(let e?):
                views.append(try viewOf(eval(e, scope), at: e.at))
            default:
                throw RuntimeError(message: "this statement cannot stand in a view builder", at: s.at)
            }
        }
        if views.count == 1 { return views[0] }
        return ViewValue(.group(views), at: at)
    }

    private func conditional(_ conditions: [Condition], _ body: [Stmt], _ elseBody: [Stmt]?, _ scope: Scope,
                             branch: Int, at: Int) throws -> ViewValue {
        let inner = Scope(parent: scope)
        if try test(conditions, inner) {
            return ViewValue(.conditional(branch: branch, try builder(body, inner, at: at)), at: at)
        }
        guard let elseBody else { return ViewValue(.conditional(branch: -1, ViewValue(.empty, at: at)), at: at) }
        // `else if` chains number their branches in order.
        if elseBody.count == 1, case .ifElse(let c2, let b2, let e2) = elseBody[0].kind {
            return try conditional(c2, b2, e2, scope, branch: branch + 1, at: at)
        }
        return ViewValue(.conditional(branch: branch + 1, try builder(elseBody, Scope(parent: scope), at: at)), at: at)
    }
}
