import Foundation
import Scene
import Typography

/// Coverage images of drawn (font, text), sharp and at each blur level used, each with its
/// sub-pixel shifted variants, within a memory budget: what has not been drawn for longest
/// goes first, between frames.
///
/// Blur levels are baked on first use and kept; an animated radius walks through levels
/// 0.05 apart up to σ = 1.25 and 4 % apart above, fine enough that nothing visibly steps.
/// A user's text of thousands of distinct characters, each blurred through dozens of levels,
/// would otherwise keep every bitmap it ever showed.
public final class GlyphCache {
    /// One coverage level: a bitmap with a clear one-pixel border, and its sub-pixel variants.
    public final class Level {
        /// The coverage; its origin (pixels) is relative to the layout box's top-left.
        public let bitmap: GlyphBitmap
        /// Sub-pixel positions per pixel along each axis; finer where edges are sharper.
        public let phases: Int
        /// A pixman image over the coverage, made on first use (for drawing outside the renderer).
        public private(set) lazy var image: PixmanImage? = PixmanImage(coverage: bitmap)
        /// A colour glyph's own colours and any ink left for the text's colour; its coverage
        /// (`bitmap`) is the whole ink, what shadows are made of.
        let colored: ColorGlyph?
        /// Bytes held: the bitmap and the variants made so far.
        private(set) var bytes: Int
        /// The variants made so far (what `coverages` borrows from).
        private var variants: [GlyphBitmap?]
        /// Borrowed views of `bitmap` (index 0) and the variants made so far, by phase index:
        /// reading one takes no reference, which a frame of thousands of glyphs would feel.
        private let coverages: UnsafeMutablePointer<GlyphCoverage?>
        private let counter: ByteCounter

        init(bitmap: GlyphBitmap, sigma: Double, counter: ByteCounter) {
            // A colour glyph keeps its colour plane: it is not trimmed to its ink.
            self.bitmap = bitmap.isColor ? bitmap : SubpixelShift.padded(bitmap)
            colored = bitmap.isColor ? ColorGlyph(bitmap) : nil
            phases = Self.phases(sigma: sigma)
            variants = Array(repeating: nil, count: phases * phases)
            coverages = .allocate(capacity: phases * phases)
            coverages.initialize(repeating: nil, count: phases * phases)
            coverages[0] = GlyphCoverage(self.bitmap)
            bytes = self.bitmap.byteCount + (colored?.tint?.byteCount ?? 0)
            self.counter = counter
            counter.bytes += bytes
        }

        deinit {
            coverages.deinitialize(count: phases * phases)
            coverages.deallocate()
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

        /// The coverage moved right by `px`/phases and down by `py`/phases of a pixel, as a
        /// borrowed view valid while the level lives.
        @inline(__always) func coverage(_ px: Int, _ py: Int) -> GlyphCoverage {
            if let c = coverages[py * phases + px] { return c }
            return bake(px, py)
        }

        /// `coverage(px, py)` if it is made already (reading it changes nothing, on any thread).
        @inline(__always) func bakedCoverage(_ px: Int, _ py: Int) -> GlyphCoverage? { coverages[py * phases + px] }

        @inline(never) private func bake(_ px: Int, _ py: Int) -> GlyphCoverage {
            let i = py * phases + px
            let v = SubpixelShift.shifted(bitmap, fx: Double(px) / Double(phases), fy: Double(py) / Double(phases))
            variants[i] = v
            bytes += v.byteCount
            counter.bytes += v.byteCount
            let c = GlyphCoverage(v)
            coverages[i] = c
            return c
        }
    }

    private struct Key: Hashable { let font: FontSpec; let text: String }
    /// Every level of one (font, text).
    final class Entry {
        /// The rasteriser's coverage, which blur levels start from.
        let source: GlyphBitmap?
        /// Index 0: sharp; others: blur levels, baked on first use.
        var levels: [Level?]
        /// The frame it was last drawn in.
        var lastUse: Int
        init(source: GlyphBitmap?, frame: Int, counter: ByteCounter) {
            self.source = source.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
            levels = [self.source.map { Level(bitmap: $0, sigma: 0, counter: counter) }]
            lastUse = frame
            counter.bytes += self.source?.byteCount ?? 0
        }
        /// Bytes held by the entry and its levels.
        var bytes: Int { (source?.byteCount ?? 0) + levels.reduce(0) { $0 + ($1?.bytes ?? 0) } }
    }

    /// Bytes held by the cache, counted where bitmaps are made.
    final class ByteCounter { var bytes = 0 }

    public let fonts: FontLibrary
    private var entries: [Key: Entry] = [:]
    private let counter = ByteCounter()
    /// The most bytes kept from one frame to the next.
    public var budget: Int
    /// Counts frames, for choosing what to let go.
    private var frame = 0

    public init(fonts: FontLibrary, budget: Int = 64 << 20) {
        self.fonts = fonts
        self.budget = budget
    }

    /// Bytes of bitmaps held now.
    public var bytes: Int { counter.bytes }
    /// The (font, text) pairs held now.
    public var count: Int { entries.count }

    /// Starts a frame: when over budget, drops the entries drawn least recently until a
    /// quarter of the budget is free. Nothing is dropped while a frame is recorded or drawn.
    public func beginFrame() {
        frame += 1
        guard counter.bytes > budget else { return }
        var byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }[...]
        while counter.bytes > budget * 3 / 4, let (key, entry) = byAge.popFirst() {
            counter.bytes -= entry.bytes
            entries[key] = nil
        }
    }

    /// Marks `entry` as drawn in this frame.
    @inline(__always) func touch(_ entry: Entry) { entry.lastUse = frame }

    /// The level index for blur σ (0: sharp).
    public static func levelIndex(sigma unclamped: Double) -> Int {
        let sigma = EngineLimits.sigma(unclamped)
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
        if let e = entries[key] { e.lastUse = frame; return e }
        let entry = Entry(source: fonts.bitmap(text, font: font), frame: frame, counter: counter)
        entries[key] = entry
        return entry
    }

    /// The level of `entry` for blur σ, baked on first use.
    func level(in entry: Entry, sigma: Double) -> Level? {
        let index = Self.levelIndex(sigma: sigma)
        guard index > 0, let source = entry.source else { return entry.levels[0] }
        if index < entry.levels.count, let level = entry.levels[index] { return level }
        let s = Self.sigma(level: index)
        let level = Level(bitmap: ColorGlyph.blurred(source, sigma: s), sigma: s, counter: counter)
        if index >= entry.levels.count { entry.levels += Array(repeating: nil, count: index + 1 - entry.levels.count) }
        entry.levels[index] = level
        return level
    }
}
