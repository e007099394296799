import Motion
import Scene

/// Modifiers that run the file's code when something happens to a view.
enum HandlerModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("onAppear") { call in
            guard let f = try call.args.trailingClosure() ?? call.args.function("perform") else { return call.view }
            return call.add(.onAppear(f))
        },
        // `.task { … }`: a `Task` started when the view appears and cancelled when it goes
        // (Apple: "SwiftUI will automatically cancel the task at some point after the view
        // disappears"); `.task(id:)` cancels it and starts it again when the id changes
        // (Apple: "when the id value changes, SwiftUI cancels and restarts the task").
        ModifierEntry("task") { call in
            try call.args.allow(["id", "priority", "name", nil, "action"])
            guard let f = try call.args.trailingClosure() ?? call.args.function("action") ?? call.args.firstClosure() else { return call.view }
            return call.add(.task(f, id: try call.args.value("id")))
        },
        ModifierEntry("onDisappear") { call in
            guard let f = try call.args.trailingClosure() ?? call.args.function("perform") else { return call.view }
            return call.add(.onDisappear(f))
        },
        ModifierEntry("onTapGesture") { call in
            let count = try call.args.value("count").map { try call.evaluator.integer($0, at: call.at) } ?? 1
            guard let f = try call.args.trailingClosure() ?? call.args.function("perform") else { return call.view }
            return call.add(.onTap(f, count: count))
        },
        // `.simultaneousGesture` and `.highPriorityGesture` are `.gesture` here: each gesture of
        // a view sees every press that reaches it (see docs/SEMANTICS.md, "Gestures").
        ModifierEntry("gesture") { call in try gesture(call) },
        ModifierEntry("simultaneousGesture") { call in try gesture(call) },
        ModifierEntry("highPriorityGesture") { call in try gesture(call) },
        ModifierEntry("onLongPressGesture") { call in
            try call.args.allow([nil, "minimumDuration", "maximumDistance", "pressing", "perform", "onPressingChanged"])
            var g = GestureObject(.longPress(minimumDuration: try Gestures.duration(call.args), maximumDistance: try Gestures.distance(call.args)))
            if let f = try call.args.function("perform") ?? call.args.trailingClosure() { g = g.adding(ended: f) }
            if let f = try call.args.function("onPressingChanged") ?? call.args.function("pressing") { g = g.adding(pressing: f) }
            return call.add(.gesture(g))
        },
        ModifierEntry("onChange") { call in
            let v = try call.args.required("of")
            let initial = try call.args.value("initial").map { try call.evaluator.truth($0, at: call.at) } ?? false
            guard let f = try call.args.trailingClosure() ?? call.args.function("perform") else {
                throw RuntimeError(message: "onChange(of:) needs a closure", at: call.at)
            }
            return call.add(.onChange(v, f, initial: initial))
        },
        ModifierEntry("preference") { call in
            try call.args.allow(["key", "value"])
            let key = try preferenceKey(call, "key")
            let hint = call.evaluator.program.structs[key]?.properties.first { $0.isStatic && $0.name == "defaultValue" }?.type?.spelled
            return call.add(.preference(key: key, value: try call.args.required("value", hint: hint)))
        },
        ModifierEntry("onPreferenceChange") { call in
            try call.args.allow([nil, "perform"])
            let key = try preferenceKey(call, nil)
            guard let f = try call.args.function("perform") ?? call.args.trailingClosure() else {
                throw RuntimeError(message: "onPreferenceChange(_:perform:) needs a closure", at: call.at)
            }
            return call.add(.onPreferenceChange(key: key, f))
        },
    ]

    /// `K.self` of a `PreferenceKey` the file declares.
    static func preferenceKey(_ call: ModifierCall, _ label: String?) throws -> String {
        guard case .type(let key) = try call.args.required(label), let decl = call.evaluator.program.structs[key],
              decl.conformances.contains("PreferenceKey") else {
            throw RuntimeError(message: "\(call.entry.name) takes a PreferenceKey of the file (K.self)", at: call.args.place(label))
        }
        return key
    }

    static func gesture(_ call: ModifierCall) throws -> ViewValue {
        try call.args.allow([nil, "including", "isEnabled"])
        let v = try call.args.required(nil)
        guard case .object(let g as GestureObject) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Gesture'", at: call.args.place(nil))
        }
        if let enabled = try call.args.value("isEnabled"), try !call.evaluator.truth(enabled, at: call.args.place("isEnabled")) { return call.view }
        return call.add(.gesture(g))
    }
}

