import Compositor
import Foundation
import Scene
import Typography
import SourceRuntime
import XCTest

/// A `Canvas` under `.alphaThreshold` and `.blur` filters (the "gooey" merge): a `drawLayer`'s
/// shapes are blurred together, then each point whose alpha reaches the threshold takes the
/// threshold's colour wholly, and the others are clear; shapes drawn one by one are filtered
/// one by one. The expected colours come from the Gaussian of each disc worked out apart from
/// the renderer (numerical integration): two discs of radius 40 whose edges are 10 apart, σ = 12.
final class CanvasLayerRenderingTests: XCTestCase {
    private func render(_ threshold: String) throws -> Canvas {
        let source = """
        import SwiftUI
        struct Goo: View {
            var body: some View {
                Canvas { context, size in
                    context.addFilter(\(threshold))
                    context.addFilter(.blur(radius: 12))
                    context.drawLayer { ctx in
                        ctx.fill(Path(ellipseIn: CGRect(x: 60, y: 60, width: 80, height: 80)), with: .color(.black))
                        ctx.fill(Path(ellipseIn: CGRect(x: 150, y: 60, width: 80, height: 80)), with: .color(.black))
                    }
                    context.fill(Path(ellipseIn: CGRect(x: 60, y: 200, width: 80, height: 80)), with: .color(.black))
                    context.fill(Path(ellipseIn: CGRect(x: 150, y: 200, width: 80, height: 80)), with: .color(.black))
                }
                .frame(width: 300, height: 300)
                .background(Color(red: 1, green: 1, blue: 0))
            }
        }
        """
        let player = try SourceFile(path: "Goo.swift", text: source).effect()
            .player(size: Size(960, 600), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        player.seek(to: 0)
        XCTAssertNil(player.scene.failure?.headline)
        let canvas = try Canvas(width: 960, height: 600)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas
    }

    private func assertPixel(_ canvas: Canvas, _ x: Int, _ y: Int, _ expected: Color, _ note: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let got = canvas.pixels[y * canvas.width + x], want = Premultiplied.word(expected)
        XCTAssertEqual(String(got, radix: 16), String(want, radix: 16), "(\(x), \(y)) \(note)", file: file, line: line)
    }

    func testALayerMergesAndSeparateDrawsDoNot() throws {
        let purple = Color(red: 0.5, green: 0, blue: 1)
        let canvas = try render(".alphaThreshold(min: 0.5, color: Color(red: 0.5, green: 0, blue: 1))")
        let yellow = Color(red: 1, green: 1, blue: 0)
        // The canvas's origin is at (330, 150). Midway between the layer's discs each gives
        // 0.288 of alpha: 0.576 together, past the threshold.
        assertPixel(canvas, 330 + 145, 150 + 100, purple, "between the layer's discs")
        // The same point between discs drawn one by one: 0.288 each, apart: clear.
        assertPixel(canvas, 330 + 145, 150 + 240, yellow, "between separate discs")
        // 6 points inside a lone disc's edge the blur leaves 0.63: the threshold's colour, whole.
        assertPixel(canvas, 330 + 100 - 34, 150 + 240, purple, "inside a lone disc")
        // 6 points outside it, 0.26: clear.
        assertPixel(canvas, 330 + 100 - 46, 150 + 240, yellow, "outside a lone disc")
    }

    func testTheThresholdsRangeAndDefaultColour() throws {
        // Apple's defaults: up to an alpha of 1, in black.
        let canvas = try render(".alphaThreshold(min: 0.5)")
        assertPixel(canvas, 330 + 145, 150 + 100, .black, "between the layer's discs")
        // A range of 0.2…0.4 keeps a ring about each lone disc's edge (0.316 at 4 points
        // outside it) and not its middle (1).
        let ring = try render(".alphaThreshold(min: 0.2, max: 0.4, color: .black)")
        assertPixel(ring, 330 + 100 - 44, 150 + 240, .black, "just outside a lone disc")
        assertPixel(ring, 330 + 100, 150 + 240, Color(red: 1, green: 1, blue: 0), "a lone disc's middle")
    }
}
