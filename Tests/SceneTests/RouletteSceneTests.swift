import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Roulette scene against the seed's numbers: character i of a line with delay D shows a
/// random character of its line every 0.05 s, fades in (linear 0.2 s) at D/4 + 0.2·(i+1) and
/// settles on its own character at D + 0.2·(i+1).
class RouletteSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("roulette")! }

    private let texts = ["To be or", "not to be,", "that is the", "question."]
    private let delays = [0.3, 1.3, 1.8, 2.3]

    private func player(seed: UInt64 = 0, metrics: FontMetrics = FixedMetrics()) -> ScenePlayer {
        Self.effect.player(size: Size(960, 600), metrics: metrics, seed: seed)
    }

    private func lines(_ player: ScenePlayer) -> [[PresentedNode]] {
        let glyphs = player.present().nodes.filter { $0.node.kind == .glyph }
        var out: [[PresentedNode]] = []
        var index = 0
        for text in texts {
            out.append(Array(glyphs[index..<(index + text.count)]))
            index += text.count
        }
        return out
    }

    func testEachCharacterShufflesThroughItsLineThenSettles() {
        let p = player()
        var shown = texts.map { Array(repeating: Set<String>(), count: $0.count) }
        for t in stride(from: 0.0, through: 6, by: 0.01) {
            p.seek(to: t)
            for (line, nodes) in lines(p).enumerated() {
                let own = Array(texts[line]).map(String.init)
                let pool = Set(own)
                for (i, node) in nodes.enumerated() {
                    let settle = delays[line] + 0.2 * Double(i + 1)
                    if t >= settle {
                        XCTAssertEqual(node.node.text, own[i], "line \(line) char \(i) at \(t)")
                    } else {
                        XCTAssertTrue(pool.contains(node.node.text), "line \(line) char \(i) at \(t): \(node.node.text)")
                        if t >= 0.05 { shown[line][i].insert(node.node.text) }
                    }
                }
            }
        }
        // Every character really shuffles: it shows several characters before settling.
        for (line, chars) in shown.enumerated() {
            for (i, seen) in chars.enumerated() { XCTAssertGreaterThan(seen.count, 2, "line \(line) char \(i)") }
        }
        XCTAssertTrue(p.scene.isSettled(at: 6), "every timer is invalidated once its character settles")
    }

    func testCharactersFadeInLinearly() {
        let p = player()
        for t in stride(from: 0.0, through: 4, by: 0.0131) {
            p.seek(to: t)
            for (line, nodes) in lines(p).enumerated() {
                for (i, node) in nodes.enumerated() {
                    let e = t - (delays[line] / 4 + 0.2 * Double(i + 1))
                    XCTAssertEqual(node.opacity, min(1, max(0, e / 0.2)), accuracy: 1e-9, "line \(line) char \(i) at \(t)")
                }
            }
        }
    }

    func testLayoutFollowsTheCharacterShown() {
        // Each Text is as wide as the character it shows now; the line is laid out again.
        let metrics = VaryingMetrics()
        let p = player(metrics: metrics)
        var moved = false
        var firstX: [Double] = []
        for t in stride(from: 0.0, through: 4, by: 0.05 / 3) {
            p.seek(to: t)
            let l = lines(p)
            // Four 78 pt lines 8 apart, padded 16 around, centred in 600.
            let content: Double = 4 * 78 + 3 * 8 + 32
            var y: Double = (600 - content) / 2 + 16
            for nodes in l {
                var x = 16.0
                for node in nodes {
                    XCTAssertEqual(node.frame.x, x, accuracy: 1e-9)
                    XCTAssertEqual(node.frame.y, y, accuracy: 1e-9)
                    XCTAssertEqual(node.frame.width, metrics.advance(of: node.node.text, font: node.node.font!), accuracy: 1e-9)
                    x += node.frame.width
                }
                y += 78 + 8
            }
            let xs = l.flatMap { $0.map(\.frame.x) }
            if !firstX.isEmpty && xs != firstX { moved = true }
            firstX = xs
        }
        XCTAssertTrue(moved)
    }

    func testTheShuffleIsReproducibleAndTheSeedChangesIt() {
        func sequence(seed: UInt64) -> [String] {
            let p = player(seed: seed)
            var out: [String] = []
            for t in stride(from: 0.06, through: 2, by: 0.05) {
                p.seek(to: t)
                out.append(lines(p).flatMap { $0.map(\.node.text) }.joined())
            }
            return out
        }
        XCTAssertEqual(sequence(seed: 0), sequence(seed: 0))
        XCTAssertNotEqual(sequence(seed: 0), sequence(seed: 7))
    }
}
