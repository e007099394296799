import Foundation
import Motion
import Scene

/// A text drawn by a `TextRenderer`: a glyph node per character, and the renderer's
/// `animatableData` on a track of its own (an empty node's), animated like any property.
final class RendererState {
    var renderer: StructValue
    var glyphs: [Node] = []
    let dataNode: Node
    var dataSlot: StateValue<Double>?
    init(renderer: StructValue, dataNode: Node) { self.renderer = renderer; self.dataNode = dataNode }
}

extension SourceRuntime {
    /// Builds a renderer text's nodes.
    func buildRendererText(_ host: ViewHost, _ text: String, _ renderer: StructValue, index: Int, _ ctx: ViewContext) throws {
        let group = scene.makeNode(.group)
        let dataNode = scene.makeNode(.group)
        let state = RendererState(renderer: renderer, dataNode: dataNode)
        host.renderer = state
        host.content = group
        makeGlyphs(state, text, host.value, group: group, ctx)
        if let data = try animatableData(of: renderer, at: host.value.at) {
            let slot = scene.state(data)
            state.dataSlot = slot
            dataNode.bind(.offsetX, scopes: scopes(after: index, host) + ctx.scopes) { slot.value }
        }
        scene.beforePresenting.append { [weak self, weak host] time in
            guard let self, let host else { return }
            self.drawRenderer(host, at: time)
        }
    }

    /// A glyph per character, each in its run's font and colour.
    private func makeGlyphs(_ state: RendererState, _ text: String, _ v: ViewValue, group: Node, _ ctx: ViewContext) {
        group.removeAllChildren()
        state.glyphs = runGlyphs(text, v, ctx)
        for g in state.glyphs {
            g.anchor = UnitPoint(0, 0)
            g.offsetBeforeScale = false
            group.add(g)
        }
        group.add(state.dataNode)
    }

    /// A new evaluation: the renderer's new value, its `animatableData` animating to the new one.
    func updateRendererText(_ host: ViewHost, _ text: String, _ renderer: StructValue, _ ctx: ViewContext, _ update: Update) throws {
        guard let state = host.renderer, let group = host.content else { return }
        state.renderer = renderer
        let styles = glyphStyles(text, host.value, ctx)
        if styles.count != state.glyphs.count
            || zip(styles, state.glyphs).contains(where: { $0.text != $1.text || $0.font != $1.font || $0.color != $1.color
                                                    || $0.tracking != $1.letterSpacing }) {
            makeGlyphs(state, text, host.value, group: group, ctx)
            update.layoutChanged = true
        }
        if let slot = state.dataSlot, let data = try animatableData(of: renderer, at: host.value.at), slot.value != data {
            slot.value = data
        }
    }

    private func animatableData(of renderer: StructValue, at: Int) throws -> Double? {
        guard let p = renderer.type.property("animatableData"), let getter = p.getter else { return nil }
        return try evaluator.runGetter(getter, receiver: .value(Box(.instance(renderer))), at: at).asDouble
    }

    /// Runs the renderer's `draw(layout:in:)` for the frame at `time` and sets each glyph's
    /// tracks to how it was drawn (a glyph not drawn is not shown).
    func drawRenderer(_ host: ViewHost, at time: Double) {
        guard scene.failure == nil, let state = host.renderer, let group = host.content,
              let draw = state.renderer.type.methods["draw"] else { return }
        let box = Box(.instance(state.renderer))
        let at = host.value.at
        let recording = DrawRecording()
        do {
            if state.dataSlot != nil, let setter = state.renderer.type.property("animatableData")?.setter {
                let scope = Scope(parent: program.globals, receiver: .value(box))
                scope.declare("newValue", .double(state.dataNode.value(.offsetX, at: time)), isLet: true)
                if let p = state.renderer.type.property("animatableData"), p.setterValue != "newValue" {
                    scope.declare(p.setterValue, .double(state.dataNode.value(.offsetX, at: time)), isLet: true)
                }
                evaluator.steps = 0
                _ = try evaluator.exec(setter, scope)
            }
            let layout = textLayout(host, state, group: group)
            let context = Box(Program.newContext())
            recording.slices = [:]
            self.recording = recording
            defer { self.recording = nil }
            evaluator.steps = 0
            _ = try evaluator.invoke(FunctionValue(.method(draw, receiver: .value(box), program.globals)),
                                     [.object(layout), context.value], at: at, inoutBoxes: [1: context])
        } catch {
            fail(error, at: at)
            return
        }
        for (i, glyph) in state.glyphs.enumerated() {
            guard let drawn = recording.slices[i] else {
                glyph.tracks[.opacity].set(0, at: 0, animation: nil)
                continue
            }
            let m = drawn.transform
            let sx = (m.a * m.a + m.b * m.b).squareRoot()
            let sy = sx > 0 ? (m.a * m.d - m.b * m.c) / sx : 0
            let degrees = atan2(m.b, m.a) * 180 / .pi
            // The glyph turns and scales about its own corner; its offset puts that corner
            // where the context's transform takes it.
            let frame = glyph.modelFrame, origin = group.modelFrame
            let q = Point(frame.x - origin.x, frame.y - origin.y)
            let moved = Point(m.a * q.x + m.c * q.y + m.tx, m.b * q.x + m.d * q.y + m.ty)
            let values: [(Property, Double)] = [
                (.opacity, drawn.opacity), (.blur, drawn.blur), (.scaleX, sx), (.scaleY, sy), (.rotation, degrees),
                (.offsetX, moved.x - q.x), (.offsetY, moved.y - q.y),
            ]
            for (p, v) in values where glyph.model(p) != v || glyph.tracks[p].isAnimating(at: time) {
                glyph.tracks[p].set(v, at: 0, animation: nil)
            }
        }
    }

    /// `Text.Layout` as layout placed the glyphs: a line per line, each with the parts of the
    /// runs on it; a slice's ascent and descent are its glyph's font's.
    private func textLayout(_ host: ViewHost, _ state: RendererState, group: Node) -> TextLayoutObject {
        let origin = group.modelFrame
        let slices = state.glyphs.enumerated().map { i, g -> SliceObject in
            let f = g.modelFrame
            let m = g.font.map { scene.metrics.lineMetrics($0) }
            return SliceObject(index: i, rect: Rect(x: f.x - origin.x, y: f.y - origin.y, width: f.width, height: f.height),
                               ascent: m?.ascent ?? 0, descent: m?.descent ?? 0)
        }
        let runs = TextRuns.runs(of: host.value) ?? [TextRun(range: 0..<slices.count)]
        let lines = group.textLines.isEmpty ? [TextLine(range: 0..<slices.count, top: 0, ascent: 0, descent: 0, width: 0)] : group.textLines
        return TextLayoutObject(lines: lines.map { line in
            let parts = runs.compactMap { run -> RunObject? in
                let r = max(run.range.lowerBound, line.range.lowerBound)..<max(max(run.range.lowerBound, line.range.lowerBound),
                                                                              min(run.range.upperBound, line.range.upperBound, slices.count))
                return r.isEmpty ? nil : RunObject(slices: Array(slices[r]), attributes: run.attributes)
            }
            return LineObject(runs: parts, bounds: Rect(x: 0, y: line.top, width: line.width, height: line.ascent + line.descent),
                              ascent: line.ascent, descent: line.descent)
        })
    }
}
