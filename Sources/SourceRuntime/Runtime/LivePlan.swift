/// What of a `ForEach` content closure a change of state can reach without the item being
/// evaluated again.
///
/// **Our rule**, for speed and with the views a new evaluation would give: a content closure
/// written as `let`s and then one view with a chain of modifiers, whose state reads (alone or
/// through those `let`s) reach nothing but the values of effect modifiers — `opacity`,
/// `blur(radius:)`, `offset(x:y:)`, `scaleEffect`, `rotationEffect` — and the `value:` of
/// `.animation(_:value:)`, is not evaluated again when only such reads change: those
/// arguments are worked out anew from the state and from the values the item's last
/// evaluation gave its other names, and the view's effects and animation scope take them, as
/// a new evaluation would set them (its view, font, text and layout do not depend on them).
/// SwiftUI itself keeps each modifier's inputs apart and updates those whose inputs changed.
/// Anything else a state read reaches (the text, a frame, a branch, a call of the file's
/// code) makes it an ordinary read, and the item is evaluated again for it.
final class LivePlan {
    /// Names the item gives the frame, slot by slot from 0 (parameters, `let`s, captures, fields).
    let given: [String]
    /// The parts that read nothing live: their slot, worked out once per item from `given`.
    let constants: [(slot: Int, node: CompiledNumber)]
    /// The live `let`s: their frame slot and value, in the order written.
    let lets: [(slot: Int, value: CompiledNumber)]
    /// The modifiers by index in the item's view (innermost 0), with the kind it must have.
    let targets: [LiveTarget]
    /// How many modifiers the item's own view has.
    let modifierCount: Int
    /// State read elsewhere too (its reads stay the item's as well).
    var fixedState: Set<String> = []
    /// Equal for the plans of one closure written in the file (made again each time its
    /// body is evaluated): their targets are the same.
    var signature = ""
    let slotCount: Int

    init(given: [String], constants: [(slot: Int, node: CompiledNumber)], lets: [(slot: Int, value: CompiledNumber)],
         targets: [LiveTarget], modifierCount: Int, slotCount: Int) {
        self.given = given; self.constants = constants; self.lets = lets; self.targets = targets; self.modifierCount = modifierCount; self.slotCount = slotCount
        boundLets = lets.map { ($0.slot, Unmanaged.passUnretained($0.value)) }
        boundValues = targets.enumerated().flatMap { i, t -> [(Int, Unmanaged<CompiledNumber>)] in
            guard t.kind != .animation else { return [] }
            return [(2 * i, t.first), (2 * i + 1, t.second)].compactMap { at, node in node.map { (at, Unmanaged.passUnretained($0)) } }
        }
    }

    /// What a bound view's bindings work out (see `LiveBound.swift`), held unretained (the plan
    /// holds the nodes): the live `let`s by slot, then every effect value by its place in the
    /// unit's numbers (two a target). The bindings of a `ForEach`'s items share one plan and
    /// may run on two threads: a retain of a shared node by each would pass its cache line
    /// from core to core.
    let boundLets: [(slot: Int, node: Unmanaged<CompiledNumber>)]
    let boundValues: [(at: Int, node: Unmanaged<CompiledNumber>)]

    /// A modifier call of the chain and the arguments of it a live value may reach.
    private struct Call {
        let name: String
        let args: [Argument]
        /// The argument expressions that feed the modifier's values (by role), others fixed.
        var roles: [(String, Expr)] = []
    }

    /// The plan for `c`'s calls in `captured`, or nil when the closure is not of that form or no
    /// state read reaches an effect's value.
    static func make(_ c: Closure, captured: Scope, evaluator ev: Evaluator) -> LivePlan? {
        guard !c.usesAnonymousParameters, case .view(let instance)? = captured.receiver, !instance.state.isEmpty,
              let last = c.body.last, case .expression(let view) = last.kind else { return nil }
        var lets: [(String, Expr)] = []
        for s in c.body.dropLast() {
            guard case .variable(true, .name(let n), _, let value?) = s.kind else { return nil }
            lets.append((n, value))
        }
        let declared = Set(c.parameters + lets.map(\.0))
        var state = Set(instance.state.keys.filter { !declared.contains($0) && captured.lookup($0) == nil })
        guard declared.count == c.parameters.count + lets.count else { return nil }
        let (calls, root) = chain(view)

        func mentions(_ e: Expr) -> Set<String> { var s = Set<String>(); Mentions.collect(e, into: &s); return s }
        let aliases = keptAsState([root] + lets.map(\.1) + calls.flatMap { $0.args.map(\.value) }, declared, captured, instance)
        state.formUnion(aliases.keys)
        // Live: `let`s whose value reads state; a use where no live value may go makes one fixed.
        var tainted = Set<String>()
        for (n, value) in lets where !mentions(value).isDisjoint(with: state.union(tainted)) { tainted.insert(n) }
        var live = tainted
        // The names an item can give: its parameters and `let`s, the constants it captured and
        // the view's stored properties (a `var` captured may change without a state change).
        var mentioned = mentions(root)
        for (_, value) in lets { mentioned.formUnion(mentions(value)) }
        for call in calls { for a in call.args { mentioned.formUnion(mentions(a.value)) } }
        let givable = mentioned.filter { n in
            if declared.contains(n) { return true }
            if state.contains(n) { return false }
            if let box = captured.lookup(n) { return box.isLet }
            if let v = instance.fields[n] { if case .object(is StateBinding) = v { return false }; return true }
            return false
        }
        var checkSlots: [String: Int] = [:]
        for (i, n) in givable.sorted().enumerated() { checkSlots[n] = i }
        func compiles(_ e: Expr) -> Bool {
            FrameNames(state: state, aliases: aliases, slots: checkSlots, live: [], nextSlot: checkSlots.count, program: ev.program).compile(e) != nil
        }
        var fixedState = Set<String>()
        while true {
            var fixedUses = mentions(root)
            for (n, value) in lets {
                if !live.contains(n) || !compiles(value) { fixedUses.formUnion(mentions(value)); if live.contains(n) { fixedUses.insert(n) } }
            }
            for call in calls {
                for a in call.args {
                    let feeds = call.roles.contains { $0.1 === a.value }
                    if !feeds || !compiles(a.value) { fixedUses.formUnion(mentions(a.value)) }
                }
            }
            let next = live.subtracting(fixedUses)
            fixedState = fixedUses.intersection(state)
            if next == live { break }
            live = next
        }
        // Slots: the live `let`s, then the names the item gives.
        let reading = state.union(live)
        var given: [String] = []
        var slots: [String: Int] = [:]
        var liveExprs: [Expr] = lets.filter { live.contains($0.0) }.map(\.1)
        for call in calls { for (_, e) in call.roles where !mentions(e).isDisjoint(with: reading) { liveExprs.append(e) } }
        guard liveExprs.count > lets.filter({ live.contains($0.0) }).count else { return nil }
        var free = Set<String>()
        for e in liveExprs { free.formUnion(mentions(e)) }
        for n in free.sorted() where givable.contains(n) && !live.contains(n) { slots[n] = given.count; given.append(n) }
        var slotCount = given.count
        for (n, _) in lets where live.contains(n) { slots[n] = slotCount; slotCount += 1 }
        let compiler = FrameNames(state: state, aliases: aliases, slots: slots, live: live, nextSlot: slotCount, program: ev.program)

        var liveLets: [(slot: Int, value: CompiledNumber)] = []
        for (n, value) in lets where live.contains(n) {
            guard let x = compiler.compile(value) else { return nil }
            liveLets.append((slots[n]!, x))
        }
        var targets: [LiveTarget] = []
        for (i, call) in calls.enumerated() {
            var parts: [String: CompiledNumber] = [:]
            for (role, e) in call.roles where !mentions(e).isDisjoint(with: reading) {
                guard let x = compiler.compile(e) else { return nil }
                parts[role] = x
            }
            guard !parts.isEmpty else { continue }
            if call.name == "animation" { targets.append(LiveTarget(i, .animation, parts["value"])); continue }
            guard let kind = ModifierRegistry.entry(call.name)?.effect else { return nil }
            // A parameter feeding both values (a scale's one factor) gives both parts.
            var first: CompiledNumber?, second: CompiledNumber?
            for (role, x) in parts {
                for value in kind.live[role] ?? [] { if value == 0 { first = x } else { second = x } }
            }
            targets.append(LiveTarget(i, .effect(kind), first, second))
        }
        guard !targets.isEmpty else { return nil }
        let plan = LivePlan(given: given, constants: compiler.constants, lets: liveLets, targets: targets, modifierCount: calls.count, slotCount: compiler.nextSlot)
        plan.fixedState = Set(fixedState.map { aliases[$0] ?? $0 })
        plan.signature = "\(ObjectIdentifier(c).hashValue):" + targets.map { "\($0.index)\($0.kind)\($0.first != nil)\($0.second != nil)" }.joined(separator: ",")
        return plan
    }

    /// A view's chain of modifier calls, innermost first, and the view it starts from.
    private static func chain(_ view: Expr) -> ([Call], Expr) {
        var view = view, calls: [Call] = []
        while case .call(let callee, let args) = view.kind, case .member(let base?, let name) = callee.kind {
            calls.insert(Call(name: name, args: args, roles: roles(name, args)), at: 0)
            view = base
        }
        return (calls, view)
    }

    /// Captured names the expressions read whose boxes are kept as `instance`'s state too (a
    /// timeline's `let`s): the keys they are kept under, by name. They are read as that state.
    private static func keptAsState(_ es: [Expr], _ declared: Set<String>, _ captured: Scope, _ instance: ViewInstance) -> [String: String] {
        var names = Set<String>()
        for e in es { Mentions.collect(e, into: &names) }
        var aliases: [String: String] = [:]
        for n in names where !declared.contains(n) {
            if let d = captured.lookup(n)?.derived, d.instance === instance { aliases[n] = d.key }
        }
        return aliases
    }

    /// The arguments of a modifier call that feed its effect's values, by role; empty when the
    /// call is not one whose values may be live (or not in a form taken here).
    private static func roles(_ name: String, _ args: [Argument]) -> [(String, Expr)] {
        if name == "animation" {
            guard args.map(\.label) == [nil, "value"] else { return [] }
            return [("value", args[1].value)]
        }
        // An effect whose declaration the labels fit: the arguments of its live parameters.
        guard let entry = ModifierRegistry.entry(name), let kind = entry.effect, !kind.live.isEmpty else { return [] }
        for signature in entry.signatures {
            guard let match = signature.match(args.map(\.label)) else { continue }
            return zip(args, match).compactMap { arg, p in
                let parameter = signature.parameters[p].name
                return kind.live[parameter] == nil ? nil : (parameter, arg.value)
            }
        }
        return []
    }
}

/// One modifier of the item's view whose values follow live reads: its parts (the value, or x
/// and y), nil where the value is the item's own.
final class LiveTarget {
    /// An effect of the registry, or the `value:` of `.animation(_:value:)`.
    enum Kind: Equatable, CustomStringConvertible {
        case effect(EffectKind)
        case animation

        static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.effect(let x), .effect(let y)): return x === y
            case (.animation, .animation): return true
            default: return false
            }
        }
        /// The kind of the modifier it must be (`Modifier.kind`).
        var description: String {
            switch self {
            case .effect(let k): return k.name
            case .animation: return "animation"
            }
        }
    }
    let index: Int
    let kind: Kind
    let first: CompiledNumber?, second: CompiledNumber?
    init(_ index: Int, _ kind: Kind, _ first: CompiledNumber?, _ second: CompiledNumber? = nil) {
        self.index = index; self.kind = kind; self.first = first; self.second = second
    }
}
