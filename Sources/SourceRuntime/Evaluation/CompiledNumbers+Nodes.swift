/// The nodes of the compiled form (see `CompiledNumber`): each runs in the evaluator and over an
/// item's frame, by the same rule, calling the same code (`Arithmetic` for numbers).

final class IntegerLiteral: CompiledNumber {
    let int: Value, double: Value
    init(_ i: Int, at: Int) { int = .int(i); double = .double(Double(i)); super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value { floating ? double : int }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { floating ? double : int }
    override var hintSensitive: Bool { true }
}

/// A literal whose type no context changes (`2.5`, `true`, `"a"`, `nil`).
final class Fixed: CompiledNumber {
    let v: Value
    init(_ v: Value, at: Int) { self.v = v; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value { v }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { v }
}

/// A name, looked up as the evaluator looks it up (a frame's names are its slots and state).
final class NameRead: CompiledNumber {
    let name: String, mayBeLocal: Bool
    init(_ name: String, mayBeLocal: Bool, at: Int) { self.name = name; self.mayBeLocal = mayBeLocal; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.lookup(name, scope, inScopes: mayBeLocal, at: at)
    }
}

/// `base.name`: any member in the evaluator; over a frame, a stored field of a struct value or
/// a tuple's element by label or position.
final class MemberRead: CompiledNumber {
    let base: CompiledNumber, name: String
    init(_ base: CompiledNumber, _ name: String, at: Int) { self.base = base; self.name = name; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.member(base.run(ev, scope, false), name, at: at)
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        switch try base.value(f, false) {
        case .instance(let s):
            if let x = s.fields[name] { return x }
        case .tuple(let items, let labels):
            if let i = labels.firstIndex(where: { $0 == name }), i < items.count { return items[i] }
            if let i = Int(name), i >= 0, i < items.count { return items[i] }
        default: break
        }
        throw LiveBailout()
    }
}

final class Operation: CompiledNumber {
    let op: Operator, l: CompiledNumber, r: CompiledNumber, left: Int, right: Int
    let arithmetic: Bool, floatingOperands: Bool
    init(_ op: Operator, _ l: CompiledNumber, _ r: CompiledNumber, floatingOperands: Bool, left: Int, right: Int, at: Int) {
        self.op = op; self.l = l; self.r = r; self.left = left; self.right = right
        arithmetic = op.isArithmetic
        self.floatingOperands = floatingOperands
        super.init(at: at)
    }
    override var hintSensitive: Bool { arithmetic && !floatingOperands && (l.hintSensitive || r.hintSensitive) }

    // As `Evaluator.binary`: an arithmetic operator's operands take the floating type the
    // context wants, or a floating literal among them gives; else the right side takes a
    // Double's type from the left.
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        let operands = (floating && arithmetic) || floatingOperands
        let a = try l.run(ev, scope, operands)
        let b = try r.run(ev, scope, operands || a.isDouble)
        if let v = try Arithmetic.at(at, { () throws(Arithmetic.Fault) in try Arithmetic.numbers(op.code, a, b) }) { return v }
        return try ev.charged(ev.combine(op, a, b, at: at, left: left, right: right), at: at)
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        let operands = (floating && arithmetic) || floatingOperands
        let a = try l.value(f, operands)
        let b = try r.value(f, operands || a.isDouble)
        do throws(Arithmetic.Fault) {
            if let v = try Arithmetic.numbers(op.code, a, b) { return v }
        } catch { throw LiveBailout() }
        // An implicit member takes the other side's type in `combine`, which looks it up.
        if case .enumCase("", _, _) = a { throw LiveBailout() }
        if case .enumCase("", _, _) = b { throw LiveBailout() }
        do { return try f.evaluator.apply(op, a, b, at: at) } catch { throw LiveBailout() }
    }
}

/// `&&` and `||` (each side a Bool, the right one only when needed), `??`.
final class Logic: CompiledNumber {
    let op: Operator.Code, l: CompiledNumber, r: CompiledNumber, left: Int, right: Int
    init(_ op: Operator.Code, _ l: CompiledNumber, _ r: CompiledNumber, left: Int, right: Int, at: Int) {
        self.op = op; self.l = l; self.r = r; self.left = left; self.right = right
        super.init(at: at)
    }
    override var hintSensitive: Bool { op == .coalesce && (l.hintSensitive || r.hintSensitive) }

    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        switch op {
        case .and: return .bool(try ev.truth(l.run(ev, scope, false), at: left) && ev.truth(r.run(ev, scope, false), at: right))
        case .or: return .bool(try ev.truth(l.run(ev, scope, false), at: left) || ev.truth(r.run(ev, scope, false), at: right))
        default:
            let a = try l.run(ev, scope, floating)
            if case .nil = a { return try r.run(ev, scope, floating) }
            return a
        }
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        switch op {
        case .and: return .bool(try liveTruth(l.value(f, false)) && liveTruth(r.value(f, false)))
        case .or: return .bool(try liveTruth(l.value(f, false)) || liveTruth(r.value(f, false)))
        default:
            let a = try l.value(f, floating)
            if case .nil = a { return try r.value(f, floating) }
            return a
        }
    }
}

/// `-x`, `+x`, `!x`: `Evaluator.prefix`.
final class Sign: CompiledNumber {
    let op: String, operand: CompiledNumber
    init(_ op: String, _ operand: CompiledNumber, at: Int) { self.op = op; self.operand = operand; super.init(at: at) }
    override var hintSensitive: Bool { operand.hintSensitive }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.prefix(op, operand.run(ev, scope, floating), at: at)
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        do { return try f.evaluator.prefix(op, operand.value(f, floating), at: at) } catch { throw LiveBailout() }
    }
}

final class Choice: CompiledNumber {
    let test: CompiledNumber, yes: CompiledNumber, no: CompiledNumber, testAt: Int, floatingBranches: Bool
    init(_ test: CompiledNumber, _ yes: CompiledNumber, _ no: CompiledNumber, floatingBranches: Bool, testAt: Int, at: Int) {
        self.test = test; self.yes = yes; self.no = no; self.testAt = testAt; self.floatingBranches = floatingBranches
        super.init(at: at)
    }
    override var hintSensitive: Bool { !floatingBranches && (yes.hintSensitive || no.hintSensitive) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        let branches = floating || floatingBranches
        return try ev.truth(test.run(ev, scope, false), at: testAt) ? yes.run(ev, scope, branches) : no.run(ev, scope, branches)
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        let branches = floating || floatingBranches
        return try liveTruth(test.value(f, false)) ? yes.value(f, branches) : no.value(f, branches)
    }
}

/// `base[index]`: in the evaluator, an array state's element as `Evaluator.stateElement` reads
/// it, else the element `subscriptValue` gives; over a frame, an array's element (a state's
/// element is an `ElementRead`).
final class Subscripted: CompiledNumber {
    let baseExpr: Expr, base: CompiledNumber, index: CompiledNumber
    init(_ baseExpr: Expr, _ base: CompiledNumber, _ index: CompiledNumber, at: Int) {
        self.baseExpr = baseExpr; self.base = base; self.index = index
        super.init(at: at)
    }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        if let v = try ev.stateElement(baseExpr, scope, at: at, index: { try index.run(ev, scope, false) }) { return v }
        let b = try base.run(ev, scope, false)
        return try ev.subscriptValue(b, [index.run(ev, scope, false)], labels: [nil], at: at)
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        guard case .array(let items) = try base.value(f, false), case .int(let i) = try index.value(f, false), i >= 0, i < items.count else { throw LiveBailout() }
        return items[i]
    }
}

/// `try`/`await` before an expression.
final class Passing: CompiledNumber {
    let inner: CompiledNumber
    init(_ inner: CompiledNumber, at: Int) { self.inner = inner; super.init(at: at) }
    override var hintSensitive: Bool { inner.hintSensitive }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value { try inner.run(ev, scope, floating) }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { try inner.value(f, floating) }
}

/// A call of a bare name is the runtime's only from a receiver whose members are all the
/// file's (see `Evaluator.builtinCall`); from another (a UIKit subclass's method, whose `self`
/// may have a method of that name), the evaluator makes the call. (An item's frame is a
/// view's.)
@inline(__always)
private func builtinReachable(_ scope: Scope) -> Bool {
    switch scope.receiver {
    case nil, .view?: return true
    case .value(let box)?:
        switch box.value {
        case .instance, .enumCase: return true
        default: return false
        }
    }
}

/// `sin(x)`, `sqrt(x)`, …: the function `Arithmetic.function` gives, of the number
/// `Evaluator.number` makes of the argument.
final class MathCall: CompiledNumber {
    let name: String, f: (Double) -> Double, argument: CompiledNumber
    unowned let call: Expr
    init(_ name: String, _ f: @escaping (Double) -> Double, _ argument: CompiledNumber, call: Expr, at: Int) {
        self.name = name; self.f = f; self.argument = argument; self.call = call
        super.init(at: at)
    }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        guard builtinReachable(scope) else { return try ev.evalCall(call, scope) }
        try ev.checkStack(at: at)
        return .double(f(try ev.number(argument.run(ev, scope, false), at: at)))
    }
    override func value(_ frame: LiveFrame, _ floating: Bool) throws -> Value {
        .double(f(try liveNumber(argument.value(frame, false))))
    }
}

/// `Double(x)`, `CGFloat(x)`, `Float(x)`, `TimeInterval(x)`: `Builtins.floating`.
final class NumberConversion: CompiledNumber {
    let name: String, argument: CompiledNumber
    unowned let call: Expr
    init(_ name: String, _ argument: CompiledNumber, call: Expr, at: Int) {
        self.name = name; self.argument = argument; self.call = call
        super.init(at: at)
    }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        guard builtinReachable(scope) else { return try ev.evalCall(call, scope) }
        try ev.checkStack(at: at)
        return try ev.charged(Builtins.floating(name, argument.run(ev, scope, false), at: at), at: at)
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        .double(try liveNumber(argument.value(f, false)))
    }
}

extension Value {
    @inline(__always) var isDouble: Bool {
        if case .double = self { return true }
        return false
    }
}
