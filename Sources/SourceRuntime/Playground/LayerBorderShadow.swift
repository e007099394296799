import Motion
import Scene

/// A layer's border and shadow (`borderWidth`, `borderColor`, `shadowOpacity`, `shadowRadius`,
/// `shadowOffset`, `shadowColor`), kept by each kind of layer and animatable by their key paths.
///
/// Apple's defaults (CALayer): no border (width 0) in opaque black; a shadow of opacity 0, so
/// none, in opaque black, radius 3, offset (0, −3). The border is drawn inside the bounds. The
/// shadow is the alpha of what the layer draws, blurred with a standard deviation of
/// `shadowRadius` points (as design tools convert it: a CSS blur of 2σ is a `shadowRadius` of
/// σ), moved by `shadowOffset` (y down in UIKit) and tinted by its colour at its opacity.
struct LayerBorderShadow: Equatable {
    var borderWidth = 0.0
    var borderColor = Color.black
    var shadowOpacity = 0.0
    var shadowRadius = 3.0
    var shadowOffset = Size(0, -3)
    var shadowColor = Color.black

    static let keyPaths = ["borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor"]

    /// Sets one of its properties (false: `name` is another's).
    mutating func set(_ name: String, _ value: Value, _ ev: Evaluator, at: Int) throws -> Bool {
        switch name {
        case "borderWidth": borderWidth = try ev.number(value, at: at)
        case "borderColor": borderColor = try Playground.optionalColor(value, ev, at: at) ?? .clear
        case "shadowOpacity": shadowOpacity = try ev.number(value, at: at)
        case "shadowRadius": shadowRadius = try ev.number(value, at: at)
        case "shadowOffset": shadowOffset = try ev.size(value, at: at)
        case "shadowColor": shadowColor = try Playground.optionalColor(value, ev, at: at) ?? .clear
        case "shadowPath":
            // The shadow follows what the layer draws here; a path given for it (usually the
            // same outline, to spare Core Animation the work) is not needed.
            return true
        default: return false
        }
        return true
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "borderWidth": return .double(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowOpacity": return .double(shadowOpacity)
        case "shadowRadius": return .double(shadowRadius)
        case "shadowOffset": return LayoutValues.sizeValue(shadowOffset)
        case "shadowColor": return .color(shadowColor)
        default: return nil
        }
    }

    /// The model values of a layer with Core Animation's defaults (most layers), worked out once.
    private static let defaultModel = LayerBorderShadow().values

    /// The values its animations start from and return to.
    var model: CAKeyValues { self == LayerBorderShadow() ? Self.defaultModel : values }

    private var values: CAKeyValues {
        ["borderWidth": [borderWidth], "borderColor": CAGradientLayer.value([borderColor]), "shadowOpacity": [shadowOpacity],
         "shadowRadius": [shadowRadius], "shadowOffset": [shadowOffset.width, shadowOffset.height],
         "shadowColor": CAGradientLayer.value([shadowColor])]
    }

    /// The border and shadow of `shown` (a layer's values at a frame, the model where nothing
    /// animates) on `node`, colours multiplied by `tint`; `border` false leaves the node's border.
    static func show(_ shown: CAKeyValues, on node: Node, tint: Color = .white, border: Bool = true) {
        func number(_ key: String) -> Double? { shown[key]?.first.flatMap { $0.isFinite ? $0 : nil } }
        func colour(_ key: String) -> Color? {
            guard let c = shown[key], c.count == 4, c.allSatisfy(\.isFinite) else { return nil }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]).tinted(tint)
        }
        if border {
            let width = max(0, number("borderWidth") ?? 0)
            if node.borderWidth != width { node.borderWidth = width }
            if let c = colour("borderColor"), node.borderColor != c { node.borderColor = c }
        }
        let opacity = min(1, max(0, number("shadowOpacity") ?? 0))
        let shadow = opacity > 0 ? colour("shadowColor") : nil
        if node.shadowColor != shadow { node.shadowColor = shadow }
        guard shadow != nil else { return }
        let offset = shown["shadowOffset"] ?? []
        let values: [(Property, Double)] = [(.shadowOpacity, opacity), (.shadowRadius, max(0, number("shadowRadius") ?? 0)),
                                            (.shadowX, offset.count == 2 ? offset[0] : 0), (.shadowY, offset.count == 2 ? offset[1] : 0)]
        for (p, v) in values where v.isFinite && node.model(p) != v { node.tracks[p].set(v, at: 0, animation: nil) }
    }
}
