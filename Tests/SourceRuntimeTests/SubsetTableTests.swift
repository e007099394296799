import Foundation
import SourceRuntime
import XCTest

/// The README's table of what a file may use names every view and modifier the runtime takes.
final class SubsetTableTests: XCTestCase {
    func testTheReadmeNamesEverySupportedViewAndModifier() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "### What a file may use").map { String(text[$0.upperBound...]) })
        for name in SourceFile.supportedViews + SourceFile.supportedModifiers {
            XCTAssertTrue(section.contains("`\(name)") || section.contains("`.\(name)"), "the README does not name \(name)")
        }
    }
}
