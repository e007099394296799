/// The snippets `SwiftOracleTests` runs: plain Swift, each printing what it computes.
extension SwiftOracleTests {
    static let snippets: [String] = basics + more + operators + extensions + classes + foundation

    /// Literals, numbers, strings, optionals, collections, control flow, closures, types.
    static let basics: [String] = [
        // Integer literals take the type their context wants.
        "let d: Double = 1/2\nprint(d)",
        "let d: Double = 1 + 1/2\nprint(d)",
        "let m: Double = -1/2\nprint(m)",
        "let t: Double = true ? 1/2 : 1\nprint(t)",
        "let xs: [Double] = [1/2, 3/4]\nprint(xs)",
        "let o: Double? = 1/2\nprint(o ?? 0)",
        "let c: CGFloat = 41/255\nprint(c > 0.16 && c < 0.17)",
        "print(1/3 as Double)",
        "print(Double(1/2))",
        "var x: Double = 0\nx = 3/4\nprint(x)",
        "var x: Double = 1\nx += 1/2\nprint(x)",
        "func half() -> Double { 1/2 }\n---\nprint(half())",
        "func scaled(_ v: Double) -> Double { v * 2 }\n---\nprint(scaled(1/4))",
        "struct S { var a: Double = 1/8 }\n---\nprint(S().a)",
        "struct S { var a: Double }\n---\nprint(S(a: 3/2).a)",
        // Integer arithmetic stays integer between integers.
        "let i = 7/2\nprint(i)",
        "print(7 / 2, -7 / 2, 7 % 3, -7 % 3)",
        "let a = 10\nlet b = 4\nprint(a / b, a % b)",
        "let n = 5\nlet h = n / 2\nprint(h)",
        "print(Int(7.9), Int(-7.9), Int(2.5.rounded()))",
        // Doubles.
        "let x: Double = 3\nprint(x / 2, 2 / x)",
        "print(0.1 + 0.2)",
        "print(1.0, 2.5, 1e3, 1.5e-3)",
        "print(Double(3), Double(7) / 2)",
        "print((2.0).squareRoot(), abs(-3.5), min(2, 3.5), max(1, 2))",
        "print(Double.pi)",
        "print(sin(0.0), cos(0.0))",
        "print(floor(2.7), ceil(2.1), round(2.5), round(-2.5))",
        "print(pow(2.0, 10.0))",
        "print(Int.max, Int.min)",
        // A floating-point literal types every literal it is computed with as a Double.
        "print(7 / 2 * 2.0, 1 + 1 / 2 * 2.0, -(1 / 2) + 0.5)",
        "let i = 3\nprint(i > 2 ? 1.5 : 2, i < 2 ? 1.5 : 2)",
        "let i = 3\nlet b = i < 2 ? 1.5 : 2\nlet c = i < 2 ? 1 : 2\nprint(b, c, \"\\(i < 2 ? 1.5 : 2)\", [i < 2 ? 1.5 : 2])",
        "print(7 / 2 < 3.5, 1 / 2 == 0.5, 3 / 2 > 1.4)",
        "let k = 4\nprint(k / 3, k % 3 == 1, Double(k / 3) * 1.5)",
        // An array of Doubles keeps them Doubles: an element or the whole assigned anew.
        "var xs = [0.5, 1.5]\nxs[1] = 5\nxs += [2]\nprint(xs)",
        "var ys = [0.5]\nys = [1, 2]\nys[0] += 1\nprint(ys)",
        "print(7.isMultiple(of: 0), 0.isMultiple(of: 0), 6.isMultiple(of: -3), Int.min.isMultiple(of: -1))",
        "let m = -Int.max\nlet h = 2.5\nprint(-m, abs(m), m.magnitude, -(-h), 0 - h)",
        "let two = 2.0\nprint(3.0 == 3, two < 2.5)",
        // Strings.
        "let name = \"Swift\"\nprint(\"Hello, \\(name)!\")",
        "print(\"a\" + \"b\", \"abc\".count, \"\".isEmpty)",
        "print(\"\\(1 + 2) and \\(1.5)\")",
        "print(\"Hello\".uppercased(), \"Hello\".lowercased())",
        "print(String(42), String(3.5))",
        "let s = \"a,b,c\"\nprint(s.split(separator: \",\").count)",
        "print([\"x\", \"y\", \"z\"].joined(separator: \"-\"))",
        "print(Array(\"abc\").count, Array(\"héllo\").count)",
        "print(\"abc\".hasPrefix(\"ab\"), \"abc\".contains(\"bc\"))",
        // Optionals.
        "let o: Int? = nil\nprint(o ?? 7)",
        "let o: Int? = 3\nif let v = o { print(v) } else { print(\"none\") }",
        "let xs = [1, 2, 3]\nprint(xs.first ?? 0, xs.last ?? 0)",
        "let e: [Int] = []\nprint(e.first == nil)",
        "let o: String? = \"x\"\nprint(o?.count ?? 0)",
        // Collections.
        "var xs = [3, 1, 2]\nxs.append(5)\nprint(xs, xs.count)",
        "print([3, 1, 2].sorted(), [3, 1, 2].sorted(by: >))",
        "print([1, 2, 3].map { $0 * 2 }, [1, 2, 3, 4].filter { $0 % 2 == 0 })",
        "print([1, 2, 3].reduce(0, +), [1, 2, 3].reduce(0) { $0 + $1 * $1 })",
        "print([\"1\", \"x\", \"3\"].compactMap { Int($0) })",
        "let xs = [5, 6, 7]\nfor (i, x) in xs.enumerated() { print(i, x) }",
        "print([1, 2, 3].contains(2), [1, 2, 3].firstIndex(of: 3) ?? -1)",
        "var xs = [1, 2, 3]\nxs.remove(at: 0)\nxs.insert(9, at: 1)\nprint(xs)",
        "print(Array(1...4), Array(0..<3))",
        "print(Array([1, 2, 3, 4].prefix(2)), Array([1, 2, 3, 4].suffix(2)), Array([1, 2, 3].dropFirst()))",
        "var d: [String: Int] = [:]\nd[\"a\"] = 1\nprint(d[\"a\"] ?? 0, d[\"b\"] ?? 0, d.count)",
        "let t = (x: 1, y: 2)\nprint(t.x + t.y)",
        "print(stride(from: 0, to: 10, by: 3).map { $0 })",
        // Control flow.
        "var s = 0\nfor i in 1...10 where i % 2 == 0 { s += i }\nprint(s)",
        "var i = 0\nwhile i < 5 { i += 2 }\nprint(i)",
        "var i = 10\nrepeat { i -= 3 } while i > 0\nprint(i)",
        "for i in 0..<5 { if i == 1 { continue }; if i == 3 { break }; print(i) }",
        "let v = 5\nswitch v { case 0: print(\"zero\"); case 1...5: print(\"small\"); default: print(\"big\") }",
        "let p = (1, 2)\nswitch p { case (0, _): print(\"a\"); case (_, 2): print(\"b\"); default: print(\"c\") }",
        "let v = 4\nswitch v { case let x where x % 2 == 0: print(\"even\", x); default: print(\"odd\") }",
        // Closures and captures.
        "var count = 0\nlet inc = { count += 1 }\ninc(); inc()\nprint(count)",
        "let add: (Int, Int) -> Int = { $0 + $1 }\nprint(add(2, 3))",
        "var fs: [() -> Int] = []\nfor i in 0..<3 { fs.append { i * 10 } }\nprint(fs.map { $0() })",
        "func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }\n---\nprint(apply({ $0 + 1 }, to: 4))",
        "func greet(_ name: String, loudly: Bool = false) -> String { loudly ? name.uppercased() : name }\n---\nprint(greet(\"a\"), greet(\"b\", loudly: true))",
        "func swapped(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }\n---\nvar x = 1\nvar y = 2\nswapped(&x, &y)\nprint(x, y)",
        // Structs and enums.
        "struct P { var x: Int; var y: Int\n  func sum() -> Int { x + y } }\n---\nvar p = P(x: 1, y: 2)\np.x = 5\nprint(p.sum())",
        "struct P { var x = 0 }\n---\nvar a = P()\nvar b = a\nb.x = 3\nprint(a.x, b.x)",
        "struct P { var x: Int\n  var doubled: Int { x * 2 } }\n---\nprint(P(x: 4).doubled)",
        "struct P { static let origin = 7 }\n---\nprint(P.origin)",
        "enum Dir { case up, down }\n---\nlet d = Dir.up\nprint(d == .up, d == .down)",
        "enum Shape { case circle(Double), square(Double) }\n---\nlet s = Shape.circle(2)\nif case .circle(let r) = s { print(r) }",
        "enum Level: Int { case low = 1, high = 3 }\n---\nprint(Level.high.rawValue, Level(rawValue: 1) == .low)",
        "enum Mood: String { case happy, sad }\n---\nprint(Mood.sad.rawValue)",
        "enum Op { case add, mul\n  func apply(_ a: Int, _ b: Int) -> Int { switch self { case .add: return a + b; case .mul: return a * b } } }\n---\nprint(Op.mul.apply(3, 4))",

    ].map { $0 }

    /// Where the interpreter is known to differ from swiftc still: each must differ (a snippet
    /// that starts to agree moves up to `snippets`).
    static let knownDifferences: [String] = [
        // Float is a Double here: printed with a Double's digits.
        "let f: Float = 1/3\nprint(f)",
        // Not in the subset yet: the overflow-reporting arithmetic.
        "let big = Int.max\nprint(big.addingReportingOverflow(1).overflow)",
        // A literal inside a tuple pattern.
        "let t = (1, \"a\")\nswitch t { case (let n, \"a\"): print(n); default: print(\"no\") }",
    ]
}
