import Foundation
import Motion
import Scene

/// `UISpringTimingParameters` and `UICubicTimingParameters`, for
/// `UIViewPropertyAnimator(duration:timingParameters:)`:
/// - `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the closed-form spring of the
///   animator's duration with bounce 1 − the ratio (the rule of `UIView.animate`'s spring);
/// - `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: that oscillator,
///   whose own settling time is the animator's duration (Apple: the animator's duration is
///   ignored for it);
/// - `UICubicTimingParameters(animationCurve:)` and `(controlPoint1:controlPoint2:)`.
/// The initial velocity is a `CGVector` in units of the whole change a second (Apple); its
/// larger component is taken, the subset moving every property on one timing.
final class TimingParametersObject: RuntimeObject {
    let timing: (Double) -> Animation
    /// The duration the parameters set themselves (a spring of mass, stiffness and damping).
    let ownDuration: Double?
    private let name: String

    init(_ name: String, timing: @escaping (Double) -> Animation, ownDuration: Double? = nil) {
        self.name = name; self.timing = timing; self.ownDuration = ownDuration
    }
    override var typeName: String { name }

    static func make(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "UISpringTimingParameters":
            var velocity = 0.0
            if let v = try args.value("initialVelocity") {
                let p = try ev.point(v, at: args.place("initialVelocity"))
                velocity = abs(p.x) >= abs(p.y) ? p.x : p.y
            }
            if let mass = try args.double("mass") {
                let stiffness = try args.requiredDouble("stiffness"), damping = try args.requiredDouble("damping")
                guard mass > 0, stiffness > 0, damping > 0 else {
                    throw RuntimeError(message: "a spring's mass, stiffness and damping must be greater than 0", at: args.at)
                }
                var spring = CASpringAnimation(basic: CABasicAnimation(keyPath: ""))
                spring.mass = mass; spring.stiffness = stiffness; spring.damping = damping; spring.initialVelocity = velocity
                let animation = Animation.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
                return .object(TimingParametersObject(name, timing: { _ in animation }, ownDuration: spring.settlingDuration))
            }
            let ratio = try args.double("dampingRatio") ?? 1
            return .object(TimingParametersObject(name, timing: {
                .interpolatingSpring(duration: $0, bounce: max(0, min(1, 1 - ratio)), initialVelocity: velocity)
            }))
        case "UICubicTimingParameters":
            if let c1 = try args.value("controlPoint1") {
                let p1 = try Playground.point(c1, ev, at: args.place("controlPoint1"))
                let p2 = try Playground.point(args.required("controlPoint2"), ev, at: args.place("controlPoint2"))
                return .object(TimingParametersObject(name, timing: { .timingCurve(p1.x, p1.y, p2.x, p2.y, duration: $0) }))
            }
            let curve = try PropertyAnimatorObject.curve(args.value("animationCurve", hint: "UIView.AnimationCurve"),
                                                         at: args.place("animationCurve"))
            return .object(TimingParametersObject(name, timing: curve))
        default: return nil
        }
    }
}
