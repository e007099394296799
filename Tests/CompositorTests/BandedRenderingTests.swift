import Compositor
import Gallery
import SourceRuntime
import Scene
import XCTest

/// A frame split into bands across threads is the same picture as drawn on one thread.
final class BandedRenderingTests: XCTestCase {
    private func frame(_ make: () -> Scene, at time: Double, threads: Int, size: Size) throws -> Canvas {
        let scene = make()
        scene.advance(to: time)
        let canvas = try Canvas(width: Int(size.width), height: Int(size.height))
        Renderer(fonts: testFonts, threads: threads).draw(scene.present(at: time), into: canvas)
        return canvas
    }

    private func assertSamePixels(_ a: Canvas, _ b: Canvas, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        var differing = 0
        for i in 0..<(a.width * a.height) where a.pixels[i] != b.pixels[i] { differing += 1 }
        XCTAssertEqual(differing, 0, message, file: file, line: line)
    }

    func testStressSceneIsTheSameOnOneThreadAndMany() throws {
        // Glyphs cross band edges, move by sub-pixels, scale and blur.
        let size = Size(320, 200)
        let make = {
            let scene = Scene(size: size, metrics: testFonts, seed: 3)
            StressScene.build(scene, options: StressScene.Options(nodes: 600, blur: 6, scale: true))
            return scene
        }
        for time in [0.0, 0.21, 0.47, 1.3] {
            let one = try frame(make, at: time, threads: 1, size: size)
            var ink = 0
            for i in 0..<(one.width * one.height) where one.pixels[i] != 0xFFFF_FFFF { ink += 1 }
            XCTAssertGreaterThan(ink, 5000, "the frame at \(time) draws something")
            for threads in [2, 3, 8] {
                assertSamePixels(one, try frame(make, at: time, threads: threads, size: size), "\(threads) threads at \(time)")
            }
        }
    }

    func testBlurSceneIsTheSameOnOneThreadAndTwo() throws {
        guard let effect = EffectCatalogue.named("blur") else { return XCTFail("no blur effect") }
        for time in [0.95, 2.9] {
            let player = { effect.player(size: Size(480, 360), metrics: testFonts) }
            let a = player(), b = player()
            a.seek(to: time); b.seek(to: time)
            let one = try Canvas(width: 480, height: 360), two = try Canvas(width: 480, height: 360)
            Renderer(fonts: testFonts, threads: 1).draw(a.present(), into: one)
            Renderer(fonts: testFonts, threads: 2).draw(b.present(), into: two)
            assertSamePixels(one, two, "blur at \(time)")
        }
    }

    func testAScaledGlyphCoversItsScaledBox() throws {
        // The bilinear path: a glyph at twice its size inks about four times the pixels.
        func ink(scale: Double) throws -> Int {
            let scene = Scene(size: Size(120, 120), metrics: testFonts)
            let node = scene.makeNode(.glyph, text: "W", font: .system(size: 30))
            node.scaleEffect(x: { scale }, y: { scale })
            scene.root.add(node)
            scene.layout = .node(node)
            let canvas = try Canvas(width: 120, height: 120)
            Renderer(fonts: testFonts, threads: 2).draw(scene.present(at: 0), into: canvas)
            var total = 0
            for i in 0..<(120 * 120) { total += 255 - Int(canvas.pixels[i] & 0xFF) }
            return total
        }
        let one = try ink(scale: 1), two = try ink(scale: 2)
        XCTAssertEqual(Double(two) / Double(one), 4, accuracy: 0.4)
    }
}
