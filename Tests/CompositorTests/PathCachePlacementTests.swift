@testable import Compositor
import Scene
import Typography
import XCTest

/// The path cache draws a shape once for every place it stands a whole number of pixels
/// away: what it gives must be, pixel for pixel, what Cairo draws at that place itself.
final class PathCachePlacementTests: XCTestCase {
    /// A trimmed ring with a round cap, as a loader draws it, its frame's corner at `origin`.
    private func ring(at origin: Point) -> ShapePath {
        var p = ShapePath()
        p.addArc(center: Point(origin.x + 6, origin.y + 6), radius: 5, startAngle: 0, endAngle: 4, clockwise: false)
        return p
    }

    private func pixels(_ b: GlyphBitmap) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<b.height { for x in 0..<b.width { out.append(b.pixels[y * b.stride + x]) } }
        return out
    }

    func testAShapeAtAnotherPlaceIsWhatCairoDrawsThere() throws {
        let paint = ShapePaint.stroke(StrokeStyle(lineWidth: 2, lineCap: .round))
        let clip = Rect(x: 0, y: 0, width: 800, height: 600)
        let turn = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0)
        let cache = PathCache()
        // Places a whole number of points apart, a quarter pixel off, and under a turn about
        // the ring's own centre (its translation then depends on the place).
        for origin in [Point(40, 30), Point(123, 77), Point(300.25, 200.5), Point(517, 411)] {
            let centre = Point(origin.x + 6, origin.y + 6)
            let turned = Transform2D.translation(centre.x, centre.y)
                .concatenating(after: turn.concatenating(after: Transform2D.translation(-centre.x, -centre.y)))
            for t in [Transform2D.identity, Transform2D.translation(0.25, 0.75), turned] {
                let path = ring(at: origin)
                let direct = try XCTUnwrap(PathRaster.coverage(path, paint: paint, transform: t, clip: clip))
                let cached = try XCTUnwrap(cache.coverage(path, paint: paint, transform: t, clip: clip))
                XCTAssertEqual(cached.x, Int(direct.originX), "\(origin) \(t)")
                XCTAssertEqual(cached.y, Int(direct.originY), "\(origin) \(t)")
                XCTAssertEqual(cached.bitmap.width, direct.width)
                XCTAssertEqual(cached.bitmap.height, direct.height)
                // Unturned: the very pixels. Turned: the moved points round differently in
                // the last bits, which may move a pixel's coverage by one level of 255.
                let worst = zip(pixels(cached.bitmap), pixels(direct)).map { abs(Int($0) - Int($1)) }.max() ?? 0
                XCTAssertLessThanOrEqual(worst, t.b == 0 ? 0 : 1, "\(origin) \(t)")
            }
        }
    }

    func testOneDrawingServesEveryPlaceOfAGrid() throws {
        let paint = ShapePaint.stroke(StrokeStyle(lineWidth: 2))
        let clip = Rect(x: 0, y: 0, width: 800, height: 600)
        let cache = PathCache()
        let first = try XCTUnwrap(cache.coverage(ring(at: Point(100, 100)), paint: paint, transform: .identity, clip: clip))
        let other = try XCTUnwrap(cache.coverage(ring(at: Point(219, 345)), paint: paint, transform: .identity, clip: clip))
        XCTAssertTrue(first.bitmap === other.bitmap)
        XCTAssertEqual(other.x - first.x, 119)
        XCTAssertEqual(other.y - first.y, 245)
        // At the canvas's edge the clip cuts it: a drawing of its own.
        let cut = try XCTUnwrap(cache.coverage(ring(at: Point(-3, 100)), paint: paint, transform: .identity, clip: clip))
        XCTAssertFalse(cut.bitmap === first.bitmap)
    }
}
