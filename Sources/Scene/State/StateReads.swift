import Motion
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A state a computation read, and its change count at the time.
///
/// The state is not retained: only a scene's own states are recorded, the scene keeps every
/// one of them for as long as it lives, and reads are only looked at while it updates.
/// Retaining would cost an atomic increment and decrement for every read noted, copied and
/// checked, thousands of times in an update of a large scene.
struct StateDependency {
    private let unretained: Unmanaged<AnyState>
    let changeCount: Int

    init(state: AnyState, changeCount: Int) {
        unretained = .passUnretained(state)
        self.changeCount = changeCount
    }

    /// The state read.
    var state: AnyState { unretained.takeUnretainedValue() }
    /// Whether `state` is the state read.
    @inline(__always) func reads(_ state: AnyState) -> Bool { unretained.toOpaque() == Unmanaged.passUnretained(state).toOpaque() }
    @inline(__always) func sameState(as other: StateDependency) -> Bool { unretained.toOpaque() == other.unretained.toOpaque() }
    /// Whether the state has changed since it was read.
    @inline(__always) var isStale: Bool { withBorrowed(unretained) { $0.changeCount } != changeCount }
    /// The state's summary bit (`AnyState.bit`).
    @inline(__always) var bit: UInt64 { withBorrowed(unretained) { $0.bit } }
}

/// Which states a binding's computation reads, so an update re-runs only the bindings whose
/// states changed (as SwiftUI re-evaluates only the views whose dependencies changed).
///
/// Computations run one at a time on the scene's thread, or, for a large update, on several
/// threads at once (`concurrently`), each noting its reads apart.
final class StateReads {
    /// Whether some computation is being recorded: the quick test of every state read.
    private(set) var isRecording = false
    /// The notes of computations run on the scene's thread.
    private let serial = ReadNotes()
    /// Set while `concurrently` runs: each thread then notes into its own `ReadNotes.current`.
    private var isConcurrent = false
    /// One set of notes per concurrent part, kept from update to update.
    private var lanes: [ReadNotes] = []
    /// How many times computations were run concurrently.
    private(set) var concurrentPasses = 0
    /// The states changed since updates last looked (a state once per update at most), in order.
    var changedStates: [AnyState] = []
    /// Bumped by every update: a state changed again in a later update is listed again.
    var updateSerial = 0

    /// Called by a state's setter when its value changed.
    func changed(_ state: AnyState) {
        guard state.listedIn != updateSerial else { return }
        state.listedIn = updateSerial
        changedStates.append(state)
    }

    /// Called by a state's getter while recording.
    func note(_ state: AnyState) {
        if isConcurrent {
            if let notes = ReadNotes.current { withBorrowed(notes) { $0.note(state) } }
        } else {
            serial.note(state)
        }
    }

    /// Runs `body` and sets `reads` to the states it read (empty: none seen, so the result
    /// may depend on anything and must be computed again on every update).
    func record<T>(_ body: () -> T, into reads: inout [StateDependency]) -> T {
        let outer = isRecording
        isRecording = true
        defer { isRecording = outer }
        return serial.record(body, into: &reads)
    }

    /// Runs `body(part, notes)` for every part in `0..<parts`, on as many threads as the
    /// machine has. A part records with `notes`, its own; the computations it runs must
    /// change nothing that another part reads (a binding only reads state).
    func concurrently(parts: Int, _ body: (_ part: Int, _ notes: ReadNotes) -> Void) {
        while lanes.count < parts { lanes.append(ReadNotes()) }
        concurrentPasses += 1
        let lanes = self.lanes
        let outer = isRecording
        isRecording = true
        isConcurrent = true
        // The workers run under the device of the scene that asked (`DeviceProfile.with`).
        let device = DeviceProfile.current
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let notes = lanes[part]
            ReadNotes.current = .passUnretained(notes)
            DeviceProfile.with(device) { body(part, notes) }
            ReadNotes.current = nil
        }
        isConcurrent = false
        isRecording = outer
    }

    /// Whether two lists of reads name the same states in the same order.
    static func sameStates(_ a: [StateDependency], _ b: [StateDependency]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where !a[i].sameState(as: b[i]) { return false }
        return true
    }

    /// Whether a computation that read `reads` would give the same result now.
    static func isCurrent(_ reads: [StateDependency]) -> Bool {
        if reads.isEmpty { return false }
        for read in reads where read.isStale { return false }
        return true
    }
}

/// The reads noted by the computations of one thread.
final class ReadNotes {
    /// Reads noted so far, reused from run to run; the current run's start at `first`.
    private var noted: [StateDependency] = []
    private var first = 0
    private var isRecording = false

    func note(_ state: AnyState) {
        guard isRecording else { return }
        var i = first
        while i < noted.count { if noted[i].reads(state) { return }; i += 1 }
        noted.append(StateDependency(state: state, changeCount: state.changeCount))
    }

    /// Runs `body` and sets `reads` to the states it read (see `StateReads.record`).
    func record<T>(_ body: () -> T, into reads: inout [StateDependency]) -> T {
        let outerRecording = isRecording, outerFirst = first
        isRecording = true
        first = noted.count
        let result = body()
        let count = noted.count - first
        // Most runs read the same states as last time: refresh the counts in place.
        var same = reads.count == count
        var i = 0
        while same && i < count { same = reads[i].sameState(as: noted[first + i]); i += 1 }
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

    /// The notes of the concurrent part running on this thread (nil outside one), not
    /// retained: `StateReads.concurrently` holds them.
    static var current: Unmanaged<ReadNotes>? {
        get { pthread_getspecific(currentKey).map { Unmanaged<ReadNotes>.fromOpaque($0) } }
        set { pthread_setspecific(currentKey, newValue?.toOpaque()) }
    }

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
