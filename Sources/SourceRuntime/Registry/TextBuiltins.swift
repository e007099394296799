import Scene

/// The text family of builtin types: fonts, their text styles and their weights.
enum TextBuiltins {
    static let types: [BuiltinType] = [font, textStyle, weight]

    /// Text styles at their default (large) Dynamic Type sizes, with their weights.
    static let textStyles: [String: (Double, FontSpec.Weight)] = [
        "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
        "footnote": (13, .regular), "caption": (12, .regular), "caption2": (11, .regular),
    ]
    static let weights: [String: FontSpec.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The font of a text style (`Font.title`, `.headline`).
    static func style(_ name: String) -> Value? {
        textStyles[name].map { .font(FontValue(spec: .system(size: $0.0, weight: $0.1), textStyle: name)) }
    }

    /// `Font.title` and the other text styles; `.system(size:weight:design:)`,
    /// `.system(_:design:weight:)` and `.custom(_:size:)`, `.custom(_:fixedSize:)`,
    /// `.custom(_:size:relativeTo:)`.
    static let font = BuiltinType("Font", statics: [
        .function("system", ["size: CGFloat, weight: Font.Weight = .regular, design: Font.Design? = nil",
                             "_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil"]) { use in
            let b = try use.bound()
            let ev = use.evaluator
            var weight: FontSpec.Weight?
            if case .font(let w)? = try b.value("weight") { weight = w.spec.weight }
            if b.has("size") {
                var spec = FontSpec.system(size: try b.double("size", default: 17), weight: weight ?? .regular)
                spec.family = try Builtins.designFamily(use.args, ev) ?? spec.family
                return .font(FontValue(spec: spec, textStyle: nil))
            }
            guard case .font(var f)? = try b.value("style") else {
                throw RuntimeError(message: "cannot convert value to expected argument type 'Font.TextStyle'", at: b.place("style"))
            }
            f.spec.family = try Builtins.designFamily(use.args, ev) ?? f.spec.family
            if let weight { f.spec.weight = weight }
            return .font(f)
        },
        .function("custom", ["_ name: String, size: CGFloat", "_ name: String, fixedSize: CGFloat",
                             "_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle"]) { use in
            let b = try use.bound()
            let family = try use.evaluator.string(b.value("name") ?? .string(""), at: b.place("name"))
            let size = b.has("fixedSize") ? try b.double("fixedSize", default: 17) : try b.double("size", default: 17)
            return .font(FontValue(spec: .custom(family, size: size), textStyle: nil))
        },
    ], lookup: { use in style(use.name) })

    static let textStyle = BuiltinType("Font.TextStyle", lookup: { use in style(use.name) })

    /// A weight is carried as a font of that weight (`Font.Weight.bold`, `.weight(.bold)`).
    static let weight = BuiltinType("Font.Weight", "Weight", lookup: { use in
        weights[use.name].map { .font(FontValue(spec: .system(size: 17, weight: $0), textStyle: "weight")) }
    })
}
