import Compositor
import Foundation
import Scene
import XCTest

/// A wrapped text's lines sit in its frame as `multilineTextAlignment` says: each line is moved
/// by its share of the room it leaves (none leading, half centred, all trailing).
final class TextLineAlignmentTests: XCTestCase {
    /// The leftmost inked column of the first line's band (rows 0 ..< 20 of the frame).
    private func firstLineLeftInk(alignment: Double) throws -> Int {
        let font = FontSpec.system(size: 16)
        let canvas = try drawnText("I WWWWW", font: font, width: testFonts.advance(of: "WWWWW", font: font), at: Point(20, 10),
                                   canvas: Size(200, 80)) { node in
            node.lines = ["I", "WWWWW"]
            node.lineAlignment = alignment
        }
        for x in 0..<200 {
            for y in 10..<30 where canvas.rgba(x, y).r < 128 { return x }
        }
        return -1
    }

    func testTrailingAndCentredLinesMoveByTheRoomTheyLeave() throws {
        let font = FontSpec.system(size: 16)
        let room = testFonts.advance(of: "WWWWW", font: font) - testFonts.advance(of: "I", font: font)
        let leading = try firstLineLeftInk(alignment: 0)
        XCTAssertGreaterThanOrEqual(leading, 20)
        XCTAssertEqual(Double(try firstLineLeftInk(alignment: 1) - leading), room, accuracy: 1.5)
        XCTAssertEqual(Double(try firstLineLeftInk(alignment: 0.5) - leading), room / 2, accuracy: 1.5)
    }
}

/// An asset catalog's 2x or 3x file is its pixels over its scale in points.
final class ImageScaleTests: XCTestCase {
    func testAScaledFileIsItsPixelsOverItsScale() throws {
        let path = NSTemporaryDirectory() + "animpreview-scaled-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try Canvas(width: 60, height: 30)
        canvas.clear(.black)
        try canvas.savePNG(to: path)
        let assets = ImageAssets(directory: "/nonexistent")
        XCTAssertEqual(assets.size(ofImage: path), Size(60, 30))
        XCTAssertEqual(assets.size(ofImage: path + "#@3.0"), Size(20, 10))
        XCTAssertEqual(assets.size(ofImage: path + "#@2.0"), Size(30, 15))
    }
}

/// A struck or underlined text draws a bar of 0.05 em across its ink advance, 0.32 em over the
/// baseline or 0.1 em under it, in the line's colour.
final class TextDecorationTests: XCTestCase {
    private func rows(strike: Bool, under: Bool) throws -> (red: [Int], baseline: Double, size: Double) {
        let font = FontSpec.system(size: 40)
        let width = testFonts.advance(of: "xxxx", font: font)
        let canvas = try drawnText("xxxx", font: font, width: width, at: Point(10, 10), canvas: Size(300, 100)) { node in
            node.strikethrough = strike; node.strikethroughColor = Color(red: 1, green: 0, blue: 0)
            node.underline = under; node.underlineColor = Color(red: 1, green: 0, blue: 0)
        }
        // Rows with a pure red pixel in the middle of the text.
        let x = 10 + Int(width / 2)
        let red = (0..<100).filter { y in let c = canvas.rgba(x, y); return c.r > 200 && c.g < 60 && c.b < 60 }
        return (red, 10 + testFonts.lineMetrics(font).ascent, 40)
    }

    func testTheBarsStandWhereTheFontsMetricsSay() throws {
        XCTAssertTrue(try rows(strike: false, under: false).red.isEmpty)
        let s = try rows(strike: true, under: false)
        // The strike's top 0.32 em (12.8) over the baseline, 2 tall.
        XCTAssertFalse(s.red.isEmpty)
        XCTAssertEqual(Double(s.red.first ?? 0), s.baseline - 12.8, accuracy: 1.5)
        XCTAssertEqual(Double(s.red.count), 2, accuracy: 1)
        let u = try rows(strike: false, under: true)
        XCTAssertEqual(Double(u.red.first ?? 0), u.baseline + 4, accuracy: 1.5)
    }
}

/// A text node of `text` in a frame `width` wide at `origin`, set up by `configure`, drawn in
/// black on white into a canvas of `size`.
private func drawnText(_ text: String, font: FontSpec, width: Double, at origin: Point, canvas size: Size,
                       configure: (Node) -> Void) throws -> Canvas {
    let scene = Scene(size: size, metrics: testFonts)
    let node = scene.makeNode(.text, text: text, font: font, color: .black)
    configure(node)
    for (p, v) in [(Property.frameX, origin.x), (.frameY, origin.y), (.frameWidth, width), (.frameHeight, 60)] {
        node.tracks[p].set(v, at: 0, animation: nil)
    }
    scene.root.add(node)
    let canvas = try Canvas(width: Int(size.width), height: Int(size.height))
    canvas.clear(.white)
    Renderer(fonts: testFonts, threads: 1).draw(scene.present(at: 0), into: canvas)
    return canvas
}
