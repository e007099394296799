@testable import SourceRuntime
import XCTest

/// A view's context is a value: a child's starts as its parent's, and what the child changes
/// (a line limit, a nested control setting, an environment value) never reaches the parent
/// or a sibling, though the values are shared until one changes.
final class ViewContextTests: XCTestCase {
    func testAChangedCopyLeavesTheOriginalAlone() {
        var parent = ViewContext()
        parent.lineLimit = 2
        parent.controls.controlSize = "large"
        parent.environment["accent"] = .int(1)

        var child = parent
        var sibling = parent
        child.lineLimit = 5
        child.controls.controlSize = "mini"
        child.environment["accent"] = .int(2)
        sibling.insideStack = true

        XCTAssertEqual(parent.lineLimit, 2)
        XCTAssertEqual(parent.controls.controlSize, "large")
        XCTAssertEqual(parent.environment["accent"].map { "\($0)" }, "\(Value.int(1))")
        XCTAssertFalse(parent.insideStack)
        XCTAssertEqual(child.lineLimit, 5)
        XCTAssertEqual(child.controls.controlSize, "mini")
        XCTAssertEqual(child.environment["accent"].map { "\($0)" }, "\(Value.int(2))")
        XCTAssertEqual(sibling.lineLimit, 2)
        XCTAssertTrue(sibling.insideStack)
        XCTAssertFalse(child.insideStack)
    }
}
