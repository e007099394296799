import Compositor
import Foundation
import XCTest

/// `--text` puts the user's lines in the scene for `render` and `inspect`; `--scale` renders
/// the same layout with glyphs rasterised at the higher resolution.
final class TextAndScaleTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func glyphLines(_ arguments: [String]) throws -> [String] {
        let r = try animpreview(["inspect", "blur", "--time", "6"] + arguments)
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        let glyphs = (json?["nodes"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "glyph" }
        // Group characters into lines by their y.
        var lines: [(y: Double, text: String)] = []
        for g in glyphs {
            let y = (g["frame"] as? [Double])?[1] ?? -1
            if let last = lines.last, last.y == y { lines[lines.count - 1].text += g["text"] as? String ?? "" } else {
                lines.append((y, g["text"] as? String ?? ""))
            }
        }
        return lines.map(\.text)
    }

    func testInspectShowsTheUsersLines() throws {
        XCTAssertEqual(try glyphLines(["--text", "あいう|Hello"]), ["あいう", "Hello", "あいう", "Hello"])
        XCTAssertEqual(try glyphLines(["--text", "一つ"]), ["一つ", "一つ", "一つ", "一つ"])
        XCTAssertEqual(try glyphLines([]), ["どうしようもない", "わたしが", "歩いている", "種田山頭火"])
    }

    func testRenderDrawsTheUsersText() throws {
        let own = folder.appendingPathComponent("own.png").path, seed = folder.appendingPathComponent("seed.png").path
        XCTAssertEqual(try animpreview(["render", "blur", "--time", "6", "--out", own, "--text", "Hello"]).status, 0)
        XCTAssertEqual(try animpreview(["render", "blur", "--time", "6", "--out", seed]).status, 0)
        let a = try Canvas.loadPNG(own), b = try Canvas.loadPNG(seed)
        XCTAssertGreaterThan(ink(a).count, 1000)
        XCTAssertNotEqual(ink(a).count, ink(b).count)
    }

    func testEmptyTextIsABadInvocation() throws {
        let r = try animpreview(["render", "blur", "--time", "1", "--out", "/tmp/x.png", "--text", ""])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("--text"), r.err)
    }

    func testScaleTwoDrawsTwiceTheGlyphsOnTwiceThePixels() throws {
        let one = folder.appendingPathComponent("1x.png").path, two = folder.appendingPathComponent("2x.png").path
        XCTAssertEqual(try animpreview(["render", "blur", "--time", "6", "--out", one, "--size", "480x300"]).status, 0)
        XCTAssertEqual(try animpreview(["render", "blur", "--time", "6", "--out", two, "--size", "480x300",
                                        "--scale", "2"]).status, 0)
        let a = try Canvas.loadPNG(one), b = try Canvas.loadPNG(two)
        XCTAssertEqual([b.width, b.height], [960, 600])
        let boxA = ink(a), boxB = ink(b)
        // The same layout: the ink's bounds scale by two, within what whole-pixel metrics round.
        let widthA = Double(boxA.maxX - boxA.minX), heightA = Double(boxA.maxY - boxA.minY)
        XCTAssertEqual(Double(boxB.maxX - boxB.minX), 2 * widthA, accuracy: 0.02 * 2 * widthA)
        XCTAssertEqual(Double(boxB.maxY - boxB.minY), 2 * heightA, accuracy: 0.02 * 2 * heightA)
        XCTAssertEqual(Double(boxB.count), 4 * Double(boxA.count), accuracy: 0.15 * 4 * Double(boxA.count))
    }

    /// Dark pixels: how many, and their bounds.
    private func ink(_ c: Canvas) -> (count: Int, minX: Int, minY: Int, maxX: Int, maxY: Int) {
        var n = 0, minX = Int.max, minY = Int.max, maxX = 0, maxY = 0
        for y in 0..<c.height {
            for x in 0..<c.width {
                let p = c.rgba(x, y)
                if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128 {
                    n += 1; minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        return (n, minX, minY, maxX, maxY)
    }
}
