/// The fluid spring's step clock: the time after each 1/300 s step, accumulated the way
/// SwiftUI accumulates it (`t += 1/300`), rounding included.
///
/// The rounding matters: the accumulated clock runs a hair behind n/300, so at a frame
/// time such as 0.1 s SwiftUI has taken 31 steps, not 30. To show elapsed time e the
/// integrator steps while its clock is < e, so the state shown is the first step whose
/// clock is ≥ e.
public enum SpringClock {
    /// Longest trajectory kept (120 s); an undamped spring counts as settled there.
    public static let maximumSteps = 300 * 120

    /// Clock values from 0: `shared[n]` is the time after n steps of a spring started at 0.
    /// Allocated once and never freed, so trajectories can read it without reference counting.
    public static let shared: UnsafeBufferPointer<Double> = {
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: maximumSteps + 1)
        fill(buffer, from: 0)
        return UnsafeBufferPointer(buffer)
    }()

    /// Fills `clock` with the times of a spring whose integration (re)starts at `origin`.
    public static func fill(_ clock: UnsafeMutableBufferPointer<Double>, from origin: Double) {
        var t = origin
        for i in clock.indices {
            clock[i] = t
            t += FluidSpring.step
        }
    }

    /// The number of steps taken to show time `time` on `clock`: the first n with
    /// clock[n] ≥ time, or `clock.count` past its end.
    @inline(__always)
    public static func steps(at time: Double, on c: UnsafeBufferPointer<Double>) -> Int {
        guard let first = c.first, time > first else { return 0 }
        // n/300 is within a few ulps of the accumulated clock: start there and correct.
        // Any start gives the same answer; ⌈x⌉ is taken by truncation because `rounded(.up)`
        // is a call into libm on a baseline x86-64 target, and this runs per track per frame.
        let estimate = (time - first) * 300
        var n = c.count - 1
        if estimate < Double(n) {
            let whole = Int(estimate)
            n = Double(whole) < estimate ? whole + 1 : whole
        }
        if n == c.count - 1 && c[n] < time { return c.count }
        while n > 0 && c[n - 1] >= time { n -= 1 }
        while n < c.count && c[n] < time { n += 1 }
        return n
    }
}
