/// A layout of the file's own (SwiftUI's `Layout` protocol): its `sizeThatFits` and
/// `placeSubviews`, run by whoever made it, given a way to measure its subviews.
///
/// Proposals are sizes whose sides may be `Layout.unspecified` (SwiftUI's `nil`) or infinity.
public struct CustomLayout {
    /// The layout's size for a proposal.
    public let sizeThatFits: (Size, LayoutSubviewAccess) -> Size
    /// Puts the subviews in the bounds: `place(i, point, anchor, proposal)` puts subview `i`'s
    /// `anchor` at `point`, at the size it takes for `proposal`.
    public let placeSubviews: (Rect, Size, LayoutSubviewAccess, _ place: @escaping (Int, Point, UnitPoint, Size) -> Void) -> Void

    public init(sizeThatFits: @escaping (Size, LayoutSubviewAccess) -> Size,
                placeSubviews: @escaping (Rect, Size, LayoutSubviewAccess, @escaping (Int, Point, UnitPoint, Size) -> Void) -> Void) {
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }
}

/// A custom layout's view of its subviews: how many, the size each takes for a proposal, and
/// each one's layout priority.
public struct LayoutSubviewAccess {
    public let count: Int
    public let measure: (Int, Size) -> Size
    public let priority: (Int) -> Double
}

extension LayoutEngine {
    func subviewAccess(_ children: [LayoutItem]) -> LayoutSubviewAccess {
        LayoutSubviewAccess(count: children.count,
                            measure: { i, p in children.indices.contains(i) ? self.measure(children[i], p) : .zero },
                            priority: { i in children.indices.contains(i) ? Self.priority(of: children[i]) : 0 })
    }

    /// Places a custom layout's subviews where its `placeSubviews` puts them; one it leaves
    /// unplaced stands in the middle of the bounds at the size it takes for them (our rule).
    func placeCustom(_ layout: CustomLayout, _ children: [LayoutItem], in rect: Rect, proposal p: Size, assign: (Node, Rect) -> Void) {
        var placed = [Rect?](repeating: nil, count: children.count)
        layout.placeSubviews(rect, p, subviewAccess(children)) { i, point, anchor, q in
            guard children.indices.contains(i) else { return }
            let s = self.measure(children[i], q)
            placed[i] = Rect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height)
        }
        for (i, child) in children.enumerated() {
            place(child, in: placed[i] ?? aligned(measure(child, rect.size), in: rect, .center), assign: assign)
        }
    }
}
