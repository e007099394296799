import Motion

extension Builtins {
    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`,
    /// `.interpolatingSpring(duration:bounce:initialVelocity:)` and
    /// `.interpolatingSpring(_ spring: Spring, initialVelocity:)` (the last two from iOS 17).
    ///
    /// A move from rest follows the damped oscillator in closed form, as SwiftUI's does
    /// (`Animation.interpolatingSpring`). Our rule: a change during one retargets it as a
    /// fluid spring is retargeted (SwiftUI adds overlapping interpolating springs), and an
    /// initial velocity other than 0 is not modelled: the spring starts at rest, and the
    /// file is told.
    static func interpolatingSpring(_ args: Args, _ ev: Evaluator) throws -> Animation {
        try args.allow(["mass", "stiffness", "damping", "initialVelocity", "duration", "bounce", nil])
        if let v = try args.double("initialVelocity"), v != 0 {
            ev.runtime.warn("interpolatingSpring's initialVelocity is not modelled: the spring starts at rest", at: args.place("initialVelocity"))
        }
        if args.has("stiffness") || args.has("damping") || args.has("mass") {
            return .interpolatingSpring(mass: try args.double("mass") ?? 1, stiffness: try args.requiredDouble("stiffness"),
                                        damping: try args.requiredDouble("damping"))
        }
        try requireDurationSprings("interpolatingSpring(duration:bounce:)", ev, at: args.at)
        if args.labels.contains(where: { $0 == nil }) {
            guard case .object(let s as SpringObject)? = try args.value(nil, hint: "Spring") else {
                throw RuntimeError(message: "interpolatingSpring(_:) takes a Spring, e.g. .interpolatingSpring(Spring(duration: 0.5, bounce: 0.2))", at: args.at)
            }
            var spring = FluidSpring(response: s.spring.response, dampingFraction: s.spring.dampingFraction)
            spring.closedForm = true
            return Animation(.spring(spring))
        }
        return .interpolatingSpring(duration: try args.double("duration") ?? 0.5, bounce: try args.double("bounce") ?? 0)
    }
}
