import Foundation
import XCTest
@testable import Preview
import Scene

/// The reloader: a save is read once it is done, off the main thread, one read at a time, and
/// what the read gave comes back on a later frame. Scene times here are made up; only the wait
/// for the worker thread is real, and it polls.
final class SourceReloaderTests: XCTestCase {
    private var folder: URL!
    private var file: URL { folder.appendingPathComponent("View.swift") }
    /// How many times the file was read, and for which previews.
    private let reads = Mailbox<[String?]>()

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("first".utf8).write(to: file)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    struct Unplayable: Error, CustomStringConvertible { let description: String }

    /// A reloader whose "effect" is titled with the file's text; a text starting "error" cannot be played.
    private func reloader() -> SourceReloader {
        let reads = self.reads
        return SourceReloader(path: file.path) { path, preview in
            var seen = reads.take() ?? []
            seen.append(preview)
            reads.put(seen)
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if text.hasPrefix("error") { throw Unplayable(description: "\(path):1:1: error: \(text)") }
            return (Effect(name: path, title: text, source: path) { _ in }, ["One", "Two"])
        }
    }

    private func readCount() -> Int {
        let seen = reads.take() ?? []
        reads.put(seen)
        return seen.count
    }

    /// Polls from scene time `start` on until a read comes back (a worker thread does it).
    private func result(of reloader: SourceReloader, from start: Double) -> SourceReloader.Result? {
        for i in 0..<5_000 {
            if let result = reloader.poll(now: start + Double(i) * 1e-4, preview: nil) { return result }
            usleep(1_000)
        }
        return nil
    }

    func testASaveIsReadOnceItIsDoneAndItsEffectComesBack() throws {
        let reloader = reloader()
        XCTAssertNil(reloader.poll(now: 0, preview: nil))
        try Data("second".utf8).write(to: file, options: .atomic)
        XCTAssertNil(reloader.poll(now: 1, preview: nil))
        XCTAssertNil(reloader.poll(now: 1 + ReloadSchedule.quiet / 2, preview: nil))
        XCTAssertEqual(readCount(), 0, "not read while the save may go on")
        let result = try XCTUnwrap(self.result(of: reloader, from: 1 + ReloadSchedule.quiet))
        guard case .loaded(let effect, let previews) = result.outcome else { return XCTFail("\(result.outcome)") }
        XCTAssertEqual(effect.title, "second")
        XCTAssertEqual(previews, ["One", "Two"])
        XCTAssertEqual(result.started, 1 + ReloadSchedule.quiet, accuracy: 1e-9)
        XCTAssertFalse(result.fromStart)
        XCTAssertEqual(readCount(), 1)
        XCTAssertNil(reloader.poll(now: 5, preview: nil), "read once")
        XCTAssertEqual(readCount(), 1)
    }

    func testAFileThatCannotBePlayedComesBackWithItsMessage() throws {
        let reloader = reloader()
        try Data("error here".utf8).write(to: file)
        XCTAssertNil(reloader.poll(now: 0, preview: nil))
        let result = try XCTUnwrap(self.result(of: reloader, from: 1))
        guard case .failed(let message) = result.outcome else { return XCTFail("\(result.outcome)") }
        XCTAssertEqual(message, "\(file.path):1:1: error: error here")
    }

    func testASaveDuringAReadIsReadAfterIt() throws {
        let reloader = reloader()
        try Data("second".utf8).write(to: file)
        XCTAssertNil(reloader.poll(now: 0, preview: nil))
        XCTAssertNil(reloader.poll(now: 1, preview: nil), "the read starts")
        try Data("third".utf8).write(to: file)
        var titles: [String] = []
        var now = 1.0
        for _ in 0..<2 {
            let result = try XCTUnwrap(self.result(of: reloader, from: now))
            if case .loaded(let effect, _) = result.outcome { titles.append(effect.title) }
            now += 1
        }
        XCTAssertEqual(titles.last, "third")
        XCTAssertEqual(readCount(), 2)
    }

    func testAnotherPreviewIsReadAtOnceAndPlaysFromTheStart() throws {
        let reloader = reloader()
        reloader.reload(preview: "Two", fromStart: true)
        let result = try XCTUnwrap(self.result(of: reloader, from: 0))
        XCTAssertEqual(result.preview, "Two")
        XCTAssertTrue(result.fromStart)
        XCTAssertEqual(reads.take() ?? [], ["Two"])
    }
}
