/// Edge insets, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// `.padding()`: 16 points on every side.
    public static let standard = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    public static func all(_ n: Double) -> EdgeInsets { EdgeInsets(top: n, leading: n, bottom: n, trailing: n) }
}

/// Horizontal alignment of a VStack's children.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
    /// Where a child stands in the free width: 0 at the leading edge, 1 at the trailing.
    public var fraction: Double {
        switch self { case .leading: return 0; case .center: return 0.5; case .trailing: return 1 }
    }
}

/// Vertical alignment of an HStack's children.
public enum VerticalAlignment: Sendable {
    case top, center, bottom
    /// The children's first (last) text baselines on one line; a view with no text has its
    /// baseline at its bottom.
    case firstTextBaseline, lastTextBaseline
    /// Where a child stands in the free height: 0 at the top, 1 at the bottom (a baseline
    /// alignment places by baselines instead).
    public var fraction: Double {
        switch self {
        case .top: return 0
        case .center: return 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: return 1
        }
    }
}

/// The view tree's layout: stacks, padding and frames around nodes, as SwiftUI lays them out.
public indirect enum Layout {
    /// A drawn node, sized by its content (text) or by the proposal (shapes, images).
    case node(Node)
    /// A node drawn in the centred square of the space it takes (a `Circle`): it takes the
    /// whole proposal, as a shape does.
    case inscribed(Node)
    /// `Divider`: a 1 pt line across its stack's axis (a vertical line in an HStack, else a
    /// horizontal one), as long as it is offered.
    case divider(Node)
    /// Children left to right, aligned vertically; `container`, when given, takes the stack's frame.
    case hstack(alignment: VerticalAlignment = .center, spacing: Double, children: [Layout], container: Node?)
    /// Children top to bottom.
    case vstack(alignment: HorizontalAlignment, spacing: Double, children: [Layout], container: Node?)
    /// Children on top of each other, aligned in the stack (centred by default).
    case zstack(alignment: UnitPoint = .center, children: [Layout], container: Node?)
    case padding(EdgeInsets, Layout)
    /// A modifier's own node around the child (an effect that needs a group of its own, a
    /// background's): it takes the child's frame; the child lays out as if it were not there
    /// (a spacer in it still grows along its stack, its layout priority still counts).
    case wrapped(Layout, container: Node)
    /// A fixed width and/or height (nil: the child's own), the child centred in it.
    case frame(width: (() -> Double)?, height: (() -> Double)?, Layout)
    /// `Spacer()`: flexible space along a stack's axis (on both axes outside a stack), at
    /// least the default spacing long.
    case spacer
    /// `Spacer(minLength:)`.
    case spacerOf(minLength: Double)
    /// A part rebuilt from state on every layout pass, as `ForEach` over changing data.
    case dynamic(() -> Layout)
    /// `.background`/`.overlay`: the first child sizes the whole; the second is offered that
    /// size and aligned in it (which one draws on top is the node tree's order).
    case overlay(Layout, Layout, alignment: UnitPoint)
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)` and an aligned fixed frame:
    /// the frame takes the offer clamped to its bounds (a fixed size when min = max), the child
    /// is aligned in it.
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?,
                       alignment: UnitPoint, Layout)
    /// `.position(x:y:)`: takes the whole offer and puts the child's centre at (x, y) in it.
    case position(x: Double, y: Double, Layout)
    /// A text drawn as a glyph node per character (a text of styled runs, a text renderer's
    /// slices), in lines as a text node's (`Layout+TextLines`); `container` takes its frame.
    case textLines(glyphs: [Node], container: Node)
    /// `.layoutPriority(_:)`: a stack offers its space to higher priorities first.
    case priority(Double, Layout)
    /// `.fixedSize(horizontal:vertical:)`: on those axes the child takes its ideal size
    /// whatever it is offered.
    case fixedSize(horizontal: Bool, vertical: Bool, Layout)
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: the child is offered
    /// the largest size of that width-to-height ratio inside the offer (`fill`: the smallest
    /// around it); nil takes the child's own ratio (an image's natural size).
    case aspectRatio(Double?, fill: Bool, Layout)
    /// `.ignoresSafeArea(_:)`: laid out as its child, then placed reaching past the safe area
    /// to the screen's edge on each of `edges` where its frame meets the safe area's edge.
    case ignoresSafeArea(edges: LayoutEdges, Layout)
    /// `ScrollView`: takes the space offered; its content is offered no length along the axes
    /// it scrolls (its ideal length there), placed less the scroll offset, and `container`
    /// (which clips it) takes the scroll view's frame (`Layout+Scroll`).
    case scroll(ScrollGeometry, Layout, container: Node)
    /// `ViewThatFits`: the first child whose ideal size fits the offer on the axes given, else
    /// the last, laid out as it is; the others are placed in no space (`Layout+Scroll`).
    case firstFitting(horizontal: Bool, vertical: Bool, [Layout], container: Node?)
    /// `.alignmentGuide(_:computeValue:)`: laid out as its child; a stack aligning its views by
    /// the guide `name` on that axis reads the value `value` gives for the child's size (nil:
    /// the guide's default) (`Layout+Guides`).
    case guide(horizontal: Bool, name: String, (Size) -> Double?, Layout)
    /// A file's own `Layout` over its children (`Layout+Custom`); `container` takes its frame.
    case custom(CustomLayout, [Layout], container: Node?)
    /// Laid out as its child; `placed` is told the rect the child is placed in (where a view
    /// stands as a whole, its frames and padding included, for whoever scrolls to it).
    case reporting((Rect) -> Void, Layout)

    /// SwiftUI's default spacing between stacked views.
    public static let defaultSpacing = 8.0
}

/// Computes sizes and places nodes' frames.
///
/// A pass works on a tree of `LayoutItem`s built from the `Layout` (a `.dynamic` part built
/// once): each item keeps the sizes it chose for the proposals it was given, so a stack's
/// probes of its children (at zero and at infinity, to find how flexible each is) cost one
/// measure per proposal, not a measure of the whole subtree again at every level.
public struct LayoutEngine {
    public let metrics: FontMetrics
    /// Natural sizes of image assets; without them an image takes the whole proposal.
    public let images: ImageMetrics?
    /// Whether lines wider than their proposal wrap (the user's text; see `rows`).
    public var wrapsLongLines: Bool
    /// The screen and the safe area inside it (a device's), for `ignoresSafeArea`; nil when
    /// the canvas has no unsafe edges.
    public var safeArea: (screen: Rect, safe: Rect)?
    public init(metrics: FontMetrics, images: ImageMetrics? = nil, wrapsLongLines: Bool = false) {
        self.metrics = metrics is LayoutMetrics ? metrics : LayoutMetrics(metrics)
        self.images = images
        self.wrapsLongLines = wrapsLongLines
    }

    /// The size `layout` takes when offered `proposed`.
    public func size(of layout: Layout, proposed: Size) -> Size {
        measure(LayoutItem(layout, axis: nil), proposed)
    }

    /// Places `layout` in `rect`, calling `assign` with each node's frame; `proposed`, when
    /// given, is what `rect`'s size was chosen for (a stack then divides its length exactly as
    /// it did choosing it, not again for the size it chose).
    public func place(_ layout: Layout, in rect: Rect, proposed: Size? = nil, assign: (Node, Rect) -> Void) {
        let item = LayoutItem(layout, axis: nil)
        if let proposed { _ = measure(item, proposed) }
        place(item, in: rect, assign: assign)
    }

    /// Lays `layout` out in one pass: measured offered `proposed`, then placed in the rect
    /// `placing` gives for the size it chose (one tree of items for both, so nothing is
    /// measured twice).
    public func layOut(_ layout: Layout, proposed: Size, placing: (Size) -> Rect, assign: (Node, Rect) -> Void) {
        let item = LayoutItem(layout, axis: nil)
        let size = measure(item, proposed)
        place(item, in: placing(size), assign: assign)
    }

    /// The proposal `item` chose `size` for in this pass (the latest), else `size` itself:
    /// placing a child with the proposal it was measured with repeats its measure exactly
    /// (an offer worked out again from the size it chose could differ in its last bit and,
    /// say, wrap a text that fitted).
    func proposal(of item: LayoutItem, choosing size: Size) -> Size {
        item.measured.last { $0.1 == size }?.0 ?? size
    }

    /// The size `item` takes when offered `proposed` (each proposal measured once a pass).
    func measure(_ item: LayoutItem, _ proposed: Size) -> Size {
        var p = Size(Self.clean(proposed.width), Self.clean(proposed.height))
        // A text's size does not depend on the height offered: one measure serves every height
        // (a stack in a stack offers each text several).
        if item.isText { p.height = 0 }
        for (q, s) in item.measured where q == p { return s }
        let s = compute(item, p)
        let out = Size(s.width.isNaN ? 0 : Self.settled(s.width, proposed: p.width),
                       s.height.isNaN ? 0 : Self.settled(s.height, proposed: p.height))
        item.measured.append((p, out))
        return out
    }

    /// A proposal's side as layout takes it: NaN and negative offers as nothing, infinity kept
    /// (a stack's probe of how far a child grows).
    static func clean(_ v: Double) -> Double { v.isNaN ? 0 : max(0, v) }

    private func compute(_ item: LayoutItem, _ p: Size) -> Size {
        let c = item.children
        switch item.layout {
        case .node(let node): return intrinsicSize(of: node, proposed: p)
        case .inscribed: return p
        case .divider: return item.axis == .horizontal ? Size(1, p.height) : Size(p.width, 1)
        case .hstack(let alignment, let spacing, _, _):
            if let rows = rows(c, spacing: spacing, width: p.width) { return size(ofRows: rows, spacing: spacing) }
            let sizes = distribute(c, horizontal: true, spacing: spacing, p)
            var out = stackSize(sizes, horizontal: true, spacing: spacing)
            if let tops = baselineTops(c, sizes, alignment) {
                out.height = zip(tops, sizes).reduce(0.0) { max($0, $1.0 + $1.1.height) }
            } else if let g = guideOffsets(c, sizes, horizontal: false, Self.guideName(alignment), alignment.fraction) {
                out.height = g.extent
            }
            return out
        case .vstack(let alignment, let spacing, _, _):
            let sizes = distribute(c, horizontal: false, spacing: spacing, p)
            var out = stackSize(sizes, horizontal: false, spacing: spacing)
            if let g = guideOffsets(c, sizes, horizontal: true, Self.guideName(alignment), alignment.fraction) { out.width = g.extent }
            return out
        case .zstack(let alignment, _, _):
            let sizes = overlaid(c, p)
            var out = sizes.reduce(Size.zero) { Size(max($0.width, $1.width), max($0.height, $1.height)) }
            if let g = guideOffsets(c, sizes, horizontal: true, Self.guideName(x: alignment.x), alignment.x) { out.width = g.extent }
            if let g = guideOffsets(c, sizes, horizontal: false, Self.guideName(y: alignment.y), alignment.y) { out.height = g.extent }
            return out
        case .padding(let e, _):
            let inner = measure(c[0], Size(p.width - e.leading - e.trailing, p.height - e.top - e.bottom))
            return Size(max(0, inner.width + e.leading + e.trailing), max(0, inner.height + e.top + e.bottom))
        case .frame(let w, let h, _):
            let fixedW = Self.fixed(w), fixedH = Self.fixed(h)
            if let fixedW, let fixedH { return Size(fixedW, fixedH) }
            let inner = measure(c[0], Size(fixedW ?? p.width, fixedH ?? p.height))
            return Size(fixedW ?? inner.width, fixedH ?? inner.height)
        case .spacer, .spacerOf:
            let least = Self.spacerMinimum(item.layout) ?? 0
            // Offered no length (in a scroll view), a spacer is its least length.
            func grown(_ v: Double) -> Double { v == Layout.unspecified ? least : max(v, least) }
            switch item.axis {
            case .horizontal?: return Size(grown(p.width), 0)
            case .vertical?: return Size(0, grown(p.height))
            case nil: return Size(grown(p.width), grown(p.height))
            }
        case .dynamic, .priority, .wrapped, .ignoresSafeArea, .guide, .reporting: return measure(c[0], p)
        case .overlay: return measure(c[0], p)
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, _, _):
            let inner = measure(c[0], Self.flexibleProposal(p, minW, maxW, minH, maxH))
            return Size(Self.flexibleSide(p.width, inner.width, minW, maxW), Self.flexibleSide(p.height, inner.height, minH, maxH))
        case .position:
            return p
        case .scroll(let g, _, _):
            return scrollSize(g, c[0], p)
        case .firstFitting(let h, let v, _, _):
            return c.isEmpty ? .zero : measure(c[fitting(c, p, horizontal: h, vertical: v)], p)
        case .custom(let l, _, _):
            let s = l.sizeThatFits(p, subviewAccess(c))
            return Size(s.width.isFinite ? max(0, s.width) : 0, s.height.isFinite ? max(0, s.height) : 0)
        case .textLines(let glyphs, _):
            return textLines(glyphs, width: p.width).size
        case .fixedSize(let horizontal, let vertical, _):
            return idealSize(c[0], p, horizontal: horizontal, vertical: vertical)
        case .aspectRatio(let ratio, let fill, _):
            return measure(c[0], aspectProposal(c[0], p, ratio, fill: fill))
        }
    }

    /// What `.aspectRatio` offers its child (Apple, `aspectRatio(_:contentMode:)`): the offer's
    /// largest size of the ratio inside it when fitting, its smallest around it when filling.
    /// A ratio that is not a positive finite number leaves the offer as it is.
    func aspectProposal(_ child: LayoutItem, _ p: Size, _ ratio: Double?, fill: Bool) -> Size {
        let r = ratio ?? ownRatio(child)
        guard r.isFinite, r > 0 else { return p }
        let wider = p.width / p.height > r
        if wider != fill { return Size(p.height * r, p.height) }
        return Size(p.width, p.width / r)
    }

    /// A child's own width-to-height ratio: an image's natural size's, else its ideal size's
    /// (offered unlimited space); 1 for a view that would take all of it (a shape's ideal
    /// size is square).
    private func ownRatio(_ item: LayoutItem) -> Double {
        switch item.layout {
        case .node(let node) where node.kind == .image:
            if let name = node.imageName, let natural = images?.size(ofImage: name), natural.height > 0 {
                return natural.width / natural.height
            }
        case .dynamic, .priority, .wrapped, .ignoresSafeArea: return ownRatio(item.children[0])
        default: break
        }
        let ideal = measure(item, Size(.infinity, .infinity))
        guard ideal.width.isFinite, ideal.height.isFinite, ideal.height > 0 else { return 1 }
        return ideal.width / ideal.height
    }

    /// A fixed frame's side: nil when not given, or when negative or not finite (SwiftUI
    /// ignores such a side, with a runtime warning).
    static func fixed(_ side: (() -> Double)?) -> Double? {
        guard let v = side?(), v.isFinite, v >= 0 else { return nil }
        return v
    }

    /// A spacer's least length along its axis: its `minLength`, else the default spacing.
    static func spacerMinimum(_ layout: Layout) -> Double? {
        switch layout {
        case .spacer: return Layout.defaultSpacing
        case .spacerOf(let n): return n.isFinite ? max(0, n) : n == .infinity ? n : 0
        default: return nil
        }
    }

    /// The size `item` takes on the axes it is fixed on: its ideal size there (what it takes
    /// offered unlimited space; our rule for a view that would take all of it, a shape or a
    /// colour: 10 pt, SwiftUI's ideal size of a shape), the offer on the others.
    func idealSize(_ item: LayoutItem, _ p: Size, horizontal: Bool, vertical: Bool) -> Size {
        let s = measure(item, Size(horizontal ? .infinity : p.width, vertical ? .infinity : p.height))
        return Size(horizontal && !s.width.isFinite ? 10 : s.width, vertical && !s.height.isFinite ? 10 : s.height)
    }

    /// What a flexible frame offers its child: the offer clamped to the bounds.
    /// An offer that leaves the size open stays open (SwiftUI's flexible frame passes a `nil`
    /// proposal on).
    static func flexibleProposal(_ p: Size, _ minW: Double?, _ maxW: Double?, _ minH: Double?, _ maxH: Double?) -> Size {
        func side(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double { v == Layout.unspecified ? v : clamp(v, lo, hi) }
        return Size(side(p.width, minW, maxW), side(p.height, minH, maxH))
    }

    static func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var out = v
        if let lo, !lo.isNaN { out = max(out, lo) }
        if let hi, !hi.isNaN { out = min(out, hi) }
        return out
    }

    /// A flexible frame's side (Apple, `frame(minWidth:idealWidth:maxWidth:…)`): with no bound
    /// the child's size; with both, the offer clamped to them; with a minimum, the child's
    /// size, at least the minimum, and no more than the offer when the child is larger; with a
    /// maximum, the offer when it is larger than the child, no more than the maximum.
    static func flexibleSide(_ offered: Double, _ child: Double, _ lo: Double?, _ hi: Double?) -> Double {
        let lo = lo.flatMap { $0.isNaN ? nil : $0 }, hi = hi.flatMap { $0.isNaN ? nil : $0 }
        // Offered no size, the frame is its child's, within its bounds.
        if offered == Layout.unspecified { return clamp(child, lo, hi) }
        var out = child
        if let lo { out = max(lo, min(out, offered)) }
        if let hi { out = min(hi, max(out, offered)) }
        return out
    }

    /// A stack's size from its children's: their lengths and the spacing between them along
    /// its axis, the largest across.
    private func stackSize(_ sizes: [Size], horizontal: Bool, spacing: Double) -> Size {
        var along = 0.0, across = 0.0
        for s in sizes {
            along += horizontal ? s.width : s.height
            across = max(across, horizontal ? s.height : s.width)
        }
        along += Self.gaps(spacing, sizes.count)
        return horizontal ? Size(max(0, along), across) : Size(across, max(0, along))
    }

    static func gaps(_ spacing: Double, _ count: Int) -> Double {
        spacing.isFinite ? spacing * Double(max(0, count - 1)) : 0
    }

    /// The sizes a stack gives its children, as SwiftUI's stacks divide their length (Apple,
    /// "Layout fundamentals", and `HStack`/`Spacer`): the space left after the spacing is
    /// offered to the children in order of layout priority, highest first, and within a
    /// priority least flexible first (how much a child grows from being offered nothing to
    /// being offered everything); each is offered an equal share of what is left for those not
    /// yet sized, and what it takes is what is left after it. A priority's children leave the
    /// lower ones their least lengths. Across the axis each child is offered the stack's offer.
    func distribute(_ children: [LayoutItem], horizontal: Bool, spacing: Double, _ p: Size) -> [Size] {
        let n = children.count
        guard n > 0 else { return [] }
        func offer(_ a: Double) -> Size { horizontal ? Size(a, p.height) : Size(p.width, a) }
        func length(_ s: Size) -> Double { horizontal ? s.width : s.height }
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        // Offered no length (in a scroll view), each child takes its own ideal length.
        if (horizontal ? p.width : p.height) == Layout.unspecified { return children.map { measure($0, offer(Layout.unspecified)) } }
        let least = children.map { length(measure($0, offer(0))) }
        let most = children.map { length(measure($0, offer(.infinity))) }
        let flexibility = (0..<n).map { i -> Double in
            let f = most[i] - least[i]
            return f.isNaN || most[i].isInfinite ? .infinity : f
        }
        let priorities = children.map { Self.priority(of: $0) }
        let order = (0..<n).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        let along = horizontal ? p.width : p.height
        var remaining = along - Self.gaps(spacing, n)
        var sizes = [Size](repeating: .zero, count: n)
        var start = 0
        while start < n {
            var end = start
            while end < n && priorities[order[end]] == priorities[order[start]] { end += 1 }
            let reserved = order[end...].reduce(0.0) { $0 + finite(least[$1]) }
            var available = remaining - reserved
            var used = 0.0
            for (k, i) in order[start..<end].enumerated() {
                let count = Double(end - start - k)
                let share = available.isInfinite ? available : max(0, available / count)
                let s = measure(children[i], offer(share))
                sizes[i] = s
                let taken = finite(length(s))
                if available.isFinite { available -= taken }
                used += taken
            }
            if remaining.isFinite { remaining -= used }
            start = end
        }
        return sizes
    }

    /// The sizes a ZStack's children take: each offered the stack's offer when they share a
    /// layout priority; else those of the highest priority are offered it, and the others
    /// the size those take together (SwiftUI's ZStack: `ZStack { Color.blue; Text("Hi")
    /// .layoutPriority(1) }` is the text's size, the colour filling it). The stack is as
    /// large as all of them.
    func overlaid(_ children: [LayoutItem], _ p: Size) -> [Size] {
        let priorities = children.map { Self.priority(of: $0) }
        guard let top = priorities.max(), priorities.contains(where: { $0 != top }) else { return children.map { measure($0, p) } }
        var sizes = [Size?](repeating: nil, count: children.count)
        var first = Size.zero
        for (i, child) in children.enumerated() where priorities[i] == top {
            let s = measure(child, p)
            sizes[i] = s
            first = Size(max(first.width, s.width), max(first.height, s.height))
        }
        return children.enumerated().map { i, child in sizes[i] ?? measure(child, first) }
    }

    /// Under a text-baseline alignment, where each child's top stands below the row's top so
    /// that their baselines make one line (nil under another alignment).
    func baselineTops(_ children: [LayoutItem], _ sizes: [Size], _ alignment: VerticalAlignment) -> [Double]? {
        let last: Bool
        switch alignment {
        case .firstTextBaseline: last = false
        case .lastTextBaseline: last = true
        default: return nil
        }
        let baselines = zip(children, sizes).map { child, s -> Double in
            let b = explicitGuide(child, horizontal: false, last ? "lastTextBaseline" : "firstTextBaseline", size: s)
                ?? baseline(of: child, size: s, last: last) ?? s.height
            return b.isFinite ? b : 0
        }
        let line = baselines.max() ?? 0
        return baselines.map { line - $0 }
    }

    /// The first (or last) text baseline of `item` at `size`, from its top; nil when it shows
    /// no text. Through modifiers, to the child where it stands; a VStack's is its first (last)
    /// child's. Apple: `VerticalAlignment.firstTextBaseline`.
    func baseline(of item: LayoutItem, size: Size, last: Bool) -> Double? {
        let c = item.children
        let p = proposal(of: item, choosing: size)
        switch item.layout {
        case .node(let node):
            guard let font = node.font else { return nil }
            let m = metrics.lineMetrics(font)
            switch node.kind {
            case .text, .glyph: return last ? size.height - m.descent : m.ascent
            case .button: return (size.height - m.height) / 2 + m.ascent
            default: return nil
            }
        case .textLines(let glyphs, _):
            let lines = textLines(glyphs, width: size.width).lines
            return (last ? lines.last : lines.first)?.baseline
        case .padding(let e, _):
            let s = measure(c[0], Size(p.width - e.leading - e.trailing, p.height - e.top - e.bottom))
            return baseline(of: c[0], size: s, last: last).map { e.top + $0 }
        case .frame(let w, let h, _):
            let s = measure(c[0], Size(Self.fixed(w) ?? p.width, Self.fixed(h) ?? p.height))
            return baseline(of: c[0], size: s, last: last).map { (size.height - s.height) / 2 + $0 }
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, let alignment, _):
            let s = measure(c[0], Self.flexibleProposal(p, minW, maxW, minH, maxH))
            return baseline(of: c[0], size: s, last: last).map { (size.height - s.height) * alignment.y + $0 }
        case .dynamic, .priority, .wrapped, .overlay, .ignoresSafeArea, .guide, .reporting:
            return baseline(of: c[0], size: size, last: last)
        case .vstack(_, let spacing, _, _):
            let sizes = distribute(c, horizontal: false, spacing: spacing, p)
            var y = 0.0
            var found: Double?
            for (child, s) in zip(c, sizes) {
                if let b = baseline(of: child, size: s, last: last) {
                    found = y + b
                    if !last { break }
                }
                y += s.height + (spacing.isFinite ? spacing : 0)
            }
            return found
        default: return nil
        }
    }

    /// A child's layout priority: `.layoutPriority`'s (through the modifiers around it), a
    /// spacer's the lowest of all (it takes what the others leave), else 0.
    static func priority(of item: LayoutItem) -> Double {
        switch item.layout {
        case .priority(let v, _): return v.isNaN ? 0 : v
        case .spacer, .spacerOf: return -.infinity
        case .padding, .frame, .flexibleFrame, .dynamic, .overlay, .fixedSize, .aspectRatio, .wrapped, .ignoresSafeArea, .guide, .reporting:
            return priority(of: item.children[0])
        default: return 0
        }
    }

    /// Where a child of `size` stands in `rect` under `alignment`.
    func aligned(_ size: Size, in rect: Rect, _ alignment: UnitPoint) -> Rect {
        Rect(x: rect.x + (rect.width - size.width) * alignment.x, y: rect.y + (rect.height - size.height) * alignment.y,
             width: size.width, height: size.height)
    }

    /// Places `item` in `rect`: its children at the sizes they take offered `rect`'s.
    func place(_ item: LayoutItem, in rect: Rect, assign: (Node, Rect) -> Void) {
        let c = item.children
        let p = proposal(of: item, choosing: rect.size)
        switch item.layout {
        case .node(let node):
            if node.kind == .text, node.wrapWidth != nil { node.wrapWidth = rect.width; wrap(node) }
            else if wrapsLongLines, node.kind == .text, let font = node.font {
                node.lines = wraps(node, width: rect.width) ? wrappedLines(node.text, font: font, width: rect.width, limit: node.lineLimit) : []
            }
            assign(node, rect)
        case .divider(let node):
            assign(node, rect)
        case .inscribed(let node):
            let side = min(rect.width, rect.height)
            assign(node, aligned(Size(side, side), in: rect, .center))
        case .hstack(let alignment, let spacing, _, let container):
            if let container { assign(container, rect) }
            if let rows = rows(c, spacing: spacing, width: p.width) {
                return place(rows: rows, spacing: spacing, in: rect, assign: assign)
            }
            var x = rect.x
            let sizes = distribute(c, horizontal: true, spacing: spacing, p)
            let tops = baselineTops(c, sizes, alignment) ?? guideOffsets(c, sizes, horizontal: false, Self.guideName(alignment), alignment.fraction)?.offsets
            for (i, (child, s)) in zip(c, sizes).enumerated() {
                let y = tops.map { rect.y + $0[i] } ?? rect.y + (rect.height - s.height) * alignment.fraction
                place(child, in: Rect(x: x, y: y, width: s.width, height: s.height), assign: assign)
                x += s.width + (spacing.isFinite ? spacing : 0)
            }
        case .vstack(let alignment, let spacing, _, let container):
            if let container { assign(container, rect) }
            var y = rect.y
            let sizes = distribute(c, horizontal: false, spacing: spacing, p)
            let lefts = guideOffsets(c, sizes, horizontal: true, Self.guideName(alignment), alignment.fraction)?.offsets
            for (i, (child, s)) in zip(c, sizes).enumerated() {
                let x = lefts.map { rect.x + $0[i] } ?? rect.x + (rect.width - s.width) * alignment.fraction
                place(child, in: Rect(x: x, y: y, width: s.width, height: s.height), assign: assign)
                y += s.height + (spacing.isFinite ? spacing : 0)
            }
        case .zstack(let alignment, _, let container):
            if let container { assign(container, rect) }
            let sizes = overlaid(c, p)
            let lefts = guideOffsets(c, sizes, horizontal: true, Self.guideName(x: alignment.x), alignment.x)?.offsets
            let tops = guideOffsets(c, sizes, horizontal: false, Self.guideName(y: alignment.y), alignment.y)?.offsets
            for (i, (child, s)) in zip(c, sizes).enumerated() {
                var r = aligned(s, in: rect, alignment)
                if let lefts { r.x = rect.x + lefts[i] }
                if let tops { r.y = rect.y + tops[i] }
                place(child, in: r, assign: assign)
            }
        case .padding(let e, _):
            // The child at the size it took inside the insets (not the rect less the insets
            // again, which may differ in its last bit).
            let s = measure(c[0], Size(p.width - e.leading - e.trailing, p.height - e.top - e.bottom))
            place(c[0], in: Rect(x: rect.x + e.leading, y: rect.y + e.top, width: s.width, height: s.height), assign: assign)
        case .frame(let w, let h, _):
            let s = measure(c[0], Size(Self.fixed(w) ?? p.width, Self.fixed(h) ?? p.height))
            place(c[0], in: aligned(s, in: rect, .center), assign: assign)
        case .spacer, .spacerOf:
            break
        case .dynamic, .priority, .guide:
            place(c[0], in: rect, assign: assign)
        case .reporting(let placed, _):
            placed(rect)
            place(c[0], in: rect, assign: assign)
        case .ignoresSafeArea(let edges, _):
            place(c[0], in: reachingPastSafeArea(rect, edges), assign: assign)
        case .scroll(let g, _, let container):
            assign(container, rect)
            placeScroll(g, c[0], in: rect, assign: assign)
        case .custom(let l, _, let container):
            if let container { assign(container, rect) }
            placeCustom(l, c, in: rect, proposal: p, assign: assign)
        case .firstFitting(let h, let v, _, let container):
            if let container { assign(container, rect) }
            guard !c.isEmpty else { return }
            let chosen = fitting(c, p, horizontal: h, vertical: v)
            for (i, child) in c.enumerated() {
                if i == chosen { place(child, in: aligned(measure(child, p), in: rect, .center), assign: assign); continue }
                place(child, in: Rect(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, width: 0, height: 0), assign: assign)
            }
        case .wrapped(_, let container):
            assign(container, rect)
            place(c[0], in: rect, assign: assign)
        case .overlay(_, _, let alignment):
            place(c[0], in: rect, assign: assign)
            place(c[1], in: aligned(measure(c[1], rect.size), in: rect, alignment), assign: assign)
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, let alignment, _):
            let s = measure(c[0], Self.flexibleProposal(p, minW, maxW, minH, maxH))
            place(c[0], in: aligned(s, in: rect, alignment), assign: assign)
        case .position(let x, let y, _):
            let s = measure(c[0], p)
            place(c[0], in: Rect(x: rect.x + x - s.width / 2, y: rect.y + y - s.height / 2, width: s.width, height: s.height),
                  assign: assign)
        case .textLines(let glyphs, let container):
            assign(container, rect)
            placeTextLines(glyphs, container: container, in: rect, assign: assign)
        case .fixedSize(let horizontal, let vertical, _):
            let s = idealSize(c[0], p, horizontal: horizontal, vertical: vertical)
            place(c[0], in: aligned(s, in: rect, .center), assign: assign)
        case .aspectRatio(let ratio, let fill, _):
            let s = measure(c[0], aspectProposal(c[0], p, ratio, fill: fill))
            place(c[0], in: aligned(s, in: rect, .center), assign: assign)
        }
    }

    private func intrinsicSize(of node: Node, proposed: Size) -> Size {
        switch node.kind {
        case .glyph, .text:
            guard let font = node.font else { return .zero }
            let (width, line) = measured(node, font)
            if wraps(node, width: proposed.width) {
                if let one = singleLine(node, font), one <= proposed.width {
                    return Size(one, textHeight(lines: node.reservesLines ? max(1, node.lineLimit ?? 0) : 1, line: line))
                }
                let lines = wrappedLines(node.text, font: font, width: proposed.width, limit: node.lineLimit)
                let width = lines.map { metrics.advance(of: $0, font: font) }.max() ?? 0
                let count = node.reservesLines ? max(lines.count, node.lineLimit ?? 0) : lines.count
                return Size(min(width, proposed.width), textHeight(lines: count, line: line))
            }
            return Size(width, line.height)
        case .button:
            guard let font = node.font else { return .zero }
            // A bordered button: 12 pt of horizontal and 7 pt of vertical padding around the label.
            return Size(metrics.advance(of: node.text, font: font) + 24, metrics.lineMetrics(font).height + 14)
        case .image:
            // `resizable().scaledToFit()`: the largest size of the image's own shape inside the proposal.
            guard let name = node.imageName, let natural = images?.size(ofImage: name),
                  natural.width > 0, natural.height > 0 else { return proposed }
            // The limiting side takes the proposal exactly (no rounding noise on it).
            if proposed.width / natural.width <= proposed.height / natural.height {
                return Size(proposed.width, natural.height * proposed.width / natural.width)
            }
            return Size(natural.width * proposed.height / natural.height, proposed.height)
        case .rect, .circle, .card, .group, .path:
            return proposed
        }
    }

    private func textHeight(lines: Int, line: LineMetrics) -> Double {
        lines == 0 ? 0 : Double(lines - 1) * line.lineSpacing + line.height
    }

    private func wrap(_ node: Node) {
        guard let font = node.font, let width = node.wrapWidth else { return }
        if let one = singleLine(node, font), one <= width {
            if node.lines != [node.text] { node.lines = [node.text] }
            return
        }
        node.lines = wrappedLines(node.text, font: font, width: width, limit: node.lineLimit)
    }
}

/// A part of a `Layout` in one pass: its children as items, the axis of the stack it stands
/// in (which way a spacer grows), and the sizes it took for the proposals it was offered.
final class LayoutItem {
    let layout: Layout
    let children: [LayoutItem]
    /// Whether the nearest stack around it (through modifiers) is horizontal; nil outside a stack.
    let axis: Axis?
    var measured: [(Size, Size)] = []
    /// A text or glyph node, whose size depends only on the width offered.
    let isText: Bool

    enum Axis { case horizontal, vertical }

    init(_ layout: Layout, axis: Axis?) {
        self.layout = layout
        self.axis = axis
        if case .node(let n) = layout, n.kind == .text || n.kind == .glyph { isText = true } else { isText = false }
        switch layout {
        case .node, .inscribed, .divider, .spacer, .spacerOf, .textLines: children = []
        case .hstack(_, _, let cs, _): children = cs.map { LayoutItem($0, axis: .horizontal) }
        case .vstack(_, _, let cs, _): children = cs.map { LayoutItem($0, axis: .vertical) }
        case .zstack(_, let cs, _): children = cs.map { LayoutItem($0, axis: nil) }
        case .padding(_, let c), .frame(_, _, let c), .flexibleFrame(_, _, _, _, _, let c), .priority(_, let c),
             .fixedSize(_, _, let c), .aspectRatio(_, _, let c), .wrapped(let c, _), .ignoresSafeArea(_, let c), .guide(_, _, _, let c),
             .reporting(_, let c):
            children = [LayoutItem(c, axis: axis)]
        case .dynamic(let build): children = [LayoutItem(build(), axis: axis)]
        case .overlay(let a, let b, _): children = [LayoutItem(a, axis: axis), LayoutItem(b, axis: nil)]
        case .position(_, _, let c), .scroll(_, let c, _): children = [LayoutItem(c, axis: nil)]
        case .firstFitting(_, _, let cs, _): children = cs.map { LayoutItem($0, axis: axis) }
        case .custom(_, let cs, _): children = cs.map { LayoutItem($0, axis: nil) }
        }
    }
}
