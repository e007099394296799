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
    /// Spring time of the first frame at which SwiftUI counts a move as logically complete
    /// (it checks elapsed ≥ response on the frames it renders), before capping at rest.
    let logicallyCompleteTime: Double
    private let lock = NSLock()
    /// Normalised states; index n is the state after n steps.
    private let states: UnsafeMutableBufferPointer<SpringState>
    /// The prefix written before the table was shared: states [0, readyCount) and the
    /// rest limits of frames [0, readyLimits.count) never change, so they are read unlocked.
    private let readyCount: Int
    private let readyLimits: [Double]
    /// How far the table has grown since (read and written under `lock`).
    private var growth: Growth

    /// Moves up to this size start from the fixed prefix (points on any screen, opacities, scales).
    static let readyMagnitude = 1e6
    /// …unless the spring is so lightly damped that covering them takes longer than this.
    static let readySteps = 300 * 10

    private init(spring: FluidSpring) {
        self.spring = spring
        logicallyCompleteTime = SpringFrames.time(SpringFrames.first(after: spring.response.nextDown))
        states = .allocate(capacity: SpringClock.maximumSteps + 1)
        states[0] = SpringState()
        var growth = Growth()
        while growth.frameLimit[growth.frameLimit.count - 1] < Self.readyMagnitude && growth.count <= Self.readySteps {
            growth.extend(by: 300, states: states, spring: spring)
        }
        readyCount = growth.count
        readyLimits = growth.frameLimit
        self.growth = growth
    }

    deinit { states.deallocate() }

    nonisolated(unsafe) private static var cache: [FluidSpring: SpringTable] = [:]
    private static let cacheLock = NSLock()

    /// The table for `spring` (its blendDuration does not matter).
    public static func shared(for spring: FluidSpring) -> SpringTable {
        let key = FluidSpring(response: spring.response, dampingFraction: spring.dampingFraction)
        cacheLock.lock(); defer { cacheLock.unlock() }
        if let table = cache[key] { return table }
        let table = SpringTable(spring: key)
        cache[key] = table
        return table
    }

    /// The trajectory of a move of size `delta` from rest, up to the frame where it rests.
    public func trajectory(delta: Double) -> SpringTrajectory {
        SpringTrajectory(table: self, samples: samples(delta: delta), scale: delta)
    }

    /// The normalised states a move of size `delta` from rest reads, up to the frame where it rests.
    @inline(__always)
    func samples(delta: Double) -> SpringSamples {
        let magnitude = abs(delta)
        // Within the fixed prefix (NaN is not): no lock, and the same answer the grown table gives.
        guard magnitude <= readyLimits[readyLimits.count - 1] else { return grownSamples(delta: delta) }
        let frame = Self.firstFrame(in: readyLimits, reaching: magnitude)
        return samples(frame: frame, written: readyCount, comesToRest: true)
    }

    /// `samples(delta:)` for a move beyond the fixed prefix: grows the table under the lock.
    @inline(never)
    private func grownSamples(delta: Double) -> SpringSamples {
        let frame = restFrame(delta: delta)
        lock.lock(); defer { lock.unlock() }
        let limits = growth.frameLimit
        return samples(frame: frame, written: growth.count,
                       comesToRest: limits[min(frame, limits.count - 1)] >= abs(delta))
    }

    /// The states up to frame `frame`, of which `written` are written.
    @inline(__always)
    private func samples(frame: Int, written: Int, comesToRest: Bool) -> SpringSamples {
        let time = SpringFrames.time(frame)
        let step = min(SpringClock.steps(at: time, on: SpringClock.shared), SpringClock.maximumSteps)
        return SpringSamples(states: UnsafeBufferPointer(rebasing: states[0..<written]), clock: SpringClock.shared,
                             settleStep: min(step, written - 1), settleTime: time, comesToRest: comesToRest)
    }

    /// The first frame at which a move of size `delta` passes the settle test (the value
    /// then snaps to its target), or the frame at `SpringClock.maximumSteps` if none does.
    public func restFrame(delta: Double) -> Int {
        let magnitude = abs(delta)
        lock.lock(); defer { lock.unlock() }
        while growth.frameLimit[growth.frameLimit.count - 1] < magnitude && growth.count <= SpringClock.maximumSteps {
            growth.extend(by: 300, states: states, spring: spring)
        }
        let limits = growth.frameLimit
        if limits[limits.count - 1] < magnitude { return limits.count - 1 }
        return Self.firstFrame(in: limits, reaching: magnitude)
    }

    /// The first index of `limits` (a running maximum whose last entry is ≥ `magnitude`)
    /// that is at least `magnitude`.
    @inline(__always)
    private static func firstFrame(in limits: [Double], reaching magnitude: Double) -> Int {
        var lo = 0, hi = limits.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if limits[mid] >= magnitude { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The normalised state after `step` steps (extending the table as needed).
    public func state(atStep step: Int) -> SpringState {
        if step < readyCount { return states[step] }
        lock.lock(); defer { lock.unlock() }
        while step >= growth.count && growth.count <= SpringClock.maximumSteps {
            growth.extend(by: 300, states: states, spring: spring)
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
