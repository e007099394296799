/// A piece of view state (`@State`): writing it inside an update marks it changed; reading it
/// while a binding is being computed records the binding's dependence on it.
public final class StateValue<Value: Equatable>: AnyState {
    private var stored: Value
    public var value: Value {
        get {
            if let reads, reads.isRecording { reads.note(self) }
            return stored
        }
        set {
            if newValue != stored { changeCount += 1 }
            stored = newValue
        }
    }
    public init(_ value: Value) { self.stored = value }
}

/// Anything an `.animation(_:value:)` can watch.
public class AnyState {
    /// Bumped on every change; an update compares counts before and after.
    public internal(set) var changeCount = 0
    /// The scene's record of reads (nil for state made outside a scene: never recorded).
    var reads: StateReads?
    /// This state's bit in a scene's 64-bit summaries of states (several states may share
    /// one); 0 for state made outside a scene.
    var bit: UInt64 = 0
}
