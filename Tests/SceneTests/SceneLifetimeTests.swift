import Effects
import Scene
import XCTest

/// Discarded scenes are freed: the closures an effect leaves in its scene (timers, tap
/// handlers, bindings) do not keep it alive.
final class SceneLifetimeTests: XCTestCase {
    func testRestartedScenesAreFreedForEveryEffect() {
        for effect in EffectCatalogue.all {
            weak var first: Scene?
            let player = effect.player(size: Size(960, 600), metrics: FixedMetrics())
            player.seek(to: 0.7)
            first = player.scene
            player.restart()
            player.seek(to: 0.3)
            XCTAssertNil(first, "\(effect.name): a restarted scene is still alive")
        }
    }

    func testADiscardedPlayerFreesItsScene() {
        weak var scene: Scene?
        do {
            let player = EffectCatalogue.all[0].player(size: Size(960, 600), metrics: FixedMetrics())
            player.seek(to: 1)
            scene = player.scene
        }
        XCTAssertNil(scene)
    }
}
