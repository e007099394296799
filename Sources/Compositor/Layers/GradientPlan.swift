import Scene

/// A `CAGradientLayer` mask laid over a layer buffer: its position u at each pixel centre and
/// the stops it is drawn with.
///
/// Core Animation takes a point's gradient position u in the layer's unit space, so on a
/// non-square layer the lines of equal colour are skewed in pixels. u is still affine in the
/// pixel: u = a·x + b·y + c at the centre (x, y) of a pixel's square.
struct GradientPlan {
    let a: Double, b: Double, c: Double
    let locations: [Double]
    let alphas: [Double]
    /// Alpha per unit of u from stop i to stop i + 1 (0 where they coincide).
    let slopes: [Double]
    /// The alpha over the whole buffer when it is the same everywhere on it.
    let constantAlpha: Double?

    /// The plan for `gradient` whose unit space maps to a `width` × `height` buffer by
    /// `unitToPixels`; nil when the layer collapses to nothing.
    init?(_ gradient: PresentedGradient, unitToPixels: Transform2D, width: Int, height: Int) {
        guard let toUnit = unitToPixels.inverted else { return nil }
        let stops = gradient.stops
        let s = gradient.startPoint, e = gradient.endPoint
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        // Start = end: every point at position 1, so the last colour shows (our rule).
        let a = length2 > 0 ? (toUnit.a * dx + toUnit.b * dy) / length2 : 0
        let b = length2 > 0 ? (toUnit.c * dx + toUnit.d * dy) / length2 : 0
        let c = length2 > 0 ? ((toUnit.tx - s.x) * dx + (toUnit.ty - s.y) * dy) / length2 : 1
        self.a = a; self.b = b; self.c = c
        let locations = stops.map(\.location), alphas = stops.map { min(1, max(0, $0.color.alpha)) }
        self.locations = locations
        self.alphas = alphas
        slopes = (0..<stops.count).map { i in
            i + 1 < stops.count && locations[i + 1] > locations[i]
                ? (alphas[i + 1] - alphas[i]) / (locations[i + 1] - locations[i]) : 0
        }
        // u is extreme at corner pixels; the alpha is constant over [uMin, uMax] when both ends
        // and every stop between them carry the same alpha. No colours at all: nothing shows.
        let xs = [0.5, Double(width) - 0.5], ys = [0.5, Double(height) - 0.5]
        let corners = xs.flatMap { x in ys.map { y in a * x + b * y + c } }
        let uMin = corners.min() ?? c, uMax = corners.max() ?? c
        let ends = [PresentedGradient.color(at: uMin, stops: stops).alpha, PresentedGradient.color(at: uMax, stops: stops).alpha]
        let inside = stops.filter { $0.location > uMin && $0.location < uMax }.map(\.color.alpha)
        let all = (ends + inside).map { min(1, max(0, $0)) }
        constantAlpha = all.allSatisfy { $0 == all[0] } ? all[0] : nil
    }
}
