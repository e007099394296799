import Motion

/// `KeyframeTimeline(initialValue:content:)`: Apple, "A description of how a value changes
/// over time, modeled using keyframes … you can scrub and evaluate them for any time within
/// the duration". The content holds the tracks a keyframe animator's `keyframes:` closure
/// holds (keyframes outside a track animate the value itself, as in Apple's example), each
/// laid out from the initial value by `KeyframeCurve`, as an animator's run is.
///
/// - `value(time:)`: "the interpolated value at the given time" (seconds from the start;
///   before 0 the initial value, after the end each track's last value, **our rule** as a
///   finished keyframe animator keeps its end value);
/// - `duration`: "The duration of the content in seconds", the longest track's;
/// - `value(progress:)`: the value at `progress × duration` (**our rule**: Apple says only
///   "at the given progress").
final class KeyframeTimelineObject: RuntimeObject {
    let initial: Value
    let tracks: [KeyframeTrack]
    let curves: [KeyframeCurve]
    var duration: Double { curves.map(\.duration).max() ?? 0 }

    init(initial: Value, tracks: [KeyframeTrack], at: Int) throws {
        self.initial = initial
        self.tracks = tracks
        curves = try KeyframeValues.curves(tracks, from: initial, at: at)
    }
    override var typeName: String { "KeyframeTimeline" }

    func value(time: Double, at: Int) throws -> Value {
        var v = initial
        for (track, curve) in zip(tracks, curves) {
            v = try KeyframeValues.replacing(track.path, in: v, with: .double(curve.value(at: time, origin: 0)), at: at)
        }
        return v
    }

    /// `value(time:)` or `value(progress:)`.
    func value(_ args: Args, at: Int) throws -> Value {
        if let progress = try args.double("progress") { return try value(time: progress * duration, at: at) }
        return try value(time: try args.requiredDouble("time"), at: at)
    }

    static func make(_ args: Args, evaluator ev: Evaluator) throws -> KeyframeTimelineObject {
        let initial = try args.required("initialValue")
        guard let content = try args.function("content") ?? args.trailingClosure() else {
            throw RuntimeError(message: "KeyframeTimeline needs its keyframe tracks in a content closure", at: args.at)
        }
        let tracks = KeyframeValues.tracks(try ev.collect(content, [], at: args.at))
        return try KeyframeTimelineObject(initial: initial, tracks: tracks, at: args.at)
    }
}

/// What keyframe animators and timelines share: tracks from a builder's values, and the
/// numbers of a value at a track's key path.
enum KeyframeValues {
    /// The tracks among a keyframes builder's values; keyframes outside a track make one
    /// track of the value itself.
    static func tracks(_ values: [Value]) -> [KeyframeTrack] {
        var tracks: [KeyframeTrack] = []
        var loose: [Keyframe] = []
        for v in values {
            if case .object(let t as KeyframeTrack) = v { tracks.append(t) }
            if case .object(let k as Keyframe) = v { loose.append(k) }
        }
        return loose.isEmpty ? tracks : tracks + [KeyframeTrack(path: [], keyframes: loose)]
    }

    /// Each track laid out in time from its property's value in `base`.
    static func curves(_ tracks: [KeyframeTrack], from base: Value, at: Int) throws -> [KeyframeCurve] {
        try tracks.map { track in
            guard let from = number(at: track.path, in: base) else {
                throw RuntimeError(message: "the keyframe track's key path '\\.\(track.path.joined(separator: "."))' names no number of the animated value", at: at)
            }
            return try KeyframeCurve(track.keyframes, from: from)
        }
    }

    static func replacing(_ path: [String], in value: Value, with leaf: Value, at: Int) throws -> Value {
        guard let first = path.first else { return leaf }
        guard case .instance(var s) = value, let field = s.fields[first] else {
            throw RuntimeError(message: "the keyframe track's key path '\\.\(path.joined(separator: "."))' names no property of the animated value", at: at)
        }
        s.fields[first] = try replacing(Array(path.dropFirst()), in: field, with: leaf, at: at)
        return .instance(s)
    }

    static func number(at path: [String], in value: Value) -> Double? {
        guard let first = path.first else { return value.asDouble }
        guard case .instance(let s) = value, let field = s.fields[first] else { return nil }
        return number(at: Array(path.dropFirst()), in: field)
    }
}
