import Scene

/// Modifiers that containers read: a navigation stack's title and toolbar, a list's rows and
/// style, a tab view's items, a label's style.
enum ContainerModifiers {
    /// A list's gestures that a preview never sees (a swipe, a pull, edit mode): taken, their
    /// closures not run, and drawn as nothing, as the list looks at rest.
    static let restingNames = ["onDelete", "onMove", "swipeActions", "refreshable"]

    static let entries: [ModifierEntry] = restingNames.map { name in
        ModifierEntry(name) { call in call.add(.ignored(name)) }
    } + navigationBarEntries + styleEntries + presentationEntries

    /// A navigation bar's title, its display mode and visibility, its toolbar and items.
    private static let navigationBarEntries: [ModifierEntry] = [
        ModifierEntry("navigationTitle") { call in
            call.add(.container(.navigationTitle(try title(call, nil))))
        },
        ModifierEntry("navigationBarTitle") { call in
            try call.args.allow([nil, "displayMode"])
            let titled = call.add(.container(.navigationTitle(try title(call, nil))))
            guard let mode = try call.args.value("displayMode") else { return titled }
            return titled.adding(.container(.displayMode(try displayMode(mode, call, "displayMode"))))
        },
        ModifierEntry("navigationBarTitleDisplayMode") { call in
            call.add(.container(.displayMode(try displayMode(try call.args.required(nil), call, nil))))
        },
        ModifierEntry("navigationBarHidden") { call in
            call.add(.container(.barHidden(try flag(call, nil))))
        },
        ModifierEntry("toolbar") { call in
            let args = call.args
            if let f = try args.function("content") ?? args.trailingClosure() {
                let items = call.evaluator.flatten(try call.evaluator.viewOf(call.evaluator.invoke(f, [], at: call.at, asBuilder: true), at: call.at))
                return call.add(.container(.toolbar(items)))
            }
            // `.toolbar(.hidden, for: .navigationBar)`: the bar's visibility.
            try args.allow([nil, "for"])
            let visibility = try args.required(nil)
            guard case .enumCase(_, let v, _) = visibility, ["hidden", "visible", "automatic"].contains(v) else {
                throw RuntimeError(message: "cannot convert value of type '\(visibility.typeName)' to expected argument type 'Visibility'", at: args.place(nil))
            }
            if let bar = try args.value("for"), case .enumCase(_, let n, _) = bar, n == "tabBar" { return call.add(.ignored("toolbar")) }
            return call.add(.container(.barHidden(v == "hidden")))
        },
        ModifierEntry("navigationBarItems") { call in
            try call.args.allow(["leading", "trailing"])
            var items: [ViewValue] = []
            for (label, placement) in [("leading", "navigationBarLeading"), ("trailing", "navigationBarTrailing")] {
                guard let v = try call.args.value(label) else { continue }
                items.append(ContainerSpec("ToolbarItem", .toolbarItem(placement: placement, [try Containers.viewOrBuilder(v, call.evaluator, at: call.args.place(label))]), at: call.at).view)
            }
            return call.add(.container(.toolbar(items)))
        },
    ]

    /// The list, label and tab view styles, and a list row's background and separator.
    private static let styleEntries: [ModifierEntry] = [
        ModifierEntry("listStyle") { call in
            let style = try styleName(call, ["automatic", "plain", "grouped", "inset", "insetGrouped", "sidebar"], "ListStyle")
            return restyle(call) { spec in
                guard case .list(let rows, _) = spec.payload else { return nil }
                return ContainerSpec(spec.kind, .list(rows, style: style), at: spec.at)
            }
        },
        ModifierEntry("labelStyle") { call in
            let style = try styleName(call, ["automatic", "iconOnly", "titleOnly", "titleAndIcon"], "LabelStyle")
            return restyle(call) { spec in
                guard case .label(let title, let icon, _) = spec.payload else { return nil }
                return ContainerSpec(spec.kind, .label(title: title, icon: icon, style: style), at: spec.at)
            }
        },
        ModifierEntry("tabViewStyle") { call in
            let v = try call.args.required(nil, hint: "TabViewStyle")
            var paged = false, dots = true
            if case .enumCase(_, let n, let payload) = v {
                paged = n == "page"
                if case .enumCase(_, "never", _)? = payload.first { dots = false }
            }
            else if case .view = v {} else { throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'TabViewStyle'", at: call.args.place(nil)) }
            return restyle(call) { spec in
                guard case .tabView(let pages, _, _, let selection) = spec.payload else { return nil }
                return ContainerSpec(spec.kind, .tabView(pages, paged: paged, dots: dots, selection: selection), at: spec.at)
            }
        },
        ModifierEntry("listRowBackground") { call in
            let v = try call.args.value(nil, hint: "Color")
            if v == nil || v == .nil { return call.add(.ignored("listRowBackground")) }
            return call.add(.container(.listRowBackground(try call.viewArg(nil))))
        },
        ModifierEntry("listRowSeparator") { call in
            try call.args.allow([nil, "edges"])
            return call.add(.container(.listRowSeparatorHidden(try visibility(call) == "hidden")))
        },
        ModifierEntry("scrollContentBackground") { call in
            call.add(.container(.scrollContentBackgroundHidden(try visibility(call) == "hidden")))
        },
    ]

    /// A tab's item, what a view presents (destinations and sheets), and the other settings
    /// of the bar (style, back button, background) and of a row (insets).
    private static let presentationEntries: [ModifierEntry] = [
        ModifierEntry("tabItem") { call in
            guard let f = try call.args.trailingClosure() ?? call.args.function("label") else {
                throw RuntimeError(message: "tabItem needs a closure { Label(…) }", at: call.at)
            }
            return call.add(.container(.tabItem(try call.evaluator.viewOf(call.evaluator.invoke(f, [], at: call.at, asBuilder: true), at: call.at))))
        },
        ModifierEntry("navigationDestination") { call in
            guard let type = try call.args.value("for") else {
                throw RuntimeError(message: "navigationDestination(isPresented:) and (item:) are not run here; use navigationDestination(for:destination:)", at: call.at)
            }
            try call.args.allow(["for", "destination", nil])
            guard case .type(let name) = type else {
                throw RuntimeError(message: "cannot convert value of type '\(type.typeName)' to expected argument type 'D.Type'", at: call.args.place("for"))
            }
            guard let f = try call.args.function("destination") ?? call.args.trailingClosure() else {
                throw RuntimeError(message: "navigationDestination(for:) needs a closure { value in … }", at: call.at)
            }
            return call.add(.container(.navigationDestination(name, f)))
        },
        sheet("sheet"),
        sheet("fullScreenCover"),
        ModifierEntry("navigationViewStyle") { call in
            // On an iPhone a NavigationView is a stack whatever its style: drawn the same.
            _ = try call.args.required(nil)
            return call.add(.ignored("navigationViewStyle"))
        },
        ModifierEntry("navigationBarBackButtonHidden") { call in
            call.add(.container(.backButtonHidden(call.args.labels.contains(where: { $0 == nil }) ? try flag(call, nil) : true)))
        },
        ModifierEntry("toolbarBackground") { call in
            try call.args.allow([nil, "for"])
            let v = try call.args.required(nil, hint: "Color")
            // `.toolbarBackground(.visible/.hidden, for:)`: the bar's visibility of its material,
            // which a bar at its scroll edge does not show here either.
            if case .enumCase(_, let n, _) = v, ["visible", "hidden", "automatic"].contains(n) { return call.add(.ignored("toolbarBackground")) }
            if let bar = try call.args.value("for"), case .enumCase(_, let n, _) = bar, n != "navigationBar" { return call.add(.ignored("toolbarBackground")) }
            return call.add(.container(.barBackground(try call.viewArg(nil))))
        },
        ModifierEntry("listRowInsets") { call in
            let v = try call.args.required(nil)
            if v == .nil { return call.add(.ignored("listRowInsets")) }
            guard case .tuple(let items, let labels) = v, labels == ["top", "leading", "bottom", "trailing"] else {
                throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'EdgeInsets?'", at: call.args.place(nil))
            }
            let n = try items.map { Containers.clamp(try call.evaluator.number($0, at: call.args.place(nil))) }
            return call.add(.container(.listRowInsets(EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]))))
        },
    ]

    /// `.sheet` and `.fullScreenCover`: presented over the whole scene (`Reconcile/Sheets.swift`).
    private static func sheet(_ name: String) -> ModifierEntry {
        ModifierEntry(name) { call in
            let args = call.args, ev = call.evaluator
            try args.allow(["isPresented", "item", "onDismiss", "content", nil])
            guard let f = try args.function("content") ?? args.trailingClosure() else {
                throw RuntimeError(message: "sheet needs its content { … }", at: call.at)
            }
            ev.runtime.sheets.used = true
            let label = args.has("item") ? "item" : "isPresented"
            var v = try args.required(label)
            if case .object(let b as StateBinding) = v { v = try b.get(ev, at: args.place(label)) }
            let presented: Bool
            if label == "item" { presented = v != .nil }
            else {
                guard case .bool(let b) = v else {
                    throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Binding<Bool>'", at: args.place(label))
                }
                presented = b
            }
            // The content is evaluated only while the sheet is presented, as SwiftUI's is.
            guard presented else { return call.add(.container(.sheet(false, ViewValue(.empty, at: call.at), fullScreen: name == "fullScreenCover"))) }
            let content = try ev.viewOf(ev.invoke(f, label == "item" ? [v] : [], at: call.at, asBuilder: true), at: call.at)
            return call.add(.container(.sheet(true, content, fullScreen: name == "fullScreenCover")))
        }
    }

    private static func title(_ call: ModifierCall, _ label: String?) throws -> String {
        let v = try call.args.required(label, hint: "String")
        if case .view(let view) = v, case .text(let s) = view.content { return s }
        return try call.evaluator.describe(v)
    }

    private static func displayMode(_ v: Value, _ call: ModifierCall, _ label: String?) throws -> String {
        guard case .enumCase(_, let n, _) = v, ["inline", "large", "automatic"].contains(n) else {
            throw RuntimeError(message: "type 'NavigationBarItem.TitleDisplayMode' has no member '\(v.typeName)'", at: call.args.place(label))
        }
        return n
    }

    private static func flag(_ call: ModifierCall, _ label: String?) throws -> Bool {
        let v = try call.args.required(label, hint: "Bool")
        guard case .bool(let b) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Bool'", at: call.args.place(label))
        }
        return b
    }

    private static func visibility(_ call: ModifierCall) throws -> String {
        let v = try call.args.required(nil)
        guard case .enumCase(_, let n, _) = v, ["hidden", "visible", "automatic"].contains(n) else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Visibility'", at: call.args.place(nil))
        }
        return n
    }

    private static func styleName(_ call: ModifierCall, _ known: [String], _ type: String) throws -> String {
        let v = try call.args.required(nil)
        if case .enumCase(_, let n, _) = v, known.contains(n) { return n }
        if case .enumCase(_, let n, _) = v { throw RuntimeError(message: "type '\(type)' has no member '\(n)'", at: call.args.place(nil)) }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type '\(type)'", at: call.args.place(nil))
    }

    /// A style modifier: the containers of its kind inside the view take the style (SwiftUI's
    /// style is an environment value; here it reaches the containers the view's expression
    /// holds, down to a view struct of the file).
    private static func restyle(_ call: ModifierCall, _ f: (ContainerSpec) -> ContainerSpec?) -> ViewValue {
        rewritten(call.view, f) ?? call.add(.ignored(call.entry.name))
    }

    static func rewritten(_ v: ViewValue, _ f: (ContainerSpec) -> ContainerSpec?) -> ViewValue? {
        func each(_ views: [ViewValue]) -> [ViewValue]? {
            var changed = false
            let out = views.map { view -> ViewValue in
                guard let n = rewritten(view, f) else { return view }
                changed = true
                return n
            }
            return changed ? out : nil
        }
        let content: ViewValue.Content?
        switch v.content {
        case .container(let spec):
            if let n = f(spec) { content = .container(n); break }
            switch spec.payload {
            case .navigation(let root): content = rewritten(root, f).map { .container(ContainerSpec(spec.kind, .navigation($0), at: spec.at)) }
            case .list(let rows, let style): content = each(rows).map { .container(ContainerSpec(spec.kind, .list($0, style: style), at: spec.at)) }
            case .section(let h, let ft, let rows): content = each(rows).map { .container(ContainerSpec(spec.kind, .section(header: h, footer: ft, $0), at: spec.at)) }
            case .tabView(let pages, let paged, let dots, let selection):
                content = each(pages).map { .container(ContainerSpec(spec.kind, .tabView($0, paged: paged, dots: dots, selection: selection), at: spec.at)) }
            case .groupBox(let l, let views): content = each(views).map { .container(ContainerSpec(spec.kind, .groupBox(label: l, $0), at: spec.at)) }
            case .grid(let vertical, let items, let spacing, let alignment, let cells):
                content = each(cells).map { .container(ContainerSpec(spec.kind, .grid(vertical: vertical, items, spacing: spacing, alignment: alignment, $0), at: spec.at)) }
            default: content = nil
            }
        case .stack(let axis, let alignment, let spacing, let children): content = each(children).map { .stack(axis, alignment: alignment, spacing: spacing, $0) }
        case .group(let children): content = each(children).map { .group($0) }
        case .conditional(let b, let inner): content = rewritten(inner, f).map { .conditional(branch: b, $0) }
        case .scrollView(let inner, let axes): content = rewritten(inner, f).map { .scrollView($0, axes: axes) }
        case .forEach(let items):
            var changed = false
            let out = items.map { item -> (id: Value, view: ViewValue, unit: ItemUnit?) in
                guard let n = rewritten(item.view, f) else { return item }
                changed = true
                return (item.id, n, nil)
            }
            content = changed ? .forEach(out) : nil
        default: content = nil
        }
        return content.map { ViewValue($0, modifiers: v.modifiers, at: v.at) }
    }
}
