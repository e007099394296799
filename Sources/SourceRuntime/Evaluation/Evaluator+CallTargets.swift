/// What a call names when the name alone does not say: an implicit member's type, a method
/// beside a property of its name, a static method of the type whose statics run.
extension Evaluator {
    /// `.name(…)`: a static function, case or initializer of the type the context wants
    /// (`.init(…)` its initializer), else a modifier-like implicit call.
    func implicitMemberCall(_ name: String, _ callee: Expr, _ argExprs: [Argument], _ scope: Scope,
                                    at: Int, hint: String?) throws -> Value {
        if name == "init", var type = hint {
            // `.init(…)`: an initializer of the type the context wants.
            if type.hasSuffix("?") { type.removeLast() }
            // `AnimatablePair<Double, Double>`: the generic type's initializer.
            if let open = type.firstIndex(of: "<") { type = String(type[..<open]) }
            // `Outer.Inner`: the file's types share one space.
            if let dot = type.lastIndex(of: "."), case let inner = String(type[type.index(after: dot)...]),
               program.structs[inner] != nil || program.enums[inner] != nil { type = inner }
            return try evalCall(Expr(.name(type), at: callee.at), argExprs, scope, at: at, hint: nil)
        }
        let args = Args(argExprs, scope: scope, evaluator: self, at: at, callee: ".\(name)")
        if let hint, let v = try extensionStaticCall(hint, name, args) { return v }
        if let hint, let v = try Builtins.staticCall(type: hint, name, args, evaluator: self) { return v }
        if let hint, let e = program.enums[hint], let c = e.cases.first(where: { $0.name == name }) {
            return .enumCase(type: hint, name: name, payload: try args.payload(of: c))
        }
        if let v = try Builtins.implicitCall(name, args, evaluator: self) { return v }
        throw RuntimeError(message: "cannot infer contextual base in reference to member '\(name)'", at: callee.at)
    }

    /// Whether `v` can be called: a function or a type (its initializer).
    static func isCallable(_ v: Value) -> Bool {
        switch v {
        case .function, .type: return true
        default: return false
        }
    }

    /// The static method `name` of the file's struct, class or enum `type`, if it has one.
    func staticMethod(of type: String, _ name: String) -> Function? {
        if let m = program.structs[type]?.methods[name], m.isStatic { return m }
        if let m = program.enums[type]?.methods[name], m.isStatic { return m }
        return nil
    }

    /// The method `name` of the file's view or struct `v` is a value of, if it has one.
    static func methodOfType(_ v: Value, _ name: String) -> Function? {
        switch v {
        case .object(let instance as ViewInstance): return instance.type.methods[name]
        case .instance(let s): return s.type.methods[name]
        default: return nil
        }
    }
}
