import Foundation
import XCTest

/// Output files that cannot be written end with an error naming the file and the reason,
/// exit status 1, and nothing half-written left behind.
final class OutputFileTests: XCTestCase {
    private var folder: URL!
    private var mounts: [String] = []

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        for mount in mounts.reversed() { _ = try? run("/bin/umount", [mount]) }
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    /// A small file system of its own (a full disk, a read-only one); skipped where mounting is not allowed.
    private func mountTmpfs(_ name: String, options: String) throws -> URL {
        let point = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        guard getuid() == 0, try run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", point.path]) == 0 else {
            throw XCTSkip("mounting a small file system needs root")
        }
        mounts.append(point.path)
        return point
    }

    private func contents(_ url: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    }

    func testAFullDiskFailsWithTheReasonAndLeavesNoFile() throws {
        let disk = try mountTmpfs("full", options: "size=8k")
        let r = try animpreview(["render", "blur", "--time", "5", "--out", disk.appendingPathComponent("frame.png").path])
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertEqual(r.err, "animpreview: cannot write \(disk.path)/frame.png: No space left on device\n")
        XCTAssertEqual(contents(disk), [], "a cut-off PNG was left behind")
    }

    func testAReadOnlyFolderFailsAndLeavesNoFile() throws {
        let disk = try mountTmpfs("readonly", options: "size=1m,ro")
        let r = try animpreview(["render", "blur", "--time", "5", "--out", disk.appendingPathComponent("frame.png").path])
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.contains("the folder \(disk.path) is not writable"), r.err)
        XCTAssertEqual(contents(disk), [])
    }

    func testAMissingFolderFailsAndCreatesNothing() throws {
        let r = try animpreview(["render", "blur", "--out", folder.appendingPathComponent("no/such/frame.png").path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("the folder \(folder.path)/no/such does not exist"), r.err)
        XCTAssertEqual(contents(folder), [])
    }

    func testAPathThatCannotBeAPNGIsABadInvocation() throws {
        let cases: [([String], String)] = [
            (["render", "blur", "--out", folder.path], "is a folder; give a file name"),
            (["render", "blur", "--out", folder.appendingPathComponent("frame.jpg").path], "should end in .png"),
            (["render", "blur", "--out", ""], "--out needs a file name"),
            (["curve", "easeIn", "--plot", folder.appendingPathComponent("plot.svg").path], "should end in .png"),
        ]
        for (arguments, message) in cases {
            let r = try animpreview(arguments)
            XCTAssertEqual(r.status, 2, "\(arguments): \(r.err)")
            XCTAssertTrue(r.err.contains(message), "\(arguments): \(r.err)")
        }
        XCTAssertEqual(contents(folder), [])
    }

    func testAnExistingFileIsReplacedWhole() throws {
        let path = folder.appendingPathComponent("frame.png").path
        try Data(repeating: 7, count: 5_000_000).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try animpreview(["render", "blur", "--time", "5", "--size", "64x64", "--out", path]).status, 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertLessThan(data.count, 100_000)
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(contents(folder), ["frame.png"])
    }
}
