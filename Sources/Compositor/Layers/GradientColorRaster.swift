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
        let ramp = ColorRamp(gradient.stops, gradient.interpolation)
        guard gradient.kind == .axial else {
            var i = 0
            forEachPixel(gradient, toLocal: toLocal, size: size, width: width, height: height) { x, y, u in
                i = ramp.stops(atOrBefore: u, from: i)
                canvas.pixels[y * canvas.width + x] = Premultiplied.word(ramp.color(at: u, after: i))
            }
            return
        }
        // Axial: u is affine in the pixel, u = u₀ + a·x + b·y at pixel centres; a row walks its
        // stops in order, and rows of a gradient that does not change down the buffer are alike.
        func u(_ x: Double, _ y: Double) -> Double {
            let p = toLocal.apply(Point(x, y))
            return gradient.position(x: p.x, y: p.y, width: size.width, height: size.height)
        }
        let u0 = u(0.5, 0.5), a = u(1.5, 0.5) - u0, b = u(0.5, 1.5) - u0
        for y in 0..<height {
            let row = canvas.pixels + y * canvas.width
            if b == 0 && y > 0 { row.update(from: canvas.pixels, count: width); continue }
            let start = u0 + b * Double(y)
            var i = 0
            for x in 0..<width {
                let v = start + a * Double(x)
                i = ramp.stops(atOrBefore: v, from: i)
                row[x] = Premultiplied.word(ramp.color(at: v, after: i))
            }
        }
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

/// `PresentedGradient.color(at:stops:interpolation:)`, ready for pixel after pixel: each
/// stop's colour as the components its interpolation mixes, worked out once. A perceptual
/// mix (cube roots and sRGB's transfer function) is sampled at `samples` + 1 points a segment
/// and read between them linearly: off the formula by far less than 1/255 (the curve bends
/// most where sRGB's power law starts, ≈ 2400 in its second derivative: 1024 samples keep
/// the error under 3·10⁻⁴).
struct ColorRamp {
    private let locations: [Double]
    private let colors: [Color]
    private let mixable: [GradientInterpolation.Mixable]
    private let mode: GradientInterpolation
    /// Perceptual: for segment k (stop k to stop k + 1), entries k·(samples + 1) …
    private let table: [Color]
    static let samples = 1024

    init(_ stops: [PresentedGradient.Stop], _ mode: GradientInterpolation) {
        locations = stops.map(\.location)
        colors = stops.map(\.color)
        mixable = stops.map { mode.mixable($0.color) }
        self.mode = mode
        guard mode == .perceptual, stops.count > 1 else { table = []; return }
        var table: [Color] = []
        table.reserveCapacity((stops.count - 1) * (Self.samples + 1))
        for k in 0..<(stops.count - 1) {
            for j in 0...Self.samples { table.append(mode.mix(stops[k].color, stops[k + 1].color, Double(j) / Double(Self.samples))) }
        }
        self.table = table
    }

    /// How many stops lie at or before `u`, walking from `i` (the count at a nearby u).
    @inline(__always) func stops(atOrBefore u: Double, from i: Int) -> Int {
        var i = i
        while i < locations.count && locations[i] <= u { i += 1 }
        while i > 0 && locations[i - 1] > u { i -= 1 }
        return i
    }

    /// The colour at `u`, which has `i` stops at or before it.
    @inline(__always) func color(at u: Double, after i: Int) -> Color {
        guard !colors.isEmpty else { return .clear }
        if i == 0 { return colors[0] }
        if i == colors.count { return colors[i - 1] }
        let f = (u - locations[i - 1]) / (locations[i] - locations[i - 1])
        if mode == .perceptual {
            let t = f * Double(Self.samples)
            let j = min(Self.samples - 1, max(0, Int(t)))
            let w = t - Double(j)
            let a = table[(i - 1) * (Self.samples + 1) + j], b = table[(i - 1) * (Self.samples + 1) + j + 1]
            return Color(red: a.red + (b.red - a.red) * w, green: a.green + (b.green - a.green) * w,
                         blue: a.blue + (b.blue - a.blue) * w, alpha: a.alpha + (b.alpha - a.alpha) * w)
        }
        let p = mixable[i - 1], q = mixable[i]
        return mode.color((p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f))
    }
}
