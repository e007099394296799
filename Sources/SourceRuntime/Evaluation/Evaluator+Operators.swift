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
    func binary(_ op: Operator, _ l: Expr, _ r: Expr, _ scope: Scope, at: Int, hint: String? = nil) throws -> Value {
        switch op.code {
        case .and: return .bool(try truth(eval(l, scope), at: l.at) && truth(eval(r, scope), at: r.at))
        case .or: return .bool(try truth(eval(l, scope), at: l.at) || truth(eval(r, scope), at: r.at))
        case .coalesce:
            let a = try eval(l, scope, hint: hint)
            if case .nil = a { return try eval(r, scope, hint: hint) }
            return a
        default: break
        }
        var operands = op.isArithmetic && hint.map(Self.isFloatingType) == true ? hint : nil
        if operands == nil, Operator.floatingOperands(op, l, r) { operands = "Double" }
        let a = try eval(l, scope, hint: operands)
        let b: Value
        if operands == nil, case .double = a { b = try eval(r, scope, hint: "Double") } else { b = try eval(r, scope, hint: operands) }
        return try combine(op, a, b, at: at, left: l.at, right: r.at)
    }

    /// `a op b` of two evaluated operands (at `left` and `right`).
    func combine(_ op: Operator, _ a: Value, _ b: Value, at: Int, left: Int, right: Int) throws -> Value {
        var (a, b) = (a, b)
        let arithmetic = op.isArithmetic
        // An implicit member on one side takes the other side's type (`x == .trailing`).
        if case .enumCase("", let name, _) = b { b = try implicitMember(name, hint: a.typeName, at: right) }
        if case .enumCase("", let name, _) = a { a = try implicitMember(name, hint: b.typeName, at: left) }
        // `2 * .pi`: `Int` has no such member, so Swift types the literal as the `Double` whose
        // member it is.
        if arithmetic, case .int(let i) = a, case .enumCase("", let name, _) = b,
           case .double(let d) = try implicitMember(name, hint: "Double", at: right) { (a, b) = (.double(Double(i)), .double(d)) }
        if arithmetic, case .int(let i) = b, case .enumCase("", let name, _) = a,
           case .double(let d) = try implicitMember(name, hint: "Double", at: left) { (a, b) = (.double(d), .double(Double(i))) }
        return try apply(op, a, b, at: at)
    }

    /// An operator given by its spelling (`sorted(by: <)`, `x += 1`).
    func apply(_ op: String, _ a: Value, _ b: Value, at: Int) throws -> Value {
        try apply(Operator(op), a, b, at: at)
    }

    /// `-v`, `!v`, `+v`.
    func prefix(_ op: String, _ v: Value, at: Int) throws -> Value {
        switch op {
        case "-":
            if let n = try Arithmetic.at(at, { () throws(Arithmetic.Fault) in try Arithmetic.negated(v) }) { return n }
        case "!": if case .bool(let b) = v { return .bool(!b) }
        case "+": return v
        default: break
        }
        throw RuntimeError(message: "unary operator '\(op)' cannot be applied to an operand of type '\(v.typeName)'", at: at)
    }

    func apply(_ op: Operator, _ a: Value, _ b: Value, at: Int) throws -> Value {
        // Numbers first, by the operator's code: `Arithmetic` is Swift's meaning of each.
        if let v = try Arithmetic.at(at, { () throws(Arithmetic.Fault) in try Arithmetic.numbers(op.code, a, b) }) { return v }
        if program.declaresOperators, let v = try declaredOperator(op.spelling, a, b, at: at) { return v }
        switch op.spelling {
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
        case (.enumCase(let t, let x, []), .enumCase(let u, let y, [])) where t == u || t.isEmpty || u.isEmpty:
            // A `Comparable` enum without payloads: its cases in the order they are declared.
            guard let order = caseOrder(t.isEmpty ? u : t), let i = order.firstIndex(of: x), let j = order.firstIndex(of: y) else { break }
            if let holds = Self.compared(op.spelling, i, j) { return .bool(holds) }
        case (.string(let x), .string(let y)):
            if let holds = Self.compared(op.spelling, x, y) { return .bool(holds) }
        default: break
        }
        throw RuntimeError(message: "binary operator '\(op)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'", at: at)
    }

    /// `x op y` for an ordering operator, or nil for another operator.
    static func compared<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool? {
        switch op {
        case "<": return x < y
        case ">": return x > y
        case "<=": return x <= y
        case ">=": return x >= y
        default: return nil
        }
    }

    /// The cases of a `Comparable` enum, in order: a file's enum that says it conforms (Swift
    /// orders the cases of such an enum as they are declared), or a builtin one.
    func caseOrder(_ type: String) -> [String]? {
        // (One that declares its own `<` has it called first: `declaredOperator`.)
        if let decl = program.enums[type] { return decl.conformances.contains("Comparable") ? decl.cases.map(\.name) : nil }
        return Builtins.orderedCases[type]
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
