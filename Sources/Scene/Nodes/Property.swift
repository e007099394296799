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
    /// `rotationEffect`, in degrees, about the anchor (after the scale, as SwiftUI's modifiers
    /// nest when written scale first: both turn about the same point).
    case rotation
    /// `rotation3DEffect`'s angle, in degrees (its axis, anchor and perspective are the node's
    /// `rotation3D` settings).
    case rotation3D
    /// The colour filters of the node's subtree: `hueRotation` in degrees, `brightness` added
    /// to each component, `saturation` (1: unchanged), `grayscale` (0: unchanged) and
    /// `contrast` (1: unchanged).
    case hueRotation, brightness, saturation, grayscale, contrast
    /// A path node's `trim(from:to:)` fractions, its stroke's line width and dash phase.
    case trimFrom, trimTo, lineWidth, dashPhase
    /// A file's `Shape`'s `animatableData`, as up to four numbers (a `Double`, a `CGPoint`, an
    /// `AnimatablePair` of pairs), interpolated like any property and read by its `path(in:)`;
    /// a shape with more keeps the next four on a data node of its outline (`ShapeOutline.extraData`).
    case shapeData0, shapeData1, shapeData2, shapeData3

    /// The shape data tracks, in order.
    public static let shapeData: [Property] = [.shapeData0, .shapeData1, .shapeData2, .shapeData3]

    /// The value a fresh node rests at.
    public var identity: Double {
        switch self {
        case .scaleX, .scaleY, .opacity, .saturation, .contrast, .trimTo, .lineWidth: return 1
        case .anchorX, .anchorY: return 0.5
        default: return 0
        }
    }
}

/// A node's tracks, one per `Property`.
///
/// Beside the tracks, inline: a copy of every model value and a bit per track with an
/// animation chain. A frame reads resting properties from there, touching two cache lines
/// rather than every track (tens of thousands of nodes do not fit in cache).
public struct PropertyTracks: Sendable {
    private var tracks: ContiguousArray<AnimatedValue>
    /// `tracks[i].model`, kept in step by every change made through the subscript.
    /// Room for every property; the count is checked where the type is made.
    private var models = InlineArray<32, Double>(repeating: 0)
    /// Bit i set: track i has an animation chain, ended or not (its value may differ from its model).
    private var animated: UInt32 = 0

    /// How many properties a node has (at most the inline room, and bits of `animated`).
    static let count = Property.allCases.count

    public init() {
        precondition(Self.count <= 32, "PropertyTracks keeps at most 32 properties inline")
        tracks = ContiguousArray(Property.allCases.map { AnimatedValue($0.identity) })
        for p in Property.allCases { models[p.rawValue] = p.identity }
    }

    /// Writes every property's presented value at `time` to `out[Property.rawValue]`: one
    /// pass over the tracks for the per-frame path. Mutating only so that a call on a node's
    /// tracks reads them in place: a non-mutating call may copy them first (the inline
    /// models, and a retain of the tracks' storage).
    @inline(__always) public mutating func values(at time: Double, into out: UnsafeMutablePointer<Double>) {
        for i in 0..<Self.count { out[i] = models[i] }
        var pending = animated
        guard pending != 0 else { return }
        tracks.withUnsafeMutableBufferPointer { t in
            guard let tracks = t.baseAddress else { return }
            while pending != 0 {
                let i = pending.trailingZeroBitCount
                pending &= pending - 1
                // Read field by field, and in place: calling into a track through a copy
                // would retain its runs.
                let track = tracks + i
                if time <= track.pointee.endTime { out[i] = track.pointee.valueInPlace(at: time) }
            }
        }
    }

    @inline(__always) public subscript(_ p: Property) -> AnimatedValue {
        // Read in place: a copy would retain the track's runs on every evaluation.
        _read { yield tracks[p.rawValue] }
        _modify {
            let i = p.rawValue
            yield &tracks[i]
            models[i] = tracks[i].model
            if tracks[i].endTime > -.infinity { animated |= 1 << UInt32(i) } else { animated &= ~(1 << UInt32(i)) }
        }
    }

    /// `self[p].model`, read from the inline copy: the tracks themselves are another
    /// allocation, which a relayout comparing thousands of frames need not touch.
    @inline(__always) public func model(_ p: Property) -> Double { models[p.rawValue] }

    /// Stops every track where it shows at `time` (see `AnimatedValue.halt(at:)`).
    public mutating func halt(at time: Double) {
        for p in Property.allCases where animated & (1 << UInt32(p.rawValue)) != 0 { self[p].halt(at: time) }
    }

    /// Bit `Property.rawValue` set: that track has an animation chain (runs, ended or not).
    public var animatedBits: UInt32 { animated }

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
