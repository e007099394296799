/// What to do with gradient stops whose locations go backwards.
public enum GradientStopOrder: Hashable, Sendable {
    /// **Our rule** (CSS Images 4, Flutter): each stop is clamped to the largest before it.
    case clamp
    /// Stops are sorted by location (stable: equal locations keep their order).
    case sort
}

/// A gradient's presented values at one time, and the colour it gives each point: between
/// two stops their colours mixed as `interpolation` says (`GradientInterpolation`). Drawing
/// premultiplies the colour each pixel gets.
public struct PresentedGradient: Hashable, Sendable {
    public let colors: [Color]
    /// The presented locations as the layer holds them (not yet put in order).
    public let locations: [Double]
    public let startPoint: UnitPoint
    public let endPoint: UnitPoint
    public let stopOrder: GradientStopOrder
    /// Axial, radial or conic (`GradientKind`); radial and conic are centred on `startPoint`.
    public let kind: GradientKind
    public let interpolation: GradientInterpolation

    /// A gradient's values at one time.
    public init(colors: [Color], locations: [Double], startPoint: UnitPoint, endPoint: UnitPoint,
                stopOrder: GradientStopOrder = .clamp, kind: GradientKind = .axial,
                interpolation: GradientInterpolation = .straight) {
        self.colors = colors; self.locations = locations
        self.startPoint = startPoint; self.endPoint = endPoint; self.stopOrder = stopOrder; self.kind = kind
        self.interpolation = interpolation
    }

    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        public let location: Double
        public let color: Color
        public init(location: Double, color: Color) { self.location = location; self.color = color }
    }

    /// Whether colours and locations differ in count (then only the first pairs are used).
    public var hasMismatchedCounts: Bool { colors.count != locations.count }

    /// The stops drawn: the first min(count) (location, colour) pairs, put in order by `stopOrder`.
    public var stops: [Stop] {
        let n = min(colors.count, locations.count)
        var out = (0..<n).map { Stop(location: locations[$0], color: colors[$0]) }
        switch stopOrder {
        case .clamp:
            for i in out.indices.dropFirst() where out[i].location < out[i - 1].location {
                out[i] = Stop(location: out[i - 1].location, color: out[i].color)
            }
        case .sort:
            out = out.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element)
        }
        return out
    }

    /// The gradient position of unit point `p`: ((p − s)·(e − s)) / |e − s|², in unit space.
    /// **Our rule**: when start and end coincide every point is at position 1 (the last colour).
    public func position(of p: UnitPoint) -> Double {
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let length2 = dx * dx + dy * dy
        guard length2 > 0 else { return 1 }
        return ((p.x - startPoint.x) * dx + (p.y - startPoint.y) * dy) / length2
    }

    /// The colour at gradient position `u`: the stops around it mixed (piecewise linear in
    /// `interpolation`'s components), the first colour before them and the last after; no
    /// stops give clear.
    public static func color(at u: Double, stops: [Stop], interpolation: GradientInterpolation = .straight) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if u < first.location { return first.color }
        if u >= last.location { return last.color }
        // The first stop past u closes the interval holding u (never a zero-width one).
        var j = 1
        while stops[j].location <= u { j += 1 }
        let a = stops[j - 1], b = stops[j]
        let f = (u - a.location) / (b.location - a.location)
        return interpolation.mix(a.color, b.color, f)
    }

    /// The colour at unit point `p`.
    public func color(at p: UnitPoint) -> Color { Self.color(at: position(of: p), stops: stops, interpolation: interpolation) }
}
