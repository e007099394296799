import Motion

/// SwiftUI's animations by name: the presets and calls of a file, from Motion's animation table.
extension Builtins {
    /// The animations SwiftUI names without arguments, in the file's era.
    static func animationPreset(_ name: String, _ ev: Evaluator, at: Int) throws -> Animation? {
        if name == "interpolatingSpring" {
            // iOS 17's `static var interpolatingSpring`: duration 0.5, bounce 0.
            try requireDurationSprings(name, ev, at: at)
            return .interpolatingSpring()
        }
        guard AnimationCall.isPreset(name) else { return nil }
        return try resolveAnimation(name, modifier: false, nil, applyingTo: nil, ev, at: at)
    }

    /// The duration/bounce springs came with iOS 17: a file of an earlier era cannot use them.
    static func requireDurationSprings(_ name: String, _ ev: Evaluator, at: Int) throws {
        let version = ev.program.version
        guard version.hasDurationSprings else {
            throw RuntimeError(message: "'\(name)' is only available in iOS 17 or newer (the file plays as \(version))", at: at)
        }
    }

    /// `name` (a timing base, or a modifier of `base`) with `args` (nil: used bare), from the
    /// animation table (`AnimationCall`): the era's forms, Swift's label rules; nil when the
    /// table has no such name.
    static func resolveAnimation(_ name: String, modifier: Bool, _ args: Args?, applyingTo base: Animation?,
                                 _ ev: Evaluator, at: Int) throws -> Animation? {
        guard AnimationCall.knows(name, modifier: modifier) else { return nil }
        // Each argument read as its parameter's type: `1/2` for a duration is 0.5, as Swift types it.
        let value = { (i: Int, kind: AnimationSignature.Kind) throws -> AnimationCall.Argument in
            let hint = kind == .integer ? "Int" : kind == .bool ? "Bool" : "Double"
            switch try args?.value(at: i, hint: hint) {
            case .int(let n)?: return .number(Double(n), whole: true)
            case .bool(let b)?: return .bool(b)
            case let v? where v.asDouble != nil: return .number(v.asDouble ?? 0, whole: false)
            case let v?: return .other(v.typeName)
            case nil: return .other("Void")
            }
        }
        do {
            return try AnimationCall.resolve(name, modifier: modifier, labels: args?.labels, value: value, applyingTo: base,
                                             version: ev.program.version, suffix: "the file plays as \(ev.program.version)")
        } catch let failure as AnimationCall.Failure {
            let place: Int
            switch failure.place {
            case .label(let i), .value(let i): place = args.map { $0.items[i].value.at } ?? at
            case .name, .end: place = args?.at ?? at
            }
            throw RuntimeError(message: failure.message, at: place)
        }
    }

    /// `.easeInOut(duration:)`, `.spring(response:dampingFraction:blendDuration:)` and the rest:
    /// the animation table, but for the forms that take a value of another type.
    static func animationCall(_ name: String, _ args: Args, _ ev: Evaluator) throws -> Animation? {
        switch name {
        case "spring" where args.items.first?.label == nil && args.count > 0:
            // `.spring(_ spring: Spring, blendDuration:)`.
            guard case .object(let s as SpringObject)? = try args.value(nil, hint: "Spring") else {
                throw RuntimeError(message: "spring(_:) takes a Spring, e.g. .spring(Spring(duration: 0.5, bounce: 0.2))", at: args.at)
            }
            let blend = try args.double("blendDuration") ?? 0
            return Animation(.spring(FluidSpring(response: s.spring.response, dampingFraction: s.spring.dampingFraction, blendDuration: blend)))
        case "interpolatingSpring": return try interpolatingSpring(args, ev)
        default: return try resolveAnimation(name, modifier: false, args, applyingTo: nil, ev, at: args.at)
        }
    }
}
