/// Names close to one a person mistyped: for "did you mean" hints (font families, options).
public enum ClosestNames {
    /// The names in `candidates` nearest to `name`, best first, at most `limit`.
    ///
    /// Case, spaces, hyphens and underscores do not count ("notosans" is "Noto Sans"). A name
    /// is close when a few letters differ (about one in three), or when one contains the other
    /// ("Noto" finds every Noto family, best the shortest).
    public static func to(_ name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let key = folded(name)
        guard !key.isEmpty else { return [] }
        var scored: [(score: Int, prefix: Int, name: String)] = []
        for candidate in candidates {
            let other = folded(candidate)
            guard !other.isEmpty else { continue }
            let distance = editDistance(key, other)
            // Between equally near names, the one that starts the same way ("sped": speed, not seed).
            let prefix = zip(key, other).prefix { $0 == $1 }.count
            if distance <= max(1, min(key.count, other.count) / 3) {
                scored.append((distance, -prefix, candidate))
            } else if other.contains(key) || key.contains(other), min(key.count, other.count) >= 3 {
                // Containment ranks after every near-spelling, shorter names first.
                scored.append((100 + abs(other.count - key.count), -prefix, candidate))
            }
        }
        return scored.sorted { ($0.score, $0.prefix, $0.name) < ($1.score, $1.prefix, $1.name) }.prefix(limit).map(\.name)
    }

    static func folded(_ s: String) -> [Character] {
        Array(s.lowercased().filter { !" -_".contains($0) })
    }

    /// Levenshtein distance: insertions, deletions and substitutions of one character each.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
