/// SwiftUI's named animations, with its default values.
extension Animation {
    /// `timingCurve(_:_:_:_:duration:)`.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: Double = defaultDuration) -> Animation {
        Animation(.bezier(UnitBezier(p1x, p1y, p2x, p2y), duration: duration))
    }
    /// `linear(duration:)`.
    public static func linear(duration: Double) -> Animation { Animation(.bezier(.linear, duration: duration)) }
    /// `easeIn(duration:)`.
    public static func easeIn(duration: Double) -> Animation { Animation(.bezier(.easeIn, duration: duration)) }
    /// `easeOut(duration:)`.
    public static func easeOut(duration: Double) -> Animation { Animation(.bezier(.easeOut, duration: duration)) }
    /// `easeInOut(duration:)`.
    public static func easeInOut(duration: Double) -> Animation { Animation(.bezier(.easeInOut, duration: duration)) }
    /// `linear` over 0.35 s.
    public static var linear: Animation { linear(duration: defaultDuration) }
    /// `easeIn` over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultDuration) }
    /// `easeOut` over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultDuration) }
    /// `easeInOut` over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultDuration) }
    /// `Animation.default` in the current era (`SwiftUIVersion.current`).
    public static var `default`: Animation { `default`(in: .current) }

    /// `Animation.default` in `version`: easeInOut over 0.35 s before iOS 17, then
    /// spring(response: 0.55, dampingFraction: 1) (see `SwiftUIVersion`).
    public static func `default`(in version: SwiftUIVersion) -> Animation {
        version.prefersDurationSprings ? spring(response: 0.55, dampingFraction: 1) : easeInOut
    }

    /// `spring(response:dampingFraction:blendDuration:)`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(FluidSpring(response: response, dampingFraction: dampingFraction,
                                      blendDuration: blendDuration)))
    }
    /// `spring(duration:bounce:blendDuration:)`.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(FluidSpring(duration: duration, bounce: bounce, blendDuration: blendDuration)))
    }
    /// `.spring` (and `spring()`) in the current era.
    public static var spring: Animation { spring(in: .current) }

    /// `.spring` and `spring()` in `version`: from iOS 17 the duration/bounce overload,
    /// duration 0.5 and bounce 0 (dampingFraction 1); before, response 0.5, dampingFraction 0.825.
    public static func spring(in version: SwiftUIVersion) -> Animation {
        version.prefersDurationSprings ? spring(duration: 0.5, bounce: 0) : spring(response: 0.5, dampingFraction: 0.825)
    }
    /// `smooth(duration:extraBounce:)`: no bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// `snappy(duration:extraBounce:)`: bounce 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// `bouncy(duration:extraBounce:)`: bounce 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// `.smooth`: spring(duration: 0.5, bounce: 0).
    public static var smooth: Animation { smooth() }
    /// `.snappy`: spring(duration: 0.5, bounce: 0.15).
    public static var snappy: Animation { snappy() }
    /// `.bouncy`: spring(duration: 0.5, bounce: 0.3).
    public static var bouncy: Animation { bouncy() }
    /// `interactiveSpring(response:dampingFraction:blendDuration:)`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// `interactiveSpring(duration:extraBounce:blendDuration:)`: bounce 0.15 plus `extraBounce`.
    public static func interactiveSpring(duration: Double, extraBounce: Double = 0,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }
    /// `.interactiveSpring` (and `interactiveSpring()`) in the current era.
    public static var interactiveSpring: Animation { interactiveSpring(in: .current) }

    /// `.interactiveSpring` and `interactiveSpring()` in `version`: from iOS 17 the
    /// duration/extraBounce overload, duration 0.15 and bounce 0.15 (dampingFraction 0.85),
    /// blendDuration 0.25; before, response 0.15, dampingFraction 0.86, blendDuration 0.25.
    public static func interactiveSpring(in version: SwiftUIVersion) -> Animation {
        version.prefersDurationSprings ? interactiveSpring(duration: 0.15)
            : interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
    }
}
