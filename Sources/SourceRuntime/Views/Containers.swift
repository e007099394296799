import Scene

/// SwiftUI's containers by name.
enum Containers {
    /// Every container, by name.
    static let entries = navigation + lists + grids + labelled
    /// The containers' type names, and `GridItem`'s.
    static let typeNames: Set<String> = Set(entries.flatMap(\.names)).union(["GridItem"])

    /// A navigation stack, a tab view, a toolbar item, a navigation link.
    static let navigation: [ViewEntry] = [
        ViewEntry("NavigationStack", "NavigationView") { name, args, ev in
            let at = args.at
            if args.has("path") {
                throw RuntimeError(message: "NavigationStack(path:) is not run here: its pages come from NavigationLinks (destination: or value: with navigationDestination(for:))", at: args.place("path"))
            }
            try args.allow(["root", nil, "content"])
            let body = try Views.content(args, ev)
            return ContainerSpec("Navigation", .navigation(body.count == 1 ? body[0] : ViewValue(.group(body), at: at)), at: at).view
        },
        ViewEntry("TabView") { name, args, ev in
            let at = args.at
            try args.allow(["selection", nil, "content"])
            var selection: StateBinding? = nil
            if let v = try args.value("selection") {
                guard case .object(let b as StateBinding) = v else {
                    throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Binding<SelectionValue>'", at: args.place("selection"))
                }
                selection = b
            }
            return ContainerSpec("TabView", .tabView(try Views.content(args, ev), paged: false, dots: true, selection: selection), at: at).view
        },
        ViewEntry("ToolbarItem", "ToolbarItemGroup") { name, args, ev in
            let at = args.at
            try args.allow(["id", "placement", nil, "content"])
            var placement = "automatic"
            if let p = try args.value("placement") { if case .enumCase(_, let n, _) = p { placement = n } }
            return ContainerSpec("ToolbarItem", .toolbarItem(placement: placement, try Views.content(args, ev)), at: at).view
        },
        ViewEntry("NavigationLink") { name, args, ev in
            return try link(args, ev)
        },
    ]

    /// A list or a form, and its sections.
    static let lists: [ViewEntry] = [
        ViewEntry("List", "Form") { name, args, ev in
            let at = args.at
            try args.allow(["selection", nil, "content", "id", "rowContent"])
            if let data = try args.value(nil), !isClosure(data) {
                // `List(items) { item in … }`: a ForEach of its rows.
                let rows = try Views.forEach(args, ev)
                return ContainerSpec("List", .list([rows], style: name == "Form" ? "insetGrouped" : "automatic"), at: at).view
            }
            return ContainerSpec("List", .list(try Views.content(args, ev), style: name == "Form" ? "insetGrouped" : "automatic"), at: at).view
        },
        ViewEntry("Section") { name, args, ev in
            let at = args.at
            try args.allow([nil, "header", "footer", "content", "isExpanded"])
            var header: ViewValue? = nil, footer: ViewValue? = nil
            if let t = try args.value(nil), !isClosure(t) { header = try titleView(t, ev, at: args.place(nil)) }
            if let h = try args.value("header") { header = try viewOrBuilder(h, ev, at: args.place("header")) }
            if let f = try args.value("footer") { footer = try viewOrBuilder(f, ev, at: args.place("footer")) }
            let content = try args.function("content") ?? args.firstClosure()
            let rows = try content.map { ev.flatten(try ev.viewOf(ev.invoke($0, [], at: at, asBuilder: true), at: at)) } ?? []
            return ContainerSpec("Section", .section(header: header, footer: footer, rows), at: at).view
        },
    ]

    /// The lazy stacks and grids, and a grid's rows.
    static let grids: [ViewEntry] = [
        ViewEntry("LazyVStack", "LazyHStack") { name, args, ev in
            let at = args.at
            // Lazy loading is not visible in a preview: a lazy stack lays out as its stack.
            try args.allow(["alignment", "spacing", "pinnedViews", nil, "content"])
            let alignment = try alignmentName(args.value("alignment", hint: "Alignment"))
            let axis: StackAxis = name == "LazyVStack" ? .vertical : .horizontal
            return ViewValue(.stack(axis, alignment: alignment, spacing: try args.double("spacing"), try Views.content(args, ev)), at: at)
        },
        ViewEntry("LazyVGrid", "LazyHGrid") { name, args, ev in
            let at = args.at
            let vertical = name == "LazyVGrid"
            try args.allow([vertical ? "columns" : "rows", "alignment", "spacing", "pinnedViews", nil, "content"])
            let items = try ev.elements(of: try args.required(vertical ? "columns" : "rows"), at: args.place(vertical ? "columns" : "rows"))
            let columns: [GridItemObject] = try items.map { v in
                guard case .object(let g as GridItemObject) = v else {
                    throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected element type 'GridItem'", at: args.place(vertical ? "columns" : "rows"))
                }
                return g
            }
            guard !columns.isEmpty, columns.count <= 1_000 else {
                throw RuntimeError(message: "a grid needs between 1 and 1,000 \(vertical ? "columns" : "rows")", at: args.place(vertical ? "columns" : "rows"))
            }
            let alignment = try alignmentName(args.value("alignment", hint: "Alignment"))
            return ContainerSpec("Grid", .grid(vertical: vertical, columns, spacing: try args.double("spacing").map(clamp),
                                               alignment: alignment, try Views.content(args, ev)), at: at).view
        },
        ViewEntry("Grid") { name, args, ev in
            let at = args.at
            try args.allow(["alignment", "horizontalSpacing", "verticalSpacing", nil, "content"])
            let alignment = try alignmentName(args.value("alignment", hint: "Alignment"))
            return ContainerSpec("Table", .table(try Views.content(args, ev), horizontal: clamp(try args.double("horizontalSpacing") ?? 8),
                                                 vertical: clamp(try args.double("verticalSpacing") ?? 8), alignment: alignment), at: at).view
        },
        // `ViewThatFits(in:) { … }`: the first of its views whose ideal size fits the offer on
        // the axes given (both unless given), else its last (Apple, `ViewThatFits`).
        ViewEntry("ViewThatFits") { name, args, ev in
            let at = args.at
            try args.allow(["in", nil, "content"])
            var axes: EdgeSet = [.horizontal, .vertical]
            if let v = try args.value("in", hint: "Axis.Set") { axes = try Views.axes(v, at: args.place("in")) }
            return ContainerSpec("ViewThatFits", .fitting(try Views.content(args, ev), axes: axes), at: at).view
        },
        ViewEntry("GridRow") { name, args, ev in
            let at = args.at
            try args.allow(["alignment", nil, "content"])
            let alignment = try alignmentName(args.value("alignment", hint: "VerticalAlignment"))
            return ContainerSpec("TableRow", .tableRow(try Views.content(args, ev), alignment: alignment), at: at).view
        },
    ]

    /// A label, a group box, a disclosure group, labelled content: a view with its title (nil:
    /// none of them).
    static let labelled: [ViewEntry] = [
        ViewEntry("Label") { name, args, ev in
            let at = args.at
            try args.allow([nil, "systemImage", "image", "title", "icon"])
            let title: ViewValue, icon: ViewValue
            // `Label { title } icon: { icon }`: the first trailing closure is the title.
            if let t = try args.function("title") ?? args.firstClosure() { title = try ev.viewOf(ev.invoke(t, [], at: at, asBuilder: true), at: at) }
            else { title = try titleView(try args.required(nil, hint: "String"), ev, at: args.place(nil)) }
            if let s = try args.string("systemImage") { icon = ViewValue(.image(name: s, system: true), at: at) }
            else if let s = try args.string("image") { icon = ViewValue(.image(name: s, system: false), at: at) }
            // `Label(title: { … }) { icon }`: a trailing closure after a labelled title is the icon.
            else if let f = try args.function("icon") ?? (args.has("title") ? args.firstClosure() : nil) {
                icon = try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at)
            }
            else { throw RuntimeError(message: "Label needs an icon: systemImage:, image: or icon: { … }", at: at) }
            return ContainerSpec("Label", .label(title: title, icon: icon, style: "automatic"), at: at).view
        },
        ViewEntry("GroupBox") { name, args, ev in
            let at = args.at
            try args.allow([nil, "label", "content"])
            var label: ViewValue? = nil
            if let t = try args.value(nil), !isClosure(t) { label = try titleView(t, ev, at: args.place(nil)) }
            if let l = try args.value("label") { label = try viewOrBuilder(l, ev, at: args.place("label")) }
            let content = try args.function("content") ?? args.firstClosure()
            let views = try content.map { ev.flatten(try ev.viewOf(ev.invoke($0, [], at: at, asBuilder: true), at: at)) } ?? []
            return ContainerSpec("GroupBox", .groupBox(label: label, views), at: at).view
        },
        ViewEntry("DisclosureGroup") { name, args, ev in
            let at = args.at
            try args.allow([nil, "isExpanded", "content", "label"])
            let label: ViewValue
            if let l = try args.function("label") { label = try ev.viewOf(ev.invoke(l, [], at: at, asBuilder: true), at: at) }
            else { label = try titleView(try args.required(nil, hint: "String"), ev, at: args.place(nil)) }
            let content = try args.function("content") ?? args.firstClosure()
            let views = try content.map { ev.flatten(try ev.viewOf(ev.invoke($0, [], at: at, asBuilder: true), at: at)) } ?? []
            var binding: StateBinding? = nil
            if let e = try args.value("isExpanded") {
                guard case .object(let b as StateBinding) = e else {
                    throw RuntimeError(message: "cannot convert value of type '\(e.typeName)' to expected argument type 'Binding<Bool>'", at: args.place("isExpanded"))
                }
                binding = b
            }
            return ContainerSpec("Disclosure", .disclosure(label: label, views, expanded: binding), at: at).view
        },
        ViewEntry("LabeledContent") { name, args, ev in
            let at = args.at
            // Its label leading, its value trailing in the secondary colour (a form's row).
            try args.allow([nil, "value", "format", "content", "label"])
            let label: ViewValue, content: ViewValue
            if let l = try args.function("label") { label = try ev.viewOf(ev.invoke(l, [], at: at, asBuilder: true), at: at) }
            else { label = try titleView(try args.required(nil, hint: "String"), ev, at: args.place(nil)) }
            if let v = try args.value("value") {
                content = ViewValue(.text(try ev.describe(v)), at: args.place("value"))
                    .adding(.foreground(SystemColors.color("secondaryLabel", dark: ev.prefersDark) ?? .black))
            } else if let f = try args.function("content") ?? args.firstClosure() {
                content = try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at)
                    .adding(.foreground(SystemColors.color("secondaryLabel", dark: ev.prefersDark) ?? .black))
            } else { throw RuntimeError(message: "LabeledContent needs a value: or its content { … }", at: at) }
            return ViewValue(.stack(.horizontal, alignment: "center", spacing: nil, [label, ViewValue(.spacer(minLength: nil), at: at), content]), at: at)
        },
    ]

    /// `NavigationLink("Title") { Destination() }`, `NavigationLink("Title", destination: D)`,
    /// `NavigationLink(destination: D) { label }`, `NavigationLink { D } label: { label }`.
    private static func link(_ args: Args, _ ev: Evaluator) throws -> ViewValue {
        let at = args.at
        try args.allow([nil, "destination", "label", "value", "isActive"])
        var label: ViewValue? = nil, destination: ViewValue? = nil
        let value = try args.value("value")
        if let t = try args.value(nil, hint: "String"), !isClosure(t) { label = try titleView(t, ev, at: args.place(nil)) }
        if let d = try args.value("destination") { destination = try viewOrBuilder(d, ev, at: args.place("destination")) }
        if let l = try args.value("label") { label = try viewOrBuilder(l, ev, at: args.place("label")) }
        let closures = args.labels.indices.filter { args.labels[$0] == nil }.compactMap { i -> FunctionValue? in
            if case .function(let f)? = try? args.value(at: i) { return f }
            return nil
        }
        for f in closures {
            let v = try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at)
            // `NavigationLink(value:) { label }`: the one closure is the label.
            if destination == nil && value == nil { destination = v } else if label == nil { label = v }
        }
        guard let label else { throw RuntimeError(message: "NavigationLink needs a title or a label", at: at) }
        if let value, value != .nil {
            return ContainerSpec("Link", .link(label: label, destination: .value(value), row: nil), at: at).view
        }
        guard let destination else {
            throw RuntimeError(message: "NavigationLink needs a destination (destination: or a closure) or a value:", at: at)
        }
        return ContainerSpec("Link", .link(label: label, destination: .view(destination), row: nil), at: at).view
    }

    /// `GridItem.Size` cases and other static calls of the containers' types.
    static func staticCall(type: String, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard type == "GridItem.Size" else { return nil }
        switch name {
        case "fixed": return .object(GridSizeObject(.fixed(clamp(try args.requiredDouble(nil)))))
        case "flexible":
            let lo = clamp(try args.double("minimum") ?? 10), hi = try args.double("maximum") ?? .infinity
            return .object(GridSizeObject(.flexible(minimum: lo, maximum: max(lo, hi.isNaN ? .infinity : hi))))
        case "adaptive":
            let lo = max(1, clamp(try args.requiredDouble("minimum"))), hi = try args.double("maximum") ?? .infinity
            return .object(GridSizeObject(.adaptive(minimum: lo, maximum: max(lo, hi.isNaN ? .infinity : hi))))
        default: return nil
        }
    }

    /// `GridItem(_:spacing:alignment:)`.
    static func gridItem(_ args: Args, _ ev: Evaluator) throws -> Value {
        try args.allow([nil, "spacing", "alignment"])
        var size = GridItemObject.Size.flexible(minimum: 10, maximum: .infinity)
        if let v = try args.value(nil, hint: "GridItem.Size") {
            guard case .object(let s as GridSizeObject) = v else {
                throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'GridItem.Size'", at: args.place(nil))
            }
            size = s.size
        }
        return .object(GridItemObject(size, spacing: try args.double("spacing").map(clamp), alignment: try alignmentName(args.value("alignment", hint: "Alignment"))))
    }

    /// A length a file gave, kept finite and within a screen's reach.
    static func clamp(_ d: Double) -> Double { d.isFinite ? min(max(d, 0), 100_000) : 0 }

    static func isClosure(_ v: Value) -> Bool { if case .function = v { return true }; return false }

    static func alignmentName(_ v: Value?) throws -> String {
        switch v {
        case .unitPoint(let p)?: return DrawingBuiltins.alignmentName(of: p) ?? "center"
        case .enumCase(_, let n, _)?: return n
        default: return "center"
        }
    }

    /// A title given as a string (or a `Text`): a text view.
    static func titleView(_ v: Value, _ ev: Evaluator, at: Int) throws -> ViewValue {
        if case .view(let view) = v { return view }
        return ViewValue(.text(try ev.describe(v)), at: at)
    }

    /// A view given as a value or as a builder closure.
    static func viewOrBuilder(_ v: Value, _ ev: Evaluator, at: Int) throws -> ViewValue {
        if case .function(let f) = v { return try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at) }
        if case .string = v { return try titleView(v, ev, at: at) }
        return try ev.viewOf(v, at: at)
    }
}
