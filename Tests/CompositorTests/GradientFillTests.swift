import Compositor
import Foundation
import Motion
import Scene
import Typography
import XCTest

/// Nodes filled with a gradient's colours: each pixel is the gradient's colour at its centre,
/// premultiplied, times what the node covers there.
final class GradientFillTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// A `kind` node filling a 200 × 100 frame at (50, 50), centred in a 300 × 200 clear canvas.
    private func scene(_ kind: Node.Kind = .rect) -> (Scene, Node) {
        let scene = Scene(size: Size(300, 200), metrics: testFonts)
        let node = scene.makeNode(kind, color: .white)
        scene.root.add(node)
        scene.layout = .frame(width: { 200 }, height: { 100 }, .node(node))
        XCTAssertEqual(node.modelFrame, Rect(x: 50, y: 50, width: 200, height: 100))
        return (scene, node)
    }

    private func draw(_ scene: Scene, at time: Double = 0) throws -> Canvas {
        let canvas = try Canvas(width: 300, height: 200)
        let renderer = Renderer(fonts: testFonts)
        renderer.background = .clear
        renderer.draw(scene.present(at: time), into: canvas)
        return canvas
    }

    /// The premultiplied word at (x, y) is within 1 per channel of `expected`.
    private func assertPixel(_ canvas: Canvas, _ x: Int, _ y: Int, _ expected: Color, _ note: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        let got = canvas.pixels[y * canvas.width + x], want = Premultiplied.word(expected)
        for shift: UInt32 in [24, 16, 8, 0] {
            let g = Int((got >> shift) & 0xFF), w = Int((want >> shift) & 0xFF)
            XCTAssertLessThanOrEqual(abs(g - w), 1, "(\(x), \(y)) \(note): got \(String(got, radix: 16)), want \(String(want, radix: 16))",
                                     file: file, line: line)
        }
    }

    private func layer(_ scene: Scene, _ colors: [Color], _ locations: [Double]? = nil, kind: GradientKind = .axial,
                       start: UnitPoint = UnitPoint(0, 0.5), end: UnitPoint = UnitPoint(1, 0.5)) -> CAGradientLayer {
        let g = CAGradientLayer(clock: scene.clock)
        g.colors = colors; g.locations = locations; g.kind = kind; g.startPoint = start; g.endPoint = end
        return g
    }

    func testAnAxialFillIsTheFormulaAtEachPixelCentre() throws {
        let (scene, node) = scene()
        let g = layer(scene, [red, Color(red: 0, green: 1, blue: 0, alpha: 0.5), blue], [0.1, 0.4, 0.9],
                      start: UnitPoint(0, 0), end: UnitPoint(1, 1))
        node.gradientFill = g
        let canvas = try draw(scene)
        let shown = g.presented(at: 0)
        for (x, y) in [(0, 0), (30, 70), (100, 50), (150, 10), (199, 99), (120, 90)] {
            let c = shown.color(at: UnitPoint((Double(x) + 0.5) / 200, (Double(y) + 0.5) / 100))
            assertPixel(canvas, 50 + x, 50 + y, c, "unit (\(x), \(y))")
        }
        // Outside the node nothing is drawn.
        XCTAssertEqual(canvas.pixels[40 * 300 + 40], 0)
        XCTAssertEqual(canvas.pixels[150 * 300 + 260], 0)
    }

    func testStraightInterpolationTowardsClearIsGreyHalfway() throws {
        let (scene, node) = scene()
        node.gradientFill = layer(scene, [.white, .clear])
        let canvas = try draw(scene)
        // Unit x = 100.5 / 200: white 0.4975 at alpha 0.4975, premultiplied ≈ 0x7e3e3e3e.
        let u = 100.5 / 200
        assertPixel(canvas, 150, 90, Color(white: 1 - u, alpha: 1 - u))
        let word = canvas.pixels[90 * 300 + 150]
        XCTAssertLessThan(Int((word >> 16) & 0xFF), Int(word >> 24), "grey, not white, half-way to transparent black")
    }

    func testOpacityAndTheNodesAlphaMultiplyTheFill() throws {
        let (scene, node) = scene()
        node.gradientFill = layer(scene, [red, blue])
        node.opacity({ 0.5 })
        let canvas = try draw(scene)
        let u = 60.5 / 200
        assertPixel(canvas, 110, 60, Color(red: 1 - u, green: 0, blue: u, alpha: 0.5))
    }

    func testARadialFillOfACircleIsCutToTheCircle() throws {
        let (scene, node) = scene(.circle)
        node.gradientFill = layer(scene, [red, blue], kind: .radial(startRadius: 0, endRadius: 50), start: .center)
        let canvas = try draw(scene)
        // The frame's centre is (150, 100); the circle fills the 200 × 100 frame as an ellipse.
        for (dx, dy) in [(0, 0), (20, 5), (-35, -12), (60, 10), (-95, 0)] {
            let d = ((Double(dx) + 0.5) * (Double(dx) + 0.5) + (Double(dy) + 0.5) * (Double(dy) + 0.5)).squareRoot()
            let u = min(1, d / 50)
            assertPixel(canvas, 150 + dx, 100 + dy, Color(red: 1 - u, green: 0, blue: u), "(\(dx), \(dy))")
        }
        // A frame corner lies outside the ellipse.
        XCTAssertEqual(canvas.pixels[51 * 300 + 51] >> 24, 0)
    }

    func testAConicFillSweepsClockwiseFromTrailing() throws {
        let (scene, node) = scene()
        node.gradientFill = layer(scene, [red, blue], kind: .conic(startAngle: 0, endAngle: 2 * .pi), start: .center)
        let canvas = try draw(scene)
        for (dx, dy) in [(40, 0), (0, 40), (-40, 0), (10, -40), (30, 30)] {
            let theta = atan2(Double(dy) + 0.5, Double(dx) + 0.5)
            let u = (theta < 0 ? theta + 2 * .pi : theta) / (2 * .pi)
            assertPixel(canvas, 150 + dx, 100 + dy, Color(red: 1 - u, green: 0, blue: u), "(\(dx), \(dy))")
        }
    }

    func testTextTakesTheGradientWhereItsGlyphsCover() throws {
        let scene = Scene(size: Size(300, 200), metrics: testFonts)
        let text = scene.makeNode(.text, text: "MMMM", font: FontSpec.system(size: 60, weight: .black), color: .white)
        text.gradientFill = layer(scene, [red, blue])
        scene.root.add(text)
        scene.layout = .node(text)
        let canvas = try draw(scene)
        let frame = text.modelFrame
        var solid = 0, empty = 0
        for y in Int(frame.y)..<Int(frame.maxY) {
            for x in Int(frame.x)..<Int(frame.maxX) {
                let word = canvas.pixels[y * 300 + x]
                if word >> 24 == 0 { empty += 1; continue }
                guard word >> 24 == 255 else { continue }
                solid += 1
                let u = (Double(x) + 0.5 - frame.x) / frame.width
                assertPixel(canvas, x, y, Color(red: 1 - u, green: 0, blue: u))
            }
        }
        XCTAssertGreaterThan(solid, 500, "the glyphs' inside is covered")
        XCTAssertGreaterThan(empty, 500, "between and around the glyphs nothing is drawn")
    }

    func testARadialMaskGivesItsAlphaPerPixel() throws {
        let (scene, node) = scene()
        node.color = blue
        node.mask(layer(scene, [.white, .clear], kind: .radial(startRadius: 10, endRadius: 40), start: .center))
        let canvas = try draw(scene)
        for dx in [0, 15, 25, 35, 60] {
            let dist = ((Double(dx) + 0.5) * (Double(dx) + 0.5) + 0.25).squareRoot()
            let alpha = 1 - min(1, max(0, (dist - 10) / 30))
            assertPixel(canvas, 150 + dx, 100, blue.opacity(alpha), "dx \(dx)")
        }
    }

    func testAnAnimatedFillPresentsItsAnimatedColours() throws {
        let (scene, node) = scene()
        let g = layer(scene, [red, red])
        var a = CABasicAnimation(keyPath: CAGradientLayer.Key.colors)
        a.fromValue = CAGradientLayer.value([red, red])
        a.toValue = CAGradientLayer.value([blue, blue])
        a.duration = 2
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        g.add(a, forKey: "c")
        node.gradientFill = g
        XCTAssertFalse(scene.isSettled(at: 1), "a fill's animation keeps the scene moving")
        let canvas = try draw(scene, at: 1)
        assertPixel(canvas, 150, 90, Color(red: 0.5, green: 0, blue: 0.5))
        XCTAssertTrue(scene.isSettled(at: 2.5))
    }
}

extension GradientFillTests {
    func testATextsShadowKeepsItsOwnColourBelowTheGradient() throws {
        let scene = Scene(size: Size(300, 200), metrics: testFonts)
        let text = scene.makeNode(.text, text: "MMMM", font: FontSpec.system(size: 60, weight: .black), color: .white)
        text.gradientFill = layer(scene, [red, blue])
        text.shadow(color: .black, radius: { 0 }, x: { 0 }, y: { 40 })
        scene.root.add(text)
        scene.layout = .node(text)
        let canvas = try draw(scene)
        let frame = text.modelFrame
        var shadowed = 0
        for y in Int(frame.y)..<Int(frame.maxY) {
            for x in Int(frame.x)..<Int(frame.maxX) {
                // Solid ink 40 points up is the glyphs' ink; here, below the text, only the shadow.
                let own = canvas.pixels[y * 300 + x], below = canvas.pixels[(y + 40) * 300 + x]
                guard own >> 24 == 255, below >> 24 == 255, y + 40 >= Int(frame.maxY) else { continue }
                XCTAssertEqual(below & 0xFFFFFF, 0, "a black shadow at (\(x), \(y + 40))")
                shadowed += 1
            }
        }
        XCTAssertGreaterThan(shadowed, 100)
    }
}

extension GradientFillTests {
    /// "A😀" drawn white, or filled with a red-to-blue gradient, on a clear canvas.
    private func emojiText(filled: Bool) throws -> (Canvas, Node) {
        guard testFonts.catalog.families().contains("Noto Color Emoji") else {
            throw XCTSkip("fonts-noto-color-emoji is not installed")
        }
        let scene = Scene(size: Size(300, 200), metrics: testFonts)
        let text = scene.makeNode(.text, text: "M😀", font: .custom("Arial", size: 60), color: .white)
        if filled { text.gradientFill = layer(scene, [red, blue]) }
        scene.root.add(text)
        scene.layout = .node(text)
        return (try draw(scene), text)
    }

    func testColourGlyphsKeepTheirOwnColoursInAGradientText() throws {
        let (plain, _) = try emojiText(filled: false)
        let (filled, text) = try emojiText(filled: true)
        let f = text.modelFrame
        // The letter stands left of its advance, the emoji right of it.
        let split = Int(f.x + testFonts.advance(of: "M", font: .custom("Arial", size: 60)))
        var emoji = 0, letter = 0
        for y in Int(f.y)..<Int(f.maxY) {
            for x in Int(f.x)..<Int(f.maxX) {
                let a = plain.pixels[y * 300 + x], b = filled.pixels[y * 300 + x]
                // The letter's white ink turns gradient-coloured; the emoji's colours stay as they are.
                let white = x < split - 2 && a == 0xFFFF_FFFF, coloured = x > split + 2 && a >> 24 > 0
                if white {
                    letter += 1
                    XCTAssertNotEqual(b, a, "the letter takes the gradient at (\(x), \(y))")
                } else if coloured {
                    emoji += 1
                    XCTAssertEqual(b, a, "the emoji's own colour at (\(x), \(y))")
                }
            }
        }
        XCTAssertGreaterThan(letter, 100)
        XCTAssertGreaterThan(emoji, 100)
    }
}

extension GradientFillTests {
    /// One renderer drawing frame after frame keeps a still gradient's colours and works a
    /// changed one out again.
    func testKeptColoursFollowAnAnimatedFillFrameByFrame() throws {
        let (scene, node) = scene()
        let g = layer(scene, [red, red])
        var a = CABasicAnimation(keyPath: CAGradientLayer.Key.colors)
        a.fromValue = CAGradientLayer.value([red, red])
        a.toValue = CAGradientLayer.value([blue, blue])
        a.duration = 2
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        g.add(a, forKey: "c")
        node.gradientFill = g
        let renderer = Renderer(fonts: testFonts)
        renderer.background = .clear
        let canvas = try Canvas(width: 300, height: 200)
        for (t, f) in [(0.0, 0.0), (0.0, 0.0), (1.0, 0.5), (1.5, 0.75), (3.0, 0.0)] {
            renderer.draw(scene.present(at: t), into: canvas)
            // Pure red to pure blue, straight: (1 − f, 0, f).
            assertPixel(canvas, 150, 90, Color(red: 1 - f, green: 0, blue: f), "t \(t)")
        }
    }
}
