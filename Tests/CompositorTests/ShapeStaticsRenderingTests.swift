import Compositor
import Foundation
import Scene
import XCTest

/// iOS 17's shape statics stand for the shapes they name: `.clipShape(.rect(cornerRadius: r))`
/// is `RoundedRectangle(cornerRadius: r)`, `.circle` is `Circle()`, `.capsule` is `Capsule()`
/// (Apple's documentation of `Shape.rect(cornerRadius:style:)`, `Shape.circle`, `Shape.capsule`).
final class ShapeStaticsRenderingTests: XCTestCase {
    private let square = "        Color.black.frame(width: 200, height: 100)"

    private func assertSame(_ a: Canvas, _ b: Canvas, file: StaticString = #filePath, line: UInt = #line) {
        for y in stride(from: 0, to: 300, by: 3) {
            for x in stride(from: 0, to: 400, by: 3) where a.rgba(x, y) != b.rgba(x, y) {
                return XCTFail("differs at \(x), \(y)", file: file, line: line)
            }
        }
    }

    func testRectWithACornerRadiusIsARoundedRectangle() throws {
        let statics = try renderBody(square + ".clipShape(.rect(cornerRadius: 30))")
        assertSame(statics, try renderBody(square + ".clipShape(RoundedRectangle(cornerRadius: 30))"))
        // The 200 × 100 view spans x 100…300, y 100…200: a 30-point corner leaves (101, 101)
        // outside (white) and the middle inside (black).
        XCTAssertEqual(statics.rgba(101, 101).r, 255)
        XCTAssertEqual(statics.rgba(200, 150).r, 0)
    }

    func testCircleAndCapsuleStatics() throws {
        assertSame(try renderBody(square + ".clipShape(.circle)"), try renderBody(square + ".clipShape(Circle())"))
        assertSame(try renderBody(square + ".clipShape(.capsule)"), try renderBody(square + ".clipShape(Capsule())"))
        // A capsule of 200 × 100 has semicircular ends of radius 50: (105, 110) lies outside.
        XCTAssertEqual(try renderBody(square + ".clipShape(.capsule)").rgba(105, 110).r, 255)
    }

    func testAnAlignmentOfTwoGuidesPlacesAsTheNamedOne() throws {
        // ZStack(alignment: Alignment(horizontal: .trailing, vertical: .top)) is .topTrailing.
        let body = """
                ZStack(alignment: Alignment(horizontal: .trailing, vertical: .top)) {
                    Color.white.frame(width: 200, height: 100)
                    Color.black.frame(width: 20, height: 20)
                }
        """
        let c = try renderBody(body)
        // The stack spans x 100…300, y 100…200: the small square at x 280…300, y 100…120.
        XCTAssertEqual(c.rgba(290, 110).r, 0)
        XCTAssertEqual(c.rgba(110, 110).r, 255)
        XCTAssertEqual(c.rgba(200, 150).r, 255)
    }
}
