import Scene

/// Modifiers of scroll views: where they come to rest, whether they clip, the binding of
/// where they stand. Each is told down to the scroll views below as an environment value of
/// the runtime's own (`Reconcile/ScrollViews.swift`).
enum ScrollModifiers {
    static let entries: [ModifierEntry] = [
        // `scrollTargetBehavior(.paging)` / `(.viewAligned)`: where the scroll views it is or
        // holds come to rest after a drag (`Reconcile/ScrollViews.swift`), told down as an
        // environment value of the runtime's own.
        ModifierEntry("scrollTargetBehavior") { call in
            try call.args.allow([nil])
            let kind: String
            switch try call.args.required(nil, hint: "ScrollTargetBehavior") {
            case .enumCase(_, let name, _) where name == "paging" || name == "viewAligned": kind = name
            case let v: throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'ScrollTargetBehavior' (.paging or .viewAligned)", at: call.args.place(nil))
            }
            if kind == "viewAligned" { call.evaluator.runtime.usesScrollReaders = true }
            return call.add(.environmentValues([SourceRuntime.scrollTargetKey: .string(kind)]))
        },
        // `scrollClipDisabled(_:)`: the scroll views it is or holds draw their content past
        // their bounds (where it also takes clicks).
        ModifierEntry("scrollClipDisabled") { call in
            try call.args.allow([nil])
            let disabled = try call.args.value(nil, hint: "Bool").map { try call.evaluator.truth($0, at: call.args.place(nil)) } ?? true
            return call.add(.environmentValues([SourceRuntime.scrollClipKey: .bool(disabled)]))
        },
        // `scrollPosition(id: $id, anchor:)`: the id of the `ForEach` item a scroll view has
        // come to, and where to scroll when the binding changes (`Reconcile/ScrollViews.swift`).
        ModifierEntry("scrollPosition") { call in
            let args = call.args
            try args.allow(["id", "anchor"])
            guard case .object(let b as StateBinding) = try args.required("id") else {
                throw RuntimeError(message: "scrollPosition(id:) takes a binding ($name) to the id of the view scrolled to", at: args.place("id"))
            }
            var anchor: UnitPoint? = nil
            if case .unitPoint(let u)? = try args.value("anchor", hint: "UnitPoint") { anchor = u }
            call.evaluator.runtime.usesScrollReaders = true
            return call.add(.environmentValues([SourceRuntime.scrollPositionKey: .object(ScrollPositionObject(b, anchor: anchor))]))
        },
    ]
}
