/// The font families `F` and `Shift+F` walk through: the seed's own fonts, then every
/// installed family that covers the scene, in name order, and round again.
struct FontCycle {
    /// Families that draw every character of the scene themselves.
    private(set) var candidates: [String]
    /// The family the seed's fonts resolve to (its place in the ring means "the seed's fonts").
    let seedFamily: String
    /// The family replacing every seed font, or nil for the seed's own fonts.
    private(set) var choice: String?

    init(candidates: [String], seedFamily: String, choice: String? = nil) {
        self.candidates = candidates
        self.seedFamily = seedFamily
        self.choice = choice
    }

    /// The ring: nil stands for the seed's fonts, in the seed family's place when it is a candidate.
    private var ring: [String?] {
        let others = candidates.filter { !same($0, seedFamily) }.map { Optional($0) }
        guard let place = candidates.firstIndex(where: { same($0, seedFamily) }) else { return [nil] + others }
        var ring = others
        ring.insert(nil, at: place)
        return ring
    }

    private var position: Int? {
        let r = ring
        guard let choice else { return r.firstIndex { $0 == nil } }
        return r.firstIndex { $0.map { same($0, choice) } ?? same(seedFamily, choice) }
    }

    mutating func next() { move(by: 1) }
    mutating func previous() { move(by: -1) }
    mutating func reset() { choice = nil }

    private mutating func move(by step: Int) {
        let r = ring
        let from = position ?? (step > 0 ? -1 : r.count)
        choice = r[((from + step) % r.count + r.count) % r.count]
    }

    /// The choice to keep for a scene covered by `candidates`: the same family when it
    /// covers that scene too, else nil (the seed's fonts), so no glyph needs a fallback.
    static func carrying(_ choice: String?, into candidates: [String]) -> String? {
        guard let choice else { return nil }
        return candidates.contains { $0.lowercased() == choice.lowercased() } ? choice : nil
    }

    private func same(_ a: String, _ b: String) -> Bool { a.lowercased() == b.lowercased() }
}
