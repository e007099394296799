import Compositor
import Scene
import Typography
import XCTest

/// Frames of the Blur scene, and the drawing properties they rely on.
final class BlurRenderingTests: XCTestCase {
    func testGoldenFrames() throws {
        // Before anything appears, mid-blur of the first line, and every line settled.
        for (time, name) in [(0.3, "blur-0.30"), (0.95, "blur-0.95"), (2.9, "blur-2.90"), (6.0, "blur-6.00")] {
            try assertGolden(try render("blur", at: time), named: name)
        }
    }

    /// Darkness (255 − red) summed over the canvas: how much text ink a frame holds.
    private func ink(_ canvas: Canvas) -> Double {
        var total = 0.0
        for y in 0..<canvas.height { for x in 0..<canvas.width { total += 255 - Double(canvas.rgba(x, y).r) } }
        return total
    }

    func testTextInkGrowsAsTheLinesAppear() throws {
        let early = ink(try render("blur", at: 0.2))
        let mid = ink(try render("blur", at: 1.2))
        let late = ink(try render("blur", at: 6))
        XCTAssertLessThan(early, mid)
        XCTAssertLessThan(mid, late)
    }

    func testBlurSpreadsCoverageButKeepsItsMass() throws {
        guard let sharp = testFonts.bitmap("歩", font: .custom("HiraMinProN-W3", size: 38)) else {
            return XCTFail("no glyph")
        }
        let blurred = GaussianBlur.blurred(sharp, sigma: 4)
        func sum(_ b: GlyphBitmap) -> Double {
            var s = 0.0
            for y in 0..<b.height { for x in 0..<b.width { s += Double(b.coverage(x, y)) } }
            return s
        }
        XCTAssertEqual(sum(blurred), sum(sharp), accuracy: sum(sharp) * 0.02)
        let maxSharp = (0..<sharp.height).flatMap { y in (0..<sharp.width).map { sharp.coverage($0, y) } }.max() ?? 0
        let maxBlur = (0..<blurred.height).flatMap { y in (0..<blurred.width).map { blurred.coverage($0, y) } }.max() ?? 0
        XCTAssertLessThan(maxBlur, maxSharp)
        XCTAssertEqual(blurred.width, sharp.width + 2 * GaussianBlur.padding(sigma: 4))
    }

    func testGaussianOfAPointHasTheAskedDeviation() {
        for sigma in [0.8, 1.5, 3.0, 6.0] {
            // A 9-pixel-wide full-height bar keeps the blurred values well above rounding.
            let bar = GlyphBitmap(width: 9, height: 40, originX: 0, originY: 0)
            for y in 0..<40 { for x in 0..<9 { bar.pixels[y * bar.stride + x] = 255 } }
            let b = GaussianBlur.blurred(bar, sigma: sigma)
            var total = 0.0, mean = 0.0, variance = 0.0
            let row = b.height / 2
            for x in 0..<b.width { total += Double(b.coverage(x, row)) }
            for x in 0..<b.width { mean += Double(x) * Double(b.coverage(x, row)) / total }
            for x in 0..<b.width { variance += pow(Double(x) - mean, 2) * Double(b.coverage(x, row)) / total }
            // Box passes approximate the Gaussian; within 10 % of σ.
            // A bar of width 9 adds (9² − 1)/12 to the variance.
            XCTAssertEqual((variance - 80.0 / 12).squareRoot(), sigma, accuracy: sigma * 0.1, "σ \(sigma)")
        }
    }

    func testBlurLevelsAreFineEnoughNotToStep() {
        for sigma in stride(from: 0.05, through: 10, by: 0.01) {
            let level = GlyphCache.levelIndex(sigma: sigma)
            let shown = GlyphCache.sigma(level: level)
            XCTAssertLessThanOrEqual(abs(shown - sigma), max(0.026, sigma * 0.021), "σ \(sigma)")
        }
    }

    func testSubpixelOffsetsMoveTheGlyphSmoothly() throws {
        // A glyph moved by a quarter pixel must not draw the same as unmoved, nor as a whole pixel.
        func frame(dx: Double) throws -> Canvas {
            let scene = Scene(size: Size(80, 60), metrics: testFonts)
            let node = scene.makeNode(.glyph, text: "あ", font: .custom("HiraMinProN-W3", size: 30))
            node.offset(x: { dx })
            scene.root.add(node)
            scene.layout = .node(node)
            let canvas = try Canvas(width: 80, height: 60)
            Renderer(fonts: testFonts).draw(scene.present(at: 0), into: canvas)
            return canvas
        }
        let a = try frame(dx: 0), b = try frame(dx: 0.25), c = try frame(dx: 1)
        var diffAB = 0, diffBC = 0
        for i in 0..<(80 * 60) {
            if a.pixels[i] != b.pixels[i] { diffAB += 1 }
            if b.pixels[i] != c.pixels[i] { diffBC += 1 }
        }
        XCTAssertGreaterThan(diffAB, 20)
        XCTAssertGreaterThan(diffBC, 20)
    }
}
