extension Evaluator {
    /// Runs statements in order; what ended them (a return, break or continue) comes back.
    func exec(_ stmts: [Stmt], _ scope: Scope) throws -> Flow {
        var deferred: [[Stmt]] = []
        defer { for body in deferred.reversed() { _ = try? exec(body, Scope(parent: scope)) } }
        for s in stmts {
            try tick(s.at)
            if case .deferred(let body) = s.kind { deferred.append(body); continue }
            let flow = try exec(s, scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func exec(_ s: Stmt, _ scope: Scope) throws -> Flow {
        // The label written before this statement, if any (`outer: for …`).
        let ownLabel = statementLabel
        statementLabel = nil
        switch s.kind {
        case .expression(let e):
            // An `if` or `switch` written as a statement (the parser gives it as an expression):
            // a `break`, `continue` or `return` in it ends what encloses it.
            if case .statementExpression(let inner) = e.kind {
                statementLabel = ownLabel
                return try exec(inner, scope)
            }
            _ = try eval(e, scope)
            return .normal
        case .variable(let isLet, let pattern, let type, let initial):
            var value: Value = .nil
            if let initial { value = try eval(initial, scope, hint: type?.spelled) }
            if let type { value = try convert(value, to: type, at: s.at) }
            // `let x: T` with no value is given one later, once (swiftc checks the once): until
            // then it is assignable here.
            let bindsLet = isLet && initial != nil
            try bind(pattern, value, scope, isLet: bindsLet, at: s.at)
            if !bindsLet, let type, case .name(let n) = pattern { scope.lookup(n)?.declaredType = type.spelled }
            return .normal
        case .ifElse(let conditions, let body, let elseBody):
            let inner = Scope(parent: scope)
            if try test(conditions, inner) { return try exec(body, inner) }
            if let elseBody { return try exec(elseBody, Scope(parent: scope)) }
            return .normal
        case .guardElse(let conditions, let body):
            if try test(conditions, scope) { return .normal }
            let flow = try exec(body, Scope(parent: scope))
            if case .normal = flow {
                throw RuntimeError(message: "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope", at: s.at)
            }
            return flow
        case .switchCase(let subject, let cases):
            guard let (i, inner) = try firstMatch(cases, eval(subject, scope), scope, at: s.at) else { return .normal }
            let flow = try exec(cases[i].body, inner)
            if case .broke(let label) = flow, label == nil || label == ownLabel { return .normal }
            return flow
        case .forIn(let pattern, let sequence, let whereClause, let body):
            return try execFor(pattern, sequence, whereClause, body, scope, label: ownLabel, at: s.at)
        case .whileLoop(let conditions, let body):
            while true {
                try tick(s.at)
                let inner = Scope(parent: scope)
                guard try test(conditions, inner) else { return .normal }
                if let flow = loopEnd(try exec(body, inner), ownLabel) { return flow }
            }
        case .repeatWhile(let body, let condition):
            repeat {
                try tick(s.at)
                if let flow = loopEnd(try exec(body, Scope(parent: scope)), ownLabel) { return flow }
            } while try truth(eval(condition, scope), at: condition.at)
            return .normal
        case .returnValue(let e): return .returned(try e.map { try eval($0, scope, hint: returnType) } ?? .void)
        case .breakLoop(let label): return .broke(label)
        case .continueLoop(let label): return .continued(label)
        case .labeled(let label, let inner):
            statementLabel = label
            defer { statementLabel = nil }
            return try exec(inner, scope)
        case .function(let f):
            scope.declare(f.name, .function(FunctionValue(.method(f, receiver: nil, scope))), isLet: true)
            return .normal
        case .computedLocal(let f):
            scope.declare(f.name, .object(ComputedLocal(FunctionValue(.method(f, receiver: nil, scope)))), isLet: true)
            return .normal
        case .block(let stmts): return try exec(stmts, scope)
        case .deferred: return .normal
        case .doCatch(let body, let handler):
            do { return try exec(body, Scope(parent: scope)) } catch let thrown as ThrownError {
                let inner = Scope(parent: scope)
                inner.declare("error", thrown.value, isLet: true)
                return try exec(handler, inner)
            }
        case .throwError(let e): throw ThrownError(value: try eval(e, scope), at: s.at)
        }
    }

    /// Whether every condition holds, binding `if let` names into `scope`.
    func test(_ conditions: [Condition], _ scope: Scope) throws -> Bool {
        for c in conditions {
            switch c {
            case .boolean(let e):
                if try !truth(eval(e, scope), at: e.at) { return false }
            case .optionalBinding(let name, let e):
                let v = try e.map { try eval($0, scope) } ?? lookup(name, scope, at: 0)
                if case .nil = v { return false }
                scope.declare(name, v, isLet: true)
            case .casePattern(let p, let e):
                if try !match(p, eval(e, scope), scope, at: e.at) { return false }
            }
        }
        return true
    }

    func bind(_ pattern: Pattern, _ value: Value, _ scope: Scope, isLet: Bool, at: Int) throws {
        switch pattern {
        case .name(let n): scope.declare(n, value, isLet: isLet)
        case .wildcard: break
        case .tuple(let parts):
            guard case .tuple(let items, _) = value, items.count == parts.count else {
                throw RuntimeError(message: "cannot destructure a value of type '\(value.typeName)' into \(parts.count) names", at: at)
            }
            for (p, v) in zip(parts, items) { try bind(p, v, scope, isLet: isLet, at: at) }
        case .expression, .enumCase:
            throw RuntimeError(message: "this pattern cannot bind names here", at: at)
        }
    }

    /// Whether `value` matches a `case` pattern, binding its names into `scope`.
    static func isCase(_ v: Value, _ name: String) -> Bool {
        if case .enumCase(_, name, _) = v { return true }
        return false
    }

    func match(_ pattern: Pattern, _ value: Value, _ scope: Scope, at: Int) throws -> Bool {
        switch pattern {
        case .wildcard: return true
        case .name(let n):
            scope.declare(n, value, isLet: true)
            return true
        case .tuple(let parts):
            guard case .tuple(let items, _) = value, items.count == parts.count else { return false }
            for (p, v) in zip(parts, items) where try !match(p, v, scope, at: at) { return false }
            return true
        case .enumCase(let name, let parts):
            // An optional is its value or nil here: `.some(let v)` matches any value but nil.
            if name == "some", parts.count == 1, !Self.isCase(value, "some") {
                if case .nil = value { return false }
                return try match(parts[0], value, scope, at: at)
            }
            guard case .enumCase(_, let caseName, let payload) = value, caseName == name, payload.count == parts.count else { return false }
            for (p, v) in zip(parts, payload) where try !match(p, v, scope, at: at) { return false }
            return true
        case .expression(let e) where value == .nil && { if case .member(nil, "none") = e.kind { return true }; return false }():
            return true
        // `case .dragging:` matches that case whatever its associated values.
        case .expression(let e) where { if case .member(nil, let n) = e.kind, case .enumCase(_, n, let payload) = value, !payload.isEmpty { return true }; return false }():
            return true
        case .expression(let e):
            // A tuple written as an expression (`case (0, _):`): each element a pattern of its
            // own, `_` matching anything.
            if case .tuple(let parts) = e.kind, case .tuple(let items, _) = value {
                guard items.count == parts.count else { return false }
                for (p, v) in zip(parts, items) {
                    if case .name("_") = p.value.kind { continue }
                    if try !match(.expression(p.value), v, scope, at: at) { return false }
                }
                return true
            }
            let wanted = try eval(e, scope, hint: value.typeName)
            switch wanted {
            case .range(let l, let u, let closed):
                // `case 0..<25:` against a `Double`: Swift types the literals as the subject's
                // type (a range of `Int`s could not match a `Double` in valid Swift).
                if case .double(let d) = value { return d >= Double(l) && (closed ? d <= Double(u) : d < Double(u)) }
                guard case .int(let i) = value else { return false }
                return i >= l && (closed ? i <= u : i < u)
            case .doubleRange(let l, let u, let closed):
                guard let d = value.asDouble else { return false }
                return d >= l && (closed ? d <= u : d < u)
            default: return try equal(wanted, value, at: at)
            }
        }
    }

    /// The first case of a `switch` that `value` matches (its `where` too), and the scope its
    /// patterns bound their names in.
    func firstMatch(_ cases: [SwitchCase], _ value: Value, _ scope: Scope, at: Int) throws -> (Int, Scope)? {
        for (i, c) in cases.enumerated() {
            let inner = Scope(parent: scope)
            var matched = c.patterns.isEmpty
            for p in c.patterns where !matched { matched = try match(p, value, inner, at: at) }
            if matched, let g = c.guardExpr, try !truth(eval(g, inner), at: g.at) { matched = false }
            if matched { return (i, inner) }
        }
        return nil
    }

    /// An `if`/`switch` used as an expression: its branch's last value.
    func statementValue(_ s: Stmt, _ scope: Scope, hint: String?) throws -> Value {
        switch s.kind {
        case .ifElse(let conditions, let body, let elseBody):
            let inner = Scope(parent: scope)
            if try test(conditions, inner) { return try branchValue(body, inner, hint: hint, at: s.at) }
            return try branchValue(elseBody ?? [], Scope(parent: scope), hint: hint, at: s.at)
        case .switchCase(let subject, let cases):
            guard let (i, inner) = try firstMatch(cases, eval(subject, scope), scope, at: s.at) else { return .void }
            return try branchValue(cases[i].body, inner, hint: hint, at: s.at)
        default: return .void
        }
    }

    private func branchValue(_ body: [Stmt], _ scope: Scope, hint: String?, at: Int) throws -> Value {
        guard let last = body.last else { return .void }
        // A function whose body is one `if` or `switch` with `return`s in its branches: a
        // `return` before the last statement ends it too.
        if case .returned(let v) = try exec(Array(body.dropLast()), scope) { return v }
        switch last.kind {
        case .expression(let e): return try eval(e, scope, hint: hint)
        case .returnValue(let e): return try e.map { try eval($0, scope, hint: hint) } ?? .void
        // `else if`: the next `if` in the chain gives the value.
        case .ifElse, .switchCase: return try statementValue(last, scope, hint: hint)
        default:
            if case .returned(let v) = try exec(last, scope) { return v }
            return .void
        }
    }
}

/// A value thrown by `throw`, caught by `do`/`catch`.
struct ThrownError: Error {
    let value: Value
    let at: Int
}

/// A local computed variable's getter, held where the name is declared: a read runs it.
final class ComputedLocal: RuntimeObject {
    let getter: FunctionValue
    init(_ getter: FunctionValue) { self.getter = getter }
}

extension Evaluator {
    /// A `for`-`in` loop. A range is walked by counting, not through a sequence: `for i in
    /// 0..<Int.max` stops at the step budget, not in memory, and a pass costs no iterator.
    func execFor(_ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?, _ body: [Stmt],
                 _ scope: Scope, label: String? = nil, at: Int) throws -> Flow {
        // One pass; nil goes on to the next, a flow ends the loop with it.
        func pass(_ item: Value) throws -> Flow? {
            // Every pass is a step, an empty body's too (`for _ in 0..<100000000 {}`).
            try tick(at)
            // Each pass has its own scope: a closure made in it keeps that pass's values.
            let inner = Scope(parent: scope)
            try bind(pattern, item, inner, isLet: true, at: at)
            if let w = whereClause, try !truth(eval(w, inner), at: w.at) { return nil }
            return loopEnd(try exec(body, inner), label)
        }
        let seq = try eval(sequence, scope)
        if case .range(let l, let u, let closed) = seq {
            guard closed ? l <= u : l < u else { return .normal }
            var i = l
            while true {
                if let flow = try pass(.int(i)) { return flow }
                // The last element of `l...Int.max` is not followed by an overflow.
                if closed ? i == u : i == u - 1 { return .normal }
                i += 1
            }
        }
        for item in try elements(of: seq, at: sequence.at) {
            if let flow = try pass(item) { return flow }
        }
        return .normal
    }
}

extension Evaluator {
    /// What a loop does with a pass's flow: nil to go on (the pass ended, or `continue` named
    /// this loop or none), else the flow the loop ends with (`break` of this loop ends it
    /// normally; a `return`, or a `break`/`continue` naming an outer statement, goes out).
    func loopEnd(_ flow: Flow, _ label: String?) -> Flow? {
        switch flow {
        case .normal: return nil
        case .continued(let l) where l == nil || l == label: return nil
        case .broke(let l) where l == nil || l == label: return .normal
        default: return flow
        }
    }
}
