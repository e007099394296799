import Foundation

/// The normalised (Δ = 1) trajectory of a fluid spring started at rest, one state per
/// 1/300 s step, shared by every track that uses the same (response, dampingFraction).
///
/// Built on first use and extended on demand, in place: the states live in one buffer
/// sized for the longest trajectory (pages are only touched as it grows), so a move of
/// size Δ reads the steps written before it started without locks. When a move comes to
/// rest is looked up per |Δ|, since the rest thresholds are absolute. Tables are kept for
/// the life of the process.
public final class SpringTable: @unchecked Sendable {
    /// The spring tabulated (blendDuration 0).
    public let spring: FluidSpring
    private let lock = NSLock()
    /// Normalised states; index n is the state after n steps. `count` are written.
    private let states: UnsafeMutableBufferPointer<SpringState>
    private var count = 1
    /// For each frame (`SpringFrames`), the largest |Δ| for which the move has come to
    /// rest by that frame (a running maximum).
    private var frameLimit: [Double] = [0]
    private var state = SpringState()

    private init(spring: FluidSpring) {
        self.spring = spring
        states = .allocate(capacity: SpringClock.maximumSteps + 1)
        states[0] = SpringState()
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
        let frame = restFrame(delta: delta)
        let time = SpringFrames.time(frame)
        let step = min(SpringClock.steps(at: time, on: SpringClock.shared), SpringClock.maximumSteps)
        lock.lock(); defer { lock.unlock() }
        let samples = SpringSamples(states: UnsafeBufferPointer(rebasing: states[0..<count]), clock: SpringClock.shared,
                                    settleStep: min(step, count - 1), settleTime: time,
                                    comesToRest: frameLimit[min(frame, frameLimit.count - 1)] >= abs(delta))
        return SpringTrajectory(table: self, samples: samples, scale: delta)
    }

    /// The first frame at which a move of size `delta` passes the settle test (the value
    /// then snaps to its target), or the frame at `SpringClock.maximumSteps` if none does.
    public func restFrame(delta: Double) -> Int {
        let magnitude = abs(delta)
        lock.lock(); defer { lock.unlock() }
        while frameLimit[frameLimit.count - 1] < magnitude && count <= SpringClock.maximumSteps {
            extend(by: 300)
        }
        var lo = 0, hi = frameLimit.count - 1
        if frameLimit[hi] < magnitude { return hi }
        while lo < hi {
            let mid = (lo + hi) / 2
            if frameLimit[mid] >= magnitude { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The normalised state after `step` steps (extending the table as needed).
    public func state(atStep step: Int) -> SpringState {
        lock.lock(); defer { lock.unlock() }
        while step >= count && count <= SpringClock.maximumSteps { extend(by: 300) }
        return states[min(step, count - 1)]
    }

    private func extend(by steps: Int) {
        let k = spring.stiffness, c = spring.damping
        let clock = SpringClock.shared
        for _ in 0..<steps where self.count < states.count {
            state.step(delta: 1, stiffness: k, damping: c)
            states[self.count] = state
            self.count += 1
            // Frames whose time falls in this step's interval show this step.
            let now = clock[self.count - 1]
            while SpringFrames.time(frameLimit.count) <= now {
                frameLimit.append(max(Self.restLimit(state), frameLimit[frameLimit.count - 1]))
            }
        }
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
