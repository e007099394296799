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

    /// The description, shared by every copy: a run started with this animation holds one
    /// reference, and what starting it needs is worked out once (`ResolvedAnimation`).
    private var resolved: ResolvedAnimation

    /// The timing the modifiers wrap.
    public var base: Base {
        get { resolved.base }
        set { resolved = ResolvedAnimation(newValue, modifiers: resolved.modifiers) }
    }
    /// The modifiers, innermost first.
    public var modifiers: [Modifier] {
        get { resolved.modifiers }
        set { resolved = ResolvedAnimation(resolved.base, modifiers: newValue, table: resolved.springTable) }
    }

    /// An animation from its base, with no modifiers.
    public init(_ base: Base, modifiers: [Modifier] = []) {
        resolved = ResolvedAnimation(base, modifiers: modifiers)
    }

    /// The shared table of a spring base, looked up when the animation was made.
    var springTable: SpringTable? { resolved.springTable }
    /// Its fixed prefix, as plain values.
    var springPrefix: SpringPrefix? { resolved.springPrefix }
    /// How elapsed time reaches the base (`RunCurve.Lead`), and the delay of a `.delay` lead.
    var lead: RunCurve.Lead { resolved.lead }
    var leadDelay: Double { resolved.leadDelay }

    /// Equal when base and modifiers are: the rest follows from them.
    public static func == (a: Animation, b: Animation) -> Bool {
        a.resolved === b.resolved || (a.base == b.base && a.modifiers == b.modifiers)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(modifiers)
    }

    /// SwiftUI's default duration for bezier animations.
    public static let defaultDuration = 0.35

    /// The fluid spring this animation runs, if its base is one.
    public var spring: FluidSpring? {
        if case .spring(let s) = base { return s }
        return nil
    }

    /// Whether a repeat modifier wraps the base.
    public var repeats: Bool {
        modifiers.contains { if case .repeat = $0 { return true } else { return false } }
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

    /// The time before the animation first moves: delays at any depth, scaled by the
    /// speeds outside them (a delay inside a repeat still delays the first pass).
    public var leadingDelay: Double {
        var total = 0.0
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): total += d
            case .speed(let s): total = s > 0 ? total / s : .infinity
            case .repeat: break
            }
        }
        return max(0, total)
    }
}
