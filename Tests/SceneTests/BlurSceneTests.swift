import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Blur scene against the seed's numbers: blur 10→0 and opacity 0→1 on
/// `.easeInOut.delay(i·0.15)` from each line's start time.
class BlurSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("blur")! }

    private let starts = [0.41, 1.85, 2.76, 3.76]
    private let texts = ["どうしようもない", "わたしが", "歩いている", "種田山頭火"]

    private func glyphs(at time: Double) -> [[PresentedNode]] {
        let player = Self.effect.player(size: Size(960, 600), metrics: FixedMetrics())
        player.seek(to: time)
        let nodes = player.present().nodes.filter { $0.node.kind == .glyph }
        var lines: [[PresentedNode]] = []
        var index = 0
        for text in texts {
            lines.append(Array(nodes[index..<(index + text.count)]))
            index += text.count
        }
        return lines
    }

    /// The expected blur of character i of a line starting at b, at time t.
    private func expectedBlur(t: Double, b: Double, i: Int) -> Double {
        let e = t - b - 0.15 * Double(i)
        if e < 0 { return 10 }
        if e > 0.35 { return 0 }
        return 10 - 10 * UnitBezier.easeInOut(e / 0.35)
    }

    func testEveryCharacterFollowsItsDelayedEaseInOut() {
        for t in stride(from: 0.0, through: 5.5, by: 0.037) {
            for (line, nodes) in glyphs(at: t).enumerated() {
                for (i, p) in nodes.enumerated() {
                    let blur = expectedBlur(t: t, b: starts[line], i: i)
                    XCTAssertEqual(p.blur, blur, accuracy: 1e-9, "line \(line) char \(i) at \(t)")
                    XCTAssertEqual(p.opacity, 1 - blur / 10, accuracy: 1e-9, "opacity, line \(line) char \(i) at \(t)")
                }
            }
        }
    }

    func testMidAnimationValuesAreBetweenTheEnds() {
        // Line 1, character 2 starts at 0.41 + 0.30 and is half way at 0.885.
        let p = glyphs(at: 0.885)[0][2]
        XCTAssertEqual(p.blur, 5, accuracy: 1e-6)
        XCTAssertEqual(p.opacity, 0.5, accuracy: 1e-6)
    }

    func testLayoutFollowsTheStacks() {
        let lines = glyphs(at: 0)
        // HStack(spacing: 1): each character one advance (38 with FixedMetrics) plus 1 to the right.
        for nodes in lines.prefix(3) {
            for (i, p) in nodes.enumerated().dropFirst() {
                XCTAssertEqual(p.frame.x - nodes[i - 1].frame.x, 39, accuracy: 1e-9)
                XCTAssertEqual(p.frame.y, nodes[0].frame.y)
            }
        }
        // VStack(alignment: .leading): every line starts at the same x.
        let x = lines[0][0].frame.x
        for nodes in lines { XCTAssertEqual(nodes[0].frame.x, x) }
        // Lines of 38 pt are 38 high with 8 between; the last line has 30 more on top.
        XCTAssertEqual(lines[1][0].frame.y - lines[0][0].frame.y, 38 + 8, accuracy: 1e-9)
        XCTAssertEqual(lines[3][0].frame.y - lines[2][0].frame.y, 38 + 8 + 30, accuracy: 1e-9)
        XCTAssertEqual(lines[3][0].frame.height, 16, accuracy: 1e-9)
    }

    func testSeekingBackwardsGivesTheSameValuesAsPlayingForwards() {
        let player = Self.effect.player(size: Size(960, 600), metrics: FixedMetrics())
        player.seek(to: 3.0)
        let later = player.present().nodes.map(\.blur)
        player.seek(to: 1.0)
        let back = player.present().nodes.map(\.blur)
        let fresh = Self.effect.player(size: Size(960, 600), metrics: FixedMetrics())
        fresh.seek(to: 1.0)
        XCTAssertEqual(back, fresh.present().nodes.map(\.blur))
        XCTAssertNotEqual(later, back)
    }

    func testTapOnNothingRestartsTheScene() {
        let player = Self.effect.player(size: Size(960, 600), metrics: FixedMetrics())
        player.seek(to: 5)
        XCTAssertFalse(player.tap(at: Point(5, 5)))
        player.seek(to: 5.2)
        // 0.2 s into the restarted scene nothing has appeared yet.
        XCTAssertTrue(player.present().nodes.filter { $0.node.kind == .glyph }.allSatisfy { $0.opacity == 0 })
    }
}
