import Foundation

/// What the evaluator reads off a type's name as written: the hints literals and implicit
/// members are typed by.
extension Evaluator {
    /// Whether a type name is one of Swift's floating-point types (a literal there is a Double).
    static func isFloatingType(_ name: String) -> Bool {
        ["Double", "CGFloat", "Float", "TimeInterval", "CFTimeInterval", "Double?", "CGFloat?", "Float?"].contains(name)
    }

    /// The element type of an array type's name (`[Double]` → `Double`).
    static func elementType(_ name: String) -> String? {
        guard name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") else { return nil }
        return String(name.dropFirst().dropLast())
    }

    /// The elements of a tuple type as written (`(x: Double, y: Double)`): each one's label, if
    /// it has one, and type.
    static func tupleElementTypes(_ type: String) -> [(label: String?, type: String)]? {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return nil }
        var parts: [String] = [], current = "", depth = 0
        for c in type.dropFirst().dropLast() {
            if c == "(" || c == "[" || c == "<" { depth += 1 } else if c == ")" || c == "]" || c == ">" { depth -= 1 }
            if c == ",", depth == 0 { parts.append(current); current = ""; continue }
            current.append(c)
        }
        parts.append(current)
        return parts.map { part in
            let halves = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return halves.count == 2 ? (halves[0], halves[1]) : (nil, halves[0])
        }
    }

    /// Whether `e` is a chain of members and calls that starts with an implicit member.
    static func isImplicitChain(_ e: Expr) -> Bool {
        switch e.kind {
        case .member(nil, _): return true
        case .member(let base?, _): return isImplicitChain(base)
        case .call(let callee, _): return isImplicitChain(callee)
        default: return false
        }
    }
}
