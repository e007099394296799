import XCTest
@testable import Preview

/// A save is read once its writes have stopped for a moment, and once.
final class ReloadScheduleTests: XCTestCase {
    func testAFileIsReadOnceItHasBeenStillForTheQuietTime() {
        var schedule = ReloadSchedule()
        XCTAssertFalse(schedule.take(at: 10), "nothing changed")
        schedule.changed(at: 10)
        XCTAssertFalse(schedule.take(at: 10 + ReloadSchedule.quiet / 2))
        XCTAssertTrue(schedule.take(at: 10 + ReloadSchedule.quiet))
        XCTAssertFalse(schedule.take(at: 20), "read once")
    }

    func testEveryWriteOfASavePutsTheReadOff() {
        var schedule = ReloadSchedule()
        let step = ReloadSchedule.quiet * 0.6
        for i in 0..<5 {
            schedule.changed(at: Double(i) * step)
            XCTAssertFalse(schedule.take(at: Double(i) * step + step / 2), "write \(i) is not the last")
        }
        XCTAssertFalse(schedule.take(at: 4 * step + ReloadSchedule.quiet * 0.9))
        XCTAssertTrue(schedule.take(at: 4 * step + ReloadSchedule.quiet))
    }

    func testAFileStillOpenForWritingIsGivenLongerUnlessItIsClosed() {
        var schedule = ReloadSchedule()
        schedule.changed(at: 0, stillOpen: true)
        XCTAssertFalse(schedule.take(at: ReloadSchedule.quiet * 2), "more writes may come")
        XCTAssertTrue(schedule.take(at: ReloadSchedule.openQuiet), "a writer that never closes it")
        schedule.changed(at: 10, stillOpen: true)
        schedule.changed(at: 10.001)
        XCTAssertTrue(schedule.take(at: 10.001 + ReloadSchedule.quiet), "closed: read after the short wait")
    }

    func testTheQuietTimeLeavesRoomToReloadWellWithinASixthOfASecond() {
        // A save shows within 150 ms: the quiet time, a frame to notice, the read, a frame to show.
        XCTAssertLessThanOrEqual(ReloadSchedule.quiet, 0.05)
    }
}
