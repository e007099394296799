import Foundation
import Scene
import Typography

/// Coverage images of drawn (font, text), sharp and at each blur level used, within a memory
/// budget: what has not been drawn for longest goes first, between frames.
///
/// Blur levels are baked on first use and kept; an animated radius walks through levels
/// 0.05 apart up to σ = 1.25 and 4 % apart above, fine enough that nothing visibly steps.
/// A user's text of thousands of distinct characters, each blurred through dozens of levels,
/// would otherwise keep every bitmap it ever showed.
public final class GlyphCache {
    /// A coverage image ready to composite, with its top-left relative to the layout box.
    public struct Level {
        public let bitmap: GlyphBitmap
        /// The whole coverage (colour ink included): what shadows are made of.
        let image: PixmanImage
        /// A colour glyph's own colours and any ink left for the text's colour.
        let colored: ColorGlyph?

        init(bitmap: GlyphBitmap, image: PixmanImage) {
            self.bitmap = bitmap
            self.image = image
            colored = bitmap.isColor ? ColorGlyph(bitmap) : nil
        }
    }

    private struct Key: Hashable { let font: FontSpec; let text: String }
    private final class Entry {
        let sharp: Level?
        var levels: [Int: Level] = [:]
        var bytes: Int
        /// The frame it was last drawn in.
        var lastUse: Int
        init(sharp: Level?, frame: Int) {
            self.sharp = sharp
            bytes = sharp?.bitmap.byteCount ?? 0
            lastUse = frame
        }
    }

    public let fonts: FontLibrary
    private var entries: [Key: Entry] = [:]
    /// Blurred levels baked so far (for statistics and memory bounds).
    public private(set) var bakedLevels = 0
    /// Bytes of bitmaps held now.
    public private(set) var bytes = 0
    /// The most bytes kept from one frame to the next.
    public var budget: Int
    /// Counts frames, for choosing what to let go.
    private var frame = 0

    public init(fonts: FontLibrary, budget: Int = 64 << 20) {
        self.fonts = fonts
        self.budget = budget
    }

    /// The (font, text) pairs held now.
    public var count: Int { entries.count }

    /// Starts a frame: when over budget, drops the entries drawn least recently until a
    /// quarter of the budget is free. Bitmaps are never dropped while a frame draws them.
    public func beginFrame() {
        frame += 1
        guard bytes > budget else { return }
        var byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }[...]
        while bytes > budget * 3 / 4, let (key, entry) = byAge.popFirst() {
            bytes -= entry.bytes
            entries[key] = nil
        }
    }

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
        let key = Key(font: font, text: text)
        let entry: Entry
        if let e = entries[key] { entry = e } else {
            var sharp: Level? = nil
            if let b = fonts.bitmap(text, font: font), let img = PixmanImage(coverage: b) {
                sharp = Level(bitmap: b, image: img)
            }
            entry = Entry(sharp: sharp, frame: frame)
            entries[key] = entry
            bytes += entry.bytes
        }
        entry.lastUse = frame
        let index = Self.levelIndex(sigma: sigma)
        guard index > 0, let sharp = entry.sharp else { return entry.sharp }
        if let l = entry.levels[index] { return l }
        let blurred = ColorGlyph.blurred(sharp.bitmap, sigma: Self.sigma(level: index))
        guard let img = PixmanImage(coverage: blurred) else { return nil }
        let level = Level(bitmap: blurred, image: img)
        entry.levels[index] = level
        entry.bytes += blurred.byteCount
        bytes += blurred.byteCount
        bakedLevels += 1
        return level
    }
}
