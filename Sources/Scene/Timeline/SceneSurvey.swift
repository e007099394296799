/// What a scene does over a play-through: its timeline and every character it shows.
public struct SceneSurvey: Sendable {
    public let timeline: Timeline
    /// Every character any text node shows at some event, for choosing fonts that cover them.
    public let characters: Set<Character>
}

extension ScenePlayer {
    /// Plays a fresh copy of the current scene (from its last restart, with the taps made
    /// since) event by event up to scene time `horizon`, and records what it does.
    ///
    /// The player itself is not touched; repeating timers stop counting after `maxEvents`.
    public func survey(until horizon: Double = 30, maxEvents: Int = 5_000) -> SceneSurvey {
        let scene = make()
        defer { scene.dispose() }
        scene.advance(to: 0)
        var spans = Set<AnimationSpan>()
        var gathered: [AnimationSpan] = []
        var characters = Set<Character>()
        var nodes: [(id: Int, kind: Node.Kind, label: String)] = []
        var seen = Set<Int>()
        // Each record gathers the runs started since the last one (at its time or later: two
        // events may share a time); earlier runs are in `spans` already.
        var recordedAt = -Double.infinity
        // One walk of the tree a record: its nodes, their characters and their new runs.
        func record() {
            scene.root.forEach { node in
                let showsText: Bool
                switch node.kind {
                case .glyph, .text, .button: showsText = true
                default: showsText = false
                }
                // A private use character means what its font draws there (an icon font's
                // symbol): no other family is asked to cover it.
                if showsText { characters.formUnion(node.text.filter { !$0.unicodeScalars.contains(where: SceneSurvey.isPrivateUse) }) }
                if seen.insert(node.id).inserted {
                    nodes.append((node.id, node.kind, showsText ? node.text : node.kind.rawValue))
                }
                node.appendAnimationSpans(since: recordedAt, to: &gathered)
            }
            spans.formUnion(gathered)
            gathered.removeAll(keepingCapacity: true)
            recordedAt = scene.now
        }
        record()
        let sceneTaps = taps(since: origin).map { Tap(point: $0.point, time: $0.time - origin) }
        var nextTap = 0
        for _ in 0..<maxEvents {
            let event = scene.clock.nextEventTime
            let tap = nextTap < sceneTaps.count ? sceneTaps[nextTap] : nil
            if let tap, tap.time <= horizon, event.map({ tap.time <= $0 }) ?? true {
                // As in `seek`: events due by the tap run first, then the tap.
                scene.advance(to: tap.time)
                scene.tap(at: tap.point)
                nextTap += 1
            } else if let event, event <= horizon {
                scene.advance(to: event)
            } else {
                break
            }
            record()
        }
        return SceneSurvey(timeline: Timeline(spans: Array(spans), nodes: nodes), characters: characters)
    }
}

extension SceneSurvey {
    static func isPrivateUse(_ s: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(s.value) || s.value >= 0xF0000
    }
}
