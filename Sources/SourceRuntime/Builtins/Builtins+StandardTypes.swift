import Foundation
import Motion
import Scene

extension Builtins {
    /// `TypeName(…)` for Swift's standard types: numbers, strings, characters, booleans,
    /// arrays, optionals, UUIDs (nil: none of them).
    /// `Int(x)` (and a fixed-width integer's): a whole number from an integer, a finite
    /// Double (truncated), or a string (nil when it is not one; `radix:` as Swift reads it).
    private static func integer(_ name: String, _ args: Args) throws -> Value {
        let v = try args.required(nil)
        switch v {
        case .int: return v
        case .double(let d):
            guard d.isFinite, Swift.abs(d) < 9.2e18 else {
                throw RuntimeError(message: "Fatal error: Double value cannot be converted to \(name) because it is either infinite or NaN", at: args.at)
            }
            return .int(Int(d))
        case .string(let s):
            let radix = try args.value("radix").map { try args.evaluator.integer($0, at: args.place("radix")) } ?? 10
            guard (2...36).contains(radix) else { throw RuntimeError(message: "Fatal error: Radix not in range 2...36", at: args.place("radix")) }
            return Int(s, radix: radix).map(Value.int) ?? .nil
        default: throw RuntimeError(message: "no exact matches in call to initializer of '\(name)' with '\(v.typeName)'", at: args.at)
        }
    }

    /// `Double(v)` (or `CGFloat(v)`, …) of one unlabelled argument's value.
    static func floating(_ name: String, _ v: Value, at: Int) throws -> Value {
        switch v {
        case .int(let i): return .double(Double(i))
        case .double: return v
        case .string(let s): return Double(s).map(Value.double) ?? .nil
        default: throw RuntimeError(message: "no exact matches in call to initializer of '\(name)' with '\(v.typeName)'", at: at)
        }
    }

    static func standardValue(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "Double", "CGFloat", "Float", "TimeInterval", "CFTimeInterval":
            return try floating(name, args.required(nil), at: args.at)
        case "Int":
            return try integer(name, args)
        case _ where Builtins.integerTypes.contains(name):
            // `UInt64()` is 0; a value the type cannot hold traps, as Swift's conversion does.
            if args.count == 0 { return .int(0) }
            let v = try integer(name, args)
            if case .int(let i) = v, i < 0, name.hasPrefix("U") {
                throw RuntimeError(message: "Fatal error: Negative value is not representable", at: args.at)
            }
            return v
        case "String":
            if let v = try args.value("describing") { return .string(try ev.describe(v)) }
            if let v = try args.value("repeating") {
                let n = try ev.integer(args.required("count"), at: args.at)
                guard n >= 0 && n <= 1_000_000 else { throw RuntimeError(message: "String(repeating:count:) count out of range", at: args.at) }
                return .string(String(repeating: try ev.string(v, at: args.at), count: n))
            }
            let v = try args.required(nil)
            if let radix = try args.value("radix") {
                // `String(_:radix:)`: an integer's digits in that base (2…36, as Swift's precondition).
                let r = try ev.integer(radix, at: args.place("radix")), i = try ev.integer(v, at: args.place(nil))
                guard (2...36).contains(r) else { throw RuntimeError(message: "Fatal error: Radix must be between 2 and 36", at: args.place("radix")) }
                return .string(String(i, radix: r))
            }
            switch v {
            case .array(let items): return .string(try items.map { try ev.string($0, at: args.at) }.joined())
            default: return .string(try ev.describe(v))
            }
        case "Character":
            let s = try ev.string(args.required(nil), at: args.at)
            guard s.count == 1, let c = s.first else { throw RuntimeError(message: "cannot make a Character of \"\(s)\"", at: args.at) }
            return .character(c)
        case "Bool":
            return try args.required(nil)
        case "Array":
            if let v = try args.value("repeating") {
                let n = try ev.integer(args.required("count"), at: args.at)
                guard n >= 0 && n <= 1_000_000 else { throw RuntimeError(message: "Array(repeating:count:) count out of range", at: args.at) }
                return .array(Array(repeating: v, count: n))
            }
            guard let v = try args.value(nil) else { return .array([]) }
            return .array(try ev.elements(of: v, at: args.at))
        // `Optional(x)`: the value, wrapped (an optional here is its value or nil).
        case "Optional" where args.count == 1 && args.labels == [nil]: return try args.required(nil)
        case "UUID":
            return .object(UUIDObject(ev.runtime.nextUUID()))
        default: return nil
        }
    }
}
