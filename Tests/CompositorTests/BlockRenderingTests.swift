import Compositor
import Scene
import XCTest

/// Frames of the Block scene: the bars wiping in and out over the texts, the image, the paragraph.
final class BlockRenderingTests: XCTestCase {
    private let size = Size(480, 720)

    func testGoldenFrames() throws {
        // The top bars half way in; the top texts showing as their bars leave while the
        // paragraph's bar comes in; everything revealed.
        for (time, name) in [(1.275, "block-1.28"), (1.7, "block-1.70"), (3.0, "block-3.00")] {
            try assertGolden(try render("block", at: time, size: size), named: name)
        }
    }

    func testTheBarCoversTheLeadingHalfHalfWayIn() throws {
        // The haiku's bar (16 + 16 + 8 = 40 pt down, 39 pt tall) half way through its easeInOut.
        let canvas = try render("block", at: 1.1 + 0.175, size: size)
        let y = 60
        let dark = (0..<canvas.width).filter { canvas.rgba($0, y).r < 40 }
        guard let first = dark.first, let last = dark.last else { return XCTFail("no bar on row \(y)") }
        XCTAssertEqual(dark.count, last - first + 1, "one solid bar")
        // The bar is half the haiku's width (12 characters of 27 pt), from its leading edge.
        XCTAssertEqual(Double(last - first + 1), 12 * 27 / 2, accuracy: 2)
    }

    func testATapReplaysOnlyThatBlock() throws {
        // A tap on the revealed title at 3 s covers it again (0.1 s later its bar grows)
        // while the haiku below stays revealed.
        let tap = ScenePlayer.Tap(point: Point(40, 25), time: 3)
        let canvas = try render("block", at: 3.5, size: size, taps: [tap])
        let titleRow = (0..<canvas.width).filter { canvas.rgba($0, 26).r < 40 }.count
        XCTAssertGreaterThan(titleRow, 150, "the title's bar covers it")
        let settled = try render("block", at: 3.5, size: size)
        for x in 0..<canvas.width { XCTAssertEqual(canvas.rgba(x, 60).r, settled.rgba(x, 60).r, "haiku row at \(x)") }
    }
}
