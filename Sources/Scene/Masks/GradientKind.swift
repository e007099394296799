import Foundation

/// How a gradient's position u (0 at its first location, 1 at its last) is laid over a layer.
/// The centre of a radial or conic gradient is the gradient's `startPoint`, in unit space.
public enum GradientKind: Hashable, Sendable {
    /// Along startPoint → endPoint in the layer's unit space (`CAGradientLayer`'s `.axial`,
    /// SwiftUI's `LinearGradient`).
    case axial
    /// SwiftUI's `RadialGradient`: Apple, "applies the color function as the distance from a
    /// center point, scaled to fit within the defined start and end radii"; radii in points.
    case radial(startRadius: Double, endRadius: Double)
    /// SwiftUI's `EllipticalGradient`: a radial gradient in the layer's unit square, stretched
    /// with it, so its circles are ellipses touching the edges at a radius fraction of 0.5.
    case elliptical(startFraction: Double, endFraction: Double)
    /// SwiftUI's `AngularGradient` ("also known as a conic gradient"): the angle about the
    /// centre in radians, 0 towards +x and growing clockwise on screen (y points down), from
    /// `startAngle` (u = 0) to `endAngle` (u = 1).
    case conic(startAngle: Double, endAngle: Double)
}

extension PresentedGradient {
    /// The gradient position at point (x, y) of a layer `width` × `height` points, measured
    /// from its top-left corner.
    ///
    /// - Axial: `position(of:)` of the point in unit space.
    /// - Radial: u = (d − r₀) / (r₁ − r₀), d the distance in points from the centre (the
    ///   centre mapped into the layer, radii in points as SwiftUI takes them). **Our rule**
    ///   for r₁ = r₀: a step, 0 inside the start radius and 1 from it on.
    /// - Elliptical: as radial, in the layer's unit space (radius fractions of its side).
    /// - Conic: Apple's `AngularGradient` overview: angles from startAngle to endAngle map
    ///   to 0…1; "If endAngle − startAngle > 2π, the gradient only draws the last complete
    ///   turn. If endAngle − startAngle < 2π, the gradient fills the missing area with the
    ///   colors defined by gradient locations one and zero, transitioning between the two
    ///   halfway across the missing area." **Our reading** of "transitioning halfway": the
    ///   colour at 1 from endAngle to the middle of the missing area, the colour at 0 from
    ///   there to startAngle + 2π (a seam). **Our rule** for a span of 0 (both angles
    ///   default to `.zero`): a full turn from startAngle, as the widely published colour
    ///   wheel `AngularGradient(gradient:center:)` with no angles draws. **Our rule** for a
    ///   span below 0: Apple says negative angles turn counter-clockwise, so the gradient
    ///   sweeps counter-clockwise from startAngle to endAngle, by the rules above mirrored.
    public func position(x: Double, y: Double, width: Double, height: Double) -> Double {
        switch kind {
        case .axial:
            return position(of: UnitPoint(width != 0 ? x / width : 0, height != 0 ? y / height : 0))
        case .radial(let r0, let r1):
            let dx = x - startPoint.x * width, dy = y - startPoint.y * height
            let d = (dx * dx + dy * dy).squareRoot()
            guard r1 != r0 else { return d < r0 ? 0 : 1 }
            return (d - r0) / (r1 - r0)
        case .elliptical(let f0, let f1):
            let dx = width != 0 ? x / width - startPoint.x : 0, dy = height != 0 ? y / height - startPoint.y : 0
            let d = (dx * dx + dy * dy).squareRoot()
            guard f1 != f0 else { return d < f0 ? 0 : 1 }
            return (d - f0) / (f1 - f0)
        case .conic(var start, var end):
            var theta = atan2(y - startPoint.y * height, x - startPoint.x * width)
            // Counter-clockwise (end before start): the clockwise sweep of the mirrored angles.
            if end < start { (start, end, theta) = (-start, -end, -theta) }
            var span = end - start
            if span <= 0 { span = 2 * Double.pi }
            let turn = 2 * Double.pi
            if span >= turn {
                // The last complete turn: angles from end − 2π to end.
                let from = start + span - turn
                var t = (theta - from).truncatingRemainder(dividingBy: turn)
                if t < 0 { t += turn }
                return (from + t - start) / span
            }
            var t = (theta - start).truncatingRemainder(dividingBy: turn)
            if t < 0 { t += turn }
            if t <= span { return t / span }
            return t - span < (turn - span) / 2 ? 1 : 0
        }
    }

    /// The colour at point (x, y) of a `width` × `height` layer (see `position(x:y:width:height:)`).
    public func color(x: Double, y: Double, width: Double, height: Double) -> Color {
        Self.color(at: position(x: x, y: y, width: width, height: height), stops: stops, interpolation: interpolation)
    }
}
