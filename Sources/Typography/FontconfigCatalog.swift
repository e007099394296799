import CFontconfig
import Scene

/// A font file found by fontconfig.
public struct FontFace: Hashable, Sendable {
    public let path: String
    public let index: Int
    public let family: String
    /// Fontconfig's weight of the file (FC_WEIGHT scale, 80 regular, 200 bold).
    public let weight: Int
    /// Fontconfig's slant of the file (0 roman, 100 italic, 110 oblique; 0 for a file
    /// fontconfig would slant itself).
    public var slant: Int = 0
    public var isItalic: Bool { slant > 0 }
}

/// Font discovery through fontconfig: families, best matches, and fonts that cover a character.
public final class FontconfigCatalog {
    let config: OpaquePointer

    public init() throws {
        // A configuration of our own, freed with the catalog (FcInit's global one never is).
        guard let config = FcInitLoadConfigAndFonts() else {
            throw TypographyError.fontconfig("fontconfig could not load its configuration")
        }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// The installed font families, sorted.
    public func families() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let os = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(os) }
        FcObjectSetAdd(os, "family")
        guard let list = FcFontList(config, pattern, os) else { return [] }
        defer { FcFontSetDestroy(list) }
        var names = Set<String>()
        for i in 0..<Int(list.pointee.nfont) {
            if let p = list.pointee.fonts[i], let f = Self.string(p, "family") { names.insert(f) }
        }
        return names.sorted()
    }

    /// The best installed match for `family` at `weight`, as fontconfig chooses it.
    public func match(family: String, weight: FontSpec.Weight, italic: Bool = false, scalars: [Unicode.Scalar] = []) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        if !family.isEmpty { FcPatternAddString(pattern, "family", family) }
        FcPatternAddInteger(pattern, "weight", Int32(FcWeightFromOpenType(Int32(weight.rawValue))))
        if italic { FcPatternAddInteger(pattern, "slant", 100) }
        var charset: OpaquePointer? = nil
        if !scalars.isEmpty, let cs = FcCharSetCreate() {
            for s in scalars { FcCharSetAddChar(cs, s.value) }
            FcPatternAddCharSet(pattern, "charset", cs)
            charset = cs
        }
        defer { if let charset { FcCharSetDestroy(charset) } }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        if scalars.isEmpty {
            guard let found = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(found) }
            return Self.face(found)
        }
        // A fallback must really have every scalar: walk fontconfig's sorted list.
        guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        for i in 0..<Int(set.pointee.nfont) {
            guard let p = set.pointee.fonts[i] else { continue }
            var cs: OpaquePointer? = nil
            guard FcPatternGetCharSet(p, "charset", 0, &cs) == FcResultMatch, let cs else { continue }
            if scalars.allSatisfy({ FcCharSetHasChar(cs, $0.value) != 0 }) {
                guard let rendered = FcFontRenderPrepare(config, pattern, p) else { continue }
                defer { FcPatternDestroy(rendered) }
                return Self.face(rendered)
            }
        }
        return nil
    }

    private static func face(_ p: OpaquePointer) -> FontFace? {
        guard let path = string(p, "file") else { return nil }
        var index: Int32 = 0
        FcPatternGetInteger(p, "index", 0, &index)
        var weight: Int32 = 80
        FcPatternGetInteger(p, "weight", 0, &weight)
        var slant: Int32 = 0
        FcPatternGetInteger(p, "slant", 0, &slant)
        // An upright file fontconfig would slant by a matrix (its synthetic oblique) is upright here.
        var matrix: UnsafeMutablePointer<FcMatrix>? = nil
        if slant > 0, FcPatternGetMatrix(p, "matrix", 0, &matrix) == FcResultMatch, let m = matrix?.pointee, m.xy != 0 { slant = 0 }
        return FontFace(path: path, index: Int(index), family: string(p, "family") ?? "", weight: Int(weight), slant: Int(slant))
    }

    static func string(_ p: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(p, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

/// Errors from font discovery and rasterisation, with the library's own text.
public enum TypographyError: Error, CustomStringConvertible {
    case fontconfig(String)
    case sdl(String)
    public var description: String {
        switch self {
        case .fontconfig(let s), .sdl(let s): return s
        }
    }
}
