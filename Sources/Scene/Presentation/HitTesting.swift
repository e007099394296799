/// Which view a click lands on, as SwiftUI decides it.
///
/// Only drawn leaves are hit (a stack has no area of its own: `HStack { … }.onTapGesture`
/// fires on its children's frames, not the gaps), by their presented frame, so an offset or a
/// scale moves the area with the drawing and a scale of 0 leaves none. A view at opacity 0
/// is not hit. The topmost leaf under the point takes the click, and the nearest
/// `onTapGesture` on it or its ancestors handles it; when there is none the click goes to
/// no view, even if a tappable view lies underneath.
extension Presentation {
    /// The node whose tap handler a click at `point` runs, or nil.
    public func tapTarget(at point: Point) -> Node? {
        for p in nodes.reversed() where p.isHitTestable && p.hitBounds.contains(point) {
            var candidate: Node? = p.node
            while let node = candidate {
                if node.onTap != nil { return node }
                candidate = node.parent
            }
            return nil
        }
        return nil
    }
}

extension PresentedNode {
    /// Whether a click can land on this node itself.
    public var isHitTestable: Bool {
        node.kind != .group && effectiveOpacity > 0
    }
}
