import Scene

/// The expressions of a live argument (see `LivePlan`), turned once into a tree of nodes that
/// runs without the evaluator's names, steps and arguments: the same results as `Evaluator.eval`
/// for the few kinds it takes, or `LiveBailout`, and then the item is evaluated as usual.
/// A part that reads no live value (`g.dx`) is worked out once per item, into a frame slot.
class LiveNode {
    /// The value; `floating`: the type expected is a floating-point one (a literal `1` is `1.0`),
    /// as the evaluator's hint says it.
    func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { throw LiveBailout() }
    /// Whether the value depends on `floating` (a literal, or a part that passes it on).
    var hintSensitive: Bool { false }
    /// The state property (and element) the node reads, when it is a plain read of one.
    func plainRead(_ f: LiveFrame) -> (name: String, index: Int?)? { nil }
}

/// One item's values for its live arguments: the names they read (its parameters and the
/// `let`s its last evaluation gave, the captured names), the parts worked out once, and the
/// live `let`s worked out anew.
final class LiveFrame {
    var values: [Value]
    let instance: ViewInstance
    /// The state the running nodes read, as `ReadLog` keeps reads.
    var reads: [ReadLog.Read] = []
    init(values: [Value], instance: ViewInstance) { self.values = values; self.instance = instance }

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

/// A live node met something it does not take the way the evaluator would (or an error):
/// the item is evaluated again instead, which gives the real result or the real error.
struct LiveBailout: Error {}

final class Constant: LiveNode {
    let v: Value, asDouble: Value
    let sensitive: Bool
    init(_ v: Value) {
        self.v = v
        if case .int(let i) = v { asDouble = .double(Double(i)); sensitive = true } else { asDouble = v; sensitive = false }
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { floating ? asDouble : v }
    override var hintSensitive: Bool { sensitive }
}

final class Slot: LiveNode {
    let slot: Int
    init(_ slot: Int) { self.slot = slot }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { f.values[slot] }
}

final class StateRead: LiveNode {
    let name: String
    private var cache = ReadersCache()
    private let number: Int
    init(_ name: String) { self.name = name; number = LiveNames.number(of: name) }
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
final class ElementRead: LiveNode {
    let name: String, index: LiveNode
    /// Whether the index reads nothing live (the element read is the same at every run).
    let fixedIndex: Bool
    private let number: Int
    init(_ name: String, _ index: LiveNode, fixedIndex: Bool) {
        self.name = name; self.index = index; self.fixedIndex = fixedIndex
        number = LiveNames.number(of: name)
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

final class Element: LiveNode {
    let base: LiveNode, index: LiveNode
    init(_ base: LiveNode, _ index: LiveNode) { self.base = base; self.index = index }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        guard case .array(let items) = try base.value(f, false), case .int(let i) = try index.value(f, false), i >= 0, i < items.count else { throw LiveBailout() }
        return items[i]
    }
}

/// A stored field of a struct value, or a tuple's element by label or position.
final class Member: LiveNode {
    let base: LiveNode, name: String
    init(_ base: LiveNode, _ name: String) { self.base = base; self.name = name }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        switch try base.value(f, false) {
        case .instance(let s):
            if let x = s.fields[name] { return x }
        case .tuple(let items, let labels):
            if let i = labels.firstIndex(where: { $0 == name }), i < items.count { return items[i] }
            if let i = Int(name), i >= 0, i < items.count { return items[i] }
        default: break
        }
        throw LiveBailout()
    }
}

final class Binary: LiveNode {
    let op: Operator, l: LiveNode, r: LiveNode, at: Int, floatingOperands: Bool
    unowned let ev: Evaluator
    init(_ op: Operator, _ l: LiveNode, _ r: LiveNode, floatingOperands: Bool, at: Int, _ ev: Evaluator) {
        self.op = op; self.l = l; self.r = r; self.at = at; self.ev = ev; self.floatingOperands = floatingOperands
    }
    override var hintSensitive: Bool { op.isArithmetic && !floatingOperands && (l.hintSensitive || r.hintSensitive) }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        // As `Evaluator.binary`: an arithmetic operator's operands take the type the context
        // wants; else the right side takes a Double's type from the left.
        let operands = (floating && op.isArithmetic) || floatingOperands
        let x = try l.value(f, operands)
        var isDouble = operands
        if case .double = x { isDouble = true }
        let y = try r.value(f, isDouble)
        // Numbers as Swift computes them (`Arithmetic`, which the evaluator calls too); a trap
        // evaluates the item, which reports it.
        do throws(Arithmetic.Fault) {
            if let v = try Arithmetic.numbers(op.code, x, y) { return v }
        } catch { throw LiveBailout() }
        if case .enumCase("", _, _) = x { throw LiveBailout() }
        if case .enumCase("", _, _) = y { throw LiveBailout() }
        do { return try ev.apply(op, x, y, at: at) } catch { throw LiveBailout() }
    }
}

final class Logic: LiveNode {
    let op: Operator.Code, l: LiveNode, r: LiveNode
    init(_ op: Operator.Code, _ l: LiveNode, _ r: LiveNode) { self.op = op; self.l = l; self.r = r }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        switch op {
        case .and: return .bool(try liveTruth(l.value(f, false)) && liveTruth(r.value(f, false)))
        case .or: return .bool(try liveTruth(l.value(f, false)) || liveTruth(r.value(f, false)))
        default:
            let x = try l.value(f, floating)
            if case .nil = x { return try r.value(f, floating) }
            return x
        }
    }
    override var hintSensitive: Bool { op == .coalesce && (l.hintSensitive || r.hintSensitive) }
}

final class Prefix: LiveNode {
    let op: String, operand: LiveNode
    unowned let ev: Evaluator
    init(_ op: String, _ operand: LiveNode, _ ev: Evaluator) { self.op = op; self.operand = operand; self.ev = ev }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        do { return try ev.prefix(op, operand.value(f, floating), at: 0) } catch is RuntimeError { throw LiveBailout() }
    }
    override var hintSensitive: Bool { operand.hintSensitive }
}

final class Ternary: LiveNode {
    let test: LiveNode, yes: LiveNode, no: LiveNode, floatingBranches: Bool
    init(_ test: LiveNode, _ yes: LiveNode, _ no: LiveNode, floatingBranches: Bool) {
        self.test = test; self.yes = yes; self.no = no; self.floatingBranches = floatingBranches
    }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        let branches = floating || floatingBranches
        return try liveTruth(test.value(f, false)) ? yes.value(f, branches) : no.value(f, branches)
    }
    override var hintSensitive: Bool { !floatingBranches && (yes.hintSensitive || no.hintSensitive) }
}

/// `Double(x)` of a number; `.degrees(x)` / `.radians(x)` as an angle in degrees.
final class Conversion: LiveNode {
    let operand: LiveNode, factor: Double?
    init(_ operand: LiveNode, factor: Double?) { self.operand = operand; self.factor = factor }
    override func value(_ f: LiveFrame, _ floating: Bool) throws -> Value {
        guard let number = Arithmetic.double(try operand.value(f, factor != nil)) else { throw LiveBailout() }
        return .double(factor.map { number * $0 } ?? number)
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
