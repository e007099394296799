import Scene
import SourceRuntime
import XCTest

/// The interpreter's Swift: each expression shown through a Text, as a user's file would.
final class ExpressionTests: XCTestCase {
    /// What `Text(verbatim: expression)` shows, with `declarations` at the top of the view (a
    /// String, so Swift's descriptions: an interpolated literal given to `Text` directly is a
    /// `LocalizedStringKey`, whose numbers SwiftUI formats otherwise).
    private func shown(_ expression: String, _ declarations: String = "") throws -> String {
        let source = """
        struct V: View {
            \(declarations)
            var body: some View { Text(verbatim: \(expression)) }
        }
        """
        let p = try play(source)
        if let failure = p.scene.failure { XCTFail("\(failure)"); return "" }
        return p.scene.root.children.first?.text ?? p.present().nodes.first { $0.node.kind == .text || $0.node.kind == .glyph }?.node.text ?? ""
    }

    func testArithmeticFollowsSwiftsTypes() throws {
        XCTAssertEqual(try shown("\"\\(7 / 2)\""), "3")
        XCTAssertEqual(try shown("\"\\(7.0 / 2)\""), "3.5")
        XCTAssertEqual(try shown("\"\\(Double(7) / 2)\""), "3.5")
        XCTAssertEqual(try shown("\"\\(7 % 3) \\(-7 % 3)\""), "1 -1")
        XCTAssertEqual(try shown("\"\\(Int(3.9)) \\(Int(-3.9))\""), "3 -3")
        XCTAssertEqual(try shown("\"\\(x)\"", "let x: Double = 10"), "10.0")
        XCTAssertEqual(try shown("\"\\(1 + 2 * 3 - 4)\""), "3")
        XCTAssertEqual(try shown("\"\\(2 > 1 && !(3 < 2) ? \"yes\" : \"no\")\""), "yes")
    }

    func testStringsAndCharacters() throws {
        XCTAssertEqual(try shown("String(Array(\"abc\").reversed())"), "cba")
        XCTAssertEqual(try shown("\"\\(\"hello\".count) \\(\"\".isEmpty)\""), "5 true")
        XCTAssertEqual(try shown("String(\"秋空を\"[1])".replacingOccurrences(of: "[1]", with: ".prefix(2)")), "秋空")
        XCTAssertEqual(try shown("\"a\" + \"b\" + String(3)"), "ab3")
        XCTAssertEqual(try shown("\"abc\".uppercased()"), "ABC")
    }

    func testArraysAndClosures() throws {
        XCTAssertEqual(try shown("\"\\([1, 2, 3].map { $0 * 2 })\""), "[2, 4, 6]")
        XCTAssertEqual(try shown("\"\\([1, 2, 3, 4].filter { $0 % 2 == 0 }.reduce(0, +))\"".replacingOccurrences(of: "reduce(0, +)", with: "reduce(0) { $0 + $1 }")), "6")
        XCTAssertEqual(try shown("\"\\(xs.first(where: { $0 > 1 }) ?? 0) \\(xs.firstIndex(where: { $0 == 3 }) ?? -1)\"", "let xs = [1, 2, 3]"), "2 2")
        XCTAssertEqual(try shown("\"\\(xs.contains(2)) \\(xs.prefix(2)) \\(xs.suffix(1))\"", "let xs = [1, 2, 3]"), "true [1, 2] [3]")
        XCTAssertEqual(try shown("\"\\(Array(xs.enumerated()).map { $0.offset + $0.element })\"", "let xs = [10, 20]"), "[10, 21]")
        XCTAssertEqual(try shown("\"\\(min(3, 1, 2)) \\(max(1.5, 2)) \\(abs(-4))\""), "1 2.0 4")
    }

    func testOptionalsAndTuples() throws {
        XCTAssertEqual(try shown("\"\\(o ?? 5)\"", "let o: Int? = nil"), "5")
        XCTAssertEqual(try shown("\"\\(o!)\"", "let o: Int? = 3"), "3")
        XCTAssertEqual(try shown("\"\\(s?.count ?? -1)\"", "let s: String? = nil"), "-1")
        XCTAssertEqual(try shown("\"\\(t.name) \\(t.1)\"", "let t = (name: \"a\", 2)"), "a 2")
    }

    func testFunctionsStructsAndEnums() throws {
        let declarations = """
        enum Mood: String { case calm, loud }
        struct Step { let duration: Double; var scale: Double = 1 }
        func twice(_ x: Int) -> Int { x * 2 }
        """
        let source = """
        \(declarations)
        struct V: View {
            let steps = [Step(duration: 0.1), Step(duration: 0.2, scale: 3)]
            var mood = Mood.loud
            var body: some View {
                Text(verbatim: "\\(twice(21)) \\(steps[1].scale) \\(steps.reduce(0) { $0 + $1.duration }) \\(mood.rawValue) \\(label(for: 2))")
            }
            func label(for n: Int) -> String {
                switch n {
                case 0: return "none"
                case 1...3: return "few"
                default: return "many"
                }
            }
        }
        """
        let p = try play(source)
        XCTAssertNil(p.scene.failure)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text }?.node.text, "42 3.0 0.30000000000000004 loud few")
    }

    func testLoopsCaptureTheirOwnValues() throws {
        let source = """
        struct V: View {
            @State var text = ""
            var body: some View {
                Text(text).onAppear {
                    var actions: [() -> Void] = []
                    for i in 0..<3 { actions.append { text += String(i) } }
                    var k = 0
                    while k < 2 { k += 1 }
                    for f in actions { f() }
                    text += "/\\(k)"
                    for i in stride(from: 10, to: 0, by: -5) { text += " \\(i)" }
                }
            }
        }
        """
        let p = try play(source)
        XCTAssertNil(p.scene.failure)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text }?.node.text, "012/2 10 5")
    }

    func testALetGivenItsValueLaterTakesIt() throws {
        let f = "func f(_ i: Int) -> Int {\n let x: Int\n if i > 0 { x = i * 2 } else { x = -1 }\n return x\n}"
        XCTAssertEqual(try numbers(f, "\"\\(f(3)) \\(f(0))\""), [6, -1])
    }
}
