import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// The gallery's scenes of today's SwiftUI (assets/scenes), each checked at chosen times.
final class NewGalleryScenesTests: XCTestCase {
    private func scene(_ name: String) throws -> ScenePlayer {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scenes/\(name).swift").path
        return try SourceFile.load(path: path).effect().player(size: Size(960, 600), metrics: FixedMetrics())
    }
    private func glyphs(_ p: ScenePlayer) -> [PresentedNode] { p.present().nodes.filter { $0.node.kind == .glyph || $0.node.kind == .text } }

    func testTypewriterTypesACharacterEvery80msAndItsCursorBlinks() throws {
        let p = try scene("Typewriter")
        for (t, n) in [(0.04, 0), (0.1, 1), (0.85, 10), (3.0, 25)] {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure)
            XCTAssertEqual(glyphs(p).first?.node.text, String("Hello, I type myself out.".prefix(n)), "at \(t)")
        }
        let cursor = { (p: ScenePlayer) in p.present().nodes.first { $0.node.kind == .rect }?.opacity ?? -1 }
        p.seek(to: 0.5)
        XCTAssertEqual(cursor(p), 0, accuracy: 0.01)
        p.seek(to: 1.0)
        XCTAssertEqual(cursor(p), 1, accuracy: 0.01)
    }

    func testWaveLettersRunOneAfterAnother() throws {
        let p = try scene("Wave")
        p.seek(to: 0.3)
        let ys = glyphs(p).map(\.offset.y)
        XCTAssertEqual(ys.count, 15)
        XCTAssertTrue(ys[0] < ys[2] && ys[2] < ys[5], "the first letters lead: \(ys)")
        XCTAssertFalse(p.scene.isSettled(at: 10))
    }

    func testBurstPopsInOnBouncySprings() throws {
        let p = try scene("Burst")
        p.seek(to: 0.1)
        let early = glyphs(p)
        XCTAssertTrue(early[0].scale.x > early[5].scale.x, "the first letter leads")
        p.seek(to: 3)
        XCTAssertTrue(glyphs(p).allSatisfy { abs($0.scale.x - 1) < 1e-9 && abs($0.rotation) < 1e-9 })
    }

    func testScrambleDecodesLeftToRight() throws {
        let p = try scene("Scramble")
        p.seek(to: 1.05)
        let text = glyphs(p).map(\.node.text).joined()
        XCTAssertTrue(text.hasPrefix("DEC"), text)
        p.seek(to: 2)
        XCTAssertEqual(glyphs(p).map(\.node.text).joined(), "DECODED")
        XCTAssertTrue(p.scene.isSettled(at: 2))
    }

    func testCounterCountsToOneHundredAndFive() throws {
        let p = try scene("Counter")
        p.seek(to: 0.5)
        XCTAssertEqual(glyphs(p).filter { $0.node.kind == .glyph }.map(\.node.text).joined(), "95")
        p.seek(to: 20)
        XCTAssertEqual(glyphs(p).filter { $0.node.kind == .glyph }.map(\.node.text).joined(), "105")
    }

    func testAppearDrawsTheEmphasisedWordGlyphByGlyph() throws {
        let p = try scene("Appear")
        p.seek(to: 0.5)
        let g = glyphs(p).filter { $0.node.kind == .glyph }
        XCTAssertEqual(g.map(\.node.text).joined(), "Made with TextRenderer")
        XCTAssertEqual(g[0].opacity, 1, accuracy: 1e-9, "the plain run is in by 0.2 s")
        XCTAssertTrue(g[10].opacity > g[15].opacity, "earlier glyphs lead")
        XCTAssertTrue(g[21].opacity == 0 && g[21].blur > 0, "the last glyph has not begun")
        p.seek(to: 2.5)
        // Each glyph's spring stops where its own time ends, a little short of rest.
        XCTAssertTrue(p.present().nodes.filter { $0.node.kind == .glyph }.allSatisfy { $0.opacity == 1 && $0.blur < 1e-9 && abs($0.offset.y) < 3 })
    }

    func testPhaseSequenceRunsOnceFromItsFirstTrigger() throws {
        let p = try scene("PhaseSequence")
        p.seek(to: 5)
        let rest = try XCTUnwrap(glyphs(p).first)
        XCTAssertEqual(rest.scale.x, 1, accuracy: 1e-9)
        p.seek(to: 0.6)
        // The offset is on the rotation's node around the text: compare where it is drawn.
        let lifted = try XCTUnwrap(glyphs(p).first)
        XCTAssertTrue(lifted.scale.x > 1.2, "bigger: \(lifted.scale.x)")
        XCTAssertLessThan(lifted.hitBounds.y + lifted.hitBounds.height / 2, rest.hitBounds.y + rest.hitBounds.height / 2 - 20, "lifted")
    }

    func testKeyframeBounceJumpsAndLands() throws {
        let p = try scene("KeyframeBounce")
        p.seek(to: 0.4)
        XCTAssertLessThan(try XCTUnwrap(glyphs(p).first).scale.y, 1, "squashed before the jump")
        p.seek(to: 0.85)
        XCTAssertLessThan(try XCTUnwrap(glyphs(p).first).offset.y, -80, "in the air")
        p.seek(to: 5)
        let landed = try XCTUnwrap(glyphs(p).first)
        XCTAssertEqual(landed.offset.y, 0, accuracy: 1e-9)
        XCTAssertEqual(landed.scale.y, 1, accuracy: 1e-9)
    }

    func testTheGradientShimmerSweepsForEver() throws {
        let p = try scene("GradientShimmer")
        for t in [0.3, 0.75, 1.2, 2.0, 3.6] {
            p.seek(to: t)
            let text = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .text })
            guard case .gradient(let g)? = text.mask else { return XCTFail("no gradient mask") }
            // Linear over 1.5 s from x −1…0 to 1…2, starting again each pass.
            let f = t.truncatingRemainder(dividingBy: 1.5) / 1.5
            XCTAssertEqual(g.startPoint.x, -1 + 2 * f, accuracy: 1e-6, "at \(t)")
            XCTAssertEqual(g.endPoint.x, 2 * f, accuracy: 1e-6, "at \(t)")
            XCTAssertEqual(g.colors.map(\.alpha), [0.3, 1, 0.3])
        }
        XCTAssertFalse(p.scene.isSettled(at: 10))
    }

    func testFlipTurnsEachLetterInAboutXInTurnAndATapReplaysIt() throws {
        let p = try scene("Flip")
        let turn = { (t: Double) in self.glyphs(p).map { $0.node.value(.rotation3D, at: t) } }
        p.seek(to: 0.2)
        let early = turn(0.2)
        XCTAssertEqual(early.count, 10)
        XCTAssertTrue(early[0] > early[1] && early[1] > early[2] && early[2] > early[9], "the first letters lead: \(early)")
        XCTAssertEqual(early[9], -90, accuracy: 1e-9, "the last has not begun")
        // Turned about x from the top, in perspective: the letter is drawn through a projection.
        let first = try XCTUnwrap(glyphs(p).first)
        let projection = try XCTUnwrap(first.effects?.projection)
        XCTAssertFalse(projection.isAffine)
        XCTAssertEqual(first.node.rotation3D.axisX, 1)
        XCTAssertEqual(first.node.rotation3D.anchor, UnitPoint(0.5, 0))
        XCTAssertEqual(first.node.rotation3D.perspective, 0.8)
        // Settled: flat, and nothing is drawn through a layer.
        p.seek(to: 4)
        XCTAssertTrue(glyphs(p).allSatisfy { $0.effects == nil && $0.opacity == 1 })
        // A tap turns them away, then in again half a second later.
        let hit = first.hitBounds
        p.apply([ScenePlayer.Tap(point: Point(hit.x + hit.width / 2, hit.y + hit.height / 2), time: 4)])
        p.seek(to: 4.3)
        XCTAssertTrue(turn(4.3)[0] < -30, "turning away: \(turn(4.3)[0])")
        p.seek(to: 9)
        XCTAssertTrue(glyphs(p).allSatisfy { $0.effects == nil && $0.opacity == 1 })
        XCTAssertTrue(p.scene.isSettled(at: 9))
    }
}
