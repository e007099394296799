/// The names an expression mentions, its closures and statements included: `x`, and `self.x`
/// as `x` (a property of the view).
enum Mentions {
    static func collect(_ e: Expr, into s: inout Set<String>) {
        switch e.kind {
        case .literal, .keyPath, .typeName, .textLine: break
        case .name(let n): s.insert(n)
        case .member(let base, let n):
            if let base {
                if case .name("self") = base.kind { s.insert(n) }
                collect(base, into: &s)
            }
        case .call(let callee, let args), .subscriptCall(let callee, let args):
            collect(callee, into: &s)
            for a in args { collect(a.value, into: &s) }
        case .closure(let c): for st in c.body { collect(st, into: &s) }
        case .binary(_, let l, let r): collect(l, into: &s); collect(r, into: &s)
        case .prefix(_, let x), .forceUnwrap(let x), .optionalChain(let x), .optionalChainEnd(let x), .passthrough(let x), .cast(let x, _, _), .typeTest(let x, _):
            collect(x, into: &s)
        case .ternary(let c, let a, let b): collect(c, into: &s); collect(a, into: &s); collect(b, into: &s)
        case .array(let items): for x in items { collect(x, into: &s) }
        case .dictionary(let pairs): for (k, v) in pairs { collect(k, into: &s); collect(v, into: &s) }
        case .tuple(let args): for a in args { collect(a.value, into: &s) }
        case .interpolation(let parts):
            for part in parts {
                switch part {
                case .text: break
                case .value(let x): collect(x, into: &s)
                case .specified(let x, let spec): collect(x, into: &s); collect(spec, into: &s)
                }
            }
        case .assignment(let t, _, let v): collect(t, into: &s); collect(v, into: &s)
        case .statementExpression(let st): collect(st, into: &s)
        }
    }

    static func collect(_ st: Stmt, into s: inout Set<String>) {
        func all(_ list: [Stmt]) { for x in list { collect(x, into: &s) } }
        func conditions(_ cs: [Condition]) {
            for c in cs {
                switch c {
                case .boolean(let e): collect(e, into: &s)
                case .optionalBinding(let n, let e): if let e { collect(e, into: &s) } else { s.insert(n) }
                case .casePattern(let p, let e): pattern(p); collect(e, into: &s)
                }
            }
        }
        func pattern(_ p: Pattern) {
            switch p {
            case .expression(let e): collect(e, into: &s)
            case .tuple(let ps), .enumCase(_, let ps): for x in ps { pattern(x) }
            case .name, .wildcard: break
            }
        }
        switch st.kind {
        case .expression(let e), .throwError(let e): collect(e, into: &s)
        case .variable(_, let p, _, let e): pattern(p); if let e { collect(e, into: &s) }
        case .ifElse(let cs, let body, let elseBody): conditions(cs); all(body); all(elseBody ?? [])
        case .guardElse(let cs, let body): conditions(cs); all(body)
        case .switchCase(let subject, let cases):
            collect(subject, into: &s)
            for c in cases { for p in c.patterns { pattern(p) }; if let g = c.guardExpr { collect(g, into: &s) }; all(c.body) }
        case .forIn(let p, let seq, let w, let body): pattern(p); collect(seq, into: &s); if let w { collect(w, into: &s) }; all(body)
        case .whileLoop(let cs, let body): conditions(cs); all(body)
        case .repeatWhile(let body, let c): all(body); collect(c, into: &s)
        case .returnValue(let e): if let e { collect(e, into: &s) }
        case .breakLoop, .continueLoop: break
        case .labeled(_, let inner): all([inner])
        case .function(let f), .computedLocal(let f): all(f.body); for p in f.parameters { if let d = p.defaultValue { collect(d, into: &s) } }
        case .block(let b), .deferred(let b): all(b)
        case .doCatch(let a, let b): all(a); all(b)
        }
    }
}
