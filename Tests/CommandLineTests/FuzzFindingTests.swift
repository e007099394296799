import Foundation
import XCTest

/// Every crash and hang the fuzzer (Tools/fuzz.py) found, minimised, kept in Tests/Fuzz/Findings,
/// and the fuzzer's own seed files in Tests/Fuzz/Seeds: each played by `render` and `inspect`
/// ends with exit 0, 1 or 2, with a positioned message when not 0, and within the fuzzer's
/// timeout (which only tells a hang from a run).
final class FuzzFindingTests: XCTestCase {
    private static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    private func files(_ sub: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.fuzzFolder.appendingPathComponent(sub), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Runs the executable, killing it past `timeout` seconds (then `hung` is true).
    private func run(_ arguments: [String], timeout: Double = 20) throws -> (status: Int32, err: String, hung: Bool, signalled: Bool) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        let hung = done.wait(timeout: .now() + timeout) == .timedOut
        if hung { process.terminate(); done.wait() }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), hung, process.terminationReason == .uncaughtSignal)
    }

    private func assertEndsWell(_ file: URL) throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-finding-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        for args in [["render", file.path, "--time", "0.5", "--size", "320x200", "--out", png.path],
                     ["inspect", file.path, "--time", "0.5"]] {
            let r = try run(args)
            let name = file.lastPathComponent
            XCTAssertFalse(r.hung, "\(args[0]) \(name) hung")
            XCTAssertFalse(r.signalled || r.err.contains("Program crashed"), "\(args[0]) \(name) crashed: \(r.err.prefix(400))")
            XCTAssertTrue([0, 1, 2].contains(r.status), "\(args[0]) \(name) exited \(r.status)")
            if r.status != 0 { XCTAssertTrue(r.err.contains("error:"), "\(args[0]) \(name): exit \(r.status) without a message") }
        }
    }

    func testEveryFindingEndsWithAStatusAndAMessage() throws {
        let findings = try files("Findings")
        XCTAssertFalse(findings.isEmpty, "Tests/Fuzz/Findings holds the fuzzer's minimised crashes and hangs")
        for file in findings { try assertEndsWell(file) }
    }

    func testEverySeedPlays() throws {
        let seeds = try files("Seeds")
        XCTAssertFalse(seeds.isEmpty)
        for file in seeds {
            try assertEndsWell(file)
            XCTAssertEqual(try run(["inspect", file.path, "--time", "0.5"]).status, 0, "\(file.lastPathComponent) is a seed that plays")
        }
    }
}
