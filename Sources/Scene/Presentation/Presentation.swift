/// A node's presented values at one time, in canvas coordinates.
public struct PresentedNode {
    public let node: Node
    /// The laid-out frame (before effects).
    public let frame: Rect
    public let offset: Point
    public let scale: Point
    public let opacity: Double
    public let blur: Double
    public let shadow: PresentedShadow?
    /// Maps the node's frame coordinates to the canvas (its own and its ancestors' effects).
    public let transform: Transform2D
    /// Opacity including every ancestor's, clamped to 0…1.
    public let effectiveOpacity: Double
    /// The frame after effects: what a tap hits.
    public var hitBounds: Rect { transform.apply(frame) }
}

/// A presented shadow.
public struct PresentedShadow: Hashable {
    public let color: Color
    public let radius: Double
    public let x: Double
    public let y: Double
    public let opacity: Double
}

/// Everything a scene shows at one time, in drawing order.
public struct Presentation {
    public let time: Double
    public let size: Size
    public let nodes: [PresentedNode]
}

extension Scene {
    /// The presentation at `time` (events are not run: call `advance(to:)` first).
    public func present(at time: Double) -> Presentation {
        var out: [PresentedNode] = []
        out.reserveCapacity(max(64, root.children.count))
        for child in root.children { present(child, at: time, parent: .identity, parentOpacity: 1, into: &out) }
        return Presentation(time: time, size: size, nodes: out)
    }

    private func present(_ node: Node, at t: Double, parent: Transform2D, parentOpacity: Double,
                         into out: inout [PresentedNode]) {
        let frame = node.frame(at: t)
        let offset = Point(node.value(.offsetX, at: t), node.value(.offsetY, at: t))
        let scale = Point(node.value(.scaleX, at: t), node.value(.scaleY, at: t))
        let anchor = Point(frame.x + node.anchor.x * frame.width, frame.y + node.anchor.y * frame.height)
        let move = Transform2D.translation(offset.x, offset.y)
        let zoom = Transform2D.scale(scale.x, scale.y, about: anchor)
        let local = node.offsetBeforeScale ? zoom.concatenating(after: move) : move.concatenating(after: zoom)
        let transform = parent.concatenating(after: local)
        let opacity = node.value(.opacity, at: t)
        let effective = min(1, max(0, opacity)) * parentOpacity
        var shadow: PresentedShadow? = nil
        if let color = node.shadowColor {
            shadow = PresentedShadow(color: color, radius: max(0, node.value(.shadowRadius, at: t)),
                                     x: node.value(.shadowX, at: t), y: node.value(.shadowY, at: t),
                                     opacity: node.value(.shadowOpacity, at: t))
        }
        out.append(PresentedNode(node: node, frame: frame, offset: offset, scale: scale, opacity: opacity,
                                 blur: max(0, node.value(.blur, at: t)), shadow: shadow,
                                 transform: transform, effectiveOpacity: effective))
        for child in node.children {
            present(child, at: t, parent: transform, parentOpacity: effective, into: &out)
        }
    }
}
