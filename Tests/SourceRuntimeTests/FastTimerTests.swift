import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// A repeating timer faster than the display: its block runs on every tick, the views are
/// brought up to date once a frame (our rule: a 60 Hz display), and a frame drawn between two
/// ticks shows every tick before it.
final class FastTimerTests: XCTestCase {
    private let source = """
    import SwiftUI
    struct V: View {
        @State private var count = 0
        @State private var updates = 0
        var body: some View {
            Text("\\(count) \\(updates)")
                .onChange(of: count) { updates += 1 }
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in count += 1 }
                }
        }
    }
    """

    func testAMillisecondTimerUpdatesTheViewsOnceAFrame() throws {
        // By 0.4905 s the timer has ticked at 0.001 … 0.490 s: 490 ticks. Those fall in the
        // 60 Hz frames 0 … 29 ([k/60, (k+1)/60)), so the views see the count change, and
        // onChange runs, 30 times, not 490.
        XCTAssertEqual(shownText(try play(source), at: 0.4905), "490 30")
    }

    func testAFrameBetweenTicksShowsEveryTickBeforeIt() throws {
        // 0.0205 s: 20 ticks, in frames 0 (ticks 1 … 16) and 1 (17 … 20, shown at the seek).
        XCTAssertEqual(shownText(try play(source), at: 0.0205), "20 2")
    }

    func testWithAnimationInAFastTimerStillUpdatesOnceAFrame() throws {
        // The same count, each tick's change made in withAnimation: SwiftUI still updates the
        // views once a frame, with the frame's transaction, so onChange runs 30 times.
        let animated = source.replacingOccurrences(of: "{ _ in count += 1 }",
                                                   with: "{ _ in withAnimation(.linear(duration: 1)) { count += 1 } }")
        XCTAssertNotEqual(animated, source)
        XCTAssertEqual(shownText(try play(animated), at: 0.4905), "490 30")
    }

    func testAFastTimersChangesAnimateWithTheFramesTransaction() throws {
        // An offset moved 1 pt a tick (1 ms) under a 0.5 s linear curve. Once a frame the
        // change of that frame starts its own curve (a chase, as two curves combine): at
        // 0.4905 s the frames' curves add up to less than the 490 pt the model reached, and
        // more than 0. With every tick flushed on its own this would be the same sum of curves,
        // 490 of them; here 30 runs make the track's chain.
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var x = 0.0
            var body: some View {
                Text("a").offset(x: x)
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in
                            withAnimation(.linear(duration: 0.5)) { x += 1 }
                        }
                    }
            }
        }
        """)
        p.seek(to: 0.4905)
        let node = try XCTUnwrap(p.present().nodes.first { $0.node.text == "a" })
        XCTAssertGreaterThan(node.offset.x, 0)
        XCTAssertLessThan(node.offset.x, 490)
        XCTAssertLessThanOrEqual(node.node.tracks[.offsetX].runs.count, 31, "one run a frame, not one a tick")
    }
}
