import Foundation
import XCTest

/// `export` end to end: frames on disk, encoded files read back with ffprobe, failures.
final class ExportTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.path + "/" + name }

    private func files(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    /// (frames, width, height) of a video file, counted by decoding it.
    private func probe(_ file: String) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", file]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3 else { XCTFail("ffprobe said '\(text)'"); return (0, 0, 0) }
        return (fields[2], fields[0], fields[1])
    }

    func testAFolderGetsNumberedFramesAndTwoExportsAreIdentical() throws {
        for name in ["a/", "b/"] {
            let r = try animpreview(["export", "blur", "--out", path(name), "--size", "160x100", "--fps", "20", "--duration", "1.5"])
            XCTAssertEqual(r.status, 0, r.err)
        }
        let names = try files(path("a"))
        XCTAssertEqual(names.count, 30)
        XCTAssertEqual(names.first, "frame-00000.png")
        XCTAssertEqual(names.last, "frame-00029.png")
        XCTAssertEqual(try files(path("b")), names)
        for name in names {
            let a = try Data(contentsOf: URL(fileURLWithPath: path("a/" + name)))
            let b = try Data(contentsOf: URL(fileURLWithPath: path("b/" + name)))
            XCTAssertEqual(a, b, name)
        }
        // The frames differ: the first line is clearing its blur over this second and a half.
        let first = try Data(contentsOf: URL(fileURLWithPath: path("a/frame-00000.png")))
        let last = try Data(contentsOf: URL(fileURLWithPath: path("a/frame-00029.png")))
        XCTAssertNotEqual(first, last)
    }

    func testHalfSpeedShowsEveryFrameOfTwiceTheRate() throws {
        XCTAssertEqual(try animpreview(["export", "blur", "--out", path("slow/"), "--size", "160x100", "--fps", "20",
                                        "--duration", "0.8", "--speed", "0.5"]).status, 0)
        XCTAssertEqual(try animpreview(["export", "blur", "--out", path("fast/"), "--size", "160x100", "--fps", "40",
                                        "--duration", "0.8"]).status, 0)
        // At half speed, 0.8 s of scene lasts 1.6 s: 32 frames at 20 fps, each the same instant as at 40 fps.
        let slow = try files(path("slow")), fast = try files(path("fast"))
        XCTAssertEqual(slow.count, 32)
        XCTAssertEqual(slow, fast)
        for name in slow {
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("slow/" + name))),
                           try Data(contentsOf: URL(fileURLWithPath: path("fast/" + name))), name)
        }
    }

    func testYourOwnTextIsExported() throws {
        for (name, extra) in [("plain/", [String]()), ("typed/", ["--text", "Hello|world"])] {
            let r = try animpreview(["export", "blur", "--out", path(name), "--size", "160x100", "--fps", "10",
                                     "--duration", "5.2"] + extra)
            XCTAssertEqual(r.status, 0, r.err)
        }
        // Settled, the lines read differently.
        let last = "frame-00051.png"
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: path("plain/" + last))),
                          try Data(contentsOf: URL(fileURLWithPath: path("typed/" + last))))
    }

    func testTheDefaultLengthCoversTheSceneUntilItSettles() throws {
        let r = try animpreview(["export", "blur", "--out", path("all/"), "--size", "120x80", "--fps", "10"])
        XCTAssertEqual(r.status, 0, r.err)
        // The last character clears at 3.76 + 4 × 0.15 + 0.35 = 4.71 s; half a second held after.
        let count = try files(path("all")).count
        XCTAssertTrue((52...53).contains(count), "\(count) frames")
    }

    func testAGIFAndAnMP4HaveTheirFramesAndSize() throws {
        let gif = path("clip.gif"), mp4 = path("clip.mp4")
        var r = try animpreview(["export", "blur", "--out", gif, "--size", "200x120", "--fps", "25", "--duration", "0.8"])
        XCTAssertEqual(r.status, 0, r.err)
        r = try animpreview(["export", "blur", "--out", mp4, "--size", "200x120", "--fps", "30", "--duration", "0.5"])
        XCTAssertEqual(r.status, 0, r.err)
        let g = try probe(gif), m = try probe(mp4)
        XCTAssertEqual([g.frames, g.width, g.height], [20, 200, 120])
        XCTAssertEqual([m.frames, m.width, m.height], [15, 200, 120])
        XCTAssertEqual(try files(folder.path), ["clip.gif", "clip.mp4"], "no temporary files left behind")
        // Encoded exports repeat too.
        r = try animpreview(["export", "blur", "--out", path("again.mp4"), "--size", "200x120", "--fps", "30", "--duration", "0.5"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: mp4)), try Data(contentsOf: URL(fileURLWithPath: path("again.mp4"))))
    }

    func testBadRequestsExitWithTwoAndWriteNothing() throws {
        let cases: [([String], String)] = [
            (["export", "blur", "--out", path("x.gif"), "--fps", "60"], "whole hundredths"),
            (["export", "blur", "--out", path("x.mov")], ".gif, .mp4, .webm or .apng"),
            (["export", "blur"], "--out"),
            (["export", "nosuch", "--out", path("x.mp4")], "unknown effect"),
            (["export", "blur", "--out", path("x.mp4"), "--speed", "0"], "out of range"),
        ]
        for (args, message) in cases {
            let r = try animpreview(args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertTrue(r.err.contains(message), "\(args): \(r.err)")
            XCTAssertEqual(r.err.split(separator: "\n").count, 1, r.err)
        }
        XCTAssertEqual(try files(folder.path), [])
    }

    func testAFailingEncoderLeavesNoFile() throws {
        // An ffmpeg that reads a little, complains and quits.
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg").path
        try "#!/bin/sh\nhead -c 1000 >/dev/null\necho 'Encoder gave up' >&2\nexit 1\n".write(toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let r = try animpreview(["export", "blur", "--out", out.appendingPathComponent("x.mp4").path, "--size", "160x100",
                                 "--duration", "1"], environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("Encoder gave up"), r.err)
        XCTAssertEqual(r.err.split(separator: "\n").count, 1, r.err)
        XCTAssertEqual(try files(out.path), [])
    }

    func testFramesIntoAFolderThatIsNotEmptyAreRefused() throws {
        let dir = folder.appendingPathComponent("full")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: dir.appendingPathComponent("mine.txt"))
        let r = try animpreview(["export", "blur", "--out", dir.path + "/", "--size", "160x100", "--duration", "0.2"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("not empty"), r.err)
        XCTAssertEqual(try files(dir.path), ["mine.txt"])
        XCTAssertEqual(try files(folder.path), ["full"])
    }
}
