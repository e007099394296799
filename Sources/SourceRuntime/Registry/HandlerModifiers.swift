import Motion
import Scene

/// Modifiers that run the file's code when something happens to a view.
enum HandlerModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("onAppear") { call in
            guard let f = try call.args.trailingClosure() ?? call.args.function("perform") else { return call.view }
            return call.add(.onAppear(f))
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
        ModifierEntry("onChange") { call in
            let v = try call.args.required("of")
            let initial = try call.args.value("initial").map { try call.evaluator.truth($0, at: call.at) } ?? false
            guard let f = try call.args.trailingClosure() ?? call.args.function("perform") else {
                throw RuntimeError(message: "onChange(of:) needs a closure", at: call.at)
            }
            return call.add(.onChange(v, f, initial: initial))
        },
    ]
}
