/// A state a computation read, and its change count at the time.
struct StateDependency {
    let state: AnyState
    let changeCount: Int
}

/// Which states a binding's computation reads, so an update re-runs only the bindings whose
/// states changed (as SwiftUI re-evaluates only the views whose dependencies changed).
final class StateReads {
    private(set) var isRecording = false
    /// Reads noted so far, reused from run to run; the current run's start at `first`.
    private var noted: [StateDependency] = []
    private var first = 0

    /// Called by a state's getter while recording.
    func note(_ state: AnyState) {
        var i = first
        while i < noted.count { if noted[i].state === state { return }; i += 1 }
        noted.append(StateDependency(state: state, changeCount: state.changeCount))
    }

    /// Runs `body` and sets `reads` to the states it read (empty: none seen, so the result
    /// may depend on anything and must be computed again on every update).
    func record<T>(_ body: () -> T, into reads: inout [StateDependency]) -> T {
        let outerRecording = isRecording, outerFirst = first
        isRecording = true
        first = noted.count
        let result = body()
        let count = noted.count - first
        // Most runs read the same states as last time: refresh the counts in place.
        var same = reads.count == count
        var i = 0
        while same && i < count { same = reads[i].state === noted[first + i].state; i += 1 }
        if same {
            for j in 0..<count { reads[j] = noted[first + j] }
        } else {
            reads = Array(noted[first...])
        }
        // One or two reads as a rule: removing them one by one beats a generic range removal.
        while noted.count > first { noted.removeLast() }
        first = outerFirst
        isRecording = outerRecording
        return result
    }

    /// Whether a computation that read `reads` would give the same result now.
    static func isCurrent(_ reads: [StateDependency]) -> Bool {
        if reads.isEmpty { return false }
        for read in reads where read.state.changeCount != read.changeCount { return false }
        return true
    }
}
