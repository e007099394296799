import Motion
import Scene

/// The time and motion family of builtin types: animations (from the animation table),
/// springs, unit curves, transitions, content transitions, timeline schedules, and the
/// clocks, queues, timers, tasks and durations a file's code runs on.
enum TimeBuiltins {
    static let types: [BuiltinType] = [animation, spring, unitCurve, transition, contentTransition, timelineSchedule, cadence,
                                       dispatchQueue, dispatchWorkItem, date, dispatchTime, task, timer, duration,
                                       notificationCenter, notification, notificationName, application]

    /// `Animation.easeInOut`, `.spring(response:dampingFraction:blendDuration:)` and the rest:
    /// every name and form from the animation table (`AnimationCall`), in the file's era.
    static let animation = BuiltinType("Animation", lookup: { use in
        try Builtins.animationPreset(use.name, use.evaluator, at: use.at).map(Value.animation)
    }, callLookup: { use in
        try Builtins.animationCall(use.name, use.args, use.evaluator).map(Value.animation)
    })

    /// The presets' springs, as `Animation.smooth`, `.snappy`, `.bouncy` use them.
    static let spring = BuiltinType("Spring", lookup: { use in
        let presets: [String: Animation] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]
        guard let a = presets[use.name], case .spring(let s) = a.base else { return nil }
        return .object(SpringObject(s))
    })

    static let unitCurve = BuiltinType("UnitCurve", lookup: { use in UnitCurveObject.named(use.name).map { .object($0) } })

    static let transition = BuiltinType("AnyTransition", "Transition", lookup: { use in
        Transition.named(use.name).map { .object($0) }
    }, callLookup: { use in
        try Transition.call(use.name, use.args, evaluator: use.evaluator).map { .object($0) }
    })

    /// `.numericText(countsDown:)`, `.numericText(value:)`, `.symbolEffect(…)`.
    static let contentTransition = BuiltinType("ContentTransition", statics: [
        .function("numericText", ["countsDown: Bool = false", "value: Double"]) { use in
            let b = try use.bound()
            let down = try b.value("countsDown").map { try use.evaluator.truth($0, at: b.place("countsDown")) } ?? false
            let value = b.has("value") ? try b.double("value", default: 0) : nil
            return .object(ContentTransitionObject(countsDown: down, value: value))
        },
        .function("symbolEffect") { use in .object(try SymbolModifiers.replaceTransition(use.args)) },
    ])

    /// `.periodic(from:by:)` and `.animation(minimumInterval:)`, a `TimelineView`'s schedules.
    static let timelineSchedule = BuiltinType("TimelineSchedule", statics: [
        .function("periodic", ["from startDate: Date, by interval: TimeInterval"]) { use in
            let b = try use.bound()
            var start = use.evaluator.runtime.now
            if case .object(let d as DateObject)? = try b.value("startDate") { start = d.seconds }
            return .object(TimelineScheduleObject(.periodic(start: start, interval: try b.double("interval", default: 1))))
        },
        .function("animation", ["minimumInterval: Double? = nil, paused: Bool = false"]) { use in
            let b = try use.bound()
            return .object(TimelineScheduleObject(.everyFrame(minimum: try b.double("minimumInterval", default: 0))))
        },
    ])

    /// A timeline context's `cadence` (`TimelineView.Context.Cadence`): how often its content
    /// is brought up to date, `.live` (every frame), `.seconds` or `.minutes`, compared in that
    /// order (it is `Comparable`). A device in use updates its timelines live, so a context's
    /// cadence is always `.live` here (our rule: a watch's wrist-down cadences are not modelled).
    static let cadence = BuiltinType("Cadence", statics: Builtins.orderedCases["Cadence", default: []].map { name in
        .member(name) { _ in .enumCase(type: "Cadence", name: name, payload: []) }
    })

    /// `DispatchQueue.main`, and `.global(qos:)`. **Our rule**: work sent to a background queue
    /// runs on the scene clock as the main queue's does, so frames stay the same from play to play.
    static let dispatchQueue = BuiltinType("DispatchQueue", statics: [
        .member("main") { _ in .object(MainQueue()) },
        .function("global") { use in
            _ = try use.args.value("qos", hint: "DispatchQoS.QoSClass")
            return .object(MainQueue())
        },
    ])

    /// `DispatchWorkItem { … }`, `DispatchWorkItem(block:)`.
    static let dispatchWorkItem = BuiltinType("DispatchWorkItem", statics: [
        .function("init") { use in
            _ = try use.args.value("qos"); _ = try use.args.value("flags")
            guard let block = try use.args.function("block") ?? use.args.trailingClosure() else {
                throw RuntimeError(message: "DispatchWorkItem needs a block to run", at: use.args.at)
            }
            return .object(WorkItemObject(block: block))
        },
    ])

    static let notificationCenter = BuiltinType("NotificationCenter", statics: [.member("default") { _ in .object(NotificationCenterObject()) }])

    /// `Notification.Name("…")`: a notification's name is its string here.
    static let notification = BuiltinType("Notification", "NSNotification", statics: [
        .function("Name", ["_ rawValue: String"]) { use in .string(try use.evaluator.string(use.bound().value("rawValue") ?? .string(""), at: use.at)) },
        .function("init", ["name: NSNotification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil"]) { use in
            let b = try use.bound()
            let name = try Builtins.notificationName(b.value("name"), evaluator: use.evaluator, at: use.at) ?? ""
            return .object(NotificationObject(name: name, object: try b.value("object") ?? .nil, userInfo: try b.value("userInfo") ?? .nil))
        },
    ])

    /// `Notification.Name("…")`, `Notification.Name(rawValue:)`; a static of the name's own
    /// (`.myEvent` of a file's extension) is the file's.
    static let notificationName = BuiltinType("Notification.Name", "NSNotification.Name", statics: [
        .function("init") { use in
            let v = try use.args.value(nil) ?? use.args.value("rawValue") ?? .string("")
            return .string(try use.evaluator.string(v, at: use.at))
        },
    ])

    /// The system's notification names of `UIApplication` (`didBecomeActiveNotification`, …).
    static let application = BuiltinType("UIApplication", lookup: { use in
        if use.name == "shared" { return .object(ApplicationObject()) }
        return use.name.hasSuffix("Notification") ? .string("UIApplication" + use.name.prefix(1).uppercased() + use.name.dropFirst()) : nil
    })

    /// `Date.now`: scene time, as `Date()` is.
    /// `Date.distantPast` and `.distantFuture`: Foundation's 0001-01-01 and 4001-01-01 (UTC), in
    /// seconds from the reference date 2001-01-01.
    static let date = BuiltinType("Date", statics: [
        .member("now") { use in .object(DateObject(use.evaluator.runtime.now)) },
        .member("distantPast") { _ in .object(DateObject(-63_114_076_800)) },
        .member("distantFuture") { _ in .object(DateObject(63_113_904_000)) },
    ])

    /// `DispatchTime.now()`: scene time in seconds, to add a delay to.
    static let dispatchTime = BuiltinType("DispatchTime", "DispatchWallTime", statics: [
        .function("now", [""]) { use in
            _ = try use.bound()
            return .double(use.evaluator.runtime.now)
        },
    ])

    /// `Task.sleep(…)`, `Task.checkCancellation()`, and whether the task running now was
    /// cancelled (false outside a task, as in Swift).
    static let task = BuiltinType("Task", statics: [
        .member("isCancelled") { _ in .bool(TaskObject.current?.isCancelled ?? false) },
        .function("sleep") { use in try use.evaluator.runtime.sleep(use.args) },
        .function("checkCancellation", [""]) { use in
            _ = try use.bound()
            if TaskObject.current?.isCancelled == true { throw CancellationError() }
            return .void
        },
    ])

    static let timer = BuiltinType("Timer", statics: [
        .function("scheduledTimer") { use in try use.evaluator.runtime.scheduledTimer(use.args) },
        .function("publish") { use in try TimerPublisherObject.make(use.args, evaluator: use.evaluator) },
    ])

    /// `.seconds(_:)`, `.milliseconds(_:)`, `.nanoseconds(_:)`: a duration is its seconds here.
    static let duration = BuiltinType("Duration", "DispatchTimeInterval", statics: [
        .function("seconds", ["_ seconds: Double"]) { use in .double(try use.bound().double("seconds", default: 0)) },
        .function("milliseconds", ["_ milliseconds: Double"]) { use in
            .double(try use.bound().double("milliseconds", default: 0) / 1000)
        },
        .function("nanoseconds", ["_ nanoseconds: Double"]) { use in
            .double(try use.bound().double("nanoseconds", default: 0) / 1e9)
        },
    ])
}
