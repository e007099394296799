import Foundation
import Motion
import Scene

/// `Timer.publish(every:on:in:)` as a value: a publisher of the scene clock's dates, every
/// `interval` seconds from when a view subscribes to it (`autoconnect()`, then `.onReceive`).
final class TimerPublisherObject: RuntimeObject {
    let interval: Double
    /// The ticks of each view subscribed, and whether `upstream.connect().cancel()` stopped them.
    var subscriptions: [SceneClock.Timer] = []
    private(set) var cancelled = false
    init(interval: Double) { self.interval = interval }
    override var typeName: String { "Publishers.Autoconnect<Timer.TimerPublisher>" }

    /// Stops every tick, now and for views that subscribe later (the timer is shared: Combine's
    /// `TimerPublisher` stops firing once its connection is cancelled).
    func cancel() {
        cancelled = true
        for t in subscriptions { t.invalidate() }
        subscriptions.removeAll()
    }

    /// `Timer.publish(every:tolerance:on:in:options:)`; Foundation's 0.1 ms floor for the interval.
    static func make(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        let every = try args.requiredDouble("every")
        _ = try args.value("tolerance"); _ = try args.value("on", hint: "RunLoop"); _ = try args.value("in", hint: "RunLoop.Mode")
        return .object(TimerPublisherObject(interval: every.isFinite && every > 0.0001 ? every : 0.0001))
    }
}

/// `.onReceive(_:perform:)`: a view's subscription to a timer publisher. **Our rule**: the
/// subscription starts when the view appears (as `autoconnect()` connects on the first
/// subscriber); each tick runs the closure with the tick's date, as an event of its own.
enum PublisherModifiers {
    static let entries: [ModifierEntry] = [
        ModifierEntry("onReceive") { call in
            try call.args.allow([nil, "perform"])
            let publisher = try call.args.value(nil)
            guard case .object(let o)? = publisher, o is TimerPublisherObject || o is NotificationPublisherObject else {
                throw RuntimeError(message: "onReceive(_:perform:) takes a Timer.publish(every:on:in:).autoconnect() or NotificationCenter publisher here",
                                   at: call.args.place(nil))
            }
            guard let action = try call.args.trailingClosure() ?? call.args.function("perform") else {
                throw RuntimeError(message: "onReceive(_:perform:) needs a closure", at: call.at)
            }
            let at = call.at
            let start = FunctionValue(.builtin(name: "onReceive") { [weak evaluator = call.evaluator] _, _, _ in
                if let timer = o as? TimerPublisherObject { evaluator?.runtime?.subscribe(timer, action, at: at) }
                if let notes = o as? NotificationPublisherObject { evaluator?.runtime?.subscribe(notes, action, at: at) }
                return .void
            })
            return call.add(.onAppear(start))
        },
    ]
}

extension SourceRuntime {
    /// Runs `action` with the scene clock's date every `publisher.interval` from now.
    func subscribe(_ publisher: TimerPublisherObject, _ action: FunctionValue, at: Int) {
        evaluator.impure()
        guard !publisher.cancelled else { return }
        publisher.subscriptions.append(scene.clock.every(publisher.interval) { [weak self] _ in
            guard let self else { return }
            self.event(at: at) {
                let date = DateObject(self.now)
                _ = try self.evaluator.invoke(action, [.object(date)], at: at)
            }
        })
    }
}

/// `timer.upstream.connect()`: a connection to the timer, its `cancel()` stopping the ticks.
final class TimerConnectionObject: RuntimeObject {
    let publisher: TimerPublisherObject
    init(_ publisher: TimerPublisherObject) { self.publisher = publisher }
    override var typeName: String { "Cancellable" }
}
