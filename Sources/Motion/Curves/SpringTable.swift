import Foundation

/// The normalised (Δ = 1) trajectory of a fluid spring, one entry per 1/300 s step.
///
/// Built once per spring on first use and extended on demand; evaluation is a lookup.
public final class SpringTable: @unchecked Sendable {
    /// Longest trajectory kept: an undamped spring is treated as settled after this.
    public static let maximumSteps = 300 * 120

    public let spring: FluidSpring
    private let lock = NSLock()
    /// Normalised offsets x/Δ after each step; index 0 is the start. Storage for the longest
    /// trajectory is reserved at once (the system backs only the pages written), so entries
    /// never move and, once written, never change: runs read them without the lock.
    let offsets: UnsafeMutablePointer<Double>
    private var count = 1
    /// Largest |Δ| for which the spring counts as settled at each step (running maximum).
    private var settleLimit: [Double] = [0]
    private var state = SpringState()

    private static let capacity = maximumSteps + 301

    private init(spring: FluidSpring) {
        self.spring = spring
        offsets = .allocate(capacity: Self.capacity)
        offsets[0] = 0
    }

    deinit { offsets.deallocate() }

    nonisolated(unsafe) private static var cache: [FluidSpring: SpringTable] = [:]
    private static let cacheLock = NSLock()

    /// The table for `spring`, shared by every track that uses it.
    public static func shared(for spring: FluidSpring) -> SpringTable {
        let key = FluidSpring(response: spring.response, dampingFraction: spring.dampingFraction)
        cacheLock.lock(); defer { cacheLock.unlock() }
        if let table = cache[key] { return table }
        let table = SpringTable(spring: key)
        cache[key] = table
        return table
    }

    /// The step at which a move of size `delta` settles (the value then snaps to its target).
    public func settleStep(delta: Double) -> Int {
        let magnitude = abs(delta)
        if magnitude == 0 { return 0 }
        lock.lock(); defer { lock.unlock() }
        while settleLimit[settleLimit.count - 1] < magnitude && count <= Self.maximumSteps {
            extend(by: 300)
        }
        // settleLimit is non-decreasing: binary search the first step that admits |Δ|.
        var lo = 0, hi = settleLimit.count - 1
        if settleLimit[hi] < magnitude { return hi }
        while lo < hi {
            let mid = (lo + hi) / 2
            if settleLimit[mid] >= magnitude { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The normalised offset after `step` steps.
    public func offset(atStep step: Int) -> Double {
        lock.lock(); defer { lock.unlock() }
        while step >= count && count <= Self.maximumSteps { extend(by: 300) }
        return offsets[min(step, count - 1)]
    }

    /// The normalised offset after `step` steps, for a step below a settle step this table
    /// has returned (so already written): no lock.
    @inline(__always) public func tabulatedOffset(atStep step: Int) -> Double { offsets[step] }

    /// The number of steps shown at elapsed time `e`: the first step at or after `e`.
    @inline(__always)
    public static func steps(at elapsed: Double) -> Int {
        elapsed <= 0 ? 0 : Int((elapsed * 300 - 1e-9).rounded(.up))
    }

    private func extend(by steps: Int) {
        let k = spring.stiffness, c = spring.damping
        for _ in 0..<steps {
            state.step(delta: 1, stiffness: k, damping: c)
            offsets[count] = state.x
            count += 1
            // With Δ scaling x, v and F alike, the spring is settled for every |Δ| up to
            // 0.06 / max(|v|, |F|) once the relative test (1 % of the move) holds.
            let remaining = 1 - state.x
            var limit = 0.0
            if remaining * remaining <= 1e-4 {
                let speed = max(abs(state.v), abs(state.force))
                limit = speed == 0 ? .infinity : 0.06 / speed
            }
            settleLimit.append(max(limit, settleLimit[settleLimit.count - 1]))
        }
    }
}
