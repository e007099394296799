/// Foundation's text scanning and Swift's fixed-width integers, as real files' hex colour
/// initialisers use them, and trailing closures given to labelled parameters
/// (`SwiftOracleTests` runs these with the rest).
extension SwiftOracleTests {
    static let foundation: [String] = [
        // A date prints as Foundation prints it; storage reserved changes nothing seen.
        "let d = Date(timeIntervalSinceReferenceDate: 86_400 * 400 + 3_725.5)\nprint(d.description, \"\\(d)\")",
        "var xs = [3, 1]\nxs.reserveCapacity(100)\nxs.append(2)\nprint(xs, xs.count)",
        // A hex colour read by a scanner, from a string cleaned of what is not a digit.
        "var rgb: UInt64 = 0\nScanner(string: \"fbc2eb\").scanHexInt64(&rgb)\nprint(rgb, (rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF)",
        "let hex = \"#2596be\".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)\nvar int = UInt64()\nScanner(string: hex).scanHexInt64(&int)\nprint(hex, int, hex.count)",
        "var v: UInt64 = 7\nlet ok = Scanner(string: \"  zz\").scanHexInt64(&v)\nprint(ok, v)",
        "var v: UInt64 = 0\nprint(Scanner(string: \"0x1F tail\").scanHexInt64(&v), v)",
        "var v: UInt32 = 0\nScanner(string: \"FF00FF\").scanHexInt32(&v)\nprint(v, Double(v >> 16) / 255)",
        "let s = Scanner(string: \"#a0b0c0\")\ns.charactersToBeSkipped = CharacterSet(charactersIn: \"#\")\nvar v: UInt64 = 0\ns.scanHexInt64(&v)\nprint(v)",
        "let s = Scanner(string: \"ff8800\")\nprint(s.scanUInt64(representation: .hexadecimal) ?? 0, s.isAtEnd)",
        "print(\"  hi \\n\".trimmingCharacters(in: .whitespacesAndNewlines), \"xxhixx\".trimmingCharacters(in: CharacterSet(charactersIn: \"x\")))",
        "print(\"--7--\".trimmingCharacters(in: CharacterSet.decimalDigits.inverted))",
        "var d = 3.5\nprint(Scanner(string: \"x\").scanDouble(&d), d)\nvar i = 9\nprint(Scanner(string: \"x\").scanInt(&i), i)",
        "let s = Scanner(string: \"12 3.5\")\nvar i = 0\nvar d = 0.0\nprint(s.scanInt(&i), s.scanDouble(&d), i, d, s.isAtEnd)",
        "let s = Scanner(string: \"12.5e2 -3 .5 2e\")\nvar a = 0.0, b = 0.0, c = 0.0, d = 0.0\nprint(s.scanDouble(&a), a, s.scanDouble(&b), b, s.scanDouble(&c), c, s.scanDouble(&d), d)",
        // Tuple assignment, to declared constants too (hex colour code splits a value so).
        "var (a, b) = (1, 2)\n(a, b) = (b, a)\nprint(a, b)",
        "let r, g: Int\n(r, g) = (5, 6)\nprint(r, g)",
        // A trailing closure goes to the first parameter of function type, whatever its label.
        "func twice(times n: Int, body: () -> Int) -> Int { body() * n }\n---\nprint(twice(times: 2) { 21 })",
        "struct S { var f: () -> Int }\n---\nlet s = S { 7 }\nprint(s.f())",
        "struct T { let g: Int\n init(label: String, make: () -> Int) { g = make() } }\n---\nprint(T(label: \"x\") { 5 }.g)",
        "func run(_ n: Int, then: (() -> Void)? = nil) { print(n); then?() }\n---\nrun(1) { print(\"done\") }",
        "print(\"hello world\".capitalized, \"HELLO wOrld\".capitalized, \"it's 3pm\".capitalized)",
        // Fixed-width integers and radix conversions.
        "print(Int(\"ff\", radix: 16) ?? -1, Int(\"zz\", radix: 16) ?? -1, UInt64(\"12\") ?? 0)",
        "let a = UInt8(200)\nlet b = Int(a) + 100\nprint(a, b, Int64(-5), UInt32(7) * 2)",
        "print(UInt64(), Int32(3.9), Int16(-3.9))",
        "print(hypot(3.0, 4.0), fmod(7.5, 2.0), log10(1000.0), log2(8.0))",
    ]
}
