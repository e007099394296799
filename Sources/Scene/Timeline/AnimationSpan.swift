/// When one animation run moves one property of one node, in scene seconds.
public struct AnimationSpan: Hashable, Sendable {
    public let nodeID: Int
    /// The node's property, or nil for an animation on its mask's Core Animation layer.
    public let property: Property?
    /// When the change was made: the run's delay starts here.
    public let start: Double
    /// When the value starts to move: `start` plus the animation's leading delay.
    public let activeStart: Double
    /// When the run has finished (infinity for one that repeats forever).
    public let end: Double

    /// A span of node `nodeID`'s `property`.
    public init(nodeID: Int, property: Property?, start: Double, activeStart: Double, end: Double) {
        self.nodeID = nodeID; self.property = property
        self.start = start; self.activeStart = activeStart; self.end = end
    }
}

extension Scene {
    /// The spans of the runs every node's tracks hold now.
    ///
    /// A track forgets a finished run once a later change starts, so a whole timeline is
    /// gathered by calling this after each event (`ScenePlayer.survey`).
    /// `since`: only the runs started then or later (those before were gathered already).
    public func animationSpans(since: Double = -.infinity) -> [AnimationSpan] {
        var spans: [AnimationSpan] = []
        root.forEach { $0.appendAnimationSpans(since: since, to: &spans) }
        return spans
    }
}

extension Node {
    /// Appends the spans of the runs this node's tracks and layers hold now, started at
    /// `since` or later (see `Scene.animationSpans(since:)`).
    func appendAnimationSpans(since: Double, to spans: inout [AnimationSpan]) {
        var bits = tracks.animatedBits
        while bits != 0 {
            let i = bits.trailingZeroBitCount
            bits &= bits - 1
            guard let property = Property(rawValue: i) else { continue }
            for r in tracks[property].runs where r.start >= since {
                let delay = min(r.run.animation.leadingDelay, r.run.duration)
                spans.append(AnimationSpan(nodeID: id, property: property, start: r.start,
                                           activeStart: r.start + delay, end: r.start + r.run.duration))
            }
        }
        var layers: [CAGradientLayer] = []
        if case .gradient(let layer)? = mask { layers.append(layer) }
        if let fill = gradientFill { layers.append(fill) }
        for layer in layers {
            for a in layer.animationSpans where a.added >= since {
                spans.append(AnimationSpan(nodeID: id, property: nil, start: a.added, activeStart: a.begin,
                                           end: a.end))
            }
        }
    }
}
