import Foundation
import Motion
import XCTest

/// Random option values and words through the real command line: every run ends with 0, 1
/// or 2, never a crash; a failure says why in one line, and `inspect` prints JSON.
final class CommandLineFuzzTests: XCTestCase {
    private static let words = ["--time", "--size", "--seed", "--font", "--text", "--tap", "--scale", "--out", "--bogus",
                                "blur", "bounce", "morph", "block", "roulette", "-", "--", "=", "--time=", "--size=x"]
    private static let values = ["0", "-0", "1e308", "1e-320", "nan", "inf", "-inf", "0x10", "1_000", "٣", "１２",
                                 "960x600", "16x16", "8192x8192x1", "x", "10,10@1", "1,1@nan", "-5,3@1", ",@", "",
                                 " ", "Noto Sans", "\u{0}", "😀", "a|b|", "\u{202E}evil", String(repeating: "9", count: 400)]

    func testRandomArgumentsNeverCrashTheCommandLine() throws {
        var random = SeededRandom(seed: 0xC0FFEE)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-fuzz-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        for n in 0..<40 {
            var arguments = [["inspect", "render"][Int.random(in: 0..<2, using: &random)]]
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let pick = Int.random(in: 0..<3, using: &random)
                if pick == 0 {
                    arguments.append(Self.words[Int.random(in: 0..<Self.words.count, using: &random)])
                } else {
                    arguments.append(Self.values[Int.random(in: 0..<Self.values.count, using: &random)])
                }
            }
            // NUL cannot pass through exec: the shell would cut the word there.
            arguments = arguments.map { $0.replacingOccurrences(of: "\u{0}", with: "") }
            if arguments[0] == "render" && !arguments.contains("--out") { arguments += ["--out", out] }
            let r = try animpreview(arguments)
            XCTAssertTrue([0, 1, 2].contains(r.status), "case \(n) \(arguments): exit \(r.status) \(r.err)")
            if r.status == 0 && arguments[0] == "inspect" {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(r.out.utf8)), "case \(n) \(arguments): not JSON")
            }
            if r.status != 0 {
                let errors = r.err.split(separator: "\n").filter { !$0.hasPrefix("animpreview: warning:") }
                XCTAssertEqual(errors.count, 1, "case \(n) \(arguments): \(r.err)")
                XCTAssertTrue(errors.first?.hasPrefix("animpreview: ") ?? false, "case \(n): \(r.err)")
            }
        }
    }
}
