import Motion
import Scene

/// Containers laid out into plain views: each container's host holds one child, the views its
/// rule makes of what it holds (a list's groups of rows, a navigation stack's bar and page, …),
/// evaluated again whenever the container is.
extension SourceRuntime {
    func reconcileContainer(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) throws {
        host.isDirty = false
        pending.dirty.removeAll { $0 === host }
        guard case .container(let spec) = host.value.content else { return }
        if case .navigation = spec.payload {
            let nav = navigationState(host)
            var inner = ctx
            inner.navigation = nav
            try reconcileChildren(host, inner, update)
            try settleNavigation(host, nav, inner, update)
            return
        }
        // A layout may have changed (`AnyLayout` switched from a row to a column).
        if case .layout = spec.payload { update.layoutChanged = true }
        try reconcileChildren(host, ctx, update)
    }

    /// The plain views a container stands for, as it is now.
    func containerBody(_ host: ViewHost, _ spec: ContainerSpec, _ ctx: ViewContext) throws -> ViewValue {
        let dark = evaluator.prefersDark
        switch spec.payload {
        case .navigation(let root): return try navigationBody(host, root, ctx)
        case .list(let rows, let style):
            let layout = ListLayout(style: style, dark: dark, at: spec.at)
            return layout.body(rows, background: layout.pageBackground(host.value))
        case .section(let header, let footer, let rows):
            // A section outside a list: its header, rows and footer one under another.
            let views = (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? [])
            return ViewValue(.stack(.vertical, alignment: "leading", spacing: nil, views), at: spec.at)
        case .link(let label, let destination, let row): return linkBody(label, destination, row: row, ctx, dark: dark, at: spec.at)
        case .label(let title, let icon, let style): return Self.labelBody(title, icon, style: style, at: spec.at)
        case .groupBox(let label, let views): return Self.groupBoxBody(label, views, dark: dark, at: spec.at)
        case .disclosure(let label, let views, let binding): return try disclosureBody(host, label, views, binding, ctx, at: spec.at)
        case .tabView(let pages, let paged, let dots, let selection):
            return try tabBody(host, pages, paged: paged, dots: dots, selection: selection, dark: dark, at: spec.at)
        case .grid(let vertical, let items, let spacing, let alignment, let cells):
            return GridLayout(vertical: vertical, items: items, spacing: spacing, alignment: alignment, at: spec.at)
                .body(cells, available: gridAvailable(host, vertical: vertical))
        case .table(let rows, _, let vertical, _):
            // Rows one under another; the columns are lined up at layout (`tableLayout`).
            return ViewValue(.stack(.vertical, alignment: "leading", spacing: vertical, rows), at: spec.at)
        case .tableRow(let cells, _):
            return ViewValue(.stack(.horizontal, alignment: "center", spacing: 0, cells), at: spec.at)
        case .toolbarItem(_, let views):
            // A toolbar item outside a toolbar: its views.
            return ViewValue(.group(views), at: spec.at)
        case .layout(_, let views):
            // The views as they are: the layout places them (`Reconcile/CustomLayouts.swift`).
            return ViewValue(.group(views), at: spec.at)
        case .fitting(let views, _):
            // Each view in a group of its own clipped to its frame: those not chosen are laid
            // out in no space, so nothing of them shows (`Layout.firstFitting`).
            let held = views.map { ViewValue(.stack(.depth, alignment: "center", spacing: nil, [$0]), at: spec.at).adding(.clipped) }
            return ViewValue(.stack(.depth, alignment: "center", spacing: nil, held), at: spec.at)
        }
    }

    // MARK: Label

    /// Metrics of `Label` (our rule, SwiftUI publishes none): the icon and title in a row
    /// spaced as a default HStack, centred on each other.
    static func labelBody(_ title: ViewValue, _ icon: ViewValue, style: String, at: Int) -> ViewValue {
        switch style {
        case "iconOnly": return icon
        case "titleOnly": return title
        default: return ViewValue(.stack(.horizontal, alignment: "center", spacing: nil, [icon, title]), at: at)
        }
    }

    // MARK: GroupBox

    /// `GroupBox` on iOS: its label (headline) over its content, 16 pt inside a rounded
    /// rectangle (radius 8) of secondarySystemBackground.
    static func groupBoxBody(_ label: ViewValue?, _ views: [ViewValue], dark: Bool, at: Int) -> ViewValue {
        var rows: [ViewValue] = []
        if let label { rows.append(label.adding(.font(FontValue(spec: .system(size: 17, weight: .semibold), textStyle: "headline")))) }
        rows += views
        let fill = SystemColors.color("secondarySystemBackground", dark: dark) ?? .white
        let box = ViewValue(.shape(.roundedRectangle(cornerRadius: 8)), modifiers: [.fill(fill)], at: at)
        return ViewValue(.stack(.vertical, alignment: "leading", spacing: 8, rows), at: at)
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: UnitPoint(0, 0.5)))
            .adding(.padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)))
            .adding(.background(box, alignment: .center))
    }

    // MARK: DisclosureGroup

    func disclosureBody(_ host: ViewHost, _ label: ViewValue, _ views: [ViewValue], _ binding: StateBinding?, _ ctx: ViewContext, at: Int) throws -> ViewValue {
        let state = (host.container as? DisclosureState) ?? DisclosureState()
        host.container = state
        if let binding, case .bool(let b) = try binding.get(evaluator, at: at) { state.expanded = b }
        let tint = SystemColors.color("systemBlue", dark: evaluator.prefersDark) ?? .black
        // The chevron turns a quarter when the group opens (as iOS draws a disclosure group).
        let chevron = ContainerDrawing.chevron(width: 7, height: 12, lineWidth: 2, color: tint, at: at)
            .adding(.effect(EffectValue(kind: EffectModifiers.rotationEffect, values: [state.expanded ? 90 : 0, 0.5, 0.5])))
        let toggle = Builtins.builtin("DisclosureGroup") { [unowned self, weak state, weak host] _, _, _ in
            guard let state, let host else { return .void }
            try self.withAnimation(.default(in: self.program.version), at: at) {
                state.expanded.toggle()
                if let binding { try binding.set(.bool(state.expanded), self.evaluator, at: at) }
                self.markDirty(host)
            }
            return .void
        }
        let header = ViewValue(.stack(.horizontal, alignment: "center", spacing: nil,
                                      [label, ViewValue(.spacer(minLength: nil), at: at), chevron]), at: at)
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: 44, maxHeight: nil, alignment: .center))
            // The whole row takes the tap, between the label and the chevron too.
            .adding(.background(ContainerDrawing.hitArea(at: at), alignment: .center))
            .adding(.onTap(toggle, count: 1))
        var rows = [header]
        if state.expanded { rows.append(ViewValue(.stack(.vertical, alignment: "leading", spacing: nil, views), at: at)) }
        else { rows.append(ViewValue(.empty, at: at)) }
        // The content comes and goes in a branch of its own, so it fades in and out as an `if` does.
        let content = ViewValue(.conditional(branch: state.expanded ? 0 : -1, rows[1]), at: at)
        return ViewValue(.stack(.vertical, alignment: "leading", spacing: 0, [rows[0], content]), at: at)
    }
}

/// A disclosure group's state: whether it is open.
final class DisclosureState {
    var expanded = false
}

/// Small drawings the containers share.
enum ContainerDrawing {
    /// A chevron pointing right (a list row's disclosure indicator, a disclosure group's),
    /// stroked with round ends in a frame of the size given.
    static func chevron(width: Double, height: Double, lineWidth: Double, color: Color, pointing left: Bool = false, at: Int) -> ViewValue {
        var p = ShapePath()
        let inset = lineWidth / 2
        if left {
            p.move(to: Point(width - inset, inset)); p.addLine(to: Point(inset, height / 2)); p.addLine(to: Point(width - inset, height - inset))
        } else {
            p.move(to: Point(inset, inset)); p.addLine(to: Point(width - inset, height / 2)); p.addLine(to: Point(inset, height - inset))
        }
        let stroke = StrokeSpec(style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round), color: color, inside: false)
        return ViewValue(.shape(.path(p)), modifiers: [.stroke(stroke), .frame(width: width, height: height, alignment: .center)], at: at)
    }

    static func text(_ s: String, size: Double, weight: FontSpec.Weight = .regular, color: Color?, at: Int) -> ViewValue {
        var v = ViewValue(.text(s), modifiers: [.font(FontValue(spec: .system(size: size, weight: weight), textStyle: nil))], at: at)
        if let color { v = v.adding(.foreground(color)) }
        return v
    }

    static func fill(_ c: Color, at: Int) -> ViewValue { ViewValue(.color(c), at: at) }

    /// A fill that draws nothing one can see (alpha 0.001 rounds to no change of a pixel) and
    /// makes its frame a place a tap lands, as a row's content shape does.
    static func hitArea(at: Int) -> ViewValue { ViewValue(.color(Color(white: 0, alpha: 0.001)), at: at) }

    static func fullWidth(_ v: ViewValue, alignment: UnitPoint = UnitPoint(0, 0.5)) -> ViewValue {
        v.adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: alignment))
    }
}
