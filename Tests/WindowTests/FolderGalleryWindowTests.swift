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
}
