import Motion
import Scene

/// `CALayer()`: a rectangle of its background colour, with rounded corners and an opacity;
/// its opacity, scale, turn, translation, position, background colour and corner radius
/// animate by `add(_:forKey:)`, as a shape layer's do.
final class PlainLayerObject: RuntimeObject, SettableObject, SublayerObject, LayerClassPart {
    var object: ClassObject?
    static let keyPaths = LayerMotion.keyPaths + ["backgroundColor", "cornerRadius", "zPosition", "bounds", "bounds.size",
                                                  "bounds.size.width", "bounds.size.height"]
        + LayerBorderShadow.keyPaths + LayerTransform3D.keyPaths
    var frame = Rect.zero { didSet { superlayerView?.playground.setNeedsLayout() } }
    /// The frame an animation of its bounds shows (nil: the model's), about its anchor point.
    private(set) var shownFrame: Rect?
    var backgroundColor: Color? { didSet { present(force: true) } }
    var cornerRadius = 0.0 { didSet { present(force: true) } }
    var opacity = 1.0 { didSet { present(force: true) } }
    var zPosition = 0.0 { didSet { present(force: true) } }
    var look = LayerBorderShadow() { didSet { present(force: true) } }
    var transform3D = LayerTransform3D() { didSet { present(force: true) } }
    var anchorPoint = UnitPoint.center { didSet { for d in drawn { d.node.anchor = anchorPoint } } }
    private(set) var shownZPosition = 0.0
    weak var superlayerView: UIKitView? { didSet { for layer in sublayers { layer.superlayerView = superlayerView } } }
    weak var superlayer: PlainLayerObject?
    /// Its own sublayers, in the order they were added (see `PlainLayerSublayers.swift`).
    var sublayers: [SublayerObject] = []
    /// The shape that clips its sublayers to its bounds (`masksToBounds`), once made.
    var clipNode: Node?
    var masksToBounds = false { didSet { applyClip() } }
    /// `contents`: an image's name (`UIImage(named:)?.cgImage`), drawn over its bounds.
    var contents: String? { didSet { showContents() } }
    /// The node drawing `contents`, a child of its node, once it has both.
    var contentsNode: Node?
    /// The scene its node was made in.
    private(set) weak var shownScene: Scene?
    var layerNode: Node?
    /// The layer as drawn: its own node, then one for each copy a replicator makes, each with
    /// how late its animations run.
    private var drawn: [LayerDrawing] = []
    private var animations = CALayerAnimations()
    private var hooked = false
    private weak var clock: SceneClock?

    override var typeName: String { "CALayer" }

    /// When the layer was first put on screen (implicit animations start after).
    private var shownSince: Double?

    /// Animates a change implicitly (`Playground.implicitAnimation`), from what is shown now.
    private func implicitly(_ key: String, _ old: [Double], _ new: [Double], _ ev: Evaluator) {
        let now = ev.runtime.scene.now
        let from = animations.present([key: old], at: now)[key] ?? old
        guard let a = ev.runtime.playground.implicitAnimation(key, from: from, to: new, shownSince: shownSince) else { return }
        animations.add(a, forKey: key, at: now)
        hook(ev.runtime.scene)
        present(force: true)
    }

    func makeLayerNode(_ scene: Scene) -> Node {
        if shownSince == nil { shownSince = scene.now }
        shownScene = scene
        let n = scene.makeNode(.rect, color: backgroundColor ?? .clear)
        n.anchor = anchorPoint
        drawn.removeAll { $0.node === layerNode }
        drawn.insert(LayerDrawing(node: n, delay: 0), at: 0)
        layerNode = n
        contentsNode = nil
        showContents()
        mountSublayers(scene)
        hook(scene)
        present(force: true)
        return n
    }

    /// Another drawing of the layer, whose animations run `delay` seconds late and whose
    /// colours are multiplied by `tint` (a replicator's copy).
    func makeReplica(_ scene: Scene, delay: Double, tint: Color) -> (node: Node, layout: Layout) {
        let n = scene.makeNode(.rect, color: backgroundColor ?? .clear)
        n.anchor = anchorPoint
        drawn.append(LayerDrawing(node: n, delay: delay, tint: tint))
        hook(scene)
        present(force: true)
        return (n, .node(n))
    }

    func dropReplicas() { drawn.removeAll { $0.node !== layerNode } }

    /// Stops presenting onto its own node (it is kept elsewhere, or drawn anew).
    func dropOwnDrawing() { drawn.removeAll { $0.node === layerNode } }

    private func hook(_ scene: Scene) {
        clock = scene.clock
        guard !hooked else { return }
        hooked = true
        scene.beforePresenting.append { [weak self] time in self?.present(at: time) }
        scene.animatingAt.append { [weak self] time in
            guard let self else { return false }
            return self.animations.isAnimating(at: time - (self.drawn.map(\.delay).max() ?? 0))
        }
    }

    private func present(at time: Double? = nil, force: Bool = false) {
        let now = time ?? clock?.now ?? 0
        let p = LayerGeometry.position(frame, anchorPoint), centre = [p.x, p.y]
        let colour = backgroundColor ?? .clear
        let model = LayerMotion.model(opacity: opacity, centre: centre)
            .merging(["backgroundColor": CAGradientLayer.value([colour]), "cornerRadius": [cornerRadius], "zPosition": [zPosition]]) { a, _ in a }
            .merging(look.model) { a, _ in a }.merging(transform3D.model) { a, _ in a }
            .merging(["bounds": [0, 0, frame.width, frame.height], "bounds.size": [frame.width, frame.height],
                      "bounds.size.width": [frame.width], "bounds.size.height": [frame.height]]) { a, _ in a }
        for drawing in drawn {
            let node = drawing.node
            let shown = animations.present(model, at: now - drawing.delay)
            let animated = shown != model
            guard force || animated || drawing.showedAnimation else { continue }
            drawing.showedAnimation = animated
            LayerMotion.show(shown, centre: centre, on: node)
            func value(_ key: String, _ fallback: Double) -> Double { shown[key]?.first ?? fallback }
            let c = shown["backgroundColor"] ?? []
            let shownColour = (c.count == 4 && c.allSatisfy(\.isFinite) ? Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : colour)
                .tinted(drawing.tint)
            if node.color != shownColour { node.color = shownColour }
            let r = value("cornerRadius", cornerRadius)
            if r.isFinite, node.cornerRadius != max(0, r) {
                node.cornerRadius = max(0, r)
                if node === layerNode { clipNode?.cornerRadius = max(0, r) }
            }
            LayerBorderShadow.show(shown, on: node, tint: drawing.tint)
            transform3D.show(shown, on: node)
            if node === layerNode { showBounds(shown, model) }
            let z = value("zPosition", zPosition)
            if node === layerNode, z.isFinite, z != shownZPosition {
                shownZPosition = z
                restackSiblings()
            }
        }
    }

    /// An animated size (`bounds`, `bounds.size`, `.width`, `.height`): the layer laid out at
    /// that size about its anchor point, its position kept, its sublayers where they stand in it.
    private func showBounds(_ shown: CAKeyValues, _ model: CAKeyValues) {
        var w = frame.width, h = frame.height
        if let b = shown["bounds"], b.count == 4, b != model["bounds"] { w = b[2]; h = b[3] }
        if let s = shown["bounds.size"], s.count == 2, s != model["bounds.size"] { w = s[0]; h = s[1] }
        if let v = shown["bounds.size.width"]?.first, v != frame.width { w = v }
        if let v = shown["bounds.size.height"]?.first, v != frame.height { h = v }
        let size: Rect? = w == frame.width && h == frame.height || !w.isFinite || !h.isFinite ? nil
            : LayerGeometry.frame(frame, bounds: Rect(x: 0, y: 0, width: max(0, w), height: max(0, h)), anchor: anchorPoint)
        guard size != shownFrame else { return }
        shownFrame = size
        superlayerView?.playground.setNeedsLayout()
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if try setOwn(name, value, evaluator: ev, at: at) { return }
        switch name {
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "backgroundColor":
            let old = CAGradientLayer.value([backgroundColor ?? .clear])
            backgroundColor = try Playground.optionalColor(value, ev, at: at)
            implicitly(name, old, CAGradientLayer.value([backgroundColor ?? .clear]), ev)
        case "cornerRadius":
            let old = cornerRadius
            cornerRadius = try ev.number(value, at: at)
            implicitly(name, [old], [cornerRadius], ev)
        case "opacity":
            let old = opacity
            opacity = try ev.number(value, at: at)
            implicitly(name, [old], [opacity], ev)
        case "zPosition": zPosition = try ev.number(value, at: at)
        case "position": frame = LayerGeometry.frame(frame, position: try Playground.point(value, ev, at: at), anchor: anchorPoint)
        case "bounds": frame = LayerGeometry.frame(frame, bounds: try Playground.rect(value, ev, at: at), anchor: anchorPoint)
        case "anchorPoint": (frame, anchorPoint) = try LayerGeometry.anchored(frame, value, from: anchorPoint, ev, at: at)
        case "masksToBounds": masksToBounds = try ev.truth(value, at: at)
        case "contents":
            switch value {
            case .nil: contents = nil
            case .object(let image as UIImageObject): contents = image.name
            default: throw RuntimeError(message: "a layer's contents is an image here (UIImage(named:)'s cgImage)", at: at)
            }
        case "contentsGravity", "contentsScale", "contentsRect", "contentsCenter", "minificationFilter", "magnificationFilter":
            // **Our rule**: the image is drawn fitted to the bounds, centred, as an image view's.
            return
        case "sublayers":
            guard case .nil = value else { throw RuntimeError(message: "sublayers is set to nil here (add layers with addSublayer)", at: at) }
            for layer in sublayers { layer.removeFromSuperlayer() }
        case "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor":
            let old = look.model[name] ?? []
            _ = try look.set(name, value, ev, at: at)
            implicitly(name, old, look.model[name] ?? [], ev)
        case "transform":
            let old = transform3D.model[name] ?? []
            _ = try transform3D.set(name, value, ev, at: at)
            implicitly(name, old, transform3D.model[name] ?? [], ev)
        default:
            if try look.set(name, value, ev, at: at) || transform3D.set(name, value, ev, at: at) { return }
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CALayer' (a sublayer sets frame, position, bounds, anchorPoint, backgroundColor, cornerRadius, opacity, zPosition, the border and the shadow)", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "frame": return Playground.value(frame)
        case "bounds": return Playground.value(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        case "position": return PathValues.pointValue(LayerGeometry.position(frame, anchorPoint))
        case "anchorPoint": return PathValues.pointValue(Point(anchorPoint.x, anchorPoint.y))
        case "backgroundColor": return backgroundColor.map(Value.color) ?? .nil
        case "cornerRadius": return .double(cornerRadius)
        case "opacity": return .double(opacity)
        case "zPosition": return .double(zPosition)
        case "masksToBounds": return .bool(masksToBounds)
        case "sublayers": return sublayers.isEmpty ? .nil : .array(sublayers.map { .object($0) })
        case "superlayer": return superlayer.map { .object($0) } ?? superlayerView.map { .object($0.layer) } ?? .nil
        default: return look.member(name) ?? transform3D.member(name)
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "removeFromSuperlayer": removeFromSuperlayer(); return .void
        case "addSublayer", "insertSublayer":
            try callSublayers(name, args, evaluator: ev, at: at)
            return .void
        case "add":
            try Playground.addAnimation(args, kind: .plain, to: &animations, evaluator: ev, at: at) { [weak self] in
                self?.animations.contains($0) ?? false
            }
            hook(ev.runtime.scene)
            present(force: true)
            return .void
        case "removeAnimation": animations.removeAnimation(forKey: try ev.string(args.required("forKey"), at: at)); return .void
        case "removeAllAnimations": animations.removeAllAnimations(); return .void
        case "animation":
            return (animations.source(forKey: try ev.string(args.required("forKey"), at: at)) as? RuntimeObject).map { .object($0) } ?? .nil
        default: return nil
        }
    }
}
