import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The mask variant of Block: the texts always opaque, each behind a rectangle mask that
/// grows from its leading edge on the bar's timing (easeInOut from 0.1 + base) and stays open.
class BlockMaskSceneTests: XCTestCase {
    class var effect: Effect { EffectCatalogue.named("block-mask")! }
    private let size = Size(480, 720)
    private let bases = [1.0, 1.0, 1.5]

    private func player() -> ScenePlayer {
        Self.effect.player(size: size, metrics: FixedMetrics(), images: FixedImages())
    }

    /// Each text with its presented shape mask, top to bottom.
    private func texts(_ player: ScenePlayer) -> [(text: PresentedNode, mask: PresentedShapeMask?)] {
        player.present().nodes.filter { $0.node.kind == .text }.map { p in
            if case .shape(let m)? = p.mask { return (p, m) }
            return (p, nil)
        }
    }

    private func expectedScale(t: Double, base: Double) -> Double {
        let grow = t - (0.1 + base)
        return grow < 0 ? 0 : UnitBezier.easeInOut(min(1, grow / 0.35))
    }

    func testMasksGrowFromTheLeadingEdgeOnTheBarsTimingAndStayOpen() {
        for t in stride(from: 0.0, through: 3.5, by: 0.0625) {
            let p = player()
            p.seek(to: t)
            let shown = texts(p)
            XCTAssertEqual(shown.count, 3)
            for (i, s) in shown.enumerated() {
                guard let mask = s.mask else { return XCTFail("text \(i) has no shape mask") }
                XCTAssertEqual(mask.scale.x, expectedScale(t: t, base: bases[i]), accuracy: 1e-9, "text \(i) at \(t)")
                XCTAssertEqual(mask.scale.y, 1)
                XCTAssertEqual(mask.anchor, .leading)
                XCTAssertEqual(mask.frame, s.text.frame, "the mask is laid in the text's frame")
                XCTAssertEqual(s.text.opacity, 1, "the mask alone reveals the text")
            }
        }
    }

    func testTheMaskCoversTheLeadingPartOfTheText() {
        let p = player()
        p.seek(to: 1.1 + 0.175)   // half way through the top masks' easeInOut
        guard let haiku = texts(p).dropFirst().first, let mask = haiku.mask else { return XCTFail("no haiku mask") }
        let open = mask.transform.apply(mask.frame)
        XCTAssertEqual(open.x, haiku.text.frame.x, accuracy: 1e-9)
        XCTAssertEqual(open.width, haiku.text.frame.width / 2, accuracy: 1e-9)
    }

    func testATapClosesThatMaskAndGrowsItAgain() {
        let p = player()
        p.seek(to: 3)
        guard let title = texts(p).first else { return XCTFail("no title") }
        let point = Point(title.text.frame.x + 5, title.text.frame.y + title.text.frame.height / 2)
        XCTAssertTrue(p.tap(at: point))
        p.seek(to: 3.05)
        XCTAssertEqual(texts(p)[0].mask?.scale.x, 0, "closed at once")
        XCTAssertEqual(texts(p)[1].mask?.scale.x, 1, "the haiku stays revealed")
        p.seek(to: 3.1 + 0.175)
        XCTAssertEqual(texts(p)[0].mask?.scale.x ?? -1, 0.5, accuracy: 1e-9)
        p.seek(to: 3.7)
        XCTAssertEqual(texts(p)[0].mask?.scale.x, 1)
    }
}
