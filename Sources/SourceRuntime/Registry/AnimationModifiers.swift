import Motion
import Scene

/// Modifiers that animate a view, make its transitions, or hand its drawing to the file's code.
enum AnimationModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("animation") { call in
            let args = call.args
            let a = try args.required(nil, hint: "Animation")
            let animation: Animation?
            switch a {
            case .animation(let x): animation = x
            case .nil: animation = nil
            // `Optional.none` written as a member (`dragging ? .none : .spring`).
            case .enumCase(_, "none", let payload) where payload.isEmpty: animation = nil
            default: throw RuntimeError(message: "cannot convert value of type '\(a.typeName)' to expected argument type 'Animation?'", at: args.place(nil))
            }
            if let v = try args.value("value") { return call.add(.animation(animation, value: v, hasValue: true)) }
            if let body = try args.function("body") ?? args.trailingClosure() {
                // The scoped form: the closure adds modifiers to the view; they alone take the animation.
                let inner = try call.evaluator.viewOf(call.evaluator.invoke(body, [.view(call.view)], at: call.at), at: call.at)
                return inner.adding(.scopedAnimation(animation, from: call.view.modifiers.count))
            }
            return call.add(.animation(animation, value: .void, hasValue: false))
        },
        // `.transaction { t in … }` and `.transaction(value:_:)`: the closure runs once on a
        // transaction of its own; an animation it sets is the view's implicit animation (as
        // `.animation(_:)`, or `.animation(_:value:)` with `value:`), `disablesAnimations`
        // the view's changes unanimated; a closure that sets neither changes nothing. Our rule:
        // a closure that reads the incoming transaction's animation sees none.
        ModifierEntry("transaction") { call in
            let args = call.args
            try args.allow(["value", nil, "body"])
            guard let f = try args.function("body") ?? args.trailingClosure() ?? args.function(nil) else {
                throw RuntimeError(message: "transaction needs a closure that changes the transaction", at: call.at)
            }
            let t = TransactionObject()
            let box = Box(.object(t))
            _ = try call.evaluator.invoke(f, [box.value], at: call.at, inoutBoxes: [0: box])
            let animation: Animation?
            if t.disablesAnimations { animation = nil } else if let set = t.animation { animation = set } else { return call.view }
            if let v = try args.value("value") { return call.add(.animation(animation, value: v, hasValue: true)) }
            return call.add(.animation(animation, value: .void, hasValue: false))
        },
        ModifierEntry("id") { call in call.add(.viewID(try call.args.required(nil))) },
        ModifierEntry("transition") { call in
            let v = try call.args.required(nil, hint: "AnyTransition")
            if case .instance(let s) = v, s.type.conformances.contains("Transition") {
                return call.add(.transition(try Transition.custom(s, call.evaluator, at: call.args.place(nil))))
            }
            guard case .object(let t as Transition) = v else {
                throw RuntimeError(message: "transition(_:) takes a transition such as .opacity, .scale or .move(edge: .leading)", at: call.args.place(nil))
            }
            return call.add(.transition(t))
        },
        ModifierEntry("matchedGeometryEffect") { call in call.add(.matchedGeometry(id: try call.args.required("id"))) },
        ModifierEntry("phaseAnimator") { call in try PhaseSpec.make(call.args, base: call.view, evaluator: call.evaluator) },
        ModifierEntry("keyframeAnimator") { call in try KeyframeSpec.make(call.args, base: call.view, evaluator: call.evaluator) },
        ModifierEntry("contentTransition") { call in
            let v = try call.args.required(nil, hint: "ContentTransition")
            if case .object(let t as ContentTransitionObject) = v { return call.add(.contentTransition(t)) }
            if case .object(let r as SymbolReplaceObject) = v { return call.add(.symbol(.replace(r.spec))) }
            // `.identity`, `.opacity`, `.interpolate`: drawn as a plain change.
            return call.add(.contentTransition(nil))
        },
        ModifierEntry("modifier") { call in
            // A `ViewModifier` of the file: its `body(content:)` with this view as the content.
            let ev = call.evaluator
            let value = try call.args.required(nil)
            // A `GeometryEffect`: its transform, worked out each frame, moves the view.
            if case .instance(let m) = value, m.type.methods["effectValue"] != nil { return call.add(.geometryEffect(m)) }
            guard case .instance(let m) = value, let body = m.type.methods["body"] else {
                throw RuntimeError(message: "modifier(_:) takes a struct conforming to ViewModifier (with body(content:))", at: call.args.place(nil))
            }
            if m.type.property("animatableData") != nil {
                // An animatable modifier plays as a view of its own, so that its body can be
                // evaluated again as its data animates (`AnimatableViews.swift`).
                var fields = m.fields
                fields[SourceRuntime.modifierContentField] = .view(call.view)
                return ViewValue(.custom(StructValue(type: m.type, fields: fields)), at: call.at)
            }
            let f = FunctionValue(.method(body, receiver: .value(Box(.instance(m))), ev.program.globals))
            return try ev.viewOf(ev.invoke(f, [.view(call.view)], at: call.at), at: call.at)
        },
        ModifierEntry("customAttribute") { call in
            let v = try call.args.required(nil)
            guard case .instance(let s) = v else {
                throw RuntimeError(message: "customAttribute(_:) takes a value of a struct conforming to TextAttribute", at: call.args.place(nil))
            }
            return call.add(.customAttribute(s.type.name, v))
        },
        ModifierEntry("textRenderer") { call in
            guard case .instance(let s) = try call.args.required(nil), s.type.methods["draw"] != nil else {
                throw RuntimeError(message: "textRenderer(_:) takes a struct conforming to TextRenderer (with draw(layout:in:))", at: call.args.place(nil))
            }
            return call.add(.textRenderer(s))
        },
    ]
}

/// Modifiers taken and drawn as nothing: they change nothing this runtime draws (their
/// arguments are still evaluated, for what they print or change).
enum AcceptedModifiers {
    static let names = [
                        "contentShape", "allowsHitTesting", "lineSpacing", "monospacedDigit",
                        // Drawn the same: the compositor draws every view in one pass into one canvas.
                        "drawingGroup", "compositingGroup",
                        // An image's template or original rendering: images are drawn as they are.
                        "renderingMode",
                        // The preview draws no status bar, system overlays or scroll indicators.
                        "statusBarHidden", "statusBar", "persistentSystemOverlays", "scrollIndicators",
                        // A touch screen never hovers: the closure never runs, the effect never shows.
                        "onHover", "hoverEffect",
                        // The software keyboard's settings: the preview types from the real keyboard.
                        "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel",
                        "scrollDismissesKeyboard",
                        // A named coordinate space: frames and gesture locations in any named space
                        // are the scene's own points here (`GeometryProxy`, `Gestures`), so what
                        // a file compares in one space compares alike.
                        "coordinateSpace",
                        // Scroll views here never bounce, and every view of a scroll view's
                        // content may be a target of `scrollTargetBehavior(.viewAligned)`.
                        "scrollBounceBehavior", "scrollTargetLayout"]

    static let entries: [ModifierEntry] = names.map { name in
        ModifierEntry(name) { call in
            for i in 0..<call.args.count { _ = try? call.args.value(at: i) }
            return call.add(.ignored(name))
        }
    }
}
