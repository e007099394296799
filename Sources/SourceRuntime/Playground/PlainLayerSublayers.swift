import Scene

/// A `CALayer`'s own sublayers (`container.addSublayer(dot)`): drawn above its background, in
/// the order they were added (sorted stably by `zPosition`), at their frames in its
/// coordinates, moving, turning, scaling and fading with it, clipped to its bounds when it
/// `masksToBounds`. A layer tree may be built before it is added to a view: its layers are
/// drawn once its top layer is.
///
/// Core Animation Programming Guide, "Building a Layer Hierarchy": a sublayer's position is
/// "relative to the coordinate system of its parent", and `addSublayer:` puts it "on top of
/// any siblings". A layer is in one place: added elsewhere, it leaves where it was.
extension PlainLayerObject {
    /// `addSublayer(_:)`, `insertSublayer(_:at:)`, `insertSublayer(_:below:)` and `(_:above:)`.
    func callSublayers(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws {
        guard case .object(let layer as SublayerObject)? = try args.value(at: 0) else {
            throw RuntimeError(message: "\(name) takes a CALayer, CAShapeLayer, CAGradientLayer, CATextLayer or CAReplicatorLayer here", at: at)
        }
        var index: Int? = nil
        if name == "insertSublayer" {
            if let i = try args.value("at") {
                index = Int(saturatingFloor: try ev.number(i, at: at))
            } else if let sibling = try args.value("below") ?? args.value("above") {
                let above = try args.value("above") != nil
                guard case .object(let other as SublayerObject) = sibling, let i = sublayers.firstIndex(where: { $0 === other }) else {
                    // Core Animation puts the layer at the end when the sibling is not a sublayer.
                    try insert(layer, at: nil, evaluator: ev, place: at)
                    return
                }
                index = above ? i + 1 : i
            } else {
                throw RuntimeError(message: "insertSublayer is insertSublayer(_:at:), (_:below:) or (_:above:)", at: at)
            }
        }
        try insert(layer, at: index, evaluator: ev, place: at)
    }

    /// Puts `layer` at `index` of the sublayers (nil or past the end: on top), out of where it was.
    func insert(_ layer: SublayerObject, at index: Int?, evaluator ev: Evaluator, place: Int) throws {
        var above: PlainLayerObject? = self
        while let a = above {
            if a === layer { throw RuntimeError(message: "a layer cannot be added to itself or to a layer inside it", at: place) }
            above = a.superlayer
        }
        let wasHere = sublayers.firstIndex { $0 === layer }
        layer.removeFromSuperlayer()
        // Moving a layer within the list: the index counts the list without it.
        let count = sublayers.count
        var i = min(max(0, index ?? count), count)
        if let old = wasHere, let index, old < index { i = min(max(0, index - 1), count) }
        sublayers.insert(layer, at: i)
        layer.superlayer = self
        layer.superlayerView = superlayerView
        if let node = layerNode { mount(layer, in: node, ev.runtime.scene); restackSublayers() }
        superlayerView?.playground.setNeedsLayout()
    }

    /// Takes `layer` out of the sublayers, and its drawing out of this layer's.
    func removeSublayer(_ layer: SublayerObject) {
        sublayers.removeAll { $0 === layer }
        if let n = layer.layerNode { n.parent?.remove(n) }
        layer.layerNode = nil
        layer.superlayer = nil
        layer.superlayerView = nil
        superlayerView?.playground.setNeedsLayout()
    }

    /// Draws the sublayers under this layer's node, once it has one.
    func mountSublayers(_ scene: Scene) {
        guard let node = layerNode else { return }
        for layer in sublayers { mount(layer, in: node, scene) }
        restackSublayers()
        applyClip()
    }

    private func mount(_ layer: SublayerObject, in node: Node, _ scene: Scene) {
        let child = layer.layerNode ?? layer.makeLayerNode(scene)
        layer.layerNode = child
        if child.parent !== node {
            child.parent?.remove(child)
            node.add(child)
        }
    }

    func forgetNodes() {
        dropOwnDrawing()
        layerNode = nil
        clipNode = nil
        for layer in sublayers { layer.forgetNodes() }
    }

    func restackSublayers() {
        guard let node = layerNode else { return }
        Playground.restack(sublayers.map { $0 as RuntimeObject }, under: node, after: contentsNode.map { [$0] } ?? [])
    }

    /// The layer, its contents image over its bounds and its sublayers at their frames in it
    /// (nil: it has neither).
    var layout: Layout? {
        guard let node = layerNode, !sublayers.isEmpty || contentsNode != nil, let playground = superlayerView?.playground else { return nil }
        let image: [Layout] = contentsNode.map { [.node($0)] } ?? []
        return .zstack(children: [.node(node)] + image + sublayers.compactMap(playground.placed), container: nil)
    }

    /// Draws `contents` as an image node under its sublayers (made, renamed or removed).
    func showContents() {
        guard let node = layerNode else { return }
        guard let name = contents else {
            if let c = contentsNode { node.remove(c); contentsNode = nil; superlayerView?.playground.setNeedsLayout() }
            return
        }
        if contentsNode == nil, let scene = shownScene {
            let c = scene.makeNode(.image)
            contentsNode = c
            node.add(c)
            restackSublayers()
            superlayerView?.playground.setNeedsLayout()
        }
        contentsNode?.imageName = name
    }

    /// `masksToBounds`: a shape of its bounds, rounded by its corner radius, masking it and its
    /// sublayers (Apple, `CALayer.masksToBounds`).
    func applyClip() {
        guard let node = layerNode else { return }
        guard masksToBounds else { node.mask = nil; return }
        let shape = clipNode ?? shownScene?.makeNode(.rect)
        shape?.cornerRadius = cornerRadius
        clipNode = shape
        node.mask = shape.map { .shape($0) }
    }
}
