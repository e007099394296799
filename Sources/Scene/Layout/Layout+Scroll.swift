/// A scroll view's geometry: which axes it scrolls along, how far it is scrolled, and the
/// viewport and content sizes the last layout pass gave it (what bounds the offset).
public final class ScrollGeometry {
    public let horizontal: Bool, vertical: Bool
    /// How far the content is scrolled from its top-leading corner, in points (layout keeps
    /// it within `maximum`; whoever changes it has the scene laid out again).
    public var offset = Point(0, 0)
    /// The scroll view's size and its content's, as last laid out.
    public internal(set) var viewport = Size.zero, content = Size.zero

    public init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// The furthest the content scrolls on each axis: how much longer than the viewport it is.
    public var maximum: Point {
        Point(horizontal ? max(0, content.width - viewport.width) : 0, vertical ? max(0, content.height - viewport.height) : 0)
    }

    /// `offset` kept within what the content allows on each axis it scrolls along.
    public func clamped(_ offset: Point) -> Point {
        let m = maximum
        func side(_ v: Double, _ most: Double) -> Double { v.isNaN ? 0 : min(most, max(0, v)) }
        return Point(side(offset.x, m.x), side(offset.y, m.y))
    }
}

extension Layout {
    /// A proposal's side that leaves the size to the view (SwiftUI's `nil` proposal, a
    /// scroll view's offer along its axis): a view takes its ideal size there. Infinity stays
    /// what a stack offers to find how far a view grows.
    public static let unspecified = Double.greatestFiniteMagnitude
}

extension LayoutEngine {
    /// What a scroll view offers its content: its size across the axes it does not scroll,
    /// and nothing fixed along those it does (the content takes its ideal length).
    func scrollProposal(_ g: ScrollGeometry, _ p: Size) -> Size {
        Size(g.horizontal ? Layout.unspecified : p.width, g.vertical ? Layout.unspecified : p.height)
    }

    /// A scroll view's size (Apple, `ScrollView`: it takes the space offered): the offer on
    /// each axis, its content's size where the offer leaves the size open.
    func scrollSize(_ g: ScrollGeometry, _ content: LayoutItem, _ p: Size) -> Size {
        let open = { (v: Double) in v == Layout.unspecified }
        guard open(p.width) || open(p.height) else { return p }
        let s = measure(content, scrollProposal(g, p))
        return Size(open(p.width) ? s.width : p.width, open(p.height) ? s.height : p.height)
    }

    /// Places a scroll view's content in `rect`: from the top-leading corner, less the offset,
    /// on each axis it scrolls along; centred across the others (a vertical scroll view's
    /// narrower content stands in its middle, as in SwiftUI).
    func placeScroll(_ g: ScrollGeometry, _ content: LayoutItem, in rect: Rect, assign: (Node, Rect) -> Void) {
        let s = measure(content, scrollProposal(g, rect.size))
        g.viewport = rect.size
        g.content = s
        let offset = g.clamped(g.offset)
        g.offset = offset
        let x = g.horizontal ? rect.x - offset.x : rect.x + (rect.width - s.width) / 2
        let y = g.vertical ? rect.y - offset.y : rect.y + (rect.height - s.height) / 2
        place(content, in: Rect(x: x, y: y, width: s.width, height: s.height), assign: assign)
    }

    /// A side measured under an open proposal that came out unbounded (a shape, a colour, a
    /// view that takes what it is offered) takes SwiftUI's ideal size of a shape: 10 points.
    static func settled(_ side: Double, proposed: Double) -> Double {
        proposed == Layout.unspecified && side >= Layout.unspecified / 2 ? 10 : side
    }
}
