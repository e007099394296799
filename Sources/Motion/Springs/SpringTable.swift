import Foundation

/// The normalised (Δ = 1) trajectory of a fluid spring started at rest, one state per
/// 1/300 s step, shared by every track that uses the same (response, dampingFraction).
///
/// Built when the spring is first looked up and extended on demand, in place: the states
/// live in one buffer sized for the longest trajectory (pages are only touched as it
/// grows), so a move of size Δ reads the steps written before it started without locks.
/// When a move comes to rest is looked up per |Δ|, since the rest thresholds are absolute.
/// Tables are kept for the life of the process.
///
/// Starting a move is the hot path of a scene that starts thousands of springs in one
/// frame, so the table is made with a prefix long enough for the moves scenes make
/// (|Δ| up to `readyMagnitude`), fixed from then on: starts within it read no lock.
public final class SpringTable: @unchecked Sendable {
    /// The spring tabulated (blendDuration 0).
    public let spring: FluidSpring
    /// Frames a second of the display its frames are counted on (`SpringFrames.perSecond`
    /// when it was made).
    public let rate: Double
    /// Spring time of the first frame at which SwiftUI counts a move as logically complete.
    var logicallyCompleteTime: Double { prefix.logicallyCompleteTime }
    private let lock = NSLock()
    /// Normalised states; index n is the state after n steps.
    private let states: UnsafeMutableBufferPointer<SpringState>
    /// The prefix written before the table was shared: its states and frames never
    /// change, so they are read unlocked.
    let prefix: SpringPrefix
    private let clock = SpringClock.shared
    /// How far the table has grown since (read and written under `lock`).
    private var growth: Growth
    /// `stepLimit[n]`: the largest |Δ| at rest at some step ≤ n (a running maximum over
    /// steps), written as the table grows: no frame before the first step whose limit
    /// reaches |Δ| can find the move at rest, whatever the frames' phase.
    private let stepLimit: UnsafeMutableBufferPointer<Double>

    /// Moves up to this size start from the fixed prefix (points on any screen, opacities, scales).
    static let readyMagnitude = 1e6
    /// …unless the spring is so lightly damped that covering them takes longer than this.
    static let readySteps = 300 * 10

    private init(spring: FluidSpring, rate: Double) {
        self.spring = spring
        self.rate = rate
        states = .allocate(capacity: SpringClock.maximumSteps + 1)
        states[0] = SpringState()
        stepLimit = .allocate(capacity: SpringClock.maximumSteps + 1)
        stepLimit[0] = SpringTable.restLimit(states[0])
        var growth = Growth(rate: rate)
        while growth.frameLimit[growth.frameLimit.count - 1] < Self.readyMagnitude && growth.count <= Self.readySteps {
            growth.extend(by: 300, states: states, limits: stepLimit, spring: spring)
        }
        let frames = UnsafeMutableBufferPointer<SpringPrefix.Frame>.allocate(capacity: growth.frameLimit.count)
        for (frame, limit) in growth.frameLimit.enumerated() {
            let step = SpringClock.steps(at: SpringFrames.time(frame, rate: rate), on: SpringClock.shared)
            frames[frame] = SpringPrefix.Frame(restLimit: limit, settleStep: min(step, SpringClock.maximumSteps))
        }
        prefix = SpringPrefix(states: UnsafeBufferPointer(rebasing: states[0..<growth.count]),
                              frames: UnsafeBufferPointer(frames), clock: SpringClock.shared,
                              logicallyCompleteTime: SpringFrames.time(SpringFrames.first(after: spring.response.nextDown, rate: rate),
                                                                       rate: rate),
                              rate: rate)
        self.growth = growth
    }

    deinit {
        states.deallocate()
        stepLimit.deallocate()
        prefix.frames.deallocate()
    }

    private struct Key: Hashable {
        let spring: FluidSpring
        let rate: Double
    }
    nonisolated(unsafe) private static var cache: [Key: SpringTable] = [:]
    private static let cacheLock = NSLock()

    /// The table for `spring` (its blendDuration does not matter) on the current frame rate.
    public static func shared(for spring: FluidSpring) -> SpringTable {
        let rate = SpringFrames.perSecond
        var normalised = FluidSpring(response: spring.response, dampingFraction: spring.dampingFraction)
        normalised.closedForm = spring.closedForm
        normalised.initialVelocity = spring.initialVelocity
        let key = Key(spring: normalised, rate: rate)
        cacheLock.lock(); defer { cacheLock.unlock() }
        if let table = cache[key] { return table }
        let table = SpringTable(spring: key.spring, rate: rate)
        cache[key] = table
        return table
    }

    /// The trajectory of a move of size `delta` from rest, up to the frame where it rests.
    public func trajectory(delta: Double) -> SpringTrajectory {
        SpringTrajectory(table: self, samples: samples(delta: delta), scale: delta)
    }

    /// The normalised states a move of size `delta` from rest reads, up to the frame where it rests.
    ///
    /// Within the fixed prefix there is no lock, and the answer is the one the grown
    /// table gives: the prefix's frames and states are the grown table's first ones, and
    /// the step shown at a frame it covers is one it holds.
    @inline(__always)
    func samples(delta: Double) -> SpringSamples {
        prefix.samples(delta: delta) ?? grownSamples(delta: delta)
    }

    /// `samples(delta:)` through the grown table, under the lock (growing it as needed):
    /// for moves beyond the fixed prefix.
    @inline(never)
    func grownSamples(delta: Double) -> SpringSamples {
        let frame = restFrame(delta: delta)
        lock.lock(); defer { lock.unlock() }
        let time = SpringFrames.time(frame, rate: rate)
        let step = min(SpringClock.steps(at: time, on: clock), SpringClock.maximumSteps)
        let limits = growth.frameLimit
        return SpringSamples(states: UnsafeBufferPointer(rebasing: states[0..<growth.count]), clock: clock,
                             settleStep: min(step, growth.count - 1), settleTime: time,
                             comesToRest: limits[min(frame, limits.count - 1)] >= abs(delta))
    }

    /// The first frame at which a move of size `delta` passes the settle test (the value
    /// then snaps to its target), or the frame at `SpringClock.maximumSteps` if none does.
    public func restFrame(delta: Double) -> Int {
        let magnitude = abs(delta)
        lock.lock(); defer { lock.unlock() }
        while growth.frameLimit[growth.frameLimit.count - 1] < magnitude && growth.count <= SpringClock.maximumSteps {
            growth.extend(by: 300, states: states, limits: stepLimit, spring: spring)
        }
        let limits = growth.frameLimit
        var lo = 0, hi = limits.count - 1
        if limits[hi] < magnitude { return hi }
        while lo < hi {
            let mid = (lo + hi) / 2
            if limits[mid] >= magnitude { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The first step at which a move of size `magnitude` could pass the settle test (no
    /// frame showing an earlier step finds it at rest), or nil if none does within
    /// `SpringClock.maximumSteps`.
    public func firstStep(restingAt magnitude: Double) -> Int? {
        // Within the fixed prefix the limits never change: searched without the lock.
        let fixed = prefix.states.count
        if stepLimit[fixed - 1] >= magnitude {
            var lo = 0, hi = fixed - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if stepLimit[mid] >= magnitude { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        lock.lock(); defer { lock.unlock() }
        while stepLimit[growth.count - 1] < magnitude && growth.count <= SpringClock.maximumSteps {
            growth.extend(by: 300, states: states, limits: stepLimit, spring: spring)
        }
        var lo = 0, hi = growth.count - 1
        if stepLimit[hi] < magnitude { return nil }
        while lo < hi {
            let mid = (lo + hi) / 2
            if stepLimit[mid] >= magnitude { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Whether the state shown at spring time `time` passes the settle test for a move of
    /// size `magnitude` (the test a frame makes at that time).
    public func isResting(at time: Double, magnitude: Double) -> Bool {
        let step = min(SpringClock.steps(at: time, on: clock), SpringClock.maximumSteps)
        return Self.restLimit(state(atStep: step)) >= magnitude
    }

    /// The samples of a move of size `magnitude` from rest whose frames fall at spring times
    /// max(0, elapsed(j) − delay) for the ticks j of `ticks`: it rests on the first of them
    /// whose state passes the settle test (`SpringFrames`).
    func samples(magnitude: Double, ticks: FrameTicks, delay: Double) -> SpringSamples {
        let clock = SpringClock.shared
        guard let first = firstStep(restingAt: magnitude) else {
            return grownSamples(delta: magnitude)   // never at rest: cut off as on the grid
        }
        // No tick whose spring time shows a step before `first` can rest.
        let threshold = first > 0 ? clock[first - 1] : -Double.infinity
        var j = max(0, ticks.last(atOrBefore: threshold + delay))
        let cutoff = clock[SpringClock.maximumSteps]
        while true {
            // Tested as a whole frame when it is one (`SpringFrames.snapped`); the move ends at the
            // time itself, so the value shown on that frame is the target.
            let raw = max(0, ticks.elapsed(j) - delay)
            let time = SpringFrames.snapped(raw, rate: rate)
            if time > cutoff { return grownSamples(delta: magnitude) }
            if time > threshold && isResting(at: time, magnitude: magnitude) {
                let step = min(SpringClock.steps(at: time, on: clock), SpringClock.maximumSteps)
                if step < prefix.states.count {
                    return SpringSamples(states: prefix.states, clock: clock, settleStep: step,
                                         settleTime: min(raw, time), comesToRest: true)
                }
                lock.lock(); defer { lock.unlock() }
                return SpringSamples(states: UnsafeBufferPointer(rebasing: states[0..<growth.count]), clock: clock,
                                     settleStep: min(step, growth.count - 1), settleTime: min(raw, time), comesToRest: true)
            }
            j += 1
        }
    }

    /// The normalised state after `step` steps (extending the table as needed).
    public func state(atStep step: Int) -> SpringState {
        if step >= 0 && step < prefix.states.count { return prefix.states[step] }
        lock.lock(); defer { lock.unlock() }
        while step >= growth.count && growth.count <= SpringClock.maximumSteps {
            growth.extend(by: 300, states: states, limits: stepLimit, spring: spring)
        }
        return states[min(step, growth.count - 1)]
    }

    /// The largest |Δ| for which a normalised state passes the settle test. Scaling by Δ
    /// scales x, v and F alike: the relative test (within 1 % of the move) does not depend
    /// on Δ, and the absolute one (v², F² ≤ 0.0036) holds up to 0.06 / max(|v|, |F|).
    static func restLimit(_ state: SpringState) -> Double {
        let remaining = 1 - state.x
        guard remaining * remaining <= 0.01 * 0.01 else { return 0 }
        let speed = max(abs(state.v), abs(state.force))
        return speed == 0 ? .infinity : 0.06 / speed
    }
}
