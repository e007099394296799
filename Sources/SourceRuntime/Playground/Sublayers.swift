import Motion
import Scene

/// A layer of the file's code added to a view's layer (`view.layer.addSublayer(_:)`,
/// `insertSublayer(_:at:)`): a `CALayer()` or a `CAGradientLayer()`, drawn at its frame in
/// the view's coordinates.
///
/// Core Animation Programming Guide, "Building a Layer Hierarchy": a sublayer's "content sits
/// above the content of its parent, its position is specified relative to the coordinate
/// system of its parent"; `addSublayer:` adds it "to the end of the layer's list of sublayers.
/// This causes the sublayer to appear on top of any siblings". In iOS every view is backed by
/// a layer and a subview's layer is one of its superview's layer's sublayers, so sublayers and
/// subviews share one list, in the order they were added (`UIKitView.stacking`).
protocol SublayerObject: RuntimeObject {
    var frame: Rect { get }
    /// The view whose layer holds this one, or holds the layers above it (nil: in no view).
    var superlayerView: UIKitView? { get set }
    /// The `CALayer` holding this one (nil: a view's layer holds it, or none).
    var superlayer: PlainLayerObject? { get set }
    /// The node drawing the layer, once its view is shown.
    var layerNode: Node? { get set }
    /// A new node drawing the layer.
    func makeLayerNode(_ scene: Scene) -> Node
    /// The `zPosition` shown now: siblings are drawn from the least up, equal ones in the
    /// order they were added (CALayer.zPosition).
    var shownZPosition: Double { get }
    /// Lets go of the nodes drawing the layer (and its sublayers), which stay where they are
    /// drawn: the next `makeLayerNode` draws it anew (a view's transition keeps the old look).
    func forgetNodes()
}

extension SublayerObject {
    /// `removeFromSuperlayer()`.
    func removeFromSuperlayer() {
        if let parent = superlayer {
            parent.removeSublayer(self)
            return
        }
        guard let view = superlayerView else { return }
        view.stacking.removeAll { $0 === self }
        superlayerView = nil
        if let n = layerNode { view.node?.remove(n) }
        layerNode = nil
        view.playground.setNeedsLayout()
    }
}

/// A layer's `position` and `anchorPoint` (Apple, `CALayer.anchorPoint`: "the anchor point
/// for the layer's position … all geometric manipulations to the view occur about the
/// specified point"; `position` is where that point lies in the superlayer): the frame is the
/// stored geometry; the position follows from it and the anchor.
enum LayerGeometry {
    static func position(_ f: Rect, _ a: UnitPoint) -> Point { Point(f.x + a.x * f.width, f.y + a.y * f.height) }

    /// The frame that puts the anchor `a` at `p`.
    static func frame(_ f: Rect, position p: Point, anchor a: UnitPoint) -> Rect {
        Rect(x: p.x - a.x * f.width, y: p.y - a.y * f.height, width: f.width, height: f.height)
    }

    /// New bounds, the position kept.
    static func frame(_ f: Rect, bounds b: Rect, anchor a: UnitPoint) -> Rect {
        let p = position(f, a)
        return Rect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
    }

    /// `anchorPoint` set from `old` to `new`: the position stays, so the layer moves (as in
    /// Core Animation, where setting the anchor point alone moves the layer).
    static func frame(_ f: Rect, anchor new: UnitPoint, from old: UnitPoint) -> Rect {
        frame(f, position: position(f, old), anchor: new)
    }

    /// `layer.anchorPoint = value`: the new anchor (a non-finite part is the centre's) and the
    /// frame that keeps the position.
    static func anchored(_ f: Rect, _ value: Value, from old: UnitPoint, _ ev: Evaluator, at: Int) throws -> (Rect, UnitPoint) {
        let p = try Playground.point(value, ev, at: at)
        let new = UnitPoint(p.x.isFinite ? p.x : 0.5, p.y.isFinite ? p.y : 0.5)
        return (frame(f, anchor: new, from: old), new)
    }
}

/// One drawing of a layer: its node, how late its animations run (a replicator's copy), and
/// whether an animation was shown on it at the last frame.
final class LayerDrawing {
    let node: Node
    let delay: Double
    /// What its colours are multiplied by (a replicator's `instanceColor` and offsets).
    let tint: Color
    var showedAnimation = false
    init(node: Node, delay: Double, tint: Color = .white) { self.node = node; self.delay = delay; self.tint = tint }
}

extension Color {
    /// Each component multiplied by the tint's (Core Animation's `instanceColor`: "the color
    /// … multiplies the source layer's color").
    func tinted(_ tint: Color) -> Color {
        tint == .white ? self : Color(red: red * tint.red, green: green * tint.green, blue: blue * tint.blue, alpha: alpha * tint.alpha)
    }
}

extension SublayerObject {
    func forgetNodes() { layerNode = nil }

    /// Draws this layer and its siblings again in `zPosition` order, after its own changed.
    func restackSiblings() {
        if let parent = superlayer { parent.restackSublayers() } else if let view = superlayerView { view.playground.restack(view) }
    }
}

extension ViewLayer {
    /// `addSublayer(_:)` (`index` nil) and `insertSublayer(_:at:)`: the layer moves to that
    /// place in the view's list of sublayers and subviews (an index past the end appends).
    func insert(_ layer: SublayerObject, at index: Int?, place: Int) throws {
        if (layer as AnyObject) === (mask as AnyObject?) {
            throw RuntimeError(message: "a layer that is a view's mask cannot also be its sublayer", at: place)
        }
        layer.removeFromSuperlayer()
        let items = view.stacking
        let i = min(max(0, index ?? items.count), items.count)
        view.stacking.insert(layer, at: i)
        layer.superlayerView = view
        view.playground.mount(layer, of: view)
        view.playground.setNeedsLayout()
    }

    /// `addSublayer(_:)` and `insertSublayer(_:at:)` of a view's layer (nil: another method).
    func callSublayers(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if name == "removeFromSuperlayer" {
            throw RuntimeError(message: "a view's own layer is not removed from its superlayer here; use removeFromSuperview()", at: at)
        }
        guard name == "addSublayer" || name == "insertSublayer" else { return nil }
        guard case .object(let l as SublayerObject)? = try args.value(at: 0) else {
            throw RuntimeError(message: "\(name) takes a CALayer() or a CAGradientLayer() here", at: at)
        }
        var index: Int? = nil
        if name == "insertSublayer" {
            guard let i = try args.value("at") else {
                throw RuntimeError(message: "insertSublayer is insertSublayer(_:at:) here", at: at)
            }
            index = Int(saturatingFloor: try ev.number(i, at: at))
        }
        try insert(l, at: index, place: at)
        return .void
    }
}

extension Playground {
    /// Makes the node of `layer`, one of `view`'s sublayers, under the view's node, in the
    /// place the view's list gives it, filled with the layer's colour or gradient.
    func mount(_ layer: SublayerObject, of view: UIKitView) {
        guard let parent = view.node else { return }
        let node = layer.layerNode ?? layer.makeLayerNode(runtime.scene)
        layer.layerNode = node
        parent.add(node)
        restack(view)
    }

    /// The view's sublayers' and subviews' nodes in drawing order: the list's order, sorted
    /// stably by each layer's shown `zPosition` (a subview's is 0). An insert below what is
    /// drawn already, or a zPosition that changed, draws the children again in that order.
    func restack(_ view: UIKitView) {
        guard let parent = view.node else { return }
        Self.restack(view.stacking, under: parent, after: view.textNode.map { [$0] } ?? [])
    }

    /// The nodes of `items` (subviews and sublayers, in the order they were added) as the
    /// children of `parent` after the nodes `first` (a label's text), sorted stably by each
    /// layer's shown `zPosition`.
    static func restack(_ items: [RuntimeObject], under parent: Node, after first: [Node] = []) {
        let sorted = items.enumerated().compactMap { i, item -> (z: Double, i: Int, node: Node)? in
            if let v = item as? UIKitView { return v.node.map { (0, i, $0) } }
            guard let layer = item as? SublayerObject, let n = layer.layerNode else { return nil }
            return (layer.shownZPosition, i, n)
        }.sorted { ($0.z, $0.i) < ($1.z, $1.i) }.map(\.node)
        let order = first + sorted
        guard order.count == parent.children.count, !zip(order, parent.children).allSatisfy({ $0 === $1 }) else { return }
        parent.removeAllChildren()
        for n in order { parent.add(n) }
    }

    /// A sublayer in its view: the whole of the view offered, the layer at its frame's origin.
    func placed(_ layer: SublayerObject) -> Layout? {
        guard let node = layer.layerNode else { return nil }
        let f = (layer as? PlainLayerObject)?.shownFrame ?? layer.frame
        let own = (layer as? ShapeLayerObject)?.layout ?? (layer as? TextLayerObject)?.layout
            ?? (layer as? ReplicatorLayerObject)?.layout ?? (layer as? PlainLayerObject)?.layout ?? .node(node)
        return placed(own, at: f)
    }

    /// A layer's own layout at its frame `f` in its superlayer: the whole of it offered.
    func placed(_ own: Layout, at f: Rect) -> Layout {
        .flexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: UnitPoint(0, 0),
                       .padding(EdgeInsets(top: f.y, leading: f.x), .frame(width: { f.width }, height: { f.height }, own)))
    }

    /// `masksToBounds` / `clipsToBounds`: Apple, CALayer.masksToBounds: "Core Animation
    /// creates an implicit clipping mask that matches the bounds of the layer and includes
    /// any corner radius effects" — a shape mask of the view's frame, rounded by its corner
    /// radius, over its node and everything under it (sublayers, subviews). A gradient `mask`
    /// already hides all outside the bounds (it is drawn over them); **our rule** with both: the
    /// gradient masks, and rounded corners are not cut as well (said once).
    func clipMask(of view: UIKitView) -> Mask? {
        guard view.layer.masksToBounds else { return nil }
        let shape = view.layer.clipNode ?? runtime.scene.makeNode(.rect)
        shape.cornerRadius = view.layer.cornerRadius
        view.layer.clipNode = shape
        return .shape(shape)
    }
}
