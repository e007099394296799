/// Runs of a `Text` made by concatenation (`Text("a") + Text("b")`), each with the custom
/// attributes (`.customAttribute(_:)`) of the Text it came from.
struct TextRun {
    /// Character offsets in the whole text.
    let range: Range<Int>
    let attributes: [String: Value]
}

enum TextRuns {
    /// The runs of a text view: its own list, or one run of the whole text.
    static func runs(of v: ViewValue) -> [TextRun]? {
        guard case .text(let s) = v.content else { return nil }
        var attributes: [String: Value] = [:]
        for m in v.modifiers {
            if case .textRuns(let runs) = m { return runs }
            if case .customAttribute(let name, let value) = m { attributes[name] = value }
        }
        return [TextRun(range: 0..<s.count, attributes: attributes)]
    }

    /// `Text + Text`: one text, its runs kept apart; the modifiers other than attributes
    /// (fonts, colours) are the first text's.
    static func concatenate(_ a: ViewValue, _ b: ViewValue) -> ViewValue? {
        guard case .text(let x) = a.content, case .text(let y) = b.content,
              let ra = runs(of: a), let rb = runs(of: b) else { return nil }
        let shift = x.count
        let joined = ra + rb.map { TextRun(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), attributes: $0.attributes) }
        let kept = a.modifiers.filter { m in
            switch m {
            case .textRuns, .customAttribute: return false
            default: return true
            }
        }
        return ViewValue(.text(x + y), modifiers: kept + [.textRuns(joined)], at: a.at)
    }
}
