import Scene

/// A line of text cut into runs that one font shapes in one direction, in the order they
/// are drawn from left to right.
///
/// A run keeps HarfBuzz's shaping (Arabic joining, kerning, ligatures) across its clusters;
/// only where the font or the direction changes is the line cut. A line whose first strong
/// character is right to left lays its runs out from the right (a simple bidi: one level).
struct TextRun {
    let text: String
    /// The font that shapes the run; nil for a cluster no font has (a placeholder).
    let font: TTFFont?
    let direction: WritingDirection
}

extension FontLibrary {
    /// `text`'s runs in `spec`, left to right as drawn.
    func runs(_ text: String, spec: FontSpec) -> [TextRun] {
        let base = WritingDirection.of(text)
        var runs: [TextRun] = []
        var current = "", currentFont: TTFFont? = nil, currentDirection = base
        // Spaces and punctuation wait for the next strong character: between two runs of the
        // same direction they join them, between runs of different directions they take the line's.
        var neutrals = "", neutralsFont: TTFFont? = nil
        func flush(_ text: inout String, _ font: TTFFont?, _ direction: WritingDirection) {
            if !text.isEmpty { runs.append(TextRun(text: text, font: font, direction: direction)) }
            text = ""
        }
        for ch in text {
            let cluster = String(ch)
            let font = self.font(for: cluster, spec: spec)
            if missing.contains(cluster) {
                flush(&current, currentFont, currentDirection)
                flush(&neutrals, neutralsFont, base)
                runs.append(TextRun(text: cluster, font: nil, direction: base))
                continue
            }
            guard let strong = cluster.unicodeScalars.first(where: WritingDirection.isStrong) else {
                if neutrals.isEmpty { neutralsFont = font }
                if neutralsFont !== font {
                    // Another font among the neutrals (an emoji between words): what came before
                    // it is done, in order.
                    if !current.isEmpty, currentDirection == base, neutralsFit(neutrals, currentFont) {
                        current += neutrals
                        neutrals = ""
                    }
                    flush(&current, currentFont, currentDirection)
                    flush(&neutrals, neutralsFont, base)
                    neutralsFont = font
                }
                neutrals += cluster
                continue
            }
            let direction: WritingDirection = WritingDirection.isRightToLeft(strong) ? .rightToLeft : .leftToRight
            let neutralsFit = neutralsFit(neutrals, currentFont)
            if !current.isEmpty, currentFont === font, currentDirection == direction, neutralsFit {
                current += neutrals + cluster
                neutrals = ""
                continue
            }
            if !current.isEmpty, currentDirection == base, neutralsFit {
                current += neutrals
                neutrals = ""
            }
            flush(&current, currentFont, currentDirection)
            flush(&neutrals, neutralsFont, base)
            current = cluster; currentFont = font; currentDirection = direction
        }
        if !current.isEmpty, currentDirection == base, neutralsFit(neutrals, currentFont) {
            current += neutrals
            neutrals = ""
        }
        flush(&current, currentFont, currentDirection)
        flush(&neutrals, neutralsFont, base)
        return base == .rightToLeft ? runs.reversed() : runs
    }

    /// Whether `font` draws every one of `neutrals` itself (emoji never join a text run).
    private func neutralsFit(_ neutrals: String, _ font: TTFFont?) -> Bool {
        guard let font else { return neutrals.isEmpty }
        return neutrals.unicodeScalars.allSatisfy { s in
            (font.provides(s) || s.value < 0x20) && !s.properties.isEmojiPresentation && s != "\u{FE0F}"
        }
    }

    /// The advance of a run, in device pixels.
    func advance(of run: TextRun, spec: FontSpec) -> Double {
        guard let font = run.font else { return placeholderWidth(for: run.text, spec: spec) }
        return font.advance(run.text, direction: run.direction) * drawingScale(of: font, spec: spec)
    }

    /// Whether `text` needs more than the primary font's plain left-to-right shaping.
    func needsRuns(_ text: String, primary: TTFFont) -> Bool {
        text.unicodeScalars.contains { s in
            s.value >= 0x20 && (!primary.provides(s) || WritingDirection.isRightToLeft(s))
        }
    }
}
