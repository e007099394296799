import XCTest
@testable import Motion

/// Merges that could never come to rest must not fill memory: a move whose state stops being
/// a number ends at once, and moves merged at one time do not keep each other alive.
final class MergeBoundsTests: XCTestCase {
    private let spring = FluidSpring(response: 0.5, dampingFraction: 0.825)

    func testAMergeTowardsNaNStopsStepping() {
        let move = SpringTable.shared(for: spring).trajectory(delta: 100)
        let merged = move.merging(into: spring, at: 0.1, target: .nan)
        // A NaN target makes the first step's force NaN: nothing after it can settle.
        XCTAssertFalse(merged.comesToRest)
        XCTAssertLessThan(merged.samples.states.count, 10, "stepped on a state that is not a number")
        // A finite merge that never settles (no damping) is still cut off at the 120 s bound.
        let undamped = move.merging(into: FluidSpring(response: 0.5, dampingFraction: 0), at: 0.1, target: 200)
        XCTAssertFalse(undamped.comesToRest)
        XCTAssertEqual(undamped.samples.states.count, SpringClock.maximumSteps + 1)
    }

    func testAVectorMergeTowardsNaNStopsStepping() {
        let move = SpringTable.shared(for: spring).trajectory(delta: 10)
        let frames = MergeFrames(ticks: FrameTicks(start: 0), timing: AnimationTiming(modifiers: [], baseDuration: 0), merge: 0.1)
        let components = [VectorSpringMerge.Component(previous: move, time: 0.1, target: .nan, frames: frames, weight: 1),
                          VectorSpringMerge.Component(previous: nil, time: 0.1, target: 5, frames: frames, weight: 1)]
        let merged = VectorSpringMerge.merge(components, into: spring)
        XCTAssertEqual(merged.count, 2)
        for m in merged { XCTAssertLessThan(m.samples.states.count, 10) }
    }

    func testMergesAtOneTimeKeepOneMoveBeforeThem() {
        let first = SpringTable.shared(for: spring).trajectory(delta: 100)
        let second = first.merging(into: spring, at: 0.2, target: 150)
        var last = second
        for i in 0..<50 { last = last.merging(into: spring, at: 0.4, target: Double(200 + i)) }
        // Every merge at 0.4 s shows, before 0.4 s, what the move merged at 0.2 s shows.
        XCTAssertTrue(last.predecessor === second)
        for t in [0.0, 0.1, 0.25, 0.35, 0.399] {
            XCTAssertEqual(last.offset(at: t), second.offset(at: t) ?? second.target, "t = \(t)")
            XCTAssertEqual(last.state(at: t), second.state(at: t), "t = \(t)")
        }
        // Independently: before the first merge the chain shows the first move from rest.
        XCTAssertEqual(last.offset(at: 0.1)!, first.offset(at: 0.1)!, accuracy: 1e-12)
    }
}
