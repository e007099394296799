import Motion
import Scene
import SourceRuntime
import XCTest

/// `KeyframeTimeline` evaluated at a time or a progress, from any code of the file.
final class KeyframeTimelineTests: XCTestCase {

    private let tracks = """
    struct Values {
        var scale = 1.0
        var y = 0.0
    }
    let timeline = KeyframeTimeline(initialValue: Values()) {
        KeyframeTrack(\\.scale) {
            LinearKeyframe(1.5, duration: 0.2)
            MoveKeyframe(0.5)
            LinearKeyframe(1.0, duration: 0.4, timingCurve: .easeInOut)
        }
        KeyframeTrack(\\.y) {
            LinearKeyframe(-40, duration: 0.5)
            SpringKeyframe(0, spring: Spring(duration: 0.5, bounce: 0))
        }
    }
    """

    func testTracksOfAStructAtTimes() throws {
        let times = [-1, 0, 0.1, 0.2, 0.4, 0.6, 0.25, 0.5, 5]
        let list = times.map { "\($0)" }.joined(separator: ", ")
        let scales = try numbers(tracks, "[\(list)].map { \"\\(timeline.value(time: $0).scale)\" }.joined(separator: \" \")")
        // 1 → 1.5 linearly over 0.2 s, a jump to 0.5, then easeInOut to 1 over 0.4 s; the end value after.
        let expected = [1, 1, 1.25, 0.5, 0.5 + 0.5 * UnitBezier.easeInOut(0.5), 1, 0.5 + 0.5 * UnitBezier.easeInOut(0.125), 0.5 + 0.5 * UnitBezier.easeInOut(0.75), 1]
        XCTAssertEqual(scales.count, expected.count)
        for (i, (got, want)) in zip(scales, expected).enumerated() { XCTAssertEqual(got, want, accuracy: 1e-9, "scale at \(times[i])") }
        let ys = try numbers(tracks, "[0.25, 0.5].map { \"\\(timeline.value(time: $0).y)\" }.joined(separator: \" \")")
        XCTAssertEqual(ys, [-20, -40])
    }

    func testTheDurationIsTheLongestTracksAndProgressScalesIt() throws {
        // The y track: 0.5 s of linear (−40 at −80 /s), then a spring for the settling duration of
        // its move (+40 from −80 /s, at rest within 0.0001).
        let values = try numbers(tracks, """
        "\\(timeline.duration) \\(0.5 + Spring(duration: 0.5, bounce: 0).settlingDuration(target: 40.0, initialVelocity: -80.0, epsilon: 0.0001)) \\(timeline.value(time: timeline.duration).y) \\(timeline.value(progress: 0.1).scale) \\(timeline.value(time: 0.1 * timeline.duration).scale)"
        """)
        XCTAssertEqual(values.count, 5)
        XCTAssertEqual(values[0], values[1], accuracy: 1e-12, "duration")
        XCTAssertGreaterThan(values[0], 0.6, "longer than the scale track")
        XCTAssertEqual(values[2], 0, "at its end the spring is at its target")
        XCTAssertEqual(values[3], values[4], accuracy: 1e-12, "progress is a fraction of the duration")
        XCTAssertNotEqual(values[3], 1, "a progress that is not the start")
    }

    func testKeyframesOutsideATrackAnimateTheValueItself() throws {
        // Apple's example: two cubic keyframes; the value rests at the start, the turn and the end,
        // so each segment is a Hermite curve with no end velocities: 0.84375 / 0.15625 at a quarter.
        let values = try numbers("""
        let path = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100, duration: 0.3)
            CubicKeyframe(0, duration: 0.7)
        }
        """, "[0.075, 0.15, 0.3, 0.65, 1.0, 2.0].map { \"\\(path.value(time: $0))\" }.joined(separator: \" \") + \" \\(path.duration) \\(path.value(progress: 0.65))\"")
        let expected = [15.625, 50, 100, 50, 0, 0, 1, 50]
        XCTAssertEqual(values.count, expected.count)
        for (got, want) in zip(values, expected) { XCTAssertEqual(got, want, accuracy: 1e-9) }
    }

    func testATimelineDrivesAViewFromATimelineView() throws {
        let p = try play("""
        import SwiftUI
        let rise = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(-100, duration: 1)
        }
        struct V: View {
            let start = Date()
            var body: some View {
                TimelineView(.animation) { context in
                    Rectangle()
                        .frame(width: 10, height: 10)
                        .offset(y: rise.value(time: context.date.timeIntervalSince(start)))
                }
            }
        }
        """)
        for t in [0.25, 0.5, 2.0] {
            p.seek(to: t)
            let rect = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
            XCTAssertEqual(rect.offset.y, -100 * min(1, t), accuracy: 1e-6, "at \(t)")
        }
    }

    func testATimingCurveOutsideTheSubsetIsRefused() throws {
        let p = try play("""
        import SwiftUI
        let t = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 1, timingCurve: .circularEaseIn) }
        struct V: View { var body: some View { Text("\\(t.duration)") } }
        """, file: "Curve.swift")
        _ = p.present()
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.headline.hasPrefix("Curve.swift:2:"), failure.headline)
        XCTAssertTrue(failure.headline.contains("timingCurve"), failure.headline)
    }
}
