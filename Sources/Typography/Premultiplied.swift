import Scene

/// Premultiplied 0xAARRGGBB words, the one pixel format every bitmap and canvas holds.
public enum Premultiplied {
    /// `color` as a premultiplied word, rounded as pixman rounds a solid fill.
    @inlinable @inline(__always) public static func word(_ color: Color) -> UInt32 {
        let a = min(1, max(0, color.alpha))
        // Non-negative, so truncating v + 0.5 rounds (without a call into libm).
        func c(_ v: Double) -> UInt32 { UInt32(min(1, max(0, v)) * a * 65535 + 0.5) >> 8 }
        return (UInt32(a * 65535 + 0.5) >> 8) << 24 | c(color.red) << 16 | c(color.green) << 8 | c(color.blue)
    }

    /// A straight-alpha ARGB word (as PNG files and SDL_ttf give them), premultiplied.
    @inlinable @inline(__always) public static func word(straight p: UInt32) -> UInt32 {
        let a = p >> 24
        func pm(_ v: UInt32) -> UInt32 { ((v & 0xFF) * a + 127) / 255 }
        return (a << 24) | (pm(p >> 16) << 16) | (pm(p >> 8) << 8) | pm(p)
    }

    /// A premultiplied word as straight alpha (for PNG files).
    @inlinable @inline(__always) public static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return p }
        func un(_ v: UInt32) -> UInt32 { min(255, ((v & 0xFF) * 255 + a / 2) / a) }
        return (a << 24) | (un(p >> 16) << 16) | (un(p >> 8) << 8) | un(p)
    }
}
