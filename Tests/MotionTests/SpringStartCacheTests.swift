import XCTest
@testable import Motion

/// What a spring start reads without looking it up again: the table an animation value
/// resolved, the table's fixed prefix, and the inline timing of one delay.
final class SpringStartCacheTests: XCTestCase {
    private let times = (0...90).map { Double($0) / 60 } + [0.001, 0.2049, 1.0 / 3, 0.75, 2.5]

    private func values(_ run: AnimationRun, from: Double = 0, to: Double) -> [Double] {
        times.map { run.value(at: $0, from: from, to: to) }
    }

    func testEqualSpringsShareOneTableAndGiveIdenticalValues() {
        let a = Animation.spring(response: 0.37, dampingFraction: 0.71)
        let b = Animation.spring(response: 0.37, dampingFraction: 0.71, blendDuration: 0.4).delay(0)
        XCTAssertNotNil(a.springTable)
        XCTAssertTrue(a.springTable === b.springTable, "equal springs (blendDuration aside) share a table")
        XCTAssertTrue(a.springTable === FluidSpring(response: 0.37, dampingFraction: 0.71).table)
        XCTAssertTrue(a.delay(0.1).speed(2).springTable === a.springTable, "modifiers carry the table along")
        let ra = AnimationRun(a, delta: 42), rb = AnimationRun(Animation.spring(response: 0.37, dampingFraction: 0.71),
                                                                delta: 42)
        XCTAssertEqual(values(ra, to: 42), values(rb, to: 42))
        XCTAssertEqual(ra.duration, rb.duration)
        XCTAssertEqual(ra.logicalDuration, rb.logicalDuration)
    }

    func testDifferentSpringsDoNotShareATable() {
        let a = Animation.spring(response: 0.37, dampingFraction: 0.71)
        let b = Animation.spring(response: 0.37, dampingFraction: 0.72)
        let c = Animation.spring(response: 0.38, dampingFraction: 0.71)
        XCTAssertFalse(a.springTable === b.springTable)
        XCTAssertFalse(a.springTable === c.springTable)
        XCTAssertEqual(b.springTable?.spring.dampingFraction, 0.72)
        XCTAssertEqual(c.springTable?.spring.response, 0.38)
        XCTAssertNotEqual(values(AnimationRun(a, delta: 1), to: 1), values(AnimationRun(b, delta: 1), to: 1))
        XCTAssertNil(Animation.easeInOut.springTable)
    }

    func testChangingTheBaseResolvesItsTableAgain() {
        var a = Animation.spring(response: 0.37, dampingFraction: 0.71).delay(0.1)
        let other = FluidSpring(response: 0.2, dampingFraction: 0.5)
        a.base = .spring(other)
        XCTAssertTrue(a.springTable === other.table)
        XCTAssertEqual(values(AnimationRun(a, delta: 5), to: 5),
                       values(AnimationRun(Animation.spring(response: 0.2, dampingFraction: 0.5).delay(0.1), delta: 5),
                              to: 5))
        a.base = .bezier(.linear, duration: 1)
        XCTAssertNil(a.springTable)
        XCTAssertEqual(AnimationRun(a, delta: 1).value(at: 0.6, from: 0, to: 1), 0.5, accuracy: 1e-12)
    }

    func testEqualityAndHashingFollowBaseAndModifiersOnly() {
        let a = Animation.spring(response: 0.37, dampingFraction: 0.71).delay(0.1)
        let b = Animation(.spring(FluidSpring(response: 0.37, dampingFraction: 0.71)), modifiers: [.delay(0.1)])
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, a.delay(0))
        XCTAssertNotEqual(a, Animation.spring(response: 0.37, dampingFraction: 0.71, blendDuration: 1).delay(0.1))
        XCTAssertEqual(Set([a, b, a.speed(2)]).count, 2)
    }

    /// One delay is applied inline; `.speed(1)` after it forces the general modifier walk,
    /// which maps time identically. Both must agree to the bit, with and without a delay.
    func testTheInlineDelayAgreesWithTheModifierWalk() {
        for spring in [Animation.spring(response: 0.5, dampingFraction: 0.8), .spring(response: 0.2, dampingFraction: 0.5),
                       .easeInOut(duration: 0.4)] {
            for d in [0.0, 0.013, 0.1, 0.2] {
                let inline = d == 0 ? spring : spring.delay(d)
                let walked = inline.speed(1)
                XCTAssertEqual(RunCurve.lead(of: inline.modifiers).0, d == 0 ? .direct : .delay)
                XCTAssertEqual(RunCurve.lead(of: walked.modifiers).0, .modifiers)
                for delta in [-24.0, 0.35, 1, 600] {
                    let a = AnimationRun(inline, delta: delta), b = AnimationRun(walked, delta: delta)
                    XCTAssertEqual(a.duration, b.duration, "\(inline) Δ \(delta)")
                    XCTAssertEqual(a.logicalDuration, b.logicalDuration, "\(inline) Δ \(delta)")
                    XCTAssertEqual(values(a, from: 3, to: 3 + delta), values(b, from: 3, to: 3 + delta),
                                   "\(inline) Δ \(delta)")
                }
            }
        }
        XCTAssertEqual(RunCurve.lead(of: [.delay(0.1), .delay(0.2)]).0, .modifiers)
        XCTAssertEqual(RunCurve.lead(of: [.speed(2)]).0, .modifiers)
        XCTAssertEqual(RunCurve.lead(of: [.delay(0.25)]).1, 0.25)
    }

    /// Starts within the fixed prefix read it unlocked; larger moves grow the table. Either
    /// way a move settles on the frame the locked search finds, and growing the table
    /// later changes nothing for moves already covered.
    func testThePrefixAndTheGrownTableAgree() {
        let spring = FluidSpring(response: 0.29, dampingFraction: 0.63)
        let table = spring.table
        let small = AnimationRun(.spring(response: 0.29, dampingFraction: 0.63), delta: 80)
        let before = values(small, to: 80)
        for delta in [0.0, 1e-9, 0.5, 80, -3000, 1e6, 1e9, 1e15] {
            let samples = table.samples(delta: delta)
            XCTAssertEqual(samples.settleTime, SpringFrames.time(table.restFrame(delta: delta)), "Δ \(delta)")
            // So large a move ends in round-off before it rests, and is cut off at 120 s.
            XCTAssertEqual(samples.comesToRest, abs(delta) < 1e12, "Δ \(delta)")
            XCTAssertEqual(samples.settleStep, SpringClock.steps(at: samples.settleTime, on: SpringClock.shared))
            XCTAssertEqual(table.trajectory(delta: delta).settleTime, samples.settleTime)
        }
        XCTAssertLessThan(table.samples(delta: 1e6).settleTime, table.samples(delta: 1e9).settleTime)
        XCTAssertEqual(table.samples(delta: 1e15).settleTime, Double(SpringClock.maximumSteps) / 300, accuracy: 1.0 / 60)
        let again = AnimationRun(.spring(response: 0.29, dampingFraction: 0.63), delta: 80)
        XCTAssertEqual(values(again, to: 80), before)
        XCTAssertEqual(again.duration, small.duration)
        for step in [0, 1, 31, 299, 2000] {
            var state = SpringState()
            for _ in 0..<step { state.step(delta: 1, stiffness: spring.stiffness, damping: spring.damping) }
            XCTAssertEqual(table.state(atStep: step), state, "step \(step)")
        }
    }

    /// The unlocked read of the prefix and the locked read of the grown table agree on
    /// every move the prefix covers, and the prefix declines the moves it does not.
    func testThePrefixReadsWhatTheLockedTableReads() {
        for spring in [FluidSpring(response: 0.5, dampingFraction: 0.8), FluidSpring(response: 0.2, dampingFraction: 0.5),
                       FluidSpring(response: 1, dampingFraction: 1), FluidSpring(response: 0.6, dampingFraction: 0.05)] {
            let table = spring.table
            let animation = Animation(.spring(spring))
            XCTAssertEqual(animation.springPrefix?.states.baseAddress, table.prefix.states.baseAddress)
            XCTAssertEqual(animation.delay(0.3).springPrefix?.frames.baseAddress, table.prefix.frames.baseAddress)
            var delta = 1e-6
            while delta < 1e8 {
                for d in [delta, -delta * 1.7] {
                    let locked = table.grownSamples(delta: d)
                    guard let fast = table.prefix.samples(delta: d) else {
                        XCTAssertGreaterThan(abs(d), table.prefix.frames[table.prefix.frames.count - 1].restLimit)
                        continue
                    }
                    XCTAssertEqual(fast.settleTime, locked.settleTime, "\(spring) Δ \(d)")
                    XCTAssertEqual(fast.settleStep, locked.settleStep, "\(spring) Δ \(d)")
                    XCTAssertEqual(fast.comesToRest, locked.comesToRest, "\(spring) Δ \(d)")
                    XCTAssertEqual(fast.states.baseAddress, locked.states.baseAddress)
                }
                delta *= 3.1
            }
            XCTAssertNil(table.prefix.samples(delta: .nan))
            XCTAssertEqual(AnimationRun(animation, delta: .nan).duration, AnimationRun(animation, delta: .nan).duration)
        }
        XCTAssertNotNil(FluidSpring(response: 0.5, dampingFraction: 0.8).table.prefix.samples(delta: 1e6),
                        "a well-damped spring's prefix covers the moves scenes make")
    }

    /// The step count does not depend on where its search starts: a linear scan agrees.
    func testStepsAtATimeMatchAScanOfTheClock() {
        var random = SeededRandom(seed: 7)
        let merged = UnsafeMutableBufferPointer<Double>.allocate(capacity: 400)
        defer { merged.deallocate() }
        SpringClock.fill(merged, from: 0.2049)
        for clock in [SpringClock.shared, UnsafeBufferPointer(merged)] {
            let end = clock[clock.count - 1]
            var times = [clock[0], clock[1], clock[17], clock[17].nextUp, clock[17].nextDown, end, end.nextUp, end + 1]
            for _ in 0..<500 { times.append(Double.random(in: clock[0]...(end + 0.01), using: &random)) }
            for t in times {
                let scanned = clock.firstIndex { $0 >= t } ?? clock.count
                XCTAssertEqual(SpringClock.steps(at: t, on: clock), t > clock[0] ? scanned : 0, "t = \(t)")
            }
        }
    }

    func testATrackThatAnimatesAgainStartsAFreshChain() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8).delay(0.05)
        var track = AnimatedValue(0)
        track.set(30, at: 0, animation: spring)
        XCTAssertFalse(track.isAnimating(at: 5))
        track.set(-12, at: 5, animation: spring)
        XCTAssertEqual(track.runs.count, 1)
        let fresh = AnimationRun(spring, delta: -42)
        for t in times {
            XCTAssertEqual(track.value(at: 5 + t), fresh.value(at: (5 + t) - 5, from: 30, to: -12), "t = \(t)")
        }
    }
}
