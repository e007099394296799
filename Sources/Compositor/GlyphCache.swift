import Foundation
import Scene
import Typography

/// Coverage images of every drawn (font, text), sharp and at each blur level used so far,
/// each with its sub-pixel shifted variants.
///
/// Blur levels are baked on first use and kept; an animated radius walks through levels
/// 0.05 apart up to σ = 1.25 and 4 % apart above, fine enough that nothing visibly steps.
public final class GlyphCache {
    /// One coverage level: a bitmap with a clear one-pixel border, and its sub-pixel variants.
    public final class Level {
        /// The coverage; its origin (pixels) is relative to the layout box's top-left.
        public let bitmap: GlyphBitmap
        /// Sub-pixel positions per pixel along each axis; finer where edges are sharper.
        public let phases: Int
        /// A pixman image over the coverage, made on first use (for drawing outside the renderer).
        public private(set) lazy var image: PixmanImage? = PixmanImage(coverage: bitmap)
        private var variants: [GlyphBitmap?]

        init(bitmap: GlyphBitmap, sigma: Double) {
            self.bitmap = SubpixelShift.padded(bitmap)
            phases = Self.phases(sigma: sigma)
            variants = Array(repeating: nil, count: phases * phases)
        }

        /// Phases such that the position error (half a phase) moves an edge's coverage by
        /// about 8/255 at most: a blurred edge's slope is about 100/σ per pixel.
        static func phases(sigma: Double) -> Int {
            switch sigma {
            case ..<1: return 16
            case ..<2: return 8
            case ..<4: return 4
            case ..<8: return 2
            default: return 1
            }
        }

        /// The coverage moved right by `px`/phases and down by `py`/phases of a pixel.
        func variant(_ px: Int, _ py: Int) -> GlyphBitmap {
            if px == 0 && py == 0 { return bitmap }
            let i = py * phases + px
            if let v = variants[i] { return v }
            let v = SubpixelShift.shifted(bitmap, fx: Double(px) / Double(phases), fy: Double(py) / Double(phases))
            variants[i] = v
            return v
        }
    }

    private struct Key: Hashable { let font: FontSpec; let text: String }
    /// Every level of one (font, text).
    final class Entry {
        /// The rasteriser's coverage, which blur levels start from.
        let source: GlyphBitmap?
        /// Index 0: sharp; others: blur levels, baked on first use.
        var levels: [Level?]
        init(source: GlyphBitmap?) {
            self.source = source.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
            levels = [self.source.map { Level(bitmap: $0, sigma: 0) }]
        }
    }

    public let fonts: FontLibrary
    private var entries: [Key: Entry] = [:]
    /// Blurred levels baked so far (for statistics and memory bounds).
    public private(set) var bakedLevels = 0

    public init(fonts: FontLibrary) { self.fonts = fonts }

    /// The level index for blur σ (0: sharp).
    public static func levelIndex(sigma: Double) -> Int {
        if sigma < 0.025 { return 0 }
        if sigma <= 1.25 { return max(1, Int((sigma / 0.05).rounded())) }
        return 25 + Int((log(sigma / 1.25) / log(1.04)).rounded())
    }

    /// The σ a level index stands for.
    public static func sigma(level: Int) -> Double {
        if level <= 25 { return Double(level) * 0.05 }
        return 1.25 * pow(1.04, Double(level - 25))
    }

    /// Coverage of `text` in `font`, blurred by `sigma` pixels (quantised to a level).
    public func level(_ text: String, font: FontSpec, sigma: Double) -> Level? {
        level(in: entry(text, font: font), sigma: sigma)
    }

    /// The levels of `text` in `font`.
    func entry(_ text: String, font: FontSpec) -> Entry {
        let key = Key(font: font, text: text)
        if let e = entries[key] { return e }
        let entry = Entry(source: fonts.bitmap(text, font: font))
        entries[key] = entry
        return entry
    }

    /// The level of `entry` for blur σ, baked on first use.
    func level(in entry: Entry, sigma: Double) -> Level? {
        let index = Self.levelIndex(sigma: sigma)
        guard index > 0, let source = entry.source else { return entry.levels[0] }
        if index < entry.levels.count, let level = entry.levels[index] { return level }
        let s = Self.sigma(level: index)
        let level = Level(bitmap: GaussianBlur.blurred(source, sigma: s), sigma: s)
        if index >= entry.levels.count { entry.levels += Array(repeating: nil, count: index + 1 - entry.levels.count) }
        entry.levels[index] = level
        bakedLevels += 1
        return level
    }
}
