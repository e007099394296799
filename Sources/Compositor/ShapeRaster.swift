import Scene
import Typography

/// Antialiased coverage of axis-aligned shapes in device pixels.
enum ShapeRaster {
    enum Shape: Hashable { case rect(cornerRadius: Double), ellipse }

    /// Coverage of `shape` filling `rect` (device pixels), as a bitmap at whole-pixel origin,
    /// optionally only its outline of `stroke` pixels.
    static func coverage(_ shape: Shape, in rect: Rect, stroke: Double? = nil) -> GlyphBitmap? {
        let x0 = Int(saturatingFloor: rect.x), y0 = Int(saturatingFloor: rect.y)
        let x1 = Int(saturatingCeil: rect.maxX), y1 = Int(saturatingCeil: rect.maxY)
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w < 20000, h < 20000 else { return nil }
        let out = GlyphBitmap(width: w, height: h, originX: Double(x0), originY: Double(y0))
        if stroke == nil, case .rect(let radius) = shape, radius <= 0, rect.width > 0, rect.height > 0 {
            // A plain rectangle's exact area is separable: a column's share times a row's (a
            // growing block-reveal mask is rasterised anew every frame).
            let columns = (0..<w).map { x in
                let px = Double(x0 + x) + 0.5
                return max(0, min(px + 0.5, rect.maxX) - max(px - 0.5, rect.x))
            }
            for y in 0..<h {
                let py = Double(y0 + y) + 0.5
                let cy = max(0, min(py + 0.5, rect.maxY) - max(py - 0.5, rect.y))
                let row = out.pixels + y * out.stride
                for x in 0..<w { row[x] = byte(columns[x] * cy) }
            }
            return out
        }
        for y in 0..<h {
            let py = Double(y0 + y) + 0.5
            for x in 0..<w {
                let px = Double(x0 + x) + 0.5
                var c = min(1, max(0, inside(shape, rect: rect, px, py)))
                if let stroke {
                    // The outline is what the shape covers less what its inset covers, each
                    // clamped first (a round edge's ramp runs past 1 inside the shape).
                    let inner = Rect(x: rect.x + stroke, y: rect.y + stroke,
                                     width: max(0, rect.width - 2 * stroke), height: max(0, rect.height - 2 * stroke))
                    var innerShape = shape
                    if case .rect(let r) = shape { innerShape = .rect(cornerRadius: max(0, r - stroke)) }
                    c = max(0, c - min(1, max(0, inside(innerShape, rect: inner, px, py))))
                }
                out.pixels[y * out.stride + x] = byte(c)
            }
        }
        return out
    }

    /// Coverage c (clamped to 0…1) as a byte, c × 255 rounded half away from zero as
    /// `rounded()` does, without a call into libm (the value is never negative).
    @inline(__always) private static func byte(_ c: Double) -> UInt8 {
        let v = min(1, max(0, c)) * 255
        let whole = Int(v)
        return UInt8(v - Double(whole) >= 0.5 ? whole + 1 : whole)
    }

    /// Coverage of the pixel centred at (px, py): exact area for plain rectangles, a
    /// one-pixel ramp on the signed distance for round edges.
    private static func inside(_ shape: Shape, rect: Rect, _ px: Double, _ py: Double) -> Double {
        if rect.width <= 0 || rect.height <= 0 { return 0 }
        switch shape {
        case .rect(let radius) where radius <= 0:
            let cx = max(0, min(px + 0.5, rect.maxX) - max(px - 0.5, rect.x))
            let cy = max(0, min(py + 0.5, rect.maxY) - max(py - 0.5, rect.y))
            return cx * cy
        case .rect(let radius):
            let r = min(radius, rect.width / 2, rect.height / 2)
            let cx = rect.x + rect.width / 2, cy = rect.y + rect.height / 2
            let qx = abs(px - cx) - (rect.width / 2 - r), qy = abs(py - cy) - (rect.height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            let d = outside + min(max(qx, qy), 0) - r
            return 0.5 - d
        case .ellipse:
            let rx = rect.width / 2, ry = rect.height / 2
            let dx = (px - rect.x - rx) / rx, dy = (py - rect.y - ry) / ry
            let k = (dx * dx + dy * dy).squareRoot()
            // Distance to the edge, scaled back to pixels along the smaller radius.
            let d = (k - 1) * min(rx, ry)
            return 0.5 - d
        }
    }
}
