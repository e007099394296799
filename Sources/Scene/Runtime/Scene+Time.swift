import Motion

/// A scene's clock, taps and rest.
extension Scene {
    /// Runs every event due by `time`.
    public func advance(to time: Double) {
        while let next = clock.nextEventTime, next <= time {
            clock.advance(to: next)
            layoutIfNeeded()
        }
        clock.advance(to: time)
        if let afterEvents {
            afterEvents()
            layoutIfNeeded()
        }
    }

    /// Runs the tap handler that a click at `point` reaches (see `Presentation.tapTarget`);
    /// false when no handler is reached.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        layoutIfNeeded()
        guard let handler = present(at: now).tapTarget(at: point)?.onTap else { return false }
        handler()
        return true
    }

    /// Whether any node is still animating at `time` or an event is still pending.
    public func isSettled(at time: Double) -> Bool {
        if clock.nextEventTime != nil { return false }
        if animatingAt.contains(where: { $0(time) }) { return false }
        var moving = false
        root.forEach {
            if $0.tracks.isAnimating(at: time) || $0.mask?.isAnimating(at: time) == true
                || $0.gradientFill?.isAnimating(at: time) == true { moving = true }
        }
        return !moving
    }
}
