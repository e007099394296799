import Foundation
import XCTest

/// A folder in the window: its files are the gallery, → goes to the next one.
final class FolderGalleryWindowTests: WindowTestCase {
    func testTheArrowKeysGoThroughTheFoldersFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, word) in [("A.swift", "First"), ("B.swift", "Second")] {
            try Data("import SwiftUI\n\n#Preview(\"\(word)\") {\n    Text(\"\(word)\")\n}\n".utf8)
                .write(to: folder.appendingPathComponent(name))
        }
        let app = try launch([folder.path, "--no-hud"])
        XCTAssertTrue(try app.waitForTitle { $0.contains("A.swift") }.contains("A.swift"))
        // The S key's `render` call names the file shown, and draws what the window shows.
        let first = try app.screenshot()
        XCTAssertTrue(first.render.contains { $0.hasSuffix("/A.swift") }, "\(first.render)")
        try FrameCheck.assertRenderMatches(first, in: app.folder)
        try app.press("Right")
        XCTAssertTrue(try app.waitForTitle { $0.contains("B.swift") }.contains("B.swift"))
        let shot = try app.screenshot()
        XCTAssertTrue(shot.render.contains { $0.hasSuffix("/B.swift") }, "\(shot.render)")
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
        try app.press("Right")
        XCTAssertTrue(try app.waitForTitle { $0.contains("A.swift") }.contains("A.swift"), "round again")
    }

    func testASaveReloadsTheFileShownAndANewFileJoins() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ word: String) throws {
            try Data("import SwiftUI\n\n#Preview(\"\(word)\") {\n    Text(\"\(word)\").font(.system(size: 60))\n}\n".utf8)
                .write(to: folder.appendingPathComponent(name))
        }
        try write("B.swift", "Bee")
        let app = try launch([folder.path, "--no-hud"])
        XCTAssertTrue(try app.waitForTitle { $0.contains("B.swift") }.contains("B.swift"))
        let middle = (x: 180, y: 200, width: 600, height: 200)
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: middle) > 200 })
        let before = try display.screenshot().darkPixels(in: middle)
        // A save of the file shown plays the new version.
        try write("B.swift", "Bumblebee")
        XCTAssertTrue(try display.waitUntil { $0.darkPixels(in: middle) > before + 200 }, "the saved file plays")
        // A new file joins the gallery: ← from B (first in name order before A came) reaches it.
        try write("A.swift", "Ant")
        // The folder is listed again as the window plays: ← goes round B alone until A is in.
        var polls = 0
        let title = try app.waitForTitle { title in
            if title.contains("A.swift") { return true }
            polls += 1
            if polls % 10 == 1 { try? app.press("Left") }
            return false
        }
        XCTAssertTrue(title.contains("A.swift"), "the new file is in the gallery: \(title)")
    }
}
