import Scene
import XCTest

/// Which handler a click reaches: the topmost drawn leaf under it, by presented geometry,
/// then the nearest `onTapGesture` on it or an ancestor.
final class HitTestingTests: XCTestCase {
    private let font = FontSpec.custom("x", size: 20)

    func testAStackIsHitThroughItsChildrenNotItsGaps() {
        let s = Scene(size: Size(200, 100), metrics: FixedMetrics())
        let line = s.makeNode(.group)
        let a = s.makeNode(.glyph, text: "あ", font: font), b = s.makeNode(.glyph, text: "い", font: font)
        line.add(a); line.add(b); s.root.add(line)
        var taps = 0
        line.onTapGesture { taps += 1 }
        s.layout = .hstack(spacing: 20, children: [.node(a), .node(b)], container: line)
        // a at x 70…90, gap 90…110, b at 110…130; y 40…60.
        XCTAssertTrue(s.tap(at: Point(80, 50)))
        XCTAssertTrue(s.tap(at: Point(120, 50)))
        XCTAssertFalse(s.tap(at: Point(100, 50)))
        XCTAssertEqual(taps, 2)
    }

    func testOffsetScaleAndOpacityDecideWhatIsHit() {
        let s = Scene(size: Size(200, 100), metrics: FixedMetrics())
        let dx = s.state(0.0), sy = s.state(1.0), alpha = s.state(1.0)
        let a = s.makeNode(.glyph, text: "あ", font: font)
        a.offset(x: { dx.value }).scaleEffect(y: { sy.value }).opacity { alpha.value }.onTapGesture {}
        s.root.add(a)
        s.layout = .node(a)
        XCTAssertNotNil(s.present(at: 0).tapTarget(at: Point(100, 50)))
        s.update { dx.value = 50 }
        XCTAssertNil(s.present(at: 0).tapTarget(at: Point(100, 50)))
        XCTAssertNotNil(s.present(at: 0).tapTarget(at: Point(150, 50)))
        s.update { sy.value = 0 }
        XCTAssertNil(s.present(at: 0).tapTarget(at: Point(150, 50)), "a scale of 0 leaves no area")
        s.update { sy.value = 1; alpha.value = 0 }
        XCTAssertNil(s.present(at: 0).tapTarget(at: Point(150, 50)), "opacity 0 is not hit")
        s.update { alpha.value = 0.01 }
        XCTAssertNotNil(s.present(at: 0).tapTarget(at: Point(150, 50)))
    }

    func testTheTopmostViewTakesTheClickEvenWithoutAHandler() {
        let s = Scene(size: Size(200, 100), metrics: FixedMetrics())
        let below = s.makeNode(.glyph, text: "あ", font: font).onTapGesture {}
        let above = s.makeNode(.glyph, text: "い", font: font)
        s.root.add(below); s.root.add(above)
        s.layout = .zstack(children: [.node(below), .node(above)], container: nil)
        XCTAssertNil(s.present(at: 0).tapTarget(at: Point(100, 50)))
    }
}
