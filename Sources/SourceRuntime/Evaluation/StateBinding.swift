import Motion

/// `$state`: a binding to a view's state, passed to a child's `@Binding` or a control; and a
/// binding into part of it, as Swift's `Binding` subscripts and dynamic members give:
/// `$items[2]`, `$settings.isOn`, `$items[i].name`; and `$model.name` of a model object
/// (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Bindable`), which reads and
/// writes the object's property.
final class StateBinding: RuntimeObject, SettableObject {
    enum Step: Equatable {
        case member(String)
        case index(Value)
    }
    /// The view whose state is bound; nil for a binding made by `Binding(get:set:)`.
    let instance: ViewInstance?
    let name: String
    /// The part of the state the binding reaches, from the state property down.
    let path: [Step]
    /// `Binding(get:set:)`: the closures that read and write the value (its reads of state are
    /// noted as the closure reads it).
    let accessors: (get: FunctionValue, set: FunctionValue)?
    /// `$model` of a view's model object: the object is the root (it is not replaced).
    let object: ClassObject?
    /// `binding.animation(_:)`: a write through the binding animates with this (the outer
    /// optional: set or not; the inner: an explicit `nil`, no animation).
    var animation: Animation??
    init(instance: ViewInstance, name: String, path: [Step] = []) {
        self.instance = instance; self.name = name; self.path = path; accessors = nil; object = nil
    }
    init(get: FunctionValue, set: FunctionValue, path: [Step] = []) {
        instance = nil; name = ""; self.path = path; accessors = (get, set); object = nil
    }
    init(object: ClassObject, path: [Step] = []) {
        instance = nil; name = ""; self.path = path; accessors = nil; self.object = object
    }
    override var typeName: String { "Binding" }

    func appending(_ step: Step) -> StateBinding { copy(path: path + [step]) }

    private func copy(path: [Step]) -> StateBinding {
        let made: StateBinding
        if let accessors { made = StateBinding(get: accessors.get, set: accessors.set, path: path) }
        else if let object { made = StateBinding(object: object, path: path) }
        else { made = StateBinding(instance: instance!, name: name, path: path) }
        made.animation = animation
        return made
    }

    /// `binding.animation(_:)` (SwiftUI: "specifies an animation to perform when the binding
    /// value changes"): the same binding, whose writes run inside `withAnimation`; with no
    /// argument, the default animation.
    func animated(_ args: Args, _ ev: Evaluator) throws -> Value {
        let made = copy(path: path)
        switch try args.value(nil, hint: "Animation") {
        case nil: made.animation = .some(.default(in: ev.program.version))
        case .animation(let a)?: made.animation = .some(a)
        case .nil?: made.animation = .some(nil)
        case let other?:
            throw RuntimeError(message: "cannot convert value of type '\(other.typeName)' to expected argument type 'Animation?'", at: args.at)
        }
        return .object(made)
    }

    /// What the binding's root holds: the state property, or what its getter gives.
    private func root(_ ev: Evaluator, at: Int) throws -> Value {
        if let accessors { return try ev.invoke(accessors.get, [], at: at) }
        if let object { return .object(object) }
        guard let instance else { return .nil }
        ev.noteRead(instance, name)
        let v = instance.value(bound: name)
        // A `@StateObject` not read yet is made now.
        if case .object(is PendingObject) = v { return try instance.member(name, evaluator: ev, at: at) ?? .nil }
        return v
    }

    private func setRoot(_ value: Value, _ ev: Evaluator, at: Int) throws {
        if let accessors { _ = try ev.invoke(accessors.set, [value], at: at); return }
        if object != nil { return }
        try instance?.set(name, value, evaluator: ev, at: at)
    }

    /// The value bound (`wrappedValue`), read as the view's state is read.
    func get(_ ev: Evaluator, at: Int) throws -> Value {
        var v = try root(ev, at: at)
        for step in path { v = try Self.part(of: v, step, ev, at: at) }
        return v
    }

    /// Writes the bound value: the state property with that part replaced (a constant
    /// binding's write is dropped).
    func set(_ value: Value, _ ev: Evaluator, at: Int) throws {
        if let animation {
            self.animation = nil
            defer { self.animation = animation }
            return try ev.runtime.withAnimation(animation, at: at) { try set(value, ev, at: at) }
        }
        guard let first = path.first else { return try setRoot(value, ev, at: at) }
        // The root is an object (a model): its property is written in place, as a reference's.
        if case .object(let model as ClassObject) = try root(ev, at: at), case .member(let n) = first {
            let inner = path.count == 1 ? value
                : try Self.replacing(in: try ev.member(.object(model), n, at: at), path.dropFirst(), with: value, ev, at: at)
            try model.set(n, inner, evaluator: ev, at: at)
            return
        }
        if accessors == nil, object == nil, instance?.state[name] == nil { return }
        try setRoot(try Self.replacing(in: try root(ev, at: at), path[...], with: value, ev, at: at), ev, at: at)
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
