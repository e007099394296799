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
    /// Requested families already reported as not installed.
    private var reportedFamilies: Set<String> = []
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

    /// Says once per family that it is not installed, what stands in, and what is close.
    private func reportSubstitute(_ family: String, with used: String, among families: [String]) {
        guard reportedFamilies.insert(family.lowercased()).inserted else { return }
        let close = ClosestNames.to(family, in: families)
        let hint = close.isEmpty
            ? "'animpreview fonts' lists the installed families"
            : "close installed families: " + close.map { "'\($0)'" }.joined(separator: ", ")
        onWarning?("font '\(family)' is not installed; using '\(used)' instead (\(hint))")
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
    func font(for cluster: String, spec: FontSpec) -> TTFFont? {
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
            let f = font(for: text, spec: spec)
            total = (missing.contains(text) ? placeholderWidth(for: text, spec: spec) : f?.advance(text) ?? 0) / scale
        } else if let primary = font(spec), !needsRuns(text, primary: primary) {
            total = primary.advance(text) / scale
        } else {
            // Mixed fonts or right-to-left text: the runs, each shaped in its font.
            total = runs(text, spec: spec).reduce(0) { $0 + advance(of: $1, spec: spec) } / scale
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
                    result = placeholder(width: placeholderWidth(for: text, spec: spec), primary: primary)
                } else {
                    result = f.render(text, baselineShift: primary.ascent - f.ascent)
                }
            } else if !needsRuns(text, primary: primary) {
                result = primary.render(text, baselineShift: 0)
            } else {
                result = composeRuns(text, spec: spec, primary: primary)
            }
        }
        bitmaps[key] = result
        return result
    }

    /// The width of the box drawn for a cluster no font has, in device pixels.
    func placeholderWidth(for cluster: String, spec: FontSpec) -> Double {
        guard let primary = font(spec) else { return spec.size * scale * 0.6 }
        return max(primary.advance(cluster), (primary.size * 0.6).rounded())
    }

    /// A visible box for a character no font has.
    private func placeholder(width: Double, primary: TTFFont) -> GlyphBitmap {
        let w = max(4, Int(width))
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

    /// A line drawn run by run when it needs more than one font or runs right to left.
    private func composeRuns(_ text: String, spec: FontSpec, primary: TTFFont) -> GlyphBitmap? {
        let runs = runs(text, spec: spec)
        let advances = runs.map { advance(of: $0, spec: spec) }
        let width = Int(advances.reduce(0, +).rounded(.up)) + 2
        let height = Int(primary.ascent + primary.descent) + 2
        let out = GlyphBitmap(width: width, height: height, originX: 0, originY: 0)
        var x = 0.0
        for (run, advance) in zip(runs, advances) {
            defer { x += advance }
            let drawn: GlyphBitmap?
            if let f = run.font {
                drawn = f.render(run.text, baselineShift: primary.ascent - f.ascent, direction: run.direction)
            } else {
                drawn = placeholder(width: advance, primary: primary)
            }
            guard let b = drawn else { continue }
            let ox = Int(x.rounded()), oy = Int(b.originY.rounded())
            for y in 0..<b.height where y + oy >= 0 && y + oy < height {
                for xx in 0..<b.width where xx + ox >= 0 && xx + ox < width {
                    let o = (y + oy) * out.stride + xx + ox
                    out.pixels[o] = max(out.pixels[o], b.pixels[y * b.stride + xx])
                }
            }
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
