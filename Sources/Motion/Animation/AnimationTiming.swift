/// How an animation's modifiers map elapsed time to its base curve's own time.
///
/// Modifiers apply in the order written, each wrapping what came before, so elapsed
/// time passes through them from the last to the first (SwiftUI's DelayAnimation,
/// SpeedAnimation and RepeatAnimation):
/// - `delay(d)`: the inner animation sees max(0, e − d);
/// - `speed(s)`: it sees e·s;
/// - `repeatCount(n, autoreverses:)` / `repeatForever`: passes of the inner duration P;
///   pass k covers (kP, (k+1)P] and runs backwards when k is odd and it autoreverses.
///   That is the exact-period view: SwiftUI starts the next pass on the frame at which the
///   last is found over, so a run that repeats is played frame by frame instead
///   (`TickSchedule`); this mapping serves delays and speeds, and the durations and
///   completion times worked out from them.
/// So `a.delay(d).repeatForever()` waits d every pass and `a.repeatForever().delay(d)` once.
struct AnimationTiming: Sendable {
    let modifiers: [Animation.Modifier]
    /// The duration of the base curve.
    let baseDuration: Double
    /// The elapsed time after which the animation has finished.
    let duration: Double

    /// Timing for a base curve lasting `baseDuration`. Nothing is allocated: runs are
    /// started by the thousand in one frame.
    init(modifiers: [Animation.Modifier], baseDuration: Double) {
        self.modifiers = modifiers
        self.baseDuration = baseDuration
        var d = baseDuration
        for modifier in modifiers { d = Self.wrap(d, in: modifier) }
        duration = d
    }

    /// The duration of the base with `modifiers[0..<i]` applied (what a repeat at `i` repeats).
    func inner(_ i: Int) -> Double {
        var d = baseDuration
        for j in 0..<i { d = Self.wrap(d, in: modifiers[j]) }
        return d
    }

    /// The duration of an inner animation lasting `d` once `modifier` wraps it.
    static func wrap(_ d: Double, in modifier: Animation.Modifier) -> Double {
        switch modifier {
        case .delay(let delay): return d + delay
        case .speed(let s): return s > 0 ? d / s : (d <= 0 ? d : .infinity)
        case .repeat(let count, _):
            guard let count else { return .infinity }
            return d <= 0 ? d : d * Double(max(1, count))
        }
    }

    /// A base time (`time` as the base sees it) mapped out through the modifiers: for
    /// the logical completion of a spring, the first elapsed time that shows it.
    func outward(_ time: Double) -> Double {
        var t = time
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): t += d
            case .speed(let s): t = s > 0 ? t / s : .infinity
            case .repeat: break   // reached in the first pass
            }
        }
        return t
    }

    /// The base curve's own time at elapsed time `elapsed`, and whether that pass runs backwards.
    @inline(__always)
    func local(_ elapsed: Double) -> (time: Double, reversed: Bool) {
        var e = elapsed
        var reversed = false
        var i = modifiers.count - 1
        while i >= 0 {
            switch modifiers[i] {
            case .delay(let d):
                e = max(0, e - d)
            case .speed(let s):
                e *= s
            case .repeat(let count, let autoreverses):
                let pass = inner(i)
                guard pass.isFinite else { break }   // an endless inner animation never repeats
                guard pass > 0, e > 0 else { e = max(0, min(e, pass)); break }
                var k = (e / pass).rounded(.up) - 1
                if let count { k = min(k, Double(max(1, count) - 1)) }
                e = min(pass, max(0, e - k * pass))
                if autoreverses && k.truncatingRemainder(dividingBy: 2) == 1 { reversed.toggle() }
            }
            i -= 1
        }
        return (e, reversed)
    }
}
