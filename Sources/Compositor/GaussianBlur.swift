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
    /// than a large one.
    public static func blurred(_ bitmap: GlyphBitmap, sigma unclamped: Double) -> GlyphBitmap {
        let sigma = EngineLimits.sigma(unclamped)
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
