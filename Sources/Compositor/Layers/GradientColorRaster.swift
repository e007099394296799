import Scene
import Typography

/// A gradient's colour (or only its alpha) at every pixel centre of a buffer, by the formula
/// of `PresentedGradient.position(x:y:width:height:)` pixel by pixel: exact for every kind of
/// gradient, where pixman's gradient images step their colours through their own lookup.
enum GradientColorRaster {
    /// Writes the top-left `width` × `height` of `canvas` with `gradient`'s colour,
    /// premultiplied, at each pixel centre; `toLocal` maps buffer pixels to points of the
    /// gradient's layer, `size` points large, measured from its top-left corner.
    static func fill(_ canvas: Canvas, gradient: PresentedGradient, toLocal: Transform2D, size: Size, width: Int, height: Int) {
        let stops = gradient.stops
        guard gradient.kind == .axial else {
            forEachPixel(gradient, toLocal: toLocal, size: size, width: width, height: height) { x, y, u in
                canvas.pixels[y * canvas.width + x] = Premultiplied.word(
                    PresentedGradient.color(at: u, stops: stops, interpolation: gradient.interpolation))
            }
            return
        }
        let mode = gradient.interpolation
        // Each stop's colour as the components its interpolation mixes, once.
        let mixable = stops.map { mode.mixable($0.color) }
        // Axial: u is affine in the pixel, u = u₀ + a·x + b·y at pixel centres; a row walks its
        // stops in order, and rows of a gradient that does not change down the buffer are alike.
        func u(_ x: Double, _ y: Double) -> Double {
            let p = toLocal.apply(Point(x, y))
            return gradient.position(x: p.x, y: p.y, width: size.width, height: size.height)
        }
        let u0 = u(0.5, 0.5), a = u(1.5, 0.5) - u0, b = u(0.5, 1.5) - u0
        stops.withUnsafeBufferPointer { stops in mixable.withUnsafeBufferPointer { mixable in
            for y in 0..<height {
                let row = canvas.pixels + y * canvas.width
                if b == 0 && y > 0 { row.update(from: canvas.pixels, count: width); continue }
                let start = u0 + b * Double(y)
                var i = 0   // how many stops lie at or before u
                for x in 0..<width {
                    let v = start + a * Double(x)
                    while i < stops.count && stops[i].location <= v { i += 1 }
                    while i > 0 && stops[i - 1].location > v { i -= 1 }
                    row[x] = Premultiplied.word(color(at: v, stops, mixable, after: i, mode))
                }
            }
        } }
    }

    /// `PresentedGradient.color(at:stops:)` for a position with `i` stops at or before it.
    @inline(__always)
    private static func color(at u: Double, _ stops: UnsafeBufferPointer<PresentedGradient.Stop>,
                              _ mixable: UnsafeBufferPointer<GradientInterpolation.Mixable>, after i: Int,
                              _ mode: GradientInterpolation) -> Color {
        guard !stops.isEmpty else { return .clear }
        if i == 0 { return stops[0].color }
        if i == stops.count { return stops[i - 1].color }
        let f = (u - stops[i - 1].location) / (stops[i].location - stops[i - 1].location)
        let p = mixable[i - 1], q = mixable[i]
        return mode.color((p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f))
    }

    /// Writes the top-left `width` × `height` of `mask` with `gradient`'s alpha at each pixel
    /// centre (a radial or conic gradient as a mask), mapped as `fill` maps.
    static func fillAlpha(_ mask: MaskBuffer, gradient: PresentedGradient, toLocal: Transform2D, size: Size, width: Int, height: Int) {
        let stops = gradient.stops
        forEachPixel(gradient, toLocal: toLocal, size: size, width: width, height: height) { x, y, u in
            // Alpha mixes linearly in every interpolation.
            let alpha = min(1, max(0, PresentedGradient.color(at: u, stops: stops).alpha))
            mask.pixels[y * mask.stride + x] = UInt8(alpha * 255 + 0.5)
        }
    }

    /// The gradient position u at the centre of every pixel (x, y) of a `width` × `height` buffer.
    @inline(__always)
    private static func forEachPixel(_ gradient: PresentedGradient, toLocal m: Transform2D, size: Size, width: Int, height: Int,
                                     _ body: (Int, Int, Double) -> Void) {
        for y in 0..<height {
            for x in 0..<width {
                let p = m.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
                body(x, y, gradient.position(x: p.x, y: p.y, width: size.width, height: size.height))
            }
        }
    }

    /// Maps the pixels of a buffer whose pixel (0, 0) is pixel `bufferOrigin` of the space
    /// `device` maps a node's coordinates to, to points of the node's `frame` from its
    /// top-left corner; nil when `device` collapses the node.
    static func toLocal(device: Transform2D, frame: Rect, bufferOrigin: Point) -> Transform2D? {
        guard let inverse = device.inverted else { return nil }
        return Transform2D.translation(-frame.x, -frame.y).concatenating(after: inverse)
            .concatenating(after: .translation(bufferOrigin.x, bufferOrigin.y))
    }
}
