import XCTest
@testable import Preview

/// What `--stats` prints on exit: the documented `stats:` line and the `stages:` line after it.
final class FrameStatsTests: XCTestCase {
    /// 100 frames shown 1/60 s apart but one, whose work takes 1…100 ms (update a tenth of it,
    /// upload a fifth, composite the rest).
    private func session() -> FrameStats {
        var stats = FrameStats()
        var shown = 10.0
        for i in 1...100 {
            let work = Double(i) / 1000
            shown += i == 50 ? 0.05 : 1.0 / 60
            stats.record(workSeconds: work, shownAt: shown)
            stats.recordStages(update: work / 10, composite: work * 0.7, upload: work / 5)
        }
        return stats
    }

    func testTheStatsLineGivesFramesRateWorkPercentilesAndDrops() {
        let line = session().line()
        // 99 intervals over 98/60 + 0.05 s; nearest rank: the 50th and 99th of 1…100 ms.
        let fps = 99 / (98.0 / 60 + 0.05)
        XCTAssertEqual(line, "stats: frames=100 fps=\(String(format: "%.2f", fps)) work_p50_ms=50.00 work_p99_ms=99.00"
            + " work_max_ms=100.00 dropped=1")
    }

    func testTheStagesLineGivesEachStagesMedianAndP99() {
        XCTAssertEqual(session().stageLine(),
                       "stages: update_p50_ms=5.00 update_p99_ms=9.90 composite_p50_ms=35.00 composite_p99_ms=69.30"
                       + " upload_p50_ms=10.00 upload_p99_ms=19.80")
    }

    func testAnEmptySessionPrintsZeros() {
        let stats = FrameStats()
        XCTAssertEqual(stats.line(), "stats: frames=0 fps=0.00 work_p50_ms=0.00 work_p99_ms=0.00 work_max_ms=0.00 dropped=0")
        XCTAssertTrue(stats.stageLine().hasPrefix("stages: update_p50_ms=0.00 "))
    }
}
