/// A Core Animation layer's 3D transforms on its node: its own `transform`, about its anchor
/// point, and its `sublayerTransform`, about the same point, given to each of its children.
///
/// A layer flattens its sublayers into its own plane (a `CALayer` is not a
/// `CATransformLayer`): a child's 3D transform, after its parent's sublayer transform, is
/// seen as a projection of the child's subtree, and the parent's own transform then projects
/// the flattened whole.
public final class LayerTransforms {
    public var own: Matrix3D?
    public var sublayers: Matrix3D?

    public init(own: Matrix3D? = nil, sublayers: Matrix3D? = nil) {
        self.own = own
        self.sublayers = sublayers
    }

    /// `m` applied about `p`, in frame coordinates: moved so `p` is the origin, transformed,
    /// moved back.
    static func aboutPoint(_ m: Matrix3D, _ p: Point) -> Matrix3D {
        Matrix3D.translation(p.x, p.y, 0).concatenating(after: m.concatenating(after: .translation(-p.x, -p.y, 0)))
    }

    /// What the node's own transform about `anchor`, then the parent's sublayer transform
    /// (`inherited`), do to its flat drawing, in frame coordinates.
    static func projection(of node: Node, anchor: Point, inherited: Matrix3D?) -> Projection {
        var m = node.layerTransforms?.own.map { aboutPoint($0, anchor) } ?? .identity
        if let inherited { m = inherited.concatenating(after: m) }
        return m.projection(about: Point(0, 0))
    }
}
