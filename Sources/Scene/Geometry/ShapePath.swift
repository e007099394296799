import Foundation

/// A 2D path as SwiftUI's `Path` and Core Graphics' `CGPath` hold one: subpaths of lines and
/// quadratic and cubic Bézier curves, in a view's own coordinates (points, y down).
///
/// Arcs, ellipses and rounded rectangles are added as cubic curves (each arc cut into pieces
/// of at most a quarter turn, the standard 4/3·tan(θ/4) control distance), as Core Graphics
/// stores them; the rasteriser (Cairo, in the compositor) fills and strokes the elements.
public struct ShapePath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case curve(Point, Point, Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the current subpath started and where its pen is (nil: no current point).
    private(set) var start: Point?
    public private(set) var current: Point?

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    public mutating func move(to p: Point) {
        elements.append(.move(p)); start = p; current = p
    }

    /// A line from the current point; with none, the point starts a subpath (as Core Graphics).
    public mutating func addLine(to p: Point) {
        guard current != nil else { return move(to: p) }
        elements.append(.line(p)); current = p
    }

    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        guard current != nil else { return move(to: p) }
        elements.append(.quad(control, p)); current = p
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        guard current != nil else { return move(to: p) }
        elements.append(.curve(control1, control2, p)); current = p
    }

    public mutating func closeSubpath() {
        guard current != nil, let start else { return }
        if case .close? = elements.last { return }
        elements.append(.close); current = start
    }

    /// `addRect`: a closed subpath from the top-left corner, clockwise on screen.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(r.x, r.y))
        addLine(to: Point(r.maxX, r.y)); addLine(to: Point(r.maxX, r.maxY)); addLine(to: Point(r.x, r.maxY))
        closeSubpath()
    }

    /// `addEllipse(in:)`: four quarter arcs from the rightmost point, clockwise on screen (a
    /// trimmed circle starts at three o'clock and runs through six).
    public mutating func addEllipse(in r: Rect) {
        let c = Point(r.x + r.width / 2, r.y + r.height / 2)
        move(to: Point(r.maxX, c.y))
        appendArc(center: c, rx: r.width / 2, ry: r.height / 2, from: 0, sweep: 2 * .pi)
        closeSubpath()
    }

    /// `addRoundedRect(in:cornerSize:)`: corners of `cornerWidth` × `cornerHeight` (each at most
    /// half the side), from the end of the top-left corner, clockwise on screen.
    public mutating func addRoundedRect(_ r: Rect, cornerWidth: Double, cornerHeight: Double) {
        var rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        // A circular corner stays circular: its radius is clamped to half the shorter side
        // (a corner radius past it makes a capsule, as SwiftUI draws it).
        if cornerWidth == cornerHeight { rx = min(rx, ry); ry = rx }
        guard rx > 0, ry > 0 else { return addRect(r) }
        move(to: Point(r.x + rx, r.y))
        addLine(to: Point(r.maxX - rx, r.y))
        appendArc(center: Point(r.maxX - rx, r.y + ry), rx: rx, ry: ry, from: -.pi / 2, sweep: .pi / 2)
        addLine(to: Point(r.maxX, r.maxY - ry))
        appendArc(center: Point(r.maxX - rx, r.maxY - ry), rx: rx, ry: ry, from: 0, sweep: .pi / 2)
        addLine(to: Point(r.x + rx, r.maxY))
        appendArc(center: Point(r.x + rx, r.maxY - ry), rx: rx, ry: ry, from: .pi / 2, sweep: .pi / 2)
        addLine(to: Point(r.x, r.y + ry))
        appendArc(center: Point(r.x + rx, r.y + ry), rx: rx, ry: ry, from: .pi, sweep: .pi / 2)
        closeSubpath()
    }

    /// A rectangle with a circular corner of its own radius at each corner (each already at
    /// most half of either side), from the end of the top-leading corner, clockwise on screen.
    public mutating func addUnevenRoundedRect(_ r: Rect, topLeading: Double, bottomLeading: Double,
                                              bottomTrailing: Double, topTrailing: Double) {
        move(to: Point(r.x + topLeading, r.y))
        addLine(to: Point(r.maxX - topTrailing, r.y))
        appendArc(center: Point(r.maxX - topTrailing, r.y + topTrailing), rx: topTrailing, ry: topTrailing, from: -.pi / 2, sweep: .pi / 2)
        addLine(to: Point(r.maxX, r.maxY - bottomTrailing))
        appendArc(center: Point(r.maxX - bottomTrailing, r.maxY - bottomTrailing), rx: bottomTrailing, ry: bottomTrailing, from: 0, sweep: .pi / 2)
        addLine(to: Point(r.x + bottomLeading, r.maxY))
        appendArc(center: Point(r.x + bottomLeading, r.maxY - bottomLeading), rx: bottomLeading, ry: bottomLeading, from: .pi / 2, sweep: .pi / 2)
        addLine(to: Point(r.x, r.y + topLeading))
        appendArc(center: Point(r.x + topLeading, r.y + topLeading), rx: topLeading, ry: topLeading, from: .pi, sweep: .pi / 2)
        closeSubpath()
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians. In a view's
    /// coordinates (y down) an angle grows clockwise on screen; `clockwise` is Core Graphics'
    /// flag, which in these flipped coordinates turns the other way (Apple's documentation of
    /// `CGContext.addArc`: "specifying a clockwise arc results in a counterclockwise arc after
    /// the transformation is applied"). So `clockwise: false` runs with growing angles. A line
    /// joins the current point to the arc's start; a sweep of a full turn or more is a circle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = abs(radius)
        let full = 2 * Double.pi
        var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
        if sweep >= full { sweep = full } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
        }
        let first = Point(center.x + r * cos(startAngle), center.y + r * sin(startAngle))
        if current == nil { move(to: first) } else { addLine(to: first) }
        appendArc(center: center, rx: r, ry: r, from: startAngle, sweep: clockwise ? -sweep : sweep)
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: a line from the current point towards
    /// `tangent1End`, then the arc of `radius` tangent to both lines (Core Graphics' `arcTo`).
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = current else { return move(to: p1) }
        let v1 = Point(p0.x - p1.x, p0.y - p1.y), v2 = Point(p2.x - p1.x, p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0, radius.isFinite else { return addLine(to: p1) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = Point(p1.x + v1.x / l1 * distance, p1.y + v1.y / l1 * distance)
        let t2 = Point(p1.x + v2.x / l2 * distance, p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius` from each tangent point.
        let bisector = Point(v1.x / l1 + v2.x / l2, v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let toCentre = radius / sin(angle / 2)
        let c = Point(p1.x + bisector.x / bl * toCentre, p1.y + bisector.y / bl * toCentre)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1)
        appendArc(center: c, rx: radius, ry: radius, from: a0, sweep: sweep)
    }

    /// Another path's subpaths appended (`addPath`).
    public mutating func addPath(_ other: ShapePath) {
        for e in other.elements { append(e) }
    }

    /// Cubic pieces of at most a quarter turn from angle `from` through `sweep` (signed).
    private mutating func appendArc(center c: Point, rx: Double, ry: Double, from: Double, sweep: Double) {
        guard sweep != 0, rx > 0 || ry > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = from
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(c.x + rx * cos(a), c.y + ry * sin(a))
            let p3 = Point(c.x + rx * cos(b), c.y + ry * sin(b))
            let c1 = Point(p0.x - k * rx * sin(a), p0.y + k * ry * cos(a))
            let c2 = Point(p3.x + k * rx * sin(b), p3.y - k * ry * cos(b))
            if current == nil { move(to: p0) }
            elements.append(.curve(c1, c2, p3)); current = p3
            a = b
        }
    }

    private mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quad(let c, let p): addQuadCurve(to: p, control: c)
        case .curve(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    // MARK: Reading

    /// Every point of every element mapped by `t` (`applying(_:)`).
    public func applying(_ t: Transform2D) -> ShapePath {
        var out = ShapePath()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.addLine(to: t.apply(p))
            case .quad(let c, let p): out.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let c1, let c2, let p): out.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    /// The smallest rectangle holding every point the path draws through (curves' extremes,
    /// not their control points), as `boundingRect`; `.zero` for an empty path.
    public var boundingRect: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        forEachSegment { segment in
            for p in segment.extremes { add(p) }
        }
        for case .move(let p) in elements { add(p) }
        guard minX.isFinite, minY.isFinite else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounds of every point, control points included (cheap; holds `boundingRect`).
    public var controlBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .curve(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX.isFinite, minY.isFinite else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every coordinate is finite (a path from a file may hold NaN).
    public var isFinite: Bool {
        let b = controlBounds
        return b.x.isFinite && b.y.isFinite && b.width.isFinite && b.height.isFinite
    }

    /// The drawn pieces, in order, with whether each closes its subpath and whether it starts one.
    func forEachSegment(_ body: (PathSegment) -> Void) {
        var start = Point.zero, pen = Point.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; pen = p
            case .line(let p): body(PathSegment(line: pen, p)); pen = p
            case .quad(let c, let p): body(PathSegment(quad: pen, c, p)); pen = p
            case .curve(let c1, let c2, let p): body(PathSegment(curve: pen, c1, c2, p)); pen = p
            case .close:
                if pen != start { body(PathSegment(line: pen, start, closing: true)) }
                pen = start
            }
        }
    }
}

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

extension ShapePath {
    /// The part of the path between the fractions `from` and `to` of its length (SwiftUI's
    /// `trimmedPath(from:to:)` and `trim(from:to:)`): both are clamped to 0…1, and `from` at or
    /// past `to` leaves nothing. A closed subpath kept whole stays closed (its joins meet); a
    /// part of one is open, so a trimmed stroke has caps at both ends.
    public func trimmed(from: Double, to: Double) -> ShapePath {
        MeasuredPath(self).trimmed(from: from, to: to)
    }

    /// The path moved by (dx, dy), element by element.
    public func translated(_ dx: Double, _ dy: Double) -> ShapePath {
        if dx == 0 && dy == 0 { return self }
        func m(_ p: Point) -> Point { Point(p.x + dx, p.y + dy) }
        var out = self
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(m(p))
            case .line(let p): return .line(m(p))
            case .quad(let c, let p): return .quad(m(c), m(p))
            case .curve(let c1, let c2, let p): return .curve(m(c1), m(c2), m(p))
            case .close: return .close
            }
        }
        out.start = start.map(m)
        out.current = current.map(m)
        return out
    }
}

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
