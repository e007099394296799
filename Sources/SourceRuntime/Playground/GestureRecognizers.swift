import Foundation
import Motion
import Scene

/// UIKit's gesture recognizers, added to a view with `addGestureRecognizer(_:)`, the mouse
/// standing in for a finger:
/// - `UITapGestureRecognizer`: a click (a press released within 10 points) sends its actions.
///   **Our rule**: a click is one tap, so one whose `numberOfTapsRequired` is more than 1
///   never fires.
/// - `UIPanGestureRecognizer`: a drag. It begins once the press has moved 10 points (UIKit's
///   pan waits for the touch to move far enough), sending its actions with `state` `.began`,
///   then `.changed` at every move, then `.ended` at the release; `translation(in:)` is the move
///   from the press (less what `setTranslation(_:in:)` took away), `velocity(in:)` points a
///   second over the last move, `location(in:)` the pointer in that view's coordinates.
/// - `UILongPressGestureRecognizer`: a press held `minimumPressDuration` seconds (0.5 unless
///   set) without moving more than `allowableMovement` points (10) begins it; moves send
///   `.changed`, the release `.ended`.
/// - `UISwipeGestureRecognizer`: a drag of 30 points or more, mostly along its `direction`
///   (`.right` unless set), sends its actions once, `.ended`, at the release.
/// A recognizer that recognised the press keeps the release from being a tap.
final class GestureRecognizerObject: RuntimeObject, SettableObject {
    enum Kind: String { case tap = "UITapGestureRecognizer", pan = "UIPanGestureRecognizer",
                        longPress = "UILongPressGestureRecognizer", swipe = "UISwipeGestureRecognizer" }
    let kind: Kind
    var actions: [TargetAction] = []
    var tapsRequired = 1
    var isEnabled = true
    var minimumPressDuration = 0.5
    var allowableMovement = 10.0
    var direction = "right"
    weak var view: UIKitView?
    /// `possible`, `began`, `changed`, `ended`, `failed`.
    private(set) var state = "possible"
    /// The press under way, as the recognizer last saw it.
    private var press: PointerEvent?
    private var pressCount = 0
    private var recognised = false
    /// What `setTranslation(_:in:)` moved the translation's origin by.
    private var translationOffset = Point(0, 0)

    init(_ kind: Kind) { self.kind = kind }
    override var typeName: String { kind.rawValue }

    /// Whether a click (one tap) fires the recognizer.
    var firesOnClick: Bool { kind == .tap && isEnabled && tapsRequired <= 1 }

    /// Follows one pointer event; true when the recognizer has recognised the press.
    func handle(_ e: PointerEvent, send: @escaping () -> Void, after: (Double, @escaping () -> Void) -> Void) -> Bool {
        guard isEnabled, kind != .tap else { return false }
        press = e
        let moved = e.location.distance(to: e.start)
        switch e.phase {
        case .began:
            pressCount += 1
            recognised = false
            state = "possible"
            translationOffset = Point(0, 0)
            if kind == .longPress {
                let count = pressCount
                after(minimumPressDuration) { [weak self] in
                    guard let self, self.pressCount == count, self.state == "possible", self.press?.phase != .ended else { return }
                    self.recognised = true
                    self.state = "began"
                    send()
                }
            }
        case .moved:
            switch kind {
            case .pan:
                if !recognised, moved >= Scene.tapSlop { recognised = true; state = "began"; send() }
                else if recognised { state = "changed"; send() }
            case .longPress:
                if recognised { state = "changed"; send() } else if moved > allowableMovement { state = "failed" }
            default: break
            }
        case .ended:
            if kind == .swipe, isSwipe(e) { recognised = true; state = "ended"; send(); return true }
            if recognised { state = "ended"; send() } else if state == "possible" { state = "failed" }
        }
        return recognised
    }

    private func isSwipe(_ e: PointerEvent) -> Bool {
        let dx = e.location.x - e.start.x, dy = e.location.y - e.start.y
        let (along, across): (Double, Double)
        switch direction {
        case "left": (along, across) = (-dx, dy)
        case "up": (along, across) = (-dy, dx)
        case "down": (along, across) = (dy, dx)
        default: (along, across) = (dx, dy)
        }
        return along >= 30 && abs(across) * 2 < along
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "numberOfTapsRequired": tapsRequired = Int(saturatingFloor: try ev.number(value, at: at))
        case "isEnabled": isEnabled = try ev.truth(value, at: at)
        case "minimumPressDuration": minimumPressDuration = max(0, try ev.number(value, at: at))
        case "allowableMovement": allowableMovement = try ev.number(value, at: at)
        case "direction":
            guard case .enumCase(_, let d, _) = value, ["left", "right", "up", "down"].contains(d) else {
                throw RuntimeError(message: "a swipe's direction is .left, .right, .up or .down here", at: at)
            }
            direction = d
        case "numberOfTouchesRequired", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "delegate", "name",
             "maximumNumberOfTouches", "minimumNumberOfTouches", "requiresExclusiveTouchType", "allowedScrollTypesMask":
            return
        default: throw RuntimeError(message: "cannot assign to property '\(name)' of '\(typeName)'", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "view": return view.map { .object($0) } ?? .nil
        case "numberOfTapsRequired": return .int(tapsRequired)
        case "isEnabled": return .bool(isEnabled)
        case "minimumPressDuration": return .double(minimumPressDuration)
        case "state": return .enumCase(type: "UIGestureRecognizer.State", name: kind == .tap ? "ended" : state, payload: [])
        case "direction": return .enumCase(type: "UISwipeGestureRecognizer.Direction", name: direction, payload: [])
        default: return nil
        }
    }

    /// `translation(in:)`, `velocity(in:)`, `location(in:)`, `setTranslation(_:in:)`,
    /// `require(toFail:)` (read; recognizers here do not wait on each other).
    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "translation":
            guard let e = press else { return PathValues.pointValue(Point(0, 0)) }
            return PathValues.pointValue(Point(e.location.x - e.start.x + translationOffset.x, e.location.y - e.start.y + translationOffset.y))
        case "setTranslation":
            let t = try ev.point(args.required(nil), at: at)
            guard let e = press else { return .void }
            translationOffset = Point(t.x - (e.location.x - e.start.x), t.y - (e.location.y - e.start.y))
            return .void
        case "velocity":
            return PathValues.pointValue(press?.velocity ?? Point(0, 0))
        case "location":
            guard let e = press else { return PathValues.pointValue(Point(0, 0)) }
            let reference: UIKitView?
            if case .object(let v as UIKitView)? = try args.value("in") { reference = v } else { reference = view }
            let origin = reference?.node.map { Point($0.model(.frameX), $0.model(.frameY)) } ?? Point(0, 0)
            return PathValues.pointValue(Point(e.location.x - origin.x, e.location.y - origin.y))
        case "require", "removeTarget":
            return .void
        case "addTarget":
            guard let action = try TargetAction.read(args, action: "action", evaluator: ev) else { return nil }
            actions.append(action)
            return .void
        default: return nil
        }
    }
}

extension Playground {
    /// The pointer handlers of `view`'s drag, long-press and swipe recognizers, on `node`.
    func attachRecognizers(of view: UIKitView, on node: Node) {
        node.pointerHandlers = [:]
        guard view.isUserInteractionEnabled else { return }
        for (i, recognizer) in view.recognizers.enumerated() where recognizer.kind != .tap {
            node.pointerHandlers[i] = { [unowned self, weak recognizer] e in
                guard let recognizer else { return false }
                let send = { [unowned self] in
                    for action in recognizer.actions {
                        self.runtime.event(at: action.at) { try action.send(from: .object(recognizer), evaluator: self.runtime.evaluator) }
                    }
                }
                return recognizer.handle(e, send: send) { delay, body in
                    try? self.runtime.after(delay) { body() }
                }
            }
        }
    }
}
