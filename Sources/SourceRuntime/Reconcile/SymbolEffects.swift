import Foundation
import Motion
import Scene

/// Symbol effects on scene time: a change of an effect's `value:` starts a play, `isActive:`
/// turns a looping effect on and off or moves a state effect between its states; before each
/// frame the glyph holder takes the poses of every effect at that time
/// (`SymbolEffectCurves`), so render, inspect and export show them frame by frame.
extension SourceRuntime {
    func startEffects(_ state: SymbolState, _ env: SymbolEnvironment, creating: Bool) {
        let now = scene.now
        let uses = env.effects
        let same = uses.count == state.uses.count && zip(uses, state.uses).allSatisfy { $0.effect == $1.effect }
        if creating || !same {
            // New effects: a looping effect that is active starts now; a state effect starts
            // in its state without moving; a value effect waits for its value to change.
            state.starts = uses.map { u in
                if case .active(true) = u.trigger, SymbolEffectCurves.states(u.effect) == nil { return now }
                return nil
            }
            state.stateFrom = uses.map { u in
                guard let s = SymbolEffectCurves.states(u.effect), case .active(let on) = u.trigger else { return .identity }
                return on ? s.on : s.off
            }
            state.stateSince = uses.map { _ in -.infinity }
            state.uses = uses
            return
        }
        for (i, (new, old)) in zip(uses, state.uses).enumerated() {
            switch (new.trigger, old.trigger) {
            case (.value(let a), .value(let b)) where !(a == b):
                state.starts[i] = now
            case (.active(let on), .active(let was)) where on != was:
                if SymbolEffectCurves.states(new.effect) != nil {
                    state.stateFrom[i] = statePose(state, i, old, at: now)
                    state.stateSince[i] = now
                } else {
                    state.starts[i] = on ? now : nil
                }
            default: break
            }
        }
        state.uses = uses
    }

    /// The pose of effect `i` (as `use` describes it) at `time`.
    func effectPose(_ state: SymbolState, _ i: Int, _ use: SymbolEffectUse, at time: Double) -> SymbolPose {
        if SymbolEffectCurves.states(use.effect) != nil, case .active = use.trigger { return statePose(state, i, use, at: time) }
        guard let start = state.starts[i], time >= start else { return .identity }
        let period = SymbolEffectCurves.period(use.effect.kind)
        let elapsed = (time - start) * use.options.speed
        let plays: Int
        switch use.trigger {
        case .value: plays = use.options.count ?? 1
        case .active: plays = use.options.count ?? 0
        }
        if plays > 0, elapsed >= Double(plays) * period { return .identity }
        return SymbolEffectCurves.pose(use.effect, at: elapsed.truncatingRemainder(dividingBy: period))
    }

    private func statePose(_ state: SymbolState, _ i: Int, _ use: SymbolEffectUse, at time: Double) -> SymbolPose {
        guard let states = SymbolEffectCurves.states(use.effect), case .active(let on) = use.trigger else { return .identity }
        let duration = SymbolEffectCurves.stateDuration / use.options.speed
        let u = time <= state.stateSince[i] ? 0 : min(1, (time - state.stateSince[i]) / duration)
        return SymbolEffectCurves.blend(state.stateFrom[i], on ? states.on : states.off, UnitBezier.easeInOut(u))
    }

    /// Sets the holders' scale, move, turn and opacity for the frame at `time`.
    func presentSymbol(_ state: SymbolState, at time: Double) {
        var pose = SymbolPose.identity
        for (i, use) in state.uses.enumerated() where i < state.starts.count {
            pose = pose.combined(with: effectPose(state, i, use, at: time))
        }
        var outgoing = SymbolPose(opacity: 0)
        if let start = state.replaceStart {
            let t = (time - start) * state.replace.speed
            if t >= 0, t < SymbolEffectCurves.replaceDuration {
                outgoing = SymbolEffectCurves.replaceOutgoing(at: t, scales: state.replace.outgoingScales)
                pose = pose.combined(with: SymbolEffectCurves.replaceIncoming(at: t))
            }
        }
        let side = state.size.value.isFinite ? state.size.value : 0
        // While the symbol's frame animates (a resizable symbol's frame, a font size changed in
        // an animation) its glyphs' boxes animate with it: the glyphs are drawn at the size of
        // the frame shown, so they fill their boxes at every frame.
        let frame = state.placeholder.frame(at: time)
        let drawn = min(frame.width, frame.height)
        setSymbolFonts(state, side: drawn.isFinite ? drawn : side)
        Self.show(pose, side: drawn.isFinite ? drawn : side, on: state.holder)
        Self.show(outgoing, side: drawn.isFinite ? drawn : side, on: state.outgoingHolder)
    }

    static func show(_ pose: SymbolPose, side: Double, on node: Node) {
        let values: [(Property, Double)] = [(.scaleX, pose.scale), (.scaleY, pose.scale), (.offsetX, pose.offsetX * side),
                                            (.offsetY, pose.offsetY * side), (.rotation, pose.rotation), (.opacity, pose.opacity)]
        for (p, v) in values where v.isFinite && node.model(p) != v { node.tracks[p].set(v, at: 0, animation: nil) }
    }
}

/// The symbol images of a scene, held weakly, presented by one hook: symbols that left are
/// dropped as the list grows, so a scene that makes and removes symbols for a long time keeps
/// one hook and a short list.
final class SymbolPresenter {
    private struct Entry { weak var state: SymbolState? }
    private var entries: [Entry] = []
    private var limit = 64

    func add(_ state: SymbolState) {
        if entries.count >= limit {
            entries.removeAll { $0.state == nil }
            limit = max(64, entries.count * 2)
        }
        entries.append(Entry(state: state))
    }

    func live() -> [SymbolState] { entries.compactMap(\.state) }
}
