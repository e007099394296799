import Compositor
import Scene
import XCTest

/// Frames of the matchedGeometryEffect scene: the first word fading in, a change mid-glide.
final class MorphRenderingTests: XCTestCase {
    /// The Change button's centre on a 480 × 360 canvas.
    private let button = Point(240, 226)

    func testGoldenFrames() throws {
        try assertGolden(try render("morph", at: 0.15), named: "morph-0.15")
        let change = ScenePlayer.Tap(point: button, time: 1)
        // しりとり → りんご half way (り gliding left, ん and ご fading in, し と り fading out), then settled.
        try assertGolden(try render("morph", at: 1.15, taps: [change]), named: "morph-1.15")
        try assertGolden(try render("morph", at: 1.5, taps: [change]), named: "morph-1.50")
    }

    func testTheButtonIsBordered() throws {
        let canvas = try render("morph", at: 1)
        // Inside the button, away from the label: the light gray fill (gray at 12 % over white).
        let fill = canvas.rgba(Int(button.x) - 36, Int(button.y))
        XCTAssertEqual(Double(fill.r), 255 - 0.12 * (255 - 118), accuracy: 3)
        XCTAssertEqual(Double(fill.b), 255 - 0.12 * (255 - 128), accuracy: 3)
        // The label is accent blue: some pixel is much bluer than it is red.
        var blue = false
        for x in (Int(button.x) - 30)..<(Int(button.x) + 30) {
            let p = canvas.rgba(x, Int(button.y))
            if Int(p.b) - Int(p.r) > 120 { blue = true }
        }
        XCTAssertTrue(blue, "an accent-blue label")
    }
}
