import Foundation
import Motion
import Scene

extension Builtins {
    /// `array.name(args)`: Swift's array methods (nil: not one of them); `changed` is the
    /// array's new value when the method mutates it.
    static func arrayMethod(_ items: [Value], _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int,
                            closureArg: () throws -> FunctionValue,
                            invoke: (FunctionValue, [Value]) throws -> Value) throws -> (Value, changed: Value?)? {
        if let r = try editingArrayMethod(items, name, args, evaluator: ev, at: at, closureArg: closureArg, invoke: invoke) { return r }
        if let r = try transformingArrayMethod(items, name, args, evaluator: ev, at: at, closureArg: closureArg, invoke: invoke) { return r }
        return try readingArrayMethod(items, name, args, evaluator: ev, at: at, closureArg: closureArg, invoke: invoke)
    }

    /// The methods that change the array in place: adding, removing, swapping, reversing and
    /// shuffling its elements.
    private static func editingArrayMethod(_ items: [Value], _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int,
                                           closureArg: () throws -> FunctionValue,
                                           invoke: (FunctionValue, [Value]) throws -> Value) throws -> (Value, changed: Value?)? {
        var items = items
        func call(_ f: FunctionValue, _ values: Value...) throws -> Value { try invoke(f, values) }
        switch name {
        case "append":
            if let v = try args.value("contentsOf") { items += try ev.elements(of: v, at: at) }
            else { items.append(try args.required(nil)) }
            try ev.checkSize(items.count, at: at)
            return (.void, .array(items))
        case "insert":
            let v = try args.required(nil), i = try ev.integer(args.required("at"), at: at)
            guard i >= 0 && i <= items.count else { throw RuntimeError(message: "Fatal error: Array index is out of range", at: at) }
            items.insert(v, at: i)
            return (.void, .array(items))
        case "remove":
            let i = try ev.integer(args.required("at"), at: at)
            guard i >= 0 && i < items.count else { throw RuntimeError(message: "Fatal error: Index out of range", at: at) }
            let removed = items.remove(at: i)
            return (removed, .array(items))
        case "removeAll":
            if args.count > 0 {
                let f = try closureArg()
                items = try items.filter { try !ev.truth(call(f, $0), at: at) }
            } else { items.removeAll() }
            return (.void, .array(items))
        case "removeFirst", "removeLast":
            guard !items.isEmpty else { throw RuntimeError(message: "Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", at: at) }
            let removed = name == "removeFirst" ? items.removeFirst() : items.removeLast()
            return (removed, .array(items))
        case "popLast":
            let removed = items.popLast() ?? .nil
            return (removed, .array(items))
        case "shuffle": return (.void, .array(try shuffled(items, ev)))
        // Storage ahead of time: nothing a file can see changes.
        case "reserveCapacity":
            _ = try ev.integer(args.required(nil), at: at)
            return (.void, nil)
        case "reverse": return (.void, .array(items.reversed()))
        case "swapAt":
            let i = try ev.integer(args.required(nil), at: at), j = try ev.integer(args.required(nil, nth: 1), at: at)
            guard items.indices.contains(i), items.indices.contains(j) else { throw RuntimeError(message: "Fatal error: Index out of range", at: at) }
            items.swapAt(i, j)
            return (.void, .array(items))
        case "removeSubrange":
            guard case .range(let l, let u, let closed) = try args.required(nil) else { return nil }
            let end = closed ? u + 1 : u
            guard l >= 0, l <= end, end <= items.count else { throw RuntimeError(message: "Fatal error: Array replace: subrange extends past the end", at: at) }
            items.removeSubrange(l..<end)
            return (.void, .array(items))
        default: return nil
        }
    }

    /// The methods that give a new array: mapped, filtered, sliced, reordered (and `sort`,
    /// which sorts in place as `sorted` sorts a copy).
    private static func transformingArrayMethod(_ items: [Value], _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int,
                                                closureArg: () throws -> FunctionValue,
                                                invoke: (FunctionValue, [Value]) throws -> Value) throws -> (Value, changed: Value?)? {
        func call(_ f: FunctionValue, _ values: Value...) throws -> Value { try invoke(f, values) }
        switch name {
        case "shuffled": return (.array(try shuffled(items, ev)), nil)
        case "reversed": return (.array(items.reversed()), nil)
        case "map": let f = try closureArg(); return (.array(try items.map { try call(f, $0) }), nil)
        case "compactMap":
            let f = try closureArg()
            return (.array(try items.map { try call(f, $0) }.filter { $0 != .nil }), nil)
        case "flatMap":
            let f = try closureArg()
            return (.array(try items.flatMap { try ev.elements(of: call(f, $0), at: at) }), nil)
        case "filter": let f = try closureArg(); return (.array(try items.filter { try ev.truth(call(f, $0), at: at) }), nil)
        case "enumerated":
            return (.array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) }), nil)
        case "prefix", "suffix", "dropFirst", "dropLast":
            let n = try args.value(at: 0).map { try ev.integer($0, at: at) } ?? 1
            guard n >= 0 else { throw RuntimeError(message: "Fatal error: Can't take a negative number of elements", at: at) }
            switch name {
            case "prefix": return (.array(Array(items.prefix(n))), nil)
            case "suffix": return (.array(Array(items.suffix(n))), nil)
            case "dropFirst": return (.array(Array(items.dropFirst(n))), nil)
            default: return (.array(Array(items.dropLast(n))), nil)
            }
        case "sorted", "sort":
            let sortedItems: [Value]
            if args.count > 0 {
                let f = try closureArg()
                sortedItems = try mergeSorted(items) { try ev.truth(call(f, $0, $1), at: at) }
            } else {
                sortedItems = try mergeSorted(items) { try ev.truth(ev.apply("<", $0, $1, at: at), at: at) }
            }
            return name == "sort" ? (.void, .array(sortedItems)) : (.array(sortedItems), nil)
        default: return nil
        }
    }

    /// The methods that read the elements for one answer: a search, a count, a fold, an extreme.
    private static func readingArrayMethod(_ items: [Value], _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int,
                                           closureArg: () throws -> FunctionValue,
                                           invoke: (FunctionValue, [Value]) throws -> Value) throws -> (Value, changed: Value?)? {
        func call(_ f: FunctionValue, _ values: Value...) throws -> Value { try invoke(f, values) }
        switch name {
        case "randomElement":
            if items.isEmpty { return (.nil, nil) }
            return (items[Int(ev.runtime.random(below: UInt64(items.count)))], nil)
        case "forEach": let f = try closureArg(); for x in items { _ = try call(f, x) }; return (.void, nil)
        case "count" where args.labels == ["where"]:
            let f = try closureArg()
            return (.int(try items.filter { try ev.truth(call(f, $0), at: at) }.count), nil)
        case "reduce" where args.labels.first == "into":
            // `reduce(into:_:)`: the closure changes the accumulator in place (`inout`).
            let acc = Box(try args.required("into"))
            let f = try closureArg()
            for x in items { _ = try ev.invoke(f, [acc.value, x], at: at, inoutBoxes: [0: acc]) }
            return (acc.value, nil)
        case "reduce":
            // `sizes.reduce(.zero) { … }`: an implicit member takes the elements' type (the
            // usual result type; Swift takes it from the result's context).
            var hint: String? = nil
            if case .member(nil, _)? = args.items.first?.value.kind { hint = items.first?.typeName }
            var acc = try args.required(nil, hint: hint)
            let f = try closureArg()
            for x in items { acc = try call(f, acc, x) }
            return (acc, nil)
        case "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy":
            if let wanted = try args.value("of") ?? (name == "contains" && args.items.first?.label == nil
                && !isClosure(args) ? args.value(at: 0) : nil) {
                let i = name == "lastIndex" ? try items.lastIndex { try ev.equal($0, wanted, at: at) }
                    : try items.firstIndex { try ev.equal($0, wanted, at: at) }
                if name == "contains" { return (.bool(i != nil), nil) }
                return (i.map(Value.int) ?? .nil, nil)
            }
            let f = try closureArg()
            switch name {
            case "first": return (try items.first { try ev.truth(call(f, $0), at: at) } ?? .nil, nil)
            case "last": return (try items.last { try ev.truth(call(f, $0), at: at) } ?? .nil, nil)
            case "firstIndex": return (try items.firstIndex { try ev.truth(call(f, $0), at: at) }.map(Value.int) ?? .nil, nil)
            case "lastIndex": return (try items.lastIndex { try ev.truth(call(f, $0), at: at) }.map(Value.int) ?? .nil, nil)
            case "contains": return (.bool(try items.contains { try ev.truth(call(f, $0), at: at) }), nil)
            default: return (.bool(try items.allSatisfy { try ev.truth(call(f, $0), at: at) }), nil)
            }
        case "joined":
            let sep = try args.string("separator") ?? ""
            return (.string(try items.map { try ev.string($0, at: at) }.joined(separator: sep)), nil)
        case "min", "max":
            guard var best = items.first else { return (.nil, nil) }
            for x in items.dropFirst() where try ev.truth(ev.apply(name == "min" ? "<" : ">", x, best, at: at), at: at) { best = x }
            return (best, nil)
        case "index":
            return (.int(try ev.integer(args.required(nil), at: at) + ev.integer(args.required("offsetBy"), at: at)), nil)
        default: return nil
        }
    }
}
