import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Block scene against the seed's numbers: the bar grows from the leading edge with
/// easeInOut at 0.1 + base, the text shows at 0.5 + base as the bar shrinks to the trailing edge.
class BlockSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("block")! }

    private let size = Size(480, 720)

    private func player() -> ScenePlayer {
        Self.effect.player(size: size, metrics: FixedMetrics(), images: FixedImages())
    }

    /// The presented (block, text, bar) of each of the three texts, top to bottom: the block
    /// is the tappable view around the text, the bar the rectangle drawn after it (the
    /// GeometryReader's empty Text is no text of a block).
    private func blocks(_ player: ScenePlayer) -> [(block: PresentedNode, text: PresentedNode, bar: PresentedNode)] {
        let nodes = player.present().nodes
        return nodes.indices.filter { nodes[$0].node.kind == .text && !nodes[$0].node.text.isEmpty }.compactMap { i in
            guard let block = nodes[..<i].last(where: { $0.node.onTap != nil }),
                  let bar = nodes[(i + 1)...].first(where: { $0.node.kind == .rect }) else { return nil }
            return (block, nodes[i], bar)
        }
    }

    /// The bar's scale the seed gives a block whose cycle starts at `base`, at time t.
    private func expectedScale(t: Double, base: Double) -> Double {
        let grow = t - (0.1 + base), shrink = t - (0.5 + base)
        if shrink >= 0 { return 1 - UnitBezier.easeInOut(min(1, shrink / 0.35)) }
        if grow >= 0 { return UnitBezier.easeInOut(min(1, grow / 0.35)) }
        return 0
    }

    func testBarsAndTextsFollowTheSeedTimes() {
        let bases = [1.0, 1.0, 1.5]
        for t in stride(from: 0.0, through: 3.0, by: 0.0625) {
            let p = player()
            p.seek(to: t)
            for (i, b) in blocks(p).enumerated() {
                let base = bases[i]
                XCTAssertEqual(b.bar.scale.x, expectedScale(t: t, base: base), accuracy: 1e-9, "block \(i) at \(t)")
                XCTAssertEqual(b.bar.scale.y, 1)
                // The anchor jumps to the trailing edge, without animation, as the text appears.
                let revealed = t >= 0.5 + base
                XCTAssertEqual(b.bar.anchor, revealed ? .trailing : .leading, "block \(i) at \(t)")
                XCTAssertEqual(b.text.opacity, revealed ? 1 : 0, "block \(i) at \(t)")
            }
        }
    }

    func testTheBarWipesInFromTheLeadingEdgeAndOutToTheTrailingEdge() {
        let p = player()
        p.seek(to: 1.1 + 0.175)    // half way through the first easeInOut
        let growing = blocks(p)[0]
        XCTAssertEqual(growing.bar.hitBounds.x, growing.bar.frame.x, accuracy: 1e-9)
        XCTAssertEqual(growing.bar.hitBounds.width, growing.bar.frame.width / 2, accuracy: 1e-9)
        p.seek(to: 1.5 + 0.175)
        let shrinking = blocks(p)[0]
        XCTAssertEqual(shrinking.bar.hitBounds.maxX, shrinking.bar.frame.maxX, accuracy: 1e-9)
        XCTAssertEqual(shrinking.bar.hitBounds.width, shrinking.bar.frame.width / 2, accuracy: 1e-9)
    }

    func testTheBarTakesTheTextSizeAfterTheGeometryReaderDelay() {
        let p = player()
        p.seek(to: 0.04)
        // Before 0.05 s the seed's bar is 100 × 100 and its ZStack is at least that tall.
        let early = blocks(p)
        XCTAssertEqual(early[0].bar.frame.size, Size(100, 100))
        XCTAssertEqual(early[0].block.frame.height, 100)
        p.seek(to: 0.06)
        for b in blocks(p) {
            XCTAssertEqual(b.bar.frame, b.text.frame)
            XCTAssertEqual(b.block.frame, b.text.frame)
        }
        // The title: 22 characters of 0.6 · 16 pt, one line of 16 pt.
        XCTAssertEqual(blocks(p)[0].text.frame.width, 22 * 9.6, accuracy: 1e-9)
        XCTAssertEqual(blocks(p)[0].text.frame.height, 16)
    }

    func testLayoutIsAScrollViewColumn() {
        let p = player()
        p.seek(to: 0.1)
        let b = blocks(p)
        // Top-aligned: padding 16 above the title, the default 8 between the blocks.
        XCTAssertEqual(b[0].text.frame.y, 16)
        XCTAssertEqual(b[1].text.frame.y, 16 + 16 + 8)
        XCTAssertEqual(b[0].text.frame.x, b[1].text.frame.x)
        // The image: scaled to fit 168 pt of height inside its padding, in a 200 pt frame.
        guard let image = p.present().nodes.first(where: { $0.node.kind == .image }) else { return XCTFail("no image") }
        XCTAssertEqual(image.frame.width, 224, accuracy: 1e-9)
        XCTAssertEqual(image.frame.height, 168, accuracy: 1e-9)
        XCTAssertEqual(image.frame.x, b[0].text.frame.x + 16, accuracy: 1e-9)
        XCTAssertEqual(image.frame.y, b[1].text.frame.maxY + 8 + 16, accuracy: 1e-9)
        // The paragraph: 50 more on top, wrapped to the canvas width less 2 × 16.
        XCTAssertEqual(b[2].text.frame.y, image.frame.maxY + 16 + 8 + 50, accuracy: 1e-9)
        let lines = b[2].text.node.lines
        XCTAssertGreaterThan(lines.count, 10)
        XCTAssertTrue(lines.allSatisfy { Double($0.count) * 0.6 * 17 <= size.width - 32 })
        XCTAssertEqual(lines.joined(separator: " "), b[2].text.node.text)
        XCTAssertEqual(b[2].text.frame.height, Double(lines.count - 1) * 17 * 1.25 + 17, accuracy: 1e-9)
    }

    func testATapReplaysOnlyThatBlock() {
        let p = player()
        p.seek(to: 3)
        let haiku = blocks(p)[1]
        XCTAssertTrue(p.tap(at: Point(haiku.text.frame.x + 5, haiku.text.frame.y + 5)))
        // At once: anchor back to the leading edge and the text hidden; the others stay.
        var b = blocks(p)
        XCTAssertEqual(b[1].text.opacity, 0)
        XCTAssertEqual(b[1].bar.anchor, .leading)
        XCTAssertEqual(b[0].text.opacity, 1)
        XCTAssertEqual(b[2].text.opacity, 1)
        for t in stride(from: 3.0, through: 4.2, by: 0.05) {
            p.seek(to: t)
            b = blocks(p)
            XCTAssertEqual(b[1].bar.scale.x, expectedScale(t: t, base: 3), accuracy: 1e-9, "at \(t)")
            XCTAssertEqual(b[1].text.opacity, t >= 3.5 ? 1 : 0, "at \(t)")
            XCTAssertEqual(b[0].bar.scale.x, 0)
            XCTAssertEqual(b[2].bar.scale.x, 0)
        }
    }

    func testATapBesideTheBlocksRestartsTheScene() {
        let p = player()
        p.seek(to: 3)
        let image = p.present().nodes.first { $0.node.kind == .image }
        XCTAssertNotNil(image)
        XCTAssertFalse(p.tap(at: Point((image?.frame.x ?? 0) + 10, (image?.frame.y ?? 0) + 10)))
        p.seek(to: 3.5)
        XCTAssertTrue(blocks(p).allSatisfy { $0.text.opacity == 0 })
    }
}
