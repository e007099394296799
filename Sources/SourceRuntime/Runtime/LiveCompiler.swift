/// Turns expressions into live nodes for one plan, giving the parts that read no live value a
/// frame slot each from `nextSlot` on (`constants`: what fills them once per item).
final class LiveCompiler {
    /// State properties of the view (a read of them is live).
    let state: Set<String>
    /// Frame slots by name: the names the item gives, and the live `let`s.
    var slots: [String: Int]
    /// Names whose value is live (state and the live `let`s).
    let live: Set<String>
    var nextSlot: Int
    private(set) var constants: [(slot: Int, node: LiveNode)] = []
    unowned let ev: Evaluator

    init(state: Set<String>, slots: [String: Int], live: Set<String>, nextSlot: Int, _ ev: Evaluator) {
        self.state = state; self.slots = slots; self.live = live; self.nextSlot = nextSlot; self.ev = ev
    }

    /// The node for `e`, or nil when `e` has a kind the nodes do not take.
    func compile(_ e: Expr) -> LiveNode? {
        guard let (node, constant) = build(e) else { return nil }
        return constant ? fold(node) : node
    }

    /// A part that reads nothing live, worked out once per item into a slot of its own (a
    /// part whose value depends on the expected type stays as it is: its own parts are folded).
    private func fold(_ node: LiveNode) -> LiveNode {
        if node is Constant || node is Slot || node.hintSensitive { return node }
        let slot = nextSlot
        nextSlot += 1
        constants.append((slot, node))
        return Slot(slot)
    }

    private func build(_ e: Expr) -> (LiveNode, Bool)? {
        func parts(_ es: [Expr]) -> ([LiveNode], Bool)? {
            var out: [(LiveNode, Bool)] = []
            for x in es { guard let b = build(x) else { return nil }; out.append(b) }
            let constant = out.allSatisfy(\.1)
            // Folded where the whole is live: the constant parts are worked out once.
            return (constant ? out.map(\.0) : out.map { $0.1 ? fold($0.0) : $0.0 }, constant)
        }
        switch e.kind {
        case .literal(let v):
            switch v {
            case .int, .bool, .double, .string, .nil: return (Constant(v), true)
            default: return nil
            }
        case .name(let n):
            if let slot = slots[n] { return (Slot(slot), !live.contains(n)) }
            if state.contains(n) { return (StateRead(n), false) }
            return nil
        case .member(let base?, let n):
            if case .name("self") = base.kind {
                guard state.contains(n) else { return nil }
                return (StateRead(n), false)
            }
            guard let (p, c) = parts([base]) else { return nil }
            return (Member(p[0], n), c)
        case .subscriptCall(let base, let args) where args.count == 1 && args[0].label == nil:
            if case .name(let n) = base.kind, slots[n] == nil, state.contains(n) {
                guard let (index, constant) = build(args[0].value) else { return nil }
                return (ElementRead(n, constant ? fold(index) : index, fixedIndex: constant), false)
            }
            guard let (p, c) = parts([base, args[0].value]) else { return nil }
            return (Element(p[0], p[1]), c)
        case .binary(let op, let l, let r):
            guard let (p, c) = parts([l, r]) else { return nil }
            if [.and, .or, .coalesce].contains(op.code) { return (Logic(op.code, p[0], p[1]), c) }
            return (Binary(op, p[0], p[1], floatingOperands: Operator.floatingOperands(op, l, r), at: e.at, ev), c)
        case .prefix(let op, let operand):
            guard let (p, c) = parts([operand]) else { return nil }
            return (Prefix(op, p[0], ev), c)
        case .ternary(let test, let a, let b):
            guard let (p, c) = parts([test, a, b]) else { return nil }
            return (Ternary(p[0], p[1], p[2], floatingBranches: a.holdsFloatingLiteral || b.holdsFloatingLiteral), c)
        case .passthrough(let inner):
            return build(inner)
        case .call(let callee, let args) where args.count == 1 && args[0].label == nil:
            let factor: Double?
            switch callee.kind {
            case .name(let n) where ["Double", "CGFloat", "Float", "TimeInterval"].contains(n) && slots[n] == nil: factor = nil
            case .member(nil, "degrees"): factor = 1
            case .member(nil, "radians"): factor = 180 / .pi
            default: return nil
            }
            guard let (p, c) = parts([args[0].value]) else { return nil }
            return (Conversion(p[0], factor: factor), c)
        default:
            return nil
        }
    }
}
