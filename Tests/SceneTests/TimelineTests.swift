import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The timeline a play-through records: each node's delay and run, from its tracks.
final class TimelineTests: XCTestCase {
    private let starts = [0.41, 1.85, 2.76, 3.76]
    private let counts = [8, 4, 5, 5]

    func testBlurRowsShowTheStaggerOfEveryCharacter() {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics())
        let timeline = player.survey().timeline
        // The title does not animate: one row per character.
        XCTAssertEqual(timeline.rows.count, counts.reduce(0, +))
        var row = 0
        for (line, count) in counts.enumerated() {
            for i in 0..<count {
                let r = timeline.rows[row]
                XCTAssertEqual(r.kind, .glyph)
                XCTAssertEqual(r.segments.count, 1, "line \(line) char \(i)")
                let s = r.segments[0]
                XCTAssertEqual(s.start, starts[line], accuracy: 1e-12)
                XCTAssertEqual(s.activeStart, starts[line] + 0.15 * Double(i), accuracy: 1e-12)
                XCTAssertEqual(s.end, frameAfter(starts[line] + 0.15 * Double(i) + 0.35), accuracy: 1e-9)
                row += 1
            }
        }
        XCTAssertEqual(timeline.rows[0].label, "ど")
        XCTAssertEqual(timeline.end, frameAfter(3.76 + 0.15 * 4 + 0.35), accuracy: 1e-9)
    }

    func testSurveyLeavesThePlayerWhereItWas() {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics())
        player.seek(to: 1.2)
        let before = player.present().nodes.map(\.blur)
        _ = player.survey()
        XCTAssertEqual(player.time, 1.2)
        XCTAssertEqual(player.present().nodes.map(\.blur), before)
    }

    func testTheSurveysOwnSceneIsFreed() {
        final class Made { weak var scene: Scene? }
        var made: [Made] = []
        let player = ScenePlayer {
            // Distort's tap handler holds its scene: only disposing breaks the cycle.
            let scene = EffectCatalogue.named("distort")!.scene(size: Size(960, 600), metrics: FixedMetrics())
            let record = Made()
            record.scene = scene
            made.append(record)
            return scene
        }
        _ = player.survey()
        XCTAssertEqual(made.count, 2)
        XCTAssertNotNil(made[0].scene, "the player's own scene")
        XCTAssertNil(made[1].scene, "the survey's scene is still alive")
    }

    func testSpansOfARunningSceneComeFromItsTracks() {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics())
        XCTAssertTrue(player.scene.animationSpans().isEmpty)
        player.seek(to: 0.5)
        let spans = player.scene.animationSpans()
        // Line 1's 8 characters, blur and opacity each.
        XCTAssertEqual(spans.count, 16)
        XCTAssertEqual(Set(spans.map(\.property)), [.blur, .opacity])
    }

    func testATapAddsTheRunsItsHandlerStarts() {
        // A square that slides on tap after a delay: the survey replays the tap.
        let player = ScenePlayer {
            let scene = Scene(size: Size(200, 200), metrics: FixedMetrics())
            let moved = scene.state(0.0)
            let square = scene.makeNode(.rect)
            square.offset(x: { moved.value }).animation(.easeIn(duration: 0.5).delay(0.25), value: moved)
            square.onTapGesture { scene.update { moved.value = 40 } }
            scene.root.add(square)
            scene.layout = .frame(width: { 50 }, height: { 50 }, .node(square))
            return scene
        }
        XCTAssertTrue(player.survey().timeline.rows.isEmpty)
        player.seek(to: 1)
        XCTAssertTrue(player.tap(at: Point(100, 100)))
        let rows = player.survey().timeline.rows
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?.segments.first, Timeline.Segment(start: 1, activeStart: 1.25, end: 106.0 / 60))
    }

    func testALayerAnimationOnAMaskIsTheNodesSpan() throws {
        let shimmer = try XCTUnwrap(EffectCatalogue.named("shimmer"))
        let rows = shimmer.player(size: Size(960, 600), metrics: FixedMetrics()).survey().timeline.rows
        // The card's mask starts repeating at 0.5 s and never ends.
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?.segments.first?.start, 0.5)
        XCTAssertEqual(rows.first?.segments.first?.end, .infinity)
    }

    func testARepeatingRunEndsAtInfinityAndDoesNotStretchTheEnd() {
        let spans = [AnimationSpan(nodeID: 0, property: .opacity, start: 0.5, activeStart: 0.5, end: .infinity),
                     AnimationSpan(nodeID: 1, property: .blur, start: 0, activeStart: 0.1, end: 2)]
        let timeline = Timeline(spans: spans, nodes: [(1, .glyph, "b"), (0, .card, "card")])
        XCTAssertEqual(timeline.rows.map(\.nodeID), [1, 0])
        XCTAssertEqual(timeline.end, 2)
    }
}

/// The first 60 Hz frame strictly after `t` (up to rounding): where a curve ending at `t` is
/// over (SwiftUI's bezier animation runs while its duration is at least the frame's time).
private func frameAfter(_ t: Double) -> Double { ((t * 60 + 1e-6).rounded(.down) + 1) / 60 }
