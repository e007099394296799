/// The bounds a number from a user's file is kept within where it meets the engine (layout,
/// fonts, drawing), so that no NaN, infinity or huge value can trap a conversion or ask the
/// allocator for terabytes. docs/SEMANTICS.md, "Untrusted input: limits and clamps", says
/// what each clamp does and why.
public enum EngineLimits {
    /// Device pixels: a node whose device transform and frame add up past this (or are not
    /// finite) is not drawn. Far beyond any canvas, and well within a Double's whole numbers;
    /// below it, drawing converts coordinates saturating at ±2³⁰ (`Int(saturatingFloor:)`).
    public static let devicePixels = 1.0e12
    /// A font's size in points is clamped to 0…this (NaN: 0).
    public static let maximumFontSize = 1024.0
    /// A line of text whose bitmap would hold more pixels than this (4096 × 4096) is not
    /// drawn (its layout stands): a long line in a huge font would ask for gigabytes.
    public static let maximumTextPixels = 1 << 24
    /// A blur's or shadow's σ in device pixels is clamped to 0…this (NaN: 0): the view is
    /// already a faint haze at a fraction of it.
    public static let maximumBlurSigma = 100.0

    /// A font size as fonts are opened at: clamped to 0…`maximumFontSize`, NaN as 0.
    @inlinable public static func fontSize(_ size: Double) -> Double {
        size > 0 ? Swift.min(size, maximumFontSize) : 0
    }

    /// A blur σ as it is drawn: clamped to 0…`maximumBlurSigma`, NaN as 0.
    @inlinable public static func sigma(_ sigma: Double) -> Double {
        sigma > 0 ? Swift.min(sigma, maximumBlurSigma) : 0
    }

    /// Whether a device transform and a frame in it can be drawn: every component finite and
    /// the sum of their magnitudes under `devicePixels` (one comparison: NaN fails it).
    @inlinable public static func drawable(_ t: Transform2D, _ frame: Rect) -> Bool {
        // Added in pairs, not in a row: it runs for every node of every frame, and a chain of
        // nine dependent additions waits on each one.
        let linear = (abs(t.a) + abs(t.b)) + (abs(t.c) + abs(t.d))
        let place = (abs(t.tx) + abs(t.ty)) + (abs(frame.x) + abs(frame.y))
        return (linear + place) + (abs(frame.width) + abs(frame.height)) < devicePixels
    }
}

extension Int {
    /// `v` rounded down, saturating at ±2³⁰ (NaN: 0): for device coordinates, where anything
    /// beyond lies off every canvas.
    @inlinable public init(saturatingFloor v: Double) {
        let limit = 1_073_741_824.0
        if v.isNaN { self = 0 } else if v <= -limit { self = -1_073_741_824 } else if v >= limit { self = 1_073_741_824 }
        else { self = Int(v.rounded(.down)) }
    }

    /// `v` rounded up, saturating as `init(saturatingFloor:)`.
    @inlinable public init(saturatingCeil v: Double) { self.init(saturatingFloor: v.rounded(.up)) }

    /// `v` rounded to nearest, saturating at ±2⁵³ (NaN: 0): for a value narrowed further by
    /// the caller (`pixman_fixed_t(clamping:)`).
    @inlinable public init(wideSaturatingRound v: Double) {
        let limit = 9_007_199_254_740_992.0
        let r = v.rounded()
        if r.isNaN { self = 0 } else { self = Int(Swift.max(-limit, Swift.min(limit, r))) }
    }

    /// `v` rounded to nearest, saturating as `init(saturatingFloor:)`.
    @inlinable public init(saturatingRound v: Double) { self.init(saturatingFloor: v.rounded()) }
}
