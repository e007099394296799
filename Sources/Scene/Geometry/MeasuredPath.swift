import Foundation

/// A path with its segments' lengths worked out once: a shape whose trim animates is trimmed
/// every frame from the same measure.
public struct MeasuredPath: Sendable {
    struct Subpath: Sendable {
        var segments: [PathSegment] = []
        var lengths: [Double] = []
        var closed = false
    }
    let parts: [Subpath]
    let total: Double
    public let path: ShapePath

    public init(_ path: ShapePath) {
        self.path = path
        var out: [Subpath] = []
        var start = Point.zero, pen = Point.zero
        func add(_ s: PathSegment) {
            if out.isEmpty { out.append(Subpath()) }
            out[out.count - 1].segments.append(s); out[out.count - 1].lengths.append(s.length())
        }
        for e in path.elements {
            switch e {
            case .move(let p): start = p; pen = p; out.append(Subpath())
            case .line(let p): add(PathSegment(line: pen, p)); pen = p
            case .quad(let c, let p): add(PathSegment(quad: pen, c, p)); pen = p
            case .curve(let c1, let c2, let p): add(PathSegment(curve: pen, c1, c2, p)); pen = p
            case .close:
                add(PathSegment(line: pen, start, closing: true))
                out[out.count - 1].closed = true
                pen = start
            }
        }
        parts = out
        total = out.reduce(0) { $0 + $1.lengths.reduce(0, +) }
    }

    /// Points along the path a keyframe animation's `path` moves a point through, with the
    /// fraction of the duration each is reached at. `paced`: at equal lengths, so the point
    /// moves at one speed (Core Animation's `.paced`); else each segment takes an equal share
    /// of the time and is followed by its own parameter (Apple: the path's points are the
    /// keyframes, "each segment" timed alike). `samples` points a segment (or in all, paced).
    public func keyframes(paced: Bool, samples: Int = 16) -> [(point: Point, time: Double)] {
        let segments = parts.flatMap { zip($0.segments, $0.lengths).map { $0 } }
        guard !segments.isEmpty else { return [] }
        var out: [(Point, Double)] = []
        if paced {
            let n = min(2048, max(64, segments.count * samples))
            guard total > 0 else { return [(segments[0].0.start, 0), (segments[0].0.start, 1)] }
            var index = 0, travelled = 0.0
            for k in 0...n {
                let target = total * Double(k) / Double(n)
                while index < segments.count - 1, travelled + segments[index].1 < target { travelled += segments[index].1; index += 1 }
                let (segment, length) = segments[index]
                let t = length > 0 ? segment.parameter(atLength: min(length, max(0, target - travelled))) : 0
                out.append((segment.point(at: t), Double(k) / Double(n)))
            }
            return out
        }
        let share = 1 / Double(segments.count)
        for (i, (segment, _)) in segments.enumerated() {
            for k in (i == 0 ? 0 : 1)...samples {
                let t = Double(k) / Double(samples)
                out.append((segment.point(at: t), (Double(i) + t) * share))
            }
        }
        return out
    }

    /// See `ShapePath.trimmed(from:to:)`.
    public func trimmed(from: Double, to: Double) -> ShapePath {
        let a = from.isFinite ? max(0, min(1, from)) : 0, b = to.isFinite ? max(0, min(1, to)) : 0
        if a <= 0 && b >= 1 { return path }
        guard a < b, total > 0 else { return ShapePath() }
        let lo = a * total, hi = b * total
        var out = ShapePath()
        var travelled = 0.0
        for part in parts {
            var pieces: [PathSegment] = []
            var whole = true
            for (segment, length) in zip(part.segments, part.lengths) {
                let s0 = travelled, s1 = travelled + length
                travelled = s1
                guard s1 > lo, s0 < hi else { whole = false; continue }
                let t0 = s0 >= lo ? 0 : segment.parameter(atLength: lo - s0)
                let t1 = s1 <= hi ? 1 : segment.parameter(atLength: hi - s0)
                if t0 > 0 || t1 < 1 { whole = false }
                pieces.append(segment.slice(t0, t1))
            }
            guard let first = pieces.first else { continue }
            out.move(to: first.start)
            for piece in pieces {
                if whole && part.closed && piece.closing { continue }
                switch piece.kind {
                case .line: out.addLine(to: piece[1])
                case .quad: out.addQuadCurve(to: piece[2], control: piece[1])
                case .curve: out.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
                }
            }
            if whole && part.closed { out.closeSubpath() }
        }
        return out
    }
}
