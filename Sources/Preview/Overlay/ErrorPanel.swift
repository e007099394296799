import Compositor
import Scene

/// Why the file on screen is not what was saved, or why its scene stopped: a dark red card
/// across the bottom of the scene, a headline and the compiler-style message under it.
enum ErrorPanel {
    private static let titleFont = FontSpec.system(size: 14, weight: .bold)
    /// Drawn in cells, so the caret stands under its place in the source line.
    private static let messageFont = FontSpec(family: "Noto Sans Mono CJK JP", size: 13)
    private static let lineHeight = 19.0
    private static let padding = 14.0
    private static let margin = 12.0
    /// Message lines shown; the rest are counted.
    static let maximumLines = 9

    /// Paints `title` and `message` on a card at the bottom of a scene of `size` points.
    static func paint(title: String, message: String, with renderer: Renderer, in canvas: Canvas, scene size: Size) {
        let width = max(40, size.width - margin * 2)
        let lines = shownLines(message)
        let height = padding * 2 + lineHeight * Double(lines.count + 1) + 4
        let card = Rect(x: margin, y: max(0, size.height - height - margin), width: width, height: height)
        renderer.paint(card, color: Color(red: 0.32, green: 0.04, blue: 0.05, alpha: 0.93), in: canvas)
        var y = card.y + padding
        renderer.paintLabel(fitted(title, font: titleFont, width: width - padding * 2, renderer: renderer),
                           font: titleFont, at: Point(card.x + padding, y), color: .white, in: canvas)
        y += lineHeight + 4
        let cell = renderer.width(of: "0", font: messageFont)
        let cells = Int((width - padding * 2) / max(1, cell))
        for line in lines {
            drawInCells(line, cells: cells, cell: cell, at: Point(card.x + padding, y), with: renderer, in: canvas)
            y += lineHeight
        }
    }

    /// Paints `line` a character per cell (two for a wide one), as a terminal does: the font's
    /// own space may be narrower than its letters, which would pull the caret off its place.
    /// A line longer than `cells` ends in "…".
    private static func drawInCells(_ line: String, cells: Int, cell: Double, at origin: Point,
                                    with renderer: Renderer, in canvas: Canvas) {
        var column = 0
        for ch in line {
            let span = isWide(ch) ? 2 : 1
            if column + span > cells - 1 {
                renderer.paintLabel("…", font: messageFont, at: Point(origin.x + Double(column) * cell, origin.y),
                                   color: Color(white: 0.92), in: canvas)
                return
            }
            if ch != " " {
                renderer.paintLabel(String(ch), font: messageFont, at: Point(origin.x + Double(column) * cell, origin.y),
                                   color: Color(white: 0.92), in: canvas)
            }
            column += span
        }
    }

    /// Whether a character takes two cells: the ranges the diagnostics' caret lines count as wide.
    static func isWide(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                                          0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
                                          0x20000...0x3FFFD]
        return wide.contains { $0.contains(v) }
    }

    /// The message's lines, tabs as four spaces (in the source line and the caret line alike,
    /// so the caret keeps its place), at most `maximumLines`, the last counting the rest.
    static func shownLines(_ message: String) -> [String] {
        let all = message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "\t", with: "    ") }
        guard all.count > maximumLines else { return all }
        return Array(all.prefix(maximumLines - 1)) + ["… and \(all.count - maximumLines + 1) more lines (the terminal has them all)"]
    }

    /// `text`, cut with "…" where it would pass `width`.
    private static func fitted(_ text: String, font: FontSpec, width: Double, renderer: Renderer) -> String {
        guard renderer.width(of: text, font: font) > width else { return text }
        var cut = text
        while !cut.isEmpty, renderer.width(of: cut + "…", font: font) > width { cut.removeLast() }
        return cut + "…"
    }
}
