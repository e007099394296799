import Motion
import Scene

/// What the file's code left for the next update of the views: the hosts and `ForEach` items
/// whose state changed, the changes with their former values, the mirrors to bring up to date,
/// the closures an update queued (onAppear, onChange, onDisappear), and an update an event
/// left to the frame's end. Events add to it; `flush` empties it, one update at a time.
struct PendingWork {
    /// Hosts whose state changed since the last update.
    var dirty: [ViewHost] = []
    /// State values changed since the last update, with their former values.
    var changes: [(ViewInstance, String, Value)] = []
    /// `ForEach` items a change reached, to be evaluated again alone.
    var dirtyItems: [ItemUnit] = []
    /// Live arguments a change reached (see `LivePlan`).
    var dirtyLive: [LiveUnit] = []
    /// State properties changed whose mirrors the next update brings up to date.
    var mirrorsToSync: [(ViewInstance, String)] = []
    /// Closures to run once the update in progress is done.
    var queued: [(FunctionValue, Int)] = []
    /// Where the event that left the views to the frame's end was (nil: none did).
    var flushAt: Int?
    /// The animation of the last `withAnimation` among the events left to the frame's end:
    /// their update plays with it.
    var flushAnimation: Animation?
    /// Whether the event running leaves its update to the frame's end (a timer faster than
    /// the display).
    var deferringUpdates = false
    /// The animation of the transaction the running code is in (`withAnimation`'s body).
    var transaction: Animation?

    /// Whether an update has anything to do.
    var isEmpty: Bool { dirty.isEmpty && changes.isEmpty && queued.isEmpty && mirrorsToSync.isEmpty }
}

/// One update of the views, as reconciliation takes it: the animation its changes take, and
/// what it changed — the animation scopes whose value changed, whether the view tree's
/// structure or what layout reads changed, the views it inserted with a transition, and how
/// many views it built or evaluated again (the view limit counts them). Made by the update
/// (`render`, the first build) and passed to every step of reconciliation; nothing of it
/// outlives the update.
final class Update {
    /// The animation the update's changes take (nil: none).
    private(set) var animation: Animation?
    /// Scope states whose value changed in this update.
    var changedScopes = Set<ObjectIdentifier>()
    var structureChanged = false
    var layoutChanged = false
    /// Views inserted by this update, with their transition's insertion and its animation.
    var insertions: [(ViewHost, [Transition.Effect], Animation)] = []
    /// The views built or evaluated again so far.
    var viewCount = 0

    init(animation: Animation?) {
        self.animation = animation
    }

    /// `body` run with the update's changes taking `animation` instead (a sheet's own
    /// presentation, a navigation bar that never animates).
    func with<T>(animation: Animation?, _ body: () throws -> T) rethrows -> T {
        let outer = self.animation
        self.animation = animation
        defer { self.animation = outer }
        return try body()
    }

    /// The animation a change inside `scopes` takes: the innermost `.animation(_:value:)` scope
    /// whose value changed in this update, else the update's.
    func animation(inside scopes: [AnimationScope]) -> Animation? {
        for scope in scopes where changedScopes.contains(ObjectIdentifier(scope.state)) { return scope.animation }
        return animation
    }

    /// Counts `n` more views, past the scene's limit a positioned error.
    func count(_ n: Int, at: Int) throws {
        viewCount += n
        if viewCount > SourceRuntime.maximumViews {
            throw RuntimeError(message: "the scene has more than \(SourceRuntime.maximumViews.formatted()) views", at: at)
        }
    }
}
