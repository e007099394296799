import Foundation
import Scene

/// Swift's own value types as builtins: numbers, booleans, strings, the geometry structs'
/// `zero`, and `Binding.constant(_:)`.
enum ValueBuiltins {
    static let types: [BuiltinType] = [floatingPoint, integer, bool, string, geometry, binding, characterSet, scanner, set, url,
                                       coordinateSpace]

    /// `.local`, `.global`, `.named(_:)` (and iOS 17's `.scrollView`): where a frame or a
    /// gesture's locations are measured.
    static let coordinateSpace = BuiltinType("CoordinateSpace", "CoordinateSpaceProtocol", statics: [
        .function("named") { use in
            let name = try use.args.required(nil)
            return .enumCase(type: "CoordinateSpace", name: "named", payload: [name])
        },
    ], lookup: { use in
        ["local", "global", "scrollView"].contains(use.name) ? .enumCase(type: "CoordinateSpace", name: use.name, payload: []) : nil
    })

    /// `URL(string:)` (nil for text that is no URL), `URL(fileURLWithPath:)`: values a file can
    /// pass around (an `AsyncImage`'s); nothing is ever read from them here.
    static let url = BuiltinType("URL", statics: [
        .function("init") { use in
            if let v = try use.args.value("string") {
                let s = try use.evaluator.string(v, at: use.at)
                return Foundation.URL(string: s) == nil ? .nil : .object(URLObject(s))
            }
            if let v = try use.args.value("fileURLWithPath") { return .object(URLObject("file://" + (try use.evaluator.string(v, at: use.at)))) }
            return nil
        },
    ])

    /// `Set<T>()`, `Set(sequence)` (`Builtins/SetValues.swift`).
    static let set = BuiltinType("Set", statics: [.function("init") { use in try SetValues.construct(use.args, evaluator: use.evaluator) }])

    /// `Double.pi`, `.infinity`, `.zero`, `.greatestFiniteMagnitude`, `.nan`; `random(in:)`.
    static let floatingPoint = BuiltinType("Double", "CGFloat", "Float", "TimeInterval", "CFTimeInterval", statics: [
        .member("pi") { _ in .double(.pi) },
        .member("infinity") { _ in .double(.infinity) },
        .member("zero") { _ in .double(0) },
        .member("greatestFiniteMagnitude") { _ in .double(.greatestFiniteMagnitude) },
        .member("nan") { _ in .double(.nan) },
        .function("random") { use in try Builtins.random(use.type, use.args, use.evaluator) },
    ])

    /// `Int.max`, `.min`, `.zero`; `random(in:)`.
    static let integer = BuiltinType("Int", statics: [
        .member("max") { _ in .int(.max) },
        .member("min") { _ in .int(.min) },
        .member("zero") { _ in .int(0) },
        .function("random") { use in try Builtins.random("Int", use.args, use.evaluator) },
    ])

    /// `Bool.random()`: the scene's seeded generator.
    static let bool = BuiltinType("Bool", statics: [
        .function("random", [""]) { use in
            _ = try use.bound()
            return .bool(use.evaluator.runtime.random(below: 2) == 1)
        },
    ])

    /// `String.init` as a function value (`.map(String.init)`): a value's description.
    static let string = BuiltinType("String", statics: [
        .member("init") { use in
            let ev = use.evaluator
            return .function(Builtins.builtin("String") { v, _, _ in .string(try ev.describe(v.first ?? .void)) })
        },
    ])

    /// `CGSize.zero`, `CGPoint.zero`, `CGRect.zero`.
    static let geometry = BuiltinType("CGSize", "CGPoint", "CGRect", statics: [
        .member("zero") { use in
            let zero = Expr(.literal(.double(0)), at: 0)
            let labels = use.type == "CGSize" ? ["width", "height"] : use.type == "CGPoint" ? ["x", "y"] : ["x", "y", "width", "height"]
            let args = Args(labels.map { Argument(label: $0, value: zero) }, scope: use.evaluator.program.globals,
                            evaluator: use.evaluator, at: 0, callee: use.type)
            return try Builtins.construct(use.type, args, evaluator: use.evaluator)
        },
    ])

    /// Foundation's named character sets, and `CharacterSet(charactersIn:)`.
    static let characterSet = BuiltinType("CharacterSet", statics: [
        .function("init", ["charactersIn string: String"]) { use in
            let b = try use.bound()
            let scalars = Set(try use.evaluator.string(b.value("string") ?? .string(""), at: b.place("string")).unicodeScalars)
            return .object(CharacterSetObject { scalars.contains($0) })
        },
    ], lookup: { use in CharacterSetObject.named(use.name).map { .object($0) } })

    /// `Scanner(string:)`: a scanner from the string's start.
    static let scanner = BuiltinType("Scanner", statics: [
        .function("init", ["string: String"]) { use in
            let b = try use.bound()
            return .object(ScannerObject(try use.evaluator.string(b.value("string") ?? .string(""), at: b.place("string"))))
        },
    ])

    /// `.constant(value)` where a `Binding` goes: a binding that reads the value and ignores
    /// what is written to it. `Binding(get: { … }, set: { v in … })`: a binding that reads and writes through its
    /// closures.
    static let binding = BuiltinType("Binding", statics: [
        .function("constant") { use in use.args.labels == [nil] ? try use.args.required(nil) : nil },
        .function("init", ["get: @escaping () -> Value, set: @escaping (Value) -> Void"]) { use in
            let b = try use.bound()
            guard case .function(let get)? = try b.value("get"), case .function(let set)? = try b.value("set") else {
                throw RuntimeError(message: "Binding(get:set:) takes two closures", at: use.at)
            }
            return .object(StateBinding(get: get, set: set))
        },
    ])
}
