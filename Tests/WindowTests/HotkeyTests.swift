import Foundation
import XCTest

/// The window's hotkeys end to end: the app on a private Xvfb display, driven by xdotool,
/// its title and pixels read back from the X server, its screenshots checked against
/// `render` pixel for pixel.
final class HotkeyTests: WindowTestCase {
    func testFontKeysRelayOutTheSceneInEveryCoveringFamilyAndRenameTheWindow() throws {
        let app = try launch(["--effect", "blur", "--start", "6", "--paused", "--no-hud"])
        let seedTitle = try app.waitForTitle { $0.hasSuffix("Noto Serif CJK JP") }
        XCTAssertEqual(seedTitle, "animpreview — blur — Noto Serif CJK JP")
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: WindowTestCase.firstLine) > 500 })
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
        let line = WindowTestCase.firstLine
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
