import Foundation
import Motion
import Scene

/// Transactions: the changes of an event brought to the scene as one update, animated or not.
extension SourceRuntime {
    /// `withAnimation(animation) { body }`: changes made before it go first, unanimated.
    /// In an event that leaves its update to the frame's end (`pending.deferringUpdates`), and with no
    /// completion to wait for (`deferrable`), the changes wait for that update, which plays
    /// with the frame's last transaction's animation: SwiftUI updates the views once a frame,
    /// each change with the transaction that made it, so 160 ticks of a 0.1 ms timer retarget
    /// an animation once, not 160 times (**our rule** for changes of one frame made under
    /// different animations: the last one's).
    func withAnimation(_ animation: Animation?, at: Int, deferrable: Bool = false, _ body: () throws -> Void) throws {
        evaluator.impure()
        let outer = pending.transaction
        defer { pending.transaction = outer }
        if pending.deferringUpdates && deferrable {
            pending.transaction = animation
            try body()
            pending.flushAnimation = animation
            return
        }
        try flush(outer)
        pending.transaction = animation
        // What this transaction animates, for its completion (`complete`).
        let record = AnimationRecord.begin()
        let removals = removalsPending
        defer { record.end() }
        try body()
        try flush(animation)
        lastTransaction = (record, removalsPending > removals)
    }

    /// Brings the scene up to date with the state changed so far, as one update animated
    /// with `animation`; then runs what that update queued.
    func flush(_ animation: Animation?) throws {
        pending.flushAt = nil
        pending.flushAnimation = nil
        var rounds = 0
        while !pending.isEmpty || hasBailouts {
            rounds += 1
            if rounds > 1000 { throw RuntimeError(message: "state kept changing in onAppear/onChange (more than 1,000 updates at one time)", at: 0) }
            if !pending.changes.isEmpty {
                let changed = pending.changes
                pending.changes = []
                for (instance, name, old) in changed { stateChanged(instance, name, from: old) }
            }
            if !pending.dirty.isEmpty || !pending.dirtyItems.isEmpty || !pending.dirtyLive.isEmpty || !pending.mirrorsToSync.isEmpty
                || hasBailouts { try render(animation) }
            if !preferenceWatchers.isEmpty { try checkPreferences() }
            let queued = pending.queued
            pending.queued = []
            for (f, at) in queued { _ = try evaluator.invoke(f, [], at: at) }
        }
        // The scroll views that follow a `scrollPosition(id:)` binding, once the update is done.
        if !positionedScrollViews.isEmpty { try followScrollPositions(animation) }
    }

    /// One update: the hosts whose state changed evaluated again (outer views first), then the
    /// `ForEach` items a change reached alone, the navigation bars and the sheet; all of it
    /// reconciled under one `Update`, whose insertions play once layout has placed them.
    private func render(_ animation: Animation?) throws {
        var failure: Error?
        let update = Update(animation: animation)
        scene.update(animation: animation) {
            do {
                transactionCount += 1
                for s in everyTransaction { s.value = .int(transactionCount) }
                // Mirrors first: bindings and scopes of bound views read them.
                syncMirrors()
                unbindFailed()
                // Outer views first: evaluating one evaluates the views inside it that changed.
                while let host = pending.dirty.min(by: { $0.depth < $1.depth }) {
                    pending.dirty.removeAll { $0 === host }
                    guard host.isDirty else { continue }
                    // What it builds belongs to the body that built it (a timeline's content, a
                    // phase animator's), or to its own body.
                    try evaluator.building(host.instance != nil ? host : host.owner) {
                        _ = try reconcile(host.value, host, host.context, depth: host.depth, update)
                    }
                }
                try reevaluateItems(update)
                try refreshNavigationBars(update)
                try refreshSheets(update)
                if update.structureChanged, let root { syncRoot(root) }
                // Layout reads the hosts, not state: a change of what it reads is said to the
                // scene through a state of its own, so the next layout pass sees it.
                if update.structureChanged || update.layoutChanged { layoutVersion.value += 1 }
            } catch { failure = error }
        }
        if let failure { throw failure }
        playInsertions(update)
    }
}
