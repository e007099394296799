import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The matchedGeometryEffect scene: ids as the seed assigns them, shared characters gliding
/// with `.easeIn(duration: 0.3)`, new ones fading in and vanished ones fading out.
class MorphSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("morph")! }

    private let words = ["しりとり", "りんご", "ごりら", "らっぱ", "ぱんだ", "だり"]

    private func player() -> ScenePlayer {
        Self.effect.player(size: Size(480, 360), metrics: FixedMetrics())
    }
    private func glyphs(_ p: ScenePlayer) -> [PresentedNode] { p.present().nodes.filter { $0.node.kind == .glyph } }
    private func tapButton(_ p: ScenePlayer) {
        guard let b = bezel(p)?.hitBounds else { return XCTFail("no button") }
        XCTAssertTrue(p.tap(at: Point(b.x + b.width / 2, b.y + b.height / 2)))
    }
    /// The bordered button's bezel: the rectangle drawn behind its label.
    private func bezel(_ p: ScenePlayer) -> PresentedNode? {
        let nodes = p.present().nodes
        guard let label = nodes.first(where: { $0.node.text == "Change" }) else { return nil }
        return nodes.first { $0.node.kind == .rect && $0.node.parent === label.node.parent }
    }
    private func easeIn(_ e: Double) -> Double { UnitBezier.easeIn(min(1, max(0, e / 0.3))) }

    /// Glyph frames by hand: 48 pt characters in a row centred on 480, on a 0-pt line at
    /// y = 134.5 (the column of 16 + 0 + 16, 60 and a 31 pt button is centred on 360).
    private func expectedX(_ index: Int, of count: Int) -> Double { 240 - 24 * Double(count) + 48 * Double(index) }

    func testTheFirstWordFadesInWhereItStands() {
        let p = player()
        p.seek(to: 0.01)
        let g = glyphs(p)
        XCTAssertEqual(g.map(\.node.text).joined(), "しりとり")
        for (i, glyph) in g.enumerated() {
            XCTAssertEqual(glyph.frame.x, expectedX(i, of: 4))
            XCTAssertEqual(glyph.frame.y, 134.5 - 24, accuracy: 1e-9)
            XCTAssertEqual(glyph.frame.width, 48)
            XCTAssertEqual(glyph.frame.height, 48, accuracy: 1e-9)
        }
        for t in [0.0, 0.1, 0.15, 0.25, 0.3, 0.5] {
            p.seek(to: t)
            for glyph in glyphs(p) { XCTAssertEqual(glyph.opacity, easeIn(t), accuracy: 1e-9, "at \(t)") }
        }
    }

    func testTheZeroHeightFrameLeavesTheTextOutOfLayout() {
        let p = player()
        p.seek(to: 1)
        let nodes = p.present().nodes
        // The row of characters: the parent of the glyphs.
        guard let glyph = nodes.first(where: { $0.node.kind == .glyph }),
              let row = nodes.first(where: { $0.node === glyph.node.parent }),
              let button = bezel(p) else { return XCTFail("missing nodes") }
        XCTAssertEqual(row.frame.height, 0)
        XCTAssertEqual(row.frame.y, 134.5)
        // The button: "Change" (6 × 0.6 × 17) plus 12 each side, 17 + 7 each side; 16 + 60 below the line.
        XCTAssertEqual(button.frame.y, 134.5 + 16 + 60)
        XCTAssertEqual(button.frame.width, 6 * 0.6 * 17 + 24, accuracy: 1e-9)
        XCTAssertEqual(button.frame.height, 31)
        XCTAssertEqual(button.frame.x + button.frame.width / 2, 240, accuracy: 1e-9)
    }

    func testSharedCharactersGlideAndTheRestFade() {
        let p = player()
        p.seek(to: 1)
        let before = glyphs(p)
        tapButton(p)     // しりとり → りんご
        let shared = before[1]  // the first り keeps its id
        for e in stride(from: 0.0, through: 0.35, by: 0.025) {
            p.seek(to: 1 + e)
            let nodes = glyphs(p)
            guard let ri = nodes.first(where: { $0.node.id == shared.node.id }) else { return XCTFail("り lost its node") }
            XCTAssertEqual(ri.frame.x, 192 + easeIn(e) * (expectedX(0, of: 3) - 192), accuracy: 1e-9, "at \(e)")
            XCTAssertEqual(ri.frame.y, shared.frame.y)
            XCTAssertEqual(ri.opacity, 1)
            for (i, text) in ["ん", "ご"].enumerated() {
                guard let new = nodes.first(where: { $0.node.text == text }) else { return XCTFail("no \(text)") }
                XCTAssertEqual(new.frame.x, expectedX(i + 1, of: 3), "\(text) appears in place")
                XCTAssertEqual(new.opacity, easeIn(e), accuracy: 1e-9)
            }
            for old in [before[0], before[2], before[3]] {
                let gone = nodes.first { $0.node.id == old.node.id }
                // Its 0.3 s fade is over on the frame after (1.3167 s).
                if e > 0.3 + 1.0 / 60 { XCTAssertNil(gone, "removed after its fade"); continue }
                if e > 0.3 { continue }
                XCTAssertEqual(gone?.frame, old.frame, "fades where it was")
                XCTAssertEqual(gone?.opacity ?? -1, 1 - easeIn(e), accuracy: 1e-9)
            }
        }
    }

    func testIdsAreKeptAsTheSeedAssignsThem() {
        let p = player()
        p.seek(to: 0.5)
        var previous = glyphs(p).map { (text: $0.node.text, id: $0.node.id) }
        var seen = Set(previous.map(\.id))
        for step in 1...7 {
            tapButton(p)
            p.seek(to: 0.5 + Double(step))
            let now = glyphs(p).map { (text: $0.node.text, id: $0.node.id) }
            XCTAssertEqual(now.map(\.text).joined(), words[step % words.count])
            // The seed's rule: a character takes the first unused old one's id, else a new id.
            var unused = previous
            for glyph in now {
                if let i = unused.firstIndex(where: { $0.text == glyph.text }) {
                    XCTAssertEqual(glyph.id, unused[i].id, "\(glyph.text) in \(words[step % words.count])")
                    unused.remove(at: i)
                } else {
                    XCTAssertFalse(seen.contains(glyph.id), "\(glyph.text) got a used id")
                }
            }
            seen.formUnion(now.map(\.id))
            previous = now
        }
    }

    func testAClickOnTheTextChangesTheWordToo() {
        let p = player()
        p.seek(to: 1)
        guard let first = glyphs(p).first else { return XCTFail("no text") }
        XCTAssertTrue(p.tap(at: Point(first.frame.x + 10, first.frame.y + 24)))
        p.seek(to: 1.5)
        XCTAssertEqual(glyphs(p).map(\.node.text).joined(), "りんご")
        // A click beside both restarts the scene.
        XCTAssertFalse(p.tap(at: Point(20, 20)))
        p.seek(to: 1.6)
        XCTAssertEqual(glyphs(p).map(\.node.text).joined(), "しりとり")
    }
}
