import Foundation
import XCTest

/// The shimmer in the real window: a click on the card restarts the repeating sweep.
final class ShimmerWindowTests: XCTestCase {
    func testAClickOnTheCardRestartsTheSweep() throws {
        let display = try VirtualDisplay(width: 960, height: 600)
        defer { display.stop() }
        // Held at 2.4 s: 0.9 of a pass, the transparent band lies on the card's right.
        let app = try display.launch(executable.path, ["--effect", "shimmer", "--start", "2.4", "--paused"])
        defer { app.terminate(); app.waitUntilExit() }
        let window = try display.waitForWindow(of: app)
        // The card is 360×226 at (300, 187); two patches between the title and the line of text.
        let left = (x: 305, y: 270, width: 95, height: 70), right = (x: 530, y: 270, width: 100, height: 70)
        // The card's blue counts as dark; where the mask thins it, the white page shows through.
        func dark(_ s: Screenshot, _ r: (x: Int, y: Int, width: Int, height: Int)) -> Int { s.darkPixels(in: r, below: 130) }
        XCTAssertTrue(try display.waitUntil { dark($0, left) > 6000 && dark($0, right) < 2000 },
                      "the band is not on the card's right at 2.4 s")
        // The tap runs the seed's shimmer() again: the pass starts over, the band on the left.
        try display.click(window, x: 480, y: 300)
        XCTAssertTrue(try display.waitUntil { dark($0, left) < 2000 && dark($0, right) > 6000 },
                      "the click on the card did not restart the sweep")
    }
}
