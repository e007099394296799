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

    let make: () -> Scene
    public private(set) var scene: Scene
    /// Every tap so far, in time order.
    public private(set) var taps: [Tap] = []
    /// Timeline times at which a tap hit nothing and the scene started over.
    public private(set) var restarts: [Double] = []
    /// The timeline time at which the current scene's time 0 lies.
    public private(set) var origin: Double = 0
    /// The timeline time reached.
    public private(set) var time: Double = 0

    /// A player that builds a fresh scene with `make` whenever it starts over.
    public init(make: @escaping () -> Scene) {
        self.make = make
        scene = make()
        scene.advance(to: 0)
    }

    /// The scene's own time (timeline time less the last restart).
    public var sceneTime: Double { scene.now }

    /// Brings the timeline to `time`, rebuilding from the start when that is in the past.
    public func seek(to target: Double) {
        let target = max(0, target)
        if target < time {
            let restartAt = restarts.last { $0 <= target } ?? 0
            rebuild(origin: restartAt)
            for tap in taps(since: restartAt) where tap.time <= target {
                scene.advance(to: tap.time - origin)
                _ = scene.tap(at: tap.point)
            }
        }
        scene.advance(to: target - origin)
        time = target
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
        taps.removeAll { $0.time > time }
        restarts.removeAll { $0 > time }
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

    /// Starts over from timeline time 0, forgetting every tap.
    public func restart() {
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
