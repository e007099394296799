/// Font metrics as layout asks them: a font of NaN size asked as the size fonts open it at
/// (`EngineLimits.fontSize`: NaN as 0, so the answers are the same). NaN is never equal to
/// itself, so a cache keyed by the font would never find a NaN-sized one and would grow with
/// every question; a pass asks about each text several times (a stack's probes of its
/// children), and a file's texts of NaN size made a frame take seconds.
final class LayoutMetrics: FontMetrics {
    let base: FontMetrics
    init(_ base: FontMetrics) { self.base = base }

    static func opened(_ font: FontSpec) -> FontSpec {
        guard font.size.isNaN else { return font }
        var f = font
        f.size = EngineLimits.fontSize(font.size)
        return f
    }

    func lineMetrics(_ font: FontSpec) -> LineMetrics { base.lineMetrics(Self.opened(font)) }
    func advance(of text: String, font: FontSpec) -> Double { base.advance(of: text, font: Self.opened(font)) }
}
