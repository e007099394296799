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
            if newValue != stored {
                changeCount += 1
                if let recorder = unretainedReads { withBorrowed(recorder) { $0.changed(self) } }
            }
            stored = newValue
        }
    }
    /// Takes `value` without it counting as a change: for a state whose change was already
    /// told through another (nothing that read it is run again for this).
    public func assume(_ value: Value) { stored = value }

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
    /// Its place among the scene's states (made in that order).
    var index = 0
    /// The update (`StateReads.updateSerial`) whose list of changed states has it last.
    var listedIn = -1
    /// The nodes whose bindings read it, by their place in the scene's binding walk (some
    /// may read it no more: an update looks at them and finds nothing to do). An update
    /// looks only at the readers of the states that changed, as SwiftUI updates only what
    /// depends on them. Places in an older walk than the newest are dropped.
    var readers: [WalkPlace] = []

    func addReader(_ place: WalkPlace) {
        if let first = readers.first, first.generation != place.generation { readers.removeAll { $0.generation != place.generation } }
        readers.append(place)
    }

    init(reads: StateReads?, bit: UInt64) {
        self.reads = reads
        unretainedReads = reads.map { .passUnretained($0) }
        self.bit = bit
    }
}

/// A node's place in one binding walk (`BindingWalk`) of a scene.
struct WalkPlace {
    let generation: Int
    let index: Int
}
