/// A state a computation read, and its change count at the time.
struct StateDependency {
    let state: AnyState
    let changeCount: Int
}

/// Which states a binding's computation reads, so an update re-runs only the bindings whose
/// states changed (as SwiftUI re-evaluates only the views whose dependencies changed).
final class StateReads {
    private(set) var isRecording = false
    private var noted: [StateDependency] = []

    /// Called by a state's getter while recording.
    func note(_ state: AnyState) {
        if noted.contains(where: { $0.state === state }) { return }
        noted.append(StateDependency(state: state, changeCount: state.changeCount))
    }

    /// Runs `body`, returning its result and the states it read (empty: none seen, so the
    /// result may depend on anything and must be computed again on every update).
    func record<T>(_ body: () -> T) -> (T, [StateDependency]) {
        let outerRecording = isRecording, outer = noted
        isRecording = true
        noted = []
        let result = body()
        let reads = noted
        isRecording = outerRecording
        noted = outer
        return (result, reads)
    }

    /// Whether a computation that read `reads` would give the same result now.
    static func isCurrent(_ reads: [StateDependency]) -> Bool {
        if reads.isEmpty { return false }
        for read in reads where read.state.changeCount != read.changeCount { return false }
        return true
    }
}
