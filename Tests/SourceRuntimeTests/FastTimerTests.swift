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
}
