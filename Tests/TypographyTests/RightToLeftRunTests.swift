import Scene
import Typography
import XCTest

/// A `Text` of Arabic or Hebrew is shaped as a run: letters join (Arabic) and run from the right.
final class RightToLeftRunTests: XCTestCase {
    private let fonts: FontLibrary = { do { return try FontLibrary() } catch { fatalError("\(error)") } }()
    private let spec = FontSpec.custom("Arial", size: 40)

    /// The leftmost and rightmost inked columns of `text`'s bitmap.
    private func inkColumns(_ text: String) throws -> ClosedRange<Int> {
        let b = try XCTUnwrap(fonts.bitmap(text, font: spec))
        var columns: [Int] = []
        for x in 0..<b.width where (0..<b.height).contains(where: { b.coverage(x, $0) > 0 }) { columns.append(x) }
        return try XCTUnwrap(columns.first)...XCTUnwrap(columns.last)
    }

    func testArabicLettersJoinInARun() throws {
        let word = "مرحبا"
        let isolated = word.reduce(0.0) { $0 + fonts.advance(of: String($1), font: spec) }
        let joined = fonts.advance(of: word, font: spec)
        // Joined forms are narrower than the letters standing alone.
        XCTAssertLessThan(joined, isolated * 0.9, "joined \(joined), isolated \(isolated)")
    }

    func testARightToLeftRunStartsOnTheRight() throws {
        // "שׁ" wide letter first, then a narrow one: reading from the right, the first letter's
        // ink must be at the right end.
        let first = try inkColumns("ש"), run = try inkColumns("שי")
        let runWidth = run.upperBound - run.lowerBound
        XCTAssertGreaterThan(runWidth, first.upperBound - first.lowerBound)
        let ltr = try inkColumns("ab"), a = try inkColumns("a")
        XCTAssertEqual(ltr.lowerBound, a.lowerBound, accuracy: 2, "left to right starts on the left")
        // In the Hebrew run the yod (narrow) is on the left: the run's left part is not the shin's.
        let b = try XCTUnwrap(fonts.bitmap("שי", font: spec))
        let leftInk = (0..<b.height).reduce(0) { n, y in n + (run.lowerBound..<(run.lowerBound + 6)).filter { b.coverage($0, y) > 0 }.count }
        let shin = try XCTUnwrap(fonts.bitmap("ש", font: spec))
        let shinLeftInk = (0..<shin.height).reduce(0) { n, y in
            n + (first.lowerBound..<(first.lowerBound + 6)).filter { shin.coverage($0, y) > 0 }.count
        }
        XCTAssertNotEqual(leftInk, shinLeftInk, "the run begins with the shin on the left: drawn left to right")
    }

    func testMixedLinesKeepEachPartInItsOrder() throws {
        // An LTR line with a Hebrew word: "Hi " then the word, then a number; widths add up.
        let whole = fonts.advance(of: "Hi שלום 42", font: spec)
        let parts = fonts.advance(of: "Hi ", font: spec) + fonts.advance(of: "שלום", font: spec) + fonts.advance(of: " 42", font: spec)
        XCTAssertEqual(whole, parts, accuracy: 3)
        let hi = try inkColumns("Hi"), line = try inkColumns("Hi שלום 42")
        XCTAssertEqual(line.lowerBound, hi.lowerBound, accuracy: 2, "'Hi' stays at the start")
    }
}
