import Compositor
import Motion
import Scene
import XCTest

/// Every line of text is recorded by one function from one slot table, whether it is worked
/// out ahead across threads (many views, several threads) or while recording: a frame is the
/// same picture whatever the node count and the thread count.
final class TextRecordTests: XCTestCase {
    /// `count` text views of every kind the recorder treats apart: plain, scaled, blurred,
    /// faded, rotated, shadowed, an emoji, and wrapped lines.
    private func scene(count: Int) -> Scene {
        let scene = Scene(size: Size(360, 240), metrics: testFonts)
        var random = SeededRandom(seed: 0x7E47)
        for i in 0..<count {
            let kind = i % 9
            let node = scene.makeNode(kind == 8 ? .text : .glyph, text: kind == 6 ? "😀" : ["A", "g", "あ", "W"][i % 4],
                                      font: .system(size: [13.0, 19][i % 2]))
            func set(_ property: Property, _ value: Double) { node.tracks[property].set(value, at: 0, animation: nil) }
            set(.frameX, Double.random(in: -10...340, using: &random))
            set(.frameY, Double.random(in: -10...220, using: &random))
            set(.frameWidth, 24)
            set(.frameHeight, 26)
            set(.offsetX, Double.random(in: 0..<1, using: &random))
            switch kind {
            case 1: set(.scaleX, 1.6); set(.scaleY, 1.3)
            case 2: set(.blur, 1.4)
            case 3: set(.opacity, 0.4)
            case 4: set(.rotation, 25)
            case 5:
                node.shadowColor = .black
                set(.shadowRadius, 2); set(.shadowX, 1); set(.shadowY, 2); set(.shadowOpacity, 0.5)
            case 8: node.lines = ["ab", "cd"]
            default: break
            }
            scene.root.add(node)
        }
        return scene
    }

    private func frame(count: Int, threads: Int) throws -> Canvas {
        let canvas = try Canvas(width: 360, height: 240)
        let renderer = Renderer(fonts: testFonts, threads: threads)
        let scene = scene(count: count)
        // Twice: the second frame finds its slots, levels and variants made by the first.
        renderer.draw(scene.present(at: 0), into: canvas)
        renderer.draw(scene.present(at: 0), into: canvas)
        return canvas
    }

    func testAFrameIsTheSameWhateverTheViewAndThreadCount() throws {
        for count in [300, 2_100] {
            let one = try frame(count: count, threads: 1)
            var ink = 0
            for i in 0..<(one.width * one.height) where one.pixels[i] != 0xFFFF_FFFF { ink += 1 }
            XCTAssertGreaterThan(ink, 10_000, "\(count) views draw")
            let two = try frame(count: count, threads: 2)
            var differing = 0
            for i in 0..<(one.width * one.height) where one.pixels[i] != two.pixels[i] { differing += 1 }
            XCTAssertEqual(differing, 0, "\(count) views, 2 threads against 1")
        }
    }
}
