/// Assignment: `x = v`, `x += v`, a member, a subscript or `self`'s property written, and
/// the stores they lead to.
extension Evaluator {
    func assign(_ target: Expr, op: String, _ valueExpr: Expr, _ scope: Scope, at: Int) throws {
        var hint = try? declaredType(of: target, scope)
        // An attributed string's `font` is SwiftUI's `Font` or UIKit's `UIFont` (each scope has
        // one): a static only `UIFont` has (`.systemFont(ofSize:weight:)`) picks UIKit's, as
        // Swift's overloads pick.
        if hint == "AttributedString.font" { hint = Self.namesUIFontStatic(valueExpr) ? "UIFont" : "Font" }
        var newValue = try eval(valueExpr, scope, hint: hint)
        // `items += [x]` on a local (or top-level) array grows it in place, as Swift does.
        if op == "+=", case .name(let n) = target.kind, case .array(let added) = newValue,
           let box = scope.lookup(n) ?? (scope.receiver == nil ? globalBoxes[n] : nil), !box.isLet,
           case .array(var items) = box.value {
            try checkSize(items.count + added.count, at: at)
            if scope.lookup(n) == nil { impure() }
            box.value = .nil
            items += added
            box.value = .array(items)
            return
        }
        if op != "=" {
            let old = try eval(target, scope)
            let operation = String(op.dropLast())
            if operation == "&&" || operation == "||" {
                let a = try truth(old, at: at), b = try truth(newValue, at: valueExpr.at)
                newValue = .bool(operation == "&&" ? a && b : a || b)
            } else if program.declaresOperators, let changed = try declaredCompound(op, old, newValue, at: at) {
                newValue = changed
            } else {
                newValue = try apply(operation, old, newValue, at: at)
            }
        }
        if case .int(let i) = newValue, let hint, Self.isFloatingType(hint) { newValue = .double(Double(i)) }
        if case .enumCase("", let member, _) = newValue, let hint { newValue = try implicitMember(member, hint: hint, at: valueExpr.at) }
        try store(target, newValue, scope, at: at)
    }

    /// The declared type of an assignment's target, when known (a property or `@State`).
    func declaredType(of target: Expr, _ scope: Scope) throws -> String? {
        switch target.kind {
        case .name(let n):
            // A local keeps the type it was declared with: a Double stays a Double.
            if let box = scope.lookup(n) {
                // Declared, or inferred from its first value: its type stays.
                if let t = box.declaredType { return t }
                return Self.inferredType(of: box.value)
            }
            if case .view(let instance)? = scope.receiver {
                // A property declared without a type has its first value's (`@State var t = 0.0`).
                if let t = instance.type.property(n)?.type?.spelled { return t }
                return (instance.state[n] ?? instance.fields[n]).flatMap(Self.inferredType)
            }
            if case .value(let box)? = scope.receiver, case .instance(let s) = box.value { return s.type.property(n)?.type?.spelled }
            if case .value(let box)? = scope.receiver, case .object(let o as ClassObject) = box.value { return o.type.property(n)?.type?.spelled }
            if case .value(let box)? = scope.receiver, case .object(let v as UIKitView) = box.value, let o = v.object {
                return o.type.property(n)?.type?.spelled ?? Playground.propertyTypes[n]
            }
            if case .value(let box)? = scope.receiver, case .object(let l as LayerClassPart) = box.value, let o = l.object {
                return o.type.property(n)?.type?.spelled ?? Playground.propertyTypes[n]
            }
            return nil
        case .member(let base?, let n):
            if case .name("self") = base.kind { return try declaredType(of: Expr(.name(n), at: target.at), scope) }
            // A UIKit or Core Animation object's property (`label.font = .boldSystemFont(…)`):
            // its type as UIKit declares it. Only a name or a member chain is read for it.
            guard Self.isPlainPath(base), case .object(let o) = try eval(base, scope), !(o is ViewInstance) else { return nil }
            if let object = o as? ClassObject { return object.type.property(n)?.type?.spelled }
            if let object = (o as? UIKitView)?.object, let t = object.type.property(n)?.type?.spelled { return t }
            // An attributed string's attributes are SwiftUI's scope's (`foregroundColor: Color`).
            if o is AttributedStringObject { return n == "foregroundColor" ? "Color" : n == "font" ? "AttributedString.font" : nil }
            return Playground.propertyTypes[n]
        case .subscriptCall(let base, let args) where args.count == 1 && Self.isPlainPath(base):
            // An element of an array: the array's element type (`phases[1] = 5` stores 5.0 in
            // a `[Double]`).
            return try declaredType(of: base, scope).flatMap(Self.elementType)
        default: return nil
        }
    }

    /// The type a variable declared without one took from its value, where that tells it.
    static func inferredType(of v: Value) -> String? {
        switch v {
        case .double: return "Double"
        case .enumCase(let t, _, _) where !t.isEmpty: return t
        case .instance(let s): return s.type.name
        // An array is as its elements are (Swift's are all of one type).
        case .array(let items): return items.first.flatMap(inferredType).map { "[\($0)]" }
        default: return nil
        }
    }

    /// `.systemFont(ofSize: 14)`, `.boldSystemFont(ofSize: 9)`: a static of `UIFont` that SwiftUI's
    /// `Font` does not have.
    static func namesUIFontStatic(_ e: Expr) -> Bool {
        guard case .call(let callee, _) = e.kind, case .member(nil, let name) = callee.kind else { return false }
        return name == "systemFont" || name == "boldSystemFont"
    }

    /// `a`, `a.b.c`: an expression that reads and calls nothing.
    static func isPlainPath(_ e: Expr) -> Bool {
        switch e.kind {
        case .name: return true
        case .member(let base?, _): return isPlainPath(base)
        default: return false
        }
    }

    func store(_ target: Expr, _ value: Value, _ scope: Scope, at: Int) throws {
        switch target.kind {
        case .name("_"): return
        case .name("self") where scope.lookup("self") == nil:
            // `self = …` in a mutating method of an enum or struct.
            guard case .value(let box)? = scope.receiver else { throw RuntimeError(message: "cannot assign to value: 'self' is immutable", at: target.at) }
            box.value = value
            return
        case .name(let n):
            if let box = scope.lookup(n) {
                if box.isLet { throw RuntimeError(message: "cannot assign to value: '\(n)' is a 'let' constant", at: target.at) }
                box.value = value
                return
            }
            if let receiver = scope.receiver { return try storeMember(of: receiver, n, value, at: target.at) }
            if let box = globalBoxes[n] {
                if box.isLet { throw RuntimeError(message: "cannot assign to value: '\(n)' is a 'let' constant", at: target.at) }
                box.value = value
                return
            }
            throw RuntimeError(message: "cannot find '\(n)' in scope", at: target.at)
        case .member(let base?, let n):
            if case .name("self") = base.kind, let receiver = scope.receiver {
                return try storeMember(of: receiver, n, value, at: target.at)
            }
            return try storeMember(n, of: base, value, scope, target: target, at: at)
        case .subscriptCall(let base, let args):
            var container = try eval(base, scope)
            guard let first = args.first else {
                throw RuntimeError(message: "missing argument for parameter #1 in call", at: target.at)
            }
            let index = try eval(first.value, scope)
            // `self[K.self] = newValue` in an `EnvironmentValues` setter: the key's value.
            if case .object(let env as EnvironmentValuesObject) = container, case .type(let key) = index {
                env.values[key] = value
                return
            }
            switch (container, index) {
            case (.object(let a as AttributedStringObject), .range(let l, let u, let closed)):
                guard case .object(let part as AttributedStringObject) = value else {
                    throw RuntimeError(message: "cannot assign value of type '\(value.typeName)' to type 'AttributedSubstring'", at: target.at)
                }
                container = .object(a.replacing(l..<(closed ? u + 1 : u), with: part))
            case (.array(var items), .int(let i)):
                guard i >= 0 && i < items.count else { throw RuntimeError(message: "Fatal error: Index out of range", at: target.at) }
                items[i] = value
                container = .array(items)
            case (.dictionary(var entries), _):
                if let i = entries.firstIndex(where: { $0.key == index }) {
                    if case .nil = value { entries.remove(at: i) } else { entries[i].value = value }
                } else if value != .nil { entries.append(DictionaryEntry(key: index, value: value)) }
                container = .dictionary(entries)
            default:
                throw RuntimeError(message: "cannot assign through subscript of a value of type '\(container.typeName)'", at: target.at)
            }
            try store(base, container, scope, at: at)
        case .forceUnwrap(let inner), .optionalChain(let inner), .optionalChainEnd(let inner):
            try store(inner, value, scope, at: at)
        case .tuple(let targets):
            // `(a, b) = (b, a)`, `(r, g, b) = (…)`: each element to its place, the whole value
            // worked out first.
            guard case .tuple(let items, _) = value, items.count == targets.count else {
                throw RuntimeError(message: "cannot assign value of type '\(value.typeName)' to a tuple of \(targets.count) elements", at: target.at)
            }
            for (t, v) in zip(targets, items) { try store(t.value, v, scope, at: at) }
        default:
            throw RuntimeError(message: "cannot assign to this expression", at: target.at)
        }
    }

    /// `base.n = value`: the member set on the value `base` gives, which then goes back to
    /// `base` (a value type), or set on the object it is (a reference).
    private func storeMember(_ n: String, of base: Expr, _ value: Value, _ scope: Scope, target: Expr, at: Int) throws {
        let baseValue = try eval(base, scope)
        switch baseValue {
        case .object(let a as AttributedStringObject):
            // A value: the string with the attribute set goes back where it came from.
            return try store(base, .object(a.setting(n, value, evaluator: self, at: target.at)), scope, at: at)
        case .object(let o):
            if let instance = o as? ViewInstance { return try instance.set(n, value, evaluator: self, at: target.at) }
            if let settable = o as? SettableObject { return try settable.set(n, value, evaluator: self, at: target.at) }
            throw RuntimeError(message: "cannot assign to property '\(n)' of '\(o.typeName)'", at: target.at)
        case .instance(let s):
            if let p = s.type.property(n), p.getter != nil, !p.isStatic {
                // `model.animatableData = v`: the computed property's setter runs on a copy,
                // which goes back where the value came from.
                let box = Box(.instance(s))
                try storeMember(of: .value(box), n, value, at: target.at)
                return try store(base, box.value, scope, at: at)
            }
            guard s.type.stored.contains(where: { $0.name == n }) else {
                throw RuntimeError(message: "value of type '\(s.type.name)' has no member '\(n)'", at: target.at)
            }
            let box = Box(.instance(s))
            try observed(s.type.property(n), of: ObjectIdentifier(box), receiver: .value(box), old: s.fields[n], new: value, at: target.at) {
                guard case .instance(var current) = box.value else { return }
                current.fields[n] = value
                box.value = .instance(current)
            }
            try store(base, box.value, scope, at: at)
        case .tuple(var items, let labels):
            // `point.x = 3`, and `point.animatableData = pair` (CGPoint's, CGSize's and
            // CGRect's animatable data: their numbers as AnimatablePairs).
            if n == "animatableData" { return try store(base, Self.fromAnimatableData(value, like: baseValue, at: target.at), scope, at: at) }
            // `rect.origin = p`, `rect.size.width += 1`: a rectangle's point and size.
            if labels == ["x", "y", "width", "height"], n == "origin" || n == "size", case .tuple(let part, _) = value, part.count == 2 {
                let k = n == "origin" ? 0 : 2
                items[k] = part[0]; items[k + 1] = part[1]
                return try store(base, .tuple(items, labels: labels), scope, at: at)
            }
            guard let k = labels.firstIndex(of: n), k < items.count else {
                throw RuntimeError(message: "value of type '\(baseValue.typeName)' has no member '\(n)'", at: target.at)
            }
            // The member keeps its type: `point.x = 5` is 5.0, as a CGFloat literal.
            if case .double = items[k], case .int(let i) = value { items[k] = .double(Double(i)) } else { items[k] = value }
            try store(base, .tuple(items, labels: labels), scope, at: at)
        case .double where n == "animatableData":
            return try store(base, .double(try number(value, at: target.at)), scope, at: at)
        default:
            throw RuntimeError(message: "cannot assign to property '\(n)' of a value of type '\(baseValue.typeName)'", at: target.at)
        }
    }

    func storeMember(of receiver: Receiver, _ n: String, _ value: Value, at: Int) throws {
        switch receiver {
        case .view(let instance): try instance.set(n, value, evaluator: self, at: at)
        case .value(let box):
            if case .object(let object as ClassObject) = box.value { return try object.set(n, value, evaluator: self, at: at) }
            if case .object(let view as UIKitView) = box.value { return try view.set(n, value, evaluator: self, at: at) }
            // `self` a layer of a layer subclass of the file (`lineWidth = 10` in its init).
            if case .object(let layer as LayerClassPart & SettableObject) = box.value { return try layer.set(n, value, evaluator: self, at: at) }
            // `self.wrappedValue = v` in `extension Binding`: the object's own setter.
            if case .object(let settable as SettableObject) = box.value { return try settable.set(n, value, evaluator: self, at: at) }
            guard case .instance(let s) = box.value else {
                throw RuntimeError(message: "cannot assign to '\(n)'", at: at)
            }
            // `_name = State(initialValue: v)` in an init sets the state's first value.
            let name = n.hasPrefix("_") && s.type.property(String(n.dropFirst()))?.wrapper != nil ? String(n.dropFirst()) : n
            if let p = s.type.property(name), p.getter != nil {
                // A computed property's setter runs on the value, which it may change.
                guard let setter = p.setter else {
                    throw RuntimeError(message: "cannot assign to property: '\(n)' is a get-only property", at: at)
                }
                let scope = Scope(parent: program.globals, receiver: receiver)
                scope.declare(p.setterValue, value, isLet: true)
                _ = try exec(setter, scope)
                return
            }
            guard let p = s.type.property(name) else {
                throw RuntimeError(message: "value of type '\(s.type.name)' has no member '\(n)'", at: at)
            }
            let new = try convert(value, to: p.type ?? .named("", []), at: at)
            try observed(p, of: ObjectIdentifier(box), receiver: receiver, old: s.fields[name], new: new, at: at) {
                guard case .instance(var current) = box.value else { return }
                current.fields[name] = new
                box.value = .instance(current)
            }
        }
    }
}

extension Evaluator {
    /// An assignment to the stored property `p` of `owner` (an identity for the object or
    /// value it belongs to): `willSet` with the new value, the store, then `didSet` with the
    /// old one, as Swift runs them; nil `old` (the first value) runs none.
    func observed(_ p: PropertyDecl?, of owner: ObjectIdentifier, receiver: Receiver, old: Value?, new: Value,
                  at: Int, store: () throws -> Void) throws {
        guard let p, p.hasObservers, old != nil else { return try store() }
        let key = "\(UInt(bitPattern: owner.hashValue)).\(p.name)"
        guard !observing.contains(key) else { return try store() }
        observing.insert(key)
        defer { observing.remove(key) }
        if let body = p.willSetBody {
            let scope = Scope(parent: program.globals, receiver: receiver)
            scope.declare(p.willSetValue, new, isLet: true)
            _ = try exec(body, scope)
        }
        try store()
        if let body = p.didSetBody, let old {
            let scope = Scope(parent: program.globals, receiver: receiver)
            scope.declare(p.didSetValue, old, isLet: true)
            _ = try exec(body, scope)
        }
    }
}
