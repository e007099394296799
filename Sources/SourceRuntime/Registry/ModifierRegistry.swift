import Motion
import Scene

/// One SwiftUI view modifier, described once: its name, its declarations (the argument forms
/// a call may take, with labels, types and defaults), the effect it animates if it is one, and
/// the code that turns a call into the view's `Modifier`.
struct ModifierEntry {
    let name: String
    /// SwiftUI's declarations of it; empty for an entry whose code reads its arguments itself.
    let signatures: [Signature]
    /// The animatable effect it is (effects family), else nil.
    let effect: EffectKind?
    let make: (ModifierCall) throws -> ViewValue
    /// The last match of a call's labels to `signatures`.
    let matches = MatchCache()

    init(_ name: String, _ signatures: [String] = [], effect: EffectKind? = nil, _ make: @escaping (ModifierCall) throws -> ViewValue) {
        self.name = name
        self.signatures = signatures.map { Signature(name, $0) }
        self.effect = effect
        self.make = make
    }

    /// An effect modifier: `values` works its kind's values out of the bound arguments.
    static func effect(_ kind: EffectKind, _ signatures: [String],
                       _ values: @escaping (BoundArguments, ModifierCall) throws -> EffectValue) -> ModifierEntry {
        ModifierEntry(kind.name, signatures, effect: kind) { call in
            call.add(.effect(try values(try call.bound(), call)))
        }
    }
}

/// A modifier call being made: the view it modifies, its arguments, and the helpers entries share.
struct ModifierCall {
    let entry: ModifierEntry
    let view: ViewValue
    let args: Args
    let evaluator: Evaluator
    /// Where the call is.
    let at: Int

    func add(_ m: Modifier) -> ViewValue { view.adding(m) }

    /// The arguments matched to the entry's declarations.
    func bound() throws -> BoundArguments { try BoundArguments(args, entry.signatures, cache: entry.matches) }

    func color(_ label: String?) throws -> Color { try colorValue(args.required(label, hint: "Color"), label) }

    func colorValue(_ v: Value, _ label: String?) throws -> Color {
        switch v {
        case .color(let c): return c
        case .enumCase("", let n, _): return evaluator.colorNamed(n, at: args.place(label))
        default: break
        }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Color'", at: args.place(label))
    }

    func point(_ label: String, _ fallback: UnitPoint = .center) throws -> UnitPoint {
        guard let v = try args.value(label, hint: "UnitPoint") else { return fallback }
        if case .unitPoint(let p) = v { return p }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'UnitPoint'", at: args.place(label))
    }

    /// A view argument: a trailing closure's views, a view, or a colour (`.background(.red)`).
    func viewArg(_ label: String?) throws -> ViewValue {
        if let f = try args.trailingClosure() { return try evaluator.viewOf(evaluator.invoke(f, [], at: at, asBuilder: true), at: at) }
        let v = try args.required(label, hint: "Color")
        if case .enumCase("", let n, _) = v, let c = Builtins.namedColor(n) { return ViewValue(.color(c), at: at) }
        return try evaluator.viewOf(v, at: args.place(label))
    }
}

/// Every modifier the runtime takes, by family. Parsing, the README's table and the "did you
/// mean" notes read this table; nothing else keeps a list of modifiers.
enum ModifierRegistry {
    static let entries: [ModifierEntry] = EffectModifiers.entries + LayoutModifiers.entries + ScrollModifiers.entries + DrawingModifiers.entries + ShapeModifiers.entries + PublisherModifiers.entries
        + TextModifiers.entries + HandlerModifiers.entries + AnimationModifiers.entries + AcceptedModifiers.entries
        + AppearanceModifiers.entries + SymbolModifiers.entries + ControlModifiers.entries + ControlModifiers.pickerEntries
        + ContainerModifiers.entries

    private static let byName: [String: ModifierEntry] = {
        var table: [String: ModifierEntry] = [:]
        for e in entries {
            precondition(table[e.name] == nil, "two registry entries for the modifier \(e.name)")
            table[e.name] = e
        }
        return table
    }()

    /// The modifiers' names, in the registry's order.
    static let names: [String] = entries.map(\.name)

    static func entry(_ name: String) -> ModifierEntry? { byName[name] }

    /// Applies the modifier `name` to `view`.
    static func apply(_ name: String, to view: ViewValue, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> ViewValue {
        guard let entry = byName[name] else { throw RuntimeError(message: unknown(name), at: at) }
        // A modifier of a `ForEach` or `Group` applies to each view in it (SwiftUI documents
        // Group's; ForEach's content is likewise a list of views, not one view).
        if view.modifiers.isEmpty {
            switch view.content {
            case .forEach(let items):
                guard let m = try entry.make(ModifierCall(entry: entry, view: ViewValue(.empty, at: at), args: args, evaluator: ev, at: at)).modifiers.last else { return view }
                for item in items { item.unit?.distributed.append(m) }
                return ViewValue(.forEach(items.map { ($0.id, $0.view.adding(m), $0.unit) }), at: view.at)
            case .group(let children):
                guard let m = try entry.make(ModifierCall(entry: entry, view: ViewValue(.empty, at: at), args: args, evaluator: ev, at: at)).modifiers.last else { return view }
                return ViewValue(.group(children.map { $0.adding(m) }), at: view.at)
            default: break
            }
        }
        return try entry.make(ModifierCall(entry: entry, view: view, args: args, evaluator: ev, at: at))
    }

    /// swiftc's message for a modifier the runtime does not know, with the close supported ones.
    static func unknown(_ name: String) -> String {
        let close = Names.closest(to: name, in: names)
        let hint = close.isEmpty ? "" : "; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
        return "value of type 'some View' has no member '\(name)' (not supported by animpreview)\(hint)"
    }
}

/// Close names for suggestions, by edit distance.
enum Names {
    static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let lower = name.lowercased()
        let scored = candidates.map { ($0, distance(lower, $0.lowercased())) }
            .filter { $0.1 <= max(2, name.count / 3) || $0.0.lowercased().hasPrefix(lower) || lower.hasPrefix($0.0.lowercased()) }
        return scored.sorted { $0.1 < $1.1 }.prefix(limit).map(\.0)
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                let next = min(row[j] + 1, row[j - 1] + 1, previous + cost)
                previous = row[j]
                row[j] = next
            }
        }
        return row[b.count]
    }
}
