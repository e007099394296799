import XCTest
@testable import Motion

/// SwiftUI takes some decisions on the frames it draws: a spring's rest, a repeat's next
/// pass. A small player written from those rules alone (one `animate` per 60 Hz frame,
/// SwiftUI's order of operations, none of Motion's tables or schedules) gives, frame by
/// frame, what a device shows; `AnimationRun` must agree on every frame and on the frame it
/// settles.
final class FrameDecisionTests: XCTestCase {
    /// One animation played frame by frame, as SwiftUI's `animate` calls do.
    struct Player {
        enum Base {
            case bezier(UnitBezier, duration: Double)
            case spring(response: Double, dampingFraction: Double)
        }
        let base: Base
        let modifiers: [Animation.Modifier]
        // The repeat's state: pass index, and the frame and time the pass began at.
        var pass = 0, passFrame = 0, passTime = 0.0
        // The spring's state, from rest.
        var x = 0.0, v = 0.0, force = 0.0, clock = 0.0

        init(_ animation: Animation) {
            switch animation.base {
            case .bezier(let curve, let d): base = .bezier(curve, duration: d)
            case .spring(let s): base = .spring(response: s.response, dampingFraction: s.dampingFraction)
            }
            modifiers = animation.modifiers
        }

        /// The fraction shown on frame `k` (time k/60), or nil once over.
        mutating func frame(_ k: Int) -> Double? {
            animate(modifiers.count - 1, time: Double(k) / 60, frame: k)
        }

        private mutating func animate(_ level: Int, time: Double, frame: Int?) -> Double? {
            if level < 0 { return baseValue(time) }
            switch modifiers[level] {
            case .delay(let d): return animate(level - 1, time: max(0, time - d), frame: nil)
            case .speed(let s): return animate(level - 1, time: time * s, frame: nil)
            case .repeat(let count, let autoreverses):
                // The outermost repeat counts whole frames since its pass began; a spring steps to
                // the frame's time less the pass's start time, subtracted as SwiftUI subtracts them.
                let elapsed = frame.map { isSpring ? Double($0) / 60 - Double(passFrame) / 60 : Double($0 - passFrame) / 60 }
                    ?? time - passTime
                let backwards = autoreverses && pass % 2 == 1
                if let f = animate(level - 1, time: elapsed, frame: nil) { return backwards ? 1 - f : f }
                pass += 1
                passFrame = frame ?? 0
                passTime = time
                x = 0; v = 0; force = 0; clock = 0
                if let count, pass >= count { return nil }
                return backwards ? 0 : 1
            }
        }

        private var isSpring: Bool { if case .spring = base { return true } else { return false } }

        private mutating func baseValue(_ time: Double) -> Double? {
            switch base {
            case .bezier(let curve, let d):
                guard d > 0, d >= time else { return nil }
                return curve(min(1, max(0, time / d)))
            case .spring(let r, let zeta):
                let k = min(pow(2 * Double.pi / r, 2), 45000), c = 2 * k.squareRoot() * zeta
                while clock < time {
                    let h = force * (1.0 / 600.0) + v
                    x += h * (1.0 / 300.0)
                    force = h * -c + (1 - x) * k
                    v = force * (1.0 / 600.0) + h
                    clock += 1.0 / 300.0
                }
                if max(v * v, force * force) <= 0.0036 && 0.01 * 0.01 >= (1 - x) * (1 - x) { return nil }
                return x
            }
        }
    }

    /// Plays `spec` for `frames` frames (or until it ends): the values shown and the frame it ends on.
    private func play(_ animation: Animation, frames: Int) -> (values: [Double], end: Int?) {
        var player = Player(animation)
        var values: [Double] = []
        for k in 0..<frames {
            guard let f = player.frame(k) else { return (values + [1], k) }
            values.append(f)
        }
        return (values, nil)
    }

    private func check(_ spec: String, frames: Int = 600, end expected: Double? = nil,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let animation = try AnimationSyntax.parse(spec)
        let run = AnimationRun(animation, delta: 1)
        let (values, end) = play(animation, frames: frames)
        for (k, value) in values.enumerated() {
            XCTAssertEqual(run.value(at: Double(k) / 60, from: 0, to: 1), value, accuracy: 1e-12,
                           "\(spec) frame \(k)", file: file, line: line)
        }
        if let end {
            XCTAssertEqual(run.duration, Double(end) / 60, accuracy: 1e-12, "\(spec) ends", file: file, line: line)
            if let expected { XCTAssertEqual(Double(end) / 60, expected, accuracy: 1e-9, spec, file: file, line: line) }
        } else {
            XCTAssertEqual(run.duration, .infinity, "\(spec) never ends", file: file, line: line)
        }
    }

    func testARepeatStartsEachPassOnTheFrameTheLastIsFoundOver() throws {
        // 0.35 s a pass; the pass is found over on frame 22 and the next begins there: 1.10 s, not 1.05.
        try check("easeInOut(duration: 0.5).delay(0.2).speed(2).repeatCount(3, autoreverses: true)", end: 1.1)
        try check("linear(duration: 0.25).repeatCount(4, autoreverses: false)", end: 64.0 / 60)
        // Forever: one frame further behind the exact period every pass.
        try check("easeIn(duration: 0.3).repeatForever(autoreverses: false)", frames: 400)
        try check("easeInOut(duration: 0.45).repeatForever()", frames: 400)
        try check("linear(duration: 0.2).repeatForever(autoreverses: true).delay(0.05)", frames: 300)
        try check("linear(duration: 0.2).delay(0.1).repeatCount(3, autoreverses: true)")
    }

    func testARepeatedSpringRestsOnAFrameEachPass() throws {
        try check("spring(response: 0.2, dampingFraction: 0.5).repeatCount(3, autoreverses: true)")
        try check("spring(response: 0.3, dampingFraction: 0.7).speed(1.5).repeatForever(autoreverses: false)", frames: 300)
    }

    func testASpedSpringRestsOnTheScenesFrames() throws {
        try check("spring(response: 0.2, dampingFraction: 0.5).speed(0.25)", end: 1.95)
        try check("spring(response: 0.3, dampingFraction: 0.3).speed(2)", end: 0.65)
        try check("spring(response: 0.25, dampingFraction: 0.7).speed(1.5).delay(0.1)")
        try check("spring(response: 0.4, dampingFraction: 0.6).delay(0.1).speed(3)")
    }

    func testASpringDelayedOffTheGridRestsOnTheScenesFrames() throws {
        for delay in [0.013, 0.0071, 0.205] {
            try check("spring(response: 0.3, dampingFraction: 0.6).delay(\(delay))")
            try check("spring(response: 0.2, dampingFraction: 0.5).delay(\(delay))")
        }
    }

    /// A spring started between frames is tested on the scene's frames, which fall off its own grid.
    func testASpringStartedBetweenFramesRestsOnTheScenesFrames() {
        let spring = Animation.spring(response: 0.3, dampingFraction: 0.6)
        for start in [0.01, 1.0 / 120, 0.3049] {
            let run = AnimationRun(spring, delta: 1, start: start)
            // The scene's frames after the start, in the run's own time.
            let first = Int((start * 60).rounded(.up))
            var player = Player(spring)
            var end: Double?
            for k in first..<(first + 120) {
                let e = Double(k) / 60 - start
                var probe = player
                // The player's frames are its own k/60; step its spring to e by hand instead.
                guard let value = probe.springValue(at: e) else { end = e; break }
                player = probe
                XCTAssertEqual(run.value(at: e, from: 0, to: 1), value, accuracy: 1e-12, "start \(start) frame \(k)")
            }
            XCTAssertEqual(run.duration, end ?? -1, accuracy: 1e-12, "start \(start)")
        }
    }

    /// Off by default: a new animation counts from the change. On: it shows its start value on
    /// the frame the change lands on and the next, and counts its time from that next frame;
    /// a change merging into a running spring keeps the running clock.
    func testTheFirstFrameHoldIsASwitch() {
        let linear = Animation.linear(duration: 0.5)
        var plain = AnimatedValue(0)
        plain.set(10, at: 0.005, animation: linear)
        XCTAssertEqual(plain.value(at: 0.255), 5, accuracy: 1e-9)
        XCTAssertFalse(AnimationStart.holdsFirstFrames)

        AnimationStart.holdsFirstFrames = true
        defer { AnimationStart.holdsFirstFrames = false }
        var held = AnimatedValue(0)
        held.set(10, at: 0.005, animation: linear)      // lands on frame 1 (1/60 s); the clock starts on frame 2
        XCTAssertEqual(held.value(at: 1.0 / 60), 0)
        XCTAssertEqual(held.value(at: 2.0 / 60), 0)
        XCTAssertEqual(held.value(at: 3.0 / 60), 10.0 / 30, accuracy: 1e-9)
        XCTAssertEqual(held.value(at: 2.0 / 60 + 0.25), 5, accuracy: 1e-9)
        XCTAssertEqual(held.runs.first?.start, 2.0 / 60)
        // A change on a frame lands on that frame.
        var onFrame = AnimatedValue(0)
        onFrame.set(10, at: 0, animation: linear)
        XCTAssertEqual(onFrame.runs.first?.start, 1.0 / 60)
        // Merging keeps the running spring's clock.
        var spring = AnimatedValue(0)
        spring.set(10, at: 0, animation: .spring(response: 0.3, dampingFraction: 0.8))
        spring.set(20, at: 0.1, animation: .spring(response: 0.3, dampingFraction: 0.8))
        XCTAssertEqual(spring.runs.count, 1)
        XCTAssertEqual(spring.runs.first?.start, 1.0 / 60)
    }

    /// A spring merging into a chain that began between frames steps to, and rests on, the
    /// scene's frames (ReferenceSpring: SwiftUI's merge, frames at the chain's own times).
    func testAMergeOffTheGridStepsToTheScenesFrames() {
        let start = 0.01, change = 0.21
        var track = AnimatedValue(0)
        track.set(50, at: start, animation: .spring(response: 0.5, dampingFraction: 0.8))
        var reference = ReferenceSpring(response: 0.5, dampingFraction: 0.8, delta: 50)
        var k = 1
        while Double(k) / 60 < change {
            XCTAssertEqual(track.value(at: Double(k) / 60), reference.frame(at: Double(k) / 60 - start), accuracy: 1e-9)
            k += 1
        }
        track.set(80, at: change, animation: .spring(response: 0.3, dampingFraction: 0.7))
        reference.merge(at: change - start, delta: 80, response: 0.3, dampingFraction: 0.7)
        var end: Double?
        while k < 300 {
            let t = Double(k) / 60
            let shown = reference.frame(at: t - start)
            XCTAssertEqual(track.value(at: t), shown, accuracy: 1e-9, "frame \(k)")
            if reference.isDone && end == nil { end = t }
            k += 1
        }
        XCTAssertEqual(track.endTime, end ?? -1, accuracy: 1e-9)
    }

    func testResponseZeroSnapsToItsTarget() {
        let run = AnimationRun(.spring(response: 0, dampingFraction: 1), delta: 40)
        XCTAssertEqual(run.duration, 0)
        XCTAssertEqual(run.value(at: 0, from: 10, to: 50), 50)
        let delayed = AnimationRun(Animation.spring(response: 0, dampingFraction: 0.5).delay(0.1), delta: 40)
        XCTAssertEqual(delayed.value(at: 0.05, from: 10, to: 50), 10)
        XCTAssertEqual(delayed.value(at: 0.1, from: 10, to: 50), 50)
        XCTAssertEqual(delayed.duration, 0.1)
        // A spring merging into an infinitely stiff one is at the new target at once.
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.8))
        track.set(30, at: 0.2, animation: .spring(response: 0, dampingFraction: 1))
        XCTAssertEqual(track.value(at: 0.2), 30)
        XCTAssertFalse(track.isAnimating(at: 0.21))
    }
}

extension FrameDecisionTests.Player {
    /// The spring base alone stepped to `time` and tested, as a frame at that time does.
    mutating func springValue(at time: Double) -> Double? {
        if case .spring = base { return frameAt(time) }
        return nil
    }

    private mutating func frameAt(_ time: Double) -> Double? {
        guard case .spring(let r, let zeta) = base else { return nil }
        let k = min(pow(2 * Double.pi / r, 2), 45000), c = 2 * k.squareRoot() * zeta
        while clock < time {
            let h = force * (1.0 / 600.0) + v
            x += h * (1.0 / 300.0)
            force = h * -c + (1 - x) * k
            v = force * (1.0 / 600.0) + h
            clock += 1.0 / 300.0
        }
        if max(v * v, force * force) <= 0.0036 && 0.01 * 0.01 >= (1 - x) * (1 - x) { return nil }
        return x
    }
}
