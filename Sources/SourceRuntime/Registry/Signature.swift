import Foundation
import Scene

/// One declaration of a modifier or builtin, as SwiftUI declares it: its parameters in order,
/// each with its argument label, its name, its type as Swift names it and whether it has a
/// default. Written as the declaration's parameter list (`"x: CGFloat = 0, y: CGFloat = 0"`),
/// so an entry reads like Apple's page.
struct Signature: CustomStringConvertible {
    struct Parameter {
        /// The argument label (nil: `_`, none).
        let label: String?
        /// The name the entry's code reads the value by.
        let name: String
        /// The type the argument is evaluated as (`Double`, `UnitPoint`, `Color`, `CGSize`).
        let type: String
        let hasDefault: Bool
    }

    let function: String
    let parameters: [Parameter]

    /// `declaration`: the parameter list, e.g. `"_ scale: CGFloat, anchor: UnitPoint = .center"`.
    init(_ function: String, _ declaration: String) {
        self.function = function
        parameters = Signature.split(declaration).map { text in
            let (head, type) = text.splitOnce(":")
            let (typeName, defaultValue) = type.splitOnce("=")
            let words = head.split(separator: " ").map(String.init)
            let label = words[0] == "_" ? nil : words[0]
            return Parameter(label: label, name: words.last!, type: typeName.trimmed, hasDefault: !defaultValue.trimmed.isEmpty)
        }
    }

    /// As swiftc names the function: `offset(x:y:)`.
    var description: String { "\(function)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))" }

    /// The parameter each argument goes to, by Swift's rule for labels: in order, a parameter
    /// with a default may be left out; nil when the labels fit no way. A closure written after
    /// the call (trailing) fills the last parameter of a function type.
    func match(_ labels: [String?]) -> [Int]? {
        var out: [Int] = []
        out.reserveCapacity(labels.count)
        var p = 0
        for label in labels {
            while p < parameters.count, parameters[p].label != label {
                guard parameters[p].hasDefault else { return nil }
                p += 1
            }
            guard p < parameters.count else { return nil }
            out.append(p)
            p += 1
        }
        while p < parameters.count { guard parameters[p].hasDefault else { return nil }; p += 1 }
        return out
    }

    /// Why `labels` fit no way, in swiftc's words, and the argument it is about (nil: the
    /// call): an argument no parameter takes, a parameter without a default left out, or
    /// labels out of order.
    func mismatch(_ labels: [String?]) -> (message: String, argument: Int?) {
        let known = Set(parameters.map(\.label))
        for (i, label) in labels.enumerated() where !known.contains(label) {
            let expected = i < parameters.count ? parameters[i].label : nil
            switch (label, expected) {
            case (nil, let expected?): return ("missing argument label '\(expected):' in call", i)
            case (let label?, nil) where i < parameters.count: return ("extraneous argument label '\(label):' in call", i)
            default: return (label.map { "extra argument '\($0)' in call" } ?? "extra argument in call", i)
            }
        }
        if labels.count > parameters.count { return ("extra argument in call", parameters.count) }
        // Every label is known: either one comes too early, or a parameter is missing.
        var p = 0
        for (i, label) in labels.enumerated() {
            guard let at = parameters[p...].firstIndex(where: { $0.label == label }) else {
                let later = labels[i] ?? "_"
                let earlier = labels[..<i].last.map { $0 ?? "_" } ?? "_"
                return ("argument '\(later)' must precede argument '\(earlier)'", i)
            }
            p = at + 1
        }
        let given = Set(labels)
        if let (k, missing) = parameters.enumerated().first(where: { !$0.1.hasDefault && !given.contains($0.1.label) }) {
            return ("missing argument for parameter \(missing.label.map { "'\($0)'" } ?? "#\(k + 1)") in call", nil)
        }
        return ("no exact matches in call to instance method '\(function)'", nil)
    }

    /// Splits a parameter list at its top-level commas (a tuple type keeps its own).
    private static func split(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c == ",", depth == 0 { parts.append(current.trimmed); current = ""; continue }
            current.append(c)
        }
        if !current.trimmed.isEmpty { parts.append(current.trimmed) }
        return parts
    }
}

/// A call's arguments matched to one of its declarations: each read by its parameter's name,
/// evaluated as its parameter's type.
struct BoundArguments {
    let signature: Signature
    let args: Args
    /// For each parameter, the argument given for it (nil: its default).
    private let given: [Int?]

    /// The first of `signatures` the call's labels fit, or swiftc's error naming them all.
    /// `cache`: the last match made for these signatures, taken when the labels are the same.
    init(_ args: Args, _ signatures: [Signature], cache: MatchCache? = nil) throws {
        if let cache, let (index, given) = cache.match(for: args.items), index < signatures.count {
            self.signature = signatures[index]; self.args = args; self.given = given
            return
        }
        let labels = args.labels
        for (index, s) in signatures.enumerated() {
            guard let m = s.match(labels) else { continue }
            var given = [Int?](repeating: nil, count: s.parameters.count)
            for (arg, p) in m.enumerated() { given[p] = arg }
            self.signature = s; self.args = args; self.given = given
            cache?.keep(labels, index, given)
            return
        }
        // The declaration that knows every label given (else the first) says what is wrong.
        let closest = signatures.first { s in labels.allSatisfy { l in s.parameters.contains { $0.label == l } } } ?? signatures[0]
        let (message, argument) = closest.mismatch(labels)
        throw RuntimeError(message: message, at: argument.map { args.items[$0].value.at } ?? args.at)
    }

    private func index(_ name: String) -> Int? {
        guard let p = signature.parameters.firstIndex(where: { $0.name == name }) else { return nil }
        return given[p]
    }

    func has(_ name: String) -> Bool { index(name) != nil }

    /// Where the argument for `name` is written (the call's place when it is left out).
    func place(_ name: String) -> Int { index(name).map { args.items[$0].value.at } ?? args.at }

    /// The argument for `name`, evaluated as its parameter's type; nil when left out.
    func value(_ name: String) throws -> Value? {
        guard let i = index(name), let p = signature.parameters.first(where: { $0.name == name }) else { return nil }
        return try args.value(at: i, hint: p.type)
    }

    func double(_ name: String, default fallback: Double) throws -> Double {
        guard let v = try value(name) else { return fallback }
        return try args.evaluator.number(v, at: place(name))
    }

    func point(_ name: String, default fallback: UnitPoint = .center) throws -> UnitPoint {
        guard let v = try value(name) else { return fallback }
        if case .unitPoint(let p) = v { return p }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'UnitPoint'", at: place(name))
    }

    /// A `CGSize` or `CGPoint` argument: its two numbers.
    func pair(_ name: String, as type: String) throws -> (Double, Double)? {
        guard let v = try value(name) else { return nil }
        guard case .tuple(let items, _) = v, items.count == 2 else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type '\(type)'", at: place(name))
        }
        return (try args.evaluator.number(items[0], at: place(name)), try args.evaluator.number(items[1], at: place(name)))
    }
}

/// The labels a list of declarations was last matched with, and the match: a modifier is
/// called again and again with the same labels (`.offset(y:)` for every letter of a text), and
/// the same labels always make the same match. Shared by every scene of the process, so
/// guarded by a lock.
final class MatchCache: @unchecked Sendable {
    private let lock = NSLock()
    private var labels: [String?] = []
    private var index = -1
    private var given: [Int?] = []

    /// The declaration and parameters the call's labels matched last time, if they are the same.
    func match(for items: [Argument]) -> (Int, [Int?])? {
        lock.lock()
        defer { lock.unlock() }
        guard index >= 0, items.count == labels.count else { return nil }
        for k in items.indices where items[k].label != labels[k] { return nil }
        return (index, given)
    }

    func keep(_ labels: [String?], _ index: Int, _ given: [Int?]) {
        lock.lock()
        defer { lock.unlock() }
        (self.labels, self.index, self.given) = (labels, index, given)
    }
}

private extension String {
    var trimmed: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    func splitOnce(_ separator: Character) -> (String, String) {
        guard let i = firstIndex(of: separator) else { return (self, "") }
        return (String(self[..<i]), String(self[index(after: i)...]))
    }
}
