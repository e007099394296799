import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The three shimmer scenes against the seed's numbers: the card's presented mask at any time.
class ShimmerSceneTests: XCTestCase {
    class var shimmer: Effect { EffectCatalogue.named("shimmer")! }
    class var sharp: Effect { EffectCatalogue.named("shimmer-sharp")! }
    class var soft: Effect { EffectCatalogue.named("shimmer-soft")! }
    private let size = Size(960, 600)

    private func player(_ effect: Effect) -> ScenePlayer { effect.player(size: size, metrics: FixedMetrics()) }

    private func mask(_ player: ScenePlayer, at time: Double) -> PresentedGradient? {
        player.seek(to: time)
        guard let card = player.present().nodes.first(where: { $0.node.kind == .card }),
              case .gradient(let g)? = card.mask else { return nil }
        return g
    }

    private func assertEqual(_ a: [Double], _ b: [Double], _ message: String, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, message, line: line)
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-9, message, line: line) }
    }

    private func lerp(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] {
        zip(a, b).map { $0 + ($1 - $0) * f }
    }

    func testTheCardRestsUnmaskedForHalfASecond() {
        for effect in [Self.shimmer, Self.sharp, Self.soft] {
            let p = player(effect)
            XCTAssertNil(mask(p, at: 0.49), effect.name)
            let card = p.present().nodes.first { $0.node.kind == .card }
            XCTAssertEqual(card?.frame, Rect(x: 300, y: 187, width: 360, height: 226), effect.name)
            XCTAssertEqual(card?.node.children.count, 4, "title, line of text and the two discs")
        }
    }

    func testShimmerSweepsOnceASecondForever() {
        let p = player(Self.shimmer)
        for t in stride(from: 0.5, through: 9.5, by: 0.0613) {
            guard let g = mask(p, at: t) else { return XCTFail("no mask at \(t)") }
            let f = (t - 0.5).truncatingRemainder(dividingBy: 1)
            let expected = lerp([0, 0.3, 0.3], [0.7, 1, 1], f == 0 && t > 0.5 ? 1 : f)
            assertEqual(g.locations, expected, "locations at \(t)")
            XCTAssertEqual(g.colors.map(\.alpha), [1, 0, 1])
            XCTAssertEqual(g.startPoint, UnitPoint(0, 0.5))
            XCTAssertEqual(g.endPoint, UnitPoint(1, 0.5))
        }
    }

    func testSharpShimmerEasesInOnceThenShowsTheModel() {
        let p = player(Self.sharp)
        for t in stride(from: 0.5, through: 0.9, by: 0.01) {
            guard let g = mask(p, at: t) else { return XCTFail("no mask at \(t)") }
            let f = UnitBezier.easeIn(min(1, (t - 0.5) / 0.4))
            assertEqual(g.locations, lerp([0, 0.2, 0.2], [0.8, 1, 1], f), "locations at \(t)")
            XCTAssertEqual(g.colors.map(\.alpha), [1, 0.3, 1])
            XCTAssertEqual(g.startPoint, UnitPoint(-1, 0))
            XCTAssertEqual(g.endPoint, UnitPoint(2, 1.5))
        }
        assertEqual(mask(p, at: 0.91)?.locations ?? [], [1, 1, 1], "removed on completion")
    }

    func testSoftShimmerRunsItsGroupOnTheEasedTime() {
        let from = [0.0, 0.04, 0.07, 0.1, 0.12, 0.14, 0.17, 0.2, 0.24]
        let to = [0.76, 0.8, 0.83, 0.86, 0.88, 0.9, 0.93, 0.96, 0.1]
        let highlight = [1, 1, 0.9, 0.8, 0.75, 0.8, 0.9, 1, 1]
        let base = [Double](repeating: 1, count: 9)
        let p = player(Self.soft)
        for t in stride(from: 0.5, through: 1.5, by: 0.0125) {
            guard let g = mask(p, at: t) else { return XCTFail("no mask at \(t)") }
            let tau = UnitBezier.easeInOut(t - 0.5)
            assertEqual(g.locations, lerp(from, to, tau), "locations at \(t)")
            let alphas = tau <= 0.5 ? lerp(base, highlight, tau / 0.5) : lerp(highlight, base, (tau - 0.5) / 0.5)
            assertEqual(g.colors.map(\.alpha), alphas, "alphas at \(t)")
        }
        // After the group: the model, nine colours on three locations.
        let rest = mask(p, at: 1.51)
        assertEqual(rest?.locations ?? [], [1, 1, 1], "model locations")
        assertEqual(rest?.colors.map(\.alpha) ?? [], highlight, "model colours")
    }

    func testAClickOnTheCardReplaysAndTheRepeatingOneRestarts() {
        let card = Point(480, 300)
        let p = player(Self.shimmer)
        p.seek(to: 2.3)
        XCTAssertTrue(p.tap(at: card))
        assertEqual(mask(p, at: 2.55)?.locations ?? [], lerp([0, 0.3, 0.3], [0.7, 1, 1], 0.25), "restarted")

        let sharp = player(Self.sharp)
        sharp.seek(to: 3)
        XCTAssertTrue(sharp.tap(at: card))
        let f = UnitBezier.easeIn(0.2 / 0.4)
        assertEqual(mask(sharp, at: 3.2)?.locations ?? [], lerp([0, 0.2, 0.2], [0.8, 1, 1], f), "replayed")
        assertEqual(mask(sharp, at: 3.41)?.locations ?? [], [1, 1, 1], "and ended")

        let soft = player(Self.soft)
        soft.seek(to: 4)
        XCTAssertTrue(soft.tap(at: card))
        XCTAssertEqual(mask(soft, at: 4.5)?.colors[4].alpha ?? 0, 0.75, accuracy: 1e-9, "the highlight peaks mid-group")
    }

    func testAClickBesideTheCardRestartsTheScene() {
        let p = player(Self.shimmer)
        p.seek(to: 2)
        XCTAssertFalse(p.tap(at: Point(20, 20)))
        XCTAssertNil(mask(p, at: 2.3), "at rest again for half a second")
        assertEqual(mask(p, at: 2.6)?.locations ?? [], lerp([0, 0.3, 0.3], [0.7, 1, 1], 0.1), "then shimmering")
    }

    func testRepeatingShimmerNeverSettlesButTheOthersDo() {
        let p = player(Self.shimmer)
        p.seek(to: 30)
        XCTAssertFalse(p.scene.isSettled(at: 30))
        let sharp = player(Self.sharp)
        sharp.seek(to: 0.8)
        XCTAssertFalse(sharp.scene.isSettled(at: 0.8))
        sharp.seek(to: 1)
        XCTAssertTrue(sharp.scene.isSettled(at: 1))
    }
}
