import Gallery
import SourceRuntime
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

    /// A presentation (or its list of nodes, kept apart) keeps the nodes it shows alive,
    /// however the scene changes after it, and lets them go with it.
    func testAPresentationKeepsItsNodesAliveAndThenLetsThemGo() {
        weak var removed: Node?, kept: Node?
        var presentation: Presentation?
        do {
            let scene = Scene(size: Size(200, 100), metrics: FixedMetrics())
            let group = scene.makeNode(.group)
            let a = scene.makeNode(.glyph, text: "a"), b = scene.makeNode(.glyph, text: "b")
            group.add(a)
            scene.root.add(group)
            scene.root.add(b)
            removed = a
            kept = b
            presentation = scene.present(at: 0, threads: 2)
            group.removeAllChildren()
            scene.root.removeAllChildren()
        }
        XCTAssertNotNil(removed, "a node taken out of the tree lives while a presentation shows it")
        XCTAssertEqual(presentation?.nodes.map(\.node.text), ["", "a", "b"])
        presentation = nil
        XCTAssertNil(removed)
        XCTAssertNil(kept)
    }
}
