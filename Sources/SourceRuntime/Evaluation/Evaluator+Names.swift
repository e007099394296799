import Foundation
import Motion
import Scene

/// Names: what a bare name in the file's code reaches (a local, a state property, a member
/// of `self`, a static, a global, a builtin).
extension Evaluator {
    /// The view and state property an expression names (`phases`, `self.phases`), if it does.
    func stateProperty(_ e: Expr, _ scope: Scope) -> (ViewInstance, String)? {
        let name: String
        switch e.kind {
        case .name(let n): guard scope.lookup(n) == nil else { return nil }; name = n
        case .member(let base?, let n):
            guard case .name("self") = base.kind, scope.lookup("self") == nil else { return nil }
            name = n
        default: return nil
        }
        guard case .view(let instance)? = scope.receiver, instance.state[name] != nil else { return nil }
        return (instance, name)
    }

    /// `base[index]` of a state property while reads are logged (nil: `base` is no state
    /// property, or no reads are logged): one element of an array state is a read of that
    /// element alone.
    func stateElement(_ base: Expr, _ scope: Scope, at: Int, index: () throws -> Value) throws -> Value? {
        guard readLog != nil, let (instance, name) = stateProperty(base, scope), let whole = instance.state[name] else { return nil }
        let i = try index()
        if case .int(let n) = i, case .array = whole { noteRead(instance, name, index: n) } else { noteRead(instance, name) }
        return try subscriptValue(whole, [i], labels: [nil], at: at)
    }

    /// `inScopes`: whether the scopes may hold the name (false: a name no scope declares, a
    /// member of `self` or a declaration of the file, is not looked for in them).
    func lookup(_ name: String, _ scope: Scope, inScopes: Bool = true, at: Int) throws -> Value {
        if inScopes, let box = scope.lookup(name) {
            if let d = box.derived, let instance = d.instance {
                if readLog != nil { noteRead(instance, d.key) } else { d.readUnkept = true }
            }
            if case .object(let c as ComputedLocal) = box.value { return try invoke(c.getter, [], at: at) }
            return box.value
        }
        if name == "self", let receiver = scope.receiver { return receiverValue(receiver) }
        // `super` in a method of a subclass of a UIKit class: UIKit's members of `self`.
        if name == "super", let receiver = scope.receiver, case .object(let o) = receiverValue(receiver),
           let c = Self.classObject(o),
           c.type.superclass != nil || runtime.playground.classChains[c.type.name] != nil || c.type.conformances.contains("NSObject") {
            return .object(SuperObject(o))
        }
        if let receiver = scope.receiver, let v = try receiverMember(receiver, name, at: at) { return v }
        // `count` in `extension Array`'s member, `layer` in `extension UIView`'s: a property of
        // `self` (a builtin's, which runs none of the file's code), if it has one; as in Swift,
        // it hides a global of the same name.
        if let base = Self.isExtensionReceiver(scope.receiver), let v = try? Builtins.member(base, name, evaluator: self, at: at) { return v }
        if name == "Self", let t = selfTypeName(scope) { return .type(t) }
        if let v = try staticMember(named: name, at: at) { return v }
        if let v = try program.global(name, evaluator: self, at: at) { return v }
        if Builtins.isType(name) { return .type(name) }
        if let v = Playground.legacyConstant(name) { return v }
        if let f = Builtins.function(name, evaluator: self) { return .function(f) }
        throw RuntimeError(message: "cannot find '\(name)' in scope", at: at)
    }

    func receiverValue(_ r: Receiver) -> Value {
        switch r {
        case .view(let instance): return .object(instance)
        case .value(let box): return box.value
        }
    }

    /// A property or method of `self`, or nil when it has none of that name.
    func receiverMember(_ r: Receiver, _ name: String, at: Int) throws -> Value? {
        switch r {
        case .view(let instance):
            // A protocol extension's member, by its bare name in the view's own code.
            return try instance.member(name, evaluator: self, at: at) ?? extensionMember(.object(instance), name, at: at)
        case .value(let box):
            if case .object(let object as ClassObject) = box.value {
                return try object.member(name, evaluator: self, at: at) ?? extensionMember(box.value, name, at: at)
            }
            if case .object(let view as UIKitView) = box.value, view.object != nil { return try view.member(name, evaluator: self, at: at) }
            // `self` an enum's case: its computed properties and methods by their bare names.
            if case .enumCase(let t, _, _) = box.value, let e = program.enums[t] {
                if let getter = e.computed[name] { return try runGetter(getter, receiver: r, type: e.computedTypes[name], at: at) }
                if let m = e.methods[name] { return .function(FunctionValue(.method(m, receiver: r, program.globals))) }
            }
            // `self` of an extension's member (`extension View`): the extension's members.
            guard case .instance(let s) = box.value else { return try extensionMember(box.value, name, at: at) }
            if let v = s.fields[name] { return v }
            if let p = s.type.property(name), let getter = p.getter {
                return try runGetter(getter, receiver: r, type: p.type?.spelled, at: at)
            }
            if let m = s.type.methods[name] { return .function(FunctionValue(.method(m, receiver: r, program.globals))) }
            return try extensionMember(box.value, name, at: at)
        }
    }
}
