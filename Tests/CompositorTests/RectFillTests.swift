import Scene
import XCTest
@testable import Compositor

/// Plain rectangles are filled without a mask, with each pixel's exactly covered area.
final class RectFillTests: XCTestCase {
    func testSpansSplitAnAxisIntoPartlyAndFullyCoveredPixels() {
        XCTAssertEqual(RectFill.spans(1.25, 4.75, limit: 10), [
            .init(start: 1, end: 2, coverage: 0.75), .init(start: 2, end: 4, coverage: 1), .init(start: 4, end: 5, coverage: 0.75),
        ])
        XCTAssertEqual(RectFill.spans(2.25, 2.5, limit: 10), [.init(start: 2, end: 3, coverage: 0.25)])
        XCTAssertEqual(RectFill.spans(-3, 2, limit: 10), [.init(start: 0, end: 1, coverage: 1), .init(start: 1, end: 2, coverage: 1)])
        XCTAssertEqual(RectFill.spans(5, 5, limit: 10), [])
    }

    func testEachPixelGetsItsCoveredArea() throws {
        let canvas = try Canvas(width: 8, height: 8)
        canvas.clear(.white)
        RectFill.fill(Rect(x: 1.25, y: 2.5, width: 3.5, height: 1.25), color: .black, canvas: canvas)
        func expected(_ x: Int, _ y: Int) -> Double {
            let cx = max(0, min(Double(x + 1), 4.75) - max(Double(x), 1.25))
            let cy = max(0, min(Double(y + 1), 3.75) - max(Double(y), 2.5))
            return 255 * (1 - cx * cy)
        }
        for y in 0..<8 {
            for x in 0..<8 { XCTAssertEqual(Double(canvas.rgba(x, y).r), expected(x, y), accuracy: 1, "(\(x), \(y))") }
        }
    }
}
