import Foundation
import Scene

/// UIKit's system colours (`UIColor.systemGray5`, `.systemBackground`, `.label`, …) as a
/// file names them: `Color(.systemGray6)`, `Color(UIColor.systemBackground)`,
/// `Color(uiColor: .systemPink)`, a UIKit view's `backgroundColor = .systemBlue`.
///
/// Values: the light and dark appearances Apple publishes for iOS — the Human Interface
/// Guidelines' "Color" page (system colours and system grays, "Default (light)" and "Default
/// (dark)") and UIKit's "UI element colors" (labels, fills, backgrounds, separators), as the
/// SDK resolves them (`resolvedColor(with:)`); for example systemGray5 is 229/229/234 in light
/// mode and 44/44/46 in dark mode, secondaryLabel 60/60/67 at 0.6 and 235/235/245 at 0.6.
enum SystemColors {
    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    /// Light and dark, 0…255 with the alpha 0…1.
    static let table: [String: (light: RGBA, dark: RGBA)] = [
        "systemRed": ((255, 59, 48, 1), (255, 69, 58, 1)),
        "systemOrange": ((255, 149, 0, 1), (255, 159, 10, 1)),
        "systemYellow": ((255, 204, 0, 1), (255, 214, 10, 1)),
        "systemGreen": ((52, 199, 89, 1), (48, 209, 88, 1)),
        "systemMint": ((0, 199, 190, 1), (99, 230, 226, 1)),
        "systemTeal": ((48, 176, 199, 1), (64, 200, 224, 1)),
        "systemCyan": ((50, 173, 230, 1), (100, 210, 255, 1)),
        "systemBlue": ((0, 122, 255, 1), (10, 132, 255, 1)),
        "systemIndigo": ((88, 86, 214, 1), (94, 92, 230, 1)),
        "systemPurple": ((175, 82, 222, 1), (191, 90, 242, 1)),
        "systemPink": ((255, 45, 85, 1), (255, 55, 95, 1)),
        "systemBrown": ((162, 132, 94, 1), (172, 142, 104, 1)),
        "systemGray": ((142, 142, 147, 1), (142, 142, 147, 1)),
        "systemGray2": ((174, 174, 178, 1), (99, 99, 102, 1)),
        "systemGray3": ((199, 199, 204, 1), (72, 72, 74, 1)),
        "systemGray4": ((209, 209, 214, 1), (58, 58, 60, 1)),
        "systemGray5": ((229, 229, 234, 1), (44, 44, 46, 1)),
        "systemGray6": ((242, 242, 247, 1), (28, 28, 30, 1)),
        "label": ((0, 0, 0, 1), (255, 255, 255, 1)),
        "secondaryLabel": ((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
        "tertiaryLabel": ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "quaternaryLabel": ((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        "placeholderText": ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "systemFill": ((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        "secondarySystemFill": ((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        "tertiarySystemFill": ((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        "quaternarySystemFill": ((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        "systemBackground": ((255, 255, 255, 1), (0, 0, 0, 1)),
        "secondarySystemBackground": ((242, 242, 247, 1), (28, 28, 30, 1)),
        "tertiarySystemBackground": ((255, 255, 255, 1), (44, 44, 46, 1)),
        "systemGroupedBackground": ((242, 242, 247, 1), (0, 0, 0, 1)),
        "secondarySystemGroupedBackground": ((255, 255, 255, 1), (28, 28, 30, 1)),
        "tertiarySystemGroupedBackground": ((242, 242, 247, 1), (44, 44, 46, 1)),
        "separator": ((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        "opaqueSeparator": ((198, 198, 200, 1), (56, 56, 58, 1)),
        "link": ((0, 122, 255, 1), (9, 132, 255, 1)),
        // Fixed whatever the appearance.
        "darkText": ((0, 0, 0, 1), (0, 0, 0, 1)),
        "lightText": ((255, 255, 255, 0.6), (255, 255, 255, 0.6)),
    ]

    /// SwiftUI's hierarchical styles as colours, `.primary` … `.quaternary`: the label
    /// colours of their level. Our rule (Apple gives the levels no numbers): the same as
    /// `secondary` has been, 60/60/67 at 0.6, which is secondaryLabel.
    static let hierarchical = ["primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel",
                               "quaternary": "quaternaryLabel"]

    /// SwiftUI's named colours that are system colours (`Color.red` is systemRed, `.accentColor`
    /// the default accent, systemBlue): in the dark appearance they take the dark values.
    static func swiftUI(_ name: String, dark: Bool) -> Color? {
        guard dark else { return Builtins.namedColor(name) }
        if let label = hierarchical[name] { return color(label, dark: true) }
        let system = name == "accentColor" || name == "tint" ? "systemBlue" : name == "grey" ? "systemGray" : "system" + name.prefix(1).uppercased() + name.dropFirst()
        return table[system] != nil ? color(system, dark: true) : Builtins.namedColor(name)
    }

    /// UIKit's fixed colours, which no appearance changes (UIColor's documentation: `red` is
    /// 1, 0, 0; `orange` 1, 0.5, 0; `purple` 0.5, 0, 0.5; `brown` 0.6, 0.4, 0.2; `darkGray` white
    /// 1/3, `gray` 0.5, `lightGray` 2/3). SwiftUI's `Color.red` is systemRed instead.
    static let fixed: [String: Color] = [
        "black": Color(white: 0), "darkGray": Color(white: 1.0 / 3), "lightGray": Color(white: 2.0 / 3),
        "white": Color(white: 1), "gray": Color(white: 0.5), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// The system colour `name` in the scheme given (nil: not a system colour).
    static func color(_ name: String, dark: Bool) -> Color? {
        if let c = fixed[name] { return c }
        guard let entry = table[name] else { return nil }
        let v = dark ? entry.dark : entry.light
        return Color(red: v.r / 255, green: v.g / 255, blue: v.b / 255, alpha: v.a)
    }

    /// A `UIColor`'s static colour: a system colour, else SwiftUI's colour of that name.
    static func uiColor(_ name: String, dark: Bool) -> Color? {
        color(name, dark: dark) ?? Builtins.namedColor(name)
    }
}

extension Evaluator {
    /// The system colour `name` in the scheme the file prefers.
    func systemColor(_ name: String) -> Color? { SystemColors.uiColor(name, dark: prefersDark) }

    /// SwiftUI's colour `name` in the scheme the file prefers.
    func namedColor(_ name: String) -> Color? { SystemColors.swiftUI(name, dark: prefersDark) }

    /// The colour an implicit member names where a colour goes (`.red`, `.brand`): SwiftUI's,
    /// else an asset catalog's generated symbol, else the missing asset's stand-in.
    func colorNamed(_ name: String, at: Int) -> Color {
        Builtins.namedColor(name) ?? material(name, at: at) ?? assetColor(name, at: at) ?? missingAsset(name, at: at)
    }

    /// A material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`) as a shape style, or
    /// `.background`, the system background's colour.
    ///
    /// **Our rule**: drawn as a translucent fill of the scheme's background (white, or dark
    /// mode's near-black), the thinner the more transparent, without the blur of what lies
    /// behind it (said once): a frosted card reads as a card rather than as the grey of a
    /// missing colour.
    func material(_ name: String, at: Int) -> Color? {
        // `.background` as a shape style: the system background (`BackgroundStyle`).
        if name == "background" { return systemColor("systemBackground") }
        guard let alpha = Self.materialOpacity[name] else { return nil }
        runtime?.warn("a material (.\(name)) is drawn as a translucent fill here, without blurring what lies behind it", at: at)
        let base = prefersDark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white
        return base.opacity(alpha)
    }

    static let materialOpacity: [String: Double] = [
        "ultraThinMaterial": 0.3, "thinMaterial": 0.45, "regularMaterial": 0.6, "bar": 0.75, "thickMaterial": 0.75,
        "ultraThickMaterial": 0.85,
    ]

    /// The colour set `name` of an asset catalog near the file, in the file's scheme.
    func assetColor(_ name: String, at: Int) -> Color? { program.assets.color(name, dark: prefersDark) }

    /// The stand-in for a named colour no catalog near the file has (`AssetCatalog`), said once.
    func missingAsset(_ name: String, at: Int) -> Color {
        runtime?.warn("no colour named '\(name)' is in an asset catalog near the file: grey stands in for it", at: at)
        return AssetCatalog.standIn
    }
}

extension SourceRuntime {
    /// The dark appearance of a presentation: the system background (black in dark mode)
    /// behind the root view, filling the canvas, and the primary label colour (white) as
    /// the foreground of whatever sets none.
    func darkAppearance(_ view: ViewValue, _ context: ViewContext) -> (ViewValue, ViewContext) {
        var context = context
        context.foreground = SystemColors.color("label", dark: true)
        let background = ViewValue(.color(SystemColors.color("systemBackground", dark: true) ?? .black),
                                   modifiers: [.ignored("ignoresSafeArea")], at: view.at)
        return (ViewValue(.stack(.depth, alignment: "center", spacing: nil, [background, view]), at: view.at), context)
    }
}

/// Colours given in another colour space, in the sRGB the compositor draws in.
///
/// `.sRGBLinear`: linear light, encoded with the sRGB transfer function. `.displayP3`: its
/// components decoded with the same transfer function (Display P3 uses sRGB's), mapped to
/// linear sRGB by the P3-D65 → sRGB matrix, encoded again, and clipped to 0…1 (a P3 colour
/// outside sRGB's gamut is drawn at its nearest edge). *Evidence:* IEC 61966-2-1 (the
/// transfer function); the matrix is the standard one derived from both spaces' primaries
/// and D65 white.
enum ColorSpaces {
    static func sRGB(_ space: String, _ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        switch space {
        case "sRGBLinear":
            return Color(red: encode(r), green: encode(g), blue: encode(b), alpha: alpha)
        case "displayP3":
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            let sr = 1.2249401 * lr - 0.2249404 * lg
            let sg = -0.0420569 * lr + 1.0420571 * lg
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            return Color(red: clip(encode(sr)), green: clip(encode(sg)), blue: clip(encode(sb)), alpha: alpha)
        default:
            return Color(red: r, green: g, blue: b, alpha: alpha)
        }
    }

    static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4)
    }

    static func encode(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * Foundation.pow(v, 1 / 2.4) - 0.055
    }

    private static func clip(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
}
