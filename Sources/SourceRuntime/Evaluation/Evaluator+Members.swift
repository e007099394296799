extension Evaluator {
    /// `value.name`.
    func member(_ value: Value, _ name: String, at: Int) throws -> Value {
        if case .enumCase("", let base, []) = value { return try member(resolveUntyped(base, at: at), name, at: at) }
        switch value {
        case .object(let o):
            if let instance = o as? ViewInstance, let v = try instance.member(name, evaluator: self, at: at) { return v }
            if let binding = o as? StateBinding {
                // `extension Binding { var optional: … }`: the file's member, before a member of the bound value.
                if name != "wrappedValue", name != "projectedValue", let v = try extensionMember(value, name, at: at) { return v }
                return try binding.member(name, self, at: at)
            }
            if let object = o as? ClassObject {
                if let v = try object.member(name, evaluator: self, at: at) { return v }
                if let v = try extensionMember(value, name, at: at) { return v }
                throw RuntimeError(message: "value of type '\(object.typeName)' has no member '\(name)'", at: at)
            }
        case .instance(let s) where s.type === SetValues.type:
            if let items = SetValues.elements(value), let v = SetValues.member(items, name) { return v }
            throw RuntimeError(message: "value of type 'Set' has no member '\(name)'", at: at)
        case .instance(let s):
            if let v = s.fields[name] { return v }
            if let p = s.type.property(name), let getter = p.getter { return try runGetter(getter, receiver: .value(Box(value)), type: p.type?.spelled, at: at) }
            if let m = s.type.methods[name] { return .function(FunctionValue(.method(m, receiver: .value(Box(value)), program.globals))) }
            if let v = try extensionMember(value, name, at: at) { return v }
            throw RuntimeError(message: "value of type '\(s.type.name)' has no member '\(name)'", at: at)
        case .type(let t):
            if name == "self" { return value }
            if let e = program.enums[t] {
                if e.cases.contains(where: { $0.name == name }) { return .enumCase(type: t, name: name, payload: []) }
                // `CaseIterable`: the cases in declaration order.
                if name == "allCases", e.cases.allSatisfy({ $0.payloadLabels.isEmpty }) {
                    return .array(e.cases.map { .enumCase(type: t, name: $0.name, payload: []) })
                }
                if let p = e.statics.first(where: { $0.name == name }), let initial = p.initial {
                    return try staticValue(t, p) { try eval(initial, program.globals, hint: p.type?.spelled) }
                }
            }
            if let s = program.structs[t], let p = s.properties.first(where: { $0.isStatic && $0.name == name }) {
                if let initial = p.initial { return try staticValue(t, p) { try eval(initial, program.globals, hint: p.type?.spelled) } }
                if let getter = p.getter {
                    return try inStatics(of: t) { try runBody(getter, Scope(parent: program.globals), isBuilder: false, returnType: p.type?.spelled, at: at) }
                }
            }
            if let v = try extensionStatic(t, name, at: at) { return v }
            if let v = try Builtins.staticMember(type: t, name, evaluator: self, at: at) { return v }
            // A type declared inside this one (`Outer.Inner`): the file's types share one space.
            if program.structs[name] != nil || program.enums[name] != nil { return .type(name) }
            // A UIKit or SwiftUI type nested in another (`UIButton.Configuration`,
            // `GraphicsContext.Shading`, `Font.Weight`).
            if Playground.types.contains(t + "." + name) || BuiltinRegistry.byName[t + "." + name] != nil { return .type(t + "." + name) }
            throw RuntimeError(message: "type '\(t)' has no member '\(name)'", at: at)
        case .enumCase(let t, let caseName, let payload):
            if let e = program.enums[t] {
                if name == "rawValue", let raw = try rawValue(of: caseName, in: e) { return raw }
                if let getter = e.computed[name] { return try runGetter(getter, receiver: .value(Box(value)), type: e.computedTypes[name], at: at) }
                if let m = e.methods[name] { return .function(FunctionValue(.method(m, receiver: .value(Box(value)), program.globals))) }
                if let c = e.cases.first(where: { $0.name == caseName }), let i = c.payloadLabels.firstIndex(of: name), i < payload.count {
                    return payload[i]
                }
            }
        default: break
        }
        if let v = try extensionMember(value, name, at: at) { return v }
        return try Builtins.member(value, name, evaluator: self, at: at)
    }

    func subscriptValue(_ base: Value, _ indices: [Value], labels: [String?], at: Int) throws -> Value {
        switch (base, indices.first) {
        case (.object(let env as EnvironmentValuesObject), .type(let key)?): return try environmentSubscript(env, key: key, at: at)
        case (.array(let items), .int(let i)?):
            guard i >= 0 && i < items.count else { throw RuntimeError(message: "Fatal error: Index out of range", at: at) }
            return items[i]
        case (.array(let items), .range(var l, var u, var closed)?):
            // A one-sided range (`xs[2...]`, `xs[..<3]`): up to the end, from the start.
            if u == Int.max { u = items.count; closed = false }
            if l == Int.min { l = 0 }
            let upper = closed ? u + 1 : u
            guard l >= 0, upper <= items.count, l <= upper else { throw RuntimeError(message: "Fatal error: Array index is out of range", at: at) }
            return .array(Array(items[l..<upper]))
        case (.dictionary(let entries), let key?):
            if labels.count > 1, labels[1] == "default" {
                return entries.first { $0.key == key }?.value ?? indices[1]
            }
            return entries.first { $0.key == key }?.value ?? .nil
        case (.string(let s), .int(let i)?):
            let chars = Array(s)
            guard i >= 0 && i < chars.count else { throw RuntimeError(message: "Fatal error: String index is out of bounds", at: at) }
            return .character(chars[i])
        case (.tuple(let items, _), .int(let i)?) where i >= 0 && i < items.count: return items[i]
        case (.object(let run as RunObject), .type(let t)?): return run.attributes[t] ?? .nil
        // `d[explicit: guide]`: no explicit guides are known inside a guide's closure (our rule).
        case (.object(let d as ViewDimensionsObject), let g?): return labels.first == "explicit" ? .nil : try d.value(of: g, at: at)
        case (.object(let a as AttributedStringObject), .range(let l, let u, let closed)?):
            return .object(try a.sliced(l..<(closed ? u + 1 : u), at: at))
        case (.object(let b as StateBinding), let i?): return .object(b.appending(.index(i)))
        case (.object(let o as ValueSequence), .int(let i)?):
            let items = o.items
            guard i >= 0 && i < items.count else { throw RuntimeError(message: "Fatal error: Index out of range", at: at) }
            return items[i]
        default:
            throw RuntimeError(message: "value of type '\(base.typeName)' has no subscripts taking \(indices.first?.typeName ?? "no") index", at: at)
        }
    }

    /// A static stored property's value: a `let` is worked out once, on first use, as Swift
    /// does; its initial value reads the type's other statics by their bare names.
    func staticValue(_ type: String, _ p: PropertyDecl, _ initial: () throws -> Value) throws -> Value {
        let key = "\(type).\(p.name)"
        if p.isLet, let v = staticLets[key] { return v }
        // A stored static whose initial value reads itself (`static let a = S.a`) has no value.
        guard !staticLetsInProgress.contains(key) else {
            throw RuntimeError(message: "'\(p.name)' is used within its own initial value", at: p.at)
        }
        try checkStack(at: p.at)
        staticLetsInProgress.insert(key)
        defer { staticLetsInProgress.remove(key) }
        let v = try inStatics(of: type, initial)
        if p.isLet { staticLets[key] = v }
        return v
    }

    /// Runs `body` where a bare name may be a static member of `type` (a stored property's
    /// initial value, a static's own: `var items = DATA.map …` with `static let DATA`).
    func inStatics<T>(of type: String, _ body: () throws -> T) rethrows -> T {
        let outer = staticContext
        staticContext = type
        defer { staticContext = outer }
        return try body()
    }

    /// A static of the type whose initial values are being worked out, by its bare name.
    func staticMember(named name: String, at: Int) throws -> Value? {
        guard let t = staticContext else { return nil }
        if let s = program.structs[t] {
            // A PreviewProvider's `@State static var x` read as `$x`: a binding of its value that
            // keeps what it was (our rule: as `.constant(x)`; Xcode's canvas does not update
            // views through a static's binding either). `@Namespace static var ns`: an identity.
            let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
            if let p = s.properties.first(where: { $0.isStatic && $0.name == bare }) {
                if p.wrapper == .namespace {
                    let key = "\(t).\(bare)"
                    if let v = staticLets[key] { return v }
                    let v = Value.object(Namespace())
                    staticLets[key] = v
                    return v
                }
                // `static var x: T?` with no value: nil, as Swift gives an optional.
                if p.initial == nil, p.getter == nil, p.type?.spelled.hasSuffix("?") == true { return .nil }
                return try member(.type(t), bare, at: at)
            }
            if s.methods[name]?.isStatic == true { return try member(.type(t), name, at: at) }
        }
        if let e = program.enums[t], e.statics.contains(where: { $0.name == name }) { return try member(.type(t), name, at: at) }
        return try extensionStaticMember(named: name, in: t, at: at)
    }

    /// A case's raw value by Swift's rule: the one written, else for `String` the case's name
    /// and for `Int` one more than the case before (the first 0).
    func rawValue(of caseName: String, in e: EnumDecl) throws -> Value? {
        var next = 0
        for c in e.cases {
            var value: Value? = nil
            if let raw = c.rawValue { value = try eval(raw, program.globals, hint: e.rawType) }
            else if e.rawType == "String" { value = .string(c.name) }
            else if e.rawType == "Int" { value = .int(next) }
            if case .int(let i)? = value { next = i &+ 1 }
            if c.name == caseName { return value }
        }
        return nil
    }
}

/// A runtime object with properties the file's code may set (`timer`, a layer).
protocol SettableObject: AnyObject {
    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws
}
