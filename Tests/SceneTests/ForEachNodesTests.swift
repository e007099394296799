import Motion
import Scene
import XCTest

/// `ForEach` over changing data: kept nodes move, new ones fade in, gone ones fade out.
final class ForEachNodesTests: XCTestCase {
    private func row(_ items: StateValue<[String]>, in scene: Scene) -> ForEachNodes<String> {
        let container = scene.makeNode(.group)
        scene.root.add(container)
        let nodes = scene.forEach(in: container, ids: { items.value }) { id in
            scene.makeNode(.glyph, text: id, font: .custom("x", size: 10))
        }
        scene.layout = .dynamic { .hstack(spacing: 0, children: nodes.nodes.map { .node($0) }, container: container) }
        return nodes
    }

    func testWithoutAnAnimationNodesComeAndGoAtOnce() {
        let scene = Scene(size: Size(100, 100), metrics: FixedMetrics())
        let items = scene.state(["a", "b"])
        let nodes = row(items, in: scene)
        let a = nodes.node(for: "a")
        scene.update { items.value = ["c", "a"] }
        XCTAssertTrue(nodes.node(for: "a") === a)
        XCTAssertNil(nodes.node(for: "b"))
        XCTAssertEqual(nodes.container.children.map(\.text), ["c", "a"])
        XCTAssertEqual(nodes.node(for: "c")?.value(.opacity, at: 0), 1)
        XCTAssertEqual(a?.frame(at: 0).x, 50)   // "c" and "a", 6 pt each, centred on 50
    }

    func testWithAnAnimationKeptNodesMoveNewOnesFadeInGoneOnesFadeOut() {
        let scene = Scene(size: Size(100, 100), metrics: FixedMetrics())
        let items = scene.state(["a", "b"])
        let nodes = row(items, in: scene)
        guard let a = nodes.node(for: "a"), let b = nodes.node(for: "b") else { return XCTFail("no nodes") }
        let oldA = a.frame(at: 0).x, oldB = b.frame(at: 0)
        scene.update(animation: .linear(duration: 1)) { items.value = ["c", "a"] }
        guard let c = nodes.node(for: "c") else { return XCTFail("no c") }
        // Half way: a between its places, c in place at half opacity, b where it was at half.
        XCTAssertEqual(a.frame(at: 0.5).x, (oldA + a.modelFrame.x) / 2, accuracy: 1e-9)
        XCTAssertEqual(c.frame(at: 0.5).x, c.modelFrame.x)
        XCTAssertEqual(c.value(.opacity, at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.frame(at: 0.5), oldB)
        XCTAssertEqual(b.value(.opacity, at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertTrue(nodes.container.children.contains { $0 === b })
        // The fade ends at 1 s and is over on the next frame.
        scene.advance(to: 1.01)
        XCTAssertTrue(nodes.container.children.contains { $0 === b })
        scene.advance(to: 1.02)
        XCTAssertFalse(nodes.container.children.contains { $0 === b }, "b leaves when its fade is over")
    }

    func testAnAnchorChangedWithoutAnimationJumps() {
        let scene = Scene(size: Size(100, 100), metrics: FixedMetrics())
        let scale = scene.state(1.0), anchor = scene.state(UnitPoint.leading)
        let bar = scene.makeNode(.rect)
        bar.scale(x: { scale.value }, anchor: { anchor.value })
        scene.root.add(bar)
        scene.layout = .node(bar)
        scene.update { anchor.value = .trailing }
        scene.update(animation: .linear(duration: 1)) { scale.value = 0 }
        let shown = scene.present(at: 0.25).nodes[0]
        XCTAssertEqual(shown.anchor, .trailing)
        XCTAssertEqual(shown.hitBounds.maxX, 100, accuracy: 1e-9)
        XCTAssertEqual(shown.hitBounds.width, 75, accuracy: 1e-9)
        // Inside an animated update the anchor animates like any property.
        scene.update(animation: .linear(duration: 1)) { anchor.value = .leading }
        XCTAssertEqual(scene.present(at: 0.5).nodes[0].anchor.x, 0.5, accuracy: 1e-9)
    }

    func testAnImageIsScaledToFitItsProposal() {
        let scene = Scene(size: Size(400, 300), metrics: FixedMetrics())
        scene.images = FixedImages(Size(400, 300))
        let image = scene.makeNode(.image)
        image.imageName = "any"
        scene.root.add(image)
        scene.layout = .frame(width: nil, height: { 150 }, .node(image))
        XCTAssertEqual(image.modelFrame.size, Size(200, 150))
    }
}
