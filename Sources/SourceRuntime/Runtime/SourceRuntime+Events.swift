import Scene

/// One event of the file's code (a handler, a timer's tick, the first build) and the update
/// of the views it leads to, now or at the frame's end.
extension SourceRuntime {
    /// `flushing: false` leaves the views as they are until the frame's end (`afterEvents`) or
    /// the next event that brings them up to date.
    func event(at: Int, flushing: Bool = true, _ body: () throws -> Void) {
        guard scene.failure == nil else { return }
        evaluator.steps = 0
        // An event that leaves its update to the frame's end, or that comes while others left
        // theirs (the last tick of a fast timer in a frame), updates once for all of them.
        let outer = pending.deferringUpdates
        pending.deferringUpdates = !flushing || pending.flushAt != nil
        defer { pending.deferringUpdates = outer }
        do {
            try body()
            // The layout passes the event asked for (a UIView subclass's `layoutSubviews()`).
            if showsUIKit { try playground.runPasses(at: at) }
            if flushing { try flush(pending.flushAnimation) } else { pending.flushAt = at }
        } catch {
            fail(error, at: at)
        }
    }

    /// What events left to the frame's end, brought up to date before it is drawn.
    func flushAfterEvents() {
        defer { evaluator.endFrame() }
        guard let at = pending.flushAt else { return }
        let animation = pending.flushAnimation
        pending.flushAt = nil
        pending.flushAnimation = nil
        guard scene.failure == nil else { return }
        do { try flush(animation) } catch { fail(error, at: at) }
    }

    /// The display's frame, for ticks that come faster (our rule: a 60 Hz display).
    static let framePeriod = 1.0 / 60
    static func frameEnd(after t: Double) -> Double { ((t / framePeriod).rounded(.down) + 1) * framePeriod }
}
