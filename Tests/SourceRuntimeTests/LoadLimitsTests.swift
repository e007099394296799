import SourceRuntime
import XCTest

/// Refused at load, before the parser reads deeply: a file too large, nested or chained too
/// deep, or reaching outside the subset (files, processes, network, environment, clock).
final class LoadLimitsTests: XCTestCase {
    private func body(_ line: String) -> String {
        "import SwiftUI\nstruct V: View {\n    var body: some View {\n        \(line)\n    }\n}\n"
    }

    func testEveryNameThatReachesOutsideIsRefusedWhereItIs() throws {
        let uses: [(code: String, name: String)] = [
            ("let a = FileManager.default.contents(atPath: \"/etc/passwd\")", "FileManager"),
            ("let p = Process()", "Process"),
            ("let u = URLSession.shared", "URLSession"),
            ("let s = try? String(contentsOfFile: \"/etc/passwd\")", "contentsOfFile"),
            ("let d = try? Data(contentsOf: URL(fileURLWithPath: \"/etc/passwd\"))", "Data(contentsOf:)"),
            ("let e = ProcessInfo.processInfo.environment", "ProcessInfo"),
            ("let h = getenv(\"HOME\")", "getenv"),
            ("let b = Bundle.main.bundlePath", "Bundle"),
            ("let t = CFAbsoluteTimeGetCurrent()", "CFAbsoluteTimeGetCurrent"),
            ("let n = DispatchTime.now().uptimeNanoseconds", "uptimeNanoseconds"),
            // In backticks, the same name (the place is the token's, backtick and all).
            ("let f = `FileManager`.default", "FileManager"),
        ]
        let source = body(uses.map(\.code).joined(separator: "\n        ") + "\n        return Text(\"hi\")")
        let e = try XCTUnwrap(loadError(source, file: "Reach.swift"))
        XCTAssertEqual(e.diagnostics.count, uses.count, e.description)
        for (k, use) in uses.enumerated() {
            guard k < e.diagnostics.count else { break }
            let d = e.diagnostics[k]
            XCTAssertEqual(d.line, 4 + k, d.headline)
            // The column is where the name starts on its line (UTF-8 bytes from 1, as swiftc's).
            let first = use.name == "Data(contentsOf:)" ? "contentsOf" : use.code.contains("`") ? "`" + use.name : use.name
            let column = try XCTUnwrap(use.code.range(of: String(first))).lowerBound.utf16Offset(in: use.code) + 9
            XCTAssertEqual(d.column, column, d.headline)
            XCTAssertTrue(d.message.hasPrefix("'\(use.name)' is not available"), d.headline)
        }
    }

    func testTheSameWordsInStringsCommentsAndOtherCallsPlay() throws {
        let source = body("""
        // FileManager, Process and getenv in a comment
                var items = [1]
                items.append(contentsOf: [2])
                return Text("Process \\(items.count) FileManager /* getenv */")
        """)
        XCTAssertNil(loadError(source, file: "Words.swift"))
    }

    func testAFileOverTenMegabytesIsOneErrorAtItsStart() throws {
        let source = body("Text(\"hi\")") + "// " + String(repeating: "x", count: 10 << 20) + "\n"
        let e = try XCTUnwrap(loadError(source, file: "Big.swift"))
        XCTAssertEqual(e.diagnostics.count, 1)
        XCTAssertEqual(e.diagnostics.first?.headline, "Big.swift:1:1: error: the file is 10.0 MB; files over 10 MB are not played")
    }

    func testNestingOverAThousandIsOneErrorWhereItPassesTheLimit() throws {
        let source = body("Text(\"\\(" + String(repeating: "(", count: 1_200) + "1" + String(repeating: ")", count: 1_200) + ")\")")
        let e = try XCTUnwrap(loadError(source, file: "Deep.swift"))
        XCTAssertEqual(e.diagnostics.count, 1)
        // The struct's and the body's braces, `Text(` and the interpolation's `(` open four
        // levels before the run of parentheses (from column 17): its 997th passes 1,000.
        XCTAssertEqual(e.diagnostics.first?.line, 4)
        XCTAssertEqual(e.diagnostics.first?.column, 17 + 996)
        XCTAssertTrue(e.diagnostics[0].message.contains("more than 1,000 levels"), e.description)
        // Stacks in stacks count as well.
        let stacks = body(String(repeating: "VStack {\n", count: 1_100) + "Text(\"x\")" + String(repeating: "}\n", count: 1_100))
        let s = try XCTUnwrap(loadError(stacks, file: "Stacks.swift"))
        XCTAssertEqual(s.diagnostics.count, 1)
        XCTAssertTrue(s.diagnostics[0].message.contains("more than 1,000 levels"), s.description)
    }

    func testAnExpressionChainedPastTheLimitIsOneError() throws {
        // Modifiers in a row, and operators in a row (inside an interpolation too).
        let modifiers = body("Text(\"hi\")" + String(repeating: ".padding(1)", count: 700))
        let m = try XCTUnwrap(loadError(modifiers, file: "Chain.swift"))
        XCTAssertEqual(m.diagnostics.count, 1)
        XCTAssertTrue(m.diagnostics[0].message.contains("chains more than 300"), m.description)
        let sum = body("Text(\"\\(" + String(repeating: "1 + ", count: 20_000) + "1)\")")
        let s = try XCTUnwrap(loadError(sum, file: "Sum.swift"))
        XCTAssertEqual(s.diagnostics.count, 1)
        XCTAssertTrue(s.diagnostics[0].message.contains("chains more than 300"), s.description)
        // A long chain split by commas and lines plays.
        XCTAssertNil(loadError(body("Text(\"hi\")\n" + String(repeating: "            .padding(1)\n", count: 100)), file: "Fine.swift"))
    }
}
