import Foundation

/// What the animated changes of one transaction started, for its completions: whether any
/// property began (or took up) an animation, and when the last of them is logically complete
/// and when it comes to rest.
///
/// `begin()` makes a record current; every `AnimatedValue.set` given an animation then notes
/// the chain it leaves, until `end()`. Bindings may set tracks on several threads during one
/// update, so notes take a lock; with no record current, `set` pays one read of a static.
public final class AnimationRecord: @unchecked Sendable {
    nonisolated(unsafe) private static var current: AnimationRecord?

    private let lock = NSLock()
    /// Whether some property was animated.
    public private(set) var animated = false
    /// Scene time at which the latest of the chains noted is logically complete (its newest run's
    /// `logicalDuration` after its start), and at which it has finished.
    public private(set) var logicalEnd = -Double.infinity
    public private(set) var restEnd = -Double.infinity

    private let outer: AnimationRecord?

    private init(outer: AnimationRecord?) { self.outer = outer }

    /// Starts recording (nested records each see what happens while they are current).
    public static func begin() -> AnimationRecord {
        let record = AnimationRecord(outer: current)
        current = record
        return record
    }

    /// Stops recording into `self`; the record outside it, if any, becomes current again.
    public func end() {
        if Self.current === self { Self.current = outer }
    }

    @inline(__always) static func note(_ run: AnimatedValue.Run, end: Double) {
        guard let record = current else { return }
        record.add(logical: run.start + run.run.logicalDuration, rest: end)
    }

    private func add(logical: Double, rest: Double) {
        lock.lock()
        animated = true
        logicalEnd = max(logicalEnd, logical)
        restEnd = max(restEnd, rest)
        lock.unlock()
        outer?.add(logical: logical, rest: rest)
    }
}
