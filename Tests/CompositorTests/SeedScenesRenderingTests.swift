import Compositor
import Scene
import XCTest

/// Golden frames of the Floating, Distort, Bounce, Blinking and Roulette scenes at moments
/// that show each one's character: mid-move, mid-reveal, settled, and after a click.
final class SeedScenesRenderingTests: XCTestCase {
    private func goldens(_ name: String, _ times: [Double], taps: [ScenePlayer.Tap] = [], suffix: String = "") throws {
        for time in times {
            try assertGolden(try render(name, at: time, taps: taps), named: name + suffix + "-" + String(format: "%.2f", time))
        }
    }

    func testFloating() throws {
        // Pressed in (no shadow yet), half lifted, floating on its shadow.
        try goldens("floating", [0.4, 0.68, 1.5])
        // A click on the first line sinks it onto its shadow and lifts it again.
        try goldens("floating", [2.2, 2.5], taps: [ScenePlayer.Tap(point: Point(240, 143), time: 2)], suffix: "-tap")
    }

    func testDistort() throws {
        try goldens("distort", [0.5])
        // Squashing and sliding out; coming back from the right and unsquashing; home.
        try goldens("distort", [1.75, 3.1, 4.0], taps: [ScenePlayer.Tap(point: Point(240, 212), time: 1.5)], suffix: "-tap")
    }

    func testBounce() throws {
        // First characters bouncing; line 1 landed and line 2 dropping; all landed.
        try goldens("bounce", [1.15, 2.55, 4.5])
        // A click on line 1 sends it up while line 2 stays.
        try goldens("bounce", [5.3], taps: [ScenePlayer.Tap(point: Point(200, 176), time: 5)], suffix: "-tap")
    }

    func testBlinking() throws {
        // Outlined layers appearing out of the blur; most lines solid; all settled.
        try goldens("blinking", [0.9, 2.0, 10.0])
    }

    func testRoulette() throws {
        // Shuffling and fading in; lines settling one after another; all settled.
        try goldens("roulette", [0.6, 2.0, 5.0])
    }
}
