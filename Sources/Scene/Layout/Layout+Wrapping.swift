/// Long lines of the user's text wrap at the width they are offered (`wrapsLongLines`):
/// a line of character nodes flows into rows, breaking after a space where it can, and a
/// text run wraps as a paragraph. The seed's own strings keep SwiftUI's single lines.
extension LayoutEngine {
    /// A child of a character line laid out in a row, with its size.
    typealias RowItem = (item: LayoutItem, size: Size)

    /// The glyph node a line's child draws, looking through frames and padding.
    func glyph(in layout: Layout) -> Node? {
        switch layout {
        case .node(let node): return node.kind == .glyph ? node : nil
        case .frame(_, _, let child), .padding(_, let child): return glyph(in: child)
        default: return nil
        }
    }

    /// The rows `children` of an HStack flow into when they are a line of characters wider
    /// than `width`; nil when they fit or are not such a line.
    func rows(_ children: [LayoutItem], spacing: Double, width: Double) -> [[RowItem]]? {
        guard wrapsLongLines else { return nil }
        var items: [RowItem] = []
        for child in children {
            if Self.spacerMinimum(child.layout) != nil { continue }
            guard glyph(in: child.layout) != nil else { return nil }
            items.append((child, measure(child, Size(width, .infinity))))
        }
        let total = items.reduce(0) { $0 + $1.size.width } + spacing * Double(max(0, items.count - 1))
        guard items.count > 1, total > width else { return nil }

        var rows: [[RowItem]] = []
        var row: [RowItem] = []
        var rowWidth = 0.0
        for item in items {
            let added = row.isEmpty ? item.size.width : rowWidth + spacing + item.size.width
            if added <= width || row.isEmpty {
                row.append(item); rowWidth = added
                continue
            }
            // Break after the row's last space, carrying the word begun after it.
            var carried: [RowItem] = []
            if let space = row.lastIndex(where: { glyph(in: $0.item.layout)?.text == " " }), space < row.count - 1 {
                carried = Array(row[(space + 1)...])
                row.removeSubrange((space + 1)...)
            }
            rows.append(row)
            row = carried + [item]
            rowWidth = row.reduce(0) { $0 + $1.size.width } + spacing * Double(row.count - 1)
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// The height of a row: its tallest child, and at least a line of its font (characters
    /// in zero-height frames still take a line).
    func rowHeight(_ row: [RowItem]) -> Double {
        row.reduce(0) { height, item in
            let line = glyph(in: item.item.layout)?.font.map { metrics.lineMetrics($0).height } ?? 0
            return max(height, item.size.height, line)
        }
    }

    /// The size of rows stacked top to bottom.
    func size(ofRows rows: [[RowItem]], spacing: Double) -> Size {
        let widths = rows.map { row in row.reduce(0) { $0 + $1.size.width } + spacing * Double(max(0, row.count - 1)) }
        return Size(widths.max() ?? 0, rows.reduce(0) { $0 + rowHeight($1) })
    }

    /// Places rows from the top-left of `rect`, each child centred in its row's height.
    func place(rows: [[RowItem]], spacing: Double, in rect: Rect, assign: (Node, Rect) -> Void) {
        var y = rect.y
        for row in rows {
            let height = rowHeight(row)
            var x = rect.x
            for item in row {
                place(item.item, in: Rect(x: x, y: y + (height - item.size.height) / 2,
                                            width: item.size.width, height: item.size.height), assign: assign)
                x += item.size.width + spacing
            }
            y += height
        }
    }

    /// Whether a text run is wrapped: a paragraph always, a user's line when it is too wide.
    /// The width of a text's one line when wrapping it cannot change it: a paragraph with no
    /// line break and no space at either end (wrapping drops those) is one line as wide as
    /// the whole text wherever it fits. Kept on the node for its text and font. Nil otherwise.
    func singleLine(_ node: Node, _ font: FontSpec) -> Double? {
        let m = measured(node, font)
        return m.oneLine ? m.width : nil
    }

    /// A text node's width on one line in its font, the font's line metrics and whether
    /// wrapping cannot change its one line (`singleLine`), kept on the node until its text or
    /// font changes.
    func measured(_ node: Node, _ font: FontSpec) -> MeasuredLine {
        if let m = node.measuredLine { return m }
        let text = node.text
        // A byte search: a `String` argument would go through Foundation's `range(of:)`.
        let oneLine = !text.isEmpty && !text.utf8.contains(UInt8(ascii: "\n"))
            && text.first?.isWhitespace == false && text.last?.isWhitespace == false
        let out = MeasuredLine(width: metrics.advance(of: text, font: font), line: metrics.lineMetrics(font), oneLine: oneLine)
        node.measuredLine = out
        return out
    }

    /// A text's lines at `width` under its line limit (`wrappedLines`) and the widest one's
    /// width, kept on the node for its text and font.
    func wrappedLines(of node: Node, _ font: FontSpec, width: Double) -> WrappedText {
        let limit = node.lineLimit
        for w in node.wrapped where w.width == width && w.limit == limit { return w }
        let lines = wrappedLines(node.text, font: font, width: width, limit: limit)
        let w = WrappedText(width: width, limit: limit, lines: lines,
                            widest: lines.map { metrics.advance(of: $0, font: font) }.max() ?? 0)
        if node.wrapped.count >= Self.wrapsKept { node.wrapped.removeFirst() }
        node.wrapped.append(w)
        return w
    }

    /// How many widths' lines a text keeps: the three offers of a stack's pass and the one
    /// it is placed at.
    static let wrapsKept = 4

    func wraps(_ node: Node, width: Double) -> Bool {
        guard node.kind == .text, let font = node.font else { return false }
        if node.wrapWidth != nil { return true }
        return wrapsLongLines && measured(node, font).width > width
    }

    /// The lines of a text as ranges of its characters: a line ends at each "\n"; within a
    /// paragraph, greedy word wrapping at spaces within `width`, a word wider than a line
    /// breaking between characters. The space a line breaks at (and a paragraph's leading
    /// spaces) belongs to no line. `advance` measures a range of the characters as one line
    /// (a text node's string, or a line of glyph nodes). Our rule, SwiftUI's greedy breaking
    /// at spaces as a text view shows it.
    public func lineRanges(_ chars: [Character], width: Double, advance: (Range<Int>) -> Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start <= chars.count {
            let end = chars[start...].firstIndex(of: "\n") ?? chars.count
            var current = start..<start
            var wordStart = start
            while wordStart <= end {
                let word = wordStart..<(chars[wordStart..<end].firstIndex(of: " ") ?? end)
                let candidate = current.isEmpty ? word : current.lowerBound..<word.upperBound
                if advance(candidate) <= width || current.isEmpty && word.isEmpty {
                    current = candidate
                } else {
                    if !current.isEmpty { lines.append(current) }
                    // Break an over-long word between characters.
                    var piece = word.lowerBound..<word.lowerBound
                    for i in word {
                        let next = piece.lowerBound..<(i + 1)
                        if !piece.isEmpty && advance(next) > width { lines.append(piece); piece = i..<(i + 1) } else { piece = next }
                    }
                    current = piece
                }
                wordStart = word.upperBound + 1
            }
            lines.append(current)
            start = end + 1
        }
        return lines
    }
}

extension LayoutEngine {
    /// A text's lines at `width` (`lineRanges`, measured as one kerned run per line), at most
    /// `limit` of them: when the text goes on past the last, that line is as much of the text
    /// from its start as fits with "…" after it (tail truncation, SwiftUI's default), up to
    /// the paragraph's end.
    public func wrappedLines(_ text: String, font: FontSpec, width: Double, limit: Int?) -> [String] {
        guard let limit, limit >= 1 else { return wrappedLines(text, font: font, width: width) }
        let chars = Array(text)
        var bounds = Array(text.indices)
        bounds.append(text.endIndex)
        func line(_ r: Range<Int>) -> String { String(text[bounds[r.lowerBound]..<bounds[r.upperBound]]) }
        let ranges = lineRanges(chars, width: width) { metrics.advance(of: line($0), font: font) }
        guard ranges.count > limit else { return ranges.map(line) }
        var lines = ranges.prefix(limit - 1).map(line)
        // The last line's candidates: from its start to the paragraph's end, no further than
        // what could fit (twice its wrapped length and some), found by halving.
        let start = ranges[limit - 1].lowerBound
        let paragraphEnd = chars[start...].firstIndex(of: "\n") ?? chars.count
        var low = 0, high = min(paragraphEnd - start, 2 * ranges[limit - 1].count + 32)
        while low < high {
            let mid = (low + high + 1) / 2
            if metrics.advance(of: line(start..<(start + mid)) + "\u{2026}", font: font) <= width { low = mid } else { high = mid - 1 }
        }
        var last = Substring(line(start..<(start + low)))
        while last.last == " " { last = last.dropLast() }
        lines.append(last + "\u{2026}")
        return lines
    }

    /// A text's lines at `width` (`lineRanges`, measured as one kerned run per line).
    public func wrappedLines(_ text: String, font: FontSpec, width: Double) -> [String] {
        let chars = Array(text)
        // A range of characters as a slice of the string (a copy of its bytes), not a string
        // built character by character: a paragraph is measured once a word.
        var bounds = Array(text.indices)
        bounds.append(text.endIndex)
        func line(_ r: Range<Int>) -> String { String(text[bounds[r.lowerBound]..<bounds[r.upperBound]]) }
        return lineRanges(chars, width: width) { metrics.advance(of: line($0), font: font) }.map(line)
    }
}
