import Foundation
import Motion
import Scene

extension Builtins {
    /// `string.name(args)`: Swift's string methods (nil: not one of them); a sequence method
    /// runs on its characters, and those that keep a part of it give a string back.
    static func stringMethod(_ s: String, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int,
                             closureArg: () throws -> FunctionValue,
                             invoke: (FunctionValue, [Value]) throws -> Value) throws -> (Value, changed: Value?)? {
        func call(_ f: FunctionValue, _ values: Value...) throws -> Value { try invoke(f, values) }
        switch name {
        case "uppercased": return (.string(s.uppercased()), nil)
        case "lowercased": return (.string(s.lowercased()), nil)
        case "capitalized": return (.string(s.capitalized), nil)
        // `appending(_:)` (Foundation): the string with another after it.
        case "appending": return (.string(s + (try ev.string(args.required(nil), at: at))), nil)
        case "hasPrefix": return (.bool(s.hasPrefix(try ev.string(args.required(nil), at: at))), nil)
        // NSString's `isEqual(to:)` (a string bridged `as AnyObject`), and NSObject's `isEqual(_:)`.
        case "isEqual":
            let other = try args.value("to") ?? args.required(nil)
            if case .string(let o) = other { return (.bool(o == s), nil) }
            return (.bool(false), nil)
        case "starts" where args.labels == ["with"]: return (.bool(s.hasPrefix(try ev.string(args.required("with"), at: at))), nil)
        case "hasSuffix": return (.bool(s.hasSuffix(try ev.string(args.required(nil), at: at))), nil)
        case "contains":
            if isClosure(args) {
                let f = try closureArg()
                return (.bool(try s.contains { try ev.truth(call(f, .character($0)), at: at) }), nil)
            }
            return (.bool(s.contains(try ev.string(args.required(nil), at: at))), nil)
        case "append":
            let more = try ev.string(args.value("contentsOf") ?? args.required(nil), at: at)
            try ev.checkLength(s.utf8.count + more.utf8.count, at: at)
            return (.void, .string(s + more))
        case "split":
            let sep = try ev.string(args.value("separator") ?? args.required(nil), at: at)
            return (.array(s.split(separator: Character(sep.isEmpty ? " " : sep)).map { .string(String($0)) }), nil)
        case "components":
            let sep = try ev.string(args.required("separatedBy"), at: at)
            return (.array(s.components(separatedBy: sep).map(Value.string)), nil)
        case "replacingOccurrences":
            return (.string(s.replacingOccurrences(of: try ev.string(args.required("of"), at: at),
                                                   with: try ev.string(args.required("with"), at: at))), nil)
        case "trimmingCharacters":
            // `trimmingCharacters(in:)`: the set's characters cut from both ends.
            guard case .object(let set as CharacterSetObject) = try args.required("in", hint: "CharacterSet") else {
                throw RuntimeError(message: "trimmingCharacters(in:) takes a CharacterSet", at: args.place("in"))
            }
            let kept = s.drop { set.containsAll($0) }
            return (.string(String(kept.reversed().drop { set.containsAll($0) }.reversed())), nil)
        case "reversed": return (.array(s.reversed().map(Value.character)), nil)
        case "map", "filter", "enumerated", "prefix", "suffix", "dropFirst", "dropLast", "shuffled", "randomElement",
             "first", "firstIndex", "allSatisfy", "forEach", "reduce", "compactMap", "sorted":
            let (r, _) = try method(.array(s.map(Value.character)), name, args, evaluator: ev, at: at)
            if ["prefix", "suffix", "dropFirst", "dropLast", "filter"].contains(name), case .array(let a) = r {
                return (.string(try a.map { try ev.string($0, at: at) }.joined()), nil)
            }
            return (r, nil)
        default: return nil
        }
    }
}
