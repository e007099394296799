/// One animatable property: its model value and the animations moving the presented value.
///
/// Changes that do not merge chase: every earlier run keeps going, and each later run
/// closes a fraction of the gap between the value below it and its own target.
public struct AnimatedValue: Sendable {
    /// One animation toward one target, started at a scene time.
    public struct Run: Sendable {
        public let start: Double
        public let target: Double
        public let run: AnimationRun
    }

    /// The value the state says (where every animation ends).
    public private(set) var model: Double
    /// The value under the oldest live run.
    private var base: Double
    public private(set) var runs: [Run] = [] { didSet { hasRuns = !runs.isEmpty } }
    /// Whether any run is held: read without touching (and retaining) the runs array, so
    /// the many resting tracks of a frame cost a flag test each.
    public private(set) var hasRuns = false

    /// A property resting at `value`.
    public init(_ value: Double) {
        model = value
        base = value
    }

    /// Whether some animation is still moving the value at `time`.
    @inline(__always) public func isAnimating(at time: Double) -> Bool {
        guard let last = runs.last else { return false }
        if !last.run.isFinished(at: time - last.start) { return true }
        return runs.contains { !$0.run.isFinished(at: time - $0.start) }
    }

    /// The presented value at scene time `time`.
    @inline(__always) public func value(at time: Double) -> Double {
        if !hasRuns { return model }
        return fold(at: time)
    }

    private func fold(at time: Double) -> Double {
        // Read the runs in place: copying one retains everything it holds.
        runs.withUnsafeBufferPointer { runs in
            // A finished run pins the value to its target: start from the last one.
            var first = 0
            var value = base
            var i = runs.count - 1
            while i >= 0 {
                if runs[i].run.isFinished(at: time - runs[i].start) {
                    first = i + 1
                    value = runs[i].target
                    break
                }
                i -= 1
            }
            i = first
            while i < runs.count {
                let elapsed = time - runs[i].start
                let f = runs[i].run.fast.map { $0.fraction(at: elapsed) } ?? runs[i].run.fraction(at: elapsed)
                value += f * (runs[i].target - value)
                i += 1
            }
            return value
        }
    }

    /// Sets the model value at scene time `time`, animated with `animation` or at once.
    public mutating func set(_ newValue: Double, at time: Double, animation: Animation?) {
        if newValue == model { return }
        guard let animation else {
            model = newValue
            base = newValue
            runs.removeAll()
            return
        }
        collapseFinished(at: time)
        let delta = newValue - value(at: time)
        runs.append(Run(start: time, target: newValue, run: AnimationRun(animation, delta: delta)))
        model = newValue
    }

    /// Drops runs that can no longer affect the value after `time`.
    public mutating func collapseFinished(at time: Double) {
        guard let last = runs.lastIndex(where: { $0.run.isFinished(at: time - $0.start) }) else { return }
        base = runs[last].target
        runs.removeFirst(last + 1)
    }
}
