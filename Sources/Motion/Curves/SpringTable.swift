import Foundation

/// The normalised (Δ = 1) trajectory of a fluid spring started at rest, one state per
/// 1/300 s step, shared by every track that uses the same (response, dampingFraction).
///
/// Built on first use and extended on demand. A move of size Δ takes an immutable
/// snapshot (`SpringTrajectory`) and evaluates it without locks; when it comes to rest is
/// looked up per |Δ|, since the rest thresholds are absolute.
public final class SpringTable: @unchecked Sendable {
    public let spring: FluidSpring
    private let lock = NSLock()
    /// Normalised states; index n is the state after n steps.
    private var states: [SpringState] = [SpringState()]
    /// For each frame (`SpringFrames`), the largest |Δ| for which the move has come to
    /// rest by that frame (a running maximum).
    private var frameLimit: [Double] = [0]
    private var state = SpringState()

    private init(spring: FluidSpring) { self.spring = spring }

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
        return SpringTrajectory(normalised: states, spring: spring, scale: delta, settleStep: step, settleTime: time)
    }

    /// The first frame at which a move of size `delta` passes the settle test (the value
    /// then snaps to its target), or the frame at `SpringClock.maximumSteps` if none does.
    public func restFrame(delta: Double) -> Int {
        let magnitude = abs(delta)
        lock.lock(); defer { lock.unlock() }
        while frameLimit[frameLimit.count - 1] < magnitude && states.count <= SpringClock.maximumSteps {
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
        while step >= states.count && states.count <= SpringClock.maximumSteps { extend(by: 300) }
        return states[min(step, states.count - 1)]
    }

    private func extend(by count: Int) {
        let k = spring.stiffness, c = spring.damping
        let clock = SpringClock.shared
        states.reserveCapacity(states.count + count)
        for _ in 0..<count where states.count < clock.count {
            state.step(delta: 1, stiffness: k, damping: c)
            states.append(state)
            // Frames whose time falls in this step's interval show this step.
            let now = clock[states.count - 1]
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
