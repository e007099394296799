import XCTest
@testable import Preview

/// What the error panel shows of a message.
final class ErrorPanelTests: XCTestCase {
    func testTabsBecomeSpacesInTheSourceLineAndTheCaretLineAlike() {
        let message = "V.swift:2:6: error: expected ')'\n\tText(\"A\"\n\t     ^"
        let lines = ErrorPanel.shownLines(message)
        XCTAssertEqual(lines, ["V.swift:2:6: error: expected ')'", "    Text(\"A\"", "         ^"])
    }

    func testALongMessageKeepsItsFirstLinesAndCountsTheRest() {
        let message = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let lines = ErrorPanel.shownLines(message)
        XCTAssertEqual(lines.count, ErrorPanel.maximumLines)
        XCTAssertEqual(lines.first, "line 1")
        XCTAssertEqual(lines.last, "… and \(30 - ErrorPanel.maximumLines + 1) more lines (the terminal has them all)")
    }

    func testWideCharactersTakeTwoCellsAsTheCaretLineCountsThem() {
        XCTAssertTrue(ErrorPanel.isWide("日"))
        XCTAssertTrue(ErrorPanel.isWide("ア"))
        XCTAssertTrue(ErrorPanel.isWide("😀"))
        XCTAssertFalse(ErrorPanel.isWide("a"))
        XCTAssertFalse(ErrorPanel.isWide("é"))
    }

    func testTheStatusLineSaysWhenTheSceneStopped() {
        let text = StatusLine.text(effect: "V.swift · ContentView", family: "Noto Sans", speed: 1, sceneTime: 1,
                                   fps: 60, paused: false, stopped: true)
        XCTAssertTrue(text.hasPrefix("V.swift · ContentView · Noto Sans"), text)
        XCTAssertTrue(text.hasSuffix("stopped by an error"), text)
        XCTAssertFalse(StatusLine.text(effect: "blur", family: "F", speed: 1, sceneTime: 0, fps: 60, paused: false)
            .contains("stopped"))
    }
}
