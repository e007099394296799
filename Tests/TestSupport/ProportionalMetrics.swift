import Scene

/// Font metrics proportional to the font size, for tests that do not look at layout: every
/// character `width`·size wide, lines 1.2·size apart.
public final class ProportionalMetrics: FontMetrics {
    private let width: Double

    public init(width: Double = 0.6) { self.width = width }

    public func lineMetrics(_ font: FontSpec) -> LineMetrics {
        LineMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineSpacing: font.size * 1.2)
    }

    public func advance(of text: String, font: FontSpec) -> Double { Double(text.count) * font.size * width }
}
