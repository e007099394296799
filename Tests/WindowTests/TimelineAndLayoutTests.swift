import Foundation
import XCTest

/// The timeline panel, resizing, HiDPI scale and the user's text in the real window, each
/// frame checked against what `render` draws.
final class TimelineAndLayoutTests: WindowTestCase {
    func testTimelineShowsTheStaggerAndDraggingScrubsToExactlyTheRenderedFrame() throws {
        let app = try launch(["--effect", "blur"])
        try app.press("t")
        let panel = (x: 0, y: 360, width: 960, height: 240)
        XCTAssertTrue(try display.waitUntil { $0.bluePixels(in: panel) > 1500 }, "no timeline bars")
        try app.press("d")
        // The tracks run from x 76 to 946 for 0…5 s.
        func x(_ t: Double) -> Int { Int((76 + t / 5 * 870).rounded()) }
        func playhead(at t: Double) -> (x: Int, y: Int, width: Int, height: Int) { (x(t) - 3, 380, 6, 200) }
        func red(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 200 && g < 100 && b < 100 }
        for (from, to) in [(3.0, 3.5), (3.5, 1.2), (1.2, 4.1)] {
            try app.drag(from: (x(from), 480), to: (x(to), 480))
            // The pointer's events and the keys take different paths to the window: wait for
            // the playhead to stand where the drag ended before pressing S.
            XCTAssertTrue(try display.waitUntil { $0.count(in: playhead(at: to), red) > 300 }, "no playhead at \(to) s")
            let shot = try app.screenshot()
            XCTAssertEqual(FrameCheck.time(shot.render), to, accuracy: 0.011)
            XCTAssertTrue(shot.render.contains("960x360"), "\(shot.render)")
            let frame = try XCTUnwrap(try FrameCheck.assertRenderMatches(shot, in: app.folder))
            // The window shows that very frame above the panel.
            let expected = FrameCheck.rgb(frame)
            XCTAssertTrue(try display.waitUntil { $0.region(x: 0, y: 0, width: 960, height: 360) == expected },
                          "the window does not show the frame at \(to) s")
        }
    }

    func testResizingRelaysOutCentredAndScaleAndTextCarryToRender() throws {
        let app = try launch(["--effect", "blur", "--start", "6", "--paused", "--no-hud"])
        try app.resize(width: 640, height: 480)
        var shot = try app.screenshot()
        for _ in 0..<100 where !shot.render.contains("640x480") { shot = try app.screenshot() }
        XCTAssertTrue(shot.render.contains("640x480"), "\(shot.render)")
        let frame = try XCTUnwrap(try FrameCheck.assertRenderMatches(shot, in: app.folder))
        let expected = FrameCheck.rgb(frame)
        XCTAssertTrue(try display.waitUntil { $0.region(x: 0, y: 0, width: 640, height: 480) == expected })
        // Centred: the ink's left and right margins in the 640-point window are equal, within a glyph's bearing.
        let screen = try display.screenshot()
        let columns = (0..<640).filter { x in screen.darkPixels(in: (x, 0, 1, 480), below: 200) > 0 }
        let left = try XCTUnwrap(columns.first), right = 639 - (try XCTUnwrap(columns.last))
        XCTAssertEqual(Double(left), Double(right), accuracy: 16, "margins \(left) and \(right)")
        app.close()

        // HiDPI and the user's text: twice the pixels, the same layout, the user's lines.
        let scaled = try launch(["--effect", "blur", "--start", "6", "--paused", "--no-hud", "--scale", "2",
                                 "--size", "480x300", "--text", "あいう|Hello"])
        shot = try scaled.screenshot()
        for words in [["--size", "480x300"], ["--scale", "2.0"], ["--text", "あいう|Hello"]] {
            XCTAssertTrue(shot.render.joined(separator: " ").contains(words.joined(separator: " ")), "\(shot.render)")
        }
        let big = try XCTUnwrap(try FrameCheck.assertRenderMatches(shot, in: scaled.folder))
        XCTAssertEqual([big.width, big.height], [960, 600])
        let pixels = FrameCheck.rgb(big)
        XCTAssertTrue(try display.waitUntil { $0.region(x: 0, y: 0, width: 960, height: 600) == pixels })
    }

    func testATapWithTheTimelineShownKeepsTheSceneInPlaceAndRenderReplaysIt() throws {
        let app = try launch(["--effect", "distort", "--timeline", "--no-hud"])
        // The panel keeps its height when a tap adds rows: the line stays where it was tapped.
        // The line of 12 characters lies at 336…624 × 255…289 in the 960 × 480 scene.
        let line = (x: 330, y: 250, width: 300, height: 44)
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: line) > 400 }, "no line to tap")
        try app.display.tool("xdotool", ["mousemove", "--window", app.window, "480", "272", "click", "1"])
        // The characters squash and fly off; the timeline gains a row per character.
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: line) < 100 }, "the tap did not start the distortion")
        let panel = (x: 0, y: 480, width: 960, height: 120)
        XCTAssertTrue(try display.waitUntil { $0.bluePixels(in: panel) > 1500 }, "no rows for the tapped characters")
        let shot = try app.screenshot()
        XCTAssertTrue(shot.render.contains("--tap"), "\(shot.render)")
        XCTAssertTrue(shot.render.contains("960x480"), "\(shot.render)")
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
    }
}
