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
    private var fonts: [FontKey: TTFFont] = [:]
    private var fallbacks: [String: FontFace?] = [:]
    private var bitmaps: [BitmapKey: GlyphBitmap?] = [:]
    private var advances: [BitmapKey: Double] = [:]
    /// Layout asks for a font's line metrics for every text node on every pass: keep them.
    private var lineMetricsCache: [FontSpec: LineMetrics] = [:]
    /// Clusters no installed font can draw, reported once each.
    public private(set) var missing: Set<String> = []
    /// Warnings for the user (substituted families, missing glyphs), each given once.
    public var onWarning: ((String) -> Void)?

    private struct FontKey: Hashable { let face: FontFace; let size: Double; let bold: Bool }
    private struct BitmapKey: Hashable { let font: FontSpec; let text: String }

    public init(scale: Double = 1) throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw TypographyError.sdl("SDL_ttf could not start: \(String(cString: SDL_GetError()))")
        }
        catalog = try FontconfigCatalog()
        self.scale = scale
    }

    /// The installed face a family name (a seed's Apple name, or any installed family) resolves to.
    public func resolve(family: String, weight: FontSpec.Weight = .regular) -> Resolution? {
        let key = "\(family)|\(weight.rawValue)"
        if let r = resolutions[key] { return r }
        let installed = Set(catalog.families().map { $0.lowercased() })
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
        if result == nil, let face = catalog.match(family: family, weight: weight) {
            let exact = face.family.lowercased() == family.lowercased() || installed.contains(family.lowercased())
            result = Resolution(requested: family, face: face, isSubstitute: !exact)
            if !exact { onWarning?("font '\(family)' is not installed; using '\(face.family)'") }
        }
        resolutions[key] = result
        return result
    }

    private func font(_ spec: FontSpec) -> TTFFont? {
        guard let r = resolve(family: spec.family, weight: spec.weight) else { return nil }
        return font(face: r.face, spec: spec)
    }

    private func font(face: FontFace, spec: FontSpec) -> TTFFont? {
        // Synthesise bold when a heavy weight was asked of a regular-only face.
        let bold = spec.weight.rawValue >= 600 && face.weight < 180
        let key = FontKey(face: face, size: spec.size * scale, bold: bold)
        if let f = fonts[key] { return f }
        let f = try? TTFFont(face: face, size: spec.size * scale, syntheticBold: bold)
        fonts[key] = f
        return f
    }

    /// The font that draws `cluster`: the spec's own, or a fallback that has every scalar.
    private func font(for cluster: String, spec: FontSpec) -> TTFFont? {
        guard let primary = font(spec) else { return nil }
        let scalars = cluster.unicodeScalars.filter { $0.properties.generalCategory != .format && $0.value > 0x1F }
        if scalars.allSatisfy(primary.provides) { return primary }
        let key = cluster
        let face: FontFace?
        if let cached = fallbacks[key] { face = cached } else {
            face = catalog.match(family: "", weight: spec.weight, scalars: Array(scalars))
            fallbacks[key] = face
            if face == nil, !missing.contains(cluster) {
                missing.insert(cluster)
                let codes = cluster.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
                onWarning?("no installed font has '\(cluster)' (\(codes)); drawing a placeholder")
            }
        }
        guard let face else { return primary }
        return font(face: face, spec: spec) ?? primary
    }

    // MARK: FontMetrics

    public func lineMetrics(_ spec: FontSpec) -> LineMetrics {
        if let cached = lineMetricsCache[spec] { return cached }
        let metrics: LineMetrics
        if let f = font(spec) {
            metrics = LineMetrics(ascent: f.ascent / scale, descent: f.descent / scale, lineSpacing: f.lineSkip / scale)
        } else {
            metrics = LineMetrics(ascent: spec.size * 0.8, descent: spec.size * 0.2, lineSpacing: spec.size * 1.2)
        }
        lineMetricsCache[spec] = metrics
        return metrics
    }

    public func advance(of text: String, font spec: FontSpec) -> Double {
        let key = BitmapKey(font: spec, text: text)
        if let a = advances[key] { return a }
        var total = 0.0
        if text.count <= 1 {
            total = (font(for: text, spec: spec)?.advance(text) ?? 0) / scale
        } else if let primary = font(spec), text.unicodeScalars.allSatisfy({ $0.value < 0x20 || primary.provides($0) }) {
            total = primary.advance(text) / scale
        } else {
            // Mixed fonts: sum the clusters, each in the font that draws it.
            for ch in text { total += advance(of: String(ch), font: spec) }
        }
        advances[key] = total
        return total
    }

    // MARK: Rasterising

    /// The coverage of `text` (a cluster or a one-line run) in `spec`, rendered once and kept.
    /// Its origin is relative to the layout box's top-left, in device pixels.
    public func bitmap(_ text: String, font spec: FontSpec) -> GlyphBitmap? {
        let key = BitmapKey(font: spec, text: text)
        if let b = bitmaps[key] { return b }
        var result: GlyphBitmap? = nil
        if let primary = font(spec) {
            if text.count <= 1 {
                let f = font(for: text, spec: spec) ?? primary
                if missing.contains(text) {
                    result = placeholder(width: f.advance(text), primary: primary)
                } else {
                    result = f.render(text, baselineShift: primary.ascent - f.ascent)
                }
            } else if text.unicodeScalars.allSatisfy({ $0.value < 0x20 || primary.provides($0) }) {
                result = primary.render(text, baselineShift: 0)
            } else {
                result = composeRun(text, spec: spec)
            }
        }
        bitmaps[key] = result
        return result
    }

    /// A visible box for a character no font has.
    private func placeholder(width: Double, primary: TTFFont) -> GlyphBitmap {
        let w = max(4, Int(max(width, primary.size * 0.6)))
        let h = Int(primary.ascent + primary.descent)
        let b = GlyphBitmap(width: w, height: h, originX: 0, originY: 0)
        let inset = max(1, w / 8), top = Int(primary.ascent - primary.size * 0.7)
        for y in max(0, top)..<max(0, h - Int(primary.descent)) {
            for x in inset..<(w - inset) where y == max(0, top) || y == h - Int(primary.descent) - 1 || x == inset || x == w - inset - 1 {
                b.pixels[y * b.stride + x] = 255
            }
        }
        return b
    }

    /// A run drawn cluster by cluster when it needs more than one font.
    private func composeRun(_ text: String, spec: FontSpec) -> GlyphBitmap? {
        guard let primary = font(spec) else { return nil }
        let width = Int((advance(of: text, font: spec) * scale).rounded(.up)) + 2
        let height = Int(primary.ascent + primary.descent) + 2
        let out = GlyphBitmap(width: width, height: height, originX: 0, originY: 0)
        var x = 0.0
        for ch in text {
            let s = String(ch)
            if let b = bitmap(s, font: spec) {
                let ox = Int(x.rounded()), oy = Int(b.originY.rounded())
                for y in 0..<b.height where y + oy >= 0 && y + oy < height {
                    for xx in 0..<b.width where xx + ox >= 0 && xx + ox < width {
                        let v = b.pixels[y * b.stride + xx]
                        let o = (y + oy) * out.stride + xx + ox
                        out.pixels[o] = max(out.pixels[o], v)
                    }
                }
            }
            x += advance(of: s, font: spec) * scale
        }
        return out
    }

    /// The face that draws `cluster` in `spec` (the spec's own or a fallback); nil when no
    /// installed font has it and a placeholder box is drawn.
    public func face(drawing cluster: String, font spec: FontSpec) -> FontFace? {
        let f = font(for: cluster, spec: spec)
        return missing.contains(cluster) ? nil : f?.face
    }

    /// The family actually used for `spec` (for titles, the HUD and `fonts`).
    public func familyName(for spec: FontSpec) -> String {
        resolve(family: spec.family, weight: spec.weight)?.face.family ?? spec.family
    }
}
