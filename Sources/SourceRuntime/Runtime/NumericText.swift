import Motion
import Scene

/// `.contentTransition(.numericText())`: a text drawn a glyph per character, whose changed
/// characters roll when its text changes in an animated update.
///
/// **Our rule** (Apple publishes no parameters for it; modelled on what the device shows):
/// characters are matched from the end (a number changes at its right); a changed one leaves
/// upwards by 0.6 of its height, fading and blurring (3 pt), and its successor comes in from
/// 0.6 of its height below, sharpening and fading in; with `countsDown` (or a value that
/// decreased, for `numericText(value:)`) the directions swap. An unanimated change swaps at once.
final class NumericTextState {
    var glyphs: [Node] = []
    var countsDown: Bool
    var value: Double?
    init(countsDown: Bool, value: Double?) { self.countsDown = countsDown; self.value = value }
}

/// `.numericText(countsDown:)` / `.numericText(value:)`.
final class ContentTransitionObject: RuntimeObject {
    let countsDown: Bool
    let value: Double?
    init(countsDown: Bool, value: Double?) { self.countsDown = countsDown; self.value = value }
    override var typeName: String { "ContentTransition" }
}

extension SourceRuntime {
    func buildNumericText(_ host: ViewHost, _ text: String, _ spec: ContentTransitionObject, _ ctx: ViewContext) {
        let group = scene.makeNode(.group)
        let state = NumericTextState(countsDown: spec.countsDown, value: spec.value)
        host.numeric = state
        host.content = group
        state.glyphs = runGlyphs(text, host.value, ctx)
        for g in state.glyphs { group.add(g) }
    }

    func updateNumericText(_ host: ViewHost, _ text: String, _ spec: ContentTransitionObject, _ ctx: ViewContext, _ update: Update) {
        guard let state = host.numeric, let group = host.content else { return }
        let old = state.glyphs.map(\.text).joined()
        let down: Bool
        if let v = spec.value, let before = state.value { down = v < before } else { down = spec.countsDown }
        state.value = spec.value
        guard old != text else { return }
        let animation = update.animation(inside: ctx.scopes)
        let new = Array(text), previous = state.glyphs
        // Each character in its run's style (a text made by `+`).
        let styles = glyphStyles(text, host.value, ctx)
        var glyphs: [Node] = []
        // Matched from the end: position k from the right.
        for (i, c) in new.enumerated() {
            let k = new.count - 1 - i
            let j = previous.count - 1 - k
            if j >= 0, previous[j].text == String(c) {
                previous[j].font = styles[i].font
                previous[j].color = styles[i].color
                previous[j].letterSpacing = styles[i].tracking
                glyphs.append(previous[j])
                continue
            }
            let g = glyphNode(styles[i])
            glyphs.append(g)
            if let animation {
                let rise = (g.font.map { scene.metrics.lineMetrics($0).height } ?? 20) * 0.6 * (down ? -1 : 1)
                g.tracks[.offsetY].set(rise, at: scene.now, animation: nil)
                g.tracks[.offsetY].set(0, at: scene.now, animation: animation)
                g.tracks[.opacity].set(0, at: scene.now, animation: nil)
                g.tracks[.opacity].set(1, at: scene.now, animation: animation)
                g.tracks[.blur].set(3, at: scene.now, animation: nil)
                g.tracks[.blur].set(0, at: scene.now, animation: animation)
            }
        }
        let kept = Set(glyphs.map(ObjectIdentifier.init))
        for g in previous where !kept.contains(ObjectIdentifier(g)) {
            guard let animation else { continue }
            let rise = (g.font.map { scene.metrics.lineMetrics($0).height } ?? 20) * 0.6 * (down ? 1 : -1)
            g.tracks[.offsetY].set(rise, at: scene.now, animation: animation)
            g.tracks[.opacity].set(0, at: scene.now, animation: animation)
            g.tracks[.blur].set(3, at: scene.now, animation: animation)
            let end = max(g.tracks[.opacity].lastEnd ?? scene.now, g.tracks[.offsetY].lastEnd ?? scene.now)
            host.leaving.append(g)
            scene.clock.at(end) { [weak host, weak g] in
                guard let host, let g else { return }
                host.leaving.removeAll { $0 === g }
                g.parent?.remove(g)
            }
        }
        state.glyphs = glyphs
        group.removeAllChildren()
        for g in glyphs + host.leaving { group.add(g) }
        update.layoutChanged = true
        update.structureChanged = true
    }
}
