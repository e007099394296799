import Foundation

/// Swift's `Set`: a value (a struct here, copied as one) holding distinct elements.
///
/// **Our rule** for order: Swift leaves a set's order unspecified (it differs from run to
/// run); here the elements are kept sorted (numbers by value, anything else by its
/// description), so two equal sets are the same value, iterate alike and print alike, and
/// every play of a file shows the same frames.
enum SetValues {
    static let type = StructDecl(name: "Set", conformances: [], properties: [
        PropertyDecl(name: "elements", isLet: true, type: .named("Array", []), initial: nil, wrapper: nil, getter: nil, isStatic: false, at: 0),
    ], initializers: [], methods: [:], at: 0)

    /// A set of `items`, duplicates dropped.
    static func make(_ items: [Value], evaluator ev: Evaluator) throws -> Value {
        // Hashed, not searched: a file's `Set(0..<100_000)` stays linear.
        var seen = Swift.Set<Value>()
        let unique = items.filter { seen.insert($0).inserted }
        return .instance(StructValue(type: type, fields: ["elements": .array(try ordered(unique, ev))]))
    }

    static func elements(_ v: Value) -> [Value]? {
        guard case .instance(let s) = v, s.type === type, case .array(let items)? = s.fields["elements"] else { return nil }
        return items
    }

    private static func ordered(_ items: [Value], _ ev: Evaluator) throws -> [Value] {
        if items.allSatisfy({ $0.asDouble != nil }) { return items.sorted { $0.asDouble! < $1.asDouble! } }
        let keyed = try items.map { (try ev.debugDescribe($0), $0) }
        return keyed.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// `Set<T>()`, `Set(sequence)`, `Set(arrayLiteral:)`.
    static func construct(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        if let items = try args.value("arrayLiteral") { return try make(ev.elements(of: items, at: args.at), evaluator: ev) }
        guard let given = try args.value(nil) else { return try make([], evaluator: ev) }
        if let items = elements(given) { return try make(items, evaluator: ev) }
        return try make(ev.elements(of: given, at: args.place(nil)), evaluator: ev)
    }

    /// `set.count`, `isEmpty`, `first`, and the rest a sequence has.
    static func member(_ items: [Value], _ name: String) -> Value? {
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return items.first ?? .nil
        default: return nil
        }
    }

    /// `set.name(args)`: the set algebra, membership and mutation; the sequence methods of an
    /// array otherwise (`map`, `sorted`, `shuffled`, `contains(where:)`…). `changed` is the
    /// set's new value when the method mutates it.
    static func method(_ items: [Value], _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int,
                       array: ([Value]) throws -> (Value, changed: Value?)?) throws -> (Value, changed: Value?)? {
        // The other set or sequence: `union(_:)`, `isSubset(of:)`, `isDisjoint(with:)`.
        func other() throws -> Swift.Set<Value> {
            guard args.count == 1, let v = try args.value(at: 0) else {
                throw RuntimeError(message: "missing argument in call to '\(name)'", at: at)
            }
            return Swift.Set(try elements(v) ?? ev.elements(of: v, at: at))
        }
        // A set's method copies and sorts it: its cost is counted against the step budget,
        // so a loop inserting into a large set stops with a positioned error, not a hang.
        try ev.chargeCopy(items.count * 16, at: at)
        let members = Swift.Set(items)
        switch name {
        case "contains" where args.labels == [nil]:
            return (.bool(members.contains(try args.required(nil))), nil)
        case "insert":
            let v = try args.required(nil)
            let inserted = !members.contains(v)
            return (.tuple([.bool(inserted), v], labels: ["inserted", "memberAfterInsert"]), inserted ? try make(items + [v], evaluator: ev) : nil)
        case "update":
            let v = try args.required("with")
            let old = members.contains(v) ? v : .nil
            return (old, try make(items.filter { $0 != v } + [v], evaluator: ev))
        case "remove":
            let v = try args.required(nil)
            guard members.contains(v) else { return (.nil, nil) }
            return (v, try make(items.filter { $0 != v }, evaluator: ev))
        case "removeAll": return (.void, try make([], evaluator: ev))
        case "union": return (try make(items + Array(other()), evaluator: ev), nil)
        case "intersection": let o = try other(); return (try make(items.filter(o.contains), evaluator: ev), nil)
        case "subtracting": let o = try other(); return (try make(items.filter { !o.contains($0) }, evaluator: ev), nil)
        case "symmetricDifference":
            let o = try other()
            return (try make(items.filter { !o.contains($0) } + o.filter { !members.contains($0) }, evaluator: ev), nil)
        case "formUnion": return (.void, try make(items + Array(other()), evaluator: ev))
        case "formIntersection": let o = try other(); return (.void, try make(items.filter(o.contains), evaluator: ev))
        case "subtract": let o = try other(); return (.void, try make(items.filter { !o.contains($0) }, evaluator: ev))
        case "isSubset": let o = try other(); return (.bool(items.allSatisfy(o.contains)), nil)
        case "isSuperset": let o = try other(); return (.bool(o.allSatisfy(members.contains)), nil)
        case "isDisjoint": let o = try other(); return (.bool(!items.contains(where: o.contains)), nil)
        case "filter":
            // A set's `filter` is a set.
            guard let (v, _) = try array(items), case .array(let kept) = v else { return nil }
            return (try make(kept, evaluator: ev), nil)
        case "removeFirst", "popFirst":
            guard let first = items.first else {
                if name == "popFirst" { return (.nil, nil) }
                throw RuntimeError(message: "Fatal error: Can't removeFirst from an empty Set", at: at)
            }
            return (first, try make(Array(items.dropFirst()), evaluator: ev))
        case "append", "sort", "shuffle", "reverse", "swapAt", "removeLast", "popLast", "removeSubrange":
            throw RuntimeError(message: "value of type 'Set' has no member '\(name)'", at: at)
        default:
            // The sequence's methods, which give arrays and leave the set as it is.
            guard let (v, _) = try array(items) else { return nil }
            return (v, nil)
        }
    }
}
