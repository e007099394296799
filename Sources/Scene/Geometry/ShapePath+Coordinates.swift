/// A path as the numbers Core Animation interpolates when it animates a shape layer's `path`:
/// every point of every element in order, x then y. Two paths of the same elements interpolate
/// point by point (Apple, CAShapeLayer.path: "If the two paths have a different number of
/// control points or segments, the results are undefined").
extension ShapePath {
    /// The points of the elements, flattened: a move or line gives one point, a quadratic
    /// curve two, a cubic three, a close none.
    public var coordinates: [Double] {
        var out: [Double] = []
        out.reserveCapacity(elements.count * 2)
        for e in elements {
            switch e {
            case .move(let p), .line(let p): out += [p.x, p.y]
            case .quad(let c, let p): out += [c.x, c.y, p.x, p.y]
            case .curve(let c1, let c2, let p): out += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: break
            }
        }
        return out
    }

    /// This path's elements at the points `numbers` gives (as `coordinates` lays them out);
    /// nil when they are not as many.
    public func replacingCoordinates(_ numbers: [Double]) -> ShapePath? {
        guard numbers.count == coordinates.count else { return nil }
        var out = ShapePath()
        var i = 0
        func next() -> Point { defer { i += 2 }; return Point(numbers[i], numbers[i + 1]) }
        for e in elements {
            switch e {
            case .move: out.move(to: next())
            case .line: out.addLine(to: next())
            case .quad: let c = next(); out.addQuadCurve(to: next(), control: c)
            case .curve: let c1 = next(), c2 = next(); out.addCurve(to: next(), control1: c1, control2: c2)
            case .close: out.closeSubpath()
            }
        }
        return out
    }
}
