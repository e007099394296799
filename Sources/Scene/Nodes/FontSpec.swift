/// A font as a seed names it: an Apple family (resolved to a stand-in later), a size, a weight.
public struct FontSpec: Hashable, Sendable {
    /// Weights, as SwiftUI's `Font.Weight`.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// The family as the seed names it ("HiraMinProN-W3", "system", "Arial"…).
    public var family: String
    public var size: Double
    public var weight: Weight
    /// Whether the italic face is asked for (`Font.italic()`, `Text.italic()`): drawn italic
    /// where the family has an italic face.
    public var italic: Bool

    public init(family: String, size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
    }

    /// `.custom(name, size:)` / `.custom(name, fixedSize:)`.
    public static func custom(_ name: String, size: Double) -> FontSpec { FontSpec(family: name, size: size) }
    /// `.system(size:)`.
    public static func system(size: Double, weight: Weight = .regular) -> FontSpec {
        FontSpec(family: "system", size: size, weight: weight)
    }
    /// `.body`: the system font at 17 pt.
    public static let body = FontSpec.system(size: 17)

    /// The same font, italic or upright.
    public func italic(_ on: Bool) -> FontSpec { var copy = self; copy.italic = on; return copy }
    /// The same font with another weight.
    public func weight(_ w: Weight) -> FontSpec { var copy = self; copy.weight = w; return copy }
    /// The same font scaled (the Blinking seed's `textSize * 0.9`).
    public func scaled(_ factor: Double) -> FontSpec { var copy = self; copy.size *= factor; return copy }
}

/// Vertical metrics of a font, in points.
public struct LineMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    /// Baseline-to-baseline distance for wrapped lines.
    public var lineSpacing: Double
    public init(ascent: Double, descent: Double, lineSpacing: Double) {
        self.ascent = ascent; self.descent = descent; self.lineSpacing = lineSpacing
    }
    /// The height of one line of text: ascent plus descent.
    public var height: Double { ascent + descent }
}

/// What layout needs to know about fonts; Typography implements it with real fonts.
public protocol FontMetrics: AnyObject {
    /// Vertical metrics of `font`.
    func lineMetrics(_ font: FontSpec) -> LineMetrics
    /// The advance of `text` shaped as one run (kerned), in points.
    func advance(of text: String, font: FontSpec) -> Double
}
