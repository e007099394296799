import Foundation
import Scene
import Typography

/// Gaussian blur of 8-bit coverage: a true kernel for small σ, three box passes above σ = 2
/// (the SVG feGaussianBlur approximation, as Skia and browsers do).
public enum GaussianBlur {
    /// Pixels of padding that keep a blur of `sigma` inside the output (σ clamped as
    /// `EngineLimits.sigma`).
    public static func padding(sigma: Double) -> Int { Int(saturatingCeil: 3 * EngineLimits.sigma(sigma)) + 1 }

    /// A blurred, padded copy of `bitmap`; its origin moves up and left by the padding. σ is
    /// clamped to 0…`EngineLimits.maximumBlurSigma` (NaN: 0), so a file's huge radius costs no more
    /// than a large one. `cropped`: a wide blur may keep only the pixels that round to some
    /// coverage (its origin says where they lie); callers that read the padded square by
    /// index, not by origin, leave it off.
    public static func blurred(_ bitmap: GlyphBitmap, sigma unclamped: Double, cropped: Bool = false) -> GlyphBitmap {
        let sigma = EngineLimits.sigma(unclamped)
        if sigma > wideSigma { return blurredWide(bitmap, sigma: sigma, cropped: cropped) }
        let pad = padding(sigma: sigma)
        let w = bitmap.width + 2 * pad, h = bitmap.height + 2 * pad
        var buffer = [Float](repeating: 0, count: w * h)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                buffer[(y + pad) * w + x + pad] = Float(bitmap.pixels[y * bitmap.stride + x])
            }
        }
        var scratch = [Float](repeating: 0, count: max(w, h))
        buffer.withUnsafeMutableBufferPointer { buf in
            scratch.withUnsafeMutableBufferPointer { tmp in
                if sigma < 2 {
                    let kernel = gaussianKernel(sigma: sigma)
                    for y in 0..<h { convolve(buf.baseAddress! + y * w, count: w, step: 1, kernel: kernel, tmp: tmp.baseAddress!) }
                    for x in 0..<w { convolve(buf.baseAddress! + x, count: h, step: w, kernel: kernel, tmp: tmp.baseAddress!) }
                } else {
                    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
                    for y in 0..<h { boxes(buf.baseAddress! + y * w, count: w, step: 1, d: d, tmp: tmp.baseAddress!) }
                    for x in 0..<w { boxes(buf.baseAddress! + x, count: h, step: w, d: d, tmp: tmp.baseAddress!) }
                }
            }
        }
        let out = GlyphBitmap(width: w, height: h, originX: bitmap.originX - Double(pad), originY: bitmap.originY - Double(pad))
        for y in 0..<h {
            for x in 0..<w {
                out.pixels[y * out.stride + x] = UInt8(min(255, max(0, buffer[y * w + x] + 0.5)))
            }
        }
        return out
    }

    /// Past this σ (pixels) the blur is worked out on a grid `wideStep(σ)` times coarser.
    static let wideSigma = 16.0

    /// The coarse grid's cell, in pixels: the blur on it keeps a σ of at least 8 cells.
    static func wideStep(_ sigma: Double) -> Int { max(2, Int(sigma / 8)) }

    /// A wide blur on a coarser grid: the coverage summed into cells of k × k pixels, the
    /// three box passes run there with σ/k, the result read back bilinearly at every pixel.
    /// A Gaussian that wide varies by under 1/8 of its range across a cell, so the result
    /// stays within a couple of levels of the full-resolution blur, at 1/k³ of the work; and
    /// only the pixels that round to some coverage are kept (a glyph blurred 100 px is a faint
    /// wash, most of its padded square zero).
    static func blurredWide(_ bitmap: GlyphBitmap, sigma: Double, cropped: Bool) -> GlyphBitmap {
        let pad = padding(sigma: sigma)
        let k = wideStep(sigma)
        let w = bitmap.width + 2 * pad, h = bitmap.height + 2 * pad
        let cw = (w + k - 1) / k, ch = (h + k - 1) / k
        var cells = [Float](repeating: 0, count: cw * ch)
        let inverseArea = 1 / Float(k * k)
        for y in 0..<bitmap.height {
            let row = (y + pad) / k * cw
            for x in 0..<bitmap.width {
                let v = bitmap.pixels[y * bitmap.stride + x]
                if v != 0 { cells[row + (x + pad) / k] += Float(v) * inverseArea }
            }
        }
        let coarse = sigma / Double(k)
        let d = Int((coarse * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        var scratch = [Float](repeating: 0, count: max(cw, ch))
        cells.withUnsafeMutableBufferPointer { buf in
            scratch.withUnsafeMutableBufferPointer { tmp in
                for y in 0..<ch { boxes(buf.baseAddress! + y * cw, count: cw, step: 1, d: d, tmp: tmp.baseAddress!) }
                for x in 0..<cw { boxes(buf.baseAddress! + x, count: ch, step: cw, d: d, tmp: tmp.baseAddress!) }
            }
        }
        // The cells whose value (or a neighbour's, which the bilinear read mixes in) rounds to
        // some coverage bound the pixels kept.
        var px0 = 0, py0 = 0, px1 = w, py1 = h
        if cropped {
            var cx0 = cw, cy0 = ch, cx1 = -1, cy1 = -1
            for cy in 0..<ch { for cx in 0..<cw where cells[cy * cw + cx] >= 0.5 {
                cx0 = min(cx0, cx); cx1 = max(cx1, cx); cy0 = min(cy0, cy); cy1 = max(cy1, cy)
            } }
            guard cx1 >= cx0, cy1 >= cy0 else {
                return GlyphBitmap(width: 1, height: 1, originX: bitmap.originX, originY: bitmap.originY)
            }
            px0 = max(0, (cx0 - 1) * k); py0 = max(0, (cy0 - 1) * k)
            px1 = min(w, (cx1 + 2) * k); py1 = min(h, (cy1 + 2) * k)
        }
        let out = GlyphBitmap(width: px1 - px0, height: py1 - py0, originX: bitmap.originX - Double(pad - px0),
                              originY: bitmap.originY - Double(pad - py0))
        func cell(_ x: Int, _ y: Int) -> Float { cells[min(ch - 1, max(0, y)) * cw + min(cw - 1, max(0, x))] }
        for y in py0..<py1 {
            // The cell centres sit at (i + ½)·k − ½ in pixels.
            let fy = (Double(y) + 0.5) / Double(k) - 0.5
            let y0 = Int(fy.rounded(.down)), ty = Float(fy - Double(y0))
            let row = out.pixels + (y - py0) * out.stride
            for x in px0..<px1 {
                let fx = (Double(x) + 0.5) / Double(k) - 0.5
                let x0 = Int(fx.rounded(.down)), tx = Float(fx - Double(x0))
                let top = cell(x0, y0) * (1 - tx) + cell(x0 + 1, y0) * tx
                let bottom = cell(x0, y0 + 1) * (1 - tx) + cell(x0 + 1, y0 + 1) * tx
                row[x - px0] = UInt8(min(255, max(0, top * (1 - ty) + bottom * ty + 0.5)))
            }
        }
        return out
    }

    private static func gaussianKernel(sigma: Double) -> [Float] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        var k = (-r...r).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let sum = k.reduce(0, +)
        for i in k.indices { k[i] /= sum }
        return k
    }

    private static func convolve(_ p: UnsafeMutablePointer<Float>, count: Int, step: Int, kernel: [Float],
                                 tmp: UnsafeMutablePointer<Float>) {
        let r = kernel.count / 2
        for i in 0..<count { tmp[i] = p[i * step] }
        kernel.withUnsafeBufferPointer { k in
            for i in 0..<count {
                var acc: Float = 0
                let lo = max(0, i - r), hi = min(count - 1, i + r)
                var j = lo
                while j <= hi { acc += tmp[j] * k[j - i + r]; j += 1 }
                p[i * step] = acc
            }
        }
    }

    /// SVG's three box blurs: size d three times when d is odd; else d left, d right, d+1 centred.
    private static func boxes(_ p: UnsafeMutablePointer<Float>, count: Int, step: Int, d: Int,
                              tmp: UnsafeMutablePointer<Float>) {
        if d % 2 == 1 {
            for _ in 0..<3 { box(p, count: count, step: step, size: d, lead: d / 2, tmp: tmp) }
        } else {
            box(p, count: count, step: step, size: d, lead: d / 2, tmp: tmp)
            box(p, count: count, step: step, size: d, lead: d / 2 - 1, tmp: tmp)
            box(p, count: count, step: step, size: d + 1, lead: d / 2, tmp: tmp)
        }
    }

    /// A running-sum box of `size`: output i averages inputs i − lead … i − lead + size − 1.
    private static func box(_ p: UnsafeMutablePointer<Float>, count: Int, step: Int, size: Int, lead: Int,
                            tmp: UnsafeMutablePointer<Float>) {
        if size <= 1 { return }
        for i in 0..<count { tmp[i] = p[i * step] }
        var sum: Float = 0
        let inv = 1 / Float(size)
        // Window for output 0 is [−lead, size − lead − 1].
        for j in 0..<min(count, size - lead) { sum += tmp[j] }
        for i in 0..<count {
            p[i * step] = sum * inv
            let add = i + size - lead, drop = i - lead
            if add < count { sum += tmp[add] }
            if drop >= 0 { sum -= tmp[drop] }
        }
    }
}
