import CSDL2
import CSDL2TTF
import Foundation
import Scene

/// Fonts for layout and drawing: stand-ins for seed fonts, per-character fallback, and a
/// cache of every (font, size, cluster) rasterised once.
public final class FontLibrary: FontMetrics {
    /// What a seed or user font resolved to.
    public struct Resolution: Hashable {
        public let requested: String
        public let face: FontFace
        /// True when the requested family is not installed and another was chosen.
        public let isSubstitute: Bool
    }

    public let catalog: FontconfigCatalog
    /// Multiplies every font size (HiDPI rendering).
    public let scale: Double
    private var resolutions: [String: Resolution] = [:]
    /// Fonts opened, by face and size; nil where SDL_ttf could not open one (remembered: a
    /// size it refuses would otherwise be read from disk again for every advance measured).
    private var fonts: [FontKey: TTFFont?] = [:]
    private var fallbacks: [String: FontFace?] = [:]
    private var advances: [TextKey: Double] = [:]
    /// Layout asks for a font's line metrics for every text node on every pass: keep them.
    private var lineMetricsCache: [FontSpec: LineMetrics] = [:]
    /// Clusters no installed font can draw, reported once each.
    public private(set) var missing: Set<String> = []
    /// Faces whose glyphs come in fixed bitmap sizes (colour emoji), found on first use.
    var fixedSizeFaces: [FontFace: Bool] = [:]
    /// Requested families already reported as not installed.
    private var reportedFamilies: Set<String> = []
    /// Warnings for the user (substituted families, missing glyphs), each given once.
    public var onWarning: ((String) -> Void)?

    /// Measured strings kept before the measurements start over.
    static let maximumAdvances = 50_000

    private struct FontKey: Hashable { let face: FontFace; let size: Double; let bold: Bool }
    private struct TextKey: Hashable { let font: FontSpec; let text: String }

    public init(scale: Double = 1) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw TypographyError.sdl("SDL_ttf could not start: \(String(cString: SDL_GetError()))")
        }
        catalog = try FontconfigCatalog()
        self.scale = scale
    }

    /// The installed face a family name (a seed's Apple name, or any installed family) resolves to.
    ///
    /// Italic: the first stand-in family with an italic face, else the spelt family's italic;
    /// a family with none is drawn upright (our rule, as a font without an italic trait stays
    /// upright on a device: no slanted stand-in is made).
    public func resolve(family: String, weight: FontSpec.Weight = .regular, italic: Bool = false) -> Resolution? {
        if italic {
            let key = "\(family)|\(weight.rawValue)|italic"
            if let r = resolutions[key] { return r }
            let r = resolveItalic(family: family, weight: weight) ?? resolve(family: family, weight: weight)
            resolutions[key] = r
            return r
        }
        let key = "\(family)|\(weight.rawValue)"
        if let r = resolutions[key] { return r }
        let families = catalog.families()
        let installed = Set(families.map { $0.lowercased() })
        var result: Resolution?
        if let standIn = StandIns.table[family] {
            let w = standIn.weight ?? weight
            for candidate in standIn.families where installed.contains(candidate.lowercased()) {
                if let face = catalog.match(family: candidate, weight: w) {
                    result = Resolution(requested: family, face: face, isSubstitute: false)
                    break
                }
            }
        }
        // "notosans" or "dejavu-serif" names an installed family, spelt loosely.
        let spelt = families.first { ClosestNames.folded($0) == ClosestNames.folded(family) } ?? family
        if result == nil, let face = catalog.match(family: spelt, weight: weight) {
            let exact = face.family.lowercased() == spelt.lowercased() || installed.contains(spelt.lowercased())
            result = Resolution(requested: family, face: face, isSubstitute: !exact)
            if !exact { reportSubstitute(family, with: face.family, among: families) }
        }
        resolutions[key] = result
        return result
    }

    private func resolveItalic(family: String, weight: FontSpec.Weight) -> Resolution? {
        let families = catalog.families()
        let installed = Set(families.map { $0.lowercased() })
        if let standIn = StandIns.table[family] {
            for candidate in standIn.families where installed.contains(candidate.lowercased()) {
                if let face = catalog.match(family: candidate, weight: standIn.weight ?? weight, italic: true), face.isItalic,
                   face.family.lowercased() == candidate.lowercased() {
                    return Resolution(requested: family, face: face, isSubstitute: false)
                }
            }
            return nil
        }
        let spelt = families.first { ClosestNames.folded($0) == ClosestNames.folded(family) } ?? family
        guard let face = catalog.match(family: spelt, weight: weight, italic: true), face.isItalic,
              face.family.lowercased() == spelt.lowercased() else { return nil }
        return Resolution(requested: family, face: face, isSubstitute: false)
    }

    /// Says once per family that it is not installed, what stands in, and what is close.
    private func reportSubstitute(_ family: String, with used: String, among families: [String]) {
        guard reportedFamilies.insert(family.lowercased()).inserted else { return }
        let close = ClosestNames.to(family, in: families)
        let hint = close.isEmpty
            ? "'animpreview fonts' lists the installed families"
            : "close installed families: " + close.map { "'\($0)'" }.joined(separator: ", ")
        onWarning?("font '\(family)' is not installed; using '\(used)' instead (\(hint))")
    }

    func font(_ spec: FontSpec) -> TTFFont? {
        guard let r = resolve(family: spec.family, weight: spec.weight, italic: spec.italic) else { return nil }
        return font(face: r.face, spec: spec)
    }

    private func font(face: FontFace, spec: FontSpec) -> TTFFont? {
        // Synthesise bold when a heavy weight was asked of a regular-only face.
        let bold = spec.weight.rawValue >= 600 && face.weight < 180
        // A file's size is clamped where fonts open (`EngineLimits.fontSize`: 1e300 or NaN
        // would not fit SDL_ttf's integer size), so layout's metrics and the drawing agree.
        let size = EngineLimits.fontSize(spec.size) * scale
        let key = FontKey(face: face, size: size, bold: bold)
        if let cached = fonts[key] { return cached }
        let f = try? TTFFont(face: face, size: size, syntheticBold: bold)
        fonts[key] = f
        return f
    }

    /// The font that draws `cluster`: the spec's own, or a fallback that has every scalar.
    ///
    /// Emoji shown as emoji (by default, or asked for with VS16) come from an emoji font (in
    /// colour where one is installed), as Apple draws them whatever the text's font.
    func font(for cluster: String, spec: FontSpec) -> TTFFont? {
        guard let primary = font(spec) else { return nil }
        // Variation selectors choose a glyph's style; fonts need not list them.
        let scalars = cluster.unicodeScalars.filter { s in
            s.properties.generalCategory != .format && s.value > 0x1F
                && !(0xFE00...0xFE0F).contains(s.value) && !(0xE0100...0xE01EF).contains(s.value)
        }
        let emoji = cluster.unicodeScalars.contains("\u{FE0F}")
            || cluster.unicodeScalars.first.map { $0.properties.isEmojiPresentation } == true
        if !emoji, scalars.allSatisfy(primary.provides) { return primary }
        let face: FontFace?
        if let cached = fallbacks[cluster] { face = cached } else {
            face = (emoji ? catalog.match(family: "emoji", weight: spec.weight, scalars: Array(scalars)) : nil)
                ?? (scalars.allSatisfy(primary.provides) ? primary.face
                    : catalog.match(family: "", weight: spec.weight, scalars: Array(scalars)).flatMap(Self.textFallback))
            fallbacks[cluster] = face
            if face == nil, !missing.contains(cluster) {
                missing.insert(cluster)
                let codes = cluster.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
                onWarning?("no installed font has '\(cluster)' (\(codes)); drawing a placeholder")
            }
        }
        guard let face else { return primary }
        return face == primary.face ? primary : font(face: face, spec: spec) ?? primary
    }

    // MARK: FontMetrics

    public func lineMetrics(_ spec: FontSpec) -> LineMetrics {
        if let cached = lineMetricsCache[spec] { return cached }
        let metrics: LineMetrics
        if let f = font(spec) {
            metrics = LineMetrics(ascent: f.ascent / scale, descent: f.descent / scale, lineSpacing: f.lineSkip / scale)
        } else {
            let size = EngineLimits.fontSize(spec.size)
            metrics = LineMetrics(ascent: size * 0.8, descent: size * 0.2, lineSpacing: size * 1.2)
        }
        lineMetricsCache[spec] = metrics
        return metrics
    }

    public func advance(of text: String, font spec: FontSpec) -> Double {
        let key = TextKey(font: spec, text: text)
        if let a = advances[key] { return a }
        var total = 0.0
        if text.count <= 1 {
            let f = font(for: text, spec: spec)
            let width = f.map { $0.advance(text) * drawingScale(of: $0, spec: spec) } ?? 0
            total = (missing.contains(text) ? placeholderWidth(for: text, spec: spec) : width) / scale
        } else if let primary = font(spec), !needsRuns(text, primary: primary) {
            total = primary.advance(text) / scale
        } else {
            // Mixed fonts or right-to-left text: the runs, each shaped in its font.
            total = runs(text, spec: spec).reduce(0) { $0 + advance(of: $1, spec: spec) } / scale
        }
        // Layout measures every candidate line while wrapping; a long session must not keep them all.
        if advances.count >= Self.maximumAdvances { advances.removeAll(keepingCapacity: true) }
        advances[key] = total
        return total
    }

    // MARK: Rasterising

    /// The coverage of `text` (a cluster or a one-line run) in `spec`, rendered anew: the
    /// compositor's glyph cache keeps what it draws, within its memory budget.
    /// Its origin is relative to the layout box's top-left, in device pixels.
    public func bitmap(_ text: String, font spec: FontSpec) -> GlyphBitmap? {
        var result: GlyphBitmap? = nil
        if let primary = font(spec) {
            if text.count <= 1 {
                let f = font(for: text, spec: spec) ?? primary
                if missing.contains(text) {
                    result = placeholder(width: placeholderWidth(for: text, spec: spec), primary: primary)
                } else {
                    result = render(text, with: f, spec: spec, primary: primary)
                }
            } else if !needsRuns(text, primary: primary) {
                result = primary.render(text, baselineShift: 0)
            } else {
                result = composeRuns(text, spec: spec, primary: primary)
            }
        }
        return result
    }

    /// The face that draws `cluster` in `spec` (the spec's own or a fallback); nil when no
    /// installed font has it and a placeholder box is drawn.
    public func face(drawing cluster: String, font spec: FontSpec) -> FontFace? {
        let f = font(for: cluster, spec: spec)
        return missing.contains(cluster) ? nil : f?.face
    }

    /// The family actually used for `spec` (for titles, the HUD and `fonts`).
    public func familyName(for spec: FontSpec) -> String {
        resolve(family: spec.family, weight: spec.weight, italic: spec.italic)?.face.family ?? spec.family
    }
}
