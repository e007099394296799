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
        item.proposal(choosing: size) ?? size
    }

    /// The size `item` takes when offered `proposed` (each proposal measured once a pass).
    func measure(_ item: LayoutItem, _ proposed: Size) -> Size {
        var p = Size(Self.clean(proposed.width), Self.clean(proposed.height))
        // A text's size does not depend on the height offered, nor a stack's of texts: one
        // measure serves every height (a stack in a stack offers each text several).
        if item.ignoresHeight { p.height = 0 }
        if let s = item.size(for: p) { return s }
        let s = compute(item, p)
        let out = Size(s.width.isNaN ? 0 : Self.settled(s.width, proposed: p.width),
                       s.height.isNaN ? 0 : Self.settled(s.height, proposed: p.height))
        item.remember(p, chose: out)
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
            let sizes = stackSizes(item, horizontal: true, spacing: spacing, p)
            var out = stackSize(sizes, horizontal: true, spacing: spacing)
            if let tops = baselineTops(c, sizes, alignment) {
                out.height = zip(tops, sizes).reduce(0.0) { max($0, $1.0 + $1.1.height) }
            } else if let g = guideOffsets(c, sizes, horizontal: false, Self.guideName(alignment), alignment.fraction) {
                out.height = g.extent
            }
            return out
        case .vstack(let alignment, let spacing, _, _):
            let sizes = stackSizes(item, horizontal: false, spacing: spacing, p)
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
                node.lines = wraps(node, width: rect.width) ? wrappedLines(of: node, font, width: rect.width).lines : []
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
            let sizes = stackSizes(item, horizontal: true, spacing: spacing, p)
            let tops = baselineTops(c, sizes, alignment) ?? guideOffsets(c, sizes, horizontal: false, Self.guideName(alignment), alignment.fraction)?.offsets
            for (i, (child, s)) in zip(c, sizes).enumerated() {
                let y = tops.map { rect.y + $0[i] } ?? rect.y + (rect.height - s.height) * alignment.fraction
                place(child, in: Rect(x: x, y: y, width: s.width, height: s.height), assign: assign)
                x += s.width + (spacing.isFinite ? spacing : 0)
            }
        case .vstack(let alignment, let spacing, _, let container):
            if let container { assign(container, rect) }
            var y = rect.y
            let sizes = stackSizes(item, horizontal: false, spacing: spacing, p)
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
            let m = measured(node, font)
            let (width, line) = (m.width, m.line)
            if wraps(node, width: proposed.width) {
                if let one = singleLine(node, font), one <= proposed.width {
                    return Size(one, textHeight(lines: node.reservesLines ? max(1, node.lineLimit ?? 0) : 1, line: line))
                }
                let wrapped = wrappedLines(of: node, font, width: proposed.width)
                let count = node.reservesLines ? max(wrapped.lines.count, node.lineLimit ?? 0) : wrapped.lines.count
                return Size(min(wrapped.widest, proposed.width), textHeight(lines: count, line: line))
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
            if node.lines.count != 1 || node.lines[0] != node.text { node.lines = [node.text] }
            return
        }
        node.lines = wrappedLines(of: node, font, width: width).lines
    }
}
