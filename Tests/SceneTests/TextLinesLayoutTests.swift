import Motion
import Scene
import XCTest

/// The wrapping rule over character ranges, and glyph nodes laid out in lines by it.
/// (FixedMetrics: an ASCII character is 0.6 × size wide, ascent 0.8 × size, line spacing 1.25 × size.)
final class TextLinesLayoutTests: XCTestCase {
    private let metrics = FixedMetrics()

    /// The greedy wrapping of strings, written out on its own: a line ends at "\n"; words join
    /// while the line fits; a word too wide for a line breaks between characters.
    private func reference(_ text: String, width: Double, size: Double) -> [String] {
        func w(_ s: String) -> Double { metrics.advance(of: s, font: .custom("x", size: size)) }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if w(candidate) <= width || current.isEmpty && word.isEmpty { current = candidate; continue }
                if !current.isEmpty { lines.append(current); current = "" }
                var piece = ""
                for ch in word {
                    if !piece.isEmpty && w(piece + String(ch)) > width { lines.append(piece); piece = String(ch) } else { piece += String(ch) }
                }
                current = piece
            }
            lines.append(current)
        }
        return lines
    }

    func testTheRangesGiveTheLinesOfTheGreedyRule() {
        let engine = LayoutEngine(metrics: metrics)
        var generator = SeededRandom(seed: 15)
        let alphabet = Array("ab c  d\nefあ")
        for _ in 0..<400 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let width = Double.random(in: 0...80, using: &generator)
            XCTAssertEqual(engine.wrappedLines(text, font: .custom("x", size: 10), width: width), reference(text, width: width, size: 10),
                           "\(text.debugDescription) at \(width)")
        }
    }

    func testGlyphsOfSeveralSizesShareEachLinesBaseline() {
        let s = Scene(size: Size(400, 300), metrics: metrics)
        let group = s.makeNode(.group)
        let sizes: [(String, Double)] = [("a", 20), ("b", 10), (" ", 10), ("c", 10), ("\n", 10), ("d", 40)]
        let glyphs = sizes.map { s.makeNode($0.0 == "\n" ? .group : .glyph, text: $0.0, font: .custom("x", size: $0.1)) }
        glyphs.forEach(group.add)
        s.root.add(group)
        s.layout = .textLines(glyphs: glyphs, container: group)
        let lines = group.textLines
        XCTAssertEqual(lines.map(\.range), [0..<4, 5..<6])
        // Line 1: ascent 16, descent 4, spacing 25 (the 20-point a's); line 2: the 40-point d's 32 + 8.
        XCTAssertEqual(lines.map(\.top), [0, 25])
        XCTAssertEqual(lines.map(\.baseline), [16, 57])
        let top = group.frame(at: 0).y
        XCTAssertEqual(group.frame(at: 0).height, 25 + 40)
        for (g, size) in zip(glyphs[0..<4], [20.0, 10, 10, 10]) { XCTAssertEqual(g.frame(at: 0).y + 0.8 * size, top + 16) }
        XCTAssertEqual(glyphs[5].frame(at: 0).y, top + 25)
        XCTAssertEqual(glyphs[5].frame(at: 0).x, glyphs[0].frame(at: 0).x)
        XCTAssertEqual(group.frame(at: 0).width, 12 + 6 * 3, "the widest line")
    }
}
