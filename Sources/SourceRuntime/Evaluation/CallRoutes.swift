/// Calls of bare names that can only be the runtime's, sent where their first call went
/// (`Expr.route`).
extension Evaluator {
    /// A call of a bare name the file declares nowhere (`sin(x)`, `Text(…)`), from a receiver
    /// whose members are all the file's (none, a view, a struct or enum value): nothing but the
    /// runtime can answer it, so the lookups of locals, members and the file's declarations are
    /// skipped, and the builtin that answered the first call is asked first. Nil: the whole
    /// lookup decides (the first call, or a call this way does not answer).
    func builtinCall(_ callee: Expr, _ name: String, _ args: Args, _ scope: Scope) throws -> Value? {
        switch scope.receiver {
        case nil, .view?: break
        case .value(let box)?:
            switch box.value {
            case .instance, .enumCase: break
            default: return nil
            }
        }
        if callee.route == .unknown {
            if name.hasPrefix("$") || program.declaredNames.contains(name) { callee.route = .general; return nil }
            if let v = try extensionInit(name, args) { return v }
            if let v = try Builtins.construct(name, args, evaluator: self) { callee.route = .construct; return v }
            if let f = Builtins.function(name, evaluator: self) { callee.route = .function; return try call(f, args) }
            callee.route = .general
            return nil
        }
        if let v = try extensionInit(name, args) { return v }
        if callee.route == .construct, let v = try Builtins.construct(name, args, evaluator: self) { return v }
        if let f = Builtins.function(name, evaluator: self) { return try call(f, args) }
        return nil
    }
}
