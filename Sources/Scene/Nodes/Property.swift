import Motion

/// The animatable properties every node carries, each on its own track.
public enum Property: Int, CaseIterable, Sendable {
    case offsetX, offsetY, scaleX, scaleY, opacity, blur
    case shadowRadius, shadowX, shadowY, shadowOpacity
    /// The laid-out frame, animated when a layout change comes with an animation.
    case frameX, frameY, frameWidth, frameHeight
    /// The anchor of a scale, in unit space: animatable like the scale itself
    /// (`Rectangle().scale(x:y:anchor:)` changes it between animations).
    case anchorX, anchorY

    /// The value a fresh node rests at.
    public var identity: Double {
        switch self {
        case .scaleX, .scaleY, .opacity: return 1
        case .anchorX, .anchorY: return 0.5
        default: return 0
        }
    }
}

/// A node's tracks, one per `Property`, stored inline.
public struct PropertyTracks: Sendable {
    private var tracks: ContiguousArray<AnimatedValue>

    public init() {
        tracks = ContiguousArray(Property.allCases.map { AnimatedValue($0.identity) })
    }

    /// Writes every property's presented value at `time` to `out[Property.rawValue]`: one
    /// pass over the tracks for the per-frame path.
    @inline(__always) public func values(at time: Double, into out: UnsafeMutablePointer<Double>) {
        tracks.withUnsafeBufferPointer { t in
            guard let tracks = t.baseAddress else { return }
            for i in 0..<t.count {
                // Resting tracks are read field by field: calling into one would copy it.
                let track = tracks + i
                out[i] = time > track.pointee.endTime ? track.pointee.model : track.pointee.value(at: time)
            }
        }
    }

    @inline(__always) public subscript(_ p: Property) -> AnimatedValue {
        // Read in place: a copy would retain the track's runs on every evaluation.
        _read { yield tracks[p.rawValue] }
        _modify { yield &tracks[p.rawValue] }
    }

    /// Whether any property is still moving at `time`.
    public func isAnimating(at time: Double) -> Bool {
        tracks.contains { $0.isAnimating(at: time) }
    }

    /// The latest scene time at which an animation of these tracks ends (0 when at rest).
    public var lastEnd: Double {
        var end = 0.0
        for t in tracks { if let e = t.lastEnd { end = max(end, e) } }
        return end
    }
}
