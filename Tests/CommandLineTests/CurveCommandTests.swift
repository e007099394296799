import Foundation
import XCTest

/// `animpreview curve` end to end: the built executable, its output and exit status.
final class CurveCommandTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try animpreview(arguments)
    }

    /// The fluid spring stepped by hand, frames at 60 Hz (docs/SEMANTICS.md,
    /// "The fluid spring: a fixed-step integrator"), for a move 0 → 1.
    private func integrator(response r: Double, dampingFraction z: Double, frames: Int) -> [Double] {
        let k = pow(2 * Double.pi / r, 2), c = 2 * k.squareRoot() * z
        var x = 0.0, v = 0.0, f = 0.0, t = 0.0, done = false
        var shown: [Double] = []
        for frame in 0..<frames {
            let e = Double(frame) / 60
            while !done && t < e {
                let h = v + f / 600
                x += h / 300
                f = -c * h + k * (1 - x)
                v = h + f / 600
                t += 1.0 / 300
            }
            if !done && max(v * v, f * f) <= 0.0036 && 1e-4 >= (1 - x) * (1 - x) { done = true }
            shown.append(done ? 1 : x)
        }
        return shown
    }

    func testSpringCurveAgreesWithTheIntegratorAtEveryPrintedTime() throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("animpreview is not built beside the tests")
        }
        let result = try run(["curve", "spring(response: 0.2, dampingFraction: 0.5)"])
        XCTAssertEqual(result.status, 0, result.err)
        var lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "# iOS 26: default = spring(response: 0.55, dampingFraction: 1); "
                       + "spring() = spring(duration: 0.5, bounce: 0); 60 Hz frames")
        lines.removeFirst()
        let last = lines.removeLast()
        XCTAssertTrue(last.hasPrefix("settles at ") && last.hasSuffix(" s"), last)
        let expected = integrator(response: 0.2, dampingFraction: 0.5, frames: lines.count)
        for (i, line) in lines.enumerated() {
            let parts = line.split(separator: " ")
            XCTAssertEqual(parts.count, 2, line)
            guard parts.count == 2, let t = Double(parts[0]), let value = Double(parts[1]) else { continue }
            XCTAssertEqual(t, Double(i) / 60)
            XCTAssertEqual(value, expected[i], accuracy: 1e-9, "t = \(t)")
        }
        // The settle time is the first printed time from which the value stays 1.
        let settle = Double(last.dropFirst("settles at ".count).dropLast(2)) ?? -1
        let firstAtRest = expected.firstIndex(of: 1).map { Double($0) / 60 } ?? -2
        XCTAssertEqual(settle, firstAtRest, accuracy: 1e-6)
        XCTAssertEqual(expected.last, 1)
    }

    func testChosenTimesAndModifiers() throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw XCTSkip("not built") }
        let result = try run(["curve", ".linear(duration: 1).delay(0.5)", "--at", "0,0.5,1,1.5,2"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out.split(separator: "\n", maxSplits: 1).last.map(String.init),
                       "0.0 0.0\n0.5 0.0\n1.0 0.5\n1.5 1.0\n2.0 1.0\nsettles at 1.516667 s\n")
    }

    /// The era and the display rate: `--ios 16` reads `default` as easeInOut over 0.35 s (over
    /// on the frame after, 0.3667 s), the default era as the iOS 17 spring; response 0 settles on
    /// its first frame.
    func testTheEraAndTheRefreshRate() throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw XCTSkip("not built") }
        let old = try run(["curve", "default", "--ios", "16", "--at", "0.175,0.35"])
        XCTAssertEqual(old.status, 0, old.err)
        XCTAssertEqual(old.out, "# iOS 16: default = easeInOut(duration: 0.35); spring() = spring(response: 0.5, "
                       + "dampingFraction: 0.825); 60 Hz frames\n0.175 0.5\n0.35 1.0\nsettles at 0.366667 s\n")
        let new = try run(["curve", "default", "--at", "0.175"])
        XCTAssertTrue(new.out.hasPrefix("# iOS 26: default = spring(response: 0.55, dampingFraction: 1)"), new.out)
        XCTAssertFalse(new.out.contains("0.175 0.5\n"), new.out)
        let stiff = try run(["curve", "spring(response: 0, dampingFraction: 1)"])
        XCTAssertTrue(stiff.out.hasSuffix("\n0.0 1.0\n0.016666666666666666 1.0\nsettles at 0 s\n"), stiff.out)
        let fast = try run(["curve", "linear(duration: 0.05)", "--refresh", "120"])
        XCTAssertEqual(fast.out.split(separator: "\n").dropFirst().first, "0.0 0.0")
        XCTAssertEqual(fast.out.split(separator: "\n").dropFirst(2).first, "0.008333333333333333 0.16666666666666666")
        let bad = try run(["curve", "default", "--ios", "14"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("--ios: 14 is out of range (15…26)"), bad.err)
    }

    func testAMalformedSpecPointsAtTheBadPartAndExitsTwo() throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw XCTSkip("not built") }
        let result = try run(["curve", "spring(response: 0.2, dampingFraction: oops)"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.out, "")
        let lines = result.err.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        guard lines.count == 3, let caret = lines[2].firstIndex(of: "^"),
              let spec = lines[1].range(of: "spring(") else { return XCTFail(result.err) }
        let column = lines[2].distance(from: lines[2].startIndex, to: caret)
        let oops = lines[1].distance(from: lines[1].startIndex, to: spec.lowerBound) + "spring(response: 0.2, dampingFraction: ".count
        XCTAssertEqual(column, oops)
        XCTAssertEqual(try run(["curve"]).status, 2)
        XCTAssertEqual(try run(["curve", "easeIn", "--at", "x"]).status, 2)
    }

    func testPlotWritesAPNG() throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw XCTSkip("not built") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("spring.png")
        let result = try run(["curve", "spring(duration: 0.5, bounce: 0.3)", "--plot", png.path])
        XCTAssertEqual(result.status, 0, result.err)
        let data = try Data(contentsOf: png)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let missing = try run(["curve", "easeIn", "--plot", folder.appendingPathComponent("no/such/x.png").path])
        XCTAssertEqual(missing.status, 1)
    }
}
