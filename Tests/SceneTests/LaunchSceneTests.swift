import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Pinterest launch: five `withAnimation` calls at time 0, each delayed by the steps
/// before it, playing as keyframes through the chase rule.
class LaunchSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("launch")! }

    private func present(at t: Double) -> [PresentedNode] {
        let p = Self.effect.player(size: Size(480, 360), metrics: FixedMetrics())
        p.seek(to: t)
        return p.present().nodes
    }
    /// The symbol image (a group whose first part is its placeholder frame).
    private static func isSymbol(_ n: PresentedNode) -> Bool { n.node.kind == .group && n.node.children.first?.kind == .path }
    private func circle(at t: Double) -> PresentedNode? { present(at: t).first(where: Self.isSymbol) }

    /// The fraction of `.easeInOut(duration: d).delay(delay)` started at 0, at time t.
    private func f(_ t: Double, duration d: Double, delay: Double) -> Double {
        UnitBezier.easeInOut(min(1, max(0, (t - delay) / d)))
    }

    /// Each change chases the value below it: r_new = r_old + f_new · (target − r_old).
    private func chase(_ start: Double, _ steps: [(target: Double, duration: Double, delay: Double)], at t: Double) -> Double {
        var r = start
        for s in steps { r += f(t, duration: s.duration, delay: s.delay) * (s.target - r) }
        return r
    }

    func testDiameterIsOnTheSecondStepsEaseInOutAtPointTwo() {
        guard let c = circle(at: 0.2) else { return XCTFail("no circle") }
        XCTAssertGreaterThan(c.frame.width, 80)
        XCTAssertLessThan(c.frame.width, 120)
        // Step 1 is over (80); step 2 runs 0.1…0.3, half way at 0.2.
        XCTAssertEqual(c.frame.width, 80 + 0.5 * 40, accuracy: 1e-9)
    }

    func testTheWholeSequenceIsTheChaseOfTheFiveSteps() {
        // Steps 1–3 change the diameter; 4–5 the offset (a step that sets a value unchanged starts nothing).
        let diameter: [(target: Double, duration: Double, delay: Double)] = [(80, 0.1, 0), (120, 0.2, 0.1), (100, 0.1, 0.3)]
        let offset: [(target: Double, duration: Double, delay: Double)] = [(150, 0.3, 0.4), (-600, 0.6, 0.7)]
        for t in stride(from: 0.0, through: 1.6, by: 0.01) {
            let nodes = present(at: t)
            guard let c = nodes.first(where: Self.isSymbol),
                  let pencil = nodes.first(where: { $0.node.kind == .glyph && $0.node.text == "\u{E3C9}" }) else { return XCTFail("missing nodes") }
            let d = chase(100, diameter, at: t)
            XCTAssertEqual(c.frame.width, d, accuracy: 1e-9, "diameter at \(t)")
            XCTAssertEqual(c.frame.height, d, accuracy: 1e-9, "diameter at \(t)")
            // The frame grows and shrinks about the canvas centre.
            XCTAssertEqual(c.frame.x + c.frame.width / 2, 240, accuracy: 1e-9)
            XCTAssertEqual(c.frame.y + c.frame.height / 2, 180, accuracy: 1e-9)
            XCTAssertEqual(c.offset.y, chase(0, offset, at: t), accuracy: 1e-9, "offset at \(t)")
            // The glyphs are drawn at the diameter shown: the pencil in the disc at 0.55 of its em, 1.2 × d.
            XCTAssertEqual(pencil.node.font?.size ?? 0, d * 1.2 * 0.55, accuracy: 1e-9, "pencil at \(t)")
            // The symbol moves with its image: its drawn centre follows the offset.
            XCTAssertEqual(c.hitBounds.y + c.hitBounds.height / 2, 180 + c.offset.y, accuracy: 1e-9)
        }
    }

    func testKeyframesReachEachStepsTargetInTurn() {
        XCTAssertEqual(circle(at: 0.1)?.frame.width ?? 0, 80, accuracy: 1e-9)
        XCTAssertEqual(circle(at: 0.3)?.frame.width ?? 0, 120, accuracy: 1e-9)
        XCTAssertEqual(circle(at: 0.4)?.frame.width ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(present(at: 0.7).first?.offset.y ?? 0, 150, accuracy: 1e-9)
        XCTAssertEqual(present(at: 1.3).first?.offset.y ?? 0, -600, accuracy: 1e-9)
    }

    func testAClickReplaysTheLaunch() {
        let p = Self.effect.player(size: Size(480, 360), metrics: FixedMetrics())
        p.seek(to: 2)
        XCTAssertFalse(p.tap(at: Point(240, 180)))
        p.seek(to: 2.05)
        XCTAssertEqual(p.present().nodes.first(where: Self.isSymbol)?.frame.width ?? 0,
                       100 - 20 * UnitBezier.easeInOut(0.5), accuracy: 1e-9)
    }
}
