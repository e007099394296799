import Compositor
import Motion
import Scene
import XCTest

/// Masked subtrees: what the layer holds, where the mask cuts it, and what stays unmasked.
final class MaskLayerTests: XCTestCase {
    /// A 200×100 opaque blue rect at (40, 30) with a red 40×40 child, then a green sibling below.
    private func scene() -> (Scene, rect: Node, sibling: Node) {
        let scene = Scene(size: Size(300, 200), metrics: testFonts)
        let rect = scene.makeNode(.rect, color: Color(red: 0, green: 0, blue: 1))
        let child = scene.makeNode(.rect, color: Color(red: 1, green: 0, blue: 0))
        let sibling = scene.makeNode(.rect, color: Color(red: 0, green: 1, blue: 0))
        rect.add(child)
        scene.root.add(rect)
        scene.root.add(sibling)
        scene.layout = .vstack(alignment: .leading, spacing: 0, children: [
            .frame(width: { 200 }, height: { 100 }, .zstack(children: [
                .node(rect), .frame(width: { 40 }, height: { 40 }, .node(child)),
            ], container: nil)),
            .frame(width: { 200 }, height: { 30 }, .node(sibling)),
        ], container: nil)
        return (scene, rect, sibling)
    }

    private func draw(_ scene: Scene, at time: Double = 0) throws -> Canvas {
        let canvas = try Canvas(width: 300, height: 200)
        let renderer = Renderer(fonts: testFonts)
        renderer.background = .clear
        renderer.draw(scene.present(at: time), into: canvas)
        return canvas
    }

    func testAShapeMaskGrowingFromTheLeadingEdgeCutsTheWholeSubtree() throws {
        let (scene, rect, _) = scene()
        let shape = scene.makeNode(.rect)
        shape.scaleEffect(x: { 0.55 }, anchor: .leading)
        rect.mask(shape)
        let frame = rect.modelFrame   // (50, 35, 200, 100): the mask ends at x = 160
        let canvas = try draw(scene)
        let y = Int(frame.y + 10), edge = frame.x + 0.55 * frame.width
        XCTAssertEqual(canvas.rgba(Int(frame.x) + 2, y).a, 255)
        XCTAssertEqual(canvas.rgba(Int(edge) - 2, y).a, 255)
        XCTAssertEqual(canvas.rgba(Int(edge) + 2, y).a, 0, "past the mask's trailing edge")
        // The red child is inside the masked subtree: its left part shows, the rest is cut.
        let child = Int(frame.y + frame.height / 2)
        XCTAssertEqual(canvas.rgba(Int(frame.x + frame.width / 2) - 10, child).r, 255)
        XCTAssertEqual(canvas.rgba(Int(frame.x + frame.width / 2) + 15, child).a, 0)
    }

    func testANodeAfterTheMaskedSubtreeIsNotMasked() throws {
        let (scene, rect, sibling) = scene()
        let gradient = CAGradientLayer(clock: scene.clock)
        gradient.colors = [.clear, .clear]
        rect.mask(gradient)
        let canvas = try draw(scene)
        let r = rect.modelFrame, s = sibling.modelFrame
        XCTAssertEqual(canvas.rgba(Int(r.x + r.width / 2), Int(r.y + r.height / 2)).a, 0)
        XCTAssertEqual(canvas.rgba(Int(s.x + s.width / 2), Int(s.y + s.height / 2)).g, 255)
        XCTAssertEqual(canvas.rgba(Int(s.x + s.width / 2), Int(s.y + s.height / 2)).a, 255)
    }

    func testMasksNest() throws {
        let (scene, rect, _) = scene()
        let outer = CAGradientLayer(clock: scene.clock)
        outer.colors = [Color.white.opacity(0.5), Color.white.opacity(0.5)]
        rect.mask(outer)
        let child = rect.children[0]
        let inner = CAGradientLayer(clock: scene.clock)
        inner.colors = [.white, .clear]
        inner.startPoint = UnitPoint(0, 0.5)
        inner.endPoint = UnitPoint(1, 0.5)
        child.mask(inner)
        let canvas = try draw(scene)
        let c = child.modelFrame, y = Int(c.y + c.height / 2)
        // Child pixel at unit x: red × (1 − x) over blue, all at half alpha.
        for x in [5, 20, 35] {
            let ux = (Double(x) + 0.5) / c.width
            let p = canvas.rgba(Int(c.x) + x, y)
            XCTAssertEqual(Double(p.a), 127.5, accuracy: 1.5, "x \(x)")
            XCTAssertEqual(Double(p.r), 255 * (1 - ux), accuracy: 3, "x \(x)")
        }
    }

    func testAMaskOffTheCanvasOrScaledToNothingDrawsNothing() throws {
        let (scene, rect, _) = scene()
        let shape = scene.makeNode(.rect)
        shape.scaleEffect(x: { 0 }, anchor: .leading)
        rect.mask(shape)
        let canvas = try draw(scene)
        let r = rect.modelFrame
        XCTAssertEqual(canvas.rgba(Int(r.x + 5), Int(r.y + 5)).a, 0)
        rect.offset(x: { -1000 })
        rect.mask(CAGradientLayer(clock: scene.clock))
        _ = try draw(scene)   // must not crash or draw out of bounds
    }

    func testAnOpaqueMaskStillCutsWhatLiesOutsideItsBounds() throws {
        let (scene, rect, sibling) = scene()
        let opaque = CAGradientLayer(clock: scene.clock)
        opaque.colors = [.white, .white]
        rect.mask(opaque)
        // The red child slides 100 pt right: its right half leaves the rect.
        let child = rect.children[0]
        child.offset(x: { 100 })
        let inner = CAGradientLayer(clock: scene.clock)
        inner.colors = [.white]
        child.mask(inner)
        let canvas = try draw(scene)
        let r = rect.modelFrame, c = child.modelFrame
        let y = Int(c.y + c.height / 2)
        XCTAssertEqual(canvas.rgba(Int(r.maxX) - 5, y).r, 255, "the child inside the rect")
        XCTAssertEqual(canvas.rgba(Int(r.maxX) + 5, y).a, 0, "the child outside the rect is cut")
        XCTAssertEqual(canvas.rgba(Int(r.x) + 5, y).b, 255, "the rect itself")
        // Drawing after the masked subtree is not clipped any more.
        let s = sibling.modelFrame
        XCTAssertEqual(canvas.rgba(Int(s.maxX) - 3, Int(s.y + s.height / 2)).g, 255)
    }
}
