extension FontLibrary {
    /// The families a scene showing `characters` can switch to: installed families that draw
    /// every character themselves (`FontconfigCatalog.families(covering:)`), less symbol
    /// fonts, which fontconfig counts as covering Latin letters but draw Greek or dingbats
    /// in their place.
    public func candidateFamilies(covering characters: Set<Character>) -> [String] {
        catalog.families(covering: characters).filter { family in
            guard let face = resolve(family: family)?.face, let font = try? TTFFont(face: face, size: 12, syntheticBold: false)
            else { return false }
            return Self.mapsUnicode(font)
        }
    }

    /// Whether a font reads characters as Unicode. A symbol font has only its own 8-bit code
    /// table, so nothing above U+00FF reaches a glyph; every text font has some of these.
    static func mapsUnicode(_ font: TTFFont) -> Bool {
        let common: [Unicode.Scalar] = ["\u{2013}", "\u{2019}", "\u{201C}", "\u{20AC}", "\u{0152}", "\u{0131}", "\u{3042}"]
        return common.contains(where: font.provides)
    }
}
