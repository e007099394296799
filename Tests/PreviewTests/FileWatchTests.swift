import Foundation
import XCTest
@testable import Preview

/// The source file's watch: every way an editor saves is seen, other files are not, and a
/// folder that goes and comes back is watched again. inotify queues an event before the
/// call that caused it returns, so each check reads right after the change.
final class FileWatchTests: XCTestCase {
    private var folder: URL!
    private var file: URL { folder.appendingPathComponent("View.swift") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("A".utf8).write(to: file)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func watch() throws -> FileWatch {
        let watch = try XCTUnwrap(FileWatch(path: file.path))
        XCTAssertNil(watch.changed(), "nothing happened yet")
        return watch
    }

    func testAWriteInPlaceIsSeenOnce() throws {
        let watch = try watch()
        try Data("B".utf8).write(to: file)
        XCTAssertEqual(watch.changed(), .done)
        XCTAssertNil(watch.changed(), "the events were read")
    }

    func testANewFileRenamedOverTheOldIsSeenAndSoIsTheNextSave() throws {
        let watch = try watch()
        for text in ["B", "C"] {
            let temporary = folder.appendingPathComponent(".View.swift.tmp")
            try Data(text.utf8).write(to: temporary)
            XCTAssertNil(watch.changed(), "another file of the folder")
            XCTAssertEqual(rename(temporary.path, file.path), 0)
            XCTAssertEqual(watch.changed(), .done, "the rename over \(file.lastPathComponent)")
        }
        // Foundation's atomic write is the same: a new file renamed into place.
        try Data("D".utf8).write(to: file, options: .atomic)
        XCTAssertEqual(watch.changed(), .done)
    }

    func testAWriteStillOpenIsSeenAsWritingUntilItIsClosed() throws {
        let watch = try watch()
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("struct".utf8))
        XCTAssertEqual(watch.changed(), .writing)
        try handle.write(contentsOf: Data(" V".utf8))
        XCTAssertEqual(watch.changed(), .writing)
        try handle.close()
        XCTAssertEqual(watch.changed(), .done)
    }

    func testAFileDeletedAndWrittenAgainIsSeen() throws {
        let watch = try watch()
        try FileManager.default.removeItem(at: file)
        XCTAssertEqual(watch.changed(), .done)
        try Data("B".utf8).write(to: file)
        XCTAssertEqual(watch.changed(), .done)
    }

    func testOtherFilesOfTheFolderAreNotNews() throws {
        let watch = try watch()
        try Data("x".utf8).write(to: folder.appendingPathComponent("Other.swift"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("View.swift~"))
        XCTAssertNil(watch.changed())
    }

    func testAFolderThatGoesAndComesBackIsWatchedAgain() throws {
        let watch = try watch()
        try FileManager.default.removeItem(at: folder)
        XCTAssertEqual(watch.changed(), .done, "the file went with its folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("B".utf8).write(to: file)
        XCTAssertEqual(watch.changed(), .done, "the folder is back with the file")
        XCTAssertNil(watch.changed())
        try Data("C".utf8).write(to: file)
        XCTAssertEqual(watch.changed(), .done, "and is watched again")
    }

    func testAFileReachedThroughALinkIsSeenWhenItsTargetIsWritten() throws {
        let elsewhere = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("Target.swift")
        try Data("A".utf8).write(to: target)
        let link = folder.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let watch = try XCTUnwrap(FileWatch(path: link.path))
        XCTAssertNil(watch.changed())
        try Data("B".utf8).write(to: target, options: .atomic)
        XCTAssertEqual(watch.changed(), .done)
    }
}
