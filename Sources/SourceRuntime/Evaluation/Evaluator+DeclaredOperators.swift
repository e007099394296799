/// A file's own operator functions: `static func + (lhs: Vector, rhs: Vector) -> Vector` in a
/// type or an extension (of its own type or of `CGPoint`), `static func <` of a `Comparable`
/// type, `static func ==`, or a top-level `func *`. Swift calls the one whose parameters the
/// operands fit; what `Equatable` and `Comparable` derive from `==` and `<` (`!=`, `>`, `<=`,
/// `>=`) follows from them as Swift's default implementations give it. A compound assignment
/// (`+=`) calls the file's own `+=` when it declares one, else its `+`.
extension Evaluator {
    /// The operator's value from the file's own function for these operands, or nil when the
    /// file declares none for them.
    func declaredOperator(_ op: String, _ a: Value, _ b: Value, at: Int) throws -> Value? {
        let (a, b) = try typedImplicitMembers(a, b, at: at)
        if let f = operatorFunction(op, a, b) { return try call(f, a, b, at: at) }
        func holds(_ f: Found, _ x: Value, _ y: Value) throws -> Bool { try truth(call(f, x, y, at: at), at: at) }
        switch op {
        case "!=": if let f = operatorFunction("==", a, b) { return .bool(try !holds(f, a, b)) }
        case ">": if let f = operatorFunction("<", b, a) { return .bool(try holds(f, b, a)) }
        case "<=": if let f = operatorFunction("<", b, a) { return .bool(try !holds(f, b, a)) }
        case ">=": if let f = operatorFunction("<", a, b) { return .bool(try !holds(f, a, b)) }
        default: break
        }
        return nil
    }

    /// `x += v` where the file declares `static func += (lhs: inout T, rhs: U)` for these
    /// operands: the function changes a copy of `x`'s value, which is the new value (nil when
    /// the file declares none, and `x = x + v` is meant).
    func declaredCompound(_ op: String, _ old: Value, _ value: Value, at: Int) throws -> Value? {
        let (old, value) = try typedImplicitMembers(old, value, at: at)
        guard let f = operatorFunction(op, old, value), f.function.parameters.first?.isInout == true else { return nil }
        let box = Box(old)
        let function = FunctionValue(.method(f.function, receiver: nil, program.globals))
        if let type = f.type {
            _ = try inStatics(of: type) { try invoke(function, [old, value], at: at, inoutBoxes: [0: box]) }
        } else {
            _ = try invoke(function, [old, value], at: at, inoutBoxes: [0: box])
        }
        return box.value
    }

    /// An implicit member beside a value of a type (`level < .high`) is that type's member.
    private func typedImplicitMembers(_ a: Value, _ b: Value, at: Int) throws -> (Value, Value) {
        switch (a, b) {
        case (.enumCase("", let n, []), _) where !b.typeName.hasPrefix("."): return (try implicitMember(n, hint: b.typeName, at: at), b)
        case (_, .enumCase("", let n, [])) where !a.typeName.hasPrefix("."): return (a, try implicitMember(n, hint: a.typeName, at: at))
        default: return (a, b)
        }
    }

    /// An operator function found, and the type declaring it (nil: the top level).
    private typealias Found = (function: Function, type: String?)

    /// Calls it where `Self` is the type declaring it.
    private func call(_ f: Found, _ a: Value, _ b: Value, at: Int) throws -> Value {
        let value = FunctionValue(.method(f.function, receiver: nil, program.globals))
        guard let type = f.type else { return try invoke(value, [a, b], at: at) }
        return try inStatics(of: type) { try invoke(value, [a, b], at: at) }
    }

    /// The file's function for `op` that takes these operands: declared in the left operand's
    /// type, the right one's, or at the top level; of several, the one whose parameters'
    /// types are the operands' own (a number fits any number type).
    private func operatorFunction(_ op: String, _ a: Value, _ b: Value) -> Found? {
        var found: [Found] = []
        for type in [a.typeName, b.typeName] where !found.contains(where: { $0.type == type }) {
            if let f = program.structs[type]?.methods[op] ?? program.enums[type]?.methods[op]
                ?? program.typeExtensions[type]?.staticMethods[op] { found += ([f] + f.overloads).map { ($0, type) } }
        }
        if let f = program.functions[op] { found += ([f] + f.overloads).map { ($0, nil) } }
        return found.first { f in
            f.function.parameters.count == 2 && zip(f.function.parameters, [a, b]).allSatisfy { p, v in
                guard case .named(let name, _)? = p.type else { return true }
                if name == v.typeName || name == "Self" && v.typeName == f.type { return true }
                if Self.isFloatingType(name) { return v.asDouble != nil }
                return Builtins.integerTypes.union(["Int"]).contains(name) && { if case .int = v { return true }; return false }()
            }
        }
    }
}
