/// `$state`: a binding to a view's state, passed to a child's `@Binding` or a control; and a
/// binding into part of it, as Swift's `Binding` subscripts and dynamic members give:
/// `$items[2]`, `$settings.isOn`, `$items[i].name`.
final class StateBinding: RuntimeObject, SettableObject {
    enum Step: Equatable {
        case member(String)
        case index(Value)
    }
    let instance: ViewInstance
    let name: String
    /// The part of the state the binding reaches, from the state property down.
    let path: [Step]
    init(instance: ViewInstance, name: String, path: [Step] = []) { self.instance = instance; self.name = name; self.path = path }
    override var typeName: String { "Binding" }

    func appending(_ step: Step) -> StateBinding { StateBinding(instance: instance, name: name, path: path + [step]) }

    /// The value bound (`wrappedValue`), read as the view's state is read.
    func get(_ ev: Evaluator, at: Int) throws -> Value {
        ev.noteRead(instance, name)
        var v = instance.value(bound: name)
        for step in path { v = try Self.part(of: v, step, ev, at: at) }
        return v
    }

    /// Writes the bound value: the state property with that part replaced (a constant
    /// binding's write is dropped).
    func set(_ value: Value, _ ev: Evaluator, at: Int) throws {
        guard !path.isEmpty else { return try instance.set(name, value, evaluator: ev, at: at) }
        guard let root = instance.state[name] else { return }
        try instance.set(name, try Self.replacing(in: root, path[...], with: value, ev, at: at), evaluator: ev, at: at)
    }

    /// `$x.member`: `wrappedValue` is the value, anything else a binding to that member.
    func member(_ name: String, _ ev: Evaluator, at: Int) throws -> Value {
        switch name {
        case "wrappedValue": return try get(ev, at: at)
        case "projectedValue": return .object(self)
        default: return .object(appending(.member(name)))
        }
    }

    /// `binding.wrappedValue = v`, `binding.member = v` (through a binding to the member).
    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        try (name == "wrappedValue" ? self : appending(.member(name))).set(value, evaluator, at: at)
    }

    private static func part(of v: Value, _ step: Step, _ ev: Evaluator, at: Int) throws -> Value {
        switch step {
        case .member(let n): return try ev.member(v, n, at: at)
        case .index(let i): return try ev.subscriptValue(v, [i], labels: [nil], at: at)
        }
    }

    private static func replacing(in v: Value, _ path: ArraySlice<Step>, with new: Value, _ ev: Evaluator, at: Int) throws -> Value {
        guard let step = path.first else { return new }
        let inner = try replacing(in: try part(of: v, step, ev, at: at), path.dropFirst(), with: new, ev, at: at)
        switch (v, step) {
        case (.array(var items), .index(.int(let i))):
            guard i >= 0 && i < items.count else { throw RuntimeError(message: "Fatal error: Index out of range", at: at) }
            items[i] = inner
            return .array(items)
        case (.dictionary(var entries), .index(let key)):
            if let k = entries.firstIndex(where: { $0.key == key }) { entries[k].value = inner } else { entries.append(DictionaryEntry(key: key, value: inner)) }
            return .dictionary(entries)
        case (.instance(var s), .member(let n)) where s.fields[n] != nil:
            s.fields[n] = inner
            return .instance(s)
        case (.tuple(var items, let labels), .member(let n)):
            guard let k = labels.firstIndex(of: n), k < items.count else { break }
            items[k] = inner
            return .tuple(items, labels: labels)
        default: break
        }
        throw RuntimeError(message: "cannot assign through this binding: '\(v.typeName)' has no settable part here", at: at)
    }
}

extension ViewInstance {
    /// What a binding to the property `name` reads: its state, else the constant a
    /// `@Binding` was given (`.constant(value)`).
    func value(bound name: String) -> Value { state[name] ?? fields[name] ?? .nil }
}
