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
    /// The view whose layer holds this one (nil: in no layer).
    var superlayerView: UIKitView? { get set }
    /// The node drawing the layer, once its view is shown.
    var layerNode: Node? { get set }
    /// A new node drawing the layer.
    func makeLayerNode(_ scene: Scene) -> Node
    /// The `zPosition` shown now: siblings are drawn from the least up, equal ones in the
    /// order they were added (CALayer.zPosition).
    var shownZPosition: Double { get }
}

extension SublayerObject {
    /// `removeFromSuperlayer()`.
    func removeFromSuperlayer() {
        guard let view = superlayerView else { return }
        view.stacking.removeAll { $0 === self }
        superlayerView = nil
        if let n = layerNode { view.node?.remove(n) }
        layerNode = nil
        view.playground.setNeedsLayout()
    }
}

/// `CALayer()`: a rectangle of its background colour, with rounded corners and an opacity.
final class PlainLayerObject: RuntimeObject, SettableObject, SublayerObject, LayerClassPart {
    var object: ClassObject?
    var frame = Rect.zero { didSet { superlayerView?.playground.setNeedsLayout() } }
    var backgroundColor: Color? { didSet { layerNode?.color = backgroundColor ?? .clear } }
    var cornerRadius = 0.0 { didSet { layerNode?.cornerRadius = cornerRadius } }
    var opacity = 1.0 { didSet { layerNode?.tracks[.opacity].set(opacity, at: 0, animation: nil) } }
    var zPosition = 0.0 { didSet { if let view = superlayerView { view.playground.restack(view) } } }
    var shownZPosition: Double { zPosition }
    weak var superlayerView: UIKitView?
    var layerNode: Node?

    override var typeName: String { "CALayer" }

    func makeLayerNode(_ scene: Scene) -> Node {
        let n = scene.makeNode(.rect, color: backgroundColor ?? .clear)
        n.cornerRadius = cornerRadius
        if opacity != 1 { n.tracks[.opacity].set(opacity, at: 0, animation: nil) }
        return n
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if try setOwn(name, value, evaluator: ev, at: at) { return }
        switch name {
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "backgroundColor": backgroundColor = try Playground.optionalColor(value, ev, at: at)
        case "cornerRadius": cornerRadius = try ev.number(value, at: at)
        case "opacity": opacity = try ev.number(value, at: at)
        case "zPosition": zPosition = try ev.number(value, at: at)
        case "masksToBounds":
            // Its own sublayers would be clipped; a sublayer has none here.
            return
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CALayer' (a sublayer sets frame, backgroundColor, cornerRadius, opacity, zPosition)", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "frame": return Playground.value(frame)
        case "bounds": return Playground.value(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        case "backgroundColor": return backgroundColor.map(Value.color) ?? .nil
        case "cornerRadius": return .double(cornerRadius)
        case "opacity": return .double(opacity)
        case "zPosition": return .double(zPosition)
        default: return nil
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "removeFromSuperlayer": removeFromSuperlayer(); return .void
        case "addSublayer", "insertSublayer":
            throw RuntimeError(message: "sublayers of a sublayer are not drawn here; add the layer to a view's layer", at: at)
        case "add":
            throw RuntimeError(message: "a CALayer() sublayer is not animated here; animate a view's layer or a CAGradientLayer's colors, locations, startPoint and endPoint", at: at)
        default: return nil
        }
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
        let order = view.stacking.enumerated().compactMap { i, item -> (z: Double, i: Int, node: Node)? in
            if let v = item as? UIKitView { return v.node.map { (0, i, $0) } }
            guard let layer = item as? SublayerObject, let n = layer.layerNode else { return nil }
            return (layer.shownZPosition, i, n)
        }.sorted { ($0.z, $0.i) < ($1.z, $1.i) }.map(\.node)
        guard order.count == parent.children.count, !zip(order, parent.children).allSatisfy({ $0 === $1 }) else { return }
        parent.removeAllChildren()
        for n in order { parent.add(n) }
    }

    /// A sublayer in its view: the whole of the view offered, the layer at its frame's origin.
    func placed(_ layer: SublayerObject) -> Layout? {
        guard let node = layer.layerNode else { return nil }
        let f = layer.frame
        let own = (layer as? ShapeLayerObject)?.layout ?? (layer as? TextLayerObject)?.layout ?? .node(node)
        return .flexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: UnitPoint(0, 0),
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
