import Motion
import Scene

/// The animatable effect modifiers: each kind once (its scene properties, placement and
/// transition behaviour), and each modifier's declarations as Apple's pages give them.
enum EffectModifiers {
    static let opacity = EffectKind("opacity", [.opacity], .free, composition: .multiplied, live: ["opacity": [0]])
    static let blur = EffectKind("blur", [.blur], .free, live: ["radius": [0]])
    static let offset = EffectKind("offset", [.offsetX, .offsetY], .offset, live: ["x": [0], "y": [1]])
    static let scaleEffect = EffectKind("scaleEffect", [.scaleX, .scaleY, .anchorX, .anchorY], .anchored(turns: true),
                                        transitionParts: 2, composition: .multiplied, live: ["scale": [0, 1], "x": [0], "y": [1]])
    /// A shape's own `scale(x:y:anchor:)`.
    static let shapeScale = EffectKind("scale", [.scaleX, .scaleY, .anchorX, .anchorY], .anchored(turns: false),
                                       transitionParts: 2, composition: .multiplied)
    static let rotationEffect = EffectKind("rotationEffect", [.rotation, .anchorX, .anchorY], .anchored(turns: true), transitionParts: 1,
                                           live: ["angle": [0]])
    static let rotation3DEffect = EffectKind("rotation3DEffect", [.rotation3D], .turn3D)
    static let hueRotation = EffectKind("hueRotation", [.hueRotation], .colorFilter)
    static let brightness = EffectKind("brightness", [.brightness], .colorFilter)
    static let contrast = EffectKind("contrast", [.contrast], .colorFilter)
    static let saturation = EffectKind("saturation", [.saturation], .colorFilter)
    static let grayscale = EffectKind("grayscale", [.grayscale], .colorFilter)
    /// A shadow takes no part in a transition (a `ViewModifier` transition's shadow is not read).
    static let shadow = EffectKind("shadow", [.shadowRadius, .shadowX, .shadowY, .shadowOpacity], .free, transitionParts: 0)

    static let kinds = [opacity, blur, offset, scaleEffect, shapeScale, rotationEffect, rotation3DEffect,
                        hueRotation, brightness, contrast, saturation, grayscale, shadow]

    static let entries: [ModifierEntry] = [
        .effect(opacity, ["_ opacity: Double"]) { b, _ in EffectValue(kind: opacity, values: [try b.double("opacity", default: 1)]) },
        // `hidden()`: drawn at no opacity, its place in the layout kept (Apple's `hidden()`).
        ModifierEntry("hidden") { call in call.add(.effect(EffectValue(kind: opacity, values: [0]))) },
        .effect(blur, ["radius: CGFloat, opaque: Bool = false"]) { b, _ in
            EffectValue(kind: blur, values: [try b.double("radius", default: 0)])
        },
        .effect(offset, ["_ offset: CGSize", "x: CGFloat = 0, y: CGFloat = 0"]) { b, _ in
            let (x, y) = try b.pair("offset", as: "CGSize") ?? (b.double("x", default: 0), b.double("y", default: 0))
            return EffectValue(kind: offset, values: [x, y])
        },
        .effect(scaleEffect, ["_ scale: CGFloat, anchor: UnitPoint = .center",
                              "x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center"]) { b, call in
            try scale(scaleEffect, b, call)
        },
        .effect(shapeScale, ["_ scale: CGFloat, anchor: UnitPoint = .center",
                             "x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center"]) { b, call in
            try scale(shapeScale, b, call)
        },
        .effect(rotationEffect, ["_ angle: Angle, anchor: UnitPoint = .center"]) { b, _ in
            let anchor = try b.point("anchor")
            return EffectValue(kind: rotationEffect, values: [try b.double("angle", default: 0), anchor.x, anchor.y])
        },
        .effect(rotation3DEffect, ["_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1"]) { b, call in
            let axis = try b.value("axis")
            guard case .tuple(let items, _)? = axis, items.count == 3 else {
                throw RuntimeError(message: "cannot convert value of type '\(axis?.typeName ?? "()")' to expected argument type '(x: CGFloat, y: CGFloat, z: CGFloat)'",
                                   at: b.place("axis"))
            }
            let xyz = try items.map { try call.evaluator.number($0, at: b.place("axis")) }
            let settings = Rotation3DSettings(axis: (xyz[0], xyz[1], xyz[2]), anchor: try b.point("anchor"),
                                              anchorZ: try b.double("anchorZ", default: 0), perspective: try b.double("perspective", default: 1))
            return EffectValue(kind: rotation3DEffect, values: [try b.double("angle", default: 0)], rotation3D: settings)
        },
        .effect(hueRotation, ["_ angle: Angle"]) { b, _ in EffectValue(kind: hueRotation, values: [try b.double("angle", default: 0)]) },
        .effect(brightness, ["_ amount: Double"]) { b, _ in EffectValue(kind: brightness, values: [try b.double("amount", default: 0)]) },
        .effect(contrast, ["_ amount: Double"]) { b, _ in EffectValue(kind: contrast, values: [try b.double("amount", default: 1)]) },
        .effect(saturation, ["_ amount: Double"]) { b, _ in EffectValue(kind: saturation, values: [try b.double("amount", default: 1)]) },
        .effect(grayscale, ["_ amount: Double"]) { b, _ in EffectValue(kind: grayscale, values: [try b.double("amount", default: 0)]) },
        .effect(shadow, ["color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0"]) { b, call in
            let color = try b.value("color").map { try call.colorValue($0, "color") } ?? Color(white: 0, alpha: 0.33)
            return EffectValue(kind: shadow, values: [try b.double("radius", default: 0), try b.double("x", default: 0),
                                                      try b.double("y", default: 0), color.alpha],
                               color: Color(red: color.red, green: color.green, blue: color.blue))
        },
    ]

    /// `scaleEffect` and a shape's `scale`: one factor (or a `CGSize`) for both axes, or x and y.
    private static func scale(_ kind: EffectKind, _ b: BoundArguments, _ call: ModifierCall) throws -> EffectValue {
        let anchor = try b.point("anchor")
        if let v = try b.value("scale") {
            if case .tuple(let items, _) = v, items.count == 2 {
                return EffectValue(kind: kind, values: [try call.evaluator.number(items[0], at: b.place("scale")),
                                                        try call.evaluator.number(items[1], at: b.place("scale")), anchor.x, anchor.y])
            }
            let s = try call.evaluator.number(v, at: b.place("scale"))
            return EffectValue(kind: kind, values: [s, s, anchor.x, anchor.y])
        }
        return EffectValue(kind: kind, values: [try b.double("x", default: 1), try b.double("y", default: 1), anchor.x, anchor.y])
    }
}
