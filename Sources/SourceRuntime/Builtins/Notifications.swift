import Foundation

/// `NotificationCenter.default` of the play: `post(name:object:userInfo:)` delivers at once, in
/// the poster's event, to every observer of that name, as Foundation's `post` does
/// (synchronously, on the posting thread). Observers are `.onReceive(center.publisher(for:))`
/// of a view that appeared, `addObserver(forName:object:queue:using:)` and
/// `addObserver(_:selector:name:object:)` (a `#selector` of the file's class).
///
/// **Our rule** for the system's notifications (`UIApplication.didBecomeActiveNotification`,
/// keyboard, orientation): nothing posts them, as an app left in the foreground never sees
/// them; a file's own `post` of such a name reaches its observers.
final class NotificationCenterObject: RuntimeObject {
    override var typeName: String { "NotificationCenter" }
}

/// `center.publisher(for: name)`: the notifications of that name, for `.onReceive`.
final class NotificationPublisherObject: RuntimeObject {
    let name: String
    init(name: String) { self.name = name }
    override var typeName: String { "NotificationCenter.Publisher" }
}

/// A `Notification` handed to an observer: its `name`, `object` and `userInfo`.
final class NotificationObject: RuntimeObject {
    let name: String
    let object: Value
    let userInfo: Value
    init(name: String, object: Value, userInfo: Value) { self.name = name; self.object = object; self.userInfo = userInfo }
    override var typeName: String { "Notification" }
}

/// What `addObserver(forName:…)` returns, to remove the observer with.
final class ObserverToken: RuntimeObject {
    override var typeName: String { "NSObjectProtocol" }
}

/// One observer: the name it observes (nil: every name), what removes it (a token, or the
/// object `addObserver(_:selector:…)` was given), and what it runs.
struct NotificationObserver {
    let name: String?
    let owner: AnyObject?
    let run: (NotificationObject) throws -> Void
}

/// `DispatchWorkItem { … }` / `DispatchWorkItem(block:)`: a closure to run later, which
/// `cancel()` keeps from running (`isCancelled`), and `perform()` runs now.
final class WorkItemObject: RuntimeObject {
    let block: FunctionValue
    var isCancelled = false
    init(block: FunctionValue) { self.block = block }
    override var typeName: String { "DispatchWorkItem" }
}

extension Builtins {
    /// The notification name `v` is: a `Notification.Name` (a string here) or a string.
    static func notificationName(_ v: Value?, evaluator ev: Evaluator, at: Int) throws -> String? {
        switch v {
        case nil, .nil?: return nil
        case .string(let s)?: return s
        case .enumCase("", let n, _)?: return n
        case let other?: throw RuntimeError(message: "cannot convert value of type '\(other.typeName)' to expected argument type 'NSNotification.Name'", at: at)
        }
    }

    /// `center.post(…)`, `publisher(for:)`, `addObserver(…)`, `removeObserver(…)`.
    static func notificationMethod(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        let runtime = ev.runtime!
        switch name {
        case "publisher":
            _ = try args.value("object")
            guard let n = try notificationName(args.value("for", hint: "NSNotification.Name"), evaluator: ev, at: at) else {
                throw RuntimeError(message: "publisher(for:) needs a notification name", at: at)
            }
            return .object(NotificationPublisherObject(name: n))
        case "post":
            let n = try notificationName(args.value("name", hint: "NSNotification.Name") ?? args.value(nil), evaluator: ev, at: at)
            var posted = NotificationObject(name: n ?? "", object: try args.value("object") ?? .nil, userInfo: try args.value("userInfo") ?? .nil)
            if case .object(let given as NotificationObject)? = try args.value(nil) { posted = given }
            try runtime.post(posted)
            return .void
        case "addObserver":
            let n = try notificationName(args.value("forName", hint: "NSNotification.Name") ?? args.value("name", hint: "NSNotification.Name"),
                                         evaluator: ev, at: at)
            _ = try args.value("object"); _ = try args.value("queue")
            if let block = try args.function("using") ?? args.trailingClosure() {
                let token = ObserverToken()
                runtime.notificationObservers.append(NotificationObserver(name: n, owner: token) { note in
                    _ = try ev.invoke(block, [.object(note)], at: at)
                })
                return .object(token)
            }
            guard let action = try TargetAction.read(args, action: "selector", evaluator: ev) else {
                throw RuntimeError(message: "addObserver needs a using: closure or a selector:", at: at)
            }
            let owner: AnyObject? = if case .object(let o) = action.target { o } else { nil }
            runtime.notificationObservers.append(NotificationObserver(name: n, owner: owner) { note in
                try action.send(from: .object(note), evaluator: ev)
            })
            return .void
        case "removeObserver":
            guard case .object(let o)? = try args.value(nil) else { return .void }
            let n = try notificationName(args.value("name", hint: "NSNotification.Name"), evaluator: ev, at: at)
            runtime.notificationObservers.removeAll { $0.owner === o && (n == nil || $0.name == n) }
            return .void
        default: return nil
        }
    }

    /// A notification's and a work item's properties.
    static func notificationMember(_ o: RuntimeObject, _ name: String) -> Value? {
        if let note = o as? NotificationObject {
            switch name {
            case "name": return .string(note.name)
            case "object": return note.object
            case "userInfo": return note.userInfo
            default: return nil
            }
        }
        if let item = o as? WorkItemObject, name == "isCancelled" { return .bool(item.isCancelled) }
        return nil
    }

    /// `item.cancel()`, `item.perform()`.
    static func workItemMethod(_ item: WorkItemObject, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "cancel": item.isCancelled = true; return .void
        case "perform": _ = try ev.invoke(item.block, [], at: at); return .void
        default: return nil
        }
    }
}

extension SourceRuntime {
    /// Delivers `note` to the observers of its name, in the order they were added.
    func post(_ note: NotificationObject) throws {
        evaluator.impure()
        for observer in notificationObservers where observer.name == nil || observer.name == note.name {
            try observer.run(note)
        }
    }

    /// `.onReceive(center.publisher(for: name))`: from when the view appears, each post of the
    /// name runs `action` with the notification.
    func subscribe(_ publisher: NotificationPublisherObject, _ action: FunctionValue, at: Int) {
        evaluator.impure()
        notificationObservers.append(NotificationObserver(name: publisher.name, owner: publisher) { [weak self] note in
            _ = try self?.evaluator.invoke(action, [.object(note)], at: at)
        })
    }
}
