/// The animations added to one layer, each keyed and timed from the scene time it was added.
///
/// As in Core Animation, adding under a key that is in use replaces that animation (so
/// adding again restarts it), later animations apply over earlier ones, and an animation
/// that has ended stops contributing: the layer shows its model value again.
public struct CALayerAnimations {
    private struct Entry {
        let id: Int
        let key: String?
        /// What the animation was made from (the file's animation object), for `animation(forKey:)`.
        let source: AnyObject?
        let animation: any CAAnimation
        /// Scene time of `add`: the animation's parent time 0 (its beginTime counts from here).
        let addedAt: Double

        /// The scene time at which the animation's active span ends.
        var end: Double { addedAt + animation.beginTime + animation.activeDuration(inGroupOf: nil) }

        func isRemoved(at time: Double) -> Bool { animation.isRemovedOnCompletion && time > end }
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// A layer with no animations.
    public init() {}

    /// `add(_:forKey:)` at scene time `time`; the animation's number on the layer.
    @discardableResult
    public mutating func add(_ animation: any CAAnimation, forKey key: String?, at time: Double, source: AnyObject? = nil) -> Int {
        if let key { entries.removeAll { $0.key == key } }
        nextID += 1
        entries.append(Entry(id: nextID, key: key, source: source, animation: animation, addedAt: time))
        return nextID
    }

    /// `animation(forKey:)`: what the animation under `key` was made from, while it is on the layer.
    public func source(forKey key: String) -> AnyObject? { entries.last { $0.key == key }?.source }

    /// Whether the animation numbered `id` is still on the layer (not removed nor replaced).
    public func contains(_ id: Int) -> Bool { entries.contains { $0.id == id } }

    /// `removeAnimation(forKey:)`.
    public mutating func removeAnimation(forKey key: String) { entries.removeAll { $0.key == key } }

    /// `removeAllAnimations()`.
    public mutating func removeAllAnimations() { entries.removeAll() }

    /// `animationKeys()`.
    public var keys: [String] { entries.compactMap(\.key) }

    /// The model values with every animation active at scene time `time` applied, in order.
    public func present(_ model: CAKeyValues, at time: Double) -> CAKeyValues {
        var values = model
        for e in entries where !e.isRemoved(at: time) {
            e.animation.apply(to: &values, atParentTime: time - e.addedAt, inGroupOf: nil)
        }
        return values
    }

    /// When one added animation waits and runs, in scene time (`end` infinite when it repeats forever).
    public struct Span: Hashable, Sendable {
        public let added: Double
        public let begin: Double
        public let end: Double
    }

    /// The span of every animation on the layer, for timelines.
    public var spans: [Span] {
        entries.map { Span(added: $0.addedAt, begin: $0.addedAt + max(0, $0.animation.beginTime), end: $0.end) }
    }

    /// Whether some animation has yet to end at `time` (one that repeats forever never ends).
    public func isAnimating(at time: Double) -> Bool {
        entries.contains { time <= $0.end }
    }
}
