/// One animation started on a move of a known size: it maps elapsed time to a fraction.
///
/// The fraction is 0 at the start and 1 at the target; a spring may overshoot.
public struct AnimationRun: Sendable {
    public let animation: Animation
    /// The move's size (target − value at start), which sets a spring's settle time.
    public let delta: Double
    /// Elapsed time after which the run has finished and its value is the target.
    public let duration: Double
    private let baseDuration: Double
    private let settleSteps: Int
    /// The spring's shared table, looked up once rather than at every evaluation.
    private let table: SpringTable?
    /// Each modifier's inner duration, innermost first (index 0: the base's own).
    private let inner: [Double]
    /// The total delay when every modifier is a delay (the common case): local time is then
    /// elapsed time less it.
    private let delayOnly: Double?
    /// The common case of a (delayed) spring as plain values, so a track's evaluation loop
    /// reads it without copying the whole run.
    public let fast: FastSpring?

    /// Starts `animation` on a move of size `delta`.
    public init(_ animation: Animation, delta: Double) {
        self.animation = animation
        self.delta = delta
        switch animation.base {
        case .bezier(_, let d):
            baseDuration = max(0, d)
            settleSteps = 0
            table = nil
        case .spring(let spring):
            let shared = spring.table
            settleSteps = shared.settleStep(delta: delta)
            baseDuration = Double(settleSteps) * FluidSpring.step
            table = shared
        }
        var delays: Double? = 0
        for modifier in animation.modifiers {
            if case .delay(let d) = modifier { delays? += max(0, d) } else { delays = nil }
        }
        delayOnly = delays
        if let delays, let table {
            fast = FastSpring(delay: delays, duration: baseDuration + delays, settleSteps: settleSteps,
                              offsets: UnsafePointer(table.offsets))
        } else {
            fast = nil
        }
        if let delays {
            // Nothing to map: keep no table of inner durations (no allocation per run).
            inner = []
            duration = baseDuration + delays
            return
        }
        var inner = [baseDuration]
        inner.reserveCapacity(animation.modifiers.count + 1)
        for modifier in animation.modifiers {
            let total = inner[inner.count - 1]
            switch modifier {
            case .delay(let d): inner.append(total + max(0, d))
            case .speed(let s): inner.append(s > 0 ? total / s : .infinity)
            case .repeat(let count, _): inner.append(count.map { total * Double(max(1, $0)) } ?? .infinity)
            }
        }
        self.inner = inner
        duration = inner[inner.count - 1]
    }

    /// Whether the run has ended at elapsed time `e`.
    @inline(__always) public func isFinished(at elapsed: Double) -> Bool { elapsed > duration }

    /// The fraction of the move shown at elapsed time `e`.
    @inline(__always) public func fraction(at elapsed: Double) -> Double {
        if elapsed > duration { return 1 }
        let local: Double
        if let delayOnly {
            local = elapsed - delayOnly
            if local < 0 { return 0 }
        } else {
            guard let mapped = localTime(elapsed) else { return 0 }
            local = mapped
        }
        if let table {
            let step = SpringTable.steps(at: local)
            return step >= settleSteps ? 1 : table.tabulatedOffset(atStep: step)
        }
        switch animation.base {
        case .bezier(let curve, let d):
            return d <= 0 ? 1 : curve(local / d)
        case .spring(let spring):
            let step = SpringTable.steps(at: local)
            return step >= settleSteps ? 1 : spring.table.offset(atStep: step)
        }
    }

    /// Maps elapsed time through the modifiers, outermost first, to the base's own time;
    /// nil before the animation has started.
    private func localTime(_ elapsed: Double) -> Double? {
        var e = elapsed
        for i in stride(from: animation.modifiers.count - 1, through: 0, by: -1) {
            switch animation.modifiers[i] {
            case .delay(let d):
                e -= max(0, d)
                if e < 0 { return nil }
            case .speed(let s):
                e *= s
            case .repeat(let count, let autoreverses):
                let pass = inner[i] > 0 ? (e / inner[i]).rounded(.down) : 0
                if let count, pass >= Double(count) { e = inner[i]; continue }
                e -= pass * inner[i]
                if autoreverses && Int(pass) % 2 == 1 { e = inner[i] - e }
            }
        }
        return e
    }
}

/// A spring after a plain delay, evaluated from its table (which its run keeps alive).
public struct FastSpring: Sendable {
    let delay: Double
    let duration: Double
    let settleSteps: Int
    nonisolated(unsafe) let offsets: UnsafePointer<Double>

    /// The fraction of the move shown at elapsed time `e`, as `AnimationRun.fraction(at:)`.
    @inline(__always) func fraction(at elapsed: Double) -> Double {
        if elapsed > duration { return 1 }
        let local = elapsed - delay
        if local < 0 { return 0 }
        let step = SpringTable.steps(at: local)
        return step >= settleSteps ? 1 : offsets[step]
    }
}
