import Motion
import Scene

/// One character of a text of glyph nodes, as its run styles it.
struct GlyphStyle {
    let text: String
    let font: FontSpec
    let color: Color
    let tracking: Double
}

/// A text of styled runs (`Text("Hello ") + Text("world").bold().foregroundColor(.red)`): a
/// glyph node per character in its run's font and colour, laid out in lines on shared
/// baselines (`Layout.textLines`); a text renderer's text is built the same way.
extension SourceRuntime {
    /// The font a run is drawn in: its own font and weight, the text's (its environment's)
    /// where it set none.
    func runFont(_ run: TextRun?, _ ctx: ViewContext) -> FontSpec {
        var c = ctx
        if let f = run?.font { c.font = f }
        if let w = run?.weight { c.weight = w }
        if let on = run?.italic { c.italic = on }
        return resolvedFont(c)
    }

    /// Each character's text, font and colour, by the runs of `v` in the environment `ctx`.
    func glyphStyles(_ text: String, _ v: ViewValue, _ ctx: ViewContext) -> [GlyphStyle] {
        let runs = TextRuns.runs(of: v) ?? []
        var r = 0
        return text.enumerated().map { i, ch in
            while r < runs.count && runs[r].range.upperBound <= i { r += 1 }
            let run = r < runs.count && runs[r].range.contains(i) ? runs[r] : nil
            return GlyphStyle(text: String(ch), font: scene.resolve(runFont(run, ctx)), color: run?.foreground ?? ctx.foreground ?? .primary,
                              tracking: run?.tracking ?? 0)
        }
    }

    /// A glyph node per character of `text`, in its run's style.
    func runGlyphs(_ text: String, _ v: ViewValue, _ ctx: ViewContext) -> [Node] {
        glyphStyles(text, v, ctx).map(glyphNode)
    }

    /// The node of one character: a glyph, or for a line break a node that draws nothing
    /// (layout breaks the line there).
    func glyphNode(_ style: GlyphStyle) -> Node {
        let node = scene.makeNode(style.text.first?.isNewline == true ? .group : .glyph, text: style.text, font: style.font, color: style.color)
        node.letterSpacing = style.tracking
        return node
    }

    func buildStyledText(_ host: ViewHost, _ text: String, _ ctx: ViewContext, _ update: Update) {
        let group = scene.makeNode(.group)
        host.content = group
        let glyphs = runGlyphs(text, host.value, ctx)
        glyphs.forEach(group.add)
        host.styledGlyphs = glyphs
        // A gradient foreground style spans the whole text, its runs together.
        setGradientFill(group, ctx.foregroundGradient, host: host, scopes: ctx.scopes, update)
    }

    /// A new evaluation: glyphs anew when the characters changed, else each glyph's font and
    /// colour as its run now has them.
    func updateStyledText(_ host: ViewHost, _ text: String, _ ctx: ViewContext, _ update: Update) {
        guard let group = host.content, let glyphs = host.styledGlyphs else { return }
        setGradientFill(group, ctx.foregroundGradient, host: host, scopes: ctx.scopes, update)
        let styles = glyphStyles(text, host.value, ctx)
        guard styles.count == glyphs.count, zip(styles, glyphs).allSatisfy({ $0.text == $1.text }) else {
            group.removeAllChildren()
            let made = styles.map(glyphNode)
            made.forEach(group.add)
            host.styledGlyphs = made
            update.layoutChanged = true
            return
        }
        for (style, glyph) in zip(styles, glyphs) {
            if glyph.font != style.font { glyph.font = style.font; update.layoutChanged = true }
            if glyph.color != style.color { glyph.color = style.color }
            if glyph.letterSpacing != style.tracking { glyph.letterSpacing = style.tracking; update.layoutChanged = true }
        }
    }
}
