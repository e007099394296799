import Foundation
import XCTest

/// A `.swift` file in the window, played again on every save: the scene is replaced, a save
/// that cannot be played shows its error over the last version that played, and a scene
/// stopped by its code's error holds still under a panel while the app stays responsive.
final class SourceFileWindowTests: WindowTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    /// Where the scene's text stands in the 960 × 600 window, clear of the error panel.
    private static let middle = (x: 280, y: 200, width: 400, height: 200)
    /// The band across the bottom where the error panel goes.
    private static let bottom = (x: 0, y: 430, width: 960, height: 170)

    private static func view(_ text: String) -> String {
        """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Text("\(text)")
            }
        }

        """
    }

    /// Saves as an editor does: written in place (truncated, then written), or as a new file
    /// renamed over the old one.
    private func save(_ text: String, to file: URL, renaming: Bool) throws {
        try Data(text.utf8).write(to: file, options: renaming ? .atomic : [])
    }

    private func middle(_ shot: Screenshot) -> [UInt8] {
        let m = Self.middle
        return shot.region(x: m.x, y: m.y, width: m.width, height: m.height)
    }

    /// The error panel's dark red.
    private func panelPixels(_ shot: Screenshot) -> Int {
        shot.count(in: Self.bottom) { r, g, b in Int(r) > Int(g) + 40 && Int(r) > Int(b) + 40 }
    }

    func testASaveReplacesTheSceneAndABrokenSaveShowsItsErrorOverTheLastGoodOne() throws {
        let file = folder.appendingPathComponent("Live.swift")
        try save(Self.view("A"), to: file, renaming: false)
        let app = try launch([file.path, "--no-hud", "--start", "1.5", "--paused"])
        XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — Live.swift — ContentView — ") }
            .hasPrefix("animpreview — Live.swift — ContentView — "))
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: Self.middle) > 20 }, "the text never appeared")
        let first = middle(try display.screenshot())

        // A save in place: the new text, at the same scene time (paused), as `render` draws it.
        try save(Self.view("BBBB"), to: file, renaming: false)
        let reloaded = app.waitForOutputLine { $0.hasPrefix("animpreview: reloaded \(file.path) in ") && $0.hasSuffix(" ms") }
        XCTAssertNotNil(reloaded, "no reload line; stderr: \(app.standardError)")
        XCTAssertTrue(try display.waitUntil { self.middle($0) != first && $0.darkPixels(in: Self.middle) > 20 },
                      "the window still shows the first version")
        let shot = try app.screenshot()
        XCTAssertEqual(FrameCheck.time(shot.render), 1.5, "a paused reload keeps the scene time")
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
        let second = middle(try display.screenshot())

        // A save that does not parse, renamed over the file: the panel, over the last version that played.
        try save("struct ContentView: View {\n    var body: some View { Text(\"C\" }\n}\n", to: file, renaming: true)
        XCTAssertTrue(try display.waitUntil { self.panelPixels($0) > 20_000 }, "no error panel; stderr: \(app.standardError)")
        XCTAssertEqual(middle(try display.screenshot()), second, "the last version that played is still shown")
        XCTAssertTrue(app.process.isRunning)
        XCTAssertTrue(app.standardError.contains("\(file.path):2:"), app.standardError)

        // A good save again: the panel goes, the new version plays.
        try save(Self.view("D"), to: file, renaming: true)
        XCTAssertTrue(try display.waitUntil { self.panelPixels($0) == 0 && self.middle($0) != second },
                      "the fixed file did not replace the panel")
        app.pressToQuit("q")
        XCTAssertTrue(app.waitForExit(), "Q did not quit")
    }

    func testASaveWhoseCodeStopsAsItsViewIsBuiltKeepsTheLastVersionPlaying() throws {
        let file = folder.appendingPathComponent("Builds.swift")
        try save(Self.view("A"), to: file, renaming: false)
        let app = try launch([file.path, "--no-hud", "--start", "1.5", "--paused"])
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: Self.middle) > 20 }, "the text never appeared")
        let first = middle(try display.screenshot())
        // It parses, but its body reads past the end of an array as the view is first built.
        try save("""
            import SwiftUI

            struct ContentView: View {
                let levels = [0.25, 0.5]
                var body: some View {
                    Text("BBBB").opacity(levels[2])
                }
            }

            """, to: file, renaming: true)
        XCTAssertTrue(try display.waitUntil { self.panelPixels($0) > 20_000 }, "no error panel; stderr: \(app.standardError)")
        XCTAssertEqual(middle(try display.screenshot()), first, "the last version that played is still shown")
        XCTAssertTrue(app.standardError.contains("\(file.path):6:"), app.standardError)
        XCTAssertTrue(app.standardError.contains("still playing the last version that played"), app.standardError)
        XCTAssertTrue(app.process.isRunning)
    }

    func testAPlayingSceneStartsAgainFromZeroOnASave() throws {
        let file = folder.appendingPathComponent("Again.swift")
        try save(Self.view("A"), to: file, renaming: false)
        // At a hundredth of the speed, from 5 s: scene time stays near 5 s until the reload.
        let app = try launch([file.path, "--no-hud", "--start", "5", "--speed", "0.01"])
        XCTAssertGreaterThanOrEqual(FrameCheck.time(try app.screenshot().render), 5)
        try save(Self.view("B"), to: file, renaming: true)
        XCTAssertNotNil(app.waitForOutputLine { $0.hasPrefix("animpreview: reloaded ") }, app.standardError)
        let shot = try app.screenshot()
        XCTAssertLessThan(FrameCheck.time(shot.render), 1, "the new scene plays from 0")
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
    }

    func testTheArrowKeysGoThroughTheFilesPreviews() throws {
        let file = folder.appendingPathComponent("Pair.swift")
        try save("""
            import SwiftUI

            #Preview("Left") {
                Text("Left")
            }

            #Preview("Right") {
                Text("Right")
            }

            """, to: file, renaming: false)
        let app = try launch([file.path, "--no-hud"])
        XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — Pair.swift — Left — ") }
            .hasPrefix("animpreview — Pair.swift — Left — "))
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: Self.middle) > 20 })
        let left = middle(try display.screenshot())
        try app.press("Right")
        XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — Pair.swift — Right — ") }
            .hasPrefix("animpreview — Pair.swift — Right — "))
        XCTAssertTrue(try display.waitUntil { self.middle($0) != left && $0.darkPixels(in: Self.middle) > 20 })
        let shot = try app.screenshot()
        XCTAssertTrue(shot.render.contains("Right"), "\(shot.render)")
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
        try app.press("Right")
        XCTAssertTrue(try app.waitForTitle { $0.hasPrefix("animpreview — Pair.swift — Left — ") }
            .hasPrefix("animpreview — Pair.swift — Left — "), "round again")
    }

    func testASceneStoppedByItsCodesErrorHoldsUnderAPanelAndAFixedSaveRecovers() throws {
        let file = folder.appendingPathComponent("Stops.swift")
        try save("""
            import SwiftUI

            struct Stops: View {
                let levels = [0.25, 0.5]
                var body: some View {
                    Text("Hi").opacity(levels[2])
                }
            }

            """, to: file, renaming: false)
        let app = try launch([file.path, "--no-hud"])
        XCTAssertTrue(try display.waitUntil { self.panelPixels($0) > 20_000 }, "no panel; stderr: \(app.standardError)")
        XCTAssertTrue(app.standardError.contains("\(file.path):6:"), app.standardError)
        // Still responsive: the timeline comes and goes with T.
        let before = try display.screenshot().rgb
        try app.press("t")
        XCTAssertTrue(try display.waitUntil { $0.rgb != before }, "T did nothing")
        try app.press("t")
        XCTAssertTrue(try display.waitUntil { $0.rgb == before }, "the held scene moved")

        try save(Self.view("Fixed"), to: file, renaming: true)
        XCTAssertTrue(try display.waitUntil { self.panelPixels($0) == 0 && $0.darkPixels(in: Self.middle) > 20 },
                      "the fixed file did not play")
        XCTAssertTrue(app.process.isRunning)
    }

    /// The window shows the scene without first playing a copy of it through (its timeline
    /// and characters, which a scene of thousands of views takes seconds to work out): a view
    /// that prints as it appears has printed once when the first frame is up (the build before
    /// printed three times by then: the scene, the copy played through, and a copy made for its
    /// fonts). Showing the timeline (T) plays the copy through, and the scene is laid out again
    /// above the panel: two more.
    func testTheWindowOpensWithoutAPlayThroughAndTheTimelineKeyMakesOne() throws {
        let file = folder.appendingPathComponent("Appears.swift")
        try save("""
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Text("A").onAppear { print("appeared") }
            }
        }

        """, to: file, renaming: false)
        let app = try launch([file.path, "--no-hud"])
        _ = try app.screenshot()
        XCTAssertEqual(app.outputLines.filter { $0 == "appeared" }.count, 1, app.outputLines.joined(separator: "\n"))
        try app.press("t")
        XCTAssertNotNil(app.waitForOutputLine { _ in app.outputLines.filter { $0 == "appeared" }.count == 3 })
    }
}
