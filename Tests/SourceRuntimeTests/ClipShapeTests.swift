import Scene
import SourceRuntime
import XCTest

/// `clipShape(Circle())` on a view whose frame is not square clips to the circle in the frame's
/// centred square, as `Circle().path(in:)` is; an `Ellipse` clips to the whole frame.
final class ClipShapeTests: XCTestCase {
    private func mask(_ shape: String) throws -> PresentedShapeMask {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Color.red.frame(width: 120, height: 80).clipShape(\(shape)) }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let masked = try XCTUnwrap(p.present().nodes.first { $0.mask != nil })
        guard case .shape(let m)? = masked.mask else { throw XCTSkip("not a shape mask") }
        return m
    }

    func testACircleClipIsTheCircleInTheCentredSquare() throws {
        let circle = try mask("Circle()")
        let bounds = try XCTUnwrap(circle.path).controlBounds
        // 80 across, centred in 120: from x 20 to 100 (by hand).
        XCTAssertEqual(bounds.width, 80, accuracy: 1e-9)
        XCTAssertEqual(bounds.height, 80, accuracy: 1e-9)
        XCTAssertEqual(bounds.x - circle.frame.x, 20, accuracy: 1e-9)
        let ellipse = try mask("Ellipse()")
        XCTAssertTrue(ellipse.isEllipse)
        XCTAssertNil(ellipse.path)
    }
}
