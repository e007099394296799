import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// The budget of a frame: the events of one frame share it. The window's is small, so a frame
/// whose code would hold the window for seconds stops the scene with a positioned error
/// instead; the command line's is one event's budget, so a file the window stops may play
/// through there, but a timer faster than the display cannot run an event's budget on each of
/// its many ticks a frame.
final class FrameBudgetTests: XCTestCase {
    /// Each block loops 20,000 times, five steps a pass (about 100,000 steps).
    private func source(secondDelay: Double) -> String {
        """
        import SwiftUI
        struct V: View {
            @State private var done = 0
            var body: some View {
                Text("\\(done)")
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { var s = 0; for i in 0..<20_000 { s += i }; done += 1 }
                        DispatchQueue.main.asyncAfter(deadline: .now() + \(secondDelay)) { var s = 0; for i in 0..<20_000 { s += i }; done += 1 }
                    }
            }
        }
        """
    }

    /// Plays `code` frame by frame at 60 Hz to `end`, with `budget` as the frame budget.
    private func playFrames(_ code: String, budget: Int?, to end: Double = 1) throws -> ScenePlayer {
        let saved = SourceFile.frameStepBudget
        SourceFile.frameStepBudget = budget
        defer { SourceFile.frameStepBudget = saved }
        let p = try play(code)
        for frame in 1...Int(end * 60) {
            p.seek(to: Double(frame) / 60)
            if p.scene.failure != nil { break }
        }
        return p
    }

    func testTwoBlocksInOneFrameShareItsBudget() throws {
        let p = try playFrames(source(secondDelay: 0.5), budget: 150_000)
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.description.contains("one frame's code ran for more than 150,000 steps"), failure.description)
        // Positioned in the file: the loop of the block that went over.
        XCTAssertTrue(failure.description.contains("Test.swift:8:"), failure.description)
    }

    func testTheSameBlocksInTwoFramesEachFitTheirFrame() throws {
        let p = try playFrames(source(secondDelay: 0.75), budget: 150_000)
        XCTAssertNil(p.scene.failure?.description)
        XCTAssertEqual(shownText(p, at: 1), "2")
    }

    func testOnTheCommandLineAFastTimersHeavyTicksShareAFramesBudget() throws {
        // A tick every millisecond, each of about 1,000,000 steps (200,000 passes of five):
        // sixteen ticks fall in the first 60 Hz frame, 16,000,000 steps where one event's
        // 10,000,000 is the frame's budget.
        let code = """
        import SwiftUI
        struct V: View {
            @State private var ticks = 0
            var body: some View {
                Text("\\(ticks)")
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in
                            var s = 0; for i in 0..<200_000 { s += i }; ticks += 1
                        }
                    }
            }
        }
        """
        let p = try playFrames(code, budget: nil, to: 1.0 / 60)
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.description.contains("one frame's code ran for more than 10,000,000 steps"), failure.description)
        XCTAssertTrue(failure.description.contains("Test.swift:8:"), failure.description)
    }

    func testWithoutAFrameBudgetTheFilePlaysThrough() throws {
        let p = try playFrames(source(secondDelay: 0.5), budget: nil)
        XCTAssertNil(p.scene.failure?.description)
        XCTAssertEqual(shownText(p, at: 1), "2")
    }
}

extension FrameBudgetTests {
    /// A seek far ahead runs many frames' events at once: each frame of scene time has its
    /// own budget, so catching up is not taken for one frame over its budget.
    func testASeekAheadGivesEveryFrameOnTheWayItsOwnBudget() throws {
        let code = """
        import SwiftUI
        struct V: View {
            @State private var done = 0
            var body: some View {
                Text("\\(done)")
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in var s = 0; for i in 0..<20_000 { s += i }; done += 1 }
                    }
            }
        }
        """
        let saved = SourceFile.frameStepBudget
        SourceFile.frameStepBudget = 150_000
        defer { SourceFile.frameStepBudget = saved }
        let p = try play(code)
        // Ticks at 0.1 … 2.0 s (the last one's time rounds to 2.0000000000000004 or below).
        p.seek(to: 2.05)
        XCTAssertNil(p.scene.failure?.description)
        XCTAssertEqual(shownText(p, at: 2.05), "20")
    }

    /// Each method of a set copies and sorts it, so its cost counts against the budget: a loop
    /// growing a set to 100,000 elements stops with the budget's positioned error rather than
    /// running for minutes; a set of a thousand is nothing.
    func testGrowingALargeSetIsChargedToTheBudget() throws {
        func played(_ n: Int) throws -> ScenePlayer {
            let p = try play("""
            import SwiftUI
            struct V: View {
                @State var n = 0
                var body: some View {
                    Text("\\(n)").onAppear {
                        var s = Set<Int>()
                        for i in 0..<\(n) { s.insert(i % 997) ; s.insert(i) }
                        n = s.count
                    }
                }
            }
            """)
            p.seek(to: 0.1)
            return p
        }
        let small = try played(1000)
        XCTAssertNil(small.scene.failure?.headline)
        XCTAssertEqual(shownText(small, at: 0.1), "1000")
        let large = try played(100_000)
        XCTAssertTrue(large.scene.failure?.headline.contains("steps without finishing") == true, large.scene.failure?.headline ?? "no failure")
    }
}
