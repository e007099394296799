/// A spring table's fixed prefix as plain values: what starting a move from rest reads,
/// with no lock and no reference to count. The memory belongs to the table, which lives
/// as long as the process.
struct SpringPrefix: @unchecked Sendable {
    /// One display frame (`SpringFrames`): the largest |Δ| at rest by then (a running
    /// maximum), and the step shown then.
    struct Frame {
        let restLimit: Double
        let settleStep: Int
    }

    /// Normalised states; index n is the state after n steps. None of them changes again.
    let states: UnsafeBufferPointer<SpringState>
    /// Frames 0… up to the last one the states reach; never empty.
    let frames: UnsafeBufferPointer<Frame>
    /// `SpringClock.shared`.
    let clock: UnsafeBufferPointer<Double>
    /// Spring time of the first frame at which SwiftUI counts a move as logically complete
    /// (it checks elapsed ≥ response on the frames it renders), before capping at rest.
    let logicallyCompleteTime: Double
    /// Frames a second the frames are counted at.
    let rate: Double

    /// The samples of a move of size `delta` from rest, up to the frame where it rests;
    /// nil when it is not at rest by the last frame here (or `delta` is not a number).
    @inline(__always)
    func samples(delta: Double) -> SpringSamples? {
        let magnitude = abs(delta)
        guard magnitude <= frames[frames.count &- 1].restLimit else { return nil }
        // The first frame at rest: a binary search of the running maximum.
        var lo = 0, hi = frames.count &- 1
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if frames[mid].restLimit >= magnitude { hi = mid } else { lo = mid &+ 1 }
        }
        return SpringSamples(states: states, clock: clock, settleStep: min(frames[lo].settleStep, states.count &- 1),
                             settleTime: SpringFrames.time(lo, rate: rate), comesToRest: true)
    }
}
