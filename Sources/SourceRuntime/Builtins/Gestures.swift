import Foundation
import Motion
import Scene

/// SwiftUI's gestures as values: `DragGesture()`, `TapGesture(count:)`,
/// `LongPressGesture(minimumDuration:)`, `MagnificationGesture()`, `RotationGesture()`, with
/// `.onChanged`, `.onEnded` and `.updating($state)` (each returns a new gesture, as in SwiftUI).
/// A view's `.gesture(_:)` runs them on the presses that reach it (`Scene+Pointer.swift`);
/// the rules are in docs/SEMANTICS.md, "Gestures".
final class GestureObject: RuntimeObject {
    enum Kind {
        /// `global`: `coordinateSpace: .global` (or a named space), where locations are scene points.
        case drag(minimumDistance: Double, global: Bool)
        case tap(count: Int)
        case longPress(minimumDuration: Double, maximumDistance: Double)
        /// Accepted; a mouse gives neither a pinch nor a turn, so they never fire.
        case magnification, rotation
        /// `first.sequenced(before: second)`, `first.simultaneously(with: second)`,
        /// `first.exclusively(before: second)` (`Builtins/GestureComposition.swift`).
        indirect case sequenced(GestureObject, GestureObject)
        indirect case simultaneous(GestureObject, GestureObject)
        indirect case exclusive(GestureObject, GestureObject)
    }
    let kind: Kind
    private(set) var changed: [FunctionValue] = []
    private(set) var ended: [FunctionValue] = []
    private(set) var updating: [(binding: StateBinding, body: FunctionValue)] = []
    /// `onLongPressGesture(onPressingChanged:)`.
    private(set) var pressing: [FunctionValue] = []

    init(_ kind: Kind) { self.kind = kind }

    override var typeName: String {
        switch kind {
        case .drag: return "DragGesture"
        case .tap: return "TapGesture"
        case .longPress: return "LongPressGesture"
        case .magnification: return "MagnificationGesture"
        case .rotation: return "RotationGesture"
        case .sequenced: return "SequenceGesture"
        case .simultaneous: return "SimultaneousGesture"
        case .exclusive: return "ExclusiveGesture"
        }
    }

    func adding(changed f: FunctionValue? = nil, ended e: FunctionValue? = nil,
                updating u: (StateBinding, FunctionValue)? = nil, pressing p: FunctionValue? = nil) -> GestureObject {
        let g = GestureObject(kind)
        g.changed = changed + (f.map { [$0] } ?? [])
        g.ended = ended + (e.map { [$0] } ?? [])
        g.updating = updating + (u.map { [(binding: $0.0, body: $0.1)] } ?? [])
        g.pressing = pressing + (p.map { [$0] } ?? [])
        return g
    }

    /// Whether presses drive it (a tap alone goes by the scene's taps instead; a tap in a
    /// pair is a press released within the tap slop).
    var usesPointer: Bool {
        switch kind {
        case .drag, .longPress, .sequenced, .simultaneous, .exclusive: return true
        default: return false
        }
    }
}

/// Where one gesture of a view is in the press under way; kept by the view's host across
/// evaluations (a handler that changes state makes the view's handlers anew mid-drag).
final class GestureRun {
    /// The drag has moved its minimum distance, or the long press has begun.
    var active = false
    /// The long press has fired, or moved too far, for the press under way.
    var done = false
    /// Counts presses, so a long press's timer knows whether its press is still the one held.
    var press = 0
    /// The gesture recognised the press under way (the drag started, the long press fired).
    var recognised = false
    /// A composed gesture's: its two gestures' runs, how far a sequence has come (0: the
    /// first runs, 1: the second, 2: failed), the last values each gave, and which of an
    /// exclusive pair took the press.
    lazy var parts: [GestureRun] = [GestureRun(), GestureRun()]
    var stage = 0
    var values: [Value?] = [nil, nil]
    var winner: Int?
}

/// What a gesture tells the gesture composed of it: a new value, its end with a value, or
/// that it failed.
enum GestureNote {
    case changed(Value), ended(Value), failed
}

/// The `transaction` an `updating` body gets: its `animation` animates the state it sets
/// (Apple's example: `transaction.animation = Animation.easeIn(duration: 2.0)`).
final class TransactionObject: RuntimeObject, SettableObject {
    var animation: Animation??
    var disablesAnimations = false
    override var typeName: String { "Transaction" }

    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        switch name {
        case "animation":
            switch try evaluator.convert(value, to: .named("Animation", []), at: at) {
            case .animation(let a): animation = .some(a)
            case .nil: animation = .some(nil)
            default: throw RuntimeError(message: "cannot assign a value of type '\(value.typeName)' to 'Animation?'", at: at)
            }
        case "disablesAnimations": disablesAnimations = try evaluator.truth(value, at: at)
        default: throw RuntimeError(message: "value of type 'Transaction' has no member '\(name)' here (animation and disablesAnimations are)", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "animation": return animation.map { .animation($0) } ?? .nil
        case "disablesAnimations": return .bool(disablesAnimations)
        default: return nil
        }
    }
}

enum Gestures {
    static let typeNames: Set<String> = [
        "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "RotationGesture",
        "MagnifyGesture", "RotateGesture", "SpatialTapGesture",
    ]

    /// `DragGesture(minimumDistance:coordinateSpace:)` and the others; nil for other names.
    static func construct(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "DragGesture":
            try args.allow(["minimumDistance", "coordinateSpace"])
            let minimum = try args.double("minimumDistance") ?? 10
            var global = false
            if let space = try args.value("coordinateSpace", hint: "CoordinateSpace") {
                if case .enumCase(_, let caseName, _) = space { global = caseName != "local" }
            }
            // An infinite distance is never reached: the drag never starts.
            return .object(GestureObject(.drag(minimumDistance: minimum.isNaN ? 10 : max(0, minimum), global: global)))
        case "TapGesture", "SpatialTapGesture":
            try args.allow(["count", "coordinateSpace"])
            let count = try args.value("count").map { try ev.integer($0, at: args.place("count")) } ?? 1
            return .object(GestureObject(.tap(count: count)))
        case "LongPressGesture":
            try args.allow(["minimumDuration", "maximumDistance"])
            return .object(GestureObject(.longPress(minimumDuration: try duration(args), maximumDistance: try distance(args))))
        case "MagnificationGesture", "MagnifyGesture":
            return .object(GestureObject(.magnification))
        case "RotationGesture", "RotateGesture":
            return .object(GestureObject(.rotation))
        default: return nil
        }
    }

    static func duration(_ args: Args) throws -> Double {
        let d = try args.double("minimumDuration") ?? 0.5
        return d.isNaN ? 0.5 : max(0, d)
    }

    static func distance(_ args: Args) throws -> Double {
        let d = try args.double("maximumDistance") ?? 10
        return d.isNaN ? 10 : max(0, d)
    }

    /// `.onChanged { }`, `.onEnded { }`, `.updating($state) { value, state, transaction in }`.
    static func method(_ g: GestureObject, _ name: String, _ args: Args, at: Int) throws -> Value? {
        switch name {
        case "onChanged", "onEnded":
            guard let f = try args.trailingClosure() ?? args.function(nil) else {
                throw RuntimeError(message: "'\(name)' needs a closure", at: at)
            }
            return .object(name == "onChanged" ? g.adding(changed: f) : g.adding(ended: f))
        case "sequenced", "simultaneously", "exclusively":
            let label = name == "simultaneously" ? "with" : "before"
            try args.allow([label])
            guard case .object(let other as GestureObject) = try args.required(label) else {
                throw RuntimeError(message: "cannot convert value to expected argument type 'Gesture'", at: args.place(label))
            }
            let kind: GestureObject.Kind = name == "sequenced" ? .sequenced(g, other) : name == "simultaneously" ? .simultaneous(g, other) : .exclusive(g, other)
            return .object(GestureObject(kind))
        case "updating":
            guard case .object(let b as StateBinding) = try args.required(nil) else {
                throw RuntimeError(message: "updating(_:body:) takes a @GestureState property's binding ($name)", at: args.place(nil))
            }
            guard let f = try args.trailingClosure() ?? args.function("body") else {
                throw RuntimeError(message: "'updating' needs a closure", at: at)
            }
            return .object(g.adding(updating: (b, f)))
        default: return nil
        }
    }

    /// `DragGesture.Value` for an event: translation, locations (local to the view's frame
    /// unless the gesture's space is global), the predicted end, the velocity and the time.
    static func dragValue(_ e: PointerEvent, global: Bool) -> Value {
        let o = global ? Point(0, 0) : e.origin
        let t = Point(e.location.x - e.start.x, e.location.y - e.start.y)
        // Our rule: the predicted end is where the pointer would be after another half
        // second at its last velocity (Apple documents no formula).
        let predicted = Point(t.x + e.velocity.x * 0.5, t.y + e.velocity.y * 0.5)
        func size(_ p: Point) -> Value { .tuple([.double(p.x), .double(p.y)], labels: ["width", "height"]) }
        func point(_ p: Point) -> Value { PathValues.pointValue(Point(p.x - o.x, p.y - o.y)) }
        return .tuple([
            size(t), point(e.location), point(e.start), size(predicted),
            point(Point(e.start.x + predicted.x, e.start.y + predicted.y)), size(e.velocity), .object(DateObject(e.time)),
        ], labels: ["translation", "location", "startLocation", "predictedEndTranslation", "predictedEndLocation", "velocity", "time"])
    }
}

extension SourceRuntime {
    /// Puts gesture `g` on node `n` as its handler for the modifier at `key`.
    func bindGesture(_ g: GestureObject, on n: Node, key: Int, host: ViewHost, at: Int) {
        if case .tap = g.kind {
            n.onTapGesture { [unowned self] in
                self.event(at: at) { for f in g.ended { _ = try self.evaluator.invoke(f, self.arguments(f, [.void]), at: at) } }
            }
            return
        }
        guard g.usesPointer else { return }
        let run = host.gestureRuns[key] ?? GestureRun()
        host.gestureRuns[key] = run
        n.pointerHandlers[key] = { [unowned self] e in
            if e.phase == .began { run.recognised = false }
            self.event(at: at) { try self.gestureEvent(g, run, e, at: at) }
            return run.recognised
        }
    }

    func gestureEvent(_ g: GestureObject, _ run: GestureRun, _ e: PointerEvent, at: Int,
                      notify: ((GestureNote) throws -> Void)? = nil) throws {
        switch g.kind {
        case .drag(let minimum, let global):
            if e.phase == .began { run.active = false }
            let moved = e.location.distance(to: e.start)
            if e.phase != .ended, !run.active, moved >= minimum { run.active = true; run.recognised = true }
            guard run.active else { return }
            let value = Gestures.dragValue(e, global: global)
            if e.phase == .ended {
                run.active = false
                for f in g.ended { _ = try evaluator.invoke(f, arguments(f, [value]), at: at) }
                try resetStates(g, at: at)
                try notify?(.ended(value))
            } else {
                try update(g, value, at: at)
                for f in g.changed { _ = try evaluator.invoke(f, arguments(f, [value]), at: at) }
                try notify?(.changed(value))
            }
        case .longPress(let duration, let maximum):
            switch e.phase {
            case .began:
                run.press += 1
                run.active = true
                run.done = false
                try update(g, .bool(true), at: at)
                for f in g.changed { _ = try evaluator.invoke(f, arguments(f, [.bool(true)]), at: at) }
                for f in g.pressing { _ = try evaluator.invoke(f, arguments(f, [.bool(true)]), at: at) }
                try notify?(.changed(.bool(true)))
                let press = run.press
                // Fires once the press has been held `minimumDuration`, at that scene time (a
                // duration past a day of scene time is never reached and waits for nothing).
                guard duration <= 86_400 else { return }
                try self.at(e.startTime + duration) { [unowned self] in
                    guard run.press == press, run.active, !run.done else { return }
                    try self.longPressEnds(g, run, fired: true, at: at, notify: notify)
                }
            case .moved:
                if run.active, !run.done, e.location.distance(to: e.start) > maximum {
                    try longPressEnds(g, run, fired: false, at: at, notify: notify)
                }
            case .ended:
                if run.active, !run.done { try longPressEnds(g, run, fired: e.time - e.startTime >= duration, at: at, notify: notify) }
                run.active = false
            }
        case .tap:
            try tapEvent(g, run, e, at: at, notify: notify)
        case .sequenced, .simultaneous, .exclusive:
            try composedEvent(g, run, e, at: at, notify: notify)
        default: break
        }
    }

    /// A tap inside a composed gesture: the press released within `Scene.tapSlop` of where
    /// it began (one click is one tap, whatever the count, as `onTapGesture(count:)`); moving
    /// further fails it.
    private func tapEvent(_ g: GestureObject, _ run: GestureRun, _ e: PointerEvent, at: Int,
                          notify: ((GestureNote) throws -> Void)?) throws {
        switch e.phase {
        case .began: run.done = false
        case .moved:
            if !run.done, e.location.distance(to: e.start) >= Scene.tapSlop { run.done = true; try notify?(.failed) }
        case .ended:
            guard !run.done else { return }
            run.done = true
            guard e.location.distance(to: e.start) < Scene.tapSlop else { try notify?(.failed); return }
            run.recognised = true
            for f in g.ended { _ = try evaluator.invoke(f, arguments(f, [.void]), at: at) }
            try notify?(.ended(.void))
        }
    }

    private func longPressEnds(_ g: GestureObject, _ run: GestureRun, fired: Bool, at: Int, notify: ((GestureNote) throws -> Void)?) throws {
        run.done = true
        if fired { run.recognised = true }
        for f in g.pressing { _ = try evaluator.invoke(f, arguments(f, [.bool(false)]), at: at) }
        if fired { for f in g.ended { _ = try evaluator.invoke(f, arguments(f, [.bool(true)]), at: at) } }
        try resetStates(g, at: at)
        try notify?(fired ? .ended(.bool(true)) : .failed)
    }

    /// Runs each `updating` body with the state's current value as its `inout` state.
    func update(_ g: GestureObject, _ value: Value, at: Int) throws {
        for (binding, body) in g.updating {
            guard let instance = binding.instance else { continue }
            let state = Box(instance.state[binding.name] ?? .nil)
            let t = TransactionObject()
            let transaction = Box(.object(t))
            _ = try evaluator.invoke(body, [value, state.value, transaction.value], at: at, inoutBoxes: [1: state, 2: transaction])
            if let animation = t.animation, !t.disablesAnimations {
                try withAnimation(animation, at: at) { try instance.set(binding.name, state.value, evaluator: evaluator, at: at) }
            } else {
                try instance.set(binding.name, state.value, evaluator: evaluator, at: at)
            }
        }
    }

    /// A `@GestureState` goes back to its initial value when its gesture ends (Apple: "the
    /// property resets to its initial state when the gesture becomes inactive").
    func resetStates(_ g: GestureObject, at: Int) throws {
        for (binding, _) in g.updating {
            guard let instance = binding.instance, let initial = instance.gestureInitial[binding.name] else { continue }
            try instance.set(binding.name, initial, evaluator: evaluator, at: at)
        }
    }

    /// A handler's arguments: none for a closure that names none (`.onEnded { print("x") }`).
    func arguments(_ f: FunctionValue, _ values: [Value]) -> [Value] {
        if case .closure(let c, _) = f.body, c.parameters.isEmpty, !c.usesAnonymousParameters { return [] }
        return values
    }
}
