import Scene

/// The glyph entry of each text drawn last frame, in drawing order, with the coverage level
/// it was last drawn at: frames repeat the same texts in the same order, so most lookups
/// compare one slot instead of hashing, and reuse the level without asking the cache.
///
/// Slots live in memory of their own rather than a Swift array, so that reading one in a
/// frame of thousands of glyphs takes no reference on the array.
final class GlyphSlots {
    /// What one slot remembers.
    struct Slot {
        var text: String
        var font: FontSpec
        /// Held strongly: a slot's entry (and so its levels) outlives any trim of the cache.
        var entry: GlyphCache.Entry
        /// The level index of `level` (−1: none looked up yet).
        var levelIndex: Int
        /// The entry's level at `levelIndex` (nil: the text has no ink); its entry keeps it alive.
        var level: Unmanaged<GlyphCache.Level>?
    }

    private let slots = UnsafeGrowingBuffer<Slot>()
    var count: Int { slots.count }

    /// Whether slot `i` holds `text` in `font`.
    @inline(__always) func matches(_ i: Int, text: String, font: FontSpec) -> Bool {
        i < slots.count && slots[i].pointee.text == text && slots[i].pointee.font == font
    }

    /// Slot `i`, which must exist.
    @inline(__always) subscript(i: Int) -> UnsafeMutablePointer<Slot> { slots[i] }

    /// Makes slot `i` hold `text` in `font` and `entry` (slots skipped on the way hold no text).
    func set(_ i: Int, text: String, font: FontSpec, entry: GlyphCache.Entry) {
        let slot = Slot(text: text, font: font, entry: entry, levelIndex: -1, level: nil)
        if i < slots.count { slots[i].pointee = slot; return }
        while slots.count < i { slots.append(Slot(text: "", font: font, entry: entry, levelIndex: -1, level: nil)) }
        slots.append(slot)
    }
}
