import Scene

extension SourceRuntime {
    /// An image view's node: an asset by name, or for `systemName:` a stand-in drawn from
    /// shapes and glyphs (SF Symbols are Apple's and not on Linux).
    func imageNode(_ name: String, system: Bool, host: Host, _ ctx: Context) throws -> Node {
        guard system else {
            let node = scene.makeNode(.image)
            node.imageName = name
            if let images = scene.images, images.size(ofImage: name) == nil {
                warn("no image named '\(name)' is among the image assets (\(name).png): the image is empty", at: host.value.at)
            }
            return node
        }
        let tint = ctx.foreground ?? .primary
        switch name {
        case "circle.fill", "pencil.circle.fill", "circle":
            // A filled circle in the foreground colour; pencil.circle.fill adds its pencil, a
            // white ✎ (U+270E) mirrored to point down-left as the symbol's does, scaled with the circle.
            let group = scene.makeNode(.group)
            let circle = scene.makeNode(.circle, color: tint)
            group.add(circle)
            host.symbolParts = [circle]
            host.slots[Self.symbolSlot] = [scene.state(symbolSize(host.value, font: resolvedFont(ctx)))]
            if name == "pencil.circle.fill" {
                let pencil = scene.makeNode(.glyph, text: "\u{270E}",
                                            font: FontSpec.custom("DejaVu Sans", size: 78).weight(.bold), color: .white)
                group.add(pencil)
                host.symbolParts.append(pencil)
                // Drawn at its size in a 100 pt circle and scaled with the symbol's frame.
                let size = scene.state(symbolSize(host.value, font: resolvedFont(ctx)))
                host.slots[Self.symbolSlot] = [size]
                pencil.bind(.scaleX, scopes: ctx.scopes) { -size.value / 100 }
                pencil.bind(.scaleY, scopes: ctx.scopes) { size.value / 100 }
            }
            return group
        case _ where Self.symbolGlyphs[name] != nil:
            // A common symbol drawn as the Unicode character closest to it (DejaVu Sans has them
            // all), sized to the image's frame like the symbol.
            let glyph = scene.makeNode(.glyph, text: Self.symbolGlyphs[name]!, font: FontSpec.custom("DejaVu Sans", size: 78), color: tint)
            let group = scene.makeNode(.group)
            let backing = scene.makeNode(.rect, color: .clear)
            group.add(backing)
            group.add(glyph)
            host.symbolParts = [backing, glyph]
            let size = scene.state(symbolSize(host.value, font: resolvedFont(ctx)))
            host.slots[Self.symbolSlot] = [size]
            glyph.bind(.scaleX, scopes: ctx.scopes) { size.value / 100 }
            glyph.bind(.scaleY, scopes: ctx.scopes) { size.value / 100 }
            return group
        default:
            warn("SF Symbol '\(name)' is not drawn here: a labelled placeholder stands in its place", at: host.value.at)
            let node = scene.makeNode(.rect, color: tint.opacity(0.25))
            node.cornerRadius = 4
            host.slots[Self.symbolSlot] = [scene.state(symbolSize(host.value, font: resolvedFont(ctx)))]
            return node
        }
    }
}

extension SourceRuntime {
    /// SF Symbols drawn as a character: the common ones of text effects.
    static let symbolGlyphs: [String: String] = [
        "star.fill": "★", "star": "☆", "heart.fill": "♥", "heart": "♡", "checkmark": "✓",
        "checkmark.circle.fill": "✔", "xmark": "✕", "bolt.fill": "⚡", "sparkles": "✨", "sun.max.fill": "☀",
        "moon.fill": "☾", "cloud.fill": "☁", "music.note": "♪", "arrow.right": "→", "arrow.left": "←",
        "arrow.up": "↑", "arrow.down": "↓", "play.fill": "▶", "pause.fill": "❚❚", "flag.fill": "⚑",
        "bell.fill": "🔔", "flame.fill": "🔥", "hand.thumbsup.fill": "👍", "globe": "🌐",
    ]

    /// The slot key of a symbol's size (beside the modifiers' own slots).
    static let symbolSlot = Int.min

    /// The side of the square a symbol image takes: a resizable symbol's frame (its
    /// `.frame(width:height:)`, the shorter side; 100 pt without one), else a square of its
    /// font's line height. Our rule, for SF Symbols are drawn as text of the font is: a
    /// symbol's point size is its font's (`.font(.system(size: 60))` draws a 60 pt symbol) and
    /// its image is about a line of that font tall and, for the common square-ish symbols, as
    /// wide; the line height (ascent plus descent) is the measure of the font layout has.
    func symbolSize(_ v: ViewValue, font: FontSpec) -> Double {
        if Self.isResizable(v) {
            for m in v.modifiers {
                if case .frame(let w, let h, _) = m, w != nil || h != nil { return min(w ?? .infinity, h ?? .infinity) }
            }
            return 100
        }
        let height = scene.metrics.lineMetrics(scene.resolve(font)).height
        return height.isFinite ? max(0, height) : 0
    }
}
