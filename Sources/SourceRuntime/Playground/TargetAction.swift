import Motion
import Scene

/// `#selector(rotate)`, `#selector(handle(_:))`: the name of a method of the file, lowered to
/// `Selector("…")`. The method is found by its base name on the target when the action is
/// sent (`self.`, `Type.` and the argument labels are dropped), as the Objective-C runtime
/// finds it then.
final class SelectorObject: RuntimeObject {
    /// As written: `handle(_:)`, `self.rotate`.
    let written: String
    /// The method's base name: `handle`, `rotate`.
    let name: String
    init(_ written: String) {
        self.written = written
        let head = written.split(separator: "(", maxSplits: 1).first.map(String.init) ?? written
        name = String(head.split(separator: ".").last ?? Substring(head)).trimmingCharacters(in: .whitespaces)
    }
    override var typeName: String { "Selector" }
}

/// A target and an action: what `addTarget(_:action:for:)`, `UITapGestureRecognizer(target:action:)`,
/// `Timer.scheduledTimer(timeInterval:target:selector:…)` and `CADisplayLink(target:selector:)`
/// keep, and send with the sender as the method's argument when it takes one.
struct TargetAction {
    let target: Value
    let selector: SelectorObject
    /// Where the action was set: an error its method raises outside any expression is placed here.
    let at: Int

    /// Runs the target's method (`UIApplication.sendAction`): with `sender` if it takes an
    /// argument, without one if it takes none. A method the target does not have is the
    /// file's error, as Objective-C's "unrecognized selector sent to instance" is.
    func send(from sender: Value, evaluator ev: Evaluator) throws {
        guard case .object(let o) = target, let object = Evaluator.classObject(o),
              let m = object.type.methods[selector.name], !m.isStatic else {
            throw RuntimeError(message: "unrecognized selector '\(selector.written)' sent to '\(target.typeName)' (the target has no method '\(selector.name)')", at: at)
        }
        let values: [Value] = m.parameters.isEmpty ? [] : [sender] + Array(repeating: Value.nil, count: m.parameters.count - 1)
        _ = try ev.invoke(FunctionValue(.method(m, receiver: .value(Box(target)), ev.program.globals)), values, at: at)
    }

    /// `target:` and `action:`/`selector:` of a call: nil when the call has no `action`/`selector`.
    static func read(_ args: Args, action label: String, evaluator ev: Evaluator) throws -> TargetAction? {
        guard let a = try args.value(label) else { return nil }
        guard case .object(let selector as SelectorObject) = a else {
            throw RuntimeError(message: "\(label): takes a #selector(method) of the file (or use addAction(UIAction { _ in … }, for: .touchUpInside))", at: args.place(label))
        }
        // `addTarget(self, action:for:)` names it first, unlabelled; the others label it `target:`.
        let target = try args.value("target") ?? args.value(nil) ?? .nil
        if case .nil = target {
            throw RuntimeError(message: "a nil target looks along the responder chain, which the UIKit subset does not have; pass the object whose method '\(selector.name)' runs", at: args.place("target"))
        }
        return TargetAction(target: target, selector: selector, at: args.at)
    }
}

extension Playground {
    /// `Selector(…)`, `UITapGestureRecognizer(target:action:)`, `CADisplayLink(target:selector:)`
    /// and the haptic feedback generators.
    static func constructTargets(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "Selector":
            return .object(SelectorObject(try ev.string(args.required(nil), at: args.at)))
        case "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer":
            let recognizer = GestureRecognizerObject(GestureRecognizerObject.Kind(rawValue: name) ?? .tap)
            if let action = try TargetAction.read(args, action: "action", evaluator: ev) { recognizer.actions.append(action) }
            return .object(recognizer)
        case "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer":
            throw RuntimeError(message: "'\(name)' is not supported here (a mouse has one pointer); use a tap, pan, long-press or swipe recognizer", at: args.at)
        case "CADisplayLink":
            guard let action = try TargetAction.read(args, action: "selector", evaluator: ev) else {
                throw RuntimeError(message: "CADisplayLink is CADisplayLink(target:selector:) here", at: args.at)
            }
            return .object(DisplayLinkObject(action: action))
        default:
            return try constructFeedback(name, args, evaluator: ev)
        }
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: a timer of the
    /// scene clock sending the selector to the target, the timer as its argument.
    static func selectorTimer(_ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard let action = try TargetAction.read(args, action: "selector", evaluator: ev) else { return nil }
        ev.impure()
        let interval = try args.requiredDouble("timeInterval")
        let repeats = try args.value("repeats").map { try ev.truth($0, at: args.place("repeats")) } ?? false
        _ = try args.value("userInfo")
        let runtime: SourceRuntime = ev.runtime
        let object = TimerObject()
        // Foundation: "If seconds is less than or equal to 0.0, this method chooses the
        // nonnegative value of 0.1 milliseconds instead"; NaN as that too.
        let period = interval > 0.0001 ? interval : 0.0001
        let run: (TimerObject) -> Void = { [weak runtime] object in
            guard let runtime else { return }
            runtime.event(at: action.at) { try action.send(from: .object(object), evaluator: runtime.evaluator) }
        }
        object.timer = runtime.scene.clock.every(period) { t in
            if !repeats { t.invalidate() }
            run(object)
        }
        object.action = { [weak object] in if let object { run(object) } }
        return .object(object)
    }
}

/// `CADisplayLink(target:selector:)`: once added to a run loop (`add(to: .main, forMode:
/// .common)`), sends its selector once per frame of the scene clock (60 a second) until
/// `invalidate()`; `isPaused` stops it for a while. `timestamp` is the frame's time on
/// `CACurrentMediaTime()`'s clock, `duration` the frame's length.
final class DisplayLinkObject: RuntimeObject, SettableObject {
    let action: TargetAction
    private var timer: SceneClock.Timer?
    var isPaused = false
    private var timestamp = 0.0
    init(action: TargetAction) { self.action = action }
    override var typeName: String { "CADisplayLink" }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "add":
            _ = try args.value("to"); _ = try args.value("forMode")
            guard timer == nil else { return .void }
            ev.impure()
            let runtime: SourceRuntime = ev.runtime
            // The run loop keeps the link (and so its target) until `invalidate()`, as
            // `add(to:forMode:)` does: the timer's closure holds it.
            timer = runtime.scene.clock.every(SourceRuntime.framePeriod) { [weak runtime] _ in
                guard let runtime, !self.isPaused else { return }
                self.timestamp = CoreAnimationClock.epoch + runtime.now
                runtime.event(at: self.action.at) { try self.action.send(from: .object(self), evaluator: runtime.evaluator) }
            }
        case "invalidate", "remove":
            timer?.invalidate()
            timer = nil
        default: return nil
        }
        return .void
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "isPaused": isPaused = try ev.truth(value, at: at)
        case "preferredFramesPerSecond", "preferredFrameRateRange": return
        default: throw RuntimeError(message: "cannot assign to property '\(name)' of 'CADisplayLink'", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "timestamp": return .double(timestamp)
        case "targetTimestamp": return .double(timestamp + SourceRuntime.framePeriod)
        case "duration": return .double(SourceRuntime.framePeriod)
        case "isPaused": return .bool(isPaused)
        default: return nil
        }
    }
}

extension UIKitView {
    /// The control events a click sends: Apple's `touchUpInside` ("a touch-up event in the
    /// control where the finger is inside the bounds") and `primaryActionTriggered`.
    static let clickEvents: Set<String> = ["touchUpInside", "primaryActionTriggered"]

    /// `addTarget(_:action:for:)` (a control's), `removeTarget(_:action:for:)`,
    /// `addGestureRecognizer(_:)` and `removeGestureRecognizer(_:)` (any view's).
    func callTargets(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "addTarget":
            guard kind == .control, let action = try TargetAction.read(args, action: "action", evaluator: ev) else {
                throw RuntimeError(message: "addTarget(_:action:for:) is a UIControl's (a UIButton, a control subclass); a view takes a UITapGestureRecognizer(target:action:)", at: at)
            }
            let events = try controlEvents(args.value("for", hint: "UIControl.Event"), at: args.place("for"))
            if !events.isDisjoint(with: Self.clickEvents) { clickTargets.append(action) }
            // **Our rule**: events a click does not send (`.valueChanged`, `.editingChanged`, the
            // touch-down and drag events) are kept and never sent: the subset's controls have no
            // value or text to change and a click is only a touch-up.
            if !events.subtracting(Self.clickEvents).isEmpty { otherTargets.append(action) }
            node.map(playground.attachActions)
        case "removeTarget":
            let selector = try args.value("action")
            func keep(_ t: TargetAction) -> Bool {
                if case .object(let s as SelectorObject)? = selector { return s.name != t.selector.name }
                return false
            }
            clickTargets = clickTargets.filter(keep)
            otherTargets = otherTargets.filter(keep)
        case "addGestureRecognizer":
            guard case .object(let r as GestureRecognizerObject)? = try args.value(at: 0) else {
                throw RuntimeError(message: "addGestureRecognizer(_:) takes a tap, pan, long-press or swipe gesture recognizer here", at: at)
            }
            r.view?.recognizers.removeAll { $0 === r }
            r.view = self
            recognizers.append(r)
            node.map(playground.attachActions)
        default:
            guard case .object(let r as GestureRecognizerObject)? = try args.value(at: 0) else { return .void }
            recognizers.removeAll { $0 === r }
            if r.view === self { r.view = nil }
        }
        return .void
    }

    /// `.touchUpInside`, `[.touchUpInside, .valueChanged]`: the events' names.
    private func controlEvents(_ value: Value?, at: Int) throws -> Set<String> {
        switch value {
        case .enumCase(_, let e, _)?: return [e]
        case .array(let items)?:
            return Set(try items.map { item -> String in
                guard case .enumCase(_, let e, _) = item else { throw RuntimeError(message: "for: takes UIControl.Event values (.touchUpInside, .valueChanged)", at: at) }
                return e
            })
        default: throw RuntimeError(message: "addTarget(_:action:for:) needs the events, for: .touchUpInside", at: at)
        }
    }
}

/// `UIAction { action in … }`: what a control runs when clicked.
final class UIActionObject: RuntimeObject {
    let handler: FunctionValue
    /// Where the action was made: an error its handler raises outside any expression is placed here.
    let at: Int
    init(handler: FunctionValue, at: Int) { self.handler = handler; self.at = at }
    override var typeName: String { "UIAction" }
}
