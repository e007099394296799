/// The plain values a run is evaluated from, kept inline in each run of a track so that
/// the common cases (no modifiers, or one delay) read no object and count no references.
struct RunCurve: @unchecked Sendable {
    enum Kind: UInt8, Sendable {
        case bezier
        /// A move from rest, stored as fractions of the move.
        case spring
        /// A merged move, stored as absolute offsets from where its chain began.
        case merged
    }

    /// How elapsed time reaches the base curve.
    enum Lead: UInt8, Sendable {
        /// Unchanged: no modifiers.
        case direct
        /// Past one `delay` (the only modifier): the base sees max(0, e − delay).
        case delay
        /// Through the modifiers (`AnimationTiming`), which the run itself holds.
        case modifiers
    }

    let kind: Kind
    let lead: Lead
    /// The delay of a `.delay` lead.
    let delay: Double
    /// Elapsed time after which the run shows its target.
    let duration: Double
    /// How long the base curve lasts (a bezier's duration, a spring's settle time).
    let baseDuration: Double
    let curve: UnitBezier
    let curveDuration: Double
    let samples: SpringSamples?

    /// The lead for `modifiers`, and its delay.
    static func lead(of modifiers: [Animation.Modifier]) -> (Lead, Double) {
        if modifiers.isEmpty { return (.direct, 0) }
        if modifiers.count == 1, case .delay(let d) = modifiers[0] { return (.delay, d) }
        return (.modifiers, 0)
    }

    /// The value at elapsed time `elapsed`, or nil when modifiers (or a merged spring's
    /// past) need the run itself.
    @inline(__always)
    func value(at elapsed: Double, from: Double, to: Double) -> Double? {
        if elapsed > duration { return to }
        switch lead {
        case .direct: return value(base: elapsed, reversed: false, from: from, to: to)
        // As `AnimationTiming.local` maps it.
        case .delay: return value(base: max(0, elapsed - delay), reversed: false, from: from, to: to)
        case .modifiers: return nil
        }
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
