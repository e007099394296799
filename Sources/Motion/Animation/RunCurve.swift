/// The plain values a run is evaluated from, kept inline beside each run of a track so
/// that the common case (no modifiers) reads no object and counts no references.
struct RunCurve: @unchecked Sendable {
    enum Kind: Sendable {
        case bezier
        /// A move from rest, stored as fractions of the move.
        case spring
        /// A merged move, stored as absolute offsets from where its chain began.
        case merged
    }

    let kind: Kind
    /// Elapsed time after which the run shows its target.
    let duration: Double
    let hasModifiers: Bool
    let curve: UnitBezier
    let curveDuration: Double
    let samples: SpringSamples?

    /// The value at elapsed time `elapsed`, or nil when modifiers (or a merged spring's
    /// past) need the run itself.
    @inline(__always)
    func value(at elapsed: Double, from: Double, to: Double) -> Double? {
        if elapsed > duration { return to }
        if hasModifiers { return nil }
        return value(base: elapsed, reversed: false, from: from, to: to)
    }

    /// The value at the base curve's own time `time`, or nil for a merged spring before
    /// its merge (its predecessor shows then).
    @inline(__always)
    func value(base time: Double, reversed: Bool, from: Double, to: Double) -> Double? {
        var f: Double
        switch kind {
        case .bezier:
            f = curveDuration > 0 ? curve(time / curveDuration) : 1
        case .spring:
            f = samples?.storedOffset(at: time) ?? 1
        case .merged:
            guard let samples else { return to }
            if time < samples.origin { return nil }
            // Merged runs never repeat, so never run backwards.
            guard let x = samples.storedOffset(at: time) else { return to }
            return from + x
        }
        if reversed { f = 1 - f }
        return from + f * (to - from)
    }
}
