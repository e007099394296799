/// The plain values a run is evaluated from, kept inline in each run of a track. The
/// common case, a spring from rest with no modifiers or one delay, is evaluated from
/// these alone: no object, no reference count, no call.
struct RunCurve: Sendable {
    enum Kind: UInt8, Sendable {
        /// A bezier timing curve (read from the animation's base).
        case bezier
        /// A move from rest, stored as fractions of the move.
        case spring
        /// A merged move, stored as absolute offsets from where its chain began.
        case merged
        /// A spring of response 0: infinitely stiff (Apple's page for
        /// `spring(response:dampingFraction:blendDuration:)`: "A value of zero requests an
        /// infinitely-stiff spring"), so it is at its target from its first frame. A delay
        /// before it still holds the old value.
        case instant
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
    /// A spring's states (empty for a bezier).
    let samples: SpringSamples

    /// The lead for `modifiers`, and its delay.
    static func lead(of modifiers: [Animation.Modifier]) -> (Lead, Double) {
        if modifiers.isEmpty { return (.direct, 0) }
        if modifiers.count == 1, case .delay(let d) = modifiers[0] { return (.delay, d) }
        return (.modifiers, 0)
    }

    /// The value at elapsed time `elapsed` when the curve alone decides it: once finished,
    /// or a spring from rest with a `.direct` or `.delay` lead; nil otherwise.
    @inline(__always)
    func value(at elapsed: Double, from: Double, to: Double) -> Double? {
        // Within `FrameTicks.slack` of its end counts as ended: the scene's time of the frame a
        // spring rests on, less the run's start, may round just below the run's own time of it,
        // and that frame must show the target.
        if elapsed >= duration - FrameTicks.slack { return elapsed > duration || kind != .bezier ? to : nil }
        if kind == .instant && lead != .modifiers { return elapsed >= duration ? to : from }
        guard kind == .spring, lead != .modifiers else { return nil }
        // As `AnimationTiming.local` maps it for no modifiers or one delay.
        let time = lead == .delay ? max(0, elapsed - delay) : elapsed
        let f = samples.storedOffset(at: time) ?? 1
        return from + f * (to - from)
    }

    /// The base curve's own time at elapsed time `elapsed` for the leads that need no
    /// modifiers (`.direct`, `.delay`); they never run backwards.
    @inline(__always)
    func leadTime(_ elapsed: Double) -> Double { lead == .delay ? max(0, elapsed - delay) : elapsed }
}

extension SpringSamples {
    /// No states: what a bezier run carries in place of a spring's.
    static let none = SpringSamples(states: UnsafeBufferPointer(start: nil, count: 0),
                                    clock: UnsafeBufferPointer(start: nil, count: 0),
                                    settleStep: 0, settleTime: 0, comesToRest: true)
}
