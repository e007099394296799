import XCTest
@testable import Motion

/// Halting a track keeps the value shown at that moment and drops its motion.
final class HaltTests: XCTestCase {
    func testHaltKeepsTheValueShownAndStops() {
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .linear(duration: 1))
        track.halt(at: 0.3)
        // Linear: 30 % of the way at 0.3 s, by hand.
        XCTAssertEqual(track.model, 30, accuracy: 1e-9)
        XCTAssertFalse(track.isAnimating(at: 0.3))
        XCTAssertNil(track.lastEnd)
        for t in [0.3, 0.5, 2.0] { XCTAssertEqual(track.value(at: t), 30, accuracy: 1e-9) }
        // A later animated change starts from where it stopped.
        track.set(50, at: 1, animation: .linear(duration: 1))
        XCTAssertEqual(track.value(at: 1.5), 40, accuracy: 1e-9)
    }

    func testHaltOfACombinedChainKeepsTheFoldedValue() {
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: .linear(duration: 1))
        track.set(0, at: 0.5, animation: .linear(duration: 1))
        let t = 0.75
        let old = 100 * t
        let expected = old + (t - 0.5) * (0 - old)
        track.halt(at: t)
        XCTAssertEqual(track.value(at: 5), expected, accuracy: 1e-9)
        XCTAssertFalse(track.isCombined)
    }

    func testHaltAtRestChangesNothing() {
        var track = AnimatedValue(7)
        track.halt(at: 1)
        XCTAssertEqual(track.model, 7)
    }
}
