import Foundation
import XCTest

/// Exports that cannot finish: ffmpeg missing, killed or out of disk. Each ends with one line
/// naming the reason, exit status 1, and no partial file; PNG frames need no ffmpeg.
final class ExportFailureTests: XCTestCase {
    private var folder: URL!
    private var mounts: [String] = []

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-exportfail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        for mount in mounts.reversed() { _ = try? tool("/bin/umount", [mount]) }
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func tool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    private func contents(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// A folder on a file system of `size` (a full disk); skipped where mounting is not allowed.
    private func smallDisk(_ size: String) throws -> URL {
        let point = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        guard getuid() == 0, try tool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", point.path]) == 0 else {
            throw XCTSkip("mounting a small file system needs root")
        }
        mounts.append(point.path)
        return point
    }

    /// A stand-in ffmpeg running `script`, first on the PATH.
    private func fakeFFmpeg(_ script: String) throws -> [String: String] {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let path = bin.appendingPathComponent("ffmpeg").path
        try ("#!/bin/sh\n" + script + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return ["PATH": bin.path + ":/usr/bin:/bin"]
    }

    func testWithoutFFmpegTheMessageNamesThePackageAndPNGFramesStillWork() throws {
        let noFFmpeg = ["PATH": folder.path]
        let r = try animpreview(["export", "blur", "--out", folder.appendingPathComponent("x.mp4").path,
                                 "--size", "160x100", "--duration", "0.5"], environment: noFFmpeg)
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.contains("sudo apt-get install ffmpeg"), r.err)
        XCTAssertTrue(r.err.contains("--out DIR/"), r.err)
        XCTAssertEqual(r.err.split(separator: "\n").count, 1, r.err)
        XCTAssertEqual(contents(folder), [])
        let frames = try animpreview(["export", "blur", "--out", folder.appendingPathComponent("frames").path + "/",
                                      "--size", "160x100", "--fps", "10", "--duration", "0.5"], environment: noFFmpeg)
        XCTAssertEqual(frames.status, 0, frames.err)
        XCTAssertEqual(contents(folder.appendingPathComponent("frames")).count, 5)
    }

    func testAKilledFFmpegIsNamedAndLeavesNoFile() throws {
        // Killed while frames still come, and killed once they have all been read.
        for script in ["head -c 200000 >/dev/null\nkill -9 $$", "cat >/dev/null\nkill -9 $$"] {
            let environment = try fakeFFmpeg(script)
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let r = try animpreview(["export", "blur", "--out", out.appendingPathComponent("x.mp4").path, "--size", "160x100",
                                     "--duration", "2"], environment: environment)
            XCTAssertEqual(r.status, 1, r.err)
            XCTAssertTrue(r.err.contains("ffmpeg was killed by signal 9"), r.err)
            XCTAssertEqual(r.err.split(separator: "\n").count, 1, r.err)
            XCTAssertEqual(contents(out), [], "a partial file was left")
        }
    }

    func testAFullDiskFailsTheExportAndLeavesNoFile() throws {
        let disk = try smallDisk("8k")
        for name in ["x.mp4", "x.gif"] {
            let out = disk.appendingPathComponent(name).path
            let r = try animpreview(["export", "blur", "--out", out, "--size", "320x200", "--fps", "20", "--duration", "2"])
            XCTAssertEqual(r.status, 1, "\(name): \(r.err)")
            XCTAssertTrue(r.err.contains("\(out): No space left on device"), r.err)
            XCTAssertEqual(contents(disk), [], "\(name): a partial file was left")
        }
        let frames = disk.appendingPathComponent("frames").path
        let r = try animpreview(["export", "blur", "--out", frames + "/", "--size", "320x200", "--fps", "20", "--duration", "2"])
        XCTAssertEqual(r.status, 1, r.err)
        XCTAssertTrue(r.err.contains("cannot write \(frames)/frame-"), r.err)
        XCTAssertTrue(r.err.contains("No space left on device"), r.err)
        XCTAssertEqual(contents(disk), [], "half a folder of frames was left")
    }
}
