import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Bounce scene against the seed's numbers: each character springs from y −50 to 0 and
/// opacity 0 to 1 on `.spring(response: 0.2, dampingFraction: 0.5).delay(i·0.1)` at 0.8
/// (+1.5 for the second line); a tap sends its line up and drops it again 2.5 s later.
class BounceSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("bounce")! }

    private let lengths = [15, 5]
    private let starts = [0.8, 2.3]

    private func player() -> ScenePlayer { Self.effect.player(size: Size(960, 600), metrics: FixedMetrics()) }

    private func lines(_ player: ScenePlayer) -> [[PresentedNode]] {
        let glyphs = player.present().nodes.filter { $0.node.kind == .glyph }
        return [Array(glyphs.prefix(lengths[0])), Array(glyphs.suffix(lengths[1]))]
    }

    /// s(e): the hand-stepped fluid spring (0.2, 0.5) over a move of `delta`, as a fraction.
    private func s(_ elapsed: Double, delta: Double) -> Double {
        handSpring(response: 0.2, dampingFraction: 0.5, delta: delta, elapsed: elapsed) / delta
    }

    func testCharactersDropInOnTheDelayedSpring() {
        let p = player()
        // Times off the 1/300 s step grid, so the shown step is never a rounding question.
        for t in stride(from: 0.00047, through: 5.0, by: 0.0123) {
            p.seek(to: t)
            for (line, nodes) in lines(p).enumerated() {
                XCTAssertEqual(nodes.count, lengths[line])
                for (i, node) in nodes.enumerated() {
                    let e = t - starts[line] - 0.1 * Double(i)
                    XCTAssertEqual(node.offset.y, -50 + 50 * s(e, delta: 50), accuracy: 1e-9, "line \(line) char \(i) at \(t)")
                    XCTAssertEqual(node.offset.x, 0)
                    XCTAssertEqual(node.opacity, s(e, delta: 1), accuracy: 1e-9, "opacity, line \(line) char \(i) at \(t)")
                }
            }
        }
    }

    func testTheSpringOvershootsAndSettles() {
        // SEMANTICS.md: peak overshoot about 15 %, done at about 0.72 s for a 50 pt move.
        let p = player()
        var peak = 0.0
        for t in stride(from: 0.8, through: 1.6, by: 1.0 / 300) {
            p.seek(to: t)
            peak = max(peak, lines(p)[0][0].offset.y)
        }
        XCTAssertEqual(peak, 7.5, accuracy: 1.5, "overshoot below the resting line")
        let settle = handSpringSettleTime(response: 0.2, dampingFraction: 0.5, delta: 50)
        XCTAssertEqual(settle, 0.72, accuracy: 0.03)
        p.seek(to: 0.8 + settle - 0.01)
        XCTAssertNotEqual(lines(p)[0][0].offset.y, 0)
        p.seek(to: 0.8 + settle)
        XCTAssertEqual(lines(p)[0][0].offset.y, 0)
    }

    func testLayoutIsTwoCentredLinesUnderThePaddedTitle() {
        let p = player()
        let l = lines(p)
        // Title 16·10.2 × 17 plus 16 around; line 15·24 × 24; line 2 5·24 × 24 plus 30 on top.
        let top = (600 - (49 + 8 + 24 + 8 + 54)) / 2.0
        for (i, node) in l[0].enumerated() {
            XCTAssertEqual(node.frame.x, (960 - 360) / 2 + 24 * Double(i), accuracy: 1e-9)
            XCTAssertEqual(node.frame.y, top + 57, accuracy: 1e-9)
            XCTAssertEqual(node.frame.width, 24, accuracy: 1e-9)
            XCTAssertEqual(node.frame.height, 24, accuracy: 1e-9)
        }
        XCTAssertEqual(l[1][0].frame.x, (960 - 120) / 2, accuracy: 1e-9)
        XCTAssertEqual(l[1][0].frame.y, top + 57 + 24 + 8 + 30, accuracy: 1e-9)
    }

    func testTapReplaysOnlyThatLine() {
        let p = player()
        let tapTime = 4.0
        p.seek(to: tapTime)
        let target = lines(p)[0][3]
        XCTAssertTrue(p.tap(at: Point(target.hitBounds.x + 12, target.hitBounds.y + 12)))
        for t in stride(from: tapTime + 0.00047, through: tapTime + 5, by: 0.0171) {
            p.seek(to: t)
            let l = lines(p)
            for (i, node) in l[0].enumerated() {
                let up = t - tapTime - 0.1 * Double(i)
                let down = up - 2.5
                // Up: a spring from 0 to −50 (and 1 to 0), no withAnimation needed: the view's
                // `.animation` covers the change. Down again 2.5 s later, from rest.
                let y = down > 0 ? -50 + 50 * s(down, delta: 50) : -50 * s(up, delta: -50)
                let opacity = down > 0 ? s(down, delta: 1) : 1 - s(up, delta: -1)
                XCTAssertEqual(node.offset.y, y, accuracy: 1e-9, "char \(i) at \(t)")
                XCTAssertEqual(node.opacity, opacity, accuracy: 1e-9, "opacity, char \(i) at \(t)")
            }
            for node in l[1] {
                XCTAssertEqual(node.offset.y, 0)
                XCTAssertEqual(node.opacity, 1)
            }
        }
    }

    func testFadedCharactersAndTheTitleAreNotTappable() {
        let p = player()
        p.seek(to: 0.5)
        let hidden = lines(p)[0][0]
        // Before the drop the characters are at opacity 0: the click reaches no view.
        XCTAssertFalse(p.tap(at: Point(hidden.hitBounds.x + 5, hidden.hitBounds.y + 5)))
        let q = player()
        q.seek(to: 5)
        let title = q.present().nodes.first { $0.node.kind == .text }
        XCTAssertEqual(title?.node.text, "Bounce Animation")
        XCTAssertNil(q.present().tapTarget(at: Point(480, (title?.frame.y ?? 0) + 8)))
    }
}
