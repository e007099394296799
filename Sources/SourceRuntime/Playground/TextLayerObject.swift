import Motion
import Scene

/// `CATextLayer()`: its `string` drawn on one line from the top of its frame, in
/// `foregroundColor` (opaque white unless set) at `fontSize` (36 unless set) in `font`'s family
/// (the font's own size is not used: Apple, `CATextLayer.font`: "the font size is specified by
/// the fontSize property"), placed across the frame by `alignmentMode`. `foregroundColor`,
/// `opacity`, `transform.rotation(.z)` and `transform.scale` animate by `add(_:forKey:)`.
final class TextLayerObject: RuntimeObject, SettableObject, SublayerObject, LayerClassPart {
    var object: ClassObject?
    static let keyPaths = ["foregroundColor", "opacity", "transform.rotation", "transform.rotation.z", "transform.scale"]
        + LayerTransform3D.keyPaths
    var frame = Rect.zero { didSet { superlayerView?.playground.setNeedsLayout() } }
    var string = "" { didSet { for d in drawn { d.node.text = string }; superlayerView?.playground.setNeedsLayout() } }
    /// Apple: `fontSize` "defaults to 36.0".
    var fontSize = 36.0 { didSet { restyle() } }
    /// The family and weight of `font`, its size replaced by `fontSize`.
    var font: FontSpec? { didSet { restyle() } }
    /// Apple: `foregroundColor` "defaults to opaque white".
    var foregroundColor = Color.white { didSet { present(at: clock?.now ?? 0, force: true) } }
    var opacity = 1.0 { didSet { present(at: clock?.now ?? 0, force: true) } }
    var transform3D = LayerTransform3D() { didSet { present(at: clock?.now ?? 0, force: true) } }
    /// 0 left (and natural, justified), 0.5 centre, 1 right.
    var alignment = 0.0 { didSet { superlayerView?.playground.setNeedsLayout() } }
    var zPosition = 0.0 { didSet { restackSiblings() } }
    var shownZPosition: Double { zPosition }
    weak var superlayerView: UIKitView?
    weak var superlayer: PlainLayerObject?
    var layerNode: Node?
    private var animations = CALayerAnimations()
    /// The layer as drawn: its own node, then one for each copy a replicator makes.
    private var drawn: [LayerDrawing] = []
    private var hooked = false
    private weak var clock: SceneClock?
    private weak var scene: Scene?

    override var typeName: String { "CATextLayer" }

    private var spec: FontSpec {
        guard var f = font else { return .system(size: fontSize) }
        f.size = fontSize
        return f
    }

    func forgetNodes() {
        drawn.removeAll { $0.node === layerNode }
        layerNode = nil
    }

    func makeLayerNode(_ scene: Scene) -> Node {
        let n = scene.makeNode(.text, text: string, font: spec, color: foregroundColor)
        drawn.removeAll { $0.node === layerNode }
        drawn.insert(LayerDrawing(node: n, delay: 0), at: 0)
        layerNode = n
        hook(scene)
        present(at: scene.now, force: true)
        return n
    }

    /// Another drawing of the layer, whose animations run `delay` seconds late and whose
    /// colour is multiplied by `tint` (a replicator's copy).
    func makeReplica(_ scene: Scene, delay: Double, tint: Color) -> (node: Node, layout: Layout) {
        let n = scene.makeNode(.text, text: string, font: spec, color: foregroundColor.tinted(tint))
        drawn.append(LayerDrawing(node: n, delay: delay, tint: tint))
        hook(scene)
        present(at: scene.now, force: true)
        return (n, placedText(n))
    }

    func dropReplicas() { drawn.removeAll { $0.node !== layerNode } }

    private func hook(_ scene: Scene) {
        clock = scene.clock
        self.scene = scene
        guard !hooked else { return }
        hooked = true
        scene.beforePresenting.append { [weak self] time in self?.present(at: time) }
        scene.animatingAt.append { [weak self] time in
            guard let self else { return false }
            return self.animations.isAnimating(at: time - (self.drawn.map(\.delay).max() ?? 0))
        }
    }

    private func restyle() {
        guard let scene else { return }
        for d in drawn { d.node.font = scene.resolve(spec) }
        superlayerView?.playground.setNeedsLayout()
    }

    /// The text in its frame: at the top, across by the alignment (a text layer draws from its top).
    var layout: Layout? { layerNode.map(placedText) }

    private func placedText(_ node: Node) -> Layout {
        let f = frame
        return .flexibleFrame(minWidth: f.width, maxWidth: f.width, minHeight: f.height, maxHeight: f.height,
                              alignment: UnitPoint(alignment, 0), .node(node))
    }

    private func present(at time: Double, force: Bool = false) {
        let model: CAKeyValues = ["foregroundColor": CAGradientLayer.value([foregroundColor]), "opacity": [opacity],
                                  "transform.rotation.z": [0], "transform.scale": [1]].merging(transform3D.model) { a, _ in a }
        for drawing in drawn {
            let node = drawing.node
            var shown = animations.present(model, at: time - drawing.delay)
            if let r = shown["transform.rotation"] { shown["transform.rotation.z"] = r }
            let animated = shown != model
            guard force || animated || drawing.showedAnimation else { continue }
            drawing.showedAnimation = animated
            if let c = shown["foregroundColor"], c.count == 4, c.allSatisfy(\.isFinite) {
                let color = Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]).tinted(drawing.tint)
                if node.color != color { node.color = color }
            }
            let scale = shown["transform.scale"]?.first ?? 1
            let values: [(Property, Double)] = [(.opacity, shown["opacity"]?.first ?? 1), (.scaleX, scale), (.scaleY, scale),
                                                (.rotation, (shown["transform.rotation.z"]?.first ?? 0) * 180 / .pi)]
            for (p, v) in values where v.isFinite && node.model(p) != v { node.tracks[p].set(v, at: 0, animation: nil) }
            transform3D.show(shown, on: node)
        }
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if try setOwn(name, value, evaluator: ev, at: at) { return }
        switch name {
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "string":
            if case .nil = value { string = ""; return }
            string = try ev.string(value, at: at)
        case "fontSize": fontSize = max(0, try ev.number(value, at: at))
        case "font":
            switch value {
            case .font(let f): font = f.spec
            case .string(let family): font = .custom(family, size: fontSize)
            case .nil: font = nil
            default: throw RuntimeError(message: "a text layer's font is a UIFont or a font's name here", at: at)
            }
        case "foregroundColor": foregroundColor = try Playground.optionalColor(value, ev, at: at) ?? .white
        case "opacity": opacity = try ev.number(value, at: at)
        case "cornerRadius":
            // It rounds the layer's background, which a text layer here does not draw.
            return
        case "zPosition": zPosition = try ev.number(value, at: at)
        case "alignmentMode":
            guard case .enumCase(_, let a, _) = value, let x = ["left": 0.0, "natural": 0, "justified": 0, "center": 0.5, "right": 1][a] else {
                throw RuntimeError(message: "alignmentMode is .left, .center, .right, .natural or .justified", at: at)
            }
            alignment = x
        case "position":
            let p = try Playground.point(value, ev, at: at)
            frame = Rect(x: p.x - frame.width / 2, y: p.y - frame.height / 2, width: frame.width, height: frame.height)
        case "bounds":
            let b = try Playground.rect(value, ev, at: at)
            let c = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
            frame = Rect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
        case "backgroundColor", "borderWidth", "borderColor":
            ev.runtime.warn("a text layer's \(name) is not drawn here (its text is); put the text layer on a CALayer that has it", at: at)
        case "contentsScale", "isWrapped", "truncationMode", "masksToBounds", "allowsFontSubpixelQuantization":
            // **Our rule**: drawn at the canvas's scale, on one line.
            return
        default:
            if try transform3D.set(name, value, ev, at: at) { return }
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CATextLayer' (the subset sets string, fontSize, font, foregroundColor, alignmentMode, frame, position, bounds, opacity, zPosition, transform)", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "frame": return Playground.value(frame)
        case "bounds": return Playground.value(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        case "string": return .string(string)
        case "fontSize": return .double(fontSize)
        case "foregroundColor": return .color(foregroundColor)
        case "opacity": return .double(opacity)
        case "zPosition": return .double(zPosition)
        default: return transform3D.member(name)
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "add":
            try Playground.addAnimation(args, kind: .text, to: &animations, evaluator: ev, at: at) { [weak self] in
                self?.animations.contains($0) ?? false
            }
        case "removeAnimation": animations.removeAnimation(forKey: try ev.string(args.required("forKey"), at: at))
        case "removeAllAnimations": animations.removeAllAnimations()
        case "animation":
            return (animations.source(forKey: try ev.string(args.required("forKey"), at: at)) as? RuntimeObject).map { .object($0) } ?? .nil
        case "removeFromSuperlayer": removeFromSuperlayer()
        case "addSublayer", "insertSublayer":
            throw RuntimeError(message: "only a CALayer() holds sublayers here; put this layer and the others in a CALayer", at: at)
        default: return nil
        }
        return .void
    }
}
