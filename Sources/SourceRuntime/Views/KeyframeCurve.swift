import Motion

/// One keyframe track laid out in time from the value it starts at: each keyframe a piece
/// that begins where the one before it ended, from the value and velocity that left.
///
/// - `LinearKeyframe`: from the value to its target along its timing curve, over its duration.
/// - `SpringKeyframe`: its spring from the value towards the target, starting with its
///   `startVelocity` or the velocity carried in (a linear keyframe's end velocity, a spring's
///   velocity where it stopped, a cubic's end velocity), evaluated in closed form as SwiftUI's
///   `Spring` is (`SpringMotion`, not the 1/300 s integrator of spring animations: real SwiftUI
///   shows 1.860/4.656/9.864 at 0.05/0.1/0.4 s for `Spring(duration: 0.4, bounce: 0)` to 10).
///   It lasts its duration, or without one the spring's
///   `settlingDuration(target: change, initialVelocity: velocity, epsilon: 0.0001)` (measured:
///   1.273 s for `Spring(duration: 0.4, bounce: 0.3)` to 10), at the end of which it is at its
///   target (**our rule**: it is then within 0.0001 of it).
/// - `MoveKeyframe`: a jump to its target; the value then rests (velocity 0, **our rule**).
/// - `CubicKeyframe`: a cubic Hermite segment from the value to its target with a start and an
///   end velocity. Apple: adjacent cubic keyframes form a Catmull-Rom spline; after a keyframe
///   of another kind the cubic starts with that segment's end velocity, and before one it ends
///   with the next segment's start velocity; `startVelocity`/`endVelocity` when given.
///   The spline, which Apple does not write out, as real SwiftUI's printed values show it
///   (docs/SEMANTICS.md, "Keyframes: cubic velocities"): Catmull-Rom through the keyframe values
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
        /// A spring's closed form, for the piece's change, from its start velocity.
        case spring(SpringMotion, velocity: Double)
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
        case .spring(let motion, let v0):
            return p.from + motion.value(target: p.to - p.from, initialVelocity: v0, time: elapsed)
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

    /// A spring keyframe without a duration lasts until its move is at rest within this (SwiftUI's).
    static let settlingEpsilon = 0.0001

    /// Lays out `keyframes` from `from`.
    ///
    /// A spring keyframe without a duration lasts the settling duration of its own move, so its
    /// length is known only once the value and velocity it starts with are: the keyframes are
    /// laid out in turn, each later start moved by it. A cubic keyframe ending where such a spring
    /// starts takes its Catmull-Rom end velocity from the spring's length from rest (**our
    /// rule**: the two depend on each other).
    init(_ keyframes: [Keyframe], from: Double) throws {
        initial = from
        let targets = try keyframes.map { k -> Double in
            guard let t = k.target.asDouble else {
                throw RuntimeError(message: "a keyframe's value must be a number here (animpreview animates the numbers of a struct's properties)", at: 0)
            }
            return t
        }
        // Point j is the value at the start of keyframe j (point 0: the track's start).
        let points = [from] + targets
        /// A spring's settling duration for a move of `delta` starting with `velocity`.
        func settling(_ spring: FluidSpring, _ delta: Double, _ velocity: Double) -> Double {
            let t = SpringMotion(spring).settlingDuration(target: delta, initialVelocity: velocity, epsilon: Self.settlingEpsilon)
            return t.isFinite ? min(t, 120) : 120
        }
        var lengths = keyframes.enumerated().map { j, k -> Double in
            if let d = k.duration { return max(0, d) }
            if case .spring(let spring) = k.kind { return settling(spring, points[j + 1] - points[j], k.startVelocity ?? 0) }
            return 0
        }
        var times = [0.0]
        for d in lengths { times.append(times.last! + d) }
        func isCubic(_ j: Int) -> Bool { if j < keyframes.count, case .cubic = keyframes[j].kind { return true }; return false }
        // Measured: values printed by real SwiftUI on macOS 27 recorded in the public project mburger89/MetalUI, docs/probes/swiftui-controls-looks.swift; our values reproduce every printed digit.
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
        var x = from, v = 0.0
        for (j, k) in keyframes.enumerated() {
            let target = targets[j], start = times[j]
            switch k.kind {
            case .move:
                pieces.append(Piece(start: start, duration: 0, from: x, to: target, shape: .move, end: target))
                x = target; v = 0
            case .linear(let curve):
                let d = lengths[j]
                pieces.append(Piece(start: start, duration: d, from: x, to: target, shape: .linear(curve), end: target))
                v = d > 0 ? (target - x) * Self.slope(curve, at: 1) / d : 0
                x = target
            case .cubic:
                let d = lengths[j]
                let v0 = k.startVelocity ?? (j > 0 && isCubic(j - 1) ? endTangent(j - 1) : v)
                let v1 = endTangent(j)
                pieces.append(Piece(start: start, duration: d, from: x, to: target, shape: .cubic(start: v0, end: v1), end: target))
                x = target; v = v1
            case .spring(let spring):
                let motion = SpringMotion(spring)
                let v0 = k.startVelocity ?? v
                if k.duration == nil {
                    // Its own move's settling duration; the keyframes after it start later or sooner.
                    let d = settling(spring, target - x, v0)
                    let shift = d - lengths[j]
                    lengths[j] = d
                    if shift != 0 { for i in (j + 1)..<times.count { times[i] += shift } }
                }
                let d = lengths[j]
                let end = k.duration == nil ? target : x + motion.value(target: target - x, initialVelocity: v0, time: d)
                pieces.append(Piece(start: start, duration: d, from: x, to: target, shape: .spring(motion, velocity: v0), end: end))
                v = k.duration == nil ? 0 : motion.velocity(target: target - x, initialVelocity: v0, time: d)
                x = end
            }
        }
        self.pieces = pieces
    }
}
