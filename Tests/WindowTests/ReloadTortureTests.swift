import Foundation
import XCTest

/// For 30 s, bursts of saves every 10 ms separated by pauses of 50–300 ms (seeded), each save
/// good, broken, truncated or hostile (a runaway loop, a self-recursive view, a 1e300 font, an
/// API outside the subset): the app stays alive throughout, and shows the last good version
/// at the end, with no error panel.
final class ReloadTortureTests: WindowTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-torture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private static let middle = (x: 280, y: 200, width: 400, height: 200)
    private static let bottom = (x: 0, y: 430, width: 960, height: 170)

    private static func good(_ text: String) -> String {
        "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Text(\"\(text)\").font(.system(size: 40))\n    }\n}\n"
    }

    private static let hostile = [
        "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"loop\").onAppear { for _ in 0..<100000000 {} } }\n}\n",
        "import SwiftUI\nstruct ContentView: View {\n    var body: some View { VStack { Text(\"a\"); ContentView() } }\n}\n",
        "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"big\").font(.system(size: 1e300)).blur(radius: 1e300) }\n}\n",
        "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"\\(FileManager.default.currentDirectoryPath)\") }\n}\n",
        "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"x\").frame(width: Double.nan, height: 1e300).scaleEffect(1e300) }\n}\n",
    ]

    func testBurstsOfGoodBrokenTruncatedAndHostileSavesLeaveTheLastGoodVersionShowing() throws {
        let file = folder.appendingPathComponent("Torture.swift")
        try Self.good("Start").write(to: file, atomically: false, encoding: .utf8)
        let app = try launch([file.path, "--no-hud", "--start", "1", "--paused"])
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: Self.middle) > 20 }, "the first version never appeared")

        var seed: UInt64 = 31
        func next(_ n: Int) -> Int {  // a fixed sequence: the same saves on every run
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let start = Date()
        var saves = 0
        while Date().timeIntervalSince(start) < 30 {
            for _ in 0..<(3 + next(8)) {
                let good = Self.good("Good \(saves)")
                let text: String
                switch next(4) {
                case 0: text = good
                case 1: text = String(good.dropLast(10 + next(40)))  // truncated
                case 2: text = good.replacingOccurrences(of: ")", with: "", options: [], range: nil)  // broken
                default: text = Self.hostile[next(Self.hostile.count)]
                }
                try Data(text.utf8).write(to: file, options: next(2) == 0 ? .atomic : [])
                saves += 1
                usleep(10_000)
            }
            XCTAssertTrue(app.process.isRunning, "the app stopped after \(saves) saves; stderr: \(app.standardError.suffix(2000))")
            if !app.process.isRunning { return }
            usleep(UInt32(50_000 + next(250_001)))
        }
        // The last save is a good one: it replaces whatever the bursts left, panel and all.
        try Self.good("Final").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertTrue(try display.waitUntil { $0.count(in: Self.bottom) { r, g, b in Int(r) > Int(g) + 40 && Int(r) > Int(b) + 40 } == 0
                                              && $0.darkPixels(in: Self.middle) > 20 },
                      "the last good version is not shown; stderr: \(app.standardError.suffix(2000))")
        XCTAssertTrue(app.process.isRunning)
        let shot = try app.screenshot()
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
        XCTAssertTrue(shot.render.contains(file.path), "\(shot.render)")
        app.pressToQuit("q")
        XCTAssertTrue(app.waitForExit(), "Q did not quit")
    }
}
