import Scene

/// A run of a `Text` made by concatenation (`Text("a") + Text("b").bold()`): the part's own
/// text modifiers (font, weight, italic, colour) and custom attributes (`.customAttribute(_:)`).
struct TextRun {
    /// Character offsets in the whole text.
    var range: Range<Int>
    var attributes: [String: Value]
    /// The part's own styling; nil where it set none (the whole text's, or the environment's).
    var font: FontValue?
    var weight: FontSpec.Weight?
    var italic: Bool?
    var foreground: Color?
    /// `tracking(_:)` / `kerning(_:)`, points after each character.
    var tracking: Double?

    init(range: Range<Int>, attributes: [String: Value] = [:], font: FontValue? = nil, weight: FontSpec.Weight? = nil,
         italic: Bool? = nil, foreground: Color? = nil, tracking: Double? = nil) {
        self.range = range; self.attributes = attributes; self.font = font; self.weight = weight; self.italic = italic
        self.foreground = foreground; self.tracking = tracking
    }

    /// The run moved by `shift` characters.
    func shifted(by shift: Int) -> TextRun {
        TextRun(range: (range.lowerBound + shift)..<(range.upperBound + shift), attributes: attributes, font: font,
                weight: weight, italic: italic, foreground: foreground, tracking: tracking)
    }

    /// The run's part within `range`, its offsets unchanged (nil: none of it lies there).
    func clipped(to range: Range<Int>) -> TextRun? {
        let l = max(self.range.lowerBound, range.lowerBound), u = min(self.range.upperBound, range.upperBound)
        guard l < u else { return nil }
        var part = self
        part.range = l..<u
        return part
    }

    /// The run with what it did not set itself taken from `outer` (modifiers of the whole).
    func filled(from outer: TextRun) -> TextRun {
        TextRun(range: range, attributes: attributes.merging(outer.attributes) { own, _ in own }, font: font ?? outer.font,
                weight: weight ?? outer.weight, italic: italic ?? outer.italic, foreground: foreground ?? outer.foreground,
                tracking: tracking ?? outer.tracking)
    }
}

/// Apple's `Text` `+`: "Concatenates the text in two text views in a new text view"; the
/// new text keeps each part's text modifiers (each part is a `Text` with its own styling).
/// A text modifier of the sum applies to the parts that did not set their own: Apple's
/// `Text.font(_:)` "Sets the default font for text in the view", a default a part's own font
/// overrides; our rule, the innermost modifier wins for weight and colour likewise, as the
/// environment's innermost value does.
enum TextRuns {
    /// The runs of a text view: its parts' runs, what they did not set filled from its own
    /// modifiers; a text not made by `+` is one run of its own modifiers.
    static func runs(of v: ViewValue) -> [TextRun]? {
        guard case .text(let s) = v.content else { return nil }
        var own = TextRun(range: 0..<s.count)
        var parts: [TextRun]?
        // Outermost first, so that the innermost modifier is the one left.
        for m in v.modifiers.reversed() {
            switch m {
            case .textRuns(let runs): parts = runs
            case .customAttribute(let name, let value): own.attributes[name] = value
            case .font(let f): own.font = f
            case .fontWeight(let w): own.weight = w
            case .italic(let on): own.italic = on
            case .foreground(let c): own.foreground = c
            case .tracking(let t): own.tracking = t
            default: break
            }
        }
        return parts.map { $0.map { $0.filled(from: own) } } ?? [own]
    }

    /// Whether a text view was made by `+` (it is drawn a glyph per character, each in its
    /// run's style).
    static func isConcatenated(_ v: ViewValue) -> Bool {
        v.modifiers.contains {
            switch $0 {
            case .textRuns, .tracking: return true
            default: return false
            }
        }
    }

    /// `Text + Text`: one text, each part's runs kept with their styling; of the modifiers,
    /// the first text's others (those drawn as nothing) are kept.
    static func concatenate(_ a: ViewValue, _ b: ViewValue) -> ViewValue? {
        guard case .text(let x) = a.content, case .text(let y) = b.content,
              let ra = runs(of: a), let rb = runs(of: b) else { return nil }
        let joined = ra + rb.map { $0.shifted(by: x.count) }
        let kept = a.modifiers.filter { m in
            switch m {
            case .textRuns, .customAttribute, .font, .fontWeight, .italic, .foreground, .tracking: return false
            default: return true
            }
        }
        return ViewValue(.text(x + y), modifiers: kept + [.textRuns(joined)], at: a.at)
    }
}
