import Motion
import Scene

/// `CAGradientLayer()` of the file's code: the scene's gradient layer (its animations timed on
/// the scene clock), with the frame the code gives it; a view's mask, or a sublayer drawn in
/// its colours (`Sublayers.swift`).
final class GradientLayerObject: RuntimeObject, SettableObject, SublayerObject, LayerClassPart {
    var object: ClassObject?
    let layer: CAGradientLayer
    var frame = Rect.zero { didSet { superlayerView?.playground.setNeedsLayout() } }
    var cornerRadius = 0.0 { didSet { layerNode?.cornerRadius = cornerRadius } }
    var opacity = 1.0 { didSet { layerNode?.tracks[.opacity].set(opacity, at: 0, animation: nil) } }
    var zPosition = 0.0 { didSet { restackSiblings() } }
    /// Its `transform` and `sublayerTransform` (not animated here).
    var transform3D = LayerTransform3D() { didSet { if let n = layerNode { transform3D.show(transform3D.model, on: n) } } }
    var shownZPosition: Double { zPosition }
    weak var superlayerView: UIKitView?
    weak var superlayer: PlainLayerObject?
    var layerNode: Node?
    /// Animations that move the layer as a whole (`LayerMotion`'s key paths, its transform); its
    /// colours, locations and points animate in the scene's gradient layer.
    private var motion = CALayerAnimations()
    private var hooked = false

    /// The key paths it animates: its gradient's, and those that move it.
    static let keyPaths = BasicAnimationObject.keyPaths + LayerMotion.keyPaths + LayerTransform3D.keyPaths

    func makeLayerNode(_ scene: Scene) -> Node {
        let n = scene.makeNode(.rect, color: .white)
        n.gradientFill = layer
        n.cornerRadius = cornerRadius
        if opacity != 1 { n.tracks[.opacity].set(opacity, at: 0, animation: nil) }
        transform3D.show(transform3D.model, on: n)
        return n
    }

    init(clock: SceneClock) { layer = CAGradientLayer(clock: clock) }
    override var typeName: String { "CAGradientLayer" }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if try setOwn(name, value, evaluator: ev, at: at) { return }
        switch name {
        case "colors":
            if case .nil = value { layer.colors = []; return }
            layer.colors = try ev.elements(of: value, at: at).map { try Playground.color($0, ev, at: at) }
        case "locations":
            if case .nil = value { layer.locations = nil; return }
            layer.locations = try Playground.numbers(value, ev, at: at)
        case "startPoint": layer.startPoint = try Playground.unitPoint(value, ev, at: at)
        case "endPoint": layer.endPoint = try Playground.unitPoint(value, ev, at: at)
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "cornerRadius": cornerRadius = try ev.number(value, at: at)
        case "opacity": opacity = try ev.number(value, at: at)
        case "zPosition": zPosition = try ev.number(value, at: at)
        case "position": frame = LayerGeometry.frame(frame, position: try Playground.point(value, ev, at: at), anchor: .center)
        case "bounds": frame = LayerGeometry.frame(frame, bounds: try Playground.rect(value, ev, at: at), anchor: .center)
        case "transform", "sublayerTransform": _ = try transform3D.set(name, value, ev, at: at)
        case "masksToBounds": return   // a gradient layer draws only within its bounds
        case "type":
            // Only the axial gradient (CAGradientLayerType.axial, the default) is drawn.
            guard case .enumCase(_, "axial", _) = value else {
                throw RuntimeError(message: "only the axial gradient (.axial) is drawn", at: at)
            }
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAGradientLayer' (the subset sets colors, locations, startPoint, endPoint, frame, position, bounds, transform, cornerRadius, opacity, zPosition)", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "colors": return .array(layer.colors.map(Value.color))
        case "locations": return layer.locations.map { Value.array($0.map(Value.double)) } ?? .nil
        case "startPoint": return .tuple([.double(layer.startPoint.x), .double(layer.startPoint.y)], labels: ["x", "y"])
        case "endPoint": return .tuple([.double(layer.endPoint.x), .double(layer.endPoint.y)], labels: ["x", "y"])
        case "frame": return Playground.value(frame)
        case "zPosition": return .double(zPosition)
        case "bounds": return Playground.value(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        case "position": return PathValues.pointValue(LayerGeometry.position(frame, .center))
        default: return transform3D.member(name)
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "add":
            guard case .object(let a as CoreAnimationObject)? = try args.value(at: 0) else {
                throw RuntimeError(message: "add(_:forKey:) takes a CABasicAnimation or a CAAnimationGroup", at: at)
            }
            let key = try args.value("forKey").flatMap { v -> String? in if case .nil = v { return nil }; return try ev.string(v, at: at) }
            // CALayer.add(_:forKey:): "The animation object is copied by the render tree, not
            // referenced. Therefore, subsequent modifications to the object are not propagated."
            let added = try a.snapshot(at: at, layer: .gradient)
            if Self.keyPaths(of: added).allSatisfy(BasicAnimationObject.keyPaths.contains) {
                layer.add(added, forKey: key)
            } else {
                motion.add(added, forKey: key, at: ev.runtime.scene.now, source: a)
                hook(ev.runtime.scene)
            }
        case "removeAnimation":
            let key = try ev.string(args.required("forKey"), at: at)
            layer.removeAnimation(forKey: key)
            motion.removeAnimation(forKey: key)
        case "removeAllAnimations":
            layer.removeAllAnimations()
            motion.removeAllAnimations()
        case "animationKeys": return layer.animationKeys.isEmpty ? .nil : .array(layer.animationKeys.map(Value.string))
        case "removeFromSuperlayer": removeFromSuperlayer()
        case "addSublayer", "insertSublayer":
            throw RuntimeError(message: "only a CALayer() holds sublayers here; put this layer and the others in a CALayer", at: at)
        default: return nil
        }
        return .void
    }
}

extension GradientLayerObject {
    /// The key paths an animation (or a group's animations) moves.
    static func keyPaths(of a: any CAAnimation) -> [String] {
        switch a {
        case let b as CABasicAnimation: return [b.keyPath]
        case let k as CAKeyframeAnimation: return [k.keyPath]
        case let s as CASpringAnimation: return [s.basic.keyPath]
        case let g as CAAnimationGroup: return g.animations.flatMap(keyPaths)
        default: return []
        }
    }

    /// Presents the animations that move the layer before every frame.
    private func hook(_ scene: Scene) {
        guard !hooked else { return }
        hooked = true
        scene.beforePresenting.append { [weak self] time in self?.present(at: time) }
        scene.animatingAt.append { [weak self] time in self?.motion.isAnimating(at: time) ?? false }
    }

    private func present(at time: Double) {
        guard let node = layerNode else { return }
        let p = LayerGeometry.position(frame, .center), centre = [p.x, p.y]
        let model = LayerMotion.model(opacity: opacity, centre: centre).merging(transform3D.model) { a, _ in a }
        let shown = motion.present(model, at: time)
        LayerMotion.show(shown, centre: centre, on: node)
        transform3D.show(shown, on: node)
    }
}
