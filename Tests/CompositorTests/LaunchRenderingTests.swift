import Compositor
import Scene
import XCTest

/// Frames of the Pinterest launch: the red circle with its white pencil, shrinking, dipping, leaving.
final class LaunchRenderingTests: XCTestCase {
    func testGoldenFrames() throws {
        for (time, name) in [(0.05, "launch-0.05"), (0.55, "launch-0.55"), (0.95, "launch-0.95")] {
            try assertGolden(try render("launch", at: time), named: name)
        }
    }

    func testTheCircleIsRedWithAWhitePencilAndGrowsAboutItsCentre() throws {
        func redWidth(_ canvas: Canvas, row: Int) -> Int {
            (0..<canvas.width).filter { let p = canvas.rgba($0, row); return p.r > 200 && p.g < 100 && p.b < 100 }.count
        }
        let rest = try render("launch", at: 0)
        let grown = try render("launch", at: 0.3)     // step 2 done: 120 pt
        // The row through the centre is red except for the pencil; the pencil is white.
        var white = 0
        for x in 190..<290 { let p = rest.rgba(x, 180); if p.r > 240 && p.g > 240 { white += 1 } }
        XCTAssertGreaterThan(white, 3, "the pencil crosses the centre row")
        // Near the top edge (centre 180, radius 50 / 60), the chord grows with the diameter.
        XCTAssertEqual(redWidth(rest, row: 134), Int((2 * (50.0 * 50 - 45.5 * 45.5).squareRoot()).rounded()), accuracy: 3)
        XCTAssertEqual(redWidth(grown, row: 124), Int((2 * (60.0 * 60 - 55.5 * 55.5).squareRoot()).rounded()), accuracy: 3)
        XCTAssertEqual(redWidth(try render("launch", at: 1.5), row: 180), 0, "gone off the top")
    }
}
