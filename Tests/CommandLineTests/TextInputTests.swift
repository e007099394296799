import Compositor
import Foundation
import XCTest

/// `--text` as people type it: one character, a whole book, emoji sequences, combining marks,
/// right-to-left scripts, control characters and bytes that are not UTF-8.
final class TextInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-textin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func glyphTexts(_ effect: String, _ text: String, time: Double = 30) throws -> (texts: [String], err: String) {
        let r = try animpreview(["inspect", effect, "--time", String(time), "--text", text])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        let nodes = json?["nodes"] as? [[String: Any]] ?? []
        return (nodes.filter { $0["kind"] as? String == "glyph" }.compactMap { $0["text"] as? String }, r.err)
    }

    func testOneCharacterFillsEveryLine() throws {
        XCTAssertEqual(try glyphTexts("blur", "a").texts, ["a", "a", "a", "a"])
    }

    func testEmojiSequencesAndCombiningMarksAreOneNodeEach() throws {
        let family = "👨\u{200D}👩\u{200D}👧", flag = "🇯🇵", thumbs = "👍🏽", e = "e\u{0301}", thai = "ก\u{0E34}\u{0E48}"
        let texts = try glyphTexts("bounce", family + flag + thumbs + e + thai).texts
        XCTAssertEqual(Array(texts.prefix(5)), [family, flag, thumbs, e, thai])
    }

    func testControlCharactersBecomeLinesSpacesOrAreLeftOutWithOneWarning() throws {
        let (texts, err) = try glyphTexts("blur", "a\tb\u{1}\u{1B}c\nd\r\ne")
        XCTAssertEqual(texts, ["a", " ", "b", "c", "d", "e", "a", " ", "b", "c"])
        XCTAssertEqual(err, "animpreview: warning: --text: 2 control characters (U+0001, U+001B) left out\n")
    }

    func testBytesThatAreNotUTF8ShowAsReplacementCharactersWithAWarning() throws {
        // The shell passes raw bytes: 0xFF and a lone continuation byte are not UTF-8.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" inspect blur --time 30 --text \"$(printf 'a\\377b\\200')\"", executable.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errText)
        XCTAssertTrue(errText.contains("not UTF-8"), errText)
        XCTAssertEqual(errText.split(separator: "\n").count, 1, errText)
        let json = try JSONSerialization.jsonObject(with: outData) as? [String: Any]
        let glyphs = (json?["nodes"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "glyph" }
        XCTAssertEqual(glyphs.prefix(4).compactMap { $0["text"] as? String }, ["a", "\u{FFFD}", "b", "\u{FFFD}"])
        // A replacement character typed on purpose is not a mistake.
        XCTAssertEqual(try glyphTexts("blur", "a\u{FFFD}").err, "")
    }

    func testRightToLeftTextInAPerCharacterSceneGetsOneNote() throws {
        let perCharacter = try glyphTexts("blur", "שלום")
        XCTAssertEqual(perCharacter.err.split(separator: "\n").count, 1, perCharacter.err)
        XCTAssertTrue(perCharacter.err.contains("right-to-left letters stand unjoined"), perCharacter.err)
        let run = try animpreview(["inspect", "block", "--time", "6", "--text", "مرحبا|שלום"])
        XCTAssertEqual(run.err, "", "a scene of whole lines shapes them: nothing to note")
    }

    func testTenThousandCharactersWrapInsideTheCanvas() throws {
        let book = String(repeating: "lorem ipsum dolor sit amet ", count: 371).prefix(10_000)
        for effect in ["block", "blur"] {
            let path = folder.appendingPathComponent("\(effect).png").path
            let r = try animpreview(["render", effect, "--time", "30", "--size", "480x360", "--out", path, "--text", String(book)])
            XCTAssertEqual(r.status, 0, r.err)
            XCTAssertTrue(r.err.contains("cut to its first 2000"), r.err)
            let canvas = try Canvas.loadPNG(path)
            // Ink on many rows (wrapped, not one line), with no column left of the text
            // running off the canvas's right edge as one long line would.
            var inkRows = Set<Int>(), inkAtRightEdge = 0
            for y in 0..<canvas.height {
                for x in 0..<canvas.width where canvas.rgba(x, y).r < 128 {
                    inkRows.insert(y / 20)
                    if x == canvas.width - 1 { inkAtRightEdge += 1 }
                }
            }
            XCTAssertGreaterThan(inkRows.count, 8, "\(effect): the text should fill rows down the canvas")
            XCTAssertEqual(inkAtRightEdge, 0, "\(effect): a line runs past the canvas")
        }
        let inspect = try glyphTexts("blur", String(book), time: 1)
        XCTAssertEqual(inspect.texts.count, 4 * 80, "per-character scenes keep the first 80 characters of a line")
        XCTAssertTrue(inspect.err.contains("shows the first 80 characters"), inspect.err)
    }
}
