import Foundation

extension Value {
    var asDouble: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}

extension Evaluator {
    /// `hint`: the type the context wants. Swift types an arithmetic operator's literal
    /// operands by the result its context wants (`let d: Double = 1/2` divides two Doubles);
    /// a comparison's result is a Bool whatever its operands.
    func binary(_ op: String, _ l: Expr, _ r: Expr, _ scope: Scope, at: Int, hint: String? = nil) throws -> Value {
        // A one-character operator, by its byte (0 for the others): the common arithmetic is
        // told apart without comparing strings.
        let utf8 = op.utf8
        let single = utf8.count == 1 ? utf8.first ?? 0 : 0
        if single == 0 {
            switch op {
            case "&&": return .bool(try truth(eval(l, scope), at: l.at) && truth(eval(r, scope), at: r.at))
            case "||": return .bool(try truth(eval(l, scope), at: l.at) || truth(eval(r, scope), at: r.at))
            case "??":
                let a = try eval(l, scope, hint: hint)
                if case .nil = a { return try eval(r, scope, hint: hint) }
                return a
            default: break
            }
        }
        let arithmetic = single == UInt8(ascii: "+") || single == UInt8(ascii: "-") || single == UInt8(ascii: "*")
            || single == UInt8(ascii: "/") || single == UInt8(ascii: "%")
        let operands = arithmetic && hint.map(Self.isFloatingType) == true ? hint : nil
        var a = try eval(l, scope, hint: operands)
        var b: Value
        if operands == nil, case .double = a { b = try eval(r, scope, hint: "Double") } else { b = try eval(r, scope, hint: operands) }
        // Two doubles: the arithmetic and comparisons `apply` gives them, without its search.
        if single != 0, case .double(let x) = a, case .double(let y) = b {
            switch single {
            case UInt8(ascii: "+"): return .double(x + y)
            case UInt8(ascii: "-"): return .double(x - y)
            case UInt8(ascii: "*"): return .double(x * y)
            case UInt8(ascii: "/"): return .double(x / y)
            case UInt8(ascii: "<"): return .bool(x < y)
            case UInt8(ascii: ">"): return .bool(x > y)
            default: break
            }
        }
        // An implicit member on one side takes the other side's type (`x == .trailing`).
        if case .enumCase("", let name, _) = b { b = try implicitMember(name, hint: a.typeName, at: r.at) }
        if case .enumCase("", let name, _) = a { a = try implicitMember(name, hint: b.typeName, at: l.at) }
        // `2 * .pi`: `Int` has no such member, so Swift types the literal as the `Double` whose
        // member it is.
        if arithmetic, case .int(let i) = a, case .enumCase("", let name, _) = b,
           case .double(let d) = try implicitMember(name, hint: "Double", at: r.at) { (a, b) = (.double(Double(i)), .double(d)) }
        if arithmetic, case .int(let i) = b, case .enumCase("", let name, _) = a,
           case .double(let d) = try implicitMember(name, hint: "Double", at: l.at) { (a, b) = (.double(d), .double(Double(i))) }
        return try apply(op, a, b, at: at)
    }

    /// `Int`'s one-byte operators: arithmetic trapping on overflow and division by zero, as
    /// Swift's, and order (nil: another operator).
    private func integer(_ op: UInt8, _ x: Int, _ y: Int, at: Int) throws -> Value? {
        switch op {
        case UInt8(ascii: "+"): return try checked(x.addingReportingOverflow(y), at: at)
        case UInt8(ascii: "-"): return try checked(x.subtractingReportingOverflow(y), at: at)
        case UInt8(ascii: "*"): return try checked(x.multipliedReportingOverflow(by: y), at: at)
        case UInt8(ascii: "/"):
            if y == 0 { throw RuntimeError(message: "Fatal error: Division by zero", at: at) }
            return try checked(x.dividedReportingOverflow(by: y), at: at)
        case UInt8(ascii: "%"):
            if y == 0 { throw RuntimeError(message: "Fatal error: Division by zero in remainder operation", at: at) }
            return try checked(x.remainderReportingOverflow(dividingBy: y), at: at)
        case UInt8(ascii: "<"): return .bool(x < y)
        case UInt8(ascii: ">"): return .bool(x > y)
        case UInt8(ascii: "&"): return .int(x & y)
        case UInt8(ascii: "|"): return .int(x | y)
        case UInt8(ascii: "^"): return .int(x ^ y)
        default: return nil
        }
    }

    /// The operators whose result has their operands' type.
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]

    func apply(_ op: String, _ a: Value, _ b: Value, at: Int) throws -> Value {
        // Integer arithmetic and order by the operator's one byte, before any string is compared.
        if case .int(let x) = a, case .int(let y) = b, op.utf8.count == 1, let v = try integer(op.utf8.first ?? 0, x, y, at: at) {
            return v
        }
        switch op {
        case "==": return .bool(try equal(a, b, at: at))
        case "!=": return .bool(try !equal(a, b, at: at))
        // Identity of class objects (`===`, `!==`); nil is identical only to nil.
        case "===", "!==":
            let same: Bool
            switch (a, b) {
            case (.object(let x), .object(let y)): same = x === y
            case (.nil, .nil): same = true
            case (.object, .nil), (.nil, .object): same = false
            default:
                throw RuntimeError(message: "binary operator '\(op)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'", at: at)
            }
            return .bool(op == "===" ? same : !same)
        case "..<", "...":
            let closed = op == "..."
            if case .int(let x) = a, case .int(let y) = b {
                if closed ? y < x : y < x { throw RuntimeError(message: "Fatal error: Range requires lowerBound <= upperBound", at: at) }
                return .range(lower: x, upper: y, closed: closed)
            }
            if let x = a.asDouble, let y = b.asDouble {
                // Swift's precondition: a NaN bound fails it too.
                guard x <= y else { throw RuntimeError(message: "Fatal error: Range requires lowerBound <= upperBound", at: at) }
                return .doubleRange(lower: x, upper: y, closed: closed)
            }
        default: break
        }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            switch op {
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            case "<<": return .int(x << y)
            case ">>": return .int(x >> y)
            default: break
            }
        case (.string(let x), _) where op == "+":
            if case .string(let y) = b {
                try checkLength(x.utf8.count + y.utf8.count, at: at)
                return .string(x + y)
            }
            if case .character(let y) = b { return .string(x + String(y)) }
        case (.character(let x), .string(let y)) where op == "+": return .string(String(x) + y)
        case (.character(let x), .character(let y)) where op == "+": return .string(String(x) + String(y))
        case (.array(let x), .array(let y)) where op == "+":
            try checkSize(x.count + y.count, at: at)
            try chargeCopy(x.count + y.count, at: at)
            return .array(x + y)
        case (.object(let x as AttributedStringObject), .object(let y as AttributedStringObject)) where op == "+":
            try checkLength(x.text.utf8.count + y.text.utf8.count, at: at)
            return .object(x + y)
        case (.view(let x), .view(let y)) where op == "+":
            if let joined = TextRuns.concatenate(x, y) { return .view(joined) }
        case (.string(let x), .string(let y)):
            switch op {
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: break
            }
        default: break
        }
        if let x = a.asDouble, let y = b.asDouble {
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": return .double(x.truncatingRemainder(dividingBy: y))
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: break
            }
        }
        throw RuntimeError(message: "binary operator '\(op)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'", at: at)
    }

    private func checked(_ r: (partialValue: Int, overflow: Bool), at: Int) throws -> Value {
        if r.overflow { throw RuntimeError(message: "Fatal error: arithmetic overflow", at: at) }
        return .int(r.partialValue)
    }

    /// The most elements a range may have to be walked as a sequence (a loop over a longer
    /// range runs lazily, under the step budget).
    static let maximumElements = 10_000_000

    /// Refuses a string past what a scene can hold (a doubling loop would exhaust memory
    /// before the step budget).
    func checkLength(_ bytes: Int, at: Int) throws {
        if bytes > 10_000_000 { throw RuntimeError(message: "a string grew past 10,000,000 bytes", at: at) }
    }

    func equal(_ a: Value, _ b: Value, at: Int) throws -> Bool {
        switch (a, b) {
        case (.enumCase("", let n, let p), .enumCase(_, let m, let q)), (.enumCase(_, let m, let q), .enumCase("", let n, let p)):
            return n == m && p == q
        case (.enumCase("", let n, _), _): return try implicitMember(n, hint: b.typeName, at: at) == b
        case (_, .enumCase("", let n, _)): return try implicitMember(n, hint: a.typeName, at: at) == a
        default: return a == b
        }
    }

    /// The elements a `for`-`in` or `ForEach` walks.
    func elements(of v: Value, at: Int) throws -> [Value] {
        switch v {
        case .array(let items): return items
        case .range(let l, let u, let closed):
            let (count, overflow) = u.subtractingReportingOverflow(l)
            if overflow || count > Self.maximumElements {
                throw RuntimeError(message: "the range \(l)\(closed ? "..." : "..<")\(u) has more than \(Self.maximumElements.formatted()) elements", at: at)
            }
            return (closed ? Array(l...u) : Array(l..<u)).map(Value.int)
        case .string(let s): return s.map(Value.character)
        case .dictionary(let entries): return entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        case .object(let o as ValueSequence): return o.items
        case .instance where SetValues.elements(v) != nil: return SetValues.elements(v) ?? []
        default: throw RuntimeError(message: "for-in loop requires '\(v.typeName)' to conform to 'Sequence'", at: at)
        }
    }

    /// `value` as a declared type: a literal `10` declared `Double` is `10.0`, an implicit member
    /// is looked up in the type.
    func convert(_ value: Value, to type: TypeRef, at: Int) throws -> Value {
        switch (type, value) {
        case (.optional(let wrapped), _):
            if case .nil = value { return .nil }
            return try convert(value, to: wrapped, at: at)
        case (.named(let name, _), .int(let i)) where Self.isFloatingType(name): return .double(Double(i))
        case (.named(let name, _), .enumCase("", let member, _)): return try implicitMember(member, hint: name, at: at)
        case (.named("String", _), .character(let c)): return .string(String(c))
        case (.named("AttributedString", _), .string(let s)): return .object(AttributedStringObject(text: s))
        case (.named("Character", _), .string(let s)) where s.count == 1: return .character(s.first!)
        case (.array(let element), .array(let items)): return .array(try items.map { try convert($0, to: element, at: at) })
        // `let s: Set<Int> = [1, 2]`: an array literal where a set goes.
        case (.named("Set", let args), .array(let items)):
            return try SetValues.make(args.first.map { t in try items.map { try convert($0, to: t, at: at) } } ?? items, evaluator: self)
        case (.named("Array", let args), .array(let items)) where args.count == 1:
            return .array(try items.map { try convert($0, to: args[0], at: at) })
        case (.tuple(let parts), .tuple(let items, _)) where parts.count == items.count:
            return .tuple(try zip(parts, items).map { try convert($1, to: $0.1, at: at) }, labels: parts.map(\.0))
        default: return value
        }
    }
}
