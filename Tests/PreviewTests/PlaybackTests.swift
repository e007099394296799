import XCTest
@testable import Preview

/// The window's clock: timeline time from wall time, with pause, speed, steps and seeks.
final class PlaybackTests: XCTestCase {
    func testPlaysAtItsSpeedFromWhereItStarted() {
        let p = Playback(start: 2, speed: 1.0 / 3, paused: false, now: 100)
        XCTAssertEqual(p.time(at: 100), 2)
        XCTAssertEqual(p.time(at: 103), 3, accuracy: 1e-12)
    }

    func testPauseHoldsAndResumeContinuesWithoutAJump() {
        var p = Playback(start: 0, speed: 1, paused: false, now: 0)
        p.setPaused(true, at: 1.5)
        XCTAssertEqual(p.time(at: 9), 1.5)
        p.setPaused(false, at: 10)
        XCTAssertEqual(p.time(at: 10), 1.5)
        XCTAssertEqual(p.time(at: 11), 2.5, accuracy: 1e-12)
    }

    func testChangingSpeedKeepsTheTimeShown() {
        var p = Playback(start: 0, speed: 1, paused: false, now: 0)
        p.setSpeed(0.25, at: 2)
        XCTAssertEqual(p.time(at: 2), 2)
        XCTAssertEqual(p.time(at: 6), 3, accuracy: 1e-12)
    }

    func testStepsPauseAndMoveOneFrameOfTheCurrentSpeed() {
        var p = Playback(start: 1, speed: 1, paused: true, now: 0)
        p.step(frames: 1, at: 5)
        XCTAssertEqual(p.time(at: 50), 1 + 1.0 / 60, accuracy: 1e-12)
        p.setSpeed(1.0 / 3, at: 50)
        p.step(frames: -3, at: 51)
        XCTAssertEqual(p.time(at: 60), 1 + 1.0 / 60 - 3.0 / 180, accuracy: 1e-12)
        XCTAssertTrue(p.isPaused)

        var playing = Playback(start: 0, speed: 1, paused: false, now: 0)
        playing.step(frames: 1, at: 2)
        XCTAssertTrue(playing.isPaused)
        XCTAssertEqual(playing.time(at: 9), 2 + 1.0 / 60, accuracy: 1e-12)
    }

    func testTimeNeverGoesBelowZero() {
        var p = Playback(start: 0, speed: 1, paused: true, now: 0)
        p.step(frames: -1, at: 0)
        XCTAssertEqual(p.time(at: 0), 0)
        p.seek(to: -3, at: 0)
        XCTAssertEqual(p.time(at: 1), 0)
    }
}
