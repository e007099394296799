import Scene
import Typography

/// Antialiased coverage of thick polylines, for charts and guides.
enum LineRaster {
    /// Coverage of a polyline `width` pixels wide through `points` (device pixels), with
    /// round joins; nil when it covers nothing or is absurdly large.
    static func coverage(_ points: [Point], width: Double) -> GlyphBitmap? {
        guard let first = points.first, width > 0 else { return nil }
        let pad = width / 2 + 1
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let x0 = Int(saturatingFloor: minX - pad), y0 = Int(saturatingFloor: minY - pad)
        let w = Int(saturatingCeil: maxX + pad) - x0, h = Int(saturatingCeil: maxY + pad) - y0
        guard w > 0, h > 0, w < 20000, h < 20000, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else {
            return nil
        }
        let out = GlyphBitmap(width: w, height: h, originX: Double(x0), originY: Double(y0))
        let segments = points.count == 1 ? [(first, first)] : Array(zip(points, points.dropFirst()))
        for (a, b) in segments {
            // Only the pixels near this segment can be covered by it.
            let sx0 = max(0, Int(saturatingFloor: min(a.x, b.x) - pad) - x0)
            let sx1 = min(w, Int(saturatingCeil: max(a.x, b.x) + pad) - x0)
            let sy0 = max(0, Int(saturatingFloor: min(a.y, b.y) - pad) - y0)
            let sy1 = min(h, Int(saturatingCeil: max(a.y, b.y) + pad) - y0)
            guard sx1 > sx0, sy1 > sy0 else { continue }
            let dx = b.x - a.x, dy = b.y - a.y
            let length2 = dx * dx + dy * dy
            for y in sy0..<sy1 {
                let py = Double(y0 + y) + 0.5
                for x in sx0..<sx1 {
                    let px = Double(x0 + x) + 0.5
                    var t = length2 > 0 ? ((px - a.x) * dx + (py - a.y) * dy) / length2 : 0
                    t = min(1, max(0, t))
                    let ex = px - (a.x + t * dx), ey = py - (a.y + t * dy)
                    let c = min(1, max(0, width / 2 + 0.5 - (ex * ex + ey * ey).squareRoot()))
                    let value = UInt8((c * 255).rounded())
                    let i = y * out.stride + x
                    if value > out.pixels[i] { out.pixels[i] = value }
                }
            }
        }
        return out
    }
}
