/// An animation as SwiftUI describes one: a timing base and modifiers, applied in order.
public struct Animation: Hashable, Sendable {
    /// What moves the value from 0 to 1.
    public enum Base: Hashable, Sendable {
        /// A bezier timing curve over a fixed duration.
        case bezier(UnitBezier, duration: Double)
        /// SwiftUI's fluid spring.
        case spring(FluidSpring)
    }

    /// A modifier, in the order written (`.delay(1).speed(2)` is `[.delay(1), .speed(2)]`).
    public enum Modifier: Hashable, Sendable {
        case delay(Double)
        case speed(Double)
        /// `repeatCount(n, autoreverses:)`; `nil` count repeats forever.
        case `repeat`(count: Int?, autoreverses: Bool)
    }

    public var base: Base
    public var modifiers: [Modifier]

    /// An animation from its base, with no modifiers.
    public init(_ base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// SwiftUI's default duration for bezier animations.
    public static let defaultDuration = 0.35

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: Double = defaultDuration) -> Animation {
        Animation(.bezier(UnitBezier(p1x, p1y, p2x, p2y), duration: duration))
    }
    public static func linear(duration: Double) -> Animation { Animation(.bezier(.linear, duration: duration)) }
    public static func easeIn(duration: Double) -> Animation { Animation(.bezier(.easeIn, duration: duration)) }
    public static func easeOut(duration: Double) -> Animation { Animation(.bezier(.easeOut, duration: duration)) }
    public static func easeInOut(duration: Double) -> Animation { Animation(.bezier(.easeInOut, duration: duration)) }
    public static var linear: Animation { linear(duration: defaultDuration) }
    public static var easeIn: Animation { easeIn(duration: defaultDuration) }
    public static var easeOut: Animation { easeOut(duration: defaultDuration) }
    public static var easeInOut: Animation { easeInOut(duration: defaultDuration) }
    /// `Animation.default` in the seeds' era: easeInOut over 0.35 s.
    public static var `default`: Animation { easeInOut }

    /// `spring(response:dampingFraction:blendDuration:)`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(FluidSpring(response: response, dampingFraction: dampingFraction,
                                      blendDuration: blendDuration)))
    }
    /// `spring(duration:bounce:)`.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation {
        Animation(.spring(FluidSpring(duration: duration, bounce: bounce)))
    }
    public static var spring: Animation { spring() }
    public static var smooth: Animation { spring(duration: 0.5, bounce: 0) }
    public static var snappy: Animation { spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Animation { spring(duration: 0.5, bounce: 0.3) }
    public static var interactiveSpring: Animation {
        spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
    }

    /// Waits `seconds` before starting.
    public func delay(_ seconds: Double) -> Animation { adding(.delay(seconds)) }
    /// Plays `factor` times faster.
    public func speed(_ factor: Double) -> Animation { adding(.speed(factor)) }
    /// Plays `count` passes; odd passes run backwards when `autoreverses`.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeat(count: count, autoreverses: autoreverses))
    }
    /// Repeats forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeat(count: nil, autoreverses: autoreverses))
    }

    private func adding(_ modifier: Modifier) -> Animation {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// The total delay before the animation first moves (delays outside any repeat).
    public var leadingDelay: Double {
        var total = 0.0
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): total += d
            case .speed(let s): total = s > 0 ? total / s : total
            case .repeat: total = 0
            }
        }
        return total
    }
}
