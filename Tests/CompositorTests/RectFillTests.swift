import Motion
import Scene
import XCTest
@testable import Compositor

/// Plain rectangles are filled without a mask, with each pixel's exactly covered area.
final class RectFillTests: XCTestCase {
    func testSpansSplitAnAxisIntoPartlyAndFullyCoveredPixels() {
        XCTAssertEqual(RectFill.spans(1.25, 4.75, limit: 10), [
            .init(start: 1, end: 2, coverage: 0.75), .init(start: 2, end: 4, coverage: 1), .init(start: 4, end: 5, coverage: 0.75),
        ])
        XCTAssertEqual(RectFill.spans(2.25, 2.5, limit: 10), [.init(start: 2, end: 3, coverage: 0.25)])
        XCTAssertEqual(RectFill.spans(-3, 2, limit: 10), [.init(start: 0, end: 1, coverage: 1), .init(start: 1, end: 2, coverage: 1)])
        XCTAssertEqual(RectFill.spans(5, 5, limit: 10), [])
    }

    func testEachPixelGetsItsCoveredArea() throws {
        let scene = Scene(size: Size(8, 8), metrics: testFonts)
        let node = scene.makeNode(.rect, color: .black)
        for (property, value) in [(Property.frameX, 1.25), (.frameY, 2.5), (.frameWidth, 3.5), (.frameHeight, 1.25)] {
            node.tracks[property].set(value, at: 0, animation: nil)
        }
        scene.root.add(node)
        let canvas = try Canvas(width: 8, height: 8)
        Renderer(fonts: testFonts).draw(scene.present(at: 0), into: canvas)
        func expected(_ x: Int, _ y: Int) -> Double {
            let cx = max(0, min(Double(x + 1), 4.75) - max(Double(x), 1.25))
            let cy = max(0, min(Double(y + 1), 3.75) - max(Double(y), 2.5))
            return 255 * (1 - cx * cy)
        }
        for y in 0..<8 {
            for x in 0..<8 { XCTAssertEqual(Double(canvas.rgba(x, y).r), expected(x, y), accuracy: 1, "(\(x), \(y))") }
        }
    }

    /// A plain rectangle's raster (a block-reveal mask, made anew every frame) gives each pixel
    /// its exactly covered area, rounded to a byte half away from zero.
    func testARectangleRasterGivesEachPixelItsCoveredArea() throws {
        var random = SeededRandom(seed: 0x5EC7)
        for _ in 0..<60 {
            let rect = Rect(x: Double.random(in: -3...40, using: &random), y: Double.random(in: -3...40, using: &random),
                            width: Double.random(in: 0.1...60, using: &random), height: Double.random(in: 0.1...30, using: &random))
            let bitmap = try XCTUnwrap(ShapeRaster.coverage(.rect(cornerRadius: 0), in: rect))
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let px = bitmap.originX + Double(x), py = bitmap.originY + Double(y)
                    let covered = max(0, min(px + 1, rect.maxX) - max(px, rect.x)) * max(0, min(py + 1, rect.maxY) - max(py, rect.y))
                    let expected = UInt8((min(1, covered) * 255).rounded())
                    let got = bitmap.pixels[y * bitmap.stride + x]
                    guard got == expected else {
                        return XCTFail("\(rect), pixel (\(x), \(y)): \(got), expected \(expected)")
                    }
                }
            }
        }
    }
}

/// A bordered shape's outline is the shape's coverage less its inset's.
final class ShapeOutlineTests: XCTestCase {
    /// A rounded rectangle's 4-pixel outline: its inside is empty, its band full, its rounded
    /// corners empty outside the curve (a 20 × 12 rectangle of radius 5 at the origin).
    func testARoundedOutlineCoversOnlyItsBand() throws {
        let bitmap = try XCTUnwrap(ShapeRaster.coverage(.rect(cornerRadius: 5), in: Rect(x: 0, y: 0, width: 20, height: 12), stroke: 4))
        func at(_ x: Int, _ y: Int) -> UInt8 { bitmap.pixels[y * bitmap.stride + x] }
        // The middle lies 6 px from the top and bottom edges: 2 px inside the band's inner edge.
        XCTAssertEqual(at(10, 6), 0)
        XCTAssertEqual(at(10, 5), 0)
        // Pixels 0…3 from the top edge lie within the band.
        for y in 0..<4 { XCTAssertEqual(at(10, y), 255, "row \(y)") }
        for x in 0..<4 { XCTAssertEqual(at(x, 6), 255, "column \(x)") }
        // The corner pixel lies outside the curve: (0.5, 0.5) is 6.4 px from the centre (5, 5)
        // of a radius of 5.
        XCTAssertEqual(at(0, 0), 0)
    }

    func testAnEllipseOutlineIsEmptyInside() throws {
        let bitmap = try XCTUnwrap(ShapeRaster.coverage(.ellipse, in: Rect(x: 0, y: 0, width: 40, height: 40), stroke: 3))
        func at(_ x: Int, _ y: Int) -> UInt8 { bitmap.pixels[y * bitmap.stride + x] }
        XCTAssertEqual(at(20, 20), 0)
        XCTAssertEqual(at(20, 1), 255)
        XCTAssertEqual(at(1, 20), 255)
        XCTAssertEqual(at(20, 5), 0)
    }
}
