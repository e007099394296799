import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// A timeline's `let`s are kept as the view's state: a new date reaches what read them as a
/// change of state does, and the frames are those of the content evaluated at every date.
final class TimelineLetsTests: XCTestCase {
    private func runtime(_ p: ScenePlayer) throws -> SourceRuntime {
        try XCTUnwrap(p.scene.script as? SourceRuntime)
    }

    /// What the texts show at `times`: their text and every value they are drawn with.
    private func frames(_ source: String, live: Bool, at times: [Double]) throws -> [[String]] {
        SourceRuntime.liveArgumentsByDefault = live
        defer { SourceRuntime.liveArgumentsByDefault = true }
        let p = try play(source)
        return try times.map { t in
            p.seek(to: t)
            XCTAssertNil(p.scene.failure)
            return try XCTUnwrap(p.present()).nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }
                .map { "\($0.node.text) \($0.opacity) \($0.offset.x) \($0.offset.y) \($0.scale.x) \($0.rotation) \($0.frame.x) \($0.frame.y)" }
        }
    }

    private let times = [0.0, 0.25, 0.5, 0.52, 1.0, 1.75]

    /// A wave of twelve letters: each one's offset and opacity follow the date's `let`s.
    private func wave(schedule: String = ".animation", lets: String = "let t = context.date.timeIntervalSinceReferenceDate",
                      extra: String = "", after: String = "") -> String {
        """
        struct Wave: View {
            @State private var amplitude = 1.0
            let letters = Array("TIMELINEWAVE")
            var body: some View {
                TimelineView(\(schedule)) { context in
                    \(lets)
                    VStack {
                        \(extra)
                        HStack(spacing: 2) {
                            ForEach(0..<12, id: \\.self) { i in
                                Text(String(letters[i]))
                                    .offset(y: 5 * sin(t * 3 + Double(i) * 0.5))
                                    .opacity(0.55 + 0.45 * cos(t * 2 + Double(i) * 0.25))
                            }
                        }
                    }
                }
                \(after)
            }
        }
        """
    }

    /// The same frames as the content evaluated at every date, the frames move, and from
    /// `times[2]` on, frame by frame, the content was evaluated `contents` times and its items
    /// `items` times.
    private func assertFollows(_ source: String, contents: Int, items: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let live = try frames(source, live: true, at: times), evaluated = try frames(source, live: false, at: times)
        XCTAssertEqual(live, evaluated, file: file, line: line)
        XCTAssertNotEqual(live[1], live[2], "the date moved the letters", file: file, line: line)
        let p = try play(source)
        p.seek(to: times[2])
        _ = p.present()
        let before = try runtime(p).evaluations
        for frame in 1...30 {
            p.seek(to: times[2] + Double(frame) / 60)
            _ = p.present()
        }
        XCTAssertNil(p.scene.failure, file: file, line: line)
        XCTAssertEqual(try runtime(p).evaluations.timelines - before.timelines, contents, "contents evaluated again", file: file, line: line)
        XCTAssertEqual(try runtime(p).evaluations.items - before.items, items, "items evaluated again", file: file, line: line)
    }

    func testALetOfTheDateReadOnlyByEffectsEvaluatesNothingAgain() throws {
        try assertFollows(wave(), contents: 0, items: 0)
        let p = try play(wave())
        p.seek(to: 1)
        XCTAssertEqual(try runtime(p).boundViews, 12, "every letter's effects are bound to the date")
        // The letters where Swift puts them: sin and cos of the date's seconds (scene time 1).
        let nodes = p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }
        XCTAssertEqual(nodes.count, 12)
        for (i, n) in nodes.enumerated() {
            XCTAssertEqual(n.offset.y, 5 * sin(1.0 * 3 + Double(i) * 0.5), accuracy: 1e-9)
            XCTAssertEqual(n.opacity, 0.55 + 0.45 * cos(1.0 * 2 + Double(i) * 0.25), accuracy: 1e-9)
        }
    }

    func testALetWorkedOutFromAnotherFollowsItInOrder() throws {
        try assertFollows(wave(lets: "let s = context.date.timeIntervalSinceReferenceDate\nlet t = s / 2 + 1"), contents: 0, items: 0)
    }

    func testADateShownInTheContentEvaluatesTheContentAsBefore() throws {
        // The text reads `t` itself: the content is evaluated at each date, and its items
        // with it (the closure they belong to is made again), as with no `let` kept.
        let source = wave(extra: "Text(verbatim: \"\\(Int(t * 10))\")")
        try assertFollows(source, contents: 30, items: 12 * 30)
        let live = try frames(source, live: true, at: times)
        XCTAssertTrue(live[4].contains { $0.hasPrefix("10 ") }, "\(live[4])")
        XCTAssertTrue(live[5].contains { $0.hasPrefix("17 ") }, "\(live[5])")
    }

    func testAnItemThatReadsTheContextItselfIsEvaluatedAtEachDate() throws {
        let source = wave().replacingOccurrences(of: "Text(String(letters[i]))", with: "Text(String(letters[i]) + (context.date.timeIntervalSinceReferenceDate > 1 ? \"!\" : \"\"))")
        // Each letter, each frame: the content is not.
        try assertFollows(source, contents: 0, items: 12 * 30)
        let live = try frames(source, live: true, at: times)
        XCTAssertTrue(live[5].allSatisfy { $0.split(separator: " ")[0].hasSuffix("!") }, "\(live[5])")
        XCTAssertFalse(live[4].contains { $0.split(separator: " ")[0].hasSuffix("!") }, "\(live[4])")
    }

    func testAPeriodicTimelineAndStateBesideTheDate() throws {
        // The date's `let` reads state too, which a timer changes at 0.6 s.
        let source = wave(schedule: ".periodic(from: .now, by: 0.25)",
                          lets: "let t = context.date.timeIntervalSinceReferenceDate * amplitude",
                          after: ".onAppear { Timer.scheduledTimer(withTimeInterval: 0.6, repeats: false) { _ in amplitude = 2 } }")
        let live = try frames(source, live: true, at: times), evaluated = try frames(source, live: false, at: times)
        XCTAssertEqual(live, evaluated)
        XCTAssertEqual(live[2], live[3], "a period of 0.25 s: nothing moves between 0.5 and 0.52 s")
        XCTAssertNotEqual(live[4], live[5])
    }

    func testAContentThatFailsAtALaterDateStopsThereAsBefore() throws {
        // `letters[k]` is out of range once the date passes 1 s.
        let source = wave(lets: "let t = context.date.timeIntervalSinceReferenceDate\nlet k = Int(t * 10)\nlet c = letters[k]")
        for live in [true, false] {
            SourceRuntime.liveArgumentsByDefault = live
            defer { SourceRuntime.liveArgumentsByDefault = true }
            let p = try play(source)
            p.seek(to: 1.0)
            _ = p.present()
            XCTAssertNil(p.scene.failure)
            // A timeline's date moves as frames are drawn.
            p.seek(to: 1.3)
            _ = p.present()
            let failure = try XCTUnwrap(p.scene.failure?.headline, "live: \(live)")
            XCTAssertTrue(failure.contains("Index out of range"), failure)
        }
    }

    func testACanvasThatDrawsALetIsDrawnAgainAtEachDate() throws {
        // A canvas's renderer runs when a frame draws it, outside any evaluation: the content is
        // evaluated again at each date, as with no `let` kept.
        let source = """
        struct Orbit: View {
            var body: some View {
                TimelineView(.animation) { context in
                    let t = context.date.timeIntervalSinceReferenceDate
                    Canvas { ctx, size in
                        let x = size.width / 2 + cos(t * 2) * 30
                        ctx.fill(Path(ellipseIn: CGRect(x: x - 5, y: 40, width: 10, height: 10)), with: .color(.orange))
                    }
                    .frame(width: 100, height: 100)
                }
            }
        }
        """
        func drawn(live: Bool) throws -> [String] {
            SourceRuntime.liveArgumentsByDefault = live
            defer { SourceRuntime.liveArgumentsByDefault = true }
            let p = try play(source)
            return try (0...12).map { frame in
                p.seek(to: Double(frame) / 12)
                let canvas = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path })
                return "\(try XCTUnwrap(canvas.path).items.map { "\($0)" })"
            }
        }
        let live = try drawn(live: true)
        XCTAssertEqual(live, try drawn(live: false))
        XCTAssertEqual(Set(live).count, live.count, "every frame draws the circle somewhere else")
    }

    func testAGeometryReadersContentThatReadsALetFollowsTheDate() throws {
        let source = """
        struct Float: View {
            var body: some View {
                TimelineView(.animation) { context in
                    let t = context.date.timeIntervalSinceReferenceDate
                    GeometryReader { proxy in
                        Text("o").offset(x: proxy.size.width / 4 * sin(t * 2), y: 10)
                    }
                }
            }
        }
        """
        let live = try frames(source, live: true, at: times)
        XCTAssertEqual(live, try frames(source, live: false, at: times))
        XCTAssertEqual(Set(live).count, live.count, "\(live)")
    }
}
