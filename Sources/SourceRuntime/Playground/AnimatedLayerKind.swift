import Motion
import Scene

/// Which layer an animation is added to, and so which key paths it may animate.
enum AnimatedLayerKind {
    case gradient, view, shape, text, plain
    var keyPaths: [String] {
        switch self {
        case .plain: return PlainLayerObject.keyPaths
        case .gradient: return GradientLayerObject.keyPaths
        case .view: return ViewLayer.keyPaths
        case .shape: return ShapeLayerObject.keyPaths
        case .text: return TextLayerObject.keyPaths
        }
    }
    var name: String {
        switch self {
        case .gradient: return "a CAGradientLayer"
        case .view: return "a view's layer"
        case .shape: return "a CAShapeLayer"
        case .text: return "a CATextLayer"
        case .plain: return "a CALayer"
        }
    }

    /// Refuses a key path Core Animation animates but the subset does not draw; one that names
    /// no animatable property of any layer (a slip: `"location"` for `"locations"`) Core
    /// Animation ignores, and so does the subset, saying so once.
    func check(_ keyPath: String, at: Int, evaluator ev: Evaluator) throws {
        guard !keyPaths.contains(keyPath) else { return }
        guard Self.coreAnimationKeyPaths.contains(keyPath) || keyPath.contains(".") && Self.coreAnimationKeyPaths.contains(String(keyPath.prefix { $0 != "." })) else {
            ev.runtime.warn("'\(keyPath)' is not an animatable property of \(name); Core Animation ignores the animation, and so does the preview", at: at)
            return
        }
        throw RuntimeError(message: "key path '\(keyPath)' is not animated here; \(name) animates \(keyPaths.joined(separator: ", "))", at: at)
    }

    /// The animatable properties of Core Animation's layers (Apple, *Core Animation Programming
    /// Guide*, "Animatable Properties", and the layer classes' references).
    static let coreAnimationKeyPaths: Set<String> = [
        "anchorPoint", "anchorPointZ", "backgroundColor", "backgroundFilters", "borderColor", "borderWidth", "bounds",
        "compositingFilter", "contents", "contentsRect", "contentsCenter", "contentsScale", "cornerRadius", "doubleSided",
        "filters", "frame", "hidden", "isHidden", "mask", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset",
        "shadowOpacity", "shadowPath", "shadowRadius", "sublayers", "sublayerTransform", "transform", "zPosition",
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor", "instanceDelay", "instanceTransform",
        "instanceColor", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
        "instanceCount", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "birthRate", "lifetime",
        "velocity", "scale", "spin", "seed",
    ]
}
