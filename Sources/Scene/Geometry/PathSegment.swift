import Foundation

/// One drawn piece of a path: a line, or a quadratic or cubic curve, with its end points,
/// kept inline (no array: trimming a ring every frame makes thousands of them).
struct PathSegment {
    enum Kind { case line, quad, curve }
    let kind: Kind
    /// The start, the control points, the end (`count` of them: 2, 3 or 4).
    private var a: Point, b: Point, c: Point, d: Point
    /// The line a `closeSubpath` draws back to the start.
    var closing = false

    init(line from: Point, _ to: Point, closing: Bool = false) {
        kind = .line; a = from; b = to; c = to; d = to; self.closing = closing
    }
    init(quad from: Point, _ control: Point, _ to: Point) { kind = .quad; a = from; b = control; c = to; d = to }
    init(curve from: Point, _ c1: Point, _ c2: Point, _ to: Point) { kind = .curve; a = from; b = c1; c = c2; d = to }

    var count: Int { kind == .line ? 2 : kind == .quad ? 3 : 4 }
    subscript(_ i: Int) -> Point {
        switch i { case 0: return a; case 1: return b; case 2: return c; default: return d }
    }
    var start: Point { a }
    var end: Point { kind == .line ? b : kind == .quad ? c : d }

    /// The point at parameter t ∈ [0, 1].
    func point(at t: Double) -> Point {
        let u = 1 - t
        switch kind {
        case .line:
            return Point(u * a.x + t * b.x, u * a.y + t * b.y)
        case .quad:
            let k0 = u * u, k1 = 2 * u * t, k2 = t * t
            return Point(k0 * a.x + k1 * b.x + k2 * c.x, k0 * a.y + k1 * b.y + k2 * c.y)
        case .curve:
            let k0 = u * u * u, k1 = 3 * u * u * t, k2 = 3 * u * t * t, k3 = t * t * t
            return Point(k0 * a.x + k1 * b.x + k2 * c.x + k3 * d.x, k0 * a.y + k1 * b.y + k2 * c.y + k3 * d.y)
        }
    }

    /// The end points and the points where the curve turns in x or y.
    var extremes: [Point] {
        var out = [start, end]
        var ts: [Double] = []
        switch kind {
        case .line: break
        case .quad:
            for axis in 0..<2 {
                let p0 = axis == 0 ? a.x : a.y, p1 = axis == 0 ? b.x : b.y, p2 = axis == 0 ? c.x : c.y
                let den = p0 - 2 * p1 + p2
                if den != 0 { ts.append((p0 - p1) / den) }
            }
        case .curve:
            for axis in 0..<2 {
                let p0 = axis == 0 ? a.x : a.y, p1 = axis == 0 ? b.x : b.y
                let p2 = axis == 0 ? c.x : c.y, p3 = axis == 0 ? d.x : d.y
                // The derivative's roots: k2 t² + k1 t + k0 = 0.
                let k2 = -p0 + 3 * p1 - 3 * p2 + p3, k1 = 2 * (p0 - 2 * p1 + p2), k0 = p1 - p0
                if abs(k2) < 1e-12 { if k1 != 0 { ts.append(-k0 / k1) } } else {
                    let disc = k1 * k1 - 4 * k2 * k0
                    if disc >= 0 { let r = disc.squareRoot(); ts.append((-k1 + r) / (2 * k2)); ts.append((-k1 - r) / (2 * k2)) }
                }
            }
        }
        for t in ts where t > 0 && t < 1 { out.append(point(at: t)) }
        return out
    }

    /// The piece between parameters t0 and t1 (de Casteljau's split, twice).
    func slice(_ t0: Double, _ t1: Double) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        let right = t0 > 0 ? split(at: t0).1 : self
        guard t1 < 1 else { return right }
        let local = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)
        return right.split(at: local).0
    }

    private func split(at t: Double) -> (PathSegment, PathSegment) {
        func lerp(_ p: Point, _ q: Point) -> Point { Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t) }
        switch kind {
        case .line:
            let m = lerp(a, b)
            return (PathSegment(line: a, m), PathSegment(line: m, b))
        case .quad:
            let ab = lerp(a, b), bc = lerp(b, c), m = lerp(ab, bc)
            return (PathSegment(quad: a, ab, m), PathSegment(quad: m, bc, c))
        case .curve:
            let ab = lerp(a, b), bc = lerp(b, c), cd = lerp(c, d)
            let abc = lerp(ab, bc), bcd = lerp(bc, cd), m = lerp(abc, bcd)
            return (PathSegment(curve: a, ab, abc, m), PathSegment(curve: m, bcd, cd, d))
        }
    }

    /// Length, as the sum of `pieces` chords (exact for a line).
    func length(pieces: Int = 16) -> Double {
        if kind == .line { return hypot(b.x - a.x, b.y - a.y) }
        var total = 0.0, prev = a
        for i in 1...pieces {
            let p = point(at: Double(i) / Double(pieces))
            total += hypot(p.x - prev.x, p.y - prev.y)
            prev = p
        }
        return total
    }

    /// The parameter at which the length from the start is `distance` (by the chords).
    func parameter(atLength distance: Double, pieces: Int = 16) -> Double {
        if kind == .line {
            let l = length()
            return l > 0 ? max(0, min(1, distance / l)) : 0
        }
        var travelled = 0.0, prev = a
        for i in 1...pieces {
            let t = Double(i) / Double(pieces)
            let p = point(at: t)
            let step = hypot(p.x - prev.x, p.y - prev.y)
            if travelled + step >= distance {
                let f = step > 0 ? (distance - travelled) / step : 0
                return (Double(i - 1) + f) / Double(pieces)
            }
            travelled += step
            prev = p
        }
        return 1
    }
}
