import Scene

/// Font metrics without fonts: every character is `size` wide (CJK) or 0.6·size (ASCII),
/// so layout numbers can be worked out by hand.
public final class FixedMetrics: FontMetrics {
    public init() {}

    public func lineMetrics(_ font: FontSpec) -> LineMetrics {
        LineMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineSpacing: font.size * 1.25)
    }

    public func advance(of text: String, font: FontSpec) -> Double {
        text.reduce(0) { $0 + (($1.isASCII) ? font.size * 0.6 : font.size) }
    }
}
