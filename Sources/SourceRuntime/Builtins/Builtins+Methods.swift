import Foundation
import Motion
import Scene

extension Builtins {
    /// `base.name(args)` on Swift's and SwiftUI's values; `changed` is the base's new value
    /// when the method mutates it (`append`, `toggle`…).
    static func method(_ base: Value, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> (Value, changed: Value?) {
        if let r = try valueObjectMethod(base, name, args, evaluator: ev, at: at) { return r }
        func closureArg() throws -> FunctionValue {
            if let f = try args.trailingClosure() { return f }
            // The function is the last argument (`reduce(0, +)`), the only one of most methods.
            guard let v = try args.value(at: args.count - 1) else { throw RuntimeError(message: "'\(name)' needs a closure", at: at) }
            if case .function(let f) = v { return f }
            if case .keyPath(let path) = v {
                return builtin("keyPath") { values, _, at in try apply(path, to: values[0], evaluator: ev, at: at) }
            }
            throw RuntimeError(message: "'\(name)' needs a closure, not '\(v.typeName)'", at: at)
        }
        func call(_ f: FunctionValue, _ values: Value...) throws -> Value { try ev.invoke(f, values, at: at) }
        func call(_ f: FunctionValue, _ values: [Value]) throws -> Value { try ev.invoke(f, values, at: at) }

        // `optional.map { … }`, `.flatMap`: Optional's own, on a value no sequence's `map` fits
        // (an optional is its value or nil here).
        if name == "map" || name == "flatMap", args.count == 1, isOptionalMapBase(base) {
            return (base == .nil ? .nil : try call(closureArg(), base), nil)
        }

        switch base {
        case .bool(let b) where name == "toggle": return (.void, .bool(!b))
        // `size.equalTo(.zero)`, `rect.insetBy(dx:dy:)`: Core Graphics' geometry methods.
        case .tuple(_, let labels) where !labels.isEmpty && (name == "equalTo" || RectMethods.isMethod(name)):
            if let v = try RectMethods.method(base, name, args, evaluator: ev, at: at) { return (v, nil) }
        case .int(let i) where name == "signum": return (.int(i.signum()), nil)
        case .array(let items):
            if let r = try arrayMethod(items, name, args, evaluator: ev, at: at, closureArg: closureArg, invoke: { try call($0, $1) }) { return r }
        case .instance:
            if let items = SetValues.elements(base), let r = try SetValues.method(items, name, args, evaluator: ev, at: at, array: {
                try arrayMethod($0, name, args, evaluator: ev, at: at, closureArg: closureArg, invoke: { try call($0, $1) })
            }) { return r }
        case .dictionary(let entries) where ["sorted", "map", "filter", "compactMap", "reduce", "first", "contains", "forEach",
                                             "allSatisfy", "min", "max"].contains(name):
            // A dictionary as a sequence: its (key, value) pairs.
            let pairs = entries.map { Value.tuple([$0.key, $0.value], labels: ["key", "value"]) }
            if let r = try arrayMethod(pairs, name, args, evaluator: ev, at: at, closureArg: closureArg, invoke: { try call($0, $1) }) {
                return (r.0, nil)
            }
        case .string(let s):
            if let r = try stringMethod(s, name, args, evaluator: ev, at: at, closureArg: closureArg, invoke: { try call($0, $1) }) { return r }
        case .character(let c):
            switch name {
            case "uppercased": return (.string(c.uppercased()), nil)
            case "lowercased": return (.string(c.lowercased()), nil)
            default: break
            }
        case .int(let i) where name == "isMultiple": // BinaryInteger's: exact at every size
            return (.bool(i.isMultiple(of: try ev.integer(args.required("of"), at: at))), nil)
        case .int, .double:
            let d = try ev.number(base, at: at)
            if let r = try numberMethod(d, name, args, evaluator: ev, at: at) { return r }
        case .color(let c):
            if name == "opacity" { return (.color(c.opacity(try args.requiredDouble(nil))), nil) }
        case .animation(let a?):
            if let r = try animationMethod(a, name, args, evaluator: ev, at: at) { return r }
        case .font(let f):
            if let r = try fontMethod(f, name, args) { return r }
        case .object(let seq as ValueSequence):
            return try method(.array(seq.items), name, args, evaluator: ev, at: at)
        case .object(let d as DateObject) where name == "timeIntervalSince":
            guard case .object(let other as DateObject) = try args.required(nil) else {
                throw RuntimeError(message: "timeIntervalSince(_:) takes a Date", at: at)
            }
            return (.double(d.seconds - other.seconds), nil)
        case .object(let d as DateObject) where name == "formatted":
            return (.string(try CalendarValues.formatted(d, args, evaluator: ev)), nil)
        case .object(let d as DateObject) where name == "addingTimeInterval":
            return (.object(DateObject(d.seconds + (try args.requiredDouble(nil)))), nil)
        case .object(let curve as UnitCurveObject) where name == "value":
            let x = try args.requiredDouble("at")
            return (.double(curve.curve(min(1, max(0, x)))), nil)
        case .object(let timeline as KeyframeTimelineObject) where name == "value": return (try timeline.value(args, at: at), nil)
        case .object(let spring as SpringObject) where ["value", "velocity", "force", "settlingDuration"].contains(name):
            return try springMethod(spring, name, args)
        case .object(let o):
            if let r = try objectMethod(o, name, args, evaluator: ev, at: at) { return r }
            if let v = try LayoutValues.method(o, name, args, evaluator: ev, at: at) { return (v, nil) }
        case .range, .doubleRange:
            if name == "contains" {
                let v = try args.required(nil)
                switch base {
                case .range(let l, let u, let c): let i = try ev.integer(v, at: at); return (.bool(i >= l && (c ? i <= u : i < u)), nil)
                case .doubleRange(let l, let u, let c): let d = try ev.number(v, at: at); return (.bool(d >= l && (c ? d <= u : d < u)), nil)
                default: break
                }
            }
            if case .range = base { return try method(.array(try ev.elements(of: base, at: at)), name, args, evaluator: ev, at: at) }
        case .dictionary(var entries):
            if name == "removeValue" {
                let key = try args.required("forKey")
                let i = entries.firstIndex { $0.key == key }
                let removed = i.map { entries.remove(at: $0).value } ?? .nil
                return (removed, .dictionary(entries))
            }
        default: break
        }
        throw RuntimeError(message: "value of type '\(base.typeName)' has no member '\(name)'", at: at)
    }

    /// `font.name(args)`: a font's weight, slant and design (nil: not one of them).
    static func fontMethod(_ font: FontValue, _ name: String, _ args: Args) throws -> (Value, changed: Value?)? {
        var f = font
        switch name {
        case "bold": f.spec = f.spec.weight(.bold); return (.font(f), nil)
        case "weight":
            if case .font(let w)? = try args.value(nil, hint: "Font.Weight") { f.spec = f.spec.weight(w.spec.weight) }
            return (.font(f), nil)
        case "italic": f.spec = f.spec.italic(true); return (.font(f), nil)
        case "monospaced":
            // "A fixed-width font from the same family": the system font's is its monospaced design.
            if f.spec.family == "system" { f.spec.family = "ui-monospace" }
            return (.font(f), nil)
        case "monospacedDigit", "smallCaps", "leading": return (.font(f), nil)
        default: return nil
        }
    }

    static func isClosure(_ args: Args) -> Bool {
        guard let last = args.items.last else { return false }
        if case .closure = last.value.kind { return true }
        return false
    }

    /// A stable sort that lets the comparison throw.
    static func mergeSorted(_ items: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
        if items.count < 2 { return items }
        let mid = items.count / 2
        let a = try mergeSorted(Array(items[..<mid]), by: less), b = try mergeSorted(Array(items[mid...]), by: less)
        var out: [Value] = [], i = 0, j = 0
        out.reserveCapacity(items.count)
        while i < a.count && j < b.count {
            if try less(b[j], a[i]) { out.append(b[j]); j += 1 } else { out.append(a[i]); i += 1 }
        }
        return out + a[i...] + b[j...]
    }

    /// Fisher–Yates with the scene's seeded generator.
    static func shuffled(_ items: [Value], _ ev: Evaluator) throws -> [Value] {
        var out = items
        if out.count < 2 { return out }
        for i in stride(from: out.count - 1, to: 0, by: -1) {
            let j = Int(ev.runtime.random(below: UInt64(i + 1)))
            out.swapAt(i, j)
        }
        return out
    }
}

extension Evaluator {
    /// Refuses collections past what a scene can hold.
    func checkSize(_ count: Int, at: Int) throws {
        if count > 1_000_000 { throw RuntimeError(message: "an array grew past 1,000,000 elements", at: at) }
    }
}

extension Builtins {
    /// Whether `map` on `v` is Optional's: not a sequence's or a runtime object's.
    private static func isOptionalMapBase(_ v: Value) -> Bool {
        switch v {
        case .array, .dictionary, .string, .range, .doubleRange: return false
        // An object that is no sequence (a window scene found by `first`): Optional's map.
        case .object(let o): return !(o is ValueSequence) && o.typeName != "Set"
        case .instance: return SetValues.elements(v) == nil
        default: return true
        }
    }

    /// The methods of the runtime's value objects: UIKit's, dates', gestures', attributed
    /// strings', paths', publishers' and transforms'.
    private static func valueObjectMethod(_ base: Value, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> (Value, changed: Value?)? {
        if let v = try Playground.method(base, name, args, evaluator: ev, at: at) { return (v, nil) }
        if let v = try CalendarValues.method(base, name, args, evaluator: ev, at: at) { return (v, nil) }
        if let r = try CalendarValues.componentsMethod(base, name, args, evaluator: ev, at: at) { return r }
        if case .object(let g as GestureObject) = base, let v = try Gestures.method(g, name, args, at: at) { return (v, nil) }
        if case .object(let a as AttributedStringObject) = base, let r = try attributedMethod(a, name, args, evaluator: ev, at: at) { return r }
        if case .object(let p as PathObject) = base, let r = try PathValues.method(p.path, name, args, evaluator: ev) { return r }
        // `Timer.publish(…).autoconnect()`: the publisher connects when a view subscribes.
        if case .object(let t as TimerPublisherObject) = base, name == "autoconnect" { return (.object(t), nil) }
        // `timer.upstream.connect()`: the connection, whose `cancel()` stops the timer's ticks.
        if case .object(let t as TimerPublisherObject) = base, name == "connect" { return (.object(TimerConnectionObject(t)), nil) }
        if case .object(let c as TimerConnectionObject) = base, name == "cancel" { c.publisher.cancel(); return (.void, nil) }
        if case .object(let t as AffineTransformObject) = base, let r = try PathValues.transformMethod(t.transform, name, args, evaluator: ev) {
            return (r, nil)
        }
        return nil
    }
}
