import CFontconfig

extension FontconfigCatalog {
    /// Installed families that draw every one of `characters` themselves, sorted by name:
    /// the families a user can switch a scene to without any glyph coming from a fallback.
    ///
    /// Only outline fonts meant for the text's language count (Japanese for kana and kanji,
    /// Korean for hangul, English for Latin letters), and a font collection's regional
    /// variants of one design ("Noto Sans CJK JP", "… KR", "… SC" in one file) count once,
    /// as the variant fontconfig prefers for that language.
    public func families(covering characters: Set<Character>) -> [String] {
        let scalars = characters.flatMap(\.unicodeScalars)
            .filter { $0.properties.generalCategory != .format && $0.value > 0x20 }
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        let language = Self.language(of: scalars)
        if let language { FcPatternAddString(pattern, "lang", language) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, 0, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }

        // Every face in fontconfig's order of preference, grouped by family.
        var order: [String] = []
        var files: [String: Set<String>] = [:]
        var usable = Set<String>(), lacking = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            guard let face = set.pointee.fonts[i], let family = Self.string(face, "family"),
                  let file = Self.string(face, "file") else { continue }
            if files[family] == nil { order.append(family) }
            files[family, default: []].insert(file)
            guard Self.isOutline(face), Self.isUpright(face) else { continue }
            // Every upright weight must cover: a scene's bold title is drawn from the bold face.
            if Self.covers(face, scalars), Self.speaks(face, language) { usable.insert(family) } else { lacking.insert(family) }
        }
        usable.subtract(lacking)
        var taken = Set<String>()
        var chosen: [String] = []
        for family in order where usable.contains(family) {
            // A variant: the same design name (all but the region word) in a file already taken.
            let design = family.split(separator: " ").dropLast().joined(separator: " ")
            let own = Set((files[family] ?? []).map { design + "|" + $0 })
            if !own.isDisjoint(with: taken) { continue }
            taken.formUnion(own)
            chosen.append(family)
        }
        return chosen.sorted { $0.localizedLowercase < $1.localizedLowercase }
    }

    /// The language a text is written in, as far as choosing a font goes.
    static func language(of scalars: [Unicode.Scalar]) -> String? {
        func any(_ ranges: ClosedRange<UInt32>...) -> Bool {
            scalars.contains { s in ranges.contains { $0.contains(s.value) } }
        }
        if any(0x3040...0x30FF, 0x31F0...0x31FF, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xFF66...0xFF9F) { return "ja" }
        if any(0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F) { return "ko" }
        if any(0x41...0x5A, 0x61...0x7A) { return "en" }
        return nil
    }

    private static func isOutline(_ face: OpaquePointer) -> Bool {
        ["TrueType", "CFF"].contains(string(face, "fontformat") ?? "")
    }

    private static func isUpright(_ face: OpaquePointer) -> Bool {
        var slant: Int32 = 0
        return FcPatternGetInteger(face, "slant", 0, &slant) != FcResultMatch || slant == 0
    }

    private static func covers(_ face: OpaquePointer, _ scalars: [Unicode.Scalar]) -> Bool {
        var cs: OpaquePointer? = nil
        guard FcPatternGetCharSet(face, "charset", 0, &cs) == FcResultMatch, let cs else { return false }
        return scalars.allSatisfy { FcCharSetHasChar(cs, $0.value) != 0 }
    }

    private static func speaks(_ face: OpaquePointer, _ language: String?) -> Bool {
        guard let language else { return true }
        var langs: OpaquePointer? = nil
        guard FcPatternGetLangSet(face, "lang", 0, &langs) == FcResultMatch, let langs else { return false }
        return FcLangSetHasLang(langs, language) == FcLangEqual
    }
}
