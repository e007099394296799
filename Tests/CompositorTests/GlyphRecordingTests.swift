import Compositor
import Motion
import Scene
import XCTest

/// A renderer remembers, slot by slot, the glyphs and coverage levels of the frames it drew;
/// whatever it remembers, each frame is the picture a renderer drawing it first would make.
final class GlyphRecordingTests: XCTestCase {
    private static let texts = ["A", "g", "W", "あ", "7", "fi", "Ay", ""]

    /// A scene of `count` glyph views at random sub-pixel places, some scaled, blurred or faded.
    private func scatter(_ scene: Scene, count: Int, random: inout SeededRandom) {
        scene.root.removeAllChildren()
        for _ in 0..<count {
            let text = Self.texts[Int.random(in: 0..<Self.texts.count, using: &random)]
            let size = [14.0, 17, 23][Int.random(in: 0..<3, using: &random)]
            let node = scene.makeNode(.glyph, text: text, font: .system(size: size))
            func set(_ property: Property, _ value: Double) { node.tracks[property].set(value, at: 0, animation: nil) }
            set(.frameX, Double.random(in: -20...300, using: &random))
            set(.frameY, Double.random(in: -20...180, using: &random))
            set(.frameWidth, 20)
            set(.frameHeight, 24)
            set(.offsetX, Double.random(in: 0..<1, using: &random))
            set(.offsetY, Double.random(in: 0..<1, using: &random))
            switch Int.random(in: 0..<6, using: &random) {
            case 0: set(.scaleX, 1.7); set(.scaleY, 1.7)
            case 1: set(.blur, [0.4, 1.3, 3][Int.random(in: 0..<3, using: &random)])
            case 2: set(.opacity, 0.35)
            default: break
            }
            scene.root.add(node)
        }
    }

    private func draw(_ scene: Scene, with renderer: Renderer) throws -> Canvas {
        let canvas = try Canvas(width: 320, height: 200)
        renderer.draw(scene.present(at: 0), into: canvas)
        return canvas
    }

    private func differing(_ a: Canvas, _ b: Canvas) -> Int {
        var count = 0
        for i in 0..<(a.width * a.height) where a.pixels[i] != b.pixels[i] { count += 1 }
        return count
    }

    func testARendererThatDrewOtherFramesDrawsEachLikeAFreshOne() throws {
        var random = SeededRandom(seed: 0x6C7_1F5)
        let scene = Scene(size: Size(320, 200), metrics: testFonts)
        let remembering = Renderer(fonts: testFonts, threads: 2)
        for frame in 0..<8 {
            // Every other frame scatters anew (other texts, fonts and levels in each slot); the
            // others change only some views' text, font or blur in place, or nothing at all.
            if frame % 2 == 0 {
                // From frame 4, enough views that a renderer with threads works them out ahead
                // across threads, from what it remembers of each presentation index.
                scatter(scene, count: frame < 4 ? 150 + 20 * frame : 2_100 + 20 * frame, random: &random)
            } else if frame != 7 {
                for node in scene.root.children where Int.random(in: 0..<3, using: &random) == 0 {
                    node.text = Self.texts[Int.random(in: 0..<Self.texts.count, using: &random)]
                    node.font = scene.resolve(.system(size: [14.0, 17, 23][Int.random(in: 0..<3, using: &random)]))
                    node.tracks[.blur].set(Double.random(in: 0...2, using: &random), at: 0, animation: nil)
                }
            }
            let remembered = try draw(scene, with: remembering)
            let fresh = try draw(scene, with: Renderer(fonts: testFonts, threads: 1))
            var ink = 0
            for i in 0..<(fresh.width * fresh.height) where fresh.pixels[i] != 0xFFFF_FFFF { ink += 1 }
            XCTAssertGreaterThan(ink, 3000, "frame \(frame) draws glyphs")
            XCTAssertEqual(differing(remembered, fresh), 0, "frame \(frame)")
        }
    }

    func testARectangleReachingFarOffTheCanvasFillsWhatItCovers() throws {
        // Its left edge lies beyond what a drawing operation holds; the covered pixels are the
        // same as for a rectangle starting just off the canvas.
        func fill(x: Double, width: Double) throws -> Canvas {
            let scene = Scene(size: Size(120, 40), metrics: testFonts)
            let node = scene.makeNode(.rect, color: .black)
            for (property, value) in [(Property.frameX, x), (.frameY, 10), (.frameWidth, width), (.frameHeight, 20)] {
                node.tracks[property].set(value, at: 0, animation: nil)
            }
            scene.root.add(node)
            let canvas = try Canvas(width: 120, height: 40)
            Renderer(fonts: testFonts, threads: 2).draw(scene.present(at: 0), into: canvas)
            return canvas
        }
        let far = try fill(x: -6e9, width: 6e9 + 50.5), near = try fill(x: -10, width: 60.5)
        XCTAssertEqual(differing(far, near), 0)
        XCTAssertEqual(near.pixels[15 * 120 + 49], 0xFF00_0000)
        XCTAssertNotEqual(near.pixels[15 * 120 + 50], 0xFF00_0000)
        XCTAssertEqual(near.pixels[15 * 120 + 51], 0xFFFF_FFFF)
    }
}
