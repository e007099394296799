/// The compiled form of an expression of numbers (`5 * sin(t * 3 + Double(i) * 0.2)`): made
/// once, at its first evaluation, from the syntax tree, then run without the evaluator's walk
/// over it. Its leaves are literals, names, members, elements (`xs[i]`) and calls of the math
/// functions and of `Double(_:)`; its inner nodes operators and ternaries. Anything else is not compiled, and the
/// whole expression is evaluated as before.
///
/// Each node does what `Evaluator.eval` does for its kind and calls the same code for it: names
/// and members go through `lookup` and `member` (state reads are noted there), operators
/// through `Arithmetic` and `combine`, functions through `Arithmetic.function`; it takes the
/// same step as the evaluator, at the same place. So the values, errors and budgets are the
/// evaluator's; only the work of finding each time what the syntax means is gone.
/// The one input a context gives is `floating`: whether the type wanted is a floating-point
/// one, which makes an integer literal a `Double` (the evaluator's hint, as Swift types it).
class CompiledNumber {
    let at: Int
    init(at: Int) { self.at = at }

    /// The value, after taking its step.
    @inline(__always)
    final func run(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.tick(at)
        return try value(ev, scope, floating)
    }

    /// The value without the step (the evaluator took it for the expression compiled).
    func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value { .void }

    /// The compiled form of `e`, or nil when some part of it is not an expression of numbers.
    static func compile(_ e: Expr, _ program: Program) -> CompiledNumber? {
        switch e.kind {
        case .literal(.int(let i)): return IntegerLiteral(i, at: e.at)
        case .literal(let v):
            guard case .double = v else { return nil }
            return Fixed(v, at: e.at)
        case .name(let n):
            return NameRead(n, mayBeLocal: n.hasPrefix("$") || program.localNames.contains(n), at: e.at)
        case .member(let base?, let n):
            guard !Evaluator.isImplicitChain(base), let b = compile(base, program) else { return nil }
            return MemberRead(b, n, at: e.at)
        case .binary(let op, let l, let r):
            switch op.code {
            case .and, .or, .coalesce: return nil
            default: break
            }
            guard let a = compile(l, program), let b = compile(r, program) else { return nil }
            return Operation(op, a, b, floatingOperands: Operator.floatingOperands(op, l, r), left: l.at, right: r.at, at: e.at)
        case .prefix(let op, let x):
            guard op == "-" || op == "+", let a = compile(x, program) else { return nil }
            return Sign(op, a, at: e.at)
        case .ternary(let c, let a, let b):
            guard let test = compile(c, program), let yes = compile(a, program), let no = compile(b, program) else { return nil }
            return Choice(test, yes, no, floatingBranches: a.holdsFloatingLiteral || b.holdsFloatingLiteral, testAt: c.at, at: e.at)
        case .passthrough(let x):
            guard let a = compile(x, program) else { return nil }
            return Passing(a, at: e.at)
        case .subscriptCall(let base, let args):
            guard args.count == 1, args[0].label == nil, !args[0].isTrailing,
                  let b = compile(base, program), let i = compile(args[0].value, program) else { return nil }
            return Subscripted(base, b, i, at: e.at)
        case .call(let callee, let args):
            // One unlabelled argument to a name the file does not declare (nor extend as a type).
            guard case .name(let n) = callee.kind, args.count == 1, args[0].label == nil, !args[0].isTrailing,
                  !n.hasPrefix("$"), !program.declaredNames.contains(n), !program.localNames.contains(n), program.typeExtensions[n] == nil,
                  let a = compile(args[0].value, program) else { return nil }
            if let f = Arithmetic.function(n) { return MathCall(n, f, a, call: e, at: e.at) }
            if ["Double", "CGFloat", "Float"].contains(n) { return NumberConversion(n, a, call: e, at: e.at) }
            return nil
        default:
            return nil
        }
    }
}

private final class IntegerLiteral: CompiledNumber {
    let int: Value, double: Value
    init(_ i: Int, at: Int) { int = .int(i); double = .double(Double(i)); super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value { floating ? double : int }
}

private final class Fixed: CompiledNumber {
    let v: Value
    init(_ v: Value, at: Int) { self.v = v; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value { v }
}

private final class NameRead: CompiledNumber {
    let name: String, mayBeLocal: Bool
    init(_ name: String, mayBeLocal: Bool, at: Int) { self.name = name; self.mayBeLocal = mayBeLocal; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.lookup(name, scope, inScopes: mayBeLocal, at: at)
    }
}

private final class MemberRead: CompiledNumber {
    let base: CompiledNumber, name: String
    init(_ base: CompiledNumber, _ name: String, at: Int) { self.base = base; self.name = name; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.member(base.run(ev, scope, false), name, at: at)
    }
}

private final class Operation: CompiledNumber {
    let op: Operator, l: CompiledNumber, r: CompiledNumber, left: Int, right: Int
    let arithmetic: Bool, floatingOperands: Bool
    init(_ op: Operator, _ l: CompiledNumber, _ r: CompiledNumber, floatingOperands: Bool, left: Int, right: Int, at: Int) {
        self.op = op; self.l = l; self.r = r; self.left = left; self.right = right
        arithmetic = op.isArithmetic
        self.floatingOperands = floatingOperands
        super.init(at: at)
    }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        // As `Evaluator.binary`: an arithmetic operator's operands take the floating type the
        // context wants, or a floating literal among them gives; else the right side takes a
        // Double's type from the left.
        let operands = (floating && arithmetic) || floatingOperands
        let a = try l.run(ev, scope, operands)
        var isDouble = operands
        if case .double = a { isDouble = true }
        let b = try r.run(ev, scope, isDouble)
        if let v = try Arithmetic.at(at, { () throws(Arithmetic.Fault) in try Arithmetic.numbers(op.code, a, b) }) { return v }
        return try ev.charged(ev.combine(op, a, b, at: at, left: left, right: right), at: at)
    }
}

private final class Sign: CompiledNumber {
    let op: String, operand: CompiledNumber
    init(_ op: String, _ operand: CompiledNumber, at: Int) { self.op = op; self.operand = operand; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.prefix(op, operand.run(ev, scope, floating), at: at)
    }
}

private final class Choice: CompiledNumber {
    let test: CompiledNumber, yes: CompiledNumber, no: CompiledNumber, testAt: Int, floatingBranches: Bool
    init(_ test: CompiledNumber, _ yes: CompiledNumber, _ no: CompiledNumber, floatingBranches: Bool, testAt: Int, at: Int) {
        self.test = test; self.yes = yes; self.no = no; self.testAt = testAt; self.floatingBranches = floatingBranches
        super.init(at: at)
    }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        let branches = floating || floatingBranches
        return try ev.truth(test.run(ev, scope, false), at: testAt) ? yes.run(ev, scope, branches) : no.run(ev, scope, branches)
    }
}

/// `base[index]`: an array state's element as `Evaluator.stateElement` reads it, else the
/// element `subscriptValue` gives.
private final class Subscripted: CompiledNumber {
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
}

/// `try`/`await` before an expression.
private final class Passing: CompiledNumber {
    let inner: CompiledNumber
    init(_ inner: CompiledNumber, at: Int) { self.inner = inner; super.init(at: at) }
    override func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value { try inner.run(ev, scope, floating) }
}

/// A call of a bare name is the runtime's only from a receiver whose members are all the
/// file's (see `Evaluator.builtinCall`); from another (a UIKit subclass's method, whose `self`
/// may have a method of that name), the evaluator makes the call.
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
private final class MathCall: CompiledNumber {
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
}

/// `Double(x)`, `CGFloat(x)`, `Float(x)`: `Builtins.floating`.
private final class NumberConversion: CompiledNumber {
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
}
