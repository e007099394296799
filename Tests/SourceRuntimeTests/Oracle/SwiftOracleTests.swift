import XCTest

/// The interpreter against swiftc on the same plain Swift: where their printed lines differ,
/// the interpreter is wrong. Each snippet is its own case in the message of a failure.
final class SwiftOracleTests: XCTestCase {
    func testTheKnownDifferencesStillDiffer() throws {
        let snippets = Self.knownDifferences.map(SwiftOracle.Snippet.init)
        let expected = try SwiftOracle.compiledOutputs(snippets)
        for (i, snippet) in snippets.enumerated() {
            XCTAssertNotEqual(try SwiftOracle.interpretedOutput(snippet), expected[i], "now agrees: \(Self.knownDifferences[i])")
        }
    }

    func testTheInterpreterPrintsWhatTheSameSwiftPrintsCompiled() throws {
        let snippets = Self.snippets.map(SwiftOracle.Snippet.init)
        let expected = try SwiftOracle.compiledOutputs(snippets)
        var differing = 0
        for (i, snippet) in snippets.enumerated() {
            let got = try SwiftOracle.interpretedOutput(snippet)
            if got != expected[i] { differing += 1 }
            XCTAssertEqual(got, expected[i], "snippet \(i):\n\(Self.snippets[i])")
        }
        XCTAssertGreaterThanOrEqual(snippets.count, 250)
        print("swift oracle: \(snippets.count - differing) of \(snippets.count) snippets print what swiftc's program prints")
    }
}
