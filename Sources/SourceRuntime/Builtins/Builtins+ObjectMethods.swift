import Foundation
import Motion
import Scene

extension Builtins {
    /// `object.name(args)` on the runtime's objects: the main queue's `async` and `asyncAfter`,
    /// a transition's `combined` and `animation`, a timer's and a task's, a geometry proxy's
    /// `frame` (nil: not one of them).
    static func objectMethod(_ o: RuntimeObject, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> (Value, changed: Value?)? {
        if let s = o as? ScannerObject, let v = try scannerMethod(s, name, args, evaluator: ev, at: at) { return (v, nil) }
        if o is PresentationModeObject, name == "dismiss" { return (.void, nil) }
        if o is MainQueue, name == "asyncAfter" || name == "async" {
            let time = name == "async" ? ev.runtime.now : try args.requiredDouble("deadline")
            _ = try args.value("qos"); _ = try args.value("flags")
            // A closure, or a work item (which runs unless cancelled by then).
            if case .object(let item as WorkItemObject)? = try args.value("execute") {
                try ev.runtime.at(time) { if !item.isCancelled { _ = try ev.invoke(item.block, [], at: at) } }
                return (.void, nil)
            }
            guard let body = try args.function("execute") ?? args.trailingClosure() else {
                throw RuntimeError(message: "\(name) needs a closure to run", at: at)
            }
            try ev.runtime.at(time) { _ = try ev.invoke(body, [], at: at) }
            return (.void, nil)
        }
        if let proxy = o as? ScrollViewProxyObject, name == "scrollTo" {
            try args.allow([nil, "anchor"])
            let id = try args.required(nil)
            var anchor: UnitPoint? = nil
            switch try args.value("anchor", hint: "UnitPoint") {
            case .unitPoint(let u)?: anchor = u
            case nil, .nil?: break
            case let v?: throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'UnitPoint?'", at: args.place("anchor"))
            }
            try proxy.runtime?.scrollTo(id, anchor: anchor, at: at)
            return (.void, nil)
        }
        if o is NotificationCenterObject, let v = try notificationMethod(name, args, evaluator: ev, at: at) { return (v, nil) }
        if let item = o as? WorkItemObject, let v = try workItemMethod(item, name, evaluator: ev, at: at) { return (v, nil) }
        if let t = o as? Transition {
            switch name {
            case "combined":
                guard case .object(let other as Transition) = try args.required("with", hint: "AnyTransition") else {
                    throw RuntimeError(message: "combined(with:) takes a transition", at: at)
                }
                return (.object(t.combined(with: other)), nil)
            case "animation":
                let a = try args.required(nil, hint: "Animation")
                if case .animation(let anim) = a { return (.object(t.withAnimation(anim)), nil) }
                return (.object(t.withAnimation(nil)), nil)
            default: break
            }
        }
        if let t = o as? TimerObject, name == "invalidate" { t.timer?.invalidate(); return (.void, nil) }
        if let t = o as? TimerObject, name == "fire" { try t.fire(); return (.void, nil) }
        if let t = o as? TaskObject, name == "cancel" { t.cancel(); return (.void, nil) }
        if let g = o as? GeometryProxy, name == "frame" {
            // `in: .local` (or none); `.global` and `.named(_)`: the scene's points.
            var local = true
            if let space = try args.value("in", hint: "CoordinateSpace") {
                switch space {
                case .enumCase(_, "local", _): local = true
                case .enumCase(_, "global", _), .enumCase(_, "named", _): local = false
                default: local = false
                }
            }
            let r = local ? g.frame() : g.globalFrame()
            return (.tuple([.double(r.x), .double(r.y), .double(r.width), .double(r.height)], labels: ["x", "y", "width", "height"]), nil)
        }
        return nil
    }
}
