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
    /// joins the current point to the arc's start; angles a full turn or more apart, either
    /// way, are a circle in the direction asked (`0` to `360°` with `clockwise: true` is the
    /// circle real files draw rings with; our rule, Core Graphics publishes no normalisation).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = abs(radius)
        let full = 2 * Double.pi
        var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
        if abs(endAngle - startAngle) >= full * (1 - 1e-12) { sweep = full } else if sweep < 0 {
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

extension ShapePath {
    /// The part of the path between the fractions `from` and `to` of its length (SwiftUI's
    /// `trimmedPath(from:to:)` and `trim(from:to:)`): both are clamped to 0…1, and `from` at or
    /// past `to` leaves nothing. A closed subpath kept whole stays closed (its joins meet); a
    /// part of one is open, so a trimmed stroke has caps at both ends.
    public func trimmed(from: Double, to: Double) -> ShapePath {
        MeasuredPath(self).trimmed(from: from, to: to)
    }

    /// The path moved by (dx, dy), element by element; with a `grid`, each coordinate then
    /// rounded to the nearest multiple of it.
    public func translated(_ dx: Double, _ dy: Double, grid: Double? = nil) -> ShapePath {
        if dx == 0 && dy == 0 && grid == nil { return self }
        func m(_ p: Point) -> Point {
            guard let grid else { return Point(p.x + dx, p.y + dy) }
            return Point(((p.x + dx) / grid).rounded() * grid, ((p.y + dy) / grid).rounded() * grid)
        }
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
