extension ScenePlayer {
    /// The first timeline time, at or after the last of `taps`, at which nothing moves and
    /// no event is pending, looked for every `step` seconds; nil when that is not by `limit`.
    ///
    /// Plays the timeline to find it: call `restart()` afterwards to play from the start.
    public func settleTime(taps: [Tap] = [], drags: [Drag] = [], step: Double = 1.0 / 60, limit: Double) -> Double? {
        restart()
        apply(taps, drags: drags)
        var t = max(taps.map(\.time).max() ?? 0, drags.compactMap(\.times.last).max() ?? 0)
        while t <= limit {
            seek(to: t)
            if scene.isSettled(at: sceneTime) { return t }
            t += step
        }
        return nil
    }
}
