import Motion
import Scene

/// A Core Animation animation's `delegate` (`CAAnimationDelegate`): told
/// `animationDidStart(_:)` when the animation begins (after its `beginTime`) and
/// `animationDidStop(_:finished:)` when it ends, with `true`, or when it is removed from its
/// layer first, with `false` (Apple: "flag is true if the animation reached the end of its
/// active duration without being removed"). The delegate is a class of the file (a view or a
/// view controller, or a class of its own); a method it does not declare is not called. An
/// animation that repeats forever never stops.
extension Playground {
    /// Schedules the delegate's calls for `object` (its copy `added`) added to a layer at `now`;
    /// `isStillOn` says whether the layer still has it (false: it was removed).
    func scheduleDelegate(of object: CoreAnimationObject, added: any CAAnimation, addedAt now: Double, at: Int,
                          isStillOn: @escaping () -> Bool) throws {
        let delegate = object.timing.delegate
        guard case .object = delegate else { return }
        let begin = now + max(0, added.beginTime)
        try runtime.at(begin) { [weak self] in try self?.callDelegate(delegate, "animationDidStart", [.object(object)]) }
        let end = now + max(0, added.beginTime) + added.activeDuration(inGroupOf: nil)
        guard end.isFinite else { return }
        try runtime.at(end) { [weak self] in
            guard let self else { return }
            try self.callDelegate(delegate, "animationDidStop", [.object(object), .bool(isStillOn())])
        }
    }

    /// Runs the delegate's method `name`, if its class declares one taking `values`.
    func callDelegate(_ delegate: Value, _ name: String, _ values: [Value]) throws {
        let ev = runtime.evaluator
        switch delegate {
        case .object(let view as UIKitView): try view.runOwn(name, values, evaluator: ev)
        case .object(let object as ClassObject): try object.runLifecycle(name, values, evaluator: ev)
        case .object(let layer as LayerClassPart):
            guard let m = layer.object?.type.methods[name], !m.isStatic, m.parameters.count == values.count else { return }
            _ = try ev.invoke(FunctionValue(.method(m, receiver: .value(Box(.object(layer))), ev.program.globals)), values, at: m.at)
        default: return
        }
    }

    /// `setValue(_:forKey:)`, `value(forKey:)` and `isEqual(_:)` of an animation object.
    static func animationKeyValue(_ a: CoreAnimationObject, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "setValue":
            let key = try ev.string(args.required("forKey"), at: args.at)
            a.storedValues[key] = try args.required(nil)
            return .void
        case "value":
            let key = try ev.string(args.required("forKey"), at: args.at)
            return a.storedValues[key] ?? .nil
        case "isEqual":
            // NSObject's: the animation object itself (the delegate is handed the one added).
            if case .object(let other)? = try args.value(at: 0) { return .bool(other === a) }
            return .bool(false)
        default: return nil
        }
    }

    /// `add(_:forKey:)` of a layer of `kind`: the animation copied as it is now (Core Animation
    /// copies it on add), added under its key, counted in the transactions under way, and its
    /// delegate's calls scheduled; `stillOn` says whether the layer still has the animation of
    /// a number.
    static func addAnimation(_ args: Args, kind: AnimatedLayerKind, to animations: inout CALayerAnimations,
                             evaluator ev: Evaluator, at: Int, stillOn: @escaping (Int) -> Bool) throws {
        guard case .object(let a as CoreAnimationObject)? = try args.value(at: 0) else {
            throw RuntimeError(message: "add(_:forKey:) takes a CABasicAnimation, CAKeyframeAnimation or CAAnimationGroup", at: at)
        }
        let key = try args.value("forKey").flatMap { v -> String? in if case .nil = v { return nil }; return try ev.string(v, at: at) }
        let added = try a.snapshot(at: at, layer: kind)
        let now = ev.runtime.scene.now
        let id = animations.add(added, forKey: key, at: now, source: a)
        ev.runtime.playground.noteAnimation(added, addedAt: now)
        try ev.runtime.playground.scheduleDelegate(of: a, added: added, addedAt: now, at: at) { stillOn(id) }
    }
}
