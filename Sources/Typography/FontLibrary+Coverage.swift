import Scene

extension FontLibrary: GlyphCoverage {
    public func hasGlyph(_ scalar: UInt32, inFamily family: String) -> Bool {
        guard let r = resolve(family: family), !r.isSubstitute,
              r.face.family.lowercased() == family.lowercased(),
              let s = Unicode.Scalar(scalar), let f = font(FontSpec.custom(family, size: 17)) else { return false }
        return f.provides(s)
    }
}

extension FontLibrary {
    /// Icon fonts draw pictures at their codepoints (Material Icons fills the private use
    /// areas): never a fallback for a text's characters, which show the missing box instead.
    public static let iconFamilies: Set<String> = ["material icons"]

    static func textFallback(_ face: FontFace) -> FontFace? {
        iconFamilies.contains(face.family.lowercased()) ? nil : face
    }
}
