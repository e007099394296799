import Motion
import XCTest

/// A repeat's later passes step their spring on the clock a first run uses: the accumulated
/// `t += 1/300` from the pass's start, stepped up to the frame's time less the pass's start
/// time (the two frame times subtracted, as SwiftUI subtracts them).
final class RepeatPassClockTests: XCTestCase {
    /// SwiftUI's play of spring(response: 0.4, dampingFraction: 0.6).repeatCount(2, autoreverses:
    /// true) by hand: frames every 1/60 s; the first pass, done on a frame, shows its end there and
    /// the second (reversed) pass counts from that frame's time; frames up to the second's end.
    private func reference(frames: Int) -> [Double] {
        var spring = ReferenceSpring(response: 0.4, dampingFraction: 0.6, delta: 1)
        var passStart = 0.0, pass = 0
        var shown: [Double] = []
        for k in 0...frames {
            let time = Double(k) / 60
            let x = spring.frame(at: time - passStart)
            if spring.isDone {
                // The last pass done: the animation is over (the model value shows, not compared).
                if pass == 1 { break }
                shown.append(1)
                pass += 1
                spring = ReferenceSpring(response: 0.4, dampingFraction: 0.6, delta: 1)
                passStart = time
                continue
            }
            shown.append(pass % 2 == 1 ? 1 - x : x)
        }
        return shown
    }

    func testTheSecondPassShowsWhatItsOwnClockSteppedTo() {
        let animation = Animation.spring(response: 0.4, dampingFraction: 0.6).repeatCount(2, autoreverses: true)
        let run = AnimationRun(animation, delta: 1)
        let expected = reference(frames: 120)
        for (k, want) in expected.enumerated() {
            XCTAssertEqual(run.value(at: Double(k) / 60, from: 0, to: 1), want, accuracy: 1e-12, "frame \(k)")
        }
        // The second pass starts on the frame at 0.8 s; 0.8833 s is 25 steps into it.
        XCTAssertEqual(run.value(at: 53.0 / 60, from: 0, to: 1), 0.5297, accuracy: 0.00005)
    }
}
