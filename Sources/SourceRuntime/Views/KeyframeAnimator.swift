import Motion
import Scene

/// `keyframeAnimator(initialValue:trigger:content:keyframes:)` (and `repeating:`): the
/// content follows a value whose properties move along keyframe tracks.
///
/// As SwiftUI does (Apple: "The `content` closure updates every frame while animating"), the
/// content is evaluated again before every frame drawn while a run goes on, with the value
/// at that time (`KeyframeCurve` lays each track out), and reconciled without animation; so
/// any arithmetic on the value (`.offset(y: value.y * 2)`) plays. A run starts when the
/// trigger changes (a repeating animator: when it appears, looping for ever); once it ends the
/// content keeps the value it ended at, and is evaluated no more until a new run. Before the
/// first run the content has the initial value.
final class KeyframeSpec {
    let initial: Value
    let trigger: Value?
    let repeating: Bool
    let content: FunctionValue
    let keyframes: FunctionValue
    let base: ViewValue?
    init(initial: Value, trigger: Value?, repeating: Bool, content: FunctionValue, keyframes: FunctionValue, base: ViewValue?) {
        self.initial = initial; self.trigger = trigger; self.repeating = repeating
        self.content = content; self.keyframes = keyframes; self.base = base
    }

    static func make(_ args: Args, base: ViewValue?, evaluator ev: Evaluator) throws -> ViewValue {
        let initial = try args.required("initialValue")
        let trigger = try args.value("trigger")
        let repeating = try args.value("repeating").map { try ev.truth($0, at: args.at) } ?? false
        guard let content = try args.function("content") ?? args.firstClosure(),
              let keyframes = try args.function("keyframes") else {
            throw RuntimeError(message: "a keyframe animator needs content and keyframes closures", at: args.at)
        }
        let spec = KeyframeSpec(initial: initial, trigger: trigger, repeating: repeating, content: content,
                                keyframes: keyframes, base: base)
        return ViewValue(.keyframeAnimator(spec), at: args.at)
    }

}

/// One keyframe.
final class Keyframe: RuntimeObject {
    enum Kind { case linear(UnitBezier), spring(FluidSpring), cubic, move }
    let kind: Kind
    let target: Value
    let duration: Double?
    /// `SpringKeyframe`'s and `CubicKeyframe`'s `startVelocity:`, `CubicKeyframe`'s `endVelocity:`.
    let startVelocity: Double?, endVelocity: Double?
    init(_ kind: Kind, target: Value, duration: Double?, startVelocity: Double? = nil, endVelocity: Double? = nil) {
        self.kind = kind; self.target = target; self.duration = duration
        self.startVelocity = startVelocity; self.endVelocity = endVelocity
    }
    override var typeName: String { "Keyframe" }

    static func make(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Keyframe? {
        let kind: Kind
        switch name {
        case "LinearKeyframe":
            var curve = UnitBezier.linear
            switch try args.value("timingCurve", hint: "UnitCurve") {
            case .object(let c as UnitCurveObject)?: curve = c.curve
            case .enumCase(_, let n, _)? where UnitCurveObject.named(n) != nil: curve = UnitCurveObject.named(n)!.curve
            case nil: break
            case let other?:
                throw RuntimeError(message: "timingCurve '\(other.typeName)' is not supported by animpreview (use .linear, .easeIn, .easeOut or .easeInOut)",
                                   at: args.place("timingCurve"))
            }
            kind = .linear(curve)
        case "SpringKeyframe":
            var spring = FluidSpring(duration: 0.5, bounce: 0)
            if case .object(let s as SpringObject)? = try args.value("spring", hint: "Spring") { spring = s.spring }
            kind = .spring(spring)
        case "CubicKeyframe": kind = .cubic
        case "MoveKeyframe": kind = .move
        default: return nil
        }
        return Keyframe(kind, target: try args.required(nil), duration: try args.double("duration"),
                        startVelocity: try args.double("startVelocity"), endVelocity: try args.double("endVelocity"))
    }
}

/// `KeyframeTrack(\.path) { keyframes }` (no path: the value itself).
final class KeyframeTrack: RuntimeObject {
    let path: [String]
    let keyframes: [Keyframe]
    init(path: [String], keyframes: [Keyframe]) { self.path = path; self.keyframes = keyframes }
    override var typeName: String { "KeyframeTrack" }
}

/// A keyframe animator's place: its tracks as laid out for the run going on, and the value shown.
final class KeyframeState {
    var tracks: [KeyframeTrack] = []
    /// The run's tracks in time, each from the value the run began at.
    var curves: [KeyframeCurve] = []
    /// The value the run began at, and the one the content was last evaluated with.
    var base: Value = .void
    var current: Value = .void
    /// When the run began (its first loop, repeating); nil: no run going on.
    var start: Double?
    var length = 0.0
    var lastTrigger: Value?
    var run = 0
}

extension SourceRuntime {
    /// The animator's first evaluation: the content with the initial value, and a hook that
    /// evaluates it again before every frame drawn while a run goes on.
    func keyframesAppeared(_ host: ViewHost, _ spec: KeyframeSpec, _ ctx: ViewContext, _ update: Update) throws {
        let state = KeyframeState()
        host.keyframes = state
        state.current = spec.initial
        state.lastTrigger = spec.trigger
        if spec.repeating { try startKeyframes(host, spec) }
        try reconcileKeyframeContent(host, spec, value: state.current, ctx, update)
        scene.beforePresenting.append { [weak self, weak host] time in
            guard let self, let host, let state = host.keyframes, let start = state.start, self.scene.failure == nil,
                  case .keyframeAnimator(let spec) = host.value.content else { return }
            let shown = self.keyframeValue(state, spec, at: time, start: start)
            if !spec.repeating, time >= start + state.length { state.start = nil }
            guard let shown, shown != state.current else { return }
            self.event(at: host.value.at) {
                state.current = shown
                self.markDirty(host)
            }
        }
        scene.animatingAt.append { [weak host] time in
            guard let host, let state = host.keyframes, let start = state.start,
                  case .keyframeAnimator(let spec) = host.value.content else { return false }
            return spec.repeating ? state.length > 0 : time < start + state.length
        }
    }

    /// A new evaluation: the content again with the value shown; a changed trigger plays the
    /// keyframes again, from the value shown (Apple: the keyframes closure's argument "is equal
    /// to `initialValue` when the view first appears, then is equal to the end value of the
    /// previous keyframe animation").
    func keyframesUpdated(_ host: ViewHost, _ spec: KeyframeSpec, _ ctx: ViewContext, _ update: Update) throws {
        guard let state = host.keyframes else { return }
        if let trigger = spec.trigger, trigger != state.lastTrigger {
            state.lastTrigger = trigger
            try startKeyframes(host, spec)
        }
        try reconcileKeyframeContent(host, spec, value: state.current, ctx, update)
    }

    /// The value of the run at scene time `time`: each track at its time into the run (a
    /// repeating run from the start of its current loop, each loop from the value the run
    /// began at); nil before the run.
    private func keyframeValue(_ state: KeyframeState, _ spec: KeyframeSpec, at time: Double, start: Double) -> Value? {
        guard time >= start else { return nil }
        var origin = start
        if spec.repeating, state.length > 0 {
            origin += ((time - start) / state.length).rounded(.down) * state.length
            // The loop's start as a sum of lengths can round past `time`: the loop before.
            if origin > time { origin -= state.length }
        }
        var v = state.base
        for (track, curve) in zip(state.tracks, state.curves) {
            guard let next = try? KeyframeValues.replacing(track.path, in: v, with: .double(curve.value(at: time, origin: origin)), at: 0) else { return nil }
            v = next
        }
        return v
    }

    private func reconcileKeyframeContent(_ host: ViewHost, _ spec: KeyframeSpec, value: Value, _ ctx: ViewContext, _ update: Update) throws {
        let args: [Value] = spec.base.map { [.view($0), value] } ?? [value]
        let view = try evaluator.viewOf(evaluator.invoke(spec.content, args, at: host.value.at, asBuilder: true), at: host.value.at)
        let old = host.children.first
        let child = try reconcile(view, old, ctx, depth: host.depth + 1, update)
        if old !== child { update.structureChanged = true }
        host.children = [child]
    }

    /// Starts a run from the value shown: the keyframes closure evaluated with it, each track
    /// laid out from its property's value, counted from when an animation started now would be.
    private func startKeyframes(_ host: ViewHost, _ spec: KeyframeSpec) throws {
        guard let state = host.keyframes else { return }
        state.run += 1
        let made = try evaluator.collect(spec.keyframes, [state.current], at: host.value.at)
        state.tracks = KeyframeValues.tracks(made)
        state.base = state.current
        state.curves = try KeyframeValues.curves(state.tracks, from: state.base, at: host.value.at)
        state.length = state.curves.map(\.duration).max() ?? 0
        state.start = AnimationStart.begin(at: scene.now)
    }
}

extension Evaluator {
    /// A result-builder closure whose statements give values (keyframe tracks, keyframes).
    func collect(_ f: FunctionValue, _ values: [Value], at: Int) throws -> [Value] {
        guard case .closure(let c, let captured) = f.body else { return [try invoke(f, values, at: at)] }
        let scope = Scope(parent: captured)
        if c.usesAnonymousParameters { for (i, v) in values.enumerated() { scope.declare("$\(i)", v, isLet: true) } }
        else { for (n, v) in zip(c.parameters, values) { scope.declare(n, v, isLet: true) } }
        var out: [Value] = []
        for s in c.body {
            if case .expression(let e) = s.kind {
                let v = try eval(e, scope)
                if case .void = v { continue }
                out.append(v)
            } else {
                _ = try exec(s, scope)
            }
        }
        return out
    }
}
