import Motion

/// One keyframe track laid out in time from the value it starts at: each keyframe a piece
/// that begins where the one before it ended, from the value and velocity that left.
///
/// - `LinearKeyframe`: from the value to its target along its timing curve, over its duration.
/// - `SpringKeyframe`: its spring from the value towards the target, starting with its
///   `startVelocity` or the velocity carried in (SwiftUI's fixed-step spring, as every spring
///   here plays; after a spring keyframe it also takes over the spring's force, as a retargeted
///   spring merges); for its duration, or without one for the spring's settling duration, at
///   the end of which it is at its target (**our rule**: Apple: "nil to use the settling
///   duration of the spring"); a spring that settles earlier rests at its target.
/// - `MoveKeyframe`: a jump to its target; the value then rests (velocity 0, **our rule**).
/// - `CubicKeyframe`: a cubic Hermite segment from the value to its target with a start and an
///   end velocity. Apple: adjacent cubic keyframes form a Catmull-Rom spline; after a keyframe
///   of another kind the cubic starts with that segment's end velocity, and before one it ends
///   with the next segment's start velocity; `startVelocity`/`endVelocity` when given.
///   **Our rule** for the spline Apple does not publish: Catmull-Rom through the keyframe values
///   at the keyframe times: the velocity at a point between two cubic keyframes is
///   (next value − previous value) / (next time − previous time) (the uniform Catmull-Rom's
///   tangent when the durations are equal; over unequal ones it keeps the velocity continuous);
///   the next segment's start velocity is a linear keyframe's (its curve's slope at 0 times its
///   change over its duration), a spring keyframe's `startVelocity`, else the Catmull-Rom
///   velocity towards the spring's target; before a move, at the track's end and at its start
///   (nothing carried in) the velocity is 0: the value rests there. A cubic keyframe followed by
///   a cubic with an explicit `startVelocity` ends with that velocity, so the two meet smoothly
///   (as SwiftUI does; without it the Catmull-Rom velocity).
struct KeyframeCurve {
    enum Shape {
        case linear(UnitBezier)
        /// Offsets from the piece's start value after each 1/300 s step.
        case spring([Double])
        case cubic(start: Double, end: Double)
        case move
    }
    struct Piece {
        let start: Double, duration: Double
        let from: Double, to: Double
        let shape: Shape
        /// Where the piece leaves the value.
        let end: Double
    }
    let initial: Double
    let pieces: [Piece]
    var duration: Double { pieces.last.map { $0.start + $0.duration } ?? 0 }

    /// The value at scene time `time` of a timeline that began at `origin` (compared as sums
    /// `origin + start`, as the clock would fire them, so that a boundary is met exactly).
    func value(at time: Double, origin: Double) -> Double {
        guard let i = pieces.lastIndex(where: { origin + $0.start <= time }) else { return initial }
        let p = pieces[i]
        let elapsed = time - (origin + p.start)
        guard elapsed < p.duration else { return p.end }
        switch p.shape {
        case .move: return p.end
        case .linear(let curve): return p.from + (p.to - p.from) * curve(elapsed / p.duration)
        case .spring(let offsets):
            let n = SpringClock.steps(at: elapsed, on: SpringClock.shared)
            return p.from + offsets[min(n, offsets.count - 1)]
        case .cubic(let v0, let v1):
            let s = elapsed / p.duration, s2 = s * s, s3 = s2 * s
            return (2 * s3 - 3 * s2 + 1) * p.from + (s3 - 2 * s2 + s) * p.duration * v0
                + (-2 * s3 + 3 * s2) * p.to + (s3 - s2) * p.duration * v1
        }
    }

    /// A timing curve's slope at `x` (0 or 1), numerically.
    static func slope(_ curve: UnitBezier, at x: Double) -> Double {
        let h = 1e-5
        return x < 0.5 ? curve(h) / h : (1 - curve(1 - h)) / h
    }

    /// Lays out `keyframes` from `from`; a keyframe's length is `length(keyframe)`.
    init(_ keyframes: [Keyframe], from: Double, length: (Keyframe) -> Double) throws {
        initial = from
        let targets = try keyframes.map { k -> Double in
            guard let t = k.target.asDouble else {
                throw RuntimeError(message: "a keyframe's value must be a number here (animpreview animates the numbers of a struct's properties)", at: 0)
            }
            return t
        }
        let lengths = keyframes.map { max(0, length($0)) }
        // Point j is the value at the start of keyframe j (point 0: the track's start).
        var points = [from], times = [0.0]
        for (t, d) in zip(targets, lengths) { points.append(t); times.append(times.last! + d) }
        func isCubic(_ j: Int) -> Bool { if j < keyframes.count, case .cubic = keyframes[j].kind { return true }; return false }
        /// The velocity at the end of cubic keyframe j (at point j + 1).
        func endTangent(_ j: Int) -> Double {
            if let v = keyframes[j].endVelocity { return v }
            guard j + 1 < keyframes.count else { return 0 }
            let next = keyframes[j + 1]
            let catmullRom = times[j + 2] > times[j] ? (points[j + 2] - points[j]) / (times[j + 2] - times[j]) : 0
            switch next.kind {
            case .cubic: return next.startVelocity ?? catmullRom
            case .linear(let curve):
                return lengths[j + 1] > 0 ? (points[j + 2] - points[j + 1]) * Self.slope(curve, at: 0) / lengths[j + 1] : 0
            case .spring: return next.startVelocity ?? catmullRom
            case .move: return 0
            }
        }
        var pieces: [Piece] = []
        var x = from, v = 0.0, force = 0.0, afterSpring = false
        for (j, k) in keyframes.enumerated() {
            let target = targets[j], d = lengths[j], start = times[j]
            switch k.kind {
            case .move:
                pieces.append(Piece(start: start, duration: 0, from: x, to: target, shape: .move, end: target))
                x = target; v = 0; force = 0
            case .linear(let curve):
                pieces.append(Piece(start: start, duration: d, from: x, to: target, shape: .linear(curve), end: target))
                v = d > 0 ? (target - x) * Self.slope(curve, at: 1) / d : 0
                x = target; force = 0
            case .cubic:
                let v0 = k.startVelocity ?? (j > 0 && isCubic(j - 1) ? endTangent(j - 1) : v)
                let v1 = endTangent(j)
                pieces.append(Piece(start: start, duration: d, from: x, to: target, shape: .cubic(start: v0, end: v1), end: target))
                x = target; v = v1; force = 0
            case .spring(let spring):
                let delta = target - x
                var state = SpringState(x: 0, v: k.startVelocity ?? v, force: afterSpring && k.startVelocity == nil ? force : 0)
                var offsets = [0.0]
                let steps = min(SpringClock.maximumSteps, SpringClock.steps(at: d, on: SpringClock.shared))
                var settled = false
                for _ in 0..<steps {
                    state.step(delta: delta, stiffness: spring.stiffness, damping: spring.damping)
                    if state.isSettled(delta: delta) { settled = true; break }
                    offsets.append(state.x)
                }
                // Settled (or at the end of a spring's settling duration): at the target.
                if settled || k.duration == nil { offsets.append(delta); state = SpringState(x: delta) }
                let end = x + offsets[offsets.count - 1]
                pieces.append(Piece(start: start, duration: d, from: x, to: target, shape: .spring(offsets), end: end))
                x = end; v = state.v; force = state.force
            }
            afterSpring = { if case .spring = k.kind { return true }; return false }()
        }
        self.pieces = pieces
    }
}
