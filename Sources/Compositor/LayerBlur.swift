import Scene
import Typography

/// A layer's premultiplied pixels blurred, and a shadow cast under them: a container's
/// `blur(radius:)` and `shadow(color:radius:x:y:)` act on what its views draw together.
///
/// Each premultiplied channel is blurred alone (blurring premultiplied colour is what keeps
/// colour out of transparent pixels), by the same Gaussian as a text's or a shape's
/// (`GaussianBlur`, σ = radius). The shadow is the layer's alpha blurred by its radius, moved
/// by (x, y) pixels, in the shadow's colour, under the layer's pixels.
enum LayerBlur {
    /// One channel of `pixels` (`shift`: its bit position) as 8-bit coverage.
    private static func plane(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int,
                              shift: UInt32) -> GlyphBitmap {
        let plane = GlyphBitmap(width: width, height: height, originX: 0, originY: 0)
        for y in 0..<height {
            let row = pixels + y * stride, out = plane.pixels + y * plane.stride
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: row[x] >> shift) }
        }
        return plane
    }

    /// Calls `body` with each pixel of `blurred` over the layer's (a plane blurred from the
    /// layer's origin: its own origin says where its pixels lie; outside them, nothing).
    private static func unpadded(_ blurred: GlyphBitmap, width: Int, height: Int,
                                 _ body: (Int, Int, UInt32) -> Void) {
        let ox = Int(blurred.originX.rounded()), oy = Int(blurred.originY.rounded())
        for y in 0..<height {
            let by = y - oy
            guard by >= 0, by < blurred.height else { continue }
            let row = blurred.pixels + by * blurred.stride
            let x0 = max(0, ox), x1 = min(width, ox + blurred.width)
            guard x1 > x0 else { continue }
            for x in x0..<x1 { body(x, y, UInt32(row[x - ox])) }
        }
    }

    static func blur(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, sigma: Double) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let planes = [24, 16, 8, 0].map { shift -> GlyphBitmap in
            GaussianBlur.blurred(plane(pixels, stride: stride, width: width, height: height, shift: UInt32(shift)), sigma: sigma,
                                 cropped: true)
        }
        for y in 0..<height { for x in 0..<width { pixels[y * stride + x] = 0 } }
        for (plane, shift) in zip(planes, [24, 16, 8, 0] as [UInt32]) {
            unpadded(plane, width: width, height: height) { x, y, v in pixels[y * stride + x] |= v << shift }
        }
        // Blurred alone, a colour channel may round above its alpha: premultiplied keeps c ≤ α.
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row[x], a = p >> 24
                let r = min(a, (p >> 16) & 0xFF), g = min(a, (p >> 8) & 0xFF), b = min(a, p & 0xFF)
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    static func castShadow(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, color: Color,
                           sigma: Double, dx: Int, dy: Int) {
        guard width > 0, height > 0 else { return }
        let alpha = plane(pixels, stride: stride, width: width, height: height, shift: 24)
        let shade = sigma > 0 ? GaussianBlur.blurred(alpha, sigma: sigma, cropped: true) : alpha
        // Where the shade's pixels lie from the layer's origin (a blur pads, and may crop).
        let ox = Int(shade.originX.rounded()), oy = Int(shade.originY.rounded())
        let tint = Premultiplied.word(color)
        let tr = Double((tint >> 16) & 0xFF), tg = Double((tint >> 8) & 0xFF), tb = Double(tint & 0xFF), ta = Double(tint >> 24)
        for y in 0..<height {
            let sy = y - dy - oy
            guard sy >= 0, sy < shade.height else { continue }
            let row = pixels + y * stride
            for x in 0..<width {
                let sx = x - dx - ox
                guard sx >= 0, sx < shade.width else { continue }
                let s = Double(shade.pixels[sy * shade.stride + sx]) / 255
                guard s > 0 else { continue }
                // The layer's pixel over the shadow's: out = p + (1 − αp) · shadow.
                let p = row[x], keep = 1 - Double(p >> 24) / 255
                func c(_ v: UInt32, _ t: Double) -> UInt32 { min(255, v + UInt32((t * s * keep).rounded())) }
                row[x] = c(p >> 24, ta) << 24 | c((p >> 16) & 0xFF, tr) << 16 | c((p >> 8) & 0xFF, tg) << 8 | c(p & 0xFF, tb)
            }
        }
    }
}
