/// Where the scene's frame ticks fall in the elapsed time of one run.
///
/// Ticks are the frames a device draws: scene time k / rate (`SpringFrames.perSecond`).
/// A run started at scene time `start` sees its first tick at the first k / rate ≥ start;
/// SwiftUI measures a frame's elapsed time as the frame's time less the animation's begin
/// time (OpenSwiftUI `AnimatableAttribute.swift` line 590, `time - beginTime`).
///
/// A run that starts on the grid (the scenes' events at whole frames, taps on a frame)
/// counts its ticks as exactly j / rate of its own time, so ties (a pass ending exactly on
/// a frame) fall as exact arithmetic says, not as a rounding of start + j / rate does.
public struct FrameTicks: Hashable, Sendable {
    /// Ticks a second.
    public let rate: Double
    /// Scene time the run's elapsed time counts from.
    public let start: Double
    /// Whether `start` lies on the grid: elapsed tick times are then j / rate.
    public let onGrid: Bool
    /// The scene tick index of the run's first tick (its tick 0).
    let first: Int

    /// The ticks of a run started at scene time `start`, `rate` ticks a second.
    public init(start: Double, rate: Double = SpringFrames.perSecond) {
        self.rate = rate
        self.start = start
        onGrid = SpringFrames.isOnGrid(start, rate: rate)
        if onGrid {
            first = Int(SpringFrames.nearest(start * rate))
        } else {
            var k = start >= 0 && start < 1e9 ? Int(start * rate) : Int((start * rate).rounded(.down))
            while Double(k) / rate < start { k += 1 }
            while k > 0 && Double(k - 1) / rate >= start { k -= 1 }
            first = k
        }
    }

    /// The elapsed time (since `start`) of the run's tick `j` (j ≥ 0).
    @inline(__always) public func elapsed(_ j: Int) -> Double {
        onGrid ? Double(j) / rate : Double(first + j) / rate - start
    }

    /// How close to a tick a time counts as that tick: a scene's tick k / rate less the run's
    /// start is its own tick j / rate only up to rounding.
    public static let slack = 1e-9

    /// The run's tick at elapsed time `e`, within `slack`, if `e` is one.
    public func tick(at e: Double) -> Int? {
        let j = last(atOrBefore: e + Self.slack)
        return j >= 0 && abs(elapsed(j) - e) <= Self.slack ? j : nil
    }

    /// The run's last tick at or before elapsed time `e` (−1 before its first tick).
    public func last(atOrBefore e: Double) -> Int {
        guard e >= elapsed(0) else { return -1 }
        guard e < 1e9 else { return Int.max / 4 }
        var j = max(0, Int((e - elapsed(0)) * rate))
        while j > 0 && elapsed(j) > e { j -= 1 }
        while elapsed(j + 1) <= e { j += 1 }
        return j
    }

    /// The elapsed time between the run's ticks `a` and `b` (b ≥ a), as a frame-exact clock
    /// measures it: (b − a) / rate on the grid (**our rule** for a tie, such as a pass ending
    /// exactly on a frame: a device's frame times carry none; we resolve it as exact arithmetic).
    @inline(__always) func span(from a: Int, to b: Int) -> Double {
        onGrid ? Double(b - a) / rate : elapsed(b) - elapsed(a)
    }

    /// The same as SwiftUI's repeat computes it: the two ticks' elapsed times subtracted
    /// (`RepeatAnimation` keeps the time its pass began and subtracts it from each frame's),
    /// rounding included. On the grid b / rate − a / rate can fall a hair below (b − a) / rate,
    /// and a spring whose clock accumulates `t += 1/300` from the pass's start then takes one step
    /// fewer, as real SwiftUI shows.
    @inline(__always) func subtracted(from a: Int, to b: Int) -> Double {
        elapsed(b) - elapsed(a)
    }
}
