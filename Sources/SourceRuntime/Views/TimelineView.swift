import Foundation
import Scene

/// `TimelineView(.animation)` / `(.periodic(from:by:))` / `(.everyMinute)`: its content
/// evaluated again for every frame drawn (`.animation`) or on each period, with the
/// schedule's `context.date`.
///
/// **Our rule** for dates: a scene's clock has no wall time, so `Date()` and `context.date`
/// are the scene time after a fixed reference date (2001-01-01, `timeIntervalSinceReferenceDate`
/// 0 at scene time 0): two plays of a scene show the same frames.
final class TimelineSpec {
    enum Schedule { case everyFrame(minimum: Double), periodic(start: Double, interval: Double) }
    let schedule: Schedule
    let content: FunctionValue
    init(schedule: Schedule, content: FunctionValue) { self.schedule = schedule; self.content = content }

    static func make(_ args: Args, evaluator ev: Evaluator) throws -> ViewValue {
        let s = try args.required(nil, hint: "TimelineSchedule")
        let schedule: Schedule
        switch s {
        case .object(let o as TimelineScheduleObject): schedule = o.schedule
        case .enumCase(_, "animation", _): schedule = .everyFrame(minimum: 0)
        case .enumCase(_, "everyMinute", _): schedule = .periodic(start: 0, interval: 60)
        default: throw RuntimeError(message: "TimelineView takes .animation, .periodic(from:by:) or .everyMinute", at: args.place(nil))
        }
        guard let content = try args.trailingClosure() ?? args.function("content") else {
            throw RuntimeError(message: "TimelineView needs a content closure", at: args.at)
        }
        return ViewValue(.timeline(TimelineSpec(schedule: schedule, content: content)), at: args.at)
    }
}

/// `.animation(minimumInterval:paused:)` and `.periodic(from:by:)` as values.
final class TimelineScheduleObject: RuntimeObject {
    let schedule: TimelineSpec.Schedule
    init(_ s: TimelineSpec.Schedule) { schedule = s }
    override var typeName: String { "TimelineSchedule" }
}

/// A `Date`: seconds of scene time after the reference date.
final class DateObject: RuntimeObject {
    let seconds: Double
    init(_ seconds: Double) { self.seconds = seconds }
    override var typeName: String { "Date" }
    override func sameValue(_ other: RuntimeObject) -> Bool { (other as? DateObject)?.seconds == seconds }
    override func hashValue(into h: inout Hasher) { h.combine(seconds) }
}

/// `TimelineView`'s context: its `date`.
final class TimelineContext: RuntimeObject {
    let date: DateObject
    init(date: Double) { self.date = DateObject(date) }
    override var typeName: String { "TimelineViewDefaultContext" }
}

/// Where a timeline is: the date its content was last evaluated for.
final class TimelineState {
    var date = 0.0
}

extension SourceRuntime {
    func timelineContent(_ spec: TimelineSpec, _ state: TimelineState, at: Int) throws -> ViewValue {
        try evaluator.viewOf(evaluator.invoke(spec.content, [.object(TimelineContext(date: state.date))], at: at, asBuilder: true), at: at)
    }

    /// Evaluates the content again as time passes: before every frame, or on each period.
    func timelineAppeared(_ host: ViewHost, _ spec: TimelineSpec) {
        switch spec.schedule {
        case .everyFrame(let minimum):
            scene.beforePresenting.append { [weak self, weak host] time in
                guard let self, let host, let state = host.timeline, self.scene.failure == nil else { return }
                let date = minimum > 0 ? (time / minimum).rounded(.down) * minimum : time
                guard date != state.date else { return }
                self.event(at: host.value.at) {
                    state.date = date
                    self.markDirty(host)
                    try self.flush(nil)
                }
            }
            // An every-frame schedule never settles: its date moves with every frame, so a
            // scene showing one is never still (bench and export time it frame by frame).
            scene.animatingAt.append { [weak host] _ in host?.timeline != nil }
        case .periodic(let start, let interval):
            guard interval > 0 else { return }
            let first = max(start, scene.now)
            let step = { [weak self, weak host] (date: Double) in
                guard let self, let host, let state = host.timeline else { return }
                self.event(at: host.value.at) {
                    state.date = date
                    self.markDirty(host)
                    try self.flush(nil)
                }
            }
            host.timeline?.date = start <= scene.now ? start + ((scene.now - start) / interval).rounded(.down) * interval : scene.now
            var next = start <= scene.now ? (host.timeline?.date ?? first) + interval : first
            func schedule() {
                let at = next
                scene.clock.at(at) { step(at); next = at + interval; schedule() }
            }
            schedule()
        }
    }
}
