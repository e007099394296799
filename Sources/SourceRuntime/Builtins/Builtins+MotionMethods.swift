import Foundation
import Motion
import Scene

extension Builtins {
    /// `animation.name(args)`: an animation's delay, speed and repeats, from the animation
    /// table (nil: not one of them).
    static func animationMethod(_ a: Animation, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> (Value, changed: Value?)? {
        try resolveAnimation(name, modifier: true, args, applyingTo: a, ev, at: at).map { (.animation($0), nil) }
    }

    /// `Spring`'s closed form (`SpringMotion`), given a change (`target:`) or its two ends
    /// (`fromValue:toValue:`): `value`, `velocity` and `force` at a time, else the settling duration.
    static func springMethod(_ spring: SpringObject, _ name: String, _ args: Args) throws -> (Value, changed: Value?) {
        let motion = SpringMotion(spring.spring)
        let from = try args.double("fromValue") ?? 0
        let delta = (try args.double("toValue") ?? args.double("target") ?? 0) - from
        let v0 = try args.double("initialVelocity") ?? 0
        switch name {
        case "value": return (.double(from + motion.value(target: delta, initialVelocity: v0, time: try args.requiredDouble("time"))), nil)
        case "velocity": return (.double(motion.velocity(target: delta, initialVelocity: v0, time: try args.requiredDouble("time"))), nil)
        case "force":
            let position = try args.requiredDouble("position") - from
            return (.double(motion.force(target: delta, position: position, velocity: try args.requiredDouble("velocity"))), nil)
        default:
            return (.double(motion.settlingDuration(target: delta, initialVelocity: v0, epsilon: try args.double("epsilon") ?? 0.001)), nil)
        }
    }
}
