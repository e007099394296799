import Scene
@testable import SourceRuntime
import TestSupport
import XCTest

/// A view host knows, as what it depends on changes, whether it lays out as its node alone.
final class PlainLeafTests: XCTestCase {
    func testAHostIsAPlainLeafOnlyWhileNothingAroundItsNodeChangesItsLayout() {
        let scene = Scene(size: Size(100, 100), metrics: FixedMetrics())
        let text = ViewValue(.text("a"), at: 0)
        let host = ViewHost(key: "Text", shape: [], value: text, context: ViewContext(), depth: 0)
        XCTAssertNil(host.plainLeaf, "no node yet")
        let node = scene.makeNode(.text, text: "a", font: .custom("x", size: 10))
        host.content = node
        XCTAssertTrue(host.plainLeaf === node)
        // A modifier's own node around it.
        host.wrappers[0] = scene.makeNode(.group)
        XCTAssertNil(host.plainLeaf)
        host.wrappers.removeAll()
        XCTAssertTrue(host.plainLeaf === node)
        // A text drawn glyph by glyph.
        host.styledGlyphs = []
        XCTAssertNil(host.plainLeaf)
        host.styledGlyphs = nil
        XCTAssertTrue(host.plainLeaf === node)
        // A value with padding, and then without.
        host.value = ViewValue(.text("a"), modifiers: [.padding(.all(4))], at: 0)
        XCTAssertNil(host.plainLeaf)
        host.value = text.adding(.padding(.all(2)))
        XCTAssertNil(host.plainLeaf)
        host.value = text
        XCTAssertTrue(host.plainLeaf === node)
        // A circle lays out in the centred square of its frame, not as its node.
        host.value = ViewValue(.shape(.circle), at: 0)
        XCTAssertNil(host.plainLeaf)
    }
}
