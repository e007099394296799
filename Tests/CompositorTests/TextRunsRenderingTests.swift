import Compositor
import Scene
import SourceRuntime
import XCTest

/// A concatenated text as drawn: each part in its own colour and size, on one baseline.
final class TextRunsRenderingTests: XCTestCase {
    private func draw(_ body: String, _ declarations: String = "") throws -> Canvas {
        let source = "import SwiftUI\n\(declarations)\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        let player = try SourceFile(path: "V.swift", text: source).effect().player(size: Size(400, 300), metrics: testFonts)
        player.seek(to: 0)
        let canvas = try Canvas(width: 400, height: 300)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas
    }

    /// Columns and rows of the pixels `ink` says yes to.
    private func extent(_ c: Canvas, _ ink: (UInt8, UInt8, UInt8) -> Bool) -> (xs: [Int], ys: [Int]) {
        var xs = Set<Int>(), ys = Set<Int>()
        for y in 0..<c.height { for x in 0..<c.width { let p = c.rgba(x, y); if ink(p.r, p.g, p.b) { xs.insert(x); ys.insert(y) } } }
        return (xs.sorted(), ys.sorted())
    }

    private func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 200 && g < 120 && b < 120 }
    private func isDark(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 90 && g < 90 && b < 90 }
    private func isBlue(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { b > 200 && r < 120 }

    func testThePartsAreDrawnInTheirOwnColoursSideBySide() throws {
        let c = try draw("        (Text(\"Hello \") + Text(\"world\").bold().foregroundColor(.red)).font(.system(size: 40))")
        let dark = extent(c, isDark), red = extent(c, isRed)
        let (darkLast, redFirst) = (try XCTUnwrap(dark.xs.last), try XCTUnwrap(red.xs.first))
        XCTAssertLessThan(darkLast, redFirst, "the black part before the red one")
        XCTAssertGreaterThan(try XCTUnwrap(red.xs.last) - redFirst, 60, "all of \"world\" is red")
        XCTAssertEqual(dark.ys.last ?? 0, red.ys.last ?? 0, accuracy: 1, "no descenders: both end on the baseline")
    }

    func testRunsOfOtherSizesEndOnOneBaseline() throws {
        let c = try draw("        Text(\"HI\").font(.system(size: 60)) + Text(\"xx\").font(.system(size: 14)).foregroundColor(.blue)")
        let big = extent(c, isDark), small = extent(c, isBlue)
        let (bigBottom, smallBottom) = (try XCTUnwrap(big.ys.last), try XCTUnwrap(small.ys.last))
        XCTAssertEqual(bigBottom, smallBottom, accuracy: 1, "a shared baseline")
        XCTAssertGreaterThan(big.ys.count, 3 * small.ys.count, "the big run is taller")
        XCTAssertLessThan(try XCTUnwrap(big.xs.last), try XCTUnwrap(small.xs.first))
    }

    /// How far right the ink of a tall letter's top rows lies of its bottom rows' (mean column).
    private func lean(_ c: Canvas) throws -> Double {
        let ys = extent(c, isDark).ys
        let (top, bottom) = (try XCTUnwrap(ys.first), try XCTUnwrap(ys.last))
        func meanX(_ rows: ClosedRange<Int>) -> Double {
            var sum = 0.0, n = 0.0
            for y in rows { for x in 0..<c.width where isDark(c.rgba(x, y).r, c.rgba(x, y).g, c.rgba(x, y).b) { sum += Double(x); n += 1 } }
            return sum / max(1, n)
        }
        return meanX(top...(top + 4)) - meanX((bottom - 4)...bottom)
    }

    func testAnItalicPartIsDrawnFromTheItalicFace() throws {
        let upright = try lean(try draw("        Text(\"I\").font(.system(size: 80))"))
        let italic = try lean(try draw("        Text(\"I\").font(.system(size: 80)).italic()"))
        let run = try lean(try draw("        Text(\" \") + Text(\"I\").font(.system(size: 80)).italic()"))
        XCTAssertEqual(upright, 0, accuracy: 1.5, "an upright I stands straight")
        XCTAssertGreaterThan(italic, 6, "an italic I leans right")
        XCTAssertEqual(run, italic, accuracy: 1.5, "a run's own italic")
        // A family without an italic face stays upright.
        let cjk = try lean(try draw("        Text(\"I\").font(.custom(\"Noto Sans CJK JP\", size: 80)).italic()"))
        XCTAssertEqual(cjk, 0, accuracy: 1.5)
    }

    func testALineBreakDrawsNothing() throws {
        let c = try draw("        Text(\"I\\n\").font(.system(size: 60)) + Text(\"I\").font(.system(size: 60)).foregroundColor(.blue)")
        let dark = extent(c, isDark), blue = extent(c, isBlue)
        XCTAssertLessThan(try XCTUnwrap(dark.xs.last) - (dark.xs.first ?? 0), 20, "the first line is its I alone, no placeholder after it")
        XCTAssertGreaterThan(try XCTUnwrap(blue.ys.first), try XCTUnwrap(dark.ys.last), "the second line below the first")
        XCTAssertEqual(blue.xs.first ?? 0, dark.xs.first ?? 0, accuracy: 2, "both lines from the leading edge")
    }

    func testARendererDrawsEachWrappedLineWhereItPutsIt() throws {
        let renderer = """
        struct Stagger: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                for (i, line) in layout.enumerated() {
                    var copy = context
                    copy.translateBy(x: Double(i) * 40, y: 0)
                    copy.draw(line)
                }
            }
        }
        """
        let text = "        Text(\"IIII IIII\").font(.system(size: 40)).foregroundColor(.blue)"
        let plain = try draw(text + ".frame(width: 90)")
        let staggered = try draw(text + ".textRenderer(Stagger()).frame(width: 90)", renderer)
        /// The first and last inked columns of the rows from `y0` to `y1`.
        func columns(_ c: Canvas, _ rows: Range<Int>) -> (Int, Int)? {
            let xs = (0..<c.width).filter { x in rows.contains { isBlue(c.rgba(x, $0).r, c.rgba(x, $0).g, c.rgba(x, $0).b) } }
            return xs.first.map { ($0, xs.last!) }
        }
        let ys = extent(plain, isBlue).ys
        let (top, bottom) = (try XCTUnwrap(ys.first), try XCTUnwrap(ys.last))
        XCTAssertGreaterThan(bottom - top, 70, "two lines of 40-point text")
        let mid = (top + bottom) / 2
        let (a, b) = (try XCTUnwrap(columns(plain, top..<mid)), try XCTUnwrap(columns(plain, mid..<(bottom + 1))))
        XCTAssertEqual(a.0, b.0, accuracy: 1, "a plain text's lines start at one edge")
        let (c, d) = (try XCTUnwrap(columns(staggered, top..<mid)), try XCTUnwrap(columns(staggered, mid..<(bottom + 1))))
        XCTAssertEqual(c.0, a.0, accuracy: 1, "the renderer's first line where the plain text's is")
        XCTAssertEqual(d.0, b.0 + 40, accuracy: 1, "its second line 40 points right")
        XCTAssertEqual(extent(staggered, isBlue).ys.first ?? 0, top, accuracy: 1, "the same lines, top to bottom")
    }
}
