/// A piece of view state (`@State`): reading it is free; writing it inside an update marks it changed.
public final class StateValue<Value: Equatable>: AnyState {
    public var value: Value {
        didSet { if value != oldValue { changeCount += 1 } }
    }
    public init(_ value: Value) { self.value = value }
}

/// Anything an `.animation(_:value:)` can watch.
public class AnyState {
    /// Bumped on every change; an update compares counts before and after.
    public internal(set) var changeCount = 0
}
