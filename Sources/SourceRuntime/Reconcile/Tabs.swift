import Motion
import Scene

/// `TabView`'s metrics on an iPhone (UITabBar): a 49 pt bar over the 34 pt home indicator
/// area, each item an icon over a 10 pt medium title, the selected one in the tint and the
/// others in systemGray; the paged style's dots 7 pt across, 9 pt apart, 12 pt over the bottom.
enum TabMetrics {
    static let barHeight = 49.0
    static let homeIndicator = 34.0
    static let iconSize = 22.0
    static let titleSize = 10.0
    static let iconTitleSpacing = 2.0
    static let dot = 7.0
    static let dotSpacing = 9.0
    static let dotsBottom = 12.0
}

/// A tab view's state: the selected tab.
final class TabState {
    var selected = 0
}

extension SourceRuntime {
    func tabBody(_ host: ViewHost, _ pages: [ViewValue], paged: Bool, dots showsDots: Bool, selection: StateBinding?, dark: Bool, at: Int) throws -> ViewValue {
        let state = (host.container as? TabState) ?? TabState()
        host.container = state
        let tabs = pages.flatMap(GridLayout.flattened)
        guard !tabs.isEmpty else { return ViewValue(.empty, at: at) }
        // Each tab's tag (`.tag(_:)`); with a `selection:` binding the tab whose tag it holds
        // is the selected one (the first when none has it, as SwiftUI shows).
        let tags: [Value?] = tabs.map { tab in
            for case .container(.tag(let t)) in tab.modifiers { return t }
            return nil
        }
        if let selection, case let v = try selection.get(evaluator, at: at), v != .nil {
            state.selected = tags.firstIndex { $0 == v } ?? state.selected
        }
        state.selected = min(max(0, state.selected), tabs.count - 1)
        let selected = state.selected
        func select(_ i: Int) -> FunctionValue {
            Builtins.builtin("TabView") { [unowned self, weak state, weak host] _, _, _ in
                guard let state, let host, state.selected != i else { return .void }
                state.selected = i
                if let selection, let tag = tags[i] { try selection.set(tag, self.evaluator, at: at) }
                self.markDirty(host)
                return .void
            }
        }
        // Each tab is a branch of its own: switching shows the other tab's views, at once.
        let page = ViewValue(.conditional(branch: selected, tabs[selected]), at: at)
            // The tab view's size, whatever the page's own (a page is its container's bounds).
            .adding(.flexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .center))
        let tint = SystemColors.color("systemBlue", dark: dark) ?? .black
        if paged {
            // The pages scroll in a view of their own, which cuts them to its bounds.
            let page = page.adding(.clipped)
            guard showsDots else { return page }
            let dots = tabs.indices.map { i in
                ViewValue(.shape(.circle), modifiers: [.fill(i == selected ? Color(white: 1) : Color(white: 1, alpha: 0.35)),
                                                       .frame(width: TabMetrics.dot, height: TabMetrics.dot, alignment: .center),
                                                       .padding(EdgeInsets(top: 4, leading: TabMetrics.dotSpacing / 2, bottom: 4, trailing: TabMetrics.dotSpacing / 2)),
                                                       .onTap(select(i), count: 1)], at: at)
            }
            let row = ViewValue(.stack(.horizontal, alignment: "center", spacing: 0, dots), at: at)
                .adding(.padding(EdgeInsets(top: 0, leading: 0, bottom: TabMetrics.dotsBottom, trailing: 0)))
            return ViewValue(.stack(.depth, alignment: "bottom", spacing: nil, [page, row]), at: at)
        }
        // `UITabBar.appearance().isHidden = true`: no bar; the page takes the whole height.
        if case .bool(true)? = evaluator.appearance["UITabBar"]?["isHidden"] { return page }
        let gray = SystemColors.color("systemGray", dark: dark) ?? .black
        var items: [ViewValue] = []
        for (i, tab) in tabs.enumerated() {
            var icon: ViewValue?, title: ViewValue?
            for case .container(.tabItem(let v)) in tab.modifiers { (icon, title) = Self.tabParts(v) }
            let parts = [icon.map { $0.adding(.font(FontValue(spec: .system(size: TabMetrics.iconSize), textStyle: nil))) },
                         title.map { $0.adding(.font(FontValue(spec: .system(size: TabMetrics.titleSize, weight: .medium), textStyle: nil))) }]
            let item = ViewValue(.stack(.vertical, alignment: "center", spacing: TabMetrics.iconTitleSpacing, parts.compactMap { $0 }), at: at)
                .adding(.foreground(i == selected ? tint : gray))
                .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: TabMetrics.barHeight, maxHeight: TabMetrics.barHeight, alignment: .center))
                .adding(.background(ContainerDrawing.hitArea(at: at), alignment: .center))
                .adding(.onTap(select(i), count: 1))
            items.append(item)
        }
        let barColor = dark ? Color(red: 22 / 255, green: 22 / 255, blue: 23 / 255, alpha: 0.94) : Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
        let separator = ViewValue(.color(SystemColors.color("separator", dark: dark) ?? .black), modifiers: [.frame(width: nil, height: 0.5, alignment: .center)], at: at)
        // On the plain canvas the bar keeps the home indicator's area itself; on a device that
        // area is the safe area's, and the bar's background reaches down into it.
        let indicator = scene.safeArea.bottom > 0 ? 0 : TabMetrics.homeIndicator
        let bar = ViewValue(.stack(.horizontal, alignment: "center", spacing: 0, items), at: at)
            .adding(.padding(EdgeInsets(top: 0, leading: 0, bottom: indicator, trailing: 0)))
            .adding(.background(ViewValue(.color(barColor), modifiers: [.ignoresSafeArea(EdgeSet.bottom.rawValue)], at: at), alignment: .center))
            .adding(.overlay(separator, alignment: UnitPoint(0.5, 0)))
        return ViewValue(.stack(.vertical, alignment: "center", spacing: 0, [page, bar]), at: at)
    }

    /// A tab item's icon and title: a `Label`'s, or the image and text of the item's views.
    static func tabParts(_ v: ViewValue) -> (ViewValue?, ViewValue?) {
        if case .container(let spec) = v.content, case .label(let title, let icon, _) = spec.payload { return (icon, title) }
        var icon: ViewValue?, title: ViewValue?
        for child in GridLayout.flattened(v) {
            if case .image = child.content, icon == nil { icon = child }
            else if case .text = child.content, title == nil { title = child }
            else if case .container(let spec) = child.content, case .label(let t, let i, _) = spec.payload { (icon, title) = (i, t) }
        }
        return (icon, title)
    }
}
