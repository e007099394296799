/// Font metrics that can also say whether a family is installed and draws a character: what
/// a symbol drawn as a glyph of an icon font asks before it draws (a missing font is a
/// placeholder and a warning, not a box of a fallback font).
public protocol GlyphCoverage: AnyObject {
    /// Whether `family` is installed (not a stand-in for it) and has a glyph for `scalar`.
    func hasGlyph(_ scalar: UInt32, inFamily family: String) -> Bool
}
