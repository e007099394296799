import Foundation

/// Values as text: a string literal's interpolation, and Swift's descriptions of values
/// (`print`, `"\(v)"`, `String(describing:)`).
extension Evaluator {
    /// A string literal's interpolation. Where a `LocalizedStringKey` is expected
    /// (`Text("share \(x)")`), a floating-point value is formatted by its format specifier,
    /// `%lf` (six decimals; a Float's `%f` prints the same), integers by `%lld`, a `Text` by its
    /// string, a value with a `specifier:` by it; anywhere else, Swift's description.
    func interpolate(_ parts: [InterpolationPart], _ scope: Scope, key: Bool) throws -> String {
        var s = ""
        for part in parts {
            switch part {
            case .text(let t): s += t
            case .value(let x):
                let v = try eval(x, scope)
                if key, case .double(let d) = v { s += String(format: "%lf", d) }
                // `Text("\(Text("😊"))")`: a key's interpolation of a text is its string.
                else if key, case .view(let view) = v, case .text(let t) = view.content { s += t }
                else { s += try describe(v) }
            case .specified(let x, let spec):
                // `LocalizedStringKey`'s `appendInterpolation(_:specifier:)`; a `String` has none.
                guard key else { throw RuntimeError(message: "extra argument 'specifier' in call (a String's interpolation takes no specifier; a Text's does)", at: spec.at) }
                let v = try eval(x, scope)
                s += try FormatSpecifier.format(string(eval(spec, scope, hint: "String"), at: spec.at), v, at: spec.at)
            }
        }
        return s
    }

    /// `"\(v)"`: Swift's description of a value.
    func describe(_ v: Value) throws -> String {
        switch v {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .int(let i): return String(i)
        case .double(let d): return Self.swiftDescription(d)
        case .bool(let b): return b ? "true" : "false"
        case .nil: return "nil"
        case .void: return "()"
        case .array(let items): return "[" + (try items.map { try debugDescribe($0) }).joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            return "(" + (try zip(items, labels).map { (v, l) in (l.map { "\($0): " } ?? "") + (try debugDescribe(v)) }).joined(separator: ", ") + ")"
        case .enumCase(_, let name, let payload):
            return payload.isEmpty ? name : name + "(" + (try payload.map(debugDescribe)).joined(separator: ", ") + ")"
        case .instance where SetValues.elements(v) != nil: return try describe(.array(SetValues.elements(v) ?? []))
        case .instance(let s):
            let fields = try s.type.stored.compactMap { p in try s.fields[p.name].map { "\(p.name): \(try debugDescribe($0))" } }
            return "\(s.type.name)(\(fields.joined(separator: ", ")))"
        case .range(let l, let u, let c): return "\(l)\(c ? "..." : "..<")\(u)"
        // Foundation's own text for a date (`2001-01-01 00:00:00 +0000`).
        case .object(let d as DateObject): return Date(timeIntervalSinceReferenceDate: d.seconds).description
        default: return v.typeName
        }
    }

    func debugDescribe(_ v: Value) throws -> String {
        switch v {
        case .string(let s): return "\"\(s)\""
        case .character(let c): return "\"\(c)\""
        default: return try describe(v)
        }
    }

    /// A Double as Swift prints it (`1.0`, `0.1`, `1e-05`).
    static func swiftDescription(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded(), abs(d) < 1e16 { return String(format: "%.1f", d) }
        return "\(d)"
    }
}

/// Raised by `x?` on nil; caught at the end of the optional chain.
struct OptionalChainNil: Error {
}
