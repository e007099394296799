/// Scene time and the events scheduled on it (`asyncAfter`, repeating timers, taps).
///
/// Events fire in time order, ties in the order they were scheduled; while one runs,
/// `now` is its own time, so everything it starts begins exactly then.
public final class SceneClock {
    /// A repeating timer, as `Timer.scheduledTimer(withTimeInterval:repeats:)`.
    public final class Timer {
        public private(set) var isValid = true
        /// Stops the timer; its pending fire is dropped.
        public func invalidate() { isValid = false }
    }

    private struct Event {
        let time: Double
        let order: Int
        let action: () -> Void
    }

    /// The current scene time.
    public private(set) var now: Double = 0
    private var pending: [Event] = []
    private var scheduled = 0

    public init() {}

    /// Runs `action` at `now + seconds`.
    public func after(_ seconds: Double, _ action: @escaping () -> Void) {
        at(now + max(0, seconds), action)
    }

    /// Runs `action` at scene time `time` (or now, if that has passed).
    public func at(_ time: Double, _ action: @escaping () -> Void) {
        let event = Event(time: max(time, now), order: scheduled, action: action)
        scheduled += 1
        // Keep pending sorted by (time, order); new events usually go last.
        var index = pending.count
        while index > 0, pending[index - 1].time > event.time { index -= 1 }
        pending.insert(event, at: index)
    }

    /// Fires `action` every `interval` seconds from now until the timer is invalidated.
    @discardableResult
    public func every(_ interval: Double, _ action: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer()
        let origin = now
        func schedule(_ n: Int) {
            at(origin + Double(n) * interval) { [unowned self] in
                guard timer.isValid else { return }
                action(timer)
                if timer.isValid { _ = self; schedule(n + 1) }
            }
        }
        if interval > 0 { schedule(1) }
        return timer
    }

    /// Fires every event due by `time`, then sets `now` to `time`.
    public func advance(to time: Double) {
        while let next = pending.first, next.time <= time {
            pending.removeFirst()
            now = next.time
            next.action()
        }
        now = max(now, time)
    }

    /// Drops every pending event (a scene being discarded lets go of its scripts).
    public func cancelAll() { pending.removeAll() }

    /// The time of the next pending event, if any.
    public var nextEventTime: Double? { pending.first?.time }
}
