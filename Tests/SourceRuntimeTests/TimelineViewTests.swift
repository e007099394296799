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
}
