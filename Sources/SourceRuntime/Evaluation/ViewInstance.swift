import Scene

/// `self` of a view struct while it plays: its fields as its parent last gave them, and its
/// `@State`, which lives as long as the view keeps its place.
final class ViewInstance: RuntimeObject {
    let type: StructDecl
    /// Stored properties that are not state.
    var fields: [String: Value]
    /// `@State` values.
    var state: [String: Value] = [:]
    /// `@GestureState` values as the view began with them (what the state resets to).
    var gestureInitial: [String: Value] = [:]
    /// Called when a state value changes, with its name and former value (the runtime
    /// evaluates again what read it).
    var onChange: ((ViewInstance, String, Value) -> Void)?
    /// The evaluations that read each state property (see `ReadLog`).
    private var readersByName: [String: StateReaders] = [:]
    /// Scene states that mirror a state property, or one element of an array property, for
    /// the engine bindings that read it (see `LiveUnit.bind`), by property and element.
    var mirrors: [String: [Int?: StateValue<Value>]] = [:]
    override var typeName: String { type.name }

    func readers(of name: String) -> StateReaders {
        if let r = readersByName[name] { return r }
        let r = StateReaders()
        readersByName[name] = r
        return r
    }

    func readersIfAny(of name: String) -> StateReaders? { readersByName[name] }

    /// Lets go of the evaluations that read the view's state, for a view taken out of the
    /// scene: an evaluation keeps the readers of what it read (its frame's reads), so the
    /// two would keep each other alive.
    func dropReaders() {
        for readers in readersByName.values { readers.whole = ReaderList(); readers.byIndex = [:] }
        readersByName.removeAll()
    }

    /// Lets go of a state property the runtime kept for a view that is gone (a timeline's).
    func forget(_ name: String) {
        state.removeValue(forKey: name)
        mirrors.removeValue(forKey: name)
        readersByName.removeValue(forKey: name)
    }

    /// Lets go of everything the view keeps when its scene is let go of: its readers, and its
    /// values, which may hold closures whose scopes keep the view.
    func dispose() {
        dropReaders()
        mirrors.removeAll(); state.removeAll(); fields.removeAll(); onChange = nil
    }

    init(_ value: StructValue) {
        type = value.type
        var fields = value.fields
        for p in value.type.stored where p.wrapper?.isState == true {
            state[p.name] = fields.removeValue(forKey: p.name) ?? .nil
            if p.wrapper == .gestureState { gestureInitial[p.name] = state[p.name] }
            // `@FocusState var focused: Bool` starts false (an optional one, nil).
            if p.wrapper == .focusState, state[p.name] == .nil, p.type == .named("Bool", []) { state[p.name] = .bool(false) }
        }
        self.fields = fields
    }

    /// Takes the fields a new evaluation of the parent gave; state stays.
    func update(from value: StructValue) {
        var fields = value.fields
        for p in type.stored where p.wrapper?.isState == true { fields.removeValue(forKey: p.name) }
        self.fields = fields
    }

    func member(_ name: String, evaluator: Evaluator, at: Int) throws -> Value? {
        if var v = state[name] {
            if case .object(let pending as PendingObject) = v {
                v = try pending.make(in: type.name, evaluator)
                state[name] = v
            }
            evaluator.noteRead(self, name)
            if case .object(let c as ClassObject) = v { c.observe(self, name) }
            return v
        }
        if var v = fields[name] {
            if case .object(let read as EnvironmentRead) = v {
                v = try read.value(evaluator, at: at)
                if !read.isOwn(evaluator) { fields[name] = v }
            }
            // An object of a class of the file (`@ObservedObject var model`): its changes are
            // this property's, for what read it.
            if case .object(let c as ClassObject) = v {
                evaluator.noteRead(self, name)
                c.observe(self, name)
            }
            // `@Binding var x`: reads the state it was given (`$x` of the parent).
            if case .object(let b as StateBinding) = v, type.property(name)?.wrapper == .binding {
                return try b.get(evaluator, at: at)
            }
            return v
        }
        if name.hasPrefix("$"), case .object(let b as StateBinding)? = fields[String(name.dropFirst())] { return .object(b) }
        // `$x` of a `@Binding` given `.constant(value)`: a binding that reads the value and
        // drops what is written (`set` below).
        if name.hasPrefix("$"), type.property(String(name.dropFirst()))?.wrapper == .binding, fields[String(name.dropFirst())] != nil {
            return .object(StateBinding(instance: self, name: String(name.dropFirst())))
        }
        if let p = type.property(name), let getter = p.getter {
            let isBuilder = name == "body" || p.type == .some("View")
            // A getter's returned expressions are typed by its type (`var m: Model { .init(…) }`).
            return try evaluator.runBody(getter, Scope(parent: evaluator.program.globals, receiver: .view(self)),
                                         isBuilder: isBuilder, returnType: isBuilder ? nil : p.type?.spelled, at: at)
        }
        if let m = type.methods[name] {
            return .function(FunctionValue(.method(m, receiver: .view(self), evaluator.program.globals)))
        }
        if name.hasPrefix("$"), state[String(name.dropFirst())] != nil {
            return .object(StateBinding(instance: self, name: String(name.dropFirst())))
        }
        // `$model` of an `@ObservedObject`, `@EnvironmentObject` or `@Bindable` model: bindings
        // to its properties (`$model.name`).
        let bare = String(name.dropFirst())
        if name.hasPrefix("$"), let w = type.property(bare)?.wrapper, w == .observedObject || w == .environmentObject || w == .bindable,
           case .object(let model as ClassObject)? = try member(bare, evaluator: evaluator, at: at) {
            return .object(StateBinding(object: model))
        }
        return nil
    }

    /// The type Swift inferred for a state property written with no type (`= CGSize.zero`),
    /// for a value written as a bare member (`offset = .zero`): a size, point or rectangle.
    static func inferredType(_ old: Value, _ new: Value) -> TypeRef? {
        guard case .enumCase(let t, _, _) = new, t.isEmpty, case .tuple(_, let labels) = old else { return nil }
        switch labels {
        case ["width", "height"]: return .named("CGSize", [])
        case ["x", "y"]: return .named("CGPoint", [])
        case ["x", "y", "width", "height"]: return .named("CGRect", [])
        default: return nil
        }
    }

    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        if let old = state[name] {
            var v = value
            if let t = type.property(name)?.type ?? Self.inferredType(old, value) { v = try evaluator.convert(value, to: t, at: at) }
            try evaluator.observed(type.property(name), of: ObjectIdentifier(self), receiver: .view(self), old: old, new: v, at: at) {
                state[name] = v
                evaluator.impure()
                if old != v { onChange?(self, name, old) }
            }
            return
        }
        if case .object(let b as StateBinding)? = fields[name], type.property(name)?.wrapper == .binding {
            return try b.set(value, evaluator, at: at)
        }
        // A `@Binding` given `.constant(value)`: what is written to it is dropped.
        if type.property(name)?.wrapper == .binding { return }
        if type.property(name) != nil {
            throw RuntimeError(message: "cannot assign to property: 'self' is immutable (only @State properties of a view can change)", at: at)
        }
        throw RuntimeError(message: "value of type '\(type.name)' has no member '\(name)'", at: at)
    }
}

/// `@Namespace`: an identity for `matchedGeometryEffect`.
final class Namespace: RuntimeObject {
    override var typeName: String { "Namespace.ID" }
}
