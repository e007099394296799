import Motion
import Scene

/// Modifiers that change where a view goes and how big it is.
enum LayoutModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("padding") { call in call.add(.padding(try insets(call))) },
        // `ignoresSafeArea(_ regions: = .all, edges: = .all)`: the view reaches past the safe
        // area on those edges (the keyboard's region alone changes nothing: no keyboard shows).
        ModifierEntry("ignoresSafeArea") { call in
            try call.args.allow([nil, "edges"])
            if case .enumCase(_, "keyboard", _)? = try call.args.value(nil, hint: "SafeAreaRegions") { return call.view }
            return call.add(.ignoresSafeArea(try safeAreaEdges(call, "edges")))
        },
        ModifierEntry("edgesIgnoringSafeArea") { call in call.add(.ignoresSafeArea(try safeAreaEdges(call, nil))) },
        // `contentMargins(_:_:for:)`: a scroll view's content (and what scrolls) inset from its
        // edges, as padding inside the scroll view; on any other view, the scroll views it holds.
        // `for: .scrollIndicators` moves only indicators, which are not drawn here.
        ModifierEntry("contentMargins") { call in
            try call.args.allow([nil, nil, "for"])
            if case .enumCase(_, "scrollIndicators", _)? = try call.args.value("for", hint: "ContentMarginPlacement") { return call.view }
            let margins = try insets(call)
            return marginsInScrollViews(call.view, margins) ?? call.view
        },
        ModifierEntry("frame") { call in
            let args = call.args
            let alignment = try call.point("alignment")
            if ["minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth", "idealHeight"].contains(where: args.has) {
                return call.add(.flexibleFrame(minWidth: try args.double("minWidth"), maxWidth: try args.double("maxWidth"),
                                               minHeight: try args.double("minHeight"), maxHeight: try args.double("maxHeight"), alignment: alignment))
            }
            try args.allow(["width", "height", "alignment"])
            return call.add(.frame(width: try args.double("width"), height: try args.double("height"), alignment: alignment))
        },
        ModifierEntry("position") { call in
            let args = call.args
            if let v = try args.value(nil, hint: "CGPoint"), case .tuple(let items, _) = v, items.count == 2 {
                return call.add(.position(x: try call.evaluator.number(items[0], at: call.at), y: try call.evaluator.number(items[1], at: call.at)))
            }
            return call.add(.position(x: try args.double("x") ?? 0, y: try args.double("y") ?? 0))
        },
        // `.alignmentGuide(_ g:computeValue:)`: where the view's guide stands for the stacks
        // that align by it (`Reconcile/AlignmentGuides.swift`).
        ModifierEntry("alignmentGuide") { call in
            let args = call.args
            try args.allow([nil, "computeValue"])
            guard let first = args.items.first, first.label == nil else { throw RuntimeError(message: "missing argument for parameter #1 in call to 'alignmentGuide'", at: call.at) }
            let (horizontal, guide) = try AlignmentGuides.guide(args.required(nil, hint: "HorizontalAlignment"), written: first.value, at: args.place(nil))
            guard let f = try args.function("computeValue") ?? args.trailingClosure() else {
                throw RuntimeError(message: "missing argument for parameter 'computeValue' in call to 'alignmentGuide'", at: call.at)
            }
            return call.add(.alignmentGuide(horizontal: horizontal, guide: guide, f))
        },
        ModifierEntry("layoutPriority") { call in call.add(.layoutPriority(try call.args.requiredDouble(nil))) },
        ModifierEntry("fixedSize") { call in
            let args = call.args
            try args.allow(["horizontal", "vertical"])
            func flag(_ label: String) throws -> Bool {
                guard let v = try args.value(label, hint: "Bool") else { return true }
                guard case .bool(let b) = v else {
                    throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Bool'", at: args.place(label))
                }
                return b
            }
            // `fixedSize()` fixes both axes; `fixedSize(horizontal:vertical:)` takes both flags.
            return call.add(.fixedSize(horizontal: try flag("horizontal"), vertical: try flag("vertical")))
        },
        ModifierEntry("zIndex") { call in call.add(.zIndex(try call.args.requiredDouble(nil))) },
        ModifierEntry("resizable") { call in call.add(.resizable) },
        ModifierEntry("scaledToFit") { call in call.add(.aspectRatio(nil, fill: false)) },
        ModifierEntry("scaledToFill") { call in call.add(.aspectRatio(nil, fill: true)) },
        ModifierEntry("aspectRatio") { call in
            let ratio = try call.args.double(nil)
            let mode = try call.args.value("contentMode", hint: "ContentMode")
            if case .enumCase(_, "fill", _)? = mode { return call.add(.aspectRatio(ratio, fill: true)) }
            return call.add(.aspectRatio(ratio, fill: false))
        },
    ]

    /// The edges an `ignoresSafeArea` names (every edge when none is given).
    static func safeAreaEdges(_ call: ModifierCall, _ label: String?) throws -> Int {
        guard let v = try call.args.value(label, hint: "Edge.Set") else { return EdgeSet.all.rawValue }
        switch v {
        case .edges(let e): return e.rawValue
        case .enumCase("", "all", _): return EdgeSet.all.rawValue
        default: throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Edge.Set'", at: call.args.place(label))
        }
    }

    /// `padding`'s and `contentMargins`'s insets: `(_ length:)`, `(_ edges:, _ length:)`,
    /// `(_ insets: EdgeInsets)`, or the default 16 pt on every edge.
    static func insets(_ call: ModifierCall) throws -> EdgeInsets {
        let args = call.args
        var edges = EdgeSet.all
        var amount = 16.0
        if let first = try args.value(nil, hint: "Edge.Set") {
            switch first {
            case .edges(let e): edges = e; amount = try args.double(nil, nth: 1) ?? 16
            case .int, .double, .enumCase("", _, []): amount = try call.evaluator.number(first, at: call.at)
            case .tuple(let items, let labels) where labels == ["top", "leading", "bottom", "trailing"]:
                let n = try items.map { try call.evaluator.number($0, at: args.place(nil)) }
                return EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
            default: throw RuntimeError(message: "cannot convert value of type '\(first.typeName)' to expected argument type 'Edge.Set'", at: args.place(nil))
            }
        }
        return EdgeInsets(top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
                          bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
    }

    /// `v` with `margins` as padding inside each scroll view it is or holds (through stacks,
    /// groups and branches); nil when it holds none.
    static func marginsInScrollViews(_ v: ViewValue, _ margins: EdgeInsets) -> ViewValue? {
        func each(_ children: [ViewValue]) -> [ViewValue]? {
            var changed = false
            let out = children.map { child -> ViewValue in
                guard let n = marginsInScrollViews(child, margins) else { return child }
                changed = true
                return n
            }
            return changed ? out : nil
        }
        let content: ViewValue.Content?
        switch v.content {
        case .scrollView(let inner, let axes): content = .scrollView(inner.adding(.padding(margins)), axes: axes)
        case .stack(let axis, let alignment, let spacing, let children): content = each(children).map { .stack(axis, alignment: alignment, spacing: spacing, $0) }
        case .group(let children): content = each(children).map { .group($0) }
        case .conditional(let b, let inner): content = marginsInScrollViews(inner, margins).map { .conditional(branch: b, $0) }
        default: content = nil
        }
        return content.map { ViewValue($0, modifiers: v.modifiers, at: v.at) }
    }
}
