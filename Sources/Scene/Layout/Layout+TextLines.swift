/// One line of a text laid out as glyph nodes: the glyphs on it and its vertical metrics.
public struct TextLine: Equatable, Sendable {
    /// The indices of the glyphs drawn on the line (the space a line breaks at, and a "\n",
    /// are on none).
    public var range: Range<Int>
    /// The line's top, below the text's top, and its largest ascent and descent: its
    /// baseline is at `top + ascent`.
    public var top: Double
    public var ascent: Double
    public var descent: Double
    /// The width of its glyphs.
    public var width: Double
    public var baseline: Double { top + ascent }

    public init(range: Range<Int>, top: Double, ascent: Double, descent: Double, width: Double) {
        self.range = range; self.top = top; self.ascent = ascent; self.descent = descent; self.width = width
    }
}

/// A text drawn as a glyph node per character: each glyph in its own font (a text of styled
/// runs, `Text("a") + Text("b").bold()`), or each a slice a text renderer draws.
///
/// Lines break at "\n" and wrap at the offered width by the rule a text node wraps by
/// (`lineRanges`), a line measured as the sum of its glyphs' advances. Apple: `Text` `+`
/// "Concatenates the text in two text views in a new text view", one text of several styles;
/// how runs of several sizes share a line it does not say. Our rule, as text lines are set on
/// a device: each line's glyphs sit on one baseline, its largest ascent below the line's
/// top; each line but the last takes its tallest font's line spacing (from its top to the
/// next line's), the last its ascent plus descent, so that a text of one font has exactly a
/// text node's lines.
extension LayoutEngine {
    /// The lines of `glyphs` at `width`, and the size they take.
    public func textLines(_ glyphs: [Node], width: Double) -> (lines: [TextLine], size: Size) {
        let advances = glyphs.map { $0.trackedAdvance(metrics) }
        var sums = [0.0]
        sums.reserveCapacity(advances.count + 1)
        for a in advances { sums.append(sums[sums.count - 1] + a) }
        let ranges = lineRanges(glyphs.map { Character($0.isLineBreak ? "\n" : $0.text == " " ? " " : "x") }, width: width) {
            sums[$0.upperBound] - sums[$0.lowerBound]
        }
        var lines: [TextLine] = []
        var top = 0.0, widest = 0.0
        for (i, r) in ranges.enumerated() {
            // An empty line (between two "\n") has the height of the font at its place.
            let measured = r.isEmpty ? (glyphs.indices.contains(r.lowerBound) ? r.lowerBound..<(r.lowerBound + 1)
                                        : r.lowerBound > 0 ? (r.lowerBound - 1)..<r.lowerBound : r) : r
            var ascent = 0.0, descent = 0.0, spacing = 0.0
            for g in glyphs[measured] {
                guard let font = g.font else { continue }
                let m = metrics.lineMetrics(font)
                ascent = max(ascent, m.ascent); descent = max(descent, m.descent); spacing = max(spacing, m.lineSpacing)
            }
            let width = sums[r.upperBound] - sums[r.lowerBound]
            lines.append(TextLine(range: r, top: top, ascent: ascent, descent: descent, width: width))
            widest = max(widest, width)
            top += i == ranges.count - 1 ? ascent + descent : max(spacing, ascent + descent)
        }
        return (lines, Size(min(widest, width), top))
    }

    /// Places `glyphs` in their lines from the top-left of `rect`, each on its line's baseline;
    /// the glyphs on no line stand where they are, with no width. The container keeps the lines.
    func placeTextLines(_ glyphs: [Node], container: Node, in rect: Rect, assign: (Node, Rect) -> Void) {
        let lines = textLines(glyphs, width: rect.width).lines
        container.textLines = lines
        var next = 0
        for (i, line) in lines.enumerated() {
            var x = rect.x
            let baseline = rect.y + line.baseline
            let end = i + 1 < lines.count ? max(line.range.upperBound, lines[i + 1].range.lowerBound) : glyphs.count
            while next < end {
                let g = glyphs[next]
                let m = g.font.map(metrics.lineMetrics) ?? LineMetrics(ascent: 0, descent: 0, lineSpacing: 0)
                let on = line.range.contains(next)
                let width = on && !g.isLineBreak ? g.font.map { metrics.advance(of: g.text, font: $0) } ?? 0 : 0
                assign(g, Rect(x: x, y: baseline - m.ascent, width: width, height: m.height))
                // Tracking adds its space after each character on the line.
                x += width + (on && !g.isLineBreak ? g.letterSpacing : 0)
                next += 1
            }
        }
    }
}

extension Node {
    /// The advance of the glyph plus its text's tracking (`tracking(_:)`, `kerning(_:)`).
    func trackedAdvance(_ metrics: FontMetrics) -> Double {
        guard let font, !isLineBreak else { return 0 }
        return metrics.advance(of: text, font: font) + letterSpacing
    }

    /// Whether the node stands for a line break in a text of glyph nodes ("\n", "\r\n"…).
    var isLineBreak: Bool { text.first?.isNewline == true }
}
