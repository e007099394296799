import Motion
import Scene

/// `keyframeAnimator(initialValue:trigger:content:keyframes:)` (and `repeating:`): the
/// content follows a value whose properties move along keyframe tracks.
///
/// The content is evaluated with the value at the end of the timeline (the value it rests
/// at), and a property of a view that reads a track's value directly (`.scaleEffect(value.scale)`)
/// plays the track's keyframes on its scene track: each keyframe is a run that starts when the
/// keyframe before it ends, from where that left the value (`LinearKeyframe`: its timing curve
/// over its duration; `SpringKeyframe`: its spring, for its duration or, without one, until
/// the spring settles; `MoveKeyframe`: a jump). **Our rule** for `CubicKeyframe` (Apple: adjacent
/// cubic keyframes form a Catmull-Rom spline; the spline is unpublished): a segment on the
/// smooth ease timing curve (0.42, 0, 0.58, 1), so it leaves and arrives at rest. A track's
/// value read through arithmetic (`value.scale * 2`) is not followed: it shows the end value.
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
    init(_ kind: Kind, target: Value, duration: Double?) { self.kind = kind; self.target = target; self.duration = duration }
    override var typeName: String { "Keyframe" }

    /// How long the keyframe lasts (a spring without a duration: until it settles).
    func length(_ runtime: SourceRuntime) -> Double {
        if let duration { return max(0, duration) }
        switch kind {
        case .spring(let s): return runtime.settleDelay(of: Animation(.spring(s)))
        case .move: return 0
        default: return 0
        }
    }

    /// The run that moves the value to this keyframe's target.
    func animation(_ runtime: SourceRuntime) -> Animation? {
        let d = length(runtime)
        switch kind {
        case .linear(let curve): return d > 0 ? Animation(.bezier(curve, duration: d)) : nil
        case .cubic: return d > 0 ? .timingCurve(0.42, 0, 0.58, 1, duration: d) : nil
        case .spring(let s): return Animation(.spring(s))
        case .move: return nil
        }
    }

    static func make(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Keyframe? {
        let kind: Kind
        switch name {
        case "LinearKeyframe":
            var curve = UnitBezier.linear
            if let c = try args.value("timingCurve", hint: "UnitCurve"), case .enumCase(_, let n, _) = c {
                curve = [ "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut, "linear": .linear][n] ?? .linear
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
        return Keyframe(kind, target: try args.required(nil), duration: try args.double("duration"))
    }
}

/// `KeyframeTrack(\.path) { keyframes }` (no path: the value itself).
final class KeyframeTrack: RuntimeObject {
    let path: [String]
    let keyframes: [Keyframe]
    init(path: [String], keyframes: [Keyframe]) { self.path = path; self.keyframes = keyframes }
    override var typeName: String { "KeyframeTrack" }
}

/// A keyframe animator's place: the tracks, which scene tracks follow them, the run going on.
final class KeyframeState {
    var tracks: [KeyframeTrack] = []
    /// For each keyframe path, the node properties that show it.
    var followers: [[String]: [(Node, Property)]] = [:]
    var lastTrigger: Value?
    var run = 0
}

extension SourceRuntime {
    /// Builds what the animator needs once: its tracks, and which node properties follow them
    /// (found by evaluating the content with a marker number in each track's place).
    func keyframesAppeared(_ host: Host, _ spec: KeyframeSpec, _ ctx: Context) throws {
        let state = KeyframeState()
        host.keyframes = state
        let made = try evaluator.collect(spec.keyframes, [spec.initial], at: host.value.at)
        state.tracks = made.compactMap { if case .object(let t as KeyframeTrack) = $0 { return t }; return nil }
        var probe = spec.initial
        var markers: [Double: [String]] = [:]
        for (k, track) in state.tracks.enumerated() {
            let marker = 1.0e15 + Double(k) * 7 + 0.125
            markers[marker] = track.path
            probe = try replacing(track.path, in: probe, with: .double(marker))
        }
        try reconcileKeyframeContent(host, spec, value: probe, ctx)
        for child in host.children { collectFollowers(child, markers, into: state) }
        // The timeline drives those properties from now on, not the content's bindings.
        for (path, followers) in state.followers {
            let initial = value(at: path, in: spec.initial) ?? 0
            for (node, property) in followers {
                node.unbind(property)
                node.tracks[property].set(initial, at: scene.now, animation: nil)
            }
        }
        try reconcileKeyframeContent(host, spec, value: endValue(spec, state), ctx)
        state.lastTrigger = spec.trigger
        if spec.repeating { try startKeyframes(host, spec, run: state.run) }
    }

    /// A new evaluation: a changed trigger plays the keyframes again.
    func keyframesUpdated(_ host: Host, _ spec: KeyframeSpec, _ ctx: Context) throws {
        guard let state = host.keyframes else { return }
        try reconcileKeyframeContent(host, spec, value: endValue(spec, state), ctx)
        guard let trigger = spec.trigger, trigger != state.lastTrigger else { return }
        state.lastTrigger = trigger
        state.run += 1
        try startKeyframes(host, spec, run: state.run)
    }

    private func reconcileKeyframeContent(_ host: Host, _ spec: KeyframeSpec, value: Value, _ ctx: Context) throws {
        let args: [Value] = spec.base.map { [.view($0), value] } ?? [value]
        let view = try evaluator.viewOf(evaluator.invoke(spec.content, args, at: host.value.at, asBuilder: true), at: host.value.at)
        let old = host.children.first
        let child = try reconcile(view, old, ctx, depth: host.depth + 1)
        if old !== child { structureChanged = true }
        host.children = [child]
    }

    /// The value with each track at its last keyframe.
    private func endValue(_ spec: KeyframeSpec, _ state: KeyframeState) throws -> Value {
        var v = spec.initial
        for track in state.tracks {
            if let last = track.keyframes.last { v = try replacing(track.path, in: v, with: last.target) }
        }
        return v
    }

    private func replacing(_ path: [String], in value: Value, with leaf: Value) throws -> Value {
        guard let first = path.first else { return leaf }
        guard case .instance(var s) = value, let field = s.fields[first] else {
            throw RuntimeError(message: "the keyframe track's key path '\\.\(path.joined(separator: "."))' names no property of the animated value", at: 0)
        }
        s.fields[first] = try replacing(Array(path.dropFirst()), in: field, with: leaf)
        return .instance(s)
    }

    private func value(at path: [String], in value: Value) -> Double? {
        guard let first = path.first else { return value.asDouble }
        guard case .instance(let s) = value, let field = s.fields[first] else { return nil }
        return self.value(at: Array(path.dropFirst()), in: field)
    }

    private func collectFollowers(_ host: Host, _ markers: [Double: [String]], into state: KeyframeState) {
        for (i, slots) in host.slots {
            guard let targets = host.slotTargets[i] else { continue }
            for (slot, target) in zip(slots, targets) {
                if let path = markers[slot.value] { state.followers[path, default: []].append(target) }
            }
        }
        host.children.forEach { collectFollowers($0, markers, into: state) }
        host.extras.values.forEach { collectFollowers($0, markers, into: state) }
    }

    /// Plays every track from the initial value, each keyframe a run starting as the one
    /// before it ends; a repeating animator starts again when the longest track ends.
    private func startKeyframes(_ host: Host, _ spec: KeyframeSpec, run: Int) throws {
        guard let state = host.keyframes else { return }
        let start = scene.now
        var total = 0.0
        for track in state.tracks {
            var t = 0.0
            let from = value(at: track.path, in: spec.initial) ?? 0
            for (node, property) in state.followers[track.path] ?? [] {
                node.tracks[property].set(from, at: start, animation: nil)
            }
            for keyframe in track.keyframes {
                guard let target = keyframe.target.asDouble else { continue }
                let animation = keyframe.animation(self)
                let followers = state.followers[track.path] ?? []
                // Each keyframe starts on the clock when the one before it ends, from where that
                // left the value (a spring retargets with the velocity it has).
                let begin = { [weak host] in
                    guard let host, host.keyframes?.run == run else { return }
                    for (node, property) in followers { node.tracks[property].set(target, at: self.scene.now, animation: animation) }
                }
                if t == 0 { begin() } else { scene.clock.at(start + t, begin) }
                t += keyframe.length(self)
            }
            total = max(total, t)
        }
        guard spec.repeating, total > 0 else { return }
        scene.clock.at(start + total) { [weak self, weak host] in
            guard let self, let host, host.keyframes?.run == run, case .keyframeAnimator(let spec) = host.value.content else { return }
            self.event(at: host.value.at) { try self.startKeyframes(host, spec, run: run) }
        }
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
