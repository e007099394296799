import Scene

/// Gradients as shape styles: a gradient view, a shape's `.fill(gradient)` and
/// `.foregroundStyle(gradient)` on text and shapes fill the node with the gradient's colours
/// (`Node.gradientFill`), its unit space the view's frame (Apple: the gradient "maps the unit
/// space points into the bounding rectangle of each shape filled with the gradient").
extension SourceRuntime {
    /// The gradient filling `v`'s shape, if any: its own `.fill(gradient)`, else (when it has
    /// no `.fill(color)`) the gradient foreground style around it.
    func fillGradient(_ v: ViewValue, _ ctx: ViewContext) -> GradientSpec? {
        for m in v.modifiers {
            if case .fillGradient(let g) = m { return g }
            if case .fill = m { return nil }
        }
        return ctx.foregroundGradient
    }

    /// Fills `node` with `spec`'s colours (nil: with its own colour again). A change of an
    /// existing gradient's axis or locations in an animated update moves as a gradient mask's.
    func setGradientFill(_ node: Node, _ spec: GradientSpec?, host: ViewHost, scopes: [AnimationScope], _ update: Update) {
        guard let spec else {
            if node.gradientFill != nil { node.gradientFill = nil; host.gradientLayer = nil }
            return
        }
        let layer: CAGradientLayer
        if let old = host.gradientLayer {
            layer = old
            animateGradient(layer, to: spec, scopes: scopes, at: host.value.at, update)
        } else {
            layer = CAGradientLayer(clock: scene.clock)
        }
        spec.apply(to: layer)
        host.gradientLayer = layer
        node.gradientFill = layer
        // The gradient gives the colour; what the node draws only its coverage.
        node.color = .white
    }

    /// A symbol's glyphs filled with a gradient foreground style, the symbol's frame its unit
    /// space, as a text's glyphs are (an image of pixels refuses one: see below).
    func fillSymbol(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) {
        guard let state = host.symbol else { return }
        for node in [state.glyph, state.enclosure, state.outgoingGlyph, state.outgoingEnclosure] {
            setGradientFill(node, ctx.foregroundGradient, host: host, scopes: ctx.scopes, update)
        }
    }

    /// A gradient foreground style where this runtime draws each character as a node of its
    /// own (a text renderer, a numeric text transition) or on an image is refused: the
    /// gradient would restart on every character.
    func refuseGradientForeground(_ ctx: ViewContext, _ what: String, at: Int) throws {
        guard let g = ctx.foregroundGradient else { return }
        throw RuntimeError(message: "a \(g.name) as the foreground style of \(what) is not supported here", at: at)
    }
}
