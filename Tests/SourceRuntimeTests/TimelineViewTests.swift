import Scene
import SourceRuntime
import XCTest

/// TimelineView evaluates its content for every frame, or on each period, with its date.
final class TimelineViewTests: XCTestCase {
    func testAnAnimationTimelineFollowsEveryFrame() throws {
        let p = try play("""
        struct Clock: View {
            var body: some View {
                TimelineView(.animation) { context in
                    let t = context.date.timeIntervalSinceReferenceDate
                    Text("\\(Int(t * 10))").offset(x: sin(t) * 50)
                }
            }
        }
        """)
        for t in [0.0, 0.25, 1.3, 2.0, 0.7] {
            p.seek(to: t)
            let label = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .glyph || $0.node.kind == .text })
            XCTAssertEqual(label.node.text, "\(Int(t * 10))", "at \(t)")
            XCTAssertEqual(label.offset.x, sin(t) * 50, accuracy: 1e-9, "at \(t)")
        }
    }

    func testAPeriodicTimelineTicks() throws {
        let p = try play("""
        struct Ticks: View {
            let start = Date()
            var body: some View {
                TimelineView(.periodic(from: .now, by: 0.5)) { context in
                    Text("tick \\(Int(context.date.timeIntervalSince(start) / 0.5))")
                }
            }
        }
        """)
        for (t, n) in [(0.1, 0), (0.6, 1), (1.4, 2), (3.01, 6)] {
            p.seek(to: t)
            XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text }?.node.text, "tick \(n)", "at \(t)")
        }
    }

    /// `onChange(of: context.date)` runs once a tick: a date equals another of the same time
    /// (it is a value in Swift), so the body built again in the tick changes nothing more.
    /// Ticks at 0.5, 1, 1.5 and 2 s: 1 by 0.5 s, 2 by 1.2 s, 4 by 2.1 s.
    func testOnChangeOfTheTimelinesDateRunsOnceATick() throws {
        let p = try play("""
        struct Ticks: View {
            @State private var ticks = 0
            var body: some View {
                TimelineView(.periodic(from: .now, by: 0.5)) { context in
                    Text("ticks \\(ticks)").onChange(of: context.date) { ticks += 1 }
                }
            }
        }
        """)
        for (t, n) in [(0.5, 1), (1.2, 2), (2.1, 4)] {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure?.headline)
            XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text }?.node.text, "ticks \(n)", "at \(t)")
        }
    }

    /// A timeline that moves every frame keeps the scene from settling (bench and export time
    /// its frames as they come); a still text settles at once.
    func testAnAnimationTimelineNeverSettles() throws {
        let moving = try play("""
        struct Clock: View {
            var body: some View {
                TimelineView(.animation) { context in
                    Text("now").opacity(sin(context.date.timeIntervalSinceReferenceDate))
                }
            }
        }
        """)
        XCTAssertNil(moving.settleTime(limit: 2))
        let still = try play("""
        struct Still: View {
            var body: some View { Text("now") }
        }
        """)
        XCTAssertEqual(still.settleTime(limit: 2), 0)
    }

    /// A frame of the timeline that changes only offsets and opacities keeps every view in
    /// place: layout does not run again. One that changes a text lays out again.
    func testATimelineFrameOfEffectsLaysNothingOut() throws {
        func passes(_ content: String) throws -> Int {
            let p = try play("""
            struct Wave: View {
                var body: some View {
                    TimelineView(.animation) { context in
                        let t = context.date.timeIntervalSinceReferenceDate
                        VStack {
                            ForEach(0..<4, id: \\.self) { row in
                                HStack {
                                    ForEach(0..<5, id: \\.self) { column in
                                        \(content)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """)
            p.seek(to: 0.1)
            _ = p.present()
            let before = p.scene.layoutPasses
            for frame in 1...10 {
                p.seek(to: 0.1 + Double(frame) / 60)
                _ = p.present()
            }
            return p.scene.layoutPasses - before
        }
        XCTAssertEqual(try passes("Text(\"A\").offset(y: sin(t + Double(row * 5 + column))).opacity(cos(t))"), 0)
        XCTAssertEqual(try passes("Text(\"\\(Int(t * 600))\")"), 10)
    }

    /// A context's `cadence` is `.live` on a device in use, and cadences compare in Apple's
    /// order: `.live` < `.seconds` < `.minutes` (`TimelineView.Context.Cadence` is `Comparable`).
    func testTheCadenceIsLiveAndCadencesCompareInOrder() throws {
        let p = try play("""
        struct Clock: View {
            var body: some View {
                TimelineView(.animation) { context in
                    VStack {
                        Text(context.cadence <= .live ? "fast" : "slow")
                        if context.cadence == .live { Text("Cadence: Live") } else { Text("Cadence: Other") }
                        if context.cadence > .seconds { Text("minutes") }
                        Text("\\(context.cadence < .minutes) \\(context.cadence >= .seconds)")
                    }
                }
            }
        }
        """)
        p.seek(to: 0.5)
        let shown = p.present().nodes.filter { $0.node.kind == .text }.map { $0.node.text ?? "" }
        XCTAssertEqual(shown, ["fast", "Cadence: Live", "true false"])
    }

    /// A member a context does not have is refused when the file is loaded, every one of them,
    /// where swiftc puts it.
    func testAContextMemberItDoesNotHaveIsRefusedAtLoad() throws {
        let error = try XCTUnwrap(loadError("""
        import SwiftUI
        struct Clock: View {
            var body: some View {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date, style: .time).opacity(context.cadance == .live ? 1 : 0.5)
                    Text("\\(context.timestamp)")
                    Text("\\(context.date.timeIntervalSince1970)")
                }
            }
        }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" },
                       ["5:62 value of type 'TimelineViewDefaultContext' has no member 'cadance'",
                        "6:29 value of type 'TimelineViewDefaultContext' has no member 'timestamp'"])
    }
}
