import Compositor
import Scene
import Typography
import XCTest

/// Colour emoji keep their colours (not a silhouette in the text's colour), fade with the
/// view's opacity, and cast a shadow of their shape.
final class ColorGlyphRenderingTests: XCTestCase {
    private func emojiScene(opacity: Double, color: Color = .primary) throws -> Canvas {
        guard testFonts.catalog.families().contains("Noto Color Emoji") else {
            throw XCTSkip("fonts-noto-color-emoji is not installed")
        }
        let scene = Scene(size: Size(120, 80), metrics: testFonts)
        let glyph = scene.makeNode(.glyph, text: "😀", font: .custom("Arial", size: 48), color: color)
        glyph.opacity { opacity }
        scene.root.add(glyph)
        scene.layout = .node(glyph)
        let canvas = try Canvas(width: 120, height: 80)
        Renderer(fonts: testFonts).draw(scene.present(at: 0), into: canvas)
        return canvas
    }

    /// How many pixels are clearly yellow (the smiley's face), and the mean of the face's
    /// pixels' distance from white.
    private func yellow(_ c: Canvas) -> (count: Int, depth: Double) {
        var n = 0, depth = 0.0
        for y in 0..<c.height {
            for x in 0..<c.width {
                let p = c.rgba(x, y)
                if Int(p.r) > 150, Int(p.g) > 120, Int(p.b) + 60 < Int(p.g) {
                    n += 1
                    depth += Double(255 - Int(p.b))
                }
            }
        }
        return (n, n == 0 ? 0 : depth / Double(n))
    }

    func testAnEmojiKeepsItsColoursWhateverTheTextColour() throws {
        let black = yellow(try emojiScene(opacity: 1))
        XCTAssertGreaterThan(black.count, 500, "a yellow face, not a black silhouette")
        let red = yellow(try emojiScene(opacity: 1, color: Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(red.count, black.count, "the text's colour does not tint an emoji")
    }

    func testAnEmojiFadesWithTheViewsOpacity() throws {
        let full = yellow(try emojiScene(opacity: 1)), faded = yellow(try emojiScene(opacity: 0.5))
        XCTAssertGreaterThan(faded.count, 0)
        // Half as far from the white background.
        XCTAssertEqual(faded.depth, full.depth / 2, accuracy: full.depth * 0.15)
        XCTAssertEqual(yellow(try emojiScene(opacity: 0)).count, 0)
    }
}
