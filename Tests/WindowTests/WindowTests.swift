import Foundation
import XCTest

/// The real window under a private Xvfb display, driven by xdotool and read back from the
/// X server's framebuffer. Waits poll the screen for a state; nothing depends on timing.
final class WindowTests: XCTestCase {
    func testWindowShowsTheSceneAndAClickReplaysIt() throws {
        let display = try VirtualDisplay(width: 960, height: 600)
        defer { display.stop() }
        // Hold the scene still at 6 s, when every line has appeared.
        let app = try display.launch(executable.path, ["--effect", "blur", "--start", "6", "--paused"])
        defer { app.terminate(); app.waitUntilExit() }
        let window = try display.waitForWindow(of: app)
        // The title names the effect and the font family actually used.
        var name = ""
        for _ in 0..<100 where !name.hasPrefix("animpreview — blur — ") {
            name = try display.windowName(window)
            usleep(100_000)
        }
        XCTAssertTrue(name.hasPrefix("animpreview — blur — Noto Serif CJK"), name)

        // The first line's glyphs are dark on white.
        let line = (x: 320, y: 200, width: 330, height: 60)
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: line) > 500 }, "the settled text never appeared")

        // A click on no tappable view replays from time 0: the lines are gone again.
        try display.click(window, x: 40, y: 560)
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: line) == 0 }, "the click did not replay the scene")
        // The title is not animated and stays.
        let title = (x: 320, y: 160, width: 140, height: 24)
        XCTAssertGreaterThan(try display.screenshot().darkPixels(in: title, below: 200), 50)
    }
}
