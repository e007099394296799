import Scene

/// Font metrics whose advances differ from character to character (unlike `FixedMetrics`),
/// so a test can see layout follow the characters shown.
public final class VaryingMetrics: FontMetrics {
    public init() {}

    public func lineMetrics(_ font: FontSpec) -> LineMetrics {
        LineMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineSpacing: font.size * 1.25)
    }

    /// Each character is size × (0.3 + (scalar mod 7) / 10) wide: 0.3 to 0.9 of the size.
    public func advance(of text: String, font: FontSpec) -> Double {
        text.unicodeScalars.reduce(0) { $0 + font.size * (0.3 + Double($1.value % 7) / 10) }
    }
}
