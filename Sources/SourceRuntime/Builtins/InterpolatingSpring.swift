import Motion

extension Builtins {
    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`,
    /// `.interpolatingSpring(duration:bounce:initialVelocity:)` and
    /// `.interpolatingSpring(_ spring: Spring, initialVelocity:)` (the last two from iOS 17).
    ///
    /// A move from rest follows the damped oscillator in closed form, as SwiftUI's does
    /// (`Animation.interpolatingSpring`), starting at `initialVelocity` (Apple: "the initial
    /// velocity of the spring, as a value in the range [0, 1] representing the magnitude of
    /// the value being animated": units of the whole change per second). Our rule: a change
    /// during one retargets it as a fluid spring is retargeted (SwiftUI adds overlapping
    /// interpolating springs).
    static func interpolatingSpring(_ args: Args, _ ev: Evaluator) throws -> Animation {
        try args.allow(["mass", "stiffness", "damping", "initialVelocity", "duration", "bounce", nil])
        let velocity = try args.double("initialVelocity") ?? 0
        if args.has("stiffness") || args.has("damping") || args.has("mass") {
            return .interpolatingSpring(mass: try args.double("mass") ?? 1, stiffness: try args.requiredDouble("stiffness"),
                                        damping: try args.requiredDouble("damping"), initialVelocity: velocity)
        }
        try requireDurationSprings("interpolatingSpring(duration:bounce:)", ev, at: args.at)
        if args.labels.contains(where: { $0 == nil }) {
            guard case .object(let s as SpringObject)? = try args.value(nil, hint: "Spring") else {
                throw RuntimeError(message: "interpolatingSpring(_:) takes a Spring, e.g. .interpolatingSpring(Spring(duration: 0.5, bounce: 0.2))", at: args.at)
            }
            var spring = FluidSpring(response: s.spring.response, dampingFraction: s.spring.dampingFraction)
            spring.closedForm = true
            spring.initialVelocity = velocity.isFinite ? velocity : 0
            return Animation(.spring(spring))
        }
        return .interpolatingSpring(duration: try args.double("duration") ?? 0.5, bounce: try args.double("bounce") ?? 0,
                                    initialVelocity: velocity)
    }
}
