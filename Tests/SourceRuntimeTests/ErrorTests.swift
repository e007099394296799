import Scene
import SourceRuntime
import XCTest

/// Errors are positioned and worded as swiftc words them; runaway code stops the scene.
final class ErrorTests: XCTestCase {
    func testSyntaxErrorsAreSwiftcs() throws {
        let e = try XCTUnwrap(loadError("struct V: View {\n    var body: some View { Text(\"hi\" }\n}\n", file: "Bad.swift"))
        XCTAssertEqual(e.diagnostics.first?.headline, "Bad.swift:2:36: error: expected ')' to end function call")
        let lines = e.description.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(String(lines[1]), "    var body: some View { Text(\"hi\" }")
        XCTAssertEqual(String(lines[2]), String(repeating: " ", count: 35) + "^")
    }

    func testAnIdeographicSpaceIsRefusedWhereSwiftRefusesIt() throws {
        let e = try XCTUnwrap(loadError("let a = 1\u{3000}+ 2\n", file: "S.swift"))
        XCTAssertEqual(e.diagnostics.first?.headline, "S.swift:1:10: error: invalid character in source file")
    }

    func testUnsupportedModifierNamesTheCloseOnes() throws {
        // Refused at load, before anything plays.
        let e = try XCTUnwrap(loadError("struct V: View {\n  var body: some View {\n    Text(\"a\").opacty(0.5)\n  }\n}\n", file: "M.swift"))
        let headline = try XCTUnwrap(e.diagnostics.first?.headline)
        XCTAssertTrue(headline.hasPrefix("M.swift:3:15: error: value of type 'some View' has no member 'opacty'"), headline)
        XCTAssertTrue(headline.contains("'opacity'"), headline)
    }

    func testEveryUnsupportedModifierOfAFileIsReportedAtLoadInOneRun() throws {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").opacty(0.5)
                        Text("b").redacted(reason: .placeholder)
                        Circle().privacySensitive().frame(width: 10)
                        Image(systemName: "star").badge(3)
                    }
                    .greyscale(1)
                }
            }
            """
        let e = try XCTUnwrap(loadError(source, file: "Five.swift"))
        XCTAssertEqual(e.diagnostics.map(\.line), [4, 5, 6, 7, 9])
        XCTAssertEqual(e.diagnostics.map(\.column), [23, 23, 22, 39, 10])
        for (d, name) in zip(e.diagnostics, ["opacty", "redacted", "privacySensitive", "badge", "greyscale"]) {
            XCTAssertTrue(d.message.hasPrefix("value of type 'some View' has no member '\(name)'"), d.message)
        }
        XCTAssertTrue(e.diagnostics[4].message.hasSuffix("did you mean 'grayscale'?"))
    }

    func testARotation3DEffectWithoutAThreeNumberAxisIsRefusedAtTheAxis() throws {
        let p = try play("struct V: View {\n  var body: some View {\n    Text(\"a\").rotation3DEffect(.degrees(30), axis: (1, 0))\n  }\n}\n",
                         file: "R.swift")
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.headline.hasPrefix("R.swift:3:52: error: cannot convert value of type"), failure.headline)
        XCTAssertTrue(failure.headline.contains("'(x: CGFloat, y: CGFloat, z: CGFloat)'"), failure.headline)
        let missing = try play("struct V: View {\n  var body: some View {\n    Text(\"a\").rotation3DEffect(.degrees(30))\n  }\n}\n")
        XCTAssertTrue(try XCTUnwrap(missing.scene.failure).headline.contains("missing argument for parameter 'axis'"))
        // A misspelt filter is named with the close ones, at load.
        let typo = try XCTUnwrap(loadError("struct V: View {\n  var body: some View {\n    Text(\"a\").greyscale(1)\n  }\n}\n"))
        XCTAssertTrue(try XCTUnwrap(typo.diagnostics.first).message.contains("'grayscale'"))
    }

    func testClassesAndUnknownWrappersAreRefusedBeforeAnythingPlays() throws {
        // A class of its own plays (`ClassTests`), as does a UIView subclass; another superclass does not.
        let e = try XCTUnwrap(loadError("class Model: UITableView {}\nstruct V: View {\n  @FetchRequest(sortDescriptors: []) var m: FetchedResults<Item>\n  var body: some View { Text(\"a\") }\n}\n"))
        XCTAssertEqual(e.diagnostics.map(\.line), [1, 3])
        XCTAssertTrue(e.diagnostics[0].message.contains("classes that inherit from 'UITableView' are not supported"))
        XCTAssertTrue(e.diagnostics[1].message.contains("'@FetchRequest' is not supported"))
        // A storyboard's outlets: each named, with what plays instead.
        let outlets = try XCTUnwrap(loadError("import UIKit\nclass VC: UIViewController {\n  @IBOutlet weak var box: UIView!\n  @IBOutlet weak var label: UILabel!\n}\n"))
        XCTAssertEqual(outlets.diagnostics.map(\.line), [3, 4])
        XCTAssertTrue(outlets.diagnostics[0].message.contains("'@IBOutlet' is filled in from a storyboard or nib"), outlets.diagnostics[0].message)
    }

    func testRuntimeErrorsStopTheSceneAtTheirPlace() throws {
        let cases: [(String, String, Int)] = [
            ("let xs = [1]; Text(\"\\(xs[3])\")", "Fatal error: Index out of range", 3),
            ("let o: Int? = nil; Text(\"\\(o!)\")", "Unexpectedly found nil", 3),
            ("let z = 0; Text(\"\\(4 / z)\")", "Division by zero", 3),
            // Swift traps on these too: the scene stops with the error, the process goes on.
            ("let m = Int.min; Text(\"\\(-m)\")", "Fatal error: arithmetic overflow", 3),
            ("let m = Int.min; Text(\"\\(abs(m))\")", "Fatal error: arithmetic overflow", 3),
            ("let m = Int.min; Text(\"\\(m.magnitude)\")", "Fatal error: arithmetic overflow", 3),
            ("let m = Int.min; Text(\"\\(m / -1)\")", "Fatal error: arithmetic overflow", 3),
            ("let m = Int.max; Text(\"\\(m * 2)\")", "Fatal error: arithmetic overflow", 3),
            ("let z = 0; Text(\"\\(4 % z)\")", "Division by zero in remainder operation", 3),
        ]
        for (body, message, line) in cases {
            let source = "struct V: View {\n  var body: some View {\n    \(body.replacingOccurrences(of: "; ", with: "\n    "))\n  }\n}\n"
            let p = try play(source, file: "R.swift")
            let failure = try XCTUnwrap(p.scene.failure, body)
            XCTAssertTrue(failure.headline.contains(message), failure.headline)
            XCTAssertTrue(failure.headline.hasPrefix("R.swift:\(line + 1):"), failure.headline)
        }
    }

    func testAnEndlessLoopInAHandlerStopsWithinTheBudget() throws {
        let source = """
        struct V: View {
            @State var n = 0
            var body: some View {
                Text("\\(n)").onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        while true { n += 1 }
                    }
                }
            }
        }
        """
        let p = try play(source, file: "Loop.swift")
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure)
        p.seek(to: 2)
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.headline.hasPrefix("Loop.swift:6:"), failure.headline)
        XCTAssertTrue(failure.headline.contains("steps without finishing"), failure.headline)
        // The scene stays as it was when it stopped: no more of the file's code runs.
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .glyph || $0.node.kind == .text }?.node.text, "0")
    }

    func testEndlessRecursionStops() throws {
        let source = """
        struct V: View {
            var body: some View { Text("\\(f(1))") }
            func f(_ x: Int) -> Int { f(x + 1) }
        }
        """
        let failure = try XCTUnwrap(try play(source).scene.failure)
        XCTAssertTrue(failure.headline.contains("recursion went deeper"), failure.headline)
    }

    func testTooManyViewsStop() throws {
        let source = """
        struct V: View {
            var body: some View { HStack { ForEach(0..<200_000) { i in Text("x") } } }
        }
        """
        let failure = try XCTUnwrap(try play(source).scene.failure)
        XCTAssertTrue(failure.headline.contains("more than 20,000 views"), failure.headline)
    }

    func testWhichViewShows() throws {
        let two = """
        struct Inner: View { var body: some View { Text("inner") } }
        struct Outer: View { var body: some View { VStack { Inner(); Text("outer") } } }
        """
        let texts = { (p: ScenePlayer) in p.present().nodes.filter { $0.node.kind == .text }.map(\.node.text) }
        XCTAssertEqual(texts(try play(two)), ["inner", "outer"])
        XCTAssertEqual(texts(try play(two + "\nstruct ContentView: View { var body: some View { Text(\"content\") } }")), ["content"])
        let previews = two + "\n#Preview(\"One\") { Inner() }\n#Preview(\"Two\") { Text(\"second\") }\n"
        XCTAssertEqual(texts(try play(previews)), ["inner"])
        XCTAssertEqual(texts(try play(previews, preview: "Two")), ["second"])
        XCTAssertThrowsError(try play(previews, preview: "Three")) { error in
            XCTAssertTrue("\(error)".contains("no #Preview named \"Three\"; it has \"One\", \"Two\""), "\(error)")
        }
    }
}

/// A file cannot exhaust memory: huge ranges, strings and arrays stop with an error.
final class ResourceLimitTests: XCTestCase {
    func testHugeValuesStopWithPositionedErrors() throws {
        let cases: [(String, String)] = [
            ("let xs = Array(0..<Int.max)", "has more than 10,000,000 elements"),
            ("var s = \"ab\"; for _ in 0..<40 { s = s + s }", "a string grew past 10,000,000 bytes"),
            ("var a = [1]; for _ in 0..<40 { a = a + a }", "an array grew past 1,000,000 elements"),
            ("var n = 0; for i in 0..<Int.max { n += i }", "steps without finishing"),
        ]
        for (code, message) in cases {
            let source = "struct V: View {\n  var body: some View { Text(\"x\").onAppear {\n    \(code.replacingOccurrences(of: "; ", with: "\n    "))\n  } }\n}\n"
            let p = try play(source, file: "Big.swift")
            let failure = try XCTUnwrap(p.scene.failure, code)
            XCTAssertTrue(failure.headline.contains(message), "\(code): \(failure.headline)")
            XCTAssertTrue(failure.headline.hasPrefix("Big.swift:"), failure.headline)
        }
    }
}
