import Foundation
import Motion
import Scene

extension Builtins {
    /// `TypeName(…)` for what animates and keeps time: animatable pairs, keyframes and their
    /// tracks and timelines, springs, dates and tasks (nil: none of them).
    static func motionValue(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "AnimatablePair":
            // A pair of animatable values: its numbers animate one by one (`first`, `second`).
            // An argument written `.init(…)` is a pair too (our rule: the pairs nest; a
            // `CGPoint`'s animatable data is a pair of its coordinates).
            return .tuple([try args.required(nil, hint: "AnimatablePair"), try args.required(nil, nth: 1, hint: "AnimatablePair")],
                          labels: ["first", "second"])
        case "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe":
            return try Keyframe.make(name, args, evaluator: ev).map { .object($0) }
        case "KeyframeTimeline": return .object(try KeyframeTimelineObject.make(args, evaluator: ev))
        case "KeyframeTrack":
            var path: [String] = []
            if case .keyPath(let p)? = try args.value(nil) { path = p.filter { $0 != "self" } }
            guard let body = try args.trailingClosure() ?? args.function("content") else {
                throw RuntimeError(message: "KeyframeTrack needs its keyframes in a closure", at: args.at)
            }
            let keyframes = try ev.collect(body, [], at: args.at).compactMap { v -> Keyframe? in
                if case .object(let k as Keyframe) = v { return k }
                return nil
            }
            return .object(KeyframeTrack(path: path, keyframes: keyframes))
        case "Date":
            // Scene time after the reference date (see TimelineSpec); the intervals as Foundation's.
            try args.allow(["timeIntervalSinceReferenceDate", "timeIntervalSince1970", "timeIntervalSinceNow"])
            if let s = try args.double("timeIntervalSinceReferenceDate") { return .object(DateObject(s)) }
            if let s = try args.double("timeIntervalSince1970") { return .object(DateObject(s - 978_307_200)) }
            return .object(DateObject(ev.runtime.now + (try args.double("timeIntervalSinceNow") ?? 0)))
        case "Spring":
            // `Spring(duration:bounce:)` and `Spring(response:dampingRatio:)`: SwiftUI's fluid spring.
            if args.has("response") || args.has("dampingRatio") {
                return .object(SpringObject(FluidSpring(response: try args.double("response") ?? 0.5,
                                                        dampingFraction: try args.double("dampingRatio") ?? 1)))
            }
            return .object(SpringObject(FluidSpring(duration: try args.double("duration") ?? 0.5, bounce: try args.double("bounce") ?? 0)))
        case "Task":
            guard let body = try args.trailingClosure() else { throw RuntimeError(message: "Task needs a closure", at: args.at) }
            return .object(try ev.runtime.startTask(body, at: args.at))
        default: return nil
        }
    }
}
