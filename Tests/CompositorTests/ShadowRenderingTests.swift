import Compositor
import Scene
import XCTest

/// `.shadow(color:radius:x:y:)`: the view's alpha blurred with σ = radius, tinted, moved by
/// (x, y) and drawn under the view.
final class ShadowRenderingTests: XCTestCase {
    private func frame(radius: Double, x: Double, y: Double) throws -> Canvas {
        let scene = Scene(size: Size(200, 120), metrics: testFonts)
        let node = scene.makeNode(.glyph, text: "口", font: .custom("HiraMinProN-W3", size: 40))
        node.shadow(color: Color(red: 1, green: 0, blue: 0), radius: { radius }, x: { x }, y: { y })
        scene.root.add(node)
        scene.layout = .padding(EdgeInsets(trailing: 100), .node(node))
        let canvas = try Canvas(width: 200, height: 120)
        Renderer(fonts: testFonts).draw(scene.present(at: 0), into: canvas)
        return canvas
    }

    /// Mean and variance along x and y of a weight map over the canvas.
    private func moments(_ canvas: Canvas, weight: (UInt8, UInt8, UInt8) -> Double)
        -> (mx: Double, my: Double, vx: Double, vy: Double) {
        var w = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0
        for py in 0..<canvas.height {
            for px in 0..<canvas.width {
                let c = canvas.rgba(px, py)
                let v = weight(c.r, c.g, c.b)
                w += v; sx += v * Double(px); sy += v * Double(py)
                sxx += v * Double(px * px); syy += v * Double(py * py)
            }
        }
        let mx = sx / w, my = sy / w
        return (mx, my, sxx / w - mx * mx, syy / w - my * my)
    }

    func testShadowIsTheBlurredAlphaTintedAndMoved() throws {
        // Moved far enough right that text and shadow do not overlap.
        let canvas = try frame(radius: 4, x: 90, y: 7)
        // Text: black ink (no red excess); shadow: red over white (red stays 255, green falls).
        let text = moments(canvas) { r, g, _ in r < 250 && abs(Int(r) - Int(g)) < 4 ? 255 - Double(r) : 0 }
        let shadow = moments(canvas) { r, g, b in
            r >= 250 && g == b ? Double(r) - Double(g) : 0
        }
        XCTAssertEqual(shadow.mx - text.mx, 90, accuracy: 0.5)
        XCTAssertEqual(shadow.my - text.my, 7, accuracy: 0.5)
        // Blurring adds σ² to the variance of the ink.
        XCTAssertEqual((shadow.vx - text.vx).squareRoot(), 4, accuracy: 0.5)
        XCTAssertEqual((shadow.vy - text.vy).squareRoot(), 4, accuracy: 0.5)
    }

    func testShadowIsDrawnUnderTheText() throws {
        // A sharp shadow right under the text: the text covers it.
        let canvas = try frame(radius: 0, x: 0, y: 0)
        var ink = 0, red = 0
        for py in 0..<canvas.height {
            for px in 0..<canvas.width {
                let c = canvas.rgba(px, py)
                if c.r < 40 && c.g < 40 { ink += 1 }
                if c.r > 200 && c.g < 100 { red += 1 }
            }
        }
        XCTAssertGreaterThan(ink, 50)
        XCTAssertEqual(red, 0)
    }
}
