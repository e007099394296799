/// A struct of the file made: by one of its initializers or memberwise, its properties
/// with values of their own first.
extension Evaluator {
    /// `StructName(…)`: a written `init`, else the memberwise one.
    func construct(_ s: StructDecl, _ args: Args) throws -> Value {
        if s.isClass { return try constructClass(s, args) }
        if s.conformances.contains("Layout"), let (rest, content) = Self.splitContent(args) {
            // `MyLayout(…) { views }`: the layout made without the closure, given the views.
            guard case .instance(let made) = try construct(s, rest) else { return .void }
            return try layoutView(LayoutObject(.file(made)), content) ?? .void
        }
        var fields: [String: Value] = [:]
        // Defaults first: a written init may leave properties with initial values alone.
        for p in s.stored {
            // A view's `@StateObject` is made once, when the view first reads it (`PendingObject`).
            if p.wrapper == .stateObject, s.isView, let initial = p.initial { fields[p.name] = .object(PendingObject(initial, p)); continue }
            if let initial = p.initial {
                fields[p.name] = try inStatics(of: s.name) { try convert(eval(initial, program.globals, hint: p.type?.spelled), to: p.type ?? .named("", []), at: p.at) }
            }
            else if p.wrapper == .namespace { fields[p.name] = .object(Namespace()) }
            else if p.wrapper?.isEnvironment == true { fields[p.name] = .object(EnvironmentRead(p)) }
            else if case .optional? = p.type { fields[p.name] = .nil }
        }
        let box = Box(.instance(StructValue(type: s, fields: fields)))
        let labels = args.labels
        if let initializer = Self.initializer(of: s, labels: labels) {
            _ = try call(FunctionValue(.method(initializer, receiver: .value(box), program.globals)), args)
            return box.value
        }
        if !s.hasMemberwiseInitializer {
            throw RuntimeError(message: "no 'init' of '\(s.name)' takes the labels (\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: args.at)
        }
        // Memberwise: every stored property in order; `let`s with a value, and wrapped
        // properties other than @State and @Binding, are not parameters.
        var next = 0
        for p in s.stored where p.isMemberwiseParameter {
            if next < args.count, args.items[next].fits(label: p.name, type: p.type) {
                fields[p.name] = try convert(args.value(at: next, hint: p.type?.spelled)!, to: p.type ?? .named("", []), at: args.items[next].value.at)
                next += 1
            } else if fields[p.name] == nil {
                throw RuntimeError(message: "missing argument for parameter '\(p.name)' in call to '\(s.name)'", at: args.at)
            }
        }
        if next < args.count {
            let extra = args.items[next]
            throw RuntimeError(message: "extra argument\(extra.label.map { " '\($0)'" } ?? "") in call to '\(s.name)'", at: extra.value.at)
        }
        if case .instance(var value) = box.value { value.fields = fields; box.value = .instance(value) }
        return box.value
    }

    /// A view struct's initializer gives a view; any other struct's, a value.
    func constructed(_ s: StructDecl, _ value: Value, at: Int) -> Value {
        if s.isShape, case .instance(let v) = value { return .view(ViewValue(.shape(.custom(v)), at: at)) }
        if s.conformances.contains("UIViewRepresentable"), case .instance(let v) = value { return .view(ViewValue(.represented(v), at: at)) }
        guard s.isView, case .instance(let v) = value else { return value }
        return .view(ViewValue(.custom(v), at: at))
    }

    /// The initializer a call with these argument labels reaches: the first whose labels
    /// cover them and whose required ones they give; a type with one initializer, that one.
    static func initializer(of s: StructDecl, labels: [String?]) -> Function? {
        s.initializers.first { f in
            let required = f.parameters.filter { $0.defaultValue == nil }.map(\.label)
            let all = f.parameters.map(\.label)
            return labels.allSatisfy { all.contains($0) } && required.allSatisfy { labels.contains($0) }
        } ?? (s.initializers.count == 1 && !s.hasMemberwiseInitializer ? s.initializers.first : nil)
    }
}
