import Scene
import TestSupport
import XCTest
@testable import Gallery
import SourceRuntime
@testable import Preview

/// The timeline panel's geometry: bars where the runs are, x and time in step.
final class TimelinePanelTests: XCTestCase {
    private func blurPanel(window: Size = Size(960, 600)) -> TimelinePanel {
        let player = EffectCatalogue.named("blur")!.player(size: window, metrics: ProportionalMetrics(width: 1))
        return TimelinePanel(timeline: player.survey().timeline, window: window)
    }

    func testThePanelSitsAtTheBottomAndLeavesTheSceneMostOfTheWindow() {
        let panel = blurPanel()
        XCTAssertEqual(panel.frame.maxY, 600)
        XCTAssertEqual(panel.frame.height, 240) // 22 rows want more than 40 % of 600
        XCTAssertEqual(TimelinePanel.height(rows: 3, windowHeight: 600), 120)
        XCTAssertEqual(TimelinePanel.height(rows: 12, windowHeight: 600), 20 + 6 + 144)
        XCTAssertEqual(TimelinePanel.height(rows: 3, windowHeight: 200), 80)
    }

    func testTimeAndXMapBothWays() {
        let panel = blurPanel()
        XCTAssertEqual(panel.horizon, 5) // the last run ends at 4.71 s
        XCTAssertEqual(panel.x(at: 0), TimelinePanel.labelWidth)
        XCTAssertEqual(panel.x(at: 5), 960 - TimelinePanel.margin)
        for t in stride(from: 0.0, through: 5, by: 0.37) {
            XCTAssertEqual(panel.time(atX: panel.x(at: t)), t, accuracy: 1e-9)
        }
        XCTAssertEqual(panel.time(atX: 0), 0)
        XCTAssertEqual(panel.time(atX: 2000), 5)
    }

    func testBarsWaitOutTheDelayThenRun() {
        let panel = blurPanel()
        // The third character of the second line: changed at 1.85, runs 2.15…2.50, over on the
        // frame after (2.5167).
        let bars = panel.bars(ofRow: 8 + 2)
        XCTAssertEqual(bars.count, 1)
        let wait = try? XCTUnwrap(bars[0].wait)
        XCTAssertEqual(wait?.x ?? 0, panel.x(at: 1.85), accuracy: 1e-9)
        XCTAssertEqual(wait?.maxX ?? 0, panel.x(at: 2.15), accuracy: 1e-9)
        XCTAssertEqual(bars[0].run.x, panel.x(at: 2.15), accuracy: 1e-9)
        XCTAssertEqual(bars[0].run.maxX, panel.x(at: 151.0 / 60), accuracy: 1e-9)
        // The first character of a line has no delay to wait out.
        XCTAssertNil(panel.bars(ofRow: 8)[0].wait)
        // Rows stack downwards inside the panel.
        XCTAssertLessThan(panel.row(0).y, panel.row(1).y)
        XCTAssertLessThanOrEqual(panel.row(21).maxY, panel.frame.maxY)
    }

    func testARunThatNeverEndsShowsASecondOfItself() {
        let spans = [AnimationSpan(nodeID: 0, property: nil, start: 0.5, activeStart: 0.5, end: .infinity)]
        let panel = TimelinePanel(timeline: Timeline(spans: spans, nodes: [(0, .card, "card")]), window: Size(960, 600))
        XCTAssertEqual(panel.horizon, 2)
        XCTAssertEqual(panel.bars(ofRow: 0)[0].run.maxX, panel.x(at: 2))
    }

    func testTicksAreRoundAndApart() {
        let panel = blurPanel()
        XCTAssertEqual(panel.ticks, [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5])
        let narrow = blurPanel(window: Size(300, 600))
        // 210 points of track: 1 s would be 42 apart.
        XCTAssertEqual(narrow.ticks, [0, 2, 4])
    }

    func testTheStatusLineNamesEffectFontSpeedTimeAndRate() {
        XCTAssertEqual(StatusLine.text(effect: "blur", family: "Noto Serif CJK JP", speed: 1.0 / 3, sceneTime: 1.2345,
                                       fps: 59.96, paused: true),
                       "blur · Noto Serif CJK JP · 1/3× · 1.23 s · 60 fps · paused")
    }
}
