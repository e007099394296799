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
        forEachPixel(gradient, toLocal: toLocal, size: size, width: width, height: height) { x, y, u in
            canvas.pixels[y * canvas.width + x] = Premultiplied.word(PresentedGradient.color(at: u, stops: stops))
        }
    }

    /// Writes the top-left `width` × `height` of `mask` with `gradient`'s alpha at each pixel
    /// centre (a radial or conic gradient as a mask), mapped as `fill` maps.
    static func fillAlpha(_ mask: MaskBuffer, gradient: PresentedGradient, toLocal: Transform2D, size: Size, width: Int, height: Int) {
        let stops = gradient.stops
        forEachPixel(gradient, toLocal: toLocal, size: size, width: width, height: height) { x, y, u in
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
