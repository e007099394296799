/// Alignment guides (Apple, `alignmentGuide(_:computeValue:)` and "Aligning views within a
/// stack"): a stack puts its views so that the guide it aligns by stands on one line across
/// its axis. A view's guide is its default (its length times the alignment's fraction: 0 at
/// the leading or top edge, the whole length at the trailing or bottom one) unless
/// `.alignmentGuide` gives it a value of its own. The stack is as long across its axis as
/// the views, so aligned, reach.
extension LayoutEngine {
    static func guideName(_ a: HorizontalAlignment) -> String {
        switch a { case .leading: return "leading"; case .center: return "center"; case .trailing: return "trailing" }
    }

    static func guideName(_ a: VerticalAlignment) -> String {
        switch a {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        }
    }

    /// A ZStack's guide across each axis from its alignment point.
    static func guideName(x: Double) -> String { x == 0 ? "leading" : x == 1 ? "trailing" : "center" }
    static func guideName(y: Double) -> String { y == 0 ? "top" : y == 1 ? "bottom" : "center" }

    /// The value `.alignmentGuide` gives `item`'s guide `name` on an axis at `size`, looking
    /// through the modifiers that keep its frame and through padding (which moves it by the
    /// inset); nil when none does.
    func explicitGuide(_ item: LayoutItem, horizontal: Bool, _ name: String, size: Size) -> Double? {
        guard item.hasGuide else { return nil }
        let c = item.children
        switch item.layout {
        case .guide(let h, let n, let value, _):
            if h == horizontal, n == name, let v = value(size), v.isFinite { return v }
            return explicitGuide(c[0], horizontal: horizontal, name, size: size)
        case .dynamic, .priority, .wrapped, .overlay, .ignoresSafeArea, .reporting:
            return explicitGuide(c[0], horizontal: horizontal, name, size: size)
        case .padding(let e, _):
            let p = proposal(of: item, choosing: size)
            let inner = measure(c[0], Size(p.width - e.leading - e.trailing, p.height - e.top - e.bottom))
            return explicitGuide(c[0], horizontal: horizontal, name, size: inner).map { $0 + (horizontal ? e.leading : e.top) }
        default:
            return nil
        }
    }

    /// Where each child stands across the axis from the stack's edge so that their guides
    /// line up, and how far they reach; nil when no child has a guide of its own (the plain
    /// fraction rule places them the same way).
    func guideOffsets(_ children: [LayoutItem], _ sizes: [Size], horizontal: Bool, _ name: String, _ fraction: Double)
        -> (offsets: [Double], extent: Double)? {
        guard children.contains(where: \.hasGuide) else { return nil }
        var explicit = false
        let guides = zip(children, sizes).map { child, s -> Double in
            if let g = explicitGuide(child, horizontal: horizontal, name, size: s) { explicit = true; return g }
            return (horizontal ? s.width : s.height) * fraction
        }
        guard explicit else { return nil }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let extent = zip(offsets, sizes).reduce(0.0) { max($0, $1.0 + (horizontal ? $1.1.width : $1.1.height)) }
        return (offsets, extent)
    }
}
