import Foundation
import XCTest

/// The window as a tool, end to end: the app on a private Xvfb display, driven by xdotool,
/// its title and pixels read back from the X server, its screenshots checked against
/// `render` pixel for pixel. Waits poll for a state; nothing depends on timing.
final class PreviewToolTests: XCTestCase {
    private var display: VirtualDisplay!

    override func setUpWithError() throws { display = try VirtualDisplay(width: 960, height: 600) }
    override func tearDown() { display?.stop() }

    private func launch(_ arguments: [String]) throws -> AppSession {
        let app = try AppSession(display: display, arguments: arguments)
        addTeardownBlock { app.close() }
        try app.waitForTitle { $0.hasPrefix("animpreview — ") && $0.split(separator: "—").count == 3 }
        return app
    }

    private static let firstLine = (x: 300, y: 190, width: 380, height: 70)

    func testFontKeysRelayOutTheSceneInEveryCoveringFamilyAndRenameTheWindow() throws {
        let app = try launch(["--effect", "blur", "--start", "6", "--paused", "--no-hud"])
        let seedTitle = try app.waitForTitle { $0.hasSuffix("Noto Serif CJK JP") }
        XCTAssertEqual(seedTitle, "animpreview — blur — Noto Serif CJK JP")
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: Self.firstLine) > 500 })
        let serif = try display.screenshot().region(x: 0, y: 0, width: 960, height: 600)

        var title = seedTitle
        var families: [String] = []
        for _ in 0..<10 {
            let before = title
            try app.press("f")
            title = try app.waitForTitle { $0 != before }
            XCTAssertNotEqual(title, before, "F did not change the font")
            if title == seedTitle { break }
            let family = String(title.split(separator: "—").last ?? "").trimmingCharacters(in: .whitespaces)
            families.append(family)
            XCTAssertTrue(try display.waitUntil { $0.region(x: 0, y: 0, width: 960, height: 600) != serif },
                          "the window still shows the serif after switching to \(family)")
            let shot = try app.screenshot()
            XCTAssertTrue(shot.render.contains(family), "\(shot.render)")
            try FrameCheck.assertRenderMatches(shot, in: app.folder)
        }
        XCTAssertEqual(title, seedTitle, "F never came back to the seed's font")
        XCTAssertTrue(families.contains("Noto Sans CJK JP"), "\(families)")

        try app.press("shift+f")
        XCTAssertEqual(try app.waitForTitle { $0 != seedTitle }, "animpreview — blur — \(families.last ?? "")")
        try app.press("0")
        XCTAssertEqual(try app.waitForTitle { $0 == seedTitle }, seedTitle)
        XCTAssertTrue(try display.waitUntil { $0.region(x: 0, y: 0, width: 960, height: 600) == serif })
        XCTAssertFalse(app.standardError.contains("no installed font"), app.standardError)
    }

    func testPauseStepsSpeedsAndReplayLandOnTheFramesRenderDraws() throws {
        let app = try launch(["--effect", "blur", "--start", "1", "--paused"])
        var shot = try app.screenshot()
        XCTAssertEqual(FrameCheck.time(shot.render), 1)
        try FrameCheck.assertRenderMatches(shot, in: app.folder)

        // . and , step one frame at 1×.
        try app.press("period")
        shot = try app.screenshot()
        XCTAssertEqual(FrameCheck.time(shot.render), 1 + 1.0 / 60, accuracy: 1e-9)
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
        try app.press("comma")
        try app.press("comma")
        var t = FrameCheck.time(try app.screenshot().render)
        XCTAssertEqual(t, 1 - 1.0 / 60, accuracy: 1e-9)

        // [ twice: 1/2 then 1/3 speed, where a frame is a third as long.
        try app.press("bracketleft")
        try app.press("bracketleft")
        try app.press("period")
        shot = try app.screenshot()
        XCTAssertEqual(FrameCheck.time(shot.render), t + 1.0 / 180, accuracy: 1e-9)
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
        t = FrameCheck.time(shot.render)
        // ] three times: 1/2, 1, 2×.
        for _ in 0..<3 { try app.press("bracketright") }
        try app.press("period")
        t = FrameCheck.time(try app.screenshot().render) - t
        XCTAssertEqual(t, 2.0 / 60, accuracy: 1e-9)

        // P plays: the first line keeps appearing on screen; P again holds the frame.
        // (The first line is still appearing at 1 s; the status line is not looked at.)
        let line = Self.firstLine
        let paused = try display.screenshot().region(x: line.x, y: line.y, width: line.width, height: line.height)
        try app.press("p")
        XCTAssertTrue(try display.waitUntil { $0.region(x: line.x, y: line.y, width: line.width, height: line.height) != paused })
        try app.press("p")
        let first = try app.screenshot(), second = try app.screenshot()
        XCTAssertGreaterThan(FrameCheck.time(first.render), 1)
        XCTAssertEqual(FrameCheck.time(first.render), FrameCheck.time(second.render))

        // Space and R replay from 0 (held there, as playback is paused).
        try app.press("space")
        shot = try app.screenshot()
        XCTAssertEqual(FrameCheck.time(shot.render), 0)
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
        try app.press("period")
        try app.press("r")
        XCTAssertEqual(FrameCheck.time(try app.screenshot().render), 0)
    }

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
        // Centred: as much ink left of the middle as right of it, within a glyph.
        let screen = try display.screenshot()
        let left = screen.darkPixels(in: (0, 0, 320, 480), below: 200)
        let right = screen.darkPixels(in: (320, 0, 320, 480), below: 200)
        XCTAssertGreaterThan(left + right, 2000)
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

    func testEffectKeysHelpStatusLineAndQuitting() throws {
        let names = try listedEffects()
        let app = try launch(["--effect", names[0], "--start", "6", "--paused"])
        if names.count > 1 {
            try app.press("Right")
            XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — \(names[1]) — ") }.hasPrefix("animpreview — \(names[1])"))
            try app.press("Left")
            XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — \(names[0]) — ") }.hasPrefix("animpreview — \(names[0])"))
            try app.press("2")
            XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — \(names[1]) — ") }.hasPrefix("animpreview — \(names[1])"))
            try app.press("1")
        } else {
            try app.press("Right")
        }
        XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — \(names[0]) — ") }.hasPrefix("animpreview — \(names[0])"))

        // D hides and shows the status line in the top-right corner.
        let status = (x: 752, y: 8, width: 200, height: 24)
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: status, below: 160) > 1000 }, "no status line")
        try app.press("d")
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: status, below: 160) == 0 })
        try app.press("d")
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: status, below: 160) > 1000 })

        // H and ? toggle the help card.
        let middle = (x: 330, y: 200, width: 300, height: 200)
        try app.press("h")
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: middle, below: 60) > 40_000 }, "no help card")
        try app.press("question")
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: middle, below: 60) < 5_000 })

        app.pressToQuit("q")
        XCTAssertTrue(app.waitForExit(), "Q did not quit")
        XCTAssertEqual(app.process.terminationStatus, 0)

        let other = try launch(["--effect", names[0]])
        other.pressToQuit("Escape")
        XCTAssertTrue(other.waitForExit(), "Esc did not quit")
    }

    private func listedEffects() throws -> [String] {
        let p = Process()
        p.executableURL = executable
        p.arguments = ["list"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }
}
