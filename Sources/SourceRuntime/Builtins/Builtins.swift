import Foundation
import Motion
import Scene

/// The names the runtime knows beside the file's own: Swift's types and functions, and
/// SwiftUI's values (colours, fonts, animations, points).
enum Builtins {
    static let types: Set<String> = ([
        "Double", "Int", "CGFloat", "Float", "String", "Character", "Bool", "Array", "Dictionary", "Color", "Font",
        "Animation", "UnitPoint", "Text", "VStack", "HStack", "ZStack", "ForEach", "Group", "Image", "Rectangle",
        "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Spacer", "Divider", "Button", "GeometryReader", "ScrollView",
        "EmptyView", "DispatchQueue", "Timer", "Task", "UUID", "CGColor", "Angle", "State", "Published", "StateObject", "ObservedObject", "CGSize", "CGPoint", "CGRect", "CGVector",
        "Edge", "Alignment", "TimeInterval", "Date", "DispatchTime", "HorizontalAlignment", "VerticalAlignment",
        "Spring", "AnyTransition", "PhaseAnimator", "KeyframeAnimator", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "UnitCurve", "GraphicsContext", "TimelineView", "KeyframeTrack", "KeyframeTimeline", "AttributedString", "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe",
        "Path", "StrokeStyle", "FillStyle", "CGAffineTransform", "ProjectionTransform", "EdgeInsets", "UnevenRoundedRectangle", "AnimatablePair",
        "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "DefaultTextFieldStyle", "AnyShapeStyle", "AnyShape",
        "CharacterSet", "Scanner",
    ] as Set<String>).union(integerTypes)

    /// The builtin enums that are `Comparable`, their cases in their order.
    static let orderedCases: [String: [String]] = ["Cadence": ["live", "seconds", "minutes"]]

    /// Swift's fixed-width integers: each is an `Int` here (a value outside the type's range
    /// traps when converted, as Swift's conversions do).
    static let integerTypes: Set<String> = ["Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8"]

    static func isType(_ name: String) -> Bool { types.contains(name) || Controls.typeNames.contains(name) || Playground.types.contains(name) || Gestures.typeNames.contains(name)
        || CalendarValues.typeNames.contains(name) || Containers.typeNames.contains(name) || BuiltinRegistry.byName[name] != nil }

    static func builtin(_ name: String, _ body: @escaping ([Value], [String?], Int) throws -> Value) -> FunctionValue {
        FunctionValue(.builtin(name: name, body))
    }

    /// The type a built-in function's argument has (so `.bouncy` is an animation there).
    static func argumentHint(_ function: String, label: String?) -> String? {
        switch (function, label) {
        case ("withAnimation", nil): return "Animation"
        case ("withAnimation", "completionCriteria"): return "AnimationCompletionCriteria"
        // `print`'s items are `Any`: each keeps its own type (`print(on ? 1.5 : 2)` prints 2).
        case ("print", nil): return "Any"
        default: return nil
        }
    }

    /// A global function: `min`, `max`, `abs`, `sin`, `cos`, `withAnimation`, `print` …
    static func function(_ name: String, evaluator ev: Evaluator) -> FunctionValue? {
        if let f = arithmeticFunction(name, evaluator: ev) ?? sequenceFunction(name, evaluator: ev) { return f }
        switch name {
        case "print":
            return builtin(name) { v, labels, at in
                // `separator:` and `terminator:` as Swift's print takes them.
                var items: [String] = [], separator = " ", terminator = "\n"
                for (value, label) in zip(v, labels) {
                    switch label {
                    case "separator": separator = try ev.string(value, at: at)
                    case "terminator": terminator = try ev.string(value, at: at)
                    default: items.append(try ev.describe(value))
                    }
                }
                ev.runtime?.log(items.joined(separator: separator) + terminator)
                return .void
            }
        case "withAnimation":
            return builtin(name) { v, labels, at in
                var animation: Animation? = .default(in: ev.program.version)
                var body: FunctionValue?
                var completion: FunctionValue?
                var removed = false
                for (value, label) in zip(v, labels) {
                    switch (label, value) {
                    case (nil, .animation(let a)): animation = a
                    case (nil, .nil): animation = nil
                    case ("completionCriteria", .enumCase(_, let name, _)): removed = name == "removed"
                    case ("completion", .function(let f)): completion = f
                    case (_, .function(let f)): body = body == nil ? f : body
                    default: break
                    }
                }
                guard let body else { throw RuntimeError(message: "withAnimation needs a closure with the changes to animate", at: at) }
                try ev.runtime.withAnimation(animation, at: at, deferrable: completion == nil) { _ = try ev.invoke(body, [], at: at) }
                if let completion {
                    try ev.runtime.complete(animation, removed: removed) { _ = try ev.invoke(completion, [], at: at) }
                }
                return .void
            }
        // `withTransaction(transaction) { … }`, and iOS 17's `withTransaction(\.disablesAnimations,
        // true) { … }`: as `withAnimation` with the transaction's animation (none when it
        // disables animations; our rule: a view's own `.animation(_:value:)` still animates).
        case "withTransaction":
            return builtin(name) { v, labels, at in
                var animation: Animation?
                var body: FunctionValue?
                for (value, label) in zip(v, labels) {
                    switch (label, value) {
                    case (nil, .object(let t as TransactionObject)): animation = t.disablesAnimations ? nil : (t.animation ?? nil)
                    case (nil, .function(let f)), ("body", .function(let f)): body = f
                    default: break
                    }
                }
                if case .keyPath(let path)? = v.first, v.count >= 2 {
                    guard path == ["animation"] || path == ["disablesAnimations"] else {
                        throw RuntimeError(message: "withTransaction(_:_:_:) sets \\.animation or \\.disablesAnimations here", at: at)
                    }
                    if path == ["animation"], case .animation(let a) = v[1] { animation = a }
                }
                guard let body else { throw RuntimeError(message: "withTransaction needs a closure with the changes", at: at) }
                try ev.runtime.withAnimation(animation, at: at) { _ = try ev.invoke(body, [], at: at) }
                return .void
            }
        case "fatalError":
            return builtin(name) { v, _, at in
                throw RuntimeError(message: "Fatal error" + (try v.first.map { ": " + (try ev.describe($0)) } ?? ""), at: at)
            }
        case "precondition", "assert":
            return builtin(name) { v, _, at in
                if case .bool(false) = v.first { throw RuntimeError(message: "Fatal error: \(name) failed", at: at) }
                return .void
            }
        case "type":
            return builtin(name) { v, _, _ in .type(v.first?.typeName ?? "Void") }
        default: return nil
        }
    }

    /// The operators named as functions and the math functions (nil: not one of them).
    private static func arithmeticFunction(_ name: String, evaluator ev: Evaluator) -> FunctionValue? {
        func math(_ f: @escaping (Double) -> Double) -> FunctionValue {
            builtin(name) { v, _, at in
                guard v.count == 1 else { throw RuntimeError(message: "'\(name)' takes one argument", at: at) }
                return .double(f(try ev.number(v[0], at: at)))
            }
        }
        if let f = Arithmetic.function(name) { return math(f) }
        switch name {
        // An operator named as a function (`sorted(by: >)`, `reduce(0, +)`): the operator itself.
        case "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=":
            return builtin(name) { v, _, at in
                guard v.count == 2 else { throw RuntimeError(message: "operator '\(name)' takes two operands", at: at) }
                return try ev.apply(name, v[0], v[1], at: at)
            }
        case "hypot", "hypotf":
            return builtin(name) { v, _, at in
                guard v.count == 2 else { throw RuntimeError(message: "'\(name)' takes two arguments", at: at) }
                return .double(Foundation.hypot(try ev.number(v[0], at: at), try ev.number(v[1], at: at)))
            }
        case "fmod":
            return builtin(name) { v, _, at in
                guard v.count == 2 else { throw RuntimeError(message: "'fmod' takes two arguments", at: at) }
                return .double(Foundation.fmod(try ev.number(v[0], at: at), try ev.number(v[1], at: at)))
            }
        // Darwin's `arc4random_uniform(n)` (0 ..< n; 0 for 0) and `arc4random()` (32 bits), from
        // the scene's seeded generator, as `Int.random(in:)` is.
        case "arc4random_uniform":
            return builtin(name) { v, _, at in
                guard v.count == 1 else { throw RuntimeError(message: "'arc4random_uniform' takes one argument", at: at) }
                let n = try ev.integer(v[0], at: at)
                guard n >= 0, n <= Int(UInt32.max) else {
                    throw RuntimeError(message: "Fatal error: \(n) is not representable as the UInt32 that arc4random_uniform takes", at: at)
                }
                return .int(n == 0 ? 0 : Int(ev.runtime.random(below: UInt64(n))))
            }
        case "arc4random":
            return builtin(name) { _, _, _ in .int(Int(ev.runtime.randomWord() & 0xFFFF_FFFF)) }
        case "atan2":
            return builtin(name) { v, _, at in .double(Foundation.atan2(try ev.number(v[0], at: at), try ev.number(v[1], at: at))) }
        case "pow":
            return builtin(name) { v, _, at in .double(Foundation.pow(try ev.number(v[0], at: at), try ev.number(v[1], at: at))) }
        case "abs":
            return builtin(name) { v, _, at in
                if case .int(let i) = v.first {
                    return .int(try Arithmetic.at(at) { () throws(Arithmetic.Fault) in try Arithmetic.magnitude(i) })
                }
                return .double(Swift.abs(try ev.number(v.first ?? .void, at: at)))
            }
        case "min", "max":
            return builtin(name) { v, _, at in
                let items: [Value]
                if v.count == 1, case .array(let a) = v[0] { items = a } else { items = v }
                guard var best = items.first else { throw RuntimeError(message: "'\(name)' needs values", at: at) }
                for x in items.dropFirst() {
                    let less = try ev.truth(ev.apply("<", x, best, at: at), at: at)
                    if name == "min" ? less : try ev.truth(ev.apply(">", x, best, at: at), at: at) { best = x }
                    _ = less
                }
                // Swift types every argument alike: one Double makes them all Doubles.
                if items.contains(where: { if case .double = $0 { return true }; return false }), case .int(let i) = best {
                    return .double(Double(i))
                }
                return best
            }
        default: return nil
        }
    }

    /// `zip` and `stride`: the sequences made by a global function (nil: not one of them).
    private static func sequenceFunction(_ name: String, evaluator ev: Evaluator) -> FunctionValue? {
        switch name {
        case "zip":
            return builtin(name) { v, _, at in
                guard v.count == 2 else { throw RuntimeError(message: "zip takes two sequences", at: at) }
                let a = try ev.elements(of: v[0], at: at), b = try ev.elements(of: v[1], at: at)
                return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
            }
        case "stride":
            return builtin(name) { v, labels, at in
                guard v.count == 3 else { throw RuntimeError(message: "stride(from:to:by:) takes three values", at: at) }
                let closed = labels[1] == "through"
                if case .int(let a) = v[0], case .int(let b) = v[1], case .int(let s) = v[2] {
                    if s == 0 { throw RuntimeError(message: "Fatal error: Stride size must not be zero", at: at) }
                    let seq = closed ? Array(Swift.stride(from: a, through: b, by: s)) : Array(Swift.stride(from: a, to: b, by: s))
                    return .array(seq.map(Value.int))
                }
                let a = try ev.number(v[0], at: at), b = try ev.number(v[1], at: at), s = try ev.number(v[2], at: at)
                if s == 0 { throw RuntimeError(message: "Fatal error: Stride size must not be zero", at: at) }
                if Swift.abs((b - a) / s) > 10_000_000 { throw RuntimeError(message: "the stride has more than 10,000,000 steps", at: at) }
                let seq = closed ? Array(Swift.stride(from: a, through: b, by: s)) : Array(Swift.stride(from: a, to: b, by: s))
                return .array(seq.map(Value.double))
            }
        default: return nil
        }
    }
}
