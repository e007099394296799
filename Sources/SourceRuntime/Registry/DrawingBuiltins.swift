import Foundation
import Scene

/// The drawing family of builtin types: colours and shape styles, points and alignments,
/// angles, shapes, edge sets, transforms, and a canvas's shadings and filters.
enum DrawingBuiltins {
    static let types: [BuiltinType] = [color, unitPoint, alignment, angle, shape, edgeSet, transform, shading, filter, gradientStop,
                                       tabViewStyle, pageTabViewStyle, defaultTabViewStyle, shadowStyle] + buttonStyles

    /// `ShadowStyle.drop(color:radius:x:y:)` and `.inner(…)` (iOS 16), for a shape style's
    /// `shadow(_:)`; Apple's default colour is black at a third's opacity in linear light.
    static let shadowStyle = BuiltinType("ShadowStyle", statics: ["drop", "inner"].map { name in
        .function(name, ["color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0"]) { use in
            let b = try use.bound()
            var color = Color(white: 0, alpha: 0.33)
            if let v = try b.value("color") {
                guard case .color(let c) = v else {
                    throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Color'", at: b.place("color"))
                }
                color = c
            }
            return .object(ShadowStyleObject(inner: name == "inner", color: color, radius: try b.double("radius", default: 0),
                                             x: try b.double("x", default: 0), y: try b.double("y", default: 0)))
        }
    })

    /// The unit points by name; an alignment's are the same points.
    static let unitPoints: [String: UnitPoint] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": UnitPoint(1, 0), "bottomLeading": UnitPoint(0, 1),
        "bottomTrailing": UnitPoint(1, 1), "zero": UnitPoint(0, 0),
    ]
    /// The alignment a unit point is, by name (`.topLeading` rather than `.zero`, which is the
    /// same point), looked for in a fixed order: a dictionary's order changes from run to run.
    static func alignmentName(of p: UnitPoint) -> String? {
        ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
            .first { unitPoints[$0] == p }
    }
    static let edgeSets: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    /// `Color.red`, `.blue` where a colour or a shape style goes (in the dark appearance, dark
    /// mode's values: `SystemColors`); `Color(red:green:blue:opacity:)` and its other
    /// initialisers (`Builtins.color`); a gradient where a shape style goes.
    static let color = BuiltinType("Color", "ShapeStyle", "UIColor", statics: [
        .function("init") { use in .color(try Builtins.color(use.args, evaluator: use.evaluator)) },
    ], lookup: { use in use.evaluator.namedColor(use.name).map(Value.color) },
       callLookup: { use in try GradientSpec.shapeStyle(use.name, use.args, evaluator: use.evaluator) },
       callNames: Set(GradientSpec.styleFunctions.keys))

    /// A unit point's statics, and `UnitPoint(x:y:)`.
    static let unitPoint = BuiltinType("UnitPoint", statics: [
        .function("init", ["x: CGFloat, y: CGFloat"]) { use in
            let b = try use.bound()
            return .unitPoint(UnitPoint(try b.double("x", default: 0), try b.double("y", default: 0)))
        },
    ], lookup: { use in unitPoints[use.name].map(Value.unitPoint) })

    /// An alignment is the unit point of its two guides (`.leading` is x 0, `.bottom` y 1), so
    /// its statics are the unit points'; `Alignment(horizontal:vertical:)` takes one of each.
    static let alignment = BuiltinType("Alignment", "HorizontalAlignment", "VerticalAlignment", statics: [
        .function("init", ["horizontal: HorizontalAlignment, vertical: VerticalAlignment"]) { use in
            let b = try use.bound()
            func guide(_ name: String) throws -> UnitPoint {
                guard case .unitPoint(let p)? = try b.value(name) else {
                    throw RuntimeError(message: "cannot convert value to expected argument type '\(name == "horizontal" ? "HorizontalAlignment" : "VerticalAlignment")'", at: b.place(name))
                }
                return p
            }
            return .unitPoint(UnitPoint(try guide("horizontal").x, try guide("vertical").y))
        },
    ], lookup: { use in unitPoints[use.name].map(Value.unitPoint) })

    /// An angle is its degrees here: `Angle.zero`, `.degrees(_:)`, `.radians(_:)`,
    /// `Angle(degrees:)`, `Angle(radians:)` and `Angle()`.
    static let angle = BuiltinType("Angle", statics: [
        .member("zero") { _ in .double(0) },
        .function("degrees", ["_ degrees: Double"]) { use in .double(try use.bound().double("degrees", default: 0)) },
        .function("radians", ["_ radians: Double"]) { use in .double(try use.bound().double("radians", default: 0) * 180 / .pi) },
        .function("init", ["degrees: Double", "radians: Double", ""]) { use in
            let b = try use.bound()
            if b.has("radians") { return .double(try b.double("radians", default: 0) * 180 / .pi) }
            return .double(try b.double("degrees", default: 0))
        },
    ])

    /// iOS 17's shape statics: `.clipShape(.circle)`, `.rect`, `.capsule`, `.ellipse`, and
    /// `.rect(cornerRadius:)`, a rounded rectangle.
    static let shape = BuiltinType("Shape", "AnyShape", statics: [
        .function("rect", ["cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous"]) { use in
            let radius = try use.bound().double("cornerRadius", default: 0)
            return .view(ViewValue(.shape(.roundedRectangle(cornerRadius: radius)), at: use.at))
        },
    ], lookup: { use in
        let kinds: [String: ShapeKind] = ["circle": .circle, "rect": .rectangle, "capsule": .capsule, "ellipse": .ellipse]
        return kinds[use.name].map { .view(ViewValue(.shape($0), at: use.at)) }
    })

    static let edgeSet = BuiltinType("Edge.Set", lookup: { use in edgeSets[use.name].map(Value.edges) })

    static let transform = BuiltinType("CGAffineTransform", "ProjectionTransform", statics: [
        .member("identity") { _ in .object(AffineTransformObject(.identity)) },
    ])

    /// A canvas's shadings: `.color(_:)`, and a gradient shading by its gradient (a `Canvas`
    /// fills with its colours).
    static let shading = BuiltinType("GraphicsContext.Shading", statics: [
        .function("color") { use in try use.args.required(nil, hint: "Color") },
    ] + ["linearGradient", "radialGradient", "conicGradient"].map { name in
        .function(name) { use in try use.args.required(nil, hint: "Gradient") }
    })

    /// A canvas's filters: `.blur(radius:)` is drawn; the others are kept by name and not drawn
    /// (said when added: **our rule**).
    static let filter = BuiltinType("GraphicsContext.Filter", "Filter", statics: [
        .function("blur", ["radius: CGFloat"]) { use in
            .object(FilterObject(blur: try use.bound().double("radius", default: 0)))
        },
        // Apple's defaults: `max: 1`, `color: .black`.
        .function("alphaThreshold", ["min: Double, max: Double = 1, color: Color = .black"]) { use in
            let bound = try use.bound()
            let filter = FilterObject(blur: 0)
            let color: Color
            switch try bound.value("color") {
            case .color(let c)?: color = c
            case nil: color = .black
            case let v?:
                if case .enumCase("", let n, _) = v, let c = Builtins.namedColor(n) { color = c; break }
                throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Color'", at: bound.place("color"))
            }
            filter.threshold = (try bound.double("min", default: 0), try bound.double("max", default: 1), color)
            return .object(filter)
        },
    ] + ["colorMultiply", "shadow", "saturation", "brightness", "contrast", "hueRotation", "grayscale",
         "luminanceToAlpha", "colorInvert", "colorMatrix", "projectionTransform", "colorShader", "distortionShader",
         "layerShader"].map { name in
        BuiltinStatic.function(name) { use in
            _ = use.args
            return .object(FilterObject(blur: 0, name: name))
        }
    })

    /// A tab view's styles: `.page`, `.page(indexDisplayMode:)` (`.never` hides the dots),
    /// `.automatic`, and the iOS 13 structs `PageTabViewStyle(…)` and `DefaultTabViewStyle()`.
    static let tabViewStyle = BuiltinType("TabViewStyle", statics: [
        .function("page", ["indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic"]) { use in
            try pageStyle(use.bound().value("indexDisplayMode"))
        },
    ], lookup: { use in
        ["page", "automatic", "tabBarOnly", "sidebarAdaptable", "grouped"].contains(use.name)
            ? .enumCase(type: "TabViewStyle", name: use.name, payload: []) : nil
    })
    static let pageTabViewStyle = BuiltinType("PageTabViewStyle", statics: [
        .function("init", ["indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic"]) { use in
            try pageStyle(use.bound().value("indexDisplayMode"))
        },
    ])
    /// The page style, carrying `.never` when the dots are hidden (`.always`, `.automatic`
    /// and `.interactive` show them).
    static func pageStyle(_ mode: Value?) -> Value {
        if case .enumCase(_, "never", _)? = mode {
            return .enumCase(type: "TabViewStyle", name: "page", payload: [.enumCase(type: "", name: "never", payload: [])])
        }
        return .enumCase(type: "TabViewStyle", name: "page", payload: [])
    }
    static let defaultTabViewStyle = BuiltinType("DefaultTabViewStyle", statics: [
        .function("init", [""]) { use in
            _ = try use.bound()
            return .enumCase(type: "TabViewStyle", name: "automatic", payload: [])
        },
    ])

    /// The iOS 13 button style structs, as the styles they name: `PlainButtonStyle()` is
    /// `.plain`, `BorderlessButtonStyle()` `.borderless`, `DefaultButtonStyle()` `.automatic`.
    static let buttonStyles: [BuiltinType] = [("PlainButtonStyle", "plain"), ("BorderlessButtonStyle", "borderless"),
                                               ("DefaultButtonStyle", "automatic")].map { type, style in
        BuiltinType(type, statics: [
            .function("init", [""]) { use in
                _ = try use.bound()
                return .enumCase(type: "ButtonStyle", name: style, payload: [])
            },
        ])
    }

    /// `Gradient.Stop(color:location:)`: a colour and where it stands.
    static let gradientStop = BuiltinType("Gradient.Stop", "[Gradient.Stop]", statics: [
        .function("init") { use in
            let args = use.args
            return .tuple([try args.required("color", hint: "Color"), .double(try args.requiredDouble("location"))],
                          labels: ["color", "location"])
        },
    ])
}

extension Builtins {
    /// A colour's `shadow(_:)` as a shape style: the colour drawn with that drop shadow; an
    /// inner shadow is not drawn (said), and the colour stays as it is.
    static func shadowed(_ c: Color, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value {
        guard case .object(let s as ShadowStyleObject) = try args.required(nil, hint: "ShadowStyle") else {
            throw RuntimeError(message: "shadow(_:) of a shape style takes a ShadowStyle such as .drop(radius: 4)", at: args.place(nil))
        }
        if s.inner {
            ev.runtime.warn("an inner shadow (.inner) is not drawn here", at: at)
            return .color(c)
        }
        let shadow = EffectValue(kind: EffectModifiers.shadow, values: [s.radius, s.x, s.y, s.color.alpha],
                                 color: Color(red: s.color.red, green: s.color.green, blue: s.color.blue))
        return .view(ViewValue(.color(c), at: at).adding(.effect(shadow)))
    }
}

/// A `ShadowStyle`: a drop or inner shadow's colour, radius and offset.
final class ShadowStyleObject: RuntimeObject {
    let inner: Bool
    let color: Color
    let radius, x, y: Double
    init(inner: Bool, color: Color, radius: Double, x: Double, y: Double) {
        self.inner = inner; self.color = color; self.radius = radius; self.x = x; self.y = y
    }
    override var typeName: String { "ShadowStyle" }
}
