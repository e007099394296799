import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// When a scene comes to rest (an export's default length), and the synthetic stress scene.
final class SettleAndStressTests: XCTestCase {
    func testBlurSettlesWhenItsLastCharacterHasCleared() throws {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics())
        // The last line starts at 3.76; its fifth character waits 4 × 0.15 and eases for 0.35,
        // to 4.71 s; the curve is over on the frame after (4.7167 s), and the scene is at rest
        // from the frame after that, as after a spring's rest frame.
        let last = 3.76 + 4 * 0.15 + 0.35
        let settled = try XCTUnwrap(player.settleTime(limit: 10))
        XCTAssertGreaterThanOrEqual(settled, last + 1.0 / 60)
        XCTAssertLessThanOrEqual(settled, last + 2.0 / 60 + 1e-9)
        // And it is at rest there: nothing moves between then and much later.
        player.restart()
        player.seek(to: settled)
        let atRest = player.present().nodes.map(\.blur)
        player.seek(to: 60)
        XCTAssertEqual(player.present().nodes.map(\.blur), atRest)
    }

    func testATapPushesTheSettleTimeAfterIt() throws {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics())
        // A tap on nothing restarts the scene, so it settles as long after the tap.
        let plain = try XCTUnwrap(player.settleTime(limit: 20))
        let tapped = try XCTUnwrap(player.settleTime(taps: [ScenePlayer.Tap(point: Point(5, 5), time: 2)], limit: 20))
        XCTAssertEqual(tapped, plain + 2, accuracy: 1.0 / 60 + 1e-9)
    }

    func testAScenePacedByATimerNeverSettles() {
        let player = ScenePlayer {
            let scene = Scene(size: Size(100, 100), metrics: FixedMetrics())
            StressScene.build(scene, options: StressScene.Options(nodes: 3))
            return scene
        }
        XCTAssertNil(player.settleTime(limit: 3))
    }

    func testStressNodesFollowTheirOwnDelayedSprings() {
        let scene = Scene(size: Size(640, 360), metrics: FixedMetrics(), seed: 1)
        StressScene.build(scene, options: StressScene.Options(nodes: 800, blur: 10, scale: true))
        XCTAssertEqual(scene.root.children.count, 800)
        func away(at t: Double) -> [PresentedNode] {
            scene.advance(to: t)
            return scene.present(at: t).nodes.filter { $0.offset.x != 0 || $0.offset.y != 0 }
        }
        // At 0.03 s only the first group has been told to move, and only nodes whose own delay
        // (0…0.2 s) has passed are on their way.
        let early = away(at: 0.03)
        XCTAssertGreaterThan(early.count, 0)
        XCTAssertLessThan(early.count, 800 / StressScene.groups / 3)
        // Opacity, scale and blur follow the same spring as the offset.
        for p in early {
            XCTAssertNotEqual(p.opacity, 1)
            XCTAssertNotEqual(p.scale.x, 1)
            XCTAssertGreaterThan(p.blur, 0)
        }
        // Just before the period ends every group has been toggled once (in turn) and most
        // delays have passed; the first group has not been called back yet.
        let late = StressScene.period - 0.05
        XCTAssertGreaterThan(away(at: late).count, 600)
        // Frames lie on a grid covering the canvas.
        let nodes = scene.present(at: late).nodes
        XCTAssertEqual(nodes.map(\.frame.x).min() ?? -1, 0)
        XCTAssertGreaterThan(nodes.map(\.frame.maxY).max() ?? 0, 300)
    }
}
