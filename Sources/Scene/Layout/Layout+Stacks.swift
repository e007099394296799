/// Stacks: how an HStack or VStack divides its length among its children, how a ZStack
/// sizes them, text baselines across a row, and layout priority.
extension LayoutEngine {
    /// A stack's size from its children's: their lengths and the spacing between them along
    /// its axis, the largest across.
    func stackSize(_ sizes: [Size], horizontal: Bool, spacing: Double) -> Size {
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

    /// `distribute` for a stack item's children, kept for the proposal it last ran for:
    /// placing a stack offers it the proposal it was measured with, so it divides its length
    /// as it did then without working it out again.
    func stackSizes(_ item: LayoutItem, horizontal: Bool, spacing: Double, _ p: Size) -> [Size] {
        if let d = item.distributed, d.proposal == p { return d.sizes }
        let sizes = distribute(item.children, horizontal: horizontal, spacing: spacing, p)
        item.distributed = (p, sizes)
        return sizes
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
            let sizes = stackSizes(item, horizontal: false, spacing: spacing, p)
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
}
