import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Distort scene against the seed's numbers: nothing moves until a tap; then each
/// character squashes (scaleY 1→0), slides to −500 at +0.2 s, to +500 at +0.8, back to 0 at
/// +1.2 and unsquashes at +1.4, all `.easeInOut.delay(i·0.05)`.
class DistortSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("distort")! }

    private func player() -> ScenePlayer { Self.effect.player(size: Size(960, 600), metrics: FixedMetrics()) }

    private func glyphs(_ player: ScenePlayer) -> [PresentedNode] {
        player.present().nodes.filter { $0.node.kind == .glyph }
    }

    func testNothingMovesBeforeATap() {
        let p = player()
        p.seek(to: 5)
        let nodes = glyphs(p)
        XCTAssertEqual(nodes.map(\.node.text).joined(), "秋空を二つに断てり椎大樹")
        for (i, node) in nodes.enumerated() {
            XCTAssertEqual(node.offset, Point(0, 0))
            XCTAssertEqual(node.scale, Point(1, 1))
            XCTAssertEqual(node.frame.x, (960 - 288) / 2 + 24 * Double(i), accuracy: 1e-9)
        }
        XCTAssertTrue(p.scene.isSettled(at: 5))
    }

    func testATapRunsTheSequenceCharacterByCharacter() {
        let p = player()
        let tapTime = 1.0
        p.seek(to: tapTime)
        let hit = glyphs(p)[5]
        XCTAssertTrue(p.tap(at: Point(hit.hitBounds.x + 12, hit.hitBounds.y + 12)))
        for t in stride(from: tapTime, through: tapTime + 2.5, by: 0.0107) {
            p.seek(to: t)
            for (i, node) in glyphs(p).enumerated() {
                let delay = 0.05 * Double(i)
                var scale = Chase(initial: 1), offset = Chase(initial: 0)
                scale.easeInOut(at: tapTime, delay: delay, to: 0)
                offset.easeInOut(at: tapTime + 0.2, delay: delay, to: -500)
                offset.easeInOut(at: tapTime + 0.8, delay: delay, to: 500)
                offset.easeInOut(at: tapTime + 1.2, delay: delay, to: 0)
                scale.easeInOut(at: (tapTime + 1.2) + 0.2, delay: delay, to: 1)
                XCTAssertEqual(node.offset.x, offset.value(at: t), accuracy: 1e-9, "char \(i) at \(t)")
                XCTAssertEqual(node.offset.y, 0)
                XCTAssertEqual(node.scale.x, 1)
                XCTAssertEqual(node.scale.y, scale.value(at: t), accuracy: 1e-9, "char \(i) at \(t)")
                // Squashed about the centre, moved by the offset: what is drawn and what a tap hits.
                let f = node.frame, b = node.hitBounds
                XCTAssertEqual(b.x, f.x + node.offset.x, accuracy: 1e-9)
                XCTAssertEqual(b.height, f.height * node.scale.y, accuracy: 1e-9)
                XCTAssertEqual(b.y + b.height / 2, f.y + f.height / 2, accuracy: 1e-9)
            }
        }
        // Chosen moments: first character half squashed; gone left; all flat; all home again.
        p.seek(to: tapTime + 0.175)
        XCTAssertEqual(glyphs(p)[0].scale.y, 0.5, accuracy: 1e-6)
        p.seek(to: tapTime + 0.75)
        XCTAssertEqual(glyphs(p)[0].offset.x, -500)
        p.seek(to: tapTime + 1.0)
        XCTAssertTrue(glyphs(p).allSatisfy { $0.scale.y == 0 })
        p.seek(to: tapTime + 2.5)
        XCTAssertTrue(glyphs(p).allSatisfy { $0.offset.x == 0 && $0.scale.y == 1 })
    }

    func testSquashedOrMovedCharactersAreNotHit() {
        let p = player()
        p.seek(to: 1)
        let home = glyphs(p)[0].hitBounds
        let point = Point(home.x + 12, home.y + 12)
        XCTAssertTrue(p.tap(at: point))
        p.seek(to: 1.6)
        // Scale 0 leaves no area: the click reaches no view.
        XCTAssertNil(p.present().tapTarget(at: point))
        p.seek(to: 4)
        XCTAssertNotNil(p.present().tapTarget(at: point))
        // The title has no handler.
        let title = p.present().nodes.first { $0.node.kind == .text }
        XCTAssertEqual(title?.node.text, "Distort In and Out")
        XCTAssertNil(p.present().tapTarget(at: Point(480, (title?.frame.y ?? 0) + 8)))
    }
}
