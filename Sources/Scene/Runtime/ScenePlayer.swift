import Motion
/// Plays a scene on a timeline: seeks to any time (replaying from the start to go back)
/// and keeps the taps, so any frame can be rebuilt exactly.
///
/// A tap on a tappable view runs its handler; a tap on nothing restarts the scene, so
/// from then on the scene's own time counts from that tap.
public final class ScenePlayer {
    /// A tap at a timeline time.
    public struct Tap: Hashable, Sendable {
        public let point: Point
        public let time: Double
        public init(point: Point, time: Double) { self.point = point; self.time = time }
    }

    /// A press moved along `points` at timeline `times` (the first is the press, the last the
    /// release); a press and release at one place with time between is a long press.
    public struct Drag: Hashable, Sendable {
        public var points: [Point]
        public var times: [Double]
        public init(points: [Point], times: [Double]) { self.points = points; self.times = times }

        /// A straight drag from `from` to `to` starting at `time` and lasting `duration`, with a
        /// move every 1/60 s (the frame rate) in between.
        public static func straight(from: Point, to: Point, time: Double, duration: Double) -> Drag {
            let steps = max(1, min(36_000, Int((max(0, duration) * 60).rounded(.up))))
            var points = [from], times = [time]
            for k in 1...steps {
                let f = Double(k) / Double(steps)
                points.append(Point(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f))
                times.append(time + max(0, duration) * f)
            }
            return Drag(points: points, times: times)
        }
        public var start: Double { times.first ?? 0 }
    }

    let make: () -> Scene
    public private(set) var scene: Scene
    /// Every tap so far, in time order.
    public private(set) var taps: [Tap] = []
    /// Every drag that reached a view so far (the one under way last), in time order.
    public private(set) var drags: [Drag] = []
    /// Text typed into the focused view, with its timeline time, kept to replay.
    public private(set) var typed: [(time: Double, text: String)] = []
    /// Scrolls (the mouse wheel) that reached a scroll view, with their timeline times.
    public private(set) var scrolls: [(time: Double, point: Point, delta: Point)] = []
    /// Whether the last drag is still under way.
    public private(set) var isDragging = false
    /// Timeline times at which a tap hit nothing and the scene started over.
    public private(set) var restarts: [Double] = []
    /// The timeline time at which the current scene's time 0 lies.
    public private(set) var origin: Double = 0
    /// The timeline time reached.
    public private(set) var time: Double = 0

    /// A player that builds a fresh scene with `make` whenever it starts over.
    /// Scenes are made under the device profile in force here (`DeviceProfile.current`), each
    /// restart too.
    public init(make: @escaping () -> Scene) {
        let device = DeviceProfile.current
        let made = { DeviceProfile.with(device) { make() } }
        self.make = made
        scene = made()
        scene.advance(to: 0)
    }

    /// The scene's own time (timeline time less the last restart).
    public var sceneTime: Double { scene.now }

    /// Brings the timeline to `time`, rebuilding from the start when that is in the past (or
    /// a restart lies on the way); the taps and drags kept between are played as it passes them.
    public func seek(to target: Double) {
        let target = max(0, target)
        if target < time || restarts.contains(where: { $0 > time && $0 <= target }) {
            let restartAt = restarts.last { $0 <= target } ?? 0
            rebuild(origin: restartAt)
            replay(since: restartAt, after: -1, through: target)
        } else if lastInputTime > time {
            // Only after a seek back are kept inputs ahead of the timeline.
            replay(since: origin, after: time, through: target)
        }
        scene.advance(to: target - origin)
        time = target
    }

    /// The time of the latest tap or drag point kept.
    private var lastInputTime: Double {
        max(taps.last?.time ?? -1, drags.lazy.compactMap(\.times.last).max() ?? -1, typed.last?.time ?? -1, scrolls.last?.time ?? -1)
    }

    /// Replays the taps and drags since `restart` that lie after `after` and up to `target`, in
    /// time order (a tap before a drag move at the same time).
    private func replay(since restart: Double, after: Double, through target: Double) {
        enum Input { case tap(Point), down(Point), move(Point), up(Point), text(String), scroll(Point, Point) }
        var inputs: [(time: Double, order: Int, input: Input)] = []
        for tap in taps(since: restart) where tap.time > after && tap.time <= target { inputs.append((tap.time, inputs.count, .tap(tap.point))) }
        for (d, drag) in drags.enumerated() where drag.start >= restart {
            let ongoing = isDragging && d == drags.count - 1
            for (i, (p, t)) in zip(drag.points, drag.times).enumerated() where t > after && t <= target {
                let input: Input = i == 0 ? .down(p) : (i == drag.points.count - 1 && !ongoing) ? .up(p) : .move(p)
                inputs.append((t, inputs.count, input))
            }
        }
        for t in typed where t.time >= restart && t.time > after && t.time <= target { inputs.append((t.time, inputs.count, .text(t.text))) }
        for s in scrolls where s.time >= restart && s.time > after && s.time <= target {
            inputs.append((s.time, inputs.count, .scroll(s.point, s.delta)))
        }
        inputs.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        for item in inputs {
            scene.advance(to: item.time - origin)
            switch item.input {
            case .tap(let p): _ = scene.tap(at: p)
            case .down(let p): scene.pointerDown(at: p)
            case .move(let p): scene.pointerMove(to: p)
            case .up(let p): scene.pointerUp(at: p)
            case .text(let s): scene.type(s)
            case .scroll(let p, let d): scene.scroll(at: p, by: d)
            }
        }
    }

    /// Text typed at the current time into the focused view; kept to replay when taken.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard scene.acceptsText else { return false }
        forgetFuture()
        typed.append((time, text))
        return scene.type(text)
    }

    /// A scroll at the current time over `point` by `delta` points; kept to replay when a
    /// scroll view took it.
    @discardableResult
    public func scroll(at point: Point, by delta: Point) -> Bool {
        forgetFuture()
        guard scene.scroll(at: point, by: delta) else { return false }
        scrolls.append((time, point, delta))
        return true
    }

    /// A press at the current time. Returns true when a view's drag or long-press gesture took
    /// it (it is then kept, to replay); false changes nothing.
    @discardableResult
    public func pointerDown(at point: Point) -> Bool {
        forgetFuture()
        guard scene.pointerDown(at: point) else { return false }
        drags.append(Drag(points: [point], times: [time]))
        isDragging = true
        return true
    }

    /// A move of the press under way, at the current time.
    public func pointerMove(to point: Point) {
        guard isDragging, var last = drags.last else { return }
        last.points.append(point); last.times.append(time)
        drags[drags.count - 1] = last
        scene.pointerMove(to: point)
    }

    /// The release of the press under way, at the current time.
    public func pointerUp(at point: Point) {
        guard isDragging, var last = drags.last else { return }
        last.points.append(point); last.times.append(time)
        drags[drags.count - 1] = last
        isDragging = false
        scene.pointerUp(at: point)
    }

    private func forgetFuture() {
        if isDragging, let last = drags.last, let p = last.points.last { pointerUp(at: p) }
        taps.removeAll { $0.time > time }
        drags.removeAll { $0.start > time }
        typed.removeAll { $0.time > time }
        scrolls.removeAll { $0.time > time }
        restarts.removeAll { $0 > time }
    }

    /// The taps since the restart at timeline time `restart`, in time order: those that ran a
    /// view's handler (a tap that restarted the scene has done its part by then).
    public func taps(since restart: Double) -> [Tap] {
        taps.filter { $0.time >= restart && !restarts.contains($0.time) }
    }

    /// A tap at the current time. Returns true when a view's handler ran; on a miss the
    /// scene restarts from its time 0 and false is returned.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        // Taps after the current time belong to a future that is now rewritten.
        forgetFuture()
        taps.append(Tap(point: point, time: time))
        if scene.tap(at: point) { return true }
        restarts.append(time)
        rebuild(origin: time)
        return false
    }

    /// Applies taps given in advance (the command line's `--tap`), in time order.
    public func apply(_ planned: [Tap]) {
        for planned in planned.sorted(by: { $0.time < $1.time }) {
            seek(to: planned.time)
            tap(at: planned.point)
        }
    }

    /// One planned input: a tap, or a drag's press, move or release, at a timeline time.
    public struct Step: Sendable {
        public enum Kind: Sendable { case tap(Point), down(Point), move(Point), up(Point), scroll(Point, by: Point) }
        public let time: Double
        public let kind: Kind
    }

    /// Taps and drags given in advance (the command line's `--tap` and `--drag`) as steps in
    /// time order (at one time: taps first, then drags in the order given).
    public static func plan(_ taps: [Tap], drags: [Drag] = [], scrolls: [(time: Double, point: Point, delta: Point)] = []) -> [Step] {
        var steps: [(order: Int, step: Step)] = taps.map { (0, Step(time: $0.time, kind: .tap($0.point))) }
        for s in scrolls { steps.append((steps.count, Step(time: s.time, kind: .scroll(s.point, by: s.delta)))) }
        for drag in drags {
            for (i, (p, t)) in zip(drag.points, drag.times).enumerated() {
                let kind: Step.Kind = i == 0 ? .down(p) : i == drag.points.count - 1 ? .up(p) : .move(p)
                steps.append((steps.count, Step(time: t, kind: kind)))
            }
        }
        return steps.sorted { ($0.step.time, $0.order) < ($1.step.time, $1.order) }.map(\.step)
    }

    /// Brings the timeline to the step's time and plays it.
    public func play(_ step: Step) {
        seek(to: step.time)
        switch step.kind {
        case .tap(let p): tap(at: p)
        case .down(let p): pointerDown(at: p)
        case .move(let p): pointerMove(to: p)
        case .up(let p): pointerUp(at: p)
        case .scroll(let p, let d): scroll(at: p, by: d)
        }
    }

    /// Applies taps, drags and scrolls given in advance, in time order, those due by `through`
    /// (a drag whose release is later is still pressed there).
    public func apply(_ planned: [Tap], drags: [Drag], scrolls: [(time: Double, point: Point, delta: Point)] = [],
                      through: Double = .infinity) {
        for step in Self.plan(planned, drags: drags, scrolls: scrolls) where step.time <= through { play(step) }
    }

    /// Starts over from timeline time 0, forgetting every tap.
    public func restart() {
        drags.removeAll()
        typed.removeAll()
        scrolls.removeAll()
        isDragging = false
        taps.removeAll()
        restarts.removeAll()
        rebuild(origin: 0)
        time = 0
    }

    private func rebuild(origin: Double) {
        self.origin = origin
        // The new scene is made before the old one lets go of anything: made into the memory
        // the old one frees, a large scene's nodes, tracks and bindings would lie scattered
        // over the holes it leaves, and every frame would then meet each one cold (a 20,000-view
        // file played about a third slower after a restart).
        let old = scene
        scene = make()
        old.dispose()
        scene.advance(to: 0)
    }

    deinit { scene.dispose() }

    /// The presentation at the current time, evaluated on up to `threads` threads.
    public func present(threads: Int = 1) -> Presentation { scene.present(at: scene.now, threads: threads) }
}
