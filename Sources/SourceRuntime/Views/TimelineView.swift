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

/// Where a timeline is: the date its content was last evaluated for, and its `let`s.
final class TimelineState {
    var date = 0.0
    var lets: TimelineLets?
    /// Set once the content could not be followed by its `let`s (it read them itself, a
    /// renderer drew them, one failed): from then on it is evaluated at each date, plainly.
    var plain = false
    /// The view whose state keeps the content's names, and their keys (let go of with the
    /// timeline).
    weak var instance: ViewInstance?
    var keys: Set<String> = []
    /// The state property a name of the content's keeps its value in, for this timeline.
    func key(_ name: String) -> String { "\(name)@timeline\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" }
    deinit { forgetKeys() }

    /// The content is evaluated at each date from now on, plainly: its boxes are boxes again
    /// and its names leave the view's state.
    func goPlain() {
        for (_, box) in lets?.boxes ?? [] { box.derived = nil }
        lets = nil
        plain = true
        forgetKeys()
    }

    /// Takes the content's names out of the view's state (the timeline is gone, or its content
    /// is evaluated plainly from now on).
    private func forgetKeys() {
        if let instance { for key in keys { instance.forget(key) } }
        keys = []
    }
}

/// A timeline's date as the view's state (**our rule**, for speed, giving the views an
/// evaluation of the whole content would give). The content closure written as `let`s and
/// then its views (`{ context in let t = context.date.timeIntervalSinceReferenceDate; … }`)
/// keeps its context and each `let` as a state property of the view too (a key no name of the
/// file can spell), and a read of one is noted as a read of that state. A new date works the
/// `let`s out again in order and changes those properties: the evaluations that read them
/// follow as they follow a state change (an item whose effects alone read them updates
/// them without being evaluated; anything else evaluates what read it), and a content
/// that reads none of them is not evaluated again.
final class TimelineLets {
    weak var instance: ViewInstance?
    let scope: Scope
    /// The `let` statements after the context, and the boxes of the context and the `let`s.
    let statements: ArraySlice<Stmt>
    let boxes: [(name: String, box: Box)]
    init(instance: ViewInstance, scope: Scope, statements: ArraySlice<Stmt>, boxes: [(name: String, box: Box)]) {
        self.instance = instance; self.scope = scope; self.statements = statements; self.boxes = boxes
    }

    /// Whether `read` is of one of `boxes`' state.
    static func isKept(_ read: ReadLog.Read, _ boxes: [(name: String, box: Box)]) -> Bool {
        boxes.contains { $0.box.derived?.key == read.name && $0.box.derived?.instance === read.instance }
    }

    /// The closure, its captured scope and view, and how many `let`s lead its body, when the
    /// content is of this form.
    static func form(_ f: FunctionValue) -> (Closure, Scope, ViewInstance, Int)? {
        guard case .closure(let c, let captured) = f.body, !c.usesAnonymousParameters, c.parameters.count == 1,
              case .view(let instance)? = captured.receiver, !Evaluator.hasReturn(c.body) else { return nil }
        var count = 0
        for st in c.body {
            guard case .variable(true, .name, _, _?) = st.kind else { break }
            count += 1
        }
        guard count > 0, count < c.body.count else { return nil }
        return (c, captured, instance, count)
    }
}

extension SourceRuntime {
    func timelineContent(_ spec: TimelineSpec, _ host: ViewHost, _ state: TimelineState, at: Int) throws -> ViewValue {
        evaluations.timelines += 1
        let context = Value.object(TimelineContext(date: state.date))
        guard liveArguments, !state.plain, let (c, captured, instance, count) = TimelineLets.form(spec.content) else {
            state.lets = nil
            return try evaluator.viewOf(evaluator.invoke(spec.content, [context], at: at, asBuilder: true), at: at)
        }
        // As `invokeKeepingScope` calls a builder closure, with the context's and the `let`s'
        // boxes kept as state too.
        let scope = Scope(parent: captured)
        var boxes: [(name: String, box: Box)] = []
        func keep(_ name: String, _ box: Box) {
            let key = state.key(name)
            state.instance = instance
            state.keys.insert(key)
            if instance.state[key] != box.value, instance.mirrors[key] != nil { pending.mirrorsToSync.append((instance, key)) }
            instance.state[key] = box.value
            box.derived = DerivedState(instance, key)
            boxes.append((name, box))
        }
        let contextBox = Box(context, isLet: true)
        scope.declare(c.parameters[0], box: contextBox)
        keep(c.parameters[0], contextBox)
        for st in c.body.prefix(count) {
            guard case .variable(_, .name(let n), _, _) = st.kind else { continue }
            try evaluator.tick(st.at)
            // What a `let` reads of the others is worked out again with it: not a read.
            let (_, reads) = try evaluator.logging { try evaluator.exec(st, scope) }
            evaluator.readLog?.reads.append(contentsOf: reads.reads.filter { !TimelineLets.isKept($0, boxes) })
            guard let box = scope.lookup(n) else { continue }
            keep(n, box)
        }
        state.lets = TimelineLets(instance: instance, scope: scope, statements: c.body.prefix(count), boxes: boxes)
        return try evaluator.builder(Array(c.body.dropFirst(count)), scope, at: c.at)
    }

    /// A timeline host's children evaluated and reconciled by `match`, keeping what they read of
    /// its `let`s: a read of them anywhere but in an item of their own (a text, a `Canvas`'s
    /// renderer, a `GeometryReader`'s content) is the timeline's, and its content is then
    /// evaluated again at each date, as any other content; the other reads stay those of the
    /// evaluation around it.
    func timelineChildren(_ host: ViewHost, _ match: () throws -> Void) throws {
        guard let state = host.timeline, !state.plain, liveArguments else { return try match() }
        let (_, log) = try evaluator.logging(match)
        let boxes = state.lets?.boxes ?? []
        var own: [ReadLog.Read] = []
        for read in log.reads {
            if TimelineLets.isKept(read, boxes) { own.append(read) } else { evaluator.readLog?.reads.append(read) }
        }
        let unit = host.bodyUnit ?? BodyUnit(host: host)
        host.bodyUnit = unit
        register(unit, reads: own)
        if !own.isEmpty { state.goPlain() }
    }

    /// A new date for the content: its context and `let`s worked out again and kept as state
    /// (false: they could not be, and the content is evaluated again instead).
    private func advance(_ state: TimelineState, to date: Double) -> Bool {
        guard let lets = state.lets, let instance = lets.instance, !lets.boxes.isEmpty else { return false }
        guard !lets.boxes.contains(where: { $0.box.derived?.readUnkept == true }) else { state.goPlain(); return false }
        func set(_ box: Box, _ v: Value) {
            guard let key = box.derived?.key, box.value != v else { return }
            let old = instance.state[key] ?? .nil
            box.value = v
            instance.state[key] = v
            pending.changes.append((instance, key, old))
        }
        set(lets.boxes[0].box, .object(TimelineContext(date: date)))
        for (st, (name, box)) in zip(lets.statements, lets.boxes.dropFirst()) {
            // The statement run again in a scope of its own, for its value as it types it.
            let again = Scope(parent: lets.scope)
            guard (try? evaluator.logging { try evaluator.exec(st, again) }) != nil, let v = again.lookup(name)?.value else { state.goPlain(); return false }
            set(box, v)
        }
        return true
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
                    if !self.advance(state, to: date) { self.markDirty(host) }
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
                    if !self.advance(state, to: date) { self.markDirty(host) }
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
