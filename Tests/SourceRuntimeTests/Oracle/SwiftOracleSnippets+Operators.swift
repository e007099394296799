/// Snippets of `Comparable` enums and of the file's own operator functions
/// (`SwiftOracleTests` runs these with the rest; those at file scope are with the extensions').
extension SwiftOracleTests {
    static let operators: [String] = [
        // A `Comparable` enum without raw values: its cases in declaration order; one with raw
        // values compares by its own `<`.
        "enum Size: Comparable { case small, medium, large }\n---\nprint(Size.small < .large, Size.large <= .medium, Size.medium >= .medium, Size.large > Size.small)",
        "enum Size: Comparable { case small, large }\n---\nlet s: Size = .large\nif s > .small { print(\"larger\") }\nprint(s < .small ? 1 : 2)",
        "enum Level: Int, Comparable {\n    case low = 3, high = 1\n    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }\n}\n---\nprint(Level.low < .high, Level.high < Level.low)",
        "enum Size: Comparable { case small, medium, large }\n---\nprint([Size.large, .small, .medium].sorted().map { \"\\($0)\" }, [Size.medium, .large].max() == .large)",
        // The file's own operator functions, in a type, an extension or at the top level, and
        // what `==` and `<` give (`!=`, `>`, `<=`, `>=`); those at file scope are
        // with the extensions' snippets.
        "struct V { var x: Double; var y: Double\n    static func + (a: V, b: V) -> V { V(x: a.x + b.x, y: a.y + b.y) }\n    static func * (a: V, k: Double) -> V { V(x: a.x * k, y: a.y * k) }\n}\n---\nlet v = V(x: 1, y: 2) + V(x: 3, y: 4)\nlet w = v * 0.5\nprint(v.x, v.y, w.x, w.y)",
        "struct P: Equatable { let id: Int; let name: String\n    static func == (a: P, b: P) -> Bool { a.id == b.id }\n}\n---\nprint(P(id: 1, name: \"a\") == P(id: 1, name: \"b\"), P(id: 1, name: \"a\") != P(id: 2, name: \"a\"), P(id: 3, name: \"c\") != P(id: 3, name: \"d\"))",
        "struct T: Comparable { let n: Int\n    static func < (a: T, b: T) -> Bool { a.n < b.n }\n}\n---\nlet a = T(n: 1), b = T(n: 2)\nprint(a < b, a > b, a <= b, b >= a, a >= b, [b, a].sorted().map(\\.n))",
        "struct W { var n: Int\n    static func += (lhs: inout W, rhs: Int) { lhs.n += rhs * 10 }\n}\n---\nvar w = W(n: 1)\nw += 2\nw += 3\nprint(w.n)",
    ]
}
