import Foundation
@testable import SourceRuntime
internal import SwiftParser
internal import SwiftSyntax
import XCTest

/// A file parsed in parts on several cores gives the very tree the toolchain's parser gives
/// for the whole text: the same nodes, tokens and trivia, or else the whole text is parsed in
/// one piece. The expected tree is always `Parser.parse(source:)` of the whole text.
final class SourceParseTests: XCTestCase {
    private var packageFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The joined tree is the whole one; so are the folded tree and the names worked out part
    /// by part, when they were.
    private func assertSameAsWhole(_ text: String, parts: Int, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let whole = Parser.parse(source: text)
        let split = SourceParse.parseAll(text, parts: parts)
        XCTAssertEqual(split.tree.description, text, "\(name): the text round-trips", file: file, line: line)
        XCTAssertEqual(Syntax(split.tree).debugDescription(includeTrivia: true), Syntax(whole).debugDescription(includeTrivia: true),
                       "\(name) in \(parts) parts", file: file, line: line)
        if let folded = split.folded {
            XCTAssertEqual(Syntax(folded).debugDescription(includeTrivia: true),
                           Syntax(Lowering.folded(whole)).debugDescription(includeTrivia: true), "\(name) folded", file: file, line: line)
        }
        if let names = split.names {
            let wholeNames = FileNames(in: whole)
            XCTAssertEqual(names.declared, wholeNames.declared, file: file, line: line)
            XCTAssertEqual(names.local, wholeNames.local, file: file, line: line)
            XCTAssertEqual(names.identifiers, wholeNames.identifiers, file: file, line: line)
            XCTAssertEqual(names.members, wholeNames.members, file: file, line: line)
        }
    }

    /// Every Swift file of the package's gallery and benchmarks, cut into 2 and 5 parts (the
    /// largest benchmarks are left to the test below, for time).
    func testTheGalleryAndBenchmarksParseAsWholes() throws {
        var files: [URL] = []
        for folder in ["assets/scenes", "Benchmarks"] {
            let url = packageFolder.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
        }
        XCTAssertGreaterThan(files.count, 20)
        var compared = 0
        var cutFiles = 0
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.utf8.count < 40_000 else { continue }
            if !SourceParse.cuts(in: Array(text.utf8), parts: 2).isEmpty { cutFiles += 1 }
            for parts in [2, 5] { assertSameAsWhole(text, parts: parts, url.lastPathComponent) }
            compared += 1
        }
        // Most of them are cut somewhere: the comparison is of joined trees, not of whole parses.
        XCTAssertGreaterThan(cutFiles, compared / 2)
    }

    /// The large benchmark file is cut near its middle, and its joined tree is the whole one.
    func testALargeFileIsCutNearItsMiddle() throws {
        let text = try String(contentsOf: packageFolder.appendingPathComponent("Benchmarks/Lines2000.swift"), encoding: .utf8)
        let bytes = Array(text.utf8)
        let cuts = SourceParse.cuts(in: bytes, parts: 2)
        XCTAssertEqual(cuts.count, 1)
        let middle = Double(cuts.first ?? 0) / Double(bytes.count)
        XCTAssertEqual(middle, 0.5, accuracy: 0.05)
        // Right after a `}` that starts its line, before the line break.
        XCTAssertEqual(bytes[(cuts.first ?? 1) - 1], UInt8(ascii: "}"))
        XCTAssertEqual(bytes[cuts.first ?? 0], 0x0A)
        assertSameAsWhole(text, parts: 2, "Lines2000.swift")
        let split = SourceParse.parseAll(text, parts: 2)
        XCTAssertNotNil(split.folded, "folded in the parts' threads")
        XCTAssertEqual(split.names?.declared.contains("Card57"), true)
        XCTAssertEqual(split.names?.members.contains("spring"), true)
    }

    private let view = "struct A: View {\n    var body: some View { Text(\"a\") }\n}\n"

    /// A line `}` followed by a declaration inside a multi-line string, a block comment, an
    /// `#if` or a raw string is no place to cut: the parts do not parse cleanly, and the whole
    /// text is parsed instead.
    func testCutsInsideStringsCommentsAndConditionsFallBackToTheWhole() {
        let cases: [(String, String)] = [
            ("a multi-line string", "let s = \"\"\"\n  text\n}\nstruct B {}\n\"\"\"\n"),
            ("a raw multi-line string", "let s = #\"\"\"\n}\nstruct B {}\n\"\"\"#\n"),
            ("a block comment", "/* a note\n}\nstruct B {}\n*/\n"),
            ("an #if", "#if DEBUG\nstruct C {\n}\nstruct B {}\n#endif\n"),
            ("a doc comment", "struct C {\n}\n/// B's own words\n@MainActor\nstruct B {}\n"),
            ("trailing blanks and CRLF", "struct C {\r\n}  \r\n\r\n// note\r\nstruct B {}\r\n"),
            ("an error after the cut", "struct C {\n}\nstruct B { var x: = 1 }\n"),
            ("an error before the cut", "struct C { let = }\n}\nstruct B {}\n"),
        ]
        for (name, tail) in cases {
            let text = view + tail + view.replacingOccurrences(of: "struct A", with: "struct Z")
            XCTAssertFalse(SourceParse.cuts(in: Array(text.utf8), parts: 2).isEmpty, "\(name): a cut is offered")
            for parts in [2, 3, 4] { assertSameAsWhole(text, parts: parts, name) }
        }
    }

    /// Only a line that is `}` alone, followed by a declaration's first word, is a cut.
    func testCutsAreOnlyBeforeDeclarations() {
        func cuts(_ text: String) -> Int { SourceParse.allowedCuts(in: Array(text.utf8)).count }
        XCTAssertEqual(cuts("f {\n}\n.padding()\n"), 0, "a member goes on the expression")
        XCTAssertEqual(cuts("if a {\n}\nelse {\n}\n"), 0)
        XCTAssertEqual(cuts("struct A {\n}\nstructure()\n"), 0, "a name that starts with a keyword")
        XCTAssertEqual(cuts("struct A {\n  }\nstruct B {}\n"), 0, "an indented brace")
        XCTAssertEqual(cuts("struct A {\n}\n\n// B\nstruct B {}\n"), 1)
        XCTAssertEqual(cuts("struct A {\n}\n@main\nstruct B {}\n#Preview {\n}\nfinal class C {}\n"), 2)
    }
}
