import Scene

/// An item's frame, and the leaves of the compiled form that read it (see `CompiledNumber`,
/// `LivePlan`).

/// One item's values for its live arguments: the names they read (its parameters and the
/// `let`s its last evaluation gave, the captured names), the parts worked out once, and the
/// live `let`s worked out anew.
final class LiveFrame {
    var values: [Value]
    let instance: ViewInstance
    /// The evaluator whose operators the nodes apply (`Evaluator.apply` and `prefix`, which read
    /// nothing of its state).
    unowned let evaluator: Evaluator
    /// The state the running nodes read, as `ReadLog` keeps reads.
    var reads: [ReadLog.Read] = []
    init(values: [Value], instance: ViewInstance, evaluator: Evaluator) {
        self.values = values; self.instance = instance; self.evaluator = evaluator
    }

    /// Notes a read (once: the same element read twice is one read).
    func note(_ name: String, _ index: Int?, _ readers: StateReaders) {
        for r in reads where r.index == index && r.name == name { return }
        reads.append(ReadLog.Read(instance: instance, name: name, index: index, readers: readers))
    }

    /// Set while a binding of the scene works a value out: state is read through its mirrors
    /// (the scene records those reads), nothing else is noted.
    var bound = false
    var mirrors: [(name: String, index: Int?, state: StateValue<Value>)] = []

    func mirror(_ name: String, _ index: Int?) -> StateValue<Value>? {
        for m in mirrors where m.index == index && m.name == name { return m.state }
        return nil
    }
    /// While bound: which mirror is which (`mirrors`' names, as numbers (`LiveNames`), and
    /// elements; at most `LiveUnit.boundMirrorLimit`), kept in the frame itself, and from
    /// `values[boundBase]` on, what each held when the bindings last read them (after the
    /// slots, in the array the nodes read anyway).
    private var boundNames = InlineArray<4, Int>(repeating: -1)
    private var boundElements = InlineArray<4, Int>(repeating: 0)
    private var boundHasElement = InlineArray<4, Bool>(repeating: false)
    private(set) var boundCount = 0
    private(set) var boundBase = 0

    /// Takes the keys of `mirrors` for the bindings (a bound unit has no more than it keeps),
    /// and room for their values.
    func keepBoundKeys() {
        guard boundCount == 0 else { return }
        boundCount = min(mirrors.count, boundNames.count)
        boundBase = values.count
        for j in 0..<boundCount {
            boundNames[j] = LiveNames.number(of: mirrors[j].name)
            boundElements[j] = mirrors[j].index ?? 0
            boundHasElement[j] = mirrors[j].index != nil
            values.append(.void)
        }
    }

    /// What the mirror of name number `name` (element `index`) held when the bindings read it
    /// (nil: no such mirror).
    func boundRead(_ name: Int, _ index: Int?) -> Value? {
        for j in 0..<boundCount where boundNames[j] == name && boundHasElement[j] == (index != nil) && boundElements[j] == (index ?? 0) {
            return values[boundBase + j]
        }
        return nil
    }

    /// The last state property looked up in this run, kept for the next read of it.
    private var lastName: String?
    private var lastValue: Value = .void

    /// A state property's value now (looked up once a run of the frame's nodes).
    func state(_ name: String) -> Value? {
        if let lastName, lastName == name { return lastValue }
        guard let v = instance.state[name] else { return nil }
        lastName = name
        lastValue = v
        return v
    }

    /// Starts a run: state may have changed since the last.
    func begin() {
        reads.removeAll(keepingCapacity: true)
        lastName = nil
        lastValue = .void
    }
}

/// A node run over a frame met something it does not take the way the evaluator would (or an error):
/// the item is evaluated again instead, which gives the real result or the real error.
struct LiveBailout: Error {}

final class Slot: CompiledNumber {
    let slot: Int
    init(_ slot: Int, at: Int) { self.slot = slot; super.init(at: at) }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { f.values[slot] }
}

final class StateRead: CompiledNumber {
    let name: String
    private var cache = ReadersCache()
    private let number: Int
    init(_ name: String, at: Int) { self.name = name; number = LiveNames.number(of: name); super.init(at: at) }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        if f.bound {
            guard let v = f.boundRead(number, nil) else { throw LiveBailout() }
            if case .void = v { throw LiveBailout() }
            return v
        }
        guard let v = f.state(name) else { throw LiveBailout() }
        f.note(name, nil, cache.of(f.instance, name))
        return v
    }
    override func plainRead(_ f: LiveFrame) -> (name: String, index: Int?)? { (name, nil) }
}

/// `name[index]` of an array state: the read is of that element alone (as the evaluator keeps it).
final class ElementRead: CompiledNumber {
    let name: String, index: CompiledNumber
    /// Whether the index reads nothing live (the element read is the same at every run).
    let fixedIndex: Bool
    private let number: Int
    init(_ name: String, _ index: CompiledNumber, fixedIndex: Bool, at: Int) {
        self.name = name; self.index = index; self.fixedIndex = fixedIndex
        number = LiveNames.number(of: name)
        super.init(at: at)
    }
    private var cache = ReadersCache()
    override func plainRead(_ f: LiveFrame) -> (name: String, index: Int?)? {
        guard fixedIndex, case .int(let i)? = try? index.value(f, false) else { return nil }
        return (name, i)
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        if f.bound {
            guard case .int(let i) = try index.value(f, false), let v = f.boundRead(number, i) else { throw LiveBailout() }
            if case .void = v { throw LiveBailout() }
            return v
        }
        guard case .int(let i) = try index.value(f, false), case .array(let items)? = f.state(name), i >= 0, i < items.count else { throw LiveBailout() }
        f.note(name, i, cache.of(f.instance, name))
        return items[i]
    }
}


/// `.degrees(x)` / `.radians(x)` as an effect's value: the angle in degrees.
final class AngleDegrees: CompiledNumber {
    let operand: CompiledNumber, factor: Double
    init(_ operand: CompiledNumber, factor: Double, at: Int) { self.operand = operand; self.factor = factor; super.init(at: at) }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        .double(try liveNumber(operand.value(f, true)) * factor)
    }
}

func liveTruth(_ v: Value) throws -> Bool {
    guard case .bool(let b) = v else { throw LiveBailout() }
    return b
}

func liveNumber(_ v: Value) throws -> Double {
    guard let d = Arithmetic.double(v) else { throw LiveBailout() }
    return d
}
