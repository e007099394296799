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
    var shownZPosition: Double { zPosition }
    weak var superlayerView: UIKitView?
    weak var superlayer: PlainLayerObject?
    var layerNode: Node?

    func makeLayerNode(_ scene: Scene) -> Node {
        let n = scene.makeNode(.rect, color: .white)
        n.gradientFill = layer
        n.cornerRadius = cornerRadius
        if opacity != 1 { n.tracks[.opacity].set(opacity, at: 0, animation: nil) }
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
        case "masksToBounds": return   // a gradient layer draws only within its bounds
        case "type":
            // Only the axial gradient (CAGradientLayerType.axial, the default) is drawn.
            guard case .enumCase(_, "axial", _) = value else {
                throw RuntimeError(message: "only the axial gradient (.axial) is drawn", at: at)
            }
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAGradientLayer' (the subset sets colors, locations, startPoint, endPoint, frame, cornerRadius, opacity, zPosition)", at: at)
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
        default: return nil
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
            layer.add(try a.snapshot(at: at, layer: .gradient), forKey: key)
        case "removeAnimation": layer.removeAnimation(forKey: try ev.string(args.required("forKey"), at: at))
        case "removeAllAnimations": layer.removeAllAnimations()
        case "animationKeys": return layer.animationKeys.isEmpty ? .nil : .array(layer.animationKeys.map(Value.string))
        case "removeFromSuperlayer": removeFromSuperlayer()
        case "addSublayer", "insertSublayer":
            throw RuntimeError(message: "only a CALayer() holds sublayers here; put this layer and the others in a CALayer", at: at)
        default: return nil
        }
        return .void
    }
}
