/// One animatable property: its model value and the animations moving the presented value
/// (SwiftUI's animator state for one property; docs/SEMANTICS.md,
/// "A change while the value animates: merge or chase").
///
/// Runs form a chain that starts when a change arrives at rest and ends when its newest
/// run finishes; the value is then the model value again.
/// - A fluid spring arriving while the chain is one live spring under the same modifiers
///   merges: it takes over the offset (with the velocity and force of the last frame) and
///   heads for the new target.
/// - A fluid spring (not repeating) arriving while the chain is one live curve merges too: it
///   starts from the value shown then, at rest, and the curve is dropped (SwiftUI's fluid
///   spring merges with any previous animation, taking a velocity only from a spring).
/// - Anything else chases: earlier runs keep going, and each later run closes a fraction
///   of the gap between the value below it and its own target. Once a chain has chased,
///   it stays combined until it ends (later springs chase too).
/// - A change without animation moves the model, and the running chain with it: the
///   remaining motion plays on, offset by the change (as SwiftUI does).
/// - A change to the same value starts nothing.
public struct AnimatedValue: Sendable {
    /// One animation toward one target, started at a scene time.
    public struct Run: Sendable {
        /// Scene time the run's elapsed time counts from (for a merged spring, the start
        /// of the spring it took over).
        public let start: Double
        /// The model value the run heads for.
        public let target: Double
        /// The animation evaluated, inline: the common case evaluates without touching an object.
        public let run: AnimationRun

        init(start: Double, target: Double, run: AnimationRun) {
            self.start = start
            self.target = target
            self.run = run
        }

        /// Scene time after which the run has finished.
        public var end: Double { start + run.duration }
    }

    /// The value the state says (where every animation ends).
    public internal(set) var model: Double
    /// The value under the oldest live run: where the chain began.
    var base: Double
    /// The live chain, oldest first (empty at rest).
    public internal(set) var runs: [Run] = []
    /// Whether the chain has chased (combined) rather than being one run, merged or not.
    public internal(set) var isCombined = false
    /// Scene time after which the chain has ended and the value is the model: the newest
    /// run's end (−∞ at rest). Kept as a number, not read from `runs`, so that a frame tests
    /// it without touching the runs' storage.
    public internal(set) var endTime = -Double.infinity

    /// A property resting at `value`.
    public init(_ value: Double) {
        model = value
        base = value
    }

    /// `endTime`, nil at rest.
    @inline(__always) public var lastEnd: Double? { endTime > -.infinity ? endTime : nil }

    /// Whether some animation is still moving the value at `time`.
    @inline(__always) public func isAnimating(at time: Double) -> Bool {
        guard let last = runs.last else { return false }
        return !last.run.isFinished(at: time - last.start)
    }

    /// Whether the newest change would have reported completion (`withAnimation`'s
    /// completion, logically-complete criteria) by `time`; true at rest.
    public func isLogicallyComplete(at time: Double) -> Bool {
        guard let last = runs.last else { return true }
        return last.run.isLogicallyComplete(at: time - last.start)
    }

    /// The presented value at scene time `time`.
    @inline(__always) public func value(at time: Double) -> Double {
        if time > endTime { return model }
        let count = runs.count
        if count == 0 { return model }
        if count == 1 {
            // Read in place: copying the run out would copy it and retain what it holds.
            return runs.withUnsafeBufferPointer { r in
                guard let run = r.baseAddress else { return model }
                let elapsed = time - run.pointee.start
                return run.pointee.run.shape.value(at: elapsed, from: base, to: run.pointee.target)
                    ?? Self.generalValue(run, at: elapsed, from: base)
            }
        }
        return fold(at: time)
    }

    /// `value(at:)` read in place: a call from another module on a copy would retain the
    /// runs for the call (mutating only for that; nothing changes).
    public mutating func valueInPlace(at time: Double) -> Double {
        value(at: time)
    }

    /// The value of `run` when its inline curve cannot answer, away from the hot path
    /// (which then needs no copy of the run).
    @inline(never)
    private static func generalValue(_ run: UnsafePointer<Run>, at elapsed: Double, from: Double) -> Double {
        run.pointee.run.generalValue(at: elapsed, from: from, to: run.pointee.target)
    }

    @inline(never)
    private func fold(at time: Double) -> Double {
        runs.withUnsafeBufferPointer { runs in
            // A finished run shows its target whatever is below it: start from the newest one.
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
                value = runs[i].run.value(at: time - runs[i].start, from: value, to: runs[i].target)
                i += 1
            }
            return value
        }
    }

    /// Sets the model value at scene time `time`, animated with `animation` or at once.
    /// `restMagnitude`: when this value is one component of an animatable vector (an offset's
    /// width, a frame's x), the magnitude of the vector's change, against which a spring
    /// starting a new chain tests for rest (SwiftUI tests the vector as a whole).
    public mutating func set(_ newValue: Double, at time: Double, animation: Animation?, restMagnitude: Double? = nil) {
        if newValue == model { return }
        guard let animation else {
            shift(to: newValue)
            return
        }
        if !isAnimating(at: time) {
            // A new chain: its move is the change of the model.
            base = model
            // The buffer of the chain that ended is reused: a track that animates again allocates nothing.
            runs.removeAll(keepingCapacity: true)
            let start = AnimationStart.begin(at: time)
            runs.append(Run(start: start, target: newValue,
                            run: AnimationRun(animation, delta: newValue - model, start: start, restMagnitude: restMagnitude)))
            isCombined = false
        } else if !isCombined, runs.count == 1,
                  let merged = runs[0].run.merging(animation, at: time - runs[0].start, total: newValue - base,
                                                   start: runs[0].start) {
            runs[0] = Run(start: runs[0].start, target: newValue, run: merged)
        } else if !isCombined, runs.count == 1, runs[0].run.isCurve, animation.spring != nil, !animation.repeats {
            // A spring taking over a curve: a new chain from the value shown now, with no velocity.
            base = value(at: time)
            let start = AnimationStart.begin(at: time)
            runs[0] = Run(start: start, target: newValue, run: AnimationRun(animation, delta: newValue - base, start: start))
        } else {
            collapseFinished(at: time)
            let delta = newValue - value(at: time)
            runs.append(Run(start: time, target: newValue, run: AnimationRun(animation, delta: delta, start: time)))
            isCombined = true
        }
        model = newValue
        if let last = runs.last {
            endTime = last.end
            AnimationRecord.note(last, end: endTime)
        }
    }

    /// Stops the chain where it shows at `time`: the presented value becomes the model, and
    /// the runs are dropped (UIKit's paused or stopped animator, `removeAllAnimations()`).
    public mutating func halt(at time: Double) {
        guard !runs.isEmpty else { return }
        let shown = value(at: time)
        runs.removeAll()
        isCombined = false
        endTime = -.infinity
        model = shown.isFinite ? shown : model
        base = model
    }

    /// Moves the model to `newValue` without animation; a live chain moves with it.
    private mutating func shift(to newValue: Double) {
        let delta = newValue - model
        for i in runs.indices {
            let r = runs[i]
            runs[i] = Run(start: r.start, target: r.target == model ? newValue : r.target + delta, run: r.run)
        }
        base = base == model ? newValue : base + delta
        model = newValue
    }

    /// Drops runs that can no longer affect the value after `time` (a finished run
    /// pins everything below it); an ended chain is dropped whole.
    public mutating func collapseFinished(at time: Double) {
        if !isAnimating(at: time) {
            runs.removeAll()
            base = model
            isCombined = false
            endTime = -.infinity
            return
        }
        guard let last = runs.lastIndex(where: { $0.run.isFinished(at: time - $0.start) }) else { return }
        base = runs[last].target
        runs.removeFirst(last + 1)
    }
}
