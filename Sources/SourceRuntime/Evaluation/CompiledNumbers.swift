/// The compiled form of an expression of numbers (`5 * sin(t * 3 + Double(i) * 0.2)`): made
/// once from the syntax tree, then run without a walk over it. Its leaves are literals, names,
/// members, elements (`xs[i]`) and calls of the math functions and of `Double(_:)`; its inner
/// nodes operators (`&&`, `||` and `??` too) and ternaries. Anything else is not compiled, and
/// the whole expression is evaluated instead.
///
/// One form, run two ways:
/// - **In the evaluator** (`value(_:_:_:)`), compiled at an operator expression's first
///   evaluation: names and members go through `lookup` and `member` (state reads are noted
///   there), operators through `Arithmetic` and `combine`, functions through
///   `Arithmetic.function`; each node takes the evaluator's step at the same place. So the
///   values, errors and budgets are the evaluator's; only the work of finding each time what
///   the syntax means is gone.
/// - **Over an item's frame** (`value(_:_:)`, see `LivePlan`), compiled for the arguments of
///   effects a change of state reaches: names are the frame's slots and the view's state, and
///   nothing of the evaluator's state is touched (a bound view's frame runs on the scene's
///   threads). The operators call the same `Arithmetic`; where the evaluator would do more
///   than a node takes (a fault, a value of another kind), the node throws `LiveBailout`, and
///   the item is evaluated instead, which gives the real value or error.
///
/// The one input a context gives is `floating`: whether the type wanted is a floating-point
/// one, which makes an integer literal a `Double` (the evaluator's hint, as Swift types it).
class CompiledNumber {
    let at: Int
    init(at: Int) { self.at = at }

    /// The value in the evaluator, after taking its step.
    @inline(__always)
    final func run(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        try ev.tick(at)
        return try value(ev, scope, floating)
    }

    /// The value in the evaluator without the step (the evaluator took it for the expression
    /// compiled). A leaf of a frame has no value there (it is never compiled for the evaluator).
    func value(_ ev: Evaluator, _ scope: Scope, _ floating: Bool) throws -> Value {
        throw RuntimeError(message: "an item's expression was run outside its item", at: at)
    }

    /// The value over an item's frame, or `LiveBailout`.
    func value(_ f: LiveFrame, _ floating: Bool) throws -> Value { throw LiveBailout() }

    /// Whether the value depends on `floating` (a literal, or a part that passes it on).
    var hintSensitive: Bool { false }

    /// The state property (and element) the node reads, when it is a plain read of one.
    func plainRead(_ f: LiveFrame) -> (name: String, index: Int?)? { nil }

    /// The compiled form of `e` for the evaluator, or nil when some part of it is not taken.
    static func compile(_ e: Expr, _ program: Program) -> CompiledNumber? {
        NumberCompiler(program: program, frame: nil).build(e)?.node
    }
}

/// The names of an item's frame, for compiling its live arguments: the slots of the names the
/// item gives and of its live `let`s, and the view's state. A part that reads nothing live
/// (`g.dx`) gets a slot of its own from `nextSlot` on, worked out once per item (`constants`).
final class FrameNames {
    /// State properties of the view (a read of them is live), by the names the closure uses.
    let state: Set<String>
    /// Names of `state` kept under another key (a timeline's `let`s): the key, by name.
    let aliases: [String: String]
    /// Frame slots by name: the names the item gives, and the live `let`s.
    let slots: [String: Int]
    /// Names whose value is live (state and the live `let`s).
    let live: Set<String>
    private(set) var nextSlot: Int
    private(set) var constants: [(slot: Int, node: CompiledNumber)] = []
    let program: Program

    init(state: Set<String>, aliases: [String: String] = [:], slots: [String: Int], live: Set<String>, nextSlot: Int, program: Program) {
        self.state = state; self.aliases = aliases; self.slots = slots; self.live = live; self.nextSlot = nextSlot; self.program = program
    }

    /// The node for `e` over the frame, or nil when `e` has a part the nodes do not take.
    func compile(_ e: Expr) -> CompiledNumber? {
        guard let (node, constant) = NumberCompiler(program: program, frame: self).build(e) else { return nil }
        return constant ? fold(node) : node
    }

    /// A part that reads nothing live, worked out once per item into a slot of its own (a
    /// part whose value depends on the expected type stays as it is: its own parts are folded).
    func fold(_ node: CompiledNumber) -> CompiledNumber {
        if node is IntegerLiteral || node is Fixed || node is Slot || node.hintSensitive { return node }
        let slot = nextSlot
        nextSlot += 1
        constants.append((slot, node))
        return Slot(slot, at: node.at)
    }
}

/// Builds the nodes of an expression, for the evaluator (`frame` nil) or over a frame. A part
/// is "constant" when it reads nothing live from the frame (always, for the evaluator).
private struct NumberCompiler {
    let program: Program
    let frame: FrameNames?

    func build(_ e: Expr) -> (node: CompiledNumber, constant: Bool)? {
        switch e.kind {
        case .literal(let v):
            switch v {
            case .int(let i): return (IntegerLiteral(i, at: e.at), true)
            case .double, .bool, .string, .nil: return (Fixed(v, at: e.at), true)
            default: return nil
            }
        case .name(let n):
            guard let frame else { return (NameRead(n, mayBeLocal: n.hasPrefix("$") || program.localNames.contains(n), at: e.at), true) }
            if let slot = frame.slots[n] { return (Slot(slot, at: e.at), !frame.live.contains(n)) }
            if frame.state.contains(n) { return (StateRead(frame.aliases[n] ?? n, at: e.at), false) }
            return nil
        case .member(let base?, let n):
            if let frame, case .name("self") = base.kind {
                guard frame.state.contains(n), frame.aliases[n] == nil else { return nil }
                return (StateRead(n, at: e.at), false)
            }
            guard !Evaluator.isImplicitChain(base), let (p, c) = parts([base]) else { return nil }
            return (MemberRead(p[0], n, at: e.at), c)
        case .binary(let op, let l, let r):
            guard let (p, c) = parts([l, r]) else { return nil }
            switch op.code {
            case .and, .or, .coalesce: return (Logic(op.code, p[0], p[1], left: l.at, right: r.at, at: e.at), c)
            default:
                return (Operation(op, p[0], p[1], floatingOperands: Operator.floatingOperands(op, l, r), left: l.at, right: r.at, at: e.at), c)
            }
        case .prefix(let op, let x):
            guard ["-", "+", "!"].contains(op), let (p, c) = parts([x]) else { return nil }
            return (Sign(op, p[0], at: e.at), c)
        case .ternary(let test, let a, let b):
            guard let (p, c) = parts([test, a, b]) else { return nil }
            return (Choice(p[0], p[1], p[2], floatingBranches: a.holdsFloatingLiteral || b.holdsFloatingLiteral, testAt: test.at, at: e.at), c)
        case .passthrough(let x):
            guard let (p, c) = parts([x]) else { return nil }
            return (Passing(p[0], at: e.at), c)
        case .subscriptCall(let base, let args):
            guard args.count == 1, args[0].label == nil, !args[0].isTrailing else { return nil }
            if let frame, case .name(let n) = base.kind, frame.slots[n] == nil, frame.state.contains(n) {
                guard let (index, constant) = build(args[0].value) else { return nil }
                return (ElementRead(frame.aliases[n] ?? n, constant ? frame.fold(index) : index, fixedIndex: constant, at: e.at), false)
            }
            guard let (p, c) = parts([base, args[0].value]) else { return nil }
            return (Subscripted(base, p[0], p[1], at: e.at), c)
        case .call(let callee, let args):
            guard args.count == 1, args[0].label == nil, !args[0].isTrailing else { return nil }
            switch callee.kind {
            case .name(let n) where callsBuiltin(n):
                guard let (p, c) = parts([args[0].value]) else { return nil }
                if let f = Arithmetic.function(n) { return (MathCall(n, f, p[0], call: e, at: e.at), c) }
                if Self.conversions.contains(n) { return (NumberConversion(n, p[0], call: e, at: e.at), c) }
                return nil
            // An angle's degrees, over a frame (an effect's value is the angle in degrees).
            case .member(nil, let unit) where frame != nil && (unit == "degrees" || unit == "radians"):
                guard let (p, c) = parts([args[0].value]) else { return nil }
                return (AngleDegrees(p[0], factor: unit == "degrees" ? 1 : 180 / .pi, at: e.at), c)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The conversions of a number to a floating-point type (`Builtins.standardValue`'s).
    static let conversions: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "CFTimeInterval"]

    /// Whether a call of the bare name `n` is the runtime's: the file declares nothing of that
    /// name (nor an initializer in an extension of it), and it names no slot of the frame.
    private func callsBuiltin(_ n: String) -> Bool {
        !n.hasPrefix("$") && !program.declaredNames.contains(n) && !program.localNames.contains(n)
            && program.typeExtensions[n]?.initializers.isEmpty != false && frame?.slots[n] == nil
    }

    /// The nodes of `es`; constant when all are. Where the whole is live, its constant parts are
    /// folded (worked out once per item).
    private func parts(_ es: [Expr]) -> ([CompiledNumber], Bool)? {
        var out: [(node: CompiledNumber, constant: Bool)] = []
        for x in es { guard let b = build(x) else { return nil }; out.append(b) }
        let constant = out.allSatisfy(\.constant)
        guard let frame, !constant else { return (out.map(\.node), constant) }
        return (out.map { $0.constant ? frame.fold($0.node) : $0.node }, false)
    }
}
