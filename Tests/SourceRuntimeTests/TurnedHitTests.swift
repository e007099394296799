import Scene
import SourceRuntime
import XCTest

/// A view turned by `rotation3DEffect` is tapped where it shows, not where its frame lies.
final class TurnedHitTests: XCTestCase {
    private func turned(_ degrees: Double, axis: String) throws -> ScenePlayer {
        try play("""
        import SwiftUI
        struct V: View {
            @State private var taps = 0
            var body: some View {
                Rectangle()
                    .frame(width: 200, height: 100)
                    .rotation3DEffect(.degrees(\(degrees)), axis: \(axis))
                    .onTapGesture { taps += 1 }
            }
        }
        """)
    }

    // The 200 × 100 rectangle centred in the 960 × 600 canvas.
    private let frame = Rect(x: 380, y: 250, width: 200, height: 100)

    func testATurnAboutYIsHitOnItsProjectedShape() throws {
        let p = try turned(60, axis: "(x: 0, y: 1, z: 0)")
        p.seek(to: 0.5)
        let projection = Projection.rotation3D(degrees: 60, axis: (0, 1, 0), anchor: UnitPoint(0.5, 0.5), anchorZ: 0,
                                               perspective: 1, in: frame)
        let topLeft = try XCTUnwrap(projection.apply(Point(frame.x, frame.y)))
        // The right side recedes: the shape is narrower than the frame; its near side is taller.
        let midY = frame.y + frame.height / 2
        let left = try XCTUnwrap(projection.apply(Point(frame.x, midY))).x
        let right = try XCTUnwrap(projection.apply(Point(frame.maxX, midY))).x
        XCTAssertGreaterThan(left, frame.x + 8)
        XCTAssertLessThan(right, frame.maxX - 60)
        XCTAssertLessThan(topLeft.y, frame.y - 4)
        XCTAssertTrue(p.tap(at: Point((frame.x + frame.width / 2), (frame.y + frame.height / 2))), "the middle")
        XCTAssertFalse(p.tap(at: Point(frame.x + 4, midY)), "inside the frame, left of the shape")
        XCTAssertFalse(p.tap(at: Point(right + 4, midY)), "inside the frame, right of the shape")
        XCTAssertTrue(p.tap(at: Point(left + 3, midY)), "just inside the shape's near edge")
        XCTAssertTrue(p.tap(at: Point(topLeft.x + 6, frame.y - 2)), "above the frame, on the taller near side")
        XCTAssertTrue(p.tap(at: Point(right - 3, midY)), "just inside the far edge")
    }

    func testATurnAboutXIsHitOnItsProjectedShape() throws {
        let p = try turned(70, axis: "(x: 1, y: 0, z: 0)")
        p.seek(to: 0.5)
        let projection = Projection.rotation3D(degrees: 70, axis: (1, 0, 0), anchor: UnitPoint(0.5, 0.5), anchorZ: 0,
                                               perspective: 1, in: frame)
        let top = try XCTUnwrap(projection.apply(Point((frame.x + frame.width / 2), frame.y))).y
        let bottom = try XCTUnwrap(projection.apply(Point((frame.x + frame.width / 2), frame.maxY))).y
        XCTAssertGreaterThan(top, frame.y + 10)
        XCTAssertFalse(p.tap(at: Point((frame.x + frame.width / 2), frame.y + 5)), "inside the frame, above the shape")
        XCTAssertTrue(p.tap(at: Point((frame.x + frame.width / 2), top + 3)))
        XCTAssertTrue(p.tap(at: Point((frame.x + frame.width / 2), bottom - 3)))
        XCTAssertFalse(p.tap(at: Point((frame.x + frame.width / 2), bottom + 3)))
    }

    func testAnEdgeOnTurnIsNotHit() throws {
        let p = try turned(90, axis: "(x: 0, y: 1, z: 0)")
        p.seek(to: 0.5)
        XCTAssertFalse(p.tap(at: Point(frame.x + 30, (frame.y + frame.height / 2))))
        XCTAssertFalse(p.tap(at: Point(frame.maxX - 30, (frame.y + frame.height / 2))))
    }

    func testWithoutATurnTheFrameIsHit() throws {
        let p = try turned(0, axis: "(x: 0, y: 1, z: 0)")
        p.seek(to: 0.5)
        XCTAssertTrue(p.tap(at: Point(frame.x + 8, (frame.y + frame.height / 2))))
        XCTAssertFalse(p.tap(at: Point(frame.x - 8, (frame.y + frame.height / 2))))
    }
}
