/// Which view a click lands on, as SwiftUI decides it.
///
/// Only drawn leaves are hit (a stack has no area of its own: `HStack { … }.onTapGesture`
/// fires on its children's frames, not the gaps), by their presented frame, so an offset or a
/// scale moves the area with the drawing and a scale of 0 leaves none. A view at opacity 0
/// is not hit. The topmost leaf under the point takes the click, and the nearest
/// `onTapGesture` on it or its ancestors handles it; when there is none the click goes to
/// no view, even if a tappable view lies underneath.
///
/// A view turned by `rotation3DEffect` is hit where it shows: the click is taken back through
/// the projection the view is drawn through (each turned ancestor's, outermost first; the
/// inverse of `PresentedEffects.projection`) and tested against the frame as laid out.
/// **Our rule**: Apple documents the effect as rendering ("Renders a view's content as if
/// it's rotated in three dimensions") and no hit area for it; the area follows the drawing,
/// as it does for offsets and scales. A point the inverse takes behind the viewer hits nothing.
extension Presentation {
    /// The node whose tap handler a click at `point` runs, or nil.
    public func tapTarget(at point: Point) -> Node? {
        let points = unprojected(point)
        for (i, p) in nodes.enumerated().reversed() where p.isHitTestable {
            guard let local = points[i], p.hitBounds.contains(local) else { continue }
            var candidate: Node? = p.node
            while let node = candidate {
                if node.onTap != nil { return node }
                candidate = node.parent
            }
            return nil
        }
        return nil
    }

    /// `point` as each node's transform sees it: taken back through the projections of the
    /// node's turned ancestors and its own; nil where it comes from behind the viewer, or lies
    /// outside an ancestor that clips hit testing (`Node.clipsHitTesting`).
    func unprojected(_ point: Point) -> [Point?] {
        var out = [Point?](repeating: point, count: nodes.count)
        // The turned subtrees the walk is inside: the index of their last node, the point within.
        var open: [(end: Int, point: Point?)] = []
        for (i, p) in nodes.enumerated() {
            while let last = open.last, last.end < i { open.removeLast() }
            var here = open.last.map(\.point) ?? point
            if let projection = p.effects?.projection {
                here = here.flatMap { q in
                    guard let inverse = projection.inverted, let back = inverse.apply(q),
                          projection.w(back) > 0 else { return nil }
                    return back
                }
                open.append((i + p.descendants, here))
            }
            // A scroll view's content outside its bounds takes no click (UIKit's scroll views
            // test the point against their bounds before their subviews).
            if p.node.clipsHitTesting, let q = here, !p.hitBounds.contains(q) {
                here = nil
                open.append((i + p.descendants, nil))
            }
            out[i] = here
        }
        return out
    }
}

extension PresentedNode {
    /// Whether a click can land on this node itself.
    public var isHitTestable: Bool {
        node.kind != .group && effectiveOpacity > 0
    }
}
