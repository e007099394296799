import Motion

/// Bezier changes made while earlier ones still run, combined as docs/SEMANTICS.md,
/// "A change while the value animates: merge or chase", says:
/// each run closes its fraction of the gap between the value below it and its target.
struct Chase {
    struct Run {
        let start: Double
        let delay: Double
        let duration: Double
        let curve: UnitBezier
        let target: Double
    }

    var initial: Double
    var runs: [Run] = []

    /// The value shown at `time`.
    func value(at time: Double) -> Double {
        var value = initial
        for r in runs {
            let e = time - r.start - r.delay
            let fraction = e <= 0 ? 0 : e >= r.duration ? 1 : r.curve(e / r.duration)
            value += fraction * (r.target - value)
        }
        return value
    }

    /// Adds an easeInOut (0.35 s) change to `target` at `start`, after `delay`.
    mutating func easeInOut(at start: Double, delay: Double = 0, to target: Double) {
        runs.append(Run(start: start, delay: delay, duration: 0.35, curve: .easeInOut, target: target))
    }
}
