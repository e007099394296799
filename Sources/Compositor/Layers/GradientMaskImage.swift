import CPixman
import Scene

/// The pixels of a `CAGradientLayer` mask as a pixman linear gradient.
///
/// Core Animation computes a point's gradient position u in the layer's unit space, so on a
/// non-square layer the lines of equal colour are skewed in pixels. u is still an affine
/// function of the pixel (u = a·x + b·y + c), and pixman's linear gradient from p1 to p2 gives
/// any affine function: with p2 − p1 = g/|g|² for g = (a, b) its position is exactly u − u(p1).
/// The gradient is re-parametrised to run 0…1 across the layer buffer itself, which keeps
/// pixman's 16.16 fixed-point points and stops well inside their range and precision.
enum GradientMaskImage {
    /// A mask image over a `width` × `height` layer buffer whose pixel coordinates are
    /// `unitToPixels` of the gradient's unit space; nil when the layer collapses to nothing.
    static func make(_ gradient: PresentedGradient, unitToPixels: Transform2D, width: Int, height: Int) -> PixmanImage? {
        guard let toUnit = unitToPixels.inverted else { return nil }
        let stops = gradient.stops
        guard !stops.isEmpty else { return PixmanImage.solid(1, 1, 1, 0) }
        let s = gradient.startPoint, e = gradient.endPoint
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        guard length2 > 0 else {
            return PixmanImage.solid(1, 1, 1, PresentedGradient.color(at: 1, stops: stops).alpha)
        }
        // u(x, y) = a·x + b·y + c over buffer pixels.
        let a = (toUnit.a * dx + toUnit.b * dy) / length2
        let b = (toUnit.c * dx + toUnit.d * dy) / length2
        let c = ((toUnit.tx - s.x) * dx + (toUnit.ty - s.y) * dy) / length2
        let w = Double(width), h = Double(height)
        let corners = [c, a * w + c, b * h + c, a * w + b * h + c]
        let uMin = corners.min() ?? c, uMax = corners.max() ?? c
        let centre = (x: w / 2, y: h / 2)
        guard uMax - uMin > 1e-9 else {
            let u = a * centre.x + b * centre.y + c
            return PixmanImage.solid(1, 1, 1, PresentedGradient.color(at: u, stops: stops).alpha)
        }
        // v = (u − uMin)/(uMax − uMin) runs 0…1 over the buffer; its gradient is gv.
        let span = uMax - uMin
        let gx = a / span, gy = b / span, g2 = gx * gx + gy * gy
        let vCentre = (a * centre.x + b * centre.y + c - uMin) / span
        let p1 = (x: centre.x - vCentre * gx / g2, y: centre.y - vCentre * gy / g2)
        let p2 = (x: p1.x + gx / g2, y: p1.y + gy / g2)

        var shown: [(Double, Double)] = [(0, PresentedGradient.color(at: uMin, stops: stops).alpha)]
        for stop in stops where stop.location > uMin && stop.location < uMax {
            shown.append(((stop.location - uMin) / span, stop.color.alpha))
        }
        shown.append((1, PresentedGradient.color(at: uMax, stops: stops).alpha))
        // Only the alpha of a mask matters: white stops carrying the gradient's alpha.
        var pixmanStops = shown.map { v, alpha in
            pixman_gradient_stop_t(x: fixed(v), color: pixman_color_t(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF,
                                                                    alpha: UInt16((min(1, max(0, alpha)) * 65535).rounded())))
        }
        var start = pixman_point_fixed_t(x: fixed(p1.x), y: fixed(p1.y))
        var end = pixman_point_fixed_t(x: fixed(p2.x), y: fixed(p2.y))
        guard let handle = pixman_image_create_linear_gradient(&start, &end, &pixmanStops, Int32(pixmanStops.count)) else {
            return nil
        }
        pixman_image_set_repeat(handle, PIXMAN_REPEAT_PAD)
        return PixmanImage(handle: handle)
    }

    private static func fixed(_ v: Double) -> pixman_fixed_t {
        pixman_fixed_t(clamping: Int64((v * 65536).rounded()))
    }
}
