/// A call's arguments, evaluated when a built-in asks for them, with the type it expects (so
/// `.red` is a colour where a colour goes and `10` a Double where a Double goes).
final class Args {
    let items: [Argument]
    let scope: Scope
    unowned let evaluator: Evaluator
    /// Where the call is.
    let at: Int
    /// The callee as a message names it (`Text`, `.font`).
    let callee: String

    init(_ items: [Argument], scope: Scope, evaluator: Evaluator, at: Int, callee: String) {
        self.items = items; self.scope = scope; self.evaluator = evaluator; self.at = at; self.callee = callee
    }

    var count: Int { items.count }
    /// The labels in order, worked out once (builtins read them argument by argument).
    private(set) lazy var labels: [String?] = items.map(\.label)

    func has(_ label: String) -> Bool { items.contains { $0.label == label } }

    /// Index of the argument labelled `label` (nil label: the n-th unlabelled one).
    private func index(_ label: String?, nth: Int = 0) -> Int? {
        var seen = 0
        for (i, item) in items.enumerated() where item.label == label {
            if seen == nth { return i }
            seen += 1
        }
        return nil
    }

    func value(_ label: String?, nth: Int = 0, hint: String? = nil) throws -> Value? {
        guard let i = index(label, nth: nth) else { return nil }
        return try evaluator.eval(items[i].value, scope, hint: hint)
    }

    /// The argument at position `i`, whatever its label.
    func value(at i: Int, hint: String? = nil) throws -> Value? {
        guard i < items.count else { return nil }
        return try evaluator.eval(items[i].value, scope, hint: hint)
    }

    func required(_ label: String?, nth: Int = 0, hint: String? = nil) throws -> Value {
        guard let v = try value(label, nth: nth, hint: hint) else {
            throw RuntimeError(message: "missing argument\(label.map { " for parameter '\($0)'" } ?? "") in call to '\(callee)'", at: at)
        }
        return v
    }

    func double(_ label: String?, nth: Int = 0) throws -> Double? {
        guard let v = try value(label, nth: nth, hint: "Double") else { return nil }
        return try evaluator.number(v, at: place(label, nth: nth))
    }

    func requiredDouble(_ label: String?, nth: Int = 0) throws -> Double {
        try evaluator.number(required(label, nth: nth, hint: "Double"), at: place(label, nth: nth))
    }

    func string(_ label: String?, nth: Int = 0) throws -> String? {
        guard let v = try value(label, nth: nth, hint: "String") else { return nil }
        return try evaluator.string(v, at: place(label, nth: nth))
    }

    func function(_ label: String?, nth: Int = 0) throws -> FunctionValue? {
        guard let v = try value(label, nth: nth) else { return nil }
        guard case .function(let f) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type '() -> Void'", at: place(label, nth: nth))
        }
        return f
    }

    /// The last argument when it is a closure (a trailing closure, or one passed by label).
    func trailingClosure() throws -> FunctionValue? {
        guard let last = items.last, case .closure = last.value.kind else { return nil }
        guard case .function(let f) = try evaluator.eval(last.value, scope) else { return nil }
        return f
    }

    /// The first unlabelled closure (a content closure written as the first trailing closure).
    func firstClosure() throws -> FunctionValue? {
        for (i, item) in items.enumerated() where item.label == nil {
            if case .closure = item.value.kind, case .function(let f)? = try value(at: i) { return f }
        }
        return nil
    }

    /// An enum case's payload: each argument typed by its payload's declared type.
    func payload(of c: EnumDecl.Case) throws -> [Value] {
        try (0..<count).map { try value(at: $0, hint: $0 < c.payloadTypes.count ? c.payloadTypes[$0] : nil)! }
    }

    func place(_ label: String?, nth: Int = 0) -> Int {
        index(label, nth: nth).map { items[$0].value.at } ?? at
    }

    /// Refuses labels the built-in does not take, as swiftc words it.
    func allow(_ labels: [String?]) throws {
        for item in items where !labels.contains(where: { $0 == item.label }) {
            let shown = item.label.map { "'\($0):'" } ?? "unlabelled argument"
            let accepted = labels.map { $0.map { "\($0):" } ?? "_" }.joined(separator: ", ")
            throw RuntimeError(message: "extra argument \(shown) in call to '\(callee)' (it takes \(accepted))", at: item.value.at)
        }
    }
}

extension Evaluator {
    func number(_ v: Value, at: Int) throws -> Double {
        // `.p32` where a number goes: a static of the file's `extension CGFloat` (or Double).
        if case .enumCase("", let name, []) = v {
            for type in ["CGFloat", "Double"] {
                if let found = try extensionStatic(type, name, at: at), let d = found.asDouble { return d }
            }
        }
        guard let d = v.asDouble else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Double'", at: at)
        }
        return d
    }

    func integer(_ v: Value, at: Int) throws -> Int {
        guard case .int(let i) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Int'", at: at)
        }
        return i
    }

    func string(_ v: Value, at: Int) throws -> String {
        switch v {
        case .string(let s): return s
        case .character(let c): return String(c)
        default: throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'String'", at: at)
        }
    }
}
