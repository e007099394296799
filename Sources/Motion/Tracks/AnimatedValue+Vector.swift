extension AnimatedValue {
    /// Sets the components of one animatable vector together (`tracks`, each to its value in
    /// `values`, counting `weights` in the vector) at scene time `time` with spring
    /// `animation`, when another component is still moving: every moving component merges
    /// into the spring (a spring's offset, velocity and force carry over; a curve is taken
    /// over from the value it shows, at rest, as one number's is), and the vector comes to
    /// rest as a whole (`VectorSpringMerge`). False, and nothing set, when this is not such a
    /// case: fewer than two components take part (one number merges as it always does), one
    /// moves in a way a spring does not take over (a combined chain, a repeat, other
    /// modifiers), or the animation has modifiers (**our rule**: a delayed or sped-up spring
    /// merges component by component).
    public static func setVector(_ tracks: inout [AnimatedValue], to values: [Double], weights: [Double],
                                 at time: Double, animation: Animation) -> Bool {
        guard let spring = animation.spring, animation.modifiers.isEmpty, !animation.repeats,
              tracks.count == values.count, tracks.count == weights.count else { return false }
        // A spring taken over sets the vector's clock: components that start in the merge
        // count their time from its chain's start, as SwiftUI's one animation does.
        var lead: (start: Double, time: Double, frames: MergeFrames)?
        for track in tracks where track.isAnimating(at: time) {
            guard !track.isCombined, track.runs.count == 1, track.runs[0].run.animation.modifiers.isEmpty else {
                return false
            }
            let run = track.runs[0]
            guard run.run.merges(with: animation) || run.run.isCurve else { return false }
            if lead == nil, run.run.merges(with: animation), run.run.trajectory != nil {
                let elapsed = time - run.start
                lead = (run.start, run.run.timing.local(elapsed).time,
                        MergeFrames(ticks: FrameTicks(start: run.start), timing: run.run.timing, merge: elapsed))
            }
        }
        let clock = lead ?? (time, 0, MergeFrames(ticks: FrameTicks(start: time),
                                                  timing: AnimationTiming(modifiers: [], baseDuration: 0), merge: 0))
        var components: [VectorSpringMerge.Component] = [], members: [Int] = []
        var starts: [Double] = [], bases: [Double] = []
        for i in tracks.indices {
            let track = tracks[i]
            /// A component starting from rest at the merge, from `base`.
            func startFromRest(at base: Double) {
                components.append(.init(previous: nil, time: clock.time, target: values[i] - base, frames: clock.frames,
                                        weight: weights[i]))
                starts.append(clock.start)
                bases.append(base)
            }
            if track.isAnimating(at: time) {
                let run = track.runs[0]
                if run.run.merges(with: animation), let trajectory = run.run.trajectory {
                    let elapsed = time - run.start
                    components.append(.init(previous: trajectory, time: run.run.timing.local(elapsed).time,
                                            target: values[i] - track.base,
                                            frames: MergeFrames(ticks: FrameTicks(start: run.start),
                                                                timing: run.run.timing, merge: elapsed),
                                            weight: weights[i]))
                    starts.append(run.start)
                    bases.append(track.base)
                } else {
                    // A curve taken over: from the value it shows now, at rest.
                    startFromRest(at: track.value(at: time))
                }
            } else if values[i] != track.model {
                startFromRest(at: track.model)
            } else {
                continue
            }
            members.append(i)
        }
        guard members.count >= 2 else { return false }
        let moves = VectorSpringMerge.merge(components, into: spring)
        for (n, i) in members.enumerated() {
            if components[n].previous == nil {
                tracks[i].runs.removeAll(keepingCapacity: true)
                tracks[i].isCombined = false
            }
            tracks[i].base = bases[n]
            let run = Run(start: starts[n], target: values[i], run: AnimationRun(animation, merged: moves[n]))
            if tracks[i].runs.isEmpty { tracks[i].runs.append(run) } else { tracks[i].runs[0] = run }
            tracks[i].model = values[i]
            tracks[i].endTime = run.end
            AnimationRecord.note(run, end: run.end)
        }
        return true
    }
}
