import Foundation
import XCTest

/// Every command-line mistake: one line on stderr naming the problem and the valid choices,
/// exit status 2, and never a crash report.
final class BadInvocationTests: XCTestCase {
    private func assertBadInvocation(_ arguments: [String], says parts: [String],
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try animpreview(arguments)
        XCTAssertEqual(r.status, 2, "\(arguments): \(r.err)", file: file, line: line)
        XCTAssertEqual(r.out, "", file: file, line: line)
        let lines = r.err.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one line: \(r.err)", file: file, line: line)
        XCTAssertTrue(r.err.hasPrefix("animpreview: "), r.err, file: file, line: line)
        for part in parts { XCTAssertTrue(r.err.contains(part), "\(arguments) should say '\(part)': \(r.err)", file: file, line: line) }
        for crash in ["Fatal error", "Stack dump", "backtrace", "Illegal instruction"] {
            XCTAssertFalse(r.err.contains(crash), r.err, file: file, line: line)
        }
    }

    func testAnUnknownEffectListsTheEffects() throws {
        try assertBadInvocation(["render", "blurr", "--out", "/tmp/x.png"], says: ["unknown effect 'blurr'", "blur, floating", "shimmer-soft"])
        try assertBadInvocation(["inspect", "nosuch"], says: ["unknown effect 'nosuch'", "choose one of"])
        try assertBadInvocation(["--effect", "nosuch"], says: ["unknown effect 'nosuch'"])
    }

    func testAnUnknownOptionNamesTheOptionsTheCommandTakes() throws {
        try assertBadInvocation(["inspect", "blur", "--bogus"], says: ["unknown option '--bogus'", "inspect takes", "--time", "--tap"])
        try assertBadInvocation(["render", "blur", "--out", "/tmp/x.png", "--tim", "1"], says: ["did you mean --time?", "--out"])
        try assertBadInvocation(["--effect", "blur", "--sped", "2"], says: ["did you mean --speed?", "the window takes"])
        try assertBadInvocation(["list", "--all"], says: ["list takes no options"])
        try assertBadInvocation(["inspect", "blur", "stray"], says: ["unexpected 'stray'", "inspect takes"])
        try assertBadInvocation(["frobnicate"], says: ["unknown command 'frobnicate'", "render", "inspect"])
    }

    func testMalformedNumbersTimesAndSizesSayWhatIsExpected() throws {
        try assertBadInvocation(["inspect", "blur", "--time", "soon"], says: ["--time", "'soon' is not a number"])
        try assertBadInvocation(["inspect", "blur", "--time", "-1"], says: ["--time", "out of range", "0…86400"])
        try assertBadInvocation(["inspect", "blur", "--time", "nan"], says: ["not a number"])
        try assertBadInvocation(["inspect", "blur", "--time", "1e999"], says: ["not a number"])
        try assertBadInvocation(["inspect", "blur", "--seed", "1.5"], says: ["--seed", "not a whole number"])
        try assertBadInvocation(["inspect", "blur", "--size", "big"], says: ["not a size like 960x600"])
        try assertBadInvocation(["inspect", "blur", "--size", "10x10"], says: ["16…8192"])
        try assertBadInvocation(["render", "blur", "--out", "/tmp/x.png", "--scale", "9"], says: ["--scale", "0.25…4"])
        try assertBadInvocation(["--speed", "0"], says: ["--speed", "0.01…100"])
        try assertBadInvocation(["inspect", "blur", "--time"], says: ["--time needs a value"])
    }

    func testATapOutsideTheCanvasSaysWhereTheCanvasIs() throws {
        try assertBadInvocation(["inspect", "blur", "--tap", "5000,2@1"], says: ["5000,2 is outside the 960x600 canvas"])
        try assertBadInvocation(["inspect", "blur", "--size", "320x240", "--tap", "-1,5@1"], says: ["outside the 320x240 canvas"])
        try assertBadInvocation(["inspect", "blur", "--tap", "1,2"], says: ["like 200,150@1.5"])
        try assertBadInvocation(["inspect", "blur", "--tap", "1,2@-3"], says: ["not a tap"])
        try assertBadInvocation(["inspect", "blur", "--drag", "1,2@1"], says: ["like '100,100->160,130@1.5+0.25'"])
        try assertBadInvocation(["inspect", "blur", "--drag", "1,2->3,4@1+-1"], says: ["not a drag"])
        try assertBadInvocation(["inspect", "blur", "--drag", "1,2->5000,4@1"], says: ["--drag: 5000,4 is outside the 960x600 canvas"])
        try assertBadInvocation(["inspect", "blur"] + Array(repeating: ["--drag", "1,2->3,4@1+600"], count: 7).flatMap { $0 },
                                says: ["more than an hour of drags"])
    }

    func testAnOptionGivenTwiceOrAValueInPlaceOfTheNameIsCaught() throws {
        try assertBadInvocation(["inspect", "blur", "--time", "1", "--time", "2"], says: ["--time is given more than once"])
        // `--out x.png` is the value of --out, not the effect's name.
        try assertBadInvocation(["render", "--out", "/tmp/x.png"], says: ["render: which effect?"])
    }

    func testTextWithNothingToShowIsABadInvocation() throws {
        try assertBadInvocation(["inspect", "blur", "--text", ""], says: ["--text needs some text"])
        try assertBadInvocation(["inspect", "blur", "--text", "\u{1}\u{2}|\n"], says: ["--text has nothing to show"])
    }

    func testAnOptionAfterTheNameStillFindsTheName() throws {
        let r = try animpreview(["inspect", "--time", "1", "blur"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.hasPrefix("{\"effect\":\"blur\""))
    }

    func testAnUninstalledFontWarnsOnceNamesCloseFamiliesAndRendersAnyway() throws {
        let r = try animpreview(["inspect", "blur", "--font", "DejaVu Sanz"])
        XCTAssertEqual(r.status, 0, r.err)
        let warnings = r.err.split(separator: "\n")
        XCTAssertEqual(warnings.count, 1, r.err)
        XCTAssertTrue(r.err.contains("font 'DejaVu Sanz' is not installed; using"), r.err)
        XCTAssertTrue(r.err.contains("close installed families: 'DejaVu Sans'"), r.err)
        let none = try animpreview(["inspect", "blur", "--font", "Qqqqqqqq"])
        XCTAssertEqual(none.status, 0)
        XCTAssertTrue(none.err.contains("'animpreview fonts' lists the installed families"), none.err)
        // A family spelt loosely is the family, with nothing to warn about.
        let loose = try animpreview(["inspect", "blur", "--font", "dejavu-serif"])
        XCTAssertEqual(loose.err, "")
    }
}
