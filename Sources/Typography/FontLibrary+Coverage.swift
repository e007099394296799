import Scene

extension FontLibrary: GlyphCoverage {
    public func hasGlyph(_ scalar: UInt32, inFamily family: String) -> Bool {
        guard let r = resolve(family: family), !r.isSubstitute,
              r.face.family.lowercased() == family.lowercased(),
              let s = Unicode.Scalar(scalar), let f = font(FontSpec.custom(family, size: 17)) else { return false }
        return f.provides(s)
    }
}
