import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Floating scene against the seed's numbers: at 0.01 + d the offset eases to (2, 2); at
/// 0.3 + d the shadow grows to radius 6 at (6, 6) and the offset eases to (−6, −6), each
/// easeInOut 0.35 s; d = 0.2 on appear, 0 on a tap.
class FloatingSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("floating")! }

    private func player() -> ScenePlayer { Self.effect.player(size: Size(960, 600), metrics: FixedMetrics()) }

    private func texts(_ player: ScenePlayer) -> [PresentedNode] {
        player.present().nodes.filter { $0.node.kind == .text }
    }

    /// The offset and shadow size of one line after `animate(delayTime:)` calls at `calls`.
    private func expected(calls: [(time: Double, delay: Double)]) -> (offset: Chase, shadow: Chase) {
        var offset = Chase(initial: 0), shadow = Chase(initial: 0)
        var lastShadow = 0.0
        for call in calls {
            offset.easeInOut(at: call.time + (0.01 + call.delay), to: 2)
            // shadowSize = 0 starts nothing when it is 0 already.
            if lastShadow != 0 { shadow.easeInOut(at: call.time + (0.01 + call.delay), to: 0) }
            offset.easeInOut(at: call.time + (0.3 + call.delay), to: -6)
            shadow.easeInOut(at: call.time + (0.3 + call.delay), to: 6)
            lastShadow = 6
        }
        return (offset, shadow)
    }

    private func check(_ node: PresentedNode, offset: Chase, shadow: Chase, at t: Double,
                       file: StaticString = #filePath, line: UInt = #line) {
        let o = offset.value(at: t), s = shadow.value(at: t)
        XCTAssertEqual(node.offset.x, o, accuracy: 1e-9, "offset x at \(t)", file: file, line: line)
        XCTAssertEqual(node.offset.y, o, accuracy: 1e-9, "offset y at \(t)", file: file, line: line)
        XCTAssertEqual(node.shadow?.radius ?? -1, s, accuracy: 1e-9, "shadow radius at \(t)", file: file, line: line)
        XCTAssertEqual(node.shadow?.x ?? -1, s, accuracy: 1e-9, "shadow x at \(t)", file: file, line: line)
        XCTAssertEqual(node.shadow?.y ?? -1, s, accuracy: 1e-9, "shadow y at \(t)", file: file, line: line)
        XCTAssertEqual(node.shadow?.opacity ?? -1, 0.8, accuracy: 1e-12, file: file, line: line)
        XCTAssertEqual(node.shadow?.color, .black, file: file, line: line)
    }

    func testTheTextLiftsOffItsShadowOnAppear() {
        let p = player()
        let (offset, shadow) = expected(calls: [(0, 0.2)])
        for t in stride(from: 0.0, through: 1.5, by: 0.0093) {
            p.seek(to: t)
            for node in texts(p) { check(node, offset: offset, shadow: shadow, at: t) }
        }
        // Chosen times: resting, pressed in, half lifted, floating.
        p.seek(to: 0.2)
        XCTAssertEqual(texts(p)[0].offset, Point(0, 0))
        XCTAssertEqual(texts(p)[0].shadow?.radius, 0)
        p.seek(to: 0.21 + 0.175)
        XCTAssertEqual(texts(p)[0].offset.x, 1, accuracy: 1e-6)
        p.seek(to: 0.5 + 0.175)
        XCTAssertEqual(texts(p)[0].shadow?.radius ?? 0, 3, accuracy: 1e-6)
        p.seek(to: 1)
        XCTAssertEqual(texts(p)[0].offset, Point(-6, -6))
        XCTAssertEqual(texts(p)[0].shadow?.radius, 6)
    }

    func testATapOnALineRerunsItsAnimationWithoutDelay() {
        let p = player()
        let tapTime = 2.0
        p.seek(to: tapTime)
        let first = texts(p)[0]
        XCTAssertTrue(p.tap(at: Point(first.hitBounds.x + 20, first.hitBounds.y + 10)))
        let tapped = expected(calls: [(0, 0.2), (tapTime, 0)])
        let other = expected(calls: [(0, 0.2)])
        for t in stride(from: tapTime, through: tapTime + 1.2, by: 0.0093) {
            p.seek(to: t)
            let nodes = texts(p)
            check(nodes[0], offset: tapped.offset, shadow: tapped.shadow, at: t)
            check(nodes[1], offset: other.offset, shadow: other.shadow, at: t)
        }
        // The shadow sinks back toward 0 before it grows again.
        p.seek(to: tapTime + 0.25)
        XCTAssertLessThan(texts(p)[0].shadow?.radius ?? 6, 2)
    }

    func testLayoutIsTwoCentredLinesTheSecondPadded() {
        let nodes = texts(player())
        XCTAssertEqual(nodes.map(\.node.text), ["行秋や芒痩せたる影法師", "寺田寅彦"])
        let top = (600 - (26 + 8 + 56)) / 2.0
        XCTAssertEqual(nodes[0].frame.x, (960 - 286) / 2, accuracy: 1e-9)
        XCTAssertEqual(nodes[0].frame.y, top, accuracy: 1e-9)
        XCTAssertEqual(nodes[1].frame.x, (960 - 96) / 2, accuracy: 1e-9)
        XCTAssertEqual(nodes[1].frame.y, top + 26 + 8 + 16, accuracy: 1e-9)
    }
}
