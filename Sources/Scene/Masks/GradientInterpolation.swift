import Foundation

/// How a gradient mixes the colours of two stops.
///
/// - `straight`: Core Animation's `CAGradientLayer` mixes each component, alpha like the rest,
///   not premultiplied: a white-to-`UIColor.clear` layer is grey half-way on a device (clear is
///   transparent black; the widely given fix is `white.withAlphaComponent(0)`), which only
///   straight mixing shows.
/// - `device` and `perceptual`: SwiftUI's gradients (`Gradient.ColorSpace`: `.device`
///   "interpolates gradient colors in the output color space", `.perceptual` "in a perceptual
///   color space"). Apple does not say how, nor which is the default; OpenSwiftUI's port of
///   `ResolvedGradient.ColorSpace` mixes premultiplied components (each times the opacity, the
///   result divided by it), sRGB's for `.device` and, for `.perceptual`, the cube roots of the
///   LMS responses of linear sRGB (Oklab's, Ottosson 2020, whose Lab is a linear map of them, so
///   mixing is the same), and makes `.perceptual` the default from the iOS 16 semantics on.
///   A white-to-`.clear` SwiftUI gradient therefore fades without grey.
public enum GradientInterpolation: Hashable, Sendable {
    case straight, device, perceptual

    /// Four components that mix linearly.
    public typealias Mixable = (Double, Double, Double, Double)

    /// `color` as the components this interpolation mixes.
    public func mixable(_ color: Color) -> Mixable {
        let a = color.alpha
        switch self {
        case .straight: return (color.red, color.green, color.blue, a)
        case .device: return (color.red * a, color.green * a, color.blue * a, a)
        case .perceptual:
            let r = Self.linear(color.red), g = Self.linear(color.green), b = Self.linear(color.blue)
            let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
            let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
            let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
            return (cbrt(l) * a, cbrt(m) * a, cbrt(s) * a, a)
        }
    }

    /// The colour of mixed components `v`.
    public func color(_ v: Mixable) -> Color {
        switch self {
        case .straight: return Color(red: v.0, green: v.1, blue: v.2, alpha: v.3)
        case .device:
            let k = v.3 != 0 ? 1 / v.3 : 1
            return Color(red: v.0 * k, green: v.1 * k, blue: v.2 * k, alpha: v.3)
        case .perceptual:
            let k = v.3 != 0 ? 1 / v.3 : 1
            let l = v.0 * k, m = v.1 * k, s = v.2 * k
            let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
            let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
            let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
            let b = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
            return Color(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(b), alpha: v.3)
        }
    }

    /// Mixes `a` and `b` by `f` (0: `a`, 1: `b`).
    public func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let p = mixable(a), q = mixable(b)
        return color((p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f))
    }

    /// The sRGB transfer function undone (IEC 61966-2-1), odd for extended values.
    static func linear(_ c: Double) -> Double {
        let x = abs(c)
        let v = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        return c < 0 ? -v : v
    }

    /// The sRGB transfer function, odd for extended values.
    static func encoded(_ l: Double) -> Double {
        let x = abs(l)
        let v = x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
        return l < 0 ? -v : v
    }
}
