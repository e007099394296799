import Motion
import Scene

/// One BlockTextAnimation's `@State` and views, as the seed declares them.
struct BlockState {
    /// Set from the text's height like the seed does, and never read (the seed never reads it).
    let rectHeight: StateValue<Double>
    /// The bar's frame: 100 × 100 until the GeometryReader's text size arrives at 0.05 s.
    let pathWidth: StateValue<Double>
    let pathHeight: StateValue<Double>
    let rectScale: StateValue<Double>
    let rectAnchor: StateValue<UnitPoint>
    let textOpacity: StateValue<Double>
    /// The ZStack: it takes the tap and holds the text and whatever covers it.
    let block: Node
    /// `Text(String(characters)).font(font).opacity(textOpacity)`.
    let text: Node
}

/// How a block's state uncovers its text: builds the ZStack's layout around `state.text`.
struct BlockReveal {
    let body: (Scene, BlockState) -> Layout

    /// The seed's bar: `Rectangle().scale(x: rectScale, y: 1, anchor: rectAnchor)`
    /// `.frame(width: pathWidth, height: pathHeight)` over the text.
    /// The text itself is `.opacity(textOpacity)`: it shows as the bar wipes out.
    static let bar = BlockReveal { scene, state in
        state.text.opacity { state.textOpacity.value }
        let rectangle = scene.makeNode(.rect, color: .primary)
        rectangle.scale(x: { state.rectScale.value }, y: { 1 }, anchor: { state.rectAnchor.value })
        state.block.add(rectangle)
        return .zstack(children: [
            .node(state.text),
            .frame(width: { state.pathWidth.value }, height: { state.pathHeight.value }, .node(rectangle)),
        ], container: state.block)
    }

    /// The other common way: the text, always opaque, shows through
    /// `.mask(alignment: .leading) { Rectangle().scale(x: maskScale, y: 1, anchor: .leading) }`.
    /// The mask grows with the bar's timing (easeInOut from 0.1 + base) and stays whole where the
    /// bar would wipe out (`rectAnchor` flips to `.trailing`); a replay closes it at once and
    /// grows it again, as the replayed bar does.
    static let mask = BlockReveal { scene, state in
        let rectangle = scene.makeNode(.rect)
        rectangle.scale(x: { state.rectAnchor.value == .trailing ? 1 : state.rectScale.value }, y: { 1 },
                        anchor: { .leading })
        state.text.mask(rectangle)
        return .zstack(children: [.node(state.text)], container: state.block)
    }
}
