import Motion
import Scene

/// `NavigationStack`'s metrics, as UIKit's `UINavigationBar` draws them on an iPhone
/// (docs/SEMANTICS.md, "Containers"): a 44 pt bar, 52 pt more for a large title (96 pt in
/// all), the large title 34 pt bold at the leading margin, the inline title 17 pt semibold in
/// the middle of the bar, bar items 17 pt in the tint colour at 16 pt margins.
enum NavigationMetrics {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let largeTitleSize = 34.0
    static let largeTitleBottom = 8.0
    static let inlineTitleSize = 17.0
    static let margin = 16.0
    static let itemSpacing = 16.0
    static let itemSize = 17.0
    /// The push: the new page slides in from the trailing edge while the old one moves a
    /// third of the width towards the leading edge, in 0.35 s.
    static let pushDuration = 0.35
    static let coveredShift = 1.0 / 3
}

/// A navigation stack's state: the destinations pushed on it and what each page's views say
/// of its bar (title, display mode, toolbar), gathered from the views after they are built.
final class NavigationState {
    weak var host: ViewHost?
    var path: [ViewValue] = []
    var bars: [BarInfo] = []

    struct BarInfo {
        var title: String?
        var mode: String?
        var hidden = false
        var backHidden = false
        /// `.toolbarBackground(_:for:)`: drawn behind the bar.
        var barBackground: ViewValue?
        var items: [ViewValue] = []
        /// The grouped background of a list that fills the page, which shows under the bar.
        var background: Color?
        /// The page's `navigationDestination(for:)`s, innermost last.
        var destinations: [(type: String, make: FunctionValue)] = []

        func same(_ o: BarInfo) -> Bool {
            title == o.title && mode == o.mode && hidden == o.hidden && background == o.background && backHidden == o.backHidden
                && (barBackground == nil) == (o.barBackground == nil)
                && items.count == o.items.count && zip(items, o.items).allSatisfy { $0 === $1 }
        }
    }
}

extension SourceRuntime {
    /// The view a pushed value stands for: the innermost `navigationDestination(for:)` of its
    /// type on the stack's pages, called with it (nil: none takes it).
    func destination(for value: Value, on nav: NavigationState, at: Int) throws -> ViewValue? {
        let type = value.typeName
        for bar in nav.bars.reversed() {
            guard let d = bar.destinations.last(where: { $0.type == type }) else { continue }
            return try evaluator.viewOf(evaluator.invoke(d.make, [value], at: at, asBuilder: true), at: at)
        }
        return nil
    }

    func navigationState(_ host: ViewHost) -> NavigationState {
        if let s = host.container as? NavigationState { return s }
        let s = NavigationState()
        s.host = host
        host.container = s
        navigations.append(s)
        return s
    }

    /// The stack's pages in a ZStack: each page its content under its bar; a covered page
    /// shifted a third to the leading side, a pushed one coming in from the trailing edge.
    func navigationBody(_ host: ViewHost, _ root: ViewValue, _ ctx: ViewContext) throws -> ViewValue {
        let nav = navigationState(host)
        let pages = [root] + nav.path
        let width = host.topNodes.first?.modelFrame.size.width ?? scene.size.width
        let dark = evaluator.prefersDark
        var views: [ViewValue] = []
        var mode = "large"
        for (i, page) in pages.enumerated() {
            let bar = i < nav.bars.count ? nav.bars[i] : NavigationState.BarInfo()
            if let m = bar.mode, m != "automatic" { mode = m }
            let large = mode == "large" && !(bar.title ?? "").isEmpty
            let height = bar.hidden ? 0 : NavigationMetrics.barHeight + (large ? NavigationMetrics.largeTitleHeight : 0)
            let content = page.adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: .center))
                .adding(.padding(EdgeInsets(top: height, leading: 0, bottom: 0, trailing: 0)))
            let back: String? = i == 0 || bar.backHidden ? nil : {
                let t = i - 1 < nav.bars.count ? nav.bars[i - 1].title ?? "" : ""
                return t.isEmpty || t.count > 12 ? "Back" : t
            }()
            let barView = bar.hidden ? ViewValue(.empty, at: root.at) : barBody(bar, large: large, back: back, nav: nav, ctx, dark: dark, at: root.at)
            let background = bar.background ?? SystemColors.color("systemBackground", dark: dark) ?? .white
            var pageView = ViewValue(.stack(.depth, alignment: "top", spacing: nil, [content, barView]), at: root.at)
                // A page's view fills the screen, under the status bar and home indicator.
                .adding(.background(ViewValue(.color(background), modifiers: [.ignoresSafeArea(EdgeSet.all.rawValue)], at: root.at), alignment: .center))
                .adding(.effect(EffectValue(kind: EffectModifiers.offset, values: [i < pages.count - 1 ? -width * NavigationMetrics.coveredShift : 0, 0])))
            if i > 0 { pageView = pageView.adding(.transition(Transition([.move(.trailing)]))) }
            views.append(pageView)
        }
        return ViewValue(.stack(.depth, alignment: "topLeading", spacing: nil, views), at: root.at)
    }

    /// A page's bar: the back button and leading items, the title (inline) or principal item
    /// in the middle, the trailing items; under it the large title.
    private func barBody(_ bar: NavigationState.BarInfo, large: Bool, back: String?, nav: NavigationState, _ ctx: ViewContext,
                         dark: Bool, at: Int) -> ViewValue {
        let tint = ctx.foreground.flatMap { $0 == SystemColors.color("label", dark: dark) ? nil : $0 }
            ?? SystemColors.color("systemBlue", dark: dark) ?? .black
        var leading: [ViewValue] = [], trailing: [ViewValue] = [], principal: [ViewValue] = []
        for item in bar.items {
            guard case .container(let spec) = item.content, case .toolbarItem(let placement, let views) = spec.payload else {
                trailing.append(item); continue
            }
            switch placement {
            case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": leading += views
            case "principal": principal += views
            case "bottomBar", "status", "keyboard", "bottomOrnament":
                warn("toolbar items placed at .\(placement) are not drawn (only the navigation bar is)", at: spec.at)
            default: trailing += views
            }
        }
        if let back {
            let pop = Builtins.builtin("back") { [unowned self, weak nav] _, _, _ in
                guard let nav, let host = nav.host, !nav.path.isEmpty else { return .void }
                try self.withAnimation(.easeInOut(duration: NavigationMetrics.pushDuration), at: at) {
                    nav.path.removeLast()
                    self.markDirty(host)
                }
                return .void
            }
            let button = ViewValue(.stack(.horizontal, alignment: "center", spacing: 6, [
                ContainerDrawing.chevron(width: 12, height: 21, lineWidth: 3, color: tint, pointing: true, at: at),
                ContainerDrawing.text(back, size: NavigationMetrics.itemSize, color: tint, at: at),
            ]), at: at).adding(.onTap(pop, count: 1))
            leading.insert(button, at: 0)
        }
        func items(_ views: [ViewValue]) -> ViewValue {
            ViewValue(.stack(.horizontal, alignment: "center", spacing: NavigationMetrics.itemSpacing, views.map(Self.barItem)), at: at)
                .adding(.font(FontValue(spec: .system(size: NavigationMetrics.itemSize), textStyle: "body")))
                .adding(.foreground(tint))
                // A button the bar holds inside another view (an animator's content) is a bar
                // button all the same: borderless.
                .adding(.buttonStyle("borderless"))
        }
        let sides = ViewValue(.stack(.horizontal, alignment: "center", spacing: 0, [items(leading), ViewValue(.spacer(minLength: nil), at: at), items(trailing)]), at: at)
            .adding(.padding(EdgeInsets(top: 0, leading: back == nil ? NavigationMetrics.margin : 8, bottom: 0, trailing: NavigationMetrics.margin)))
        var middle: [ViewValue] = []
        if !principal.isEmpty { middle = [ViewValue(.group(principal), at: at)] }
        else if !large, let title = bar.title, !title.isEmpty {
            middle = [ContainerDrawing.text(title, size: NavigationMetrics.inlineTitleSize, weight: .semibold, color: SystemColors.color("label", dark: dark), at: at)]
        }
        let row = ViewValue(.stack(.depth, alignment: "center", spacing: nil, [sides] + middle), at: at)
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: NavigationMetrics.barHeight, maxHeight: NavigationMetrics.barHeight, alignment: .center))
        guard large, let title = bar.title else { return Self.barBacked(row, bar) }
        let titleView = ContainerDrawing.fullWidth(ContainerDrawing.text(title, size: NavigationMetrics.largeTitleSize, weight: .bold,
                                                                         color: SystemColors.color("label", dark: dark), at: at))
            .adding(.padding(EdgeInsets(top: 0, leading: NavigationMetrics.margin, bottom: NavigationMetrics.largeTitleBottom, trailing: NavigationMetrics.margin)))
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: NavigationMetrics.largeTitleHeight,
                                   maxHeight: NavigationMetrics.largeTitleHeight, alignment: UnitPoint(0, 1)))
        return Self.barBacked(ViewValue(.stack(.vertical, alignment: "leading", spacing: 0, [row, titleView]), at: at), bar)
    }

    /// The bar over its `toolbarBackground`, if it has one.
    static func barBacked(_ bar: ViewValue, _ info: NavigationState.BarInfo) -> ViewValue {
        guard let background = info.barBackground else { return bar }
        // The bar's background reaches up under the status bar.
        return bar.adding(.background(background.adding(.ignoresSafeArea(EdgeSet.top.rawValue)), alignment: .center))
    }

    /// A bar item: a `Button` in the bar is borderless, its label in the tint (a bar button),
    /// unless the file gave it a style of its own.
    static func barItem(_ v: ViewValue) -> ViewValue {
        guard case .button = v.content else { return v }
        return v.adding(.buttonStyle("borderless"))
    }

    /// After the pages are built: what their views say of their bars, and the pages again if
    /// that changed (a title or toolbar lives in the views the stack holds).
    func settleNavigation(_ host: ViewHost, _ nav: NavigationState, _ ctx: ViewContext, _ update: Update) throws {
        for _ in 0..<2 {
            let bars = gatheredBars(host)
            let same = bars.count == nav.bars.count && zip(bars, nav.bars).allSatisfy { $0.same($1) }
            // The destinations' closures are the latest evaluation's, whatever else changed.
            nav.bars = bars
            if same { return }
            // The bar read again belongs to the page as first built: its views come with the
            // page (no transition of their own), in the same update.
            try update.with(animation: nil) { try reconcileChildren(host, ctx, update) }
        }
    }

    /// Once an update's views are evaluated: a stack whose views inside changed on their own
    /// (a view struct's state) reads their bars again.
    func refreshNavigationBars(_ update: Update) throws {
        navigations.removeAll { $0.host == nil }
        for nav in navigations {
            guard let host = nav.host else { continue }
            let bars = gatheredBars(host)
            guard !(bars.count == nav.bars.count && zip(bars, nav.bars).allSatisfy { $0.same($1) }) else { nav.bars = bars; continue }
            var ctx = host.context
            ctx.navigation = nav
            try settleNavigation(host, nav, contentContext(host.value, ctx, host: host), update)
        }
    }

    /// Each page's bar, read from its content's views: the outermost title, display mode and
    /// visibility written, every toolbar's items in order.
    private func gatheredBars(_ host: ViewHost) -> [NavigationState.BarInfo] {
        guard let stack = host.children.first else { return [] }
        return stack.children.map { page in
            var info = NavigationState.BarInfo()
            if let content = page.children.first { gather(content, &info) }
            return info
        }
    }

    private func gather(_ host: ViewHost, _ info: inout NavigationState.BarInfo) {
        var title: String?, mode: String?, hidden: Bool?
        var items: [ViewValue] = []
        for m in host.value.modifiers {
            guard case .container(let c) = m else { continue }
            switch c {
            case .navigationTitle(let t): title = t
            case .displayMode(let d): mode = d
            case .barHidden(let h): hidden = h
            case .toolbar(let v): items += v
            case .navigationDestination(let t, let f): info.destinations.append((t, f))
            case .backButtonHidden(let h): info.backHidden = h
            case .barBackground(let v): info.barBackground = v
            default: break
            }
        }
        if let title { info.title = title }
        if let mode { info.mode = mode }
        if let hidden { info.hidden = hidden }
        info.items += items
        if info.background == nil, case .container(let spec) = host.value.content, case .list(_, let style) = spec.payload {
            info.background = ListLayout(style: style, dark: evaluator.prefersDark, at: spec.at).pageBackground(host.value)
        }
        // A stack inside is a navigation of its own.
        if case .container(let spec) = host.value.content, case .navigation = spec.payload { return }
        for child in host.children { gather(child, &info) }
    }
}
