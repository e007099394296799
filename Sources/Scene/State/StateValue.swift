/// A piece of view state (`@State`): writing it inside an update marks it changed; reading it
/// while a binding is being computed records the binding's dependence on it.
public final class StateValue<Value: Equatable>: AnyState {
    private var stored: Value
    public var value: Value {
        get {
            if let recorder = unretainedReads {
                withBorrowed(recorder) { if $0.isRecording { $0.note(self) } }
            }
            return stored
        }
        set {
            if newValue != stored { changeCount += 1 }
            stored = newValue
        }
    }
    /// State outside any scene: never recorded.
    public init(_ value: Value) {
        stored = value
        super.init(reads: nil, bit: 0)
    }

    /// A scene's state, recorded by `reads`, summarised by `bit`.
    init(_ value: Value, reads: StateReads, bit: UInt64) {
        stored = value
        super.init(reads: reads, bit: bit)
    }
}

/// Anything an `.animation(_:value:)` can watch.
public class AnyState {
    /// Bumped on every change; an update compares counts before and after.
    public internal(set) var changeCount = 0
    /// The scene's record of reads (nil for state made outside a scene: never recorded),
    /// kept alive by the state.
    let reads: StateReads?
    /// `reads` again, read without retaining it (`reads` keeps it alive): every state read
    /// checks it, from several threads at once in a large update, and a retain of the one
    /// shared recorder would make them queue for its reference count.
    let unretainedReads: Unmanaged<StateReads>?
    /// This state's bit in a scene's 64-bit summaries of states (several states may share
    /// one); 0 for state made outside a scene.
    let bit: UInt64

    init(reads: StateReads?, bit: UInt64) {
        self.reads = reads
        unretainedReads = reads.map { .passUnretained($0) }
        self.bit = bit
    }
}
