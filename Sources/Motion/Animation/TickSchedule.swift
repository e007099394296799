import Foundation

/// An animation under modifiers played the way SwiftUI plays it: one `animate` call per
/// drawn frame, each taking the decisions SwiftUI takes then.
///
/// - A repeat starts its next pass on the frame at which the pass it runs is found over,
///   and that frame still shows the pass's end (OpenSwiftUI `RepeatAnimation.swift` lines
///   127–139: when the base returns nil at time t, the state is reset, the pass index
///   grows, the next pass counts from t, and the frame shows the end value — the full move,
///   or zero for a reversed pass). A pass that ends between two frames is thus seen over
///   one frame later than its duration, and every pass starts on a frame.
/// - A bezier is over once its own time exceeds its duration (`BezierAnimation.swift`
///   line 489: `duration >= elapsed` keeps it running, so a pass ending exactly on a frame
///   shows its end there and is over on the next frame).
/// - A spring is at rest when the state it stepped to on a frame passes the settle test
///   (`FluidSpringAnimation.swift` lines 53–90); the repeat's reset restarts it from rest.
/// - A delay and a speed only map the frame's time (`DelayAnimation.swift` line 55,
///   `SpeedAnimation.swift` line 91).
///
/// Every repeat shares one state (index, start of the pass), as SwiftUI keys it by type
/// (`RepeatState`, `RepeatAnimation.swift` lines 153–167).
///
/// Between two frames (a time off the grid) the value is the animation evaluated at that
/// time with the state the last frame left, taking no decision: a pass found over there
/// shows its end, a spring is not tested.
final class TickSchedule: @unchecked Sendable {
    struct RepeatState: Equatable {
        var index = 0
        /// The pass's start, in the time the repeat sees.
        var offset = 0.0
        /// The run's tick at which it started (for a repeat that sees the run's own time).
        var tick = 0
    }

    enum Base {
        case bezier(UnitBezier, duration: Double)
        /// A spring from rest, tested for rest at `magnitude`.
        case spring(SpringTable, magnitude: Double)
        /// An infinitely stiff spring (response 0).
        case instant
    }

    let modifiers: [Animation.Modifier]
    let base: Base
    private var isSpring: Bool { if case .spring = base { return true } else { return false } }
    let ticks: FrameTicks
    /// Ticks simulated eagerly at most (an animation that has not ended by then counts as
    /// endless); a repeat forever is simulated as far as it is asked for.
    static let eagerTicks = 60 * 120

    private let lock = NSLock()
    /// Ticks at which the state changed, and the state after each (ascending).
    private var changeTicks: [Int] = []
    private var changeStates: [RepeatState] = []
    /// Ticks simulated so far (0..<simulated) and the state after the last.
    private var simulated = 0
    private var state = RepeatState()
    /// The run's tick at which the animation was found over, if it has been.
    private(set) var finishTick: Int?

    init(modifiers: [Animation.Modifier], base: Base, ticks: FrameTicks) {
        self.modifiers = modifiers
        self.base = base
        self.ticks = ticks
        // A repeat forever never ends: its frames are played as they are asked for. Anything
        // else is played now, to know the frame it ends on.
        let forever = modifiers.contains { if case .repeat(nil, _) = $0 { return true } else { return false } }
        endless = forever
        if !forever { simulate(through: Self.eagerTicks) }
    }

    /// Whether a repeat forever drives it (it has no end).
    private let endless: Bool

    /// Elapsed time at which the animation is over: its finishing tick (infinite when it is
    /// not over by the eager ticks and repeats forever, or never stops).
    var duration: Double { endless ? .infinity : finishTick.map { ticks.elapsed($0) } ?? .infinity }


    private func simulate(through last: Int) {
        while finishTick == nil && simulated <= last {
            let j = simulated
            var s = state
            if animate(level: modifiers.count - 1, time: ticks.elapsed(j), tick: j, state: &s, decide: true) == nil {
                finishTick = j
            }
            if s != state {
                changeTicks.append(j)
                changeStates.append(s)
                state = s
            }
            simulated += 1
        }
    }

    /// The state left after the run's tick `j` (the initial state for j < 0).
    private func state(after j: Int) -> RepeatState {
        if j >= simulated { simulate(through: j + 60 * 10) }
        var lo = 0, hi = changeTicks.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if changeTicks[mid] <= j { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? RepeatState() : changeStates[lo - 1]
    }

    /// The fraction of the move shown at elapsed time `e` (before the run is over).
    func fraction(at e: Double) -> Double {
        lock.lock(); defer { lock.unlock() }
        if let j = ticks.tick(at: e) {
            // On a frame: what that frame's call returned, from the state before it.
            var s = state(after: j - 1)
            return animate(level: modifiers.count - 1, time: ticks.elapsed(j), tick: j, state: &s, decide: true) ?? 1
        }
        var s = state(after: ticks.last(atOrBefore: e))
        return animate(level: modifiers.count - 1, time: e, tick: nil, state: &s, decide: false) ?? 1
    }

    /// SwiftUI's `animate` for the modifiers up to `level` (outermost last) at `time`: the
    /// fraction of the move, or nil once over. `tick` is the run's tick when `time` is that
    /// tick's elapsed time unchanged by any modifier; `decide` is true on a frame.
    private func animate(level: Int, time: Double, tick: Int?, state s: inout RepeatState, decide: Bool) -> Double? {
        guard level >= 0 else { return baseFraction(time, decide: decide) }
        switch modifiers[level] {
        case .delay(let d):
            return animate(level: level - 1, time: max(0, time - d), tick: nil, state: &s, decide: decide)
        case .speed(let speed):
            return animate(level: level - 1, time: time * speed, tick: nil, state: &s, decide: decide)
        case .repeat(let count, let autoreverses):
            // A spring steps to the frame's time less the pass's start, subtracted as SwiftUI does
            // (0.5297 at 0.8833 s for `spring(response: 0.4, dampingFraction: 0.6).repeatCount(2,
            // autoreverses: true)`: 25 steps into the pass from 0.8 s, not 26); a curve's end on a
            // frame is decided frame-exactly (`FrameTicks.span`).
            let passTime = tick.map { isSpring ? ticks.subtracted(from: s.tick, to: $0) : ticks.span(from: s.tick, to: $0) }
                ?? time - s.offset
            let reversed = autoreverses && s.index % 2 == 1
            if let f = animate(level: level - 1, time: passTime, tick: nil, state: &s, decide: decide) {
                return reversed ? 1 - f : f
            }
            guard decide else { return reversed ? 0 : 1 }
            s = RepeatState(index: s.index + 1, offset: time, tick: tick ?? 0)
            if let count, s.index >= count { return nil }
            return reversed ? 0 : 1
        }
    }

    private func baseFraction(_ time: Double, decide: Bool) -> Double? {
        switch base {
        case .bezier(let curve, let duration):
            guard duration > 0, duration >= time else { return decide || duration <= 0 ? nil : 1 }
            return curve(min(1, max(0, time / duration)))
        case .spring(let table, let magnitude):
            // The test reads the frame as a whole frame of the spring's time when it is one
            // (`SpringFrames.snapped`), as a spring's own frames on the grid do; the value
            // shown is the state at the time itself, as between frames.
            if decide && table.isResting(at: SpringFrames.snapped(time, rate: table.rate), magnitude: magnitude) {
                return nil
            }
            let step = min(SpringClock.steps(at: time, on: SpringClock.shared), SpringClock.maximumSteps)
            return table.state(atStep: step).x
        case .instant:
            if time > 0 { return decide ? nil : 1 }
            return 0
        }
    }
}
