import XCTest
@testable import Motion

/// A spring replacing a spring: velocity carries over (docs/SEMANTICS.md,
/// "The fluid spring: a fixed-step integrator" and
/// "A change while the value animates: merge or chase").
final class SpringMergeTests: XCTestCase {
    let seed = Animation.spring(response: 0.2, dampingFraction: 0.5)

    /// Frames 0…n at 60 Hz of `track`, against `reference` run frame by frame.
    private func assertFrames(_ track: AnimatedValue, _ reference: (Double) -> Double, through seconds: Double,
                              accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        for k in 0...Int(seconds * 60) {
            let t = Double(k) / 60
            XCTAssertEqual(track.value(at: t), reference(t), accuracy: accuracy, "t = \(t)", file: file, line: line)
        }
    }

    func testSpringToSpringMergesKeepingOffsetVelocityAndForce() {
        var track = AnimatedValue(0)
        track.set(50, at: 0, animation: seed)
        track.set(-20, at: 0.1, animation: seed)
        XCTAssertEqual(track.runs.count, 1)
        XCTAssertFalse(track.isCombined)

        var reference = ReferenceSpring(response: 0.2, dampingFraction: 0.5, delta: 50)
        var frames: [Double: Double] = [:]
        for k in 0..<6 { frames[Double(k) / 60] = reference.frame(at: Double(k) / 60) }
        reference.merge(at: 0.1, delta: -20, response: 0.2, dampingFraction: 0.5)
        for k in 6...120 { frames[Double(k) / 60] = reference.frame(at: Double(k) / 60) }
        assertFrames(track, { frames[$0] ?? .nan }, through: 2)
        XCTAssertEqual(track.value(at: 3), -20)
        XCTAssertFalse(track.isAnimating(at: 3))
    }

    func testMergingIsNotChasing() {
        var merged = AnimatedValue(0)
        merged.set(50, at: 0, animation: seed)
        merged.set(-20, at: 0.1, animation: seed)
        // What a chase would show: the first spring keeps going, the second closes the gap.
        let first = AnimationRun(seed, delta: 50)
        let before = first.value(at: 0.1, from: 0, to: 50)
        let second = AnimationRun(seed, delta: -20 - before)
        let t = 0.15
        let underneath = first.value(at: t, from: 0, to: 50)
        let chased = second.value(at: t - 0.1, from: underneath, to: -20)
        XCTAssertGreaterThan(abs(merged.value(at: t) - chased), 1)
        // Velocity and force carry over: the step right after the merge still rises, though
        // the new target is below; a spring started from rest there would fall at once.
        let h = 1.0 / 300
        XCTAssertGreaterThan(merged.value(at: 0.1) - merged.value(at: 0.1 - h), 0)
        XCTAssertGreaterThan(merged.value(at: 0.1 + h) - merged.value(at: 0.1), 0)
    }

    func testBlendDurationEasesTheResponseFromTheOldSpring() {
        let slow = Animation.spring(response: 0.5, dampingFraction: 0.8)
        let quick = Animation.spring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.3)
        var track = AnimatedValue(0)
        track.set(50, at: 0, animation: slow)
        track.set(100, at: 0.2, animation: quick)

        var reference = ReferenceSpring(response: 0.5, dampingFraction: 0.8, delta: 50)
        var frames: [Double: Double] = [:]
        for k in 0..<12 { frames[Double(k) / 60] = reference.frame(at: Double(k) / 60) }
        reference.merge(at: 0.2, delta: 100, response: 0.2, dampingFraction: 0.8, blendDuration: 0.3)
        for k in 12...120 { frames[Double(k) / 60] = reference.frame(at: Double(k) / 60) }
        assertFrames(track, { frames[$0] ?? .nan }, through: 2)

        // Without the blend the quick spring gets there sooner.
        var unblended = AnimatedValue(0)
        unblended.set(50, at: 0, animation: slow)
        unblended.set(100, at: 0.2, animation: Animation.spring(response: 0.2, dampingFraction: 0.8))
        XCTAssertGreaterThan(unblended.value(at: 0.35), track.value(at: 0.35) + 1)
    }

    func testDelayedSpringsMergeOnlyWithAnEqualDelay() {
        var same = AnimatedValue(0)
        same.set(50, at: 0, animation: seed.delay(0.3))
        same.set(0, at: 0.1, animation: seed.delay(0.3))
        XCTAssertEqual(same.runs.count, 1)
        // Merged before the delay ran out: nothing had moved, and the total move is 0.
        XCTAssertEqual(same.value(at: 0.2), 0)
        XCTAssertEqual(same.value(at: 0.5), 0)

        var different = AnimatedValue(0)
        different.set(50, at: 0, animation: seed.delay(0.1))
        different.set(0, at: 0.2, animation: seed.delay(0.3))
        XCTAssertEqual(different.runs.count, 2)
        XCTAssertTrue(different.isCombined)
        // While the second waits out its delay, the first keeps moving as if alone.
        let first = AnimationRun(seed.delay(0.1), delta: 50)
        for t in [0.25, 0.3, 0.45] {
            XCTAssertEqual(different.value(at: t), first.value(at: t, from: 0, to: 50), accuracy: 1e-12)
        }
        XCTAssertEqual(different.value(at: 3), 0)
    }

    func testRepeatingSpringsDoNotMerge() {
        var track = AnimatedValue(0)
        track.set(50, at: 0, animation: seed.repeatForever())
        track.set(10, at: 0.1, animation: seed.repeatForever())
        XCTAssertEqual(track.runs.count, 2)
    }

    func testSeekingBackOverAMergeShowsTheSpringBeforeIt() {
        var track = AnimatedValue(0)
        track.set(50, at: 0, animation: seed)
        let before = track.value(at: 0.05)
        track.set(-20, at: 0.1, animation: seed)
        XCTAssertEqual(track.value(at: 0.05), before)
        XCTAssertEqual(track.value(at: 0), 0)
    }
}
