import Motion
import Scene

/// `List` and `Form` laid out as iOS 17 draws them (docs/SEMANTICS.md, "Containers"): the
/// inset-grouped style by default, rows of at least 44 pt, groups with 10 pt corners on the
/// grouped background, separators inset to the row's text, headers in footnote capitals.
struct ListLayout {
    /// The metrics of every style, in one table.
    struct Metrics {
        /// Between a card's edge and the screen's (0: the rows span the width).
        var margin: Double
        /// A row's content from its edges (UITableViewCell's layout margins).
        var rowInset: Double
        var cornerRadius: Double
        /// Whether the page is the grouped background (rows on cards) or the plain one.
        var grouped: Bool
        /// Headers in footnote capitals (grouped styles) or a plain-list bold header.
        var capsHeader: Bool
    }
    static let rowMinHeight = 44.0
    static let rowVertical = 11.0
    static let separatorHeight = 0.5
    static let sectionGap = 35.0
    static let headerTop = 17.0, headerBottom = 6.0, headerSize = 13.0
    static let footerTop = 6.0, footerSize = 13.0
    static let metrics: [String: Metrics] = [
        "insetGrouped": Metrics(margin: 16, rowInset: 20, cornerRadius: 10, grouped: true, capsHeader: true),
        "grouped": Metrics(margin: 0, rowInset: 16, cornerRadius: 0, grouped: true, capsHeader: true),
        "inset": Metrics(margin: 16, rowInset: 20, cornerRadius: 10, grouped: false, capsHeader: false),
        "plain": Metrics(margin: 0, rowInset: 16, cornerRadius: 0, grouped: false, capsHeader: false),
        "sidebar": Metrics(margin: 16, rowInset: 20, cornerRadius: 10, grouped: true, capsHeader: false),
    ]

    let style: String
    let dark: Bool
    let at: Int
    var m: Metrics { Self.metrics[style] ?? Self.metrics["insetGrouped"]! }

    private func color(_ name: String) -> Color { SystemColors.color(name, dark: dark) ?? .white }
    var pageColor: Color { color(m.grouped ? "systemGroupedBackground" : "systemBackground") }
    var rowColor: Color { color(m.grouped ? "secondarySystemGroupedBackground" : "systemBackground") }

    /// The background a list shows behind its rows (nil: `.scrollContentBackground(.hidden)`).
    func pageBackground(_ v: ViewValue) -> Color? {
        for case .container(.scrollContentBackgroundHidden(true)) in v.modifiers { return nil }
        return pageColor
    }

    /// The list: its sections (loose rows make one of their own) one under another, from the
    /// top of the space it is offered, which it takes whatever its rows' height (a list is a
    /// scroll view: rows past its bottom are cut there), on its page background.
    func body(_ views: [ViewValue], background: Color?) -> ViewValue {
        var sections: [ViewValue] = []
        var loose: [ViewValue] = []
        func closeLoose() {
            if !loose.isEmpty { sections.append(section(header: nil, footer: nil, loose, first: sections.isEmpty)) }
            loose = []
        }
        for v in flattened(views) {
            if case .container(let spec) = v.content, case .section(let h, let f, let rows) = spec.payload {
                closeLoose()
                sections.append(section(header: h, footer: f, rows, first: sections.isEmpty))
            } else { loose.append(v) }
        }
        closeLoose()
        // The rows scroll (a list is a scroll view on a device): each takes its own height,
        // those past the list's bottom are cut and scrolled to, none is squeezed to fit.
        let rows = ViewValue(.stack(.vertical, alignment: "leading", spacing: 0, sections), at: at)
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .top))
        return ViewValue(.color(background ?? Color(white: 0, alpha: 0)), at: at)
            .adding(.overlay(ViewValue(.scrollView(rows, axes: .vertical), at: at), alignment: .top))
    }

    /// Groups without modifiers stand for their views.
    private func flattened(_ views: [ViewValue]) -> [ViewValue] {
        views.flatMap { v -> [ViewValue] in
            if case .group(let children) = v.content, v.modifiers.isEmpty { return flattened(children) }
            return [v]
        }
    }

    private func section(header: ViewValue?, footer: ViewValue?, _ rows: [ViewValue], first: Bool) -> ViewValue {
        let rows = flattened(rows)
        var parts: [ViewValue] = []
        let textLeading = m.margin + m.rowInset
        if let header {
            var h = header.adding(.font(FontValue(spec: .system(size: m.capsHeader ? Self.headerSize : 15, weight: m.capsHeader ? .regular : .semibold), textStyle: "footnote")))
                .adding(.foreground(color(m.capsHeader ? "secondaryLabel" : "label")))
            if m.capsHeader { h = ListLayout.uppercased(h) }
            parts.append(ContainerDrawing.fullWidth(h).adding(.padding(EdgeInsets(top: m.grouped ? Self.headerTop : 8, leading: textLeading,
                                                                                  bottom: Self.headerBottom, trailing: textLeading))))
        } else if m.grouped {
            parts.append(ViewValue(.color(Color(white: 0, alpha: 0)), modifiers: [.frame(width: nil, height: Self.sectionGap, alignment: .center)], at: at))
        }
        var cells: [ViewValue] = []
        for (i, r) in rows.enumerated() {
            let first = i == 0, last = i == rows.count - 1
            if case .forEach(let items) = r.content {
                cells.append(ViewValue(.forEach(items.enumerated().map { k, item in
                    (item.id, row(item.view, first: first && k == 0, last: last && k == items.count - 1), nil)
                }), modifiers: r.modifiers, at: r.at))
            } else { cells.append(row(r, first: first, last: last)) }
        }
        // The card's corners are its first and last rows' (as UIKit rounds a group's cells):
        // no mask as tall as the group, however many rows it has.
        let card = ViewValue(.stack(.vertical, alignment: "leading", spacing: 0, cells), at: at)
        parts.append(card.adding(.padding(EdgeInsets(top: 0, leading: m.margin, bottom: 0, trailing: m.margin))))
        if let footer {
            let f = footer.adding(.font(FontValue(spec: .system(size: Self.footerSize), textStyle: "footnote"))).adding(.foreground(color("secondaryLabel")))
            parts.append(ContainerDrawing.fullWidth(f).adding(.padding(EdgeInsets(top: Self.footerTop, leading: textLeading, bottom: 0, trailing: textLeading))))
        }
        return ViewValue(.stack(.vertical, alignment: "leading", spacing: 0, parts), at: at)
    }

    /// A header's text in capitals, as a grouped list's header is drawn.
    static func uppercased(_ v: ViewValue) -> ViewValue {
        guard case .text(let s) = v.content else { return v }
        return ViewValue(.text(s.uppercased()), modifiers: v.modifiers, at: v.at)
    }

    /// A row: its content at the row's insets, at least 44 pt high, on the row's background,
    /// with a separator under it from the text's leading edge (none under a section's last).
    func row(_ v: ViewValue, first: Bool, last: Bool) -> ViewValue {
        let r = m.cornerRadius
        let corners: ShapeKind? = r > 0 && (first || last) ? .unevenRoundedRectangle([first ? r : 0, last ? r : 0, last ? r : 0, first ? r : 0]) : nil
        var background = corners.map { ViewValue(.shape($0), modifiers: [.fill(rowColor)], at: v.at) } ?? ViewValue(.color(rowColor), at: v.at)
        var hidden = false
        var insets = EdgeInsets(top: Self.rowVertical, leading: m.rowInset, bottom: Self.rowVertical, trailing: m.rowInset)
        for case .container(let c) in v.modifiers {
            if case .listRowBackground(let b) = c { background = corners.map { b.adding(.clipShape($0)) } ?? b }
            if case .listRowSeparatorHidden(let h) = c { hidden = h }
            if case .listRowInsets(let e) = c { insets = e }
        }
        let separator: ViewValue? = last || hidden ? nil : ViewValue(.color(color("separator")), at: v.at)
            .adding(.frame(width: nil, height: Self.separatorHeight, alignment: .center))
            .adding(.padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0)))
        if case .container(let spec) = v.content, case .link(let label, let destination, _) = spec.payload {
            let style = ListRowStyle(insets: insets, minHeight: Self.rowMinHeight, background: background, separator: separator, chevron: color("tertiaryLabel"))
            return ViewValue(.container(ContainerSpec(spec.kind, .link(label: label, destination: destination, row: style), at: spec.at)),
                             modifiers: v.modifiers, at: v.at)
        }
        return Self.rowFrame(ContainerDrawing.fullWidth(v), insets: insets, minHeight: Self.rowMinHeight, background: background, separator: separator)
    }

    static func rowFrame(_ v: ViewValue, insets: EdgeInsets, minHeight: Double, background: ViewValue, separator: ViewValue?) -> ViewValue {
        var out = v.adding(.padding(insets))
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: minHeight, maxHeight: nil, alignment: UnitPoint(0, 0.5)))
            .adding(.background(background, alignment: .center))
        if let separator { out = out.adding(.overlay(separator, alignment: UnitPoint(0, 1))) }
        return out
    }
}

extension SourceRuntime {
    /// A `NavigationLink`: in a list a row with a chevron, elsewhere its label in the tint;
    /// a tap pushes its destination onto the stack around it.
    func linkBody(_ label: ViewValue, _ target: LinkTarget, row: ListRowStyle?, _ ctx: ViewContext, dark: Bool, at: Int) -> ViewValue {
        let nav = ctx.navigation
        let push = Builtins.builtin("NavigationLink") { [unowned self, weak nav] _, _, _ in
            guard let nav, let host = nav.host else {
                self.warn("a NavigationLink outside a NavigationStack pushes nothing", at: at)
                return .void
            }
            guard nav.path.count < 64 else { throw RuntimeError(message: "more than 64 views pushed on a NavigationStack", at: at) }
            let destination: ViewValue
            switch target {
            case .view(let v): destination = v
            case .value(let value):
                guard let v = try self.destination(for: value, on: nav, at: at) else {
                    self.warn("no navigationDestination(for: \(value.typeName).self) on the stack takes this link's value; nothing is pushed", at: at)
                    return .void
                }
                destination = v
            }
            try self.withAnimation(.easeInOut(duration: NavigationMetrics.pushDuration), at: at) {
                nav.path.append(destination)
                self.markDirty(host)
            }
            return .void
        }
        guard let row else {
            let tint = SystemColors.color("systemBlue", dark: dark) ?? .black
            return label.adding(.foreground(tint)).adding(.onTap(push, count: 1))
        }
        let chevron = ContainerDrawing.chevron(width: 7, height: 12, lineWidth: 2.5, color: row.chevron, at: at)
        let content = ViewValue(.stack(.horizontal, alignment: "center", spacing: nil, [label, ViewValue(.spacer(minLength: nil), at: at), chevron]), at: at)
        return ListLayout.rowFrame(content, insets: row.insets, minHeight: row.minHeight, background: row.background, separator: row.separator)
            .adding(.onTap(push, count: 1))
    }
}
