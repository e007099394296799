import Compositor
import Foundation
import Scene
import XCTest

/// How much of a black shape covers pixel (x, y) over white (0…1).
private func ink(_ c: Canvas, _ x: Int, _ y: Int) -> Double { 1 - Double(c.rgba(x, y).r) / 255 }

/// The fraction of a Gaussian of σ lying left of `d`: a blurred straight edge at distance d.
private func edge(_ d: Double, sigma: Double) -> Double { 0.5 * (1 + erf(d / (sigma * 2.squareRoot()))) }

/// Shapes and colours take `blur(radius:)` and `shadow(color:radius:x:y:)` as text does: the
/// shape's alpha blurred with σ = radius (scaled with the view), and the shadow under it.
final class ShapeEffectsRenderingTests: XCTestCase {


    /// A black 200 × 100 rectangle centred on the 400 × 300 canvas: its left edge at x = 100.
    private let rectangle = "        Color.black.frame(width: 200, height: 100)"

    func testABlurredRectangleHasAGaussianEdge() throws {
        let sharp = try renderBody(rectangle)
        XCTAssertEqual(ink(sharp, 98, 150), 0, accuracy: 0.01)
        XCTAssertEqual(ink(sharp, 101, 150), 1, accuracy: 0.01)
        let c = try renderBody(rectangle + ".blur(radius: 4)")
        // Pixel x covers [x, x+1): its centre lies x + 0.5 − 100 from the edge, inside to the right.
        for x in [90, 94, 97, 99, 100, 102, 105, 109] {
            XCTAssertEqual(ink(c, x, 150), edge(Double(x) + 0.5 - 100, sigma: 4), accuracy: 0.04, "x = \(x)")
        }
        XCTAssertEqual(ink(c, 200, 150), 1, accuracy: 0.01, "the middle stays solid")
    }

    func testABlurScalesWithTheView() throws {
        // Scaled 1.5× about the centre: the left edge moves to 200 − 150 = 50, its blur to σ = 6.
        let c = try renderBody(rectangle + ".blur(radius: 4).scaleEffect(1.5)")
        for x in [38, 44, 49, 50, 56, 62] {
            XCTAssertEqual(ink(c, x, 150), edge(Double(x) + 0.5 - 50, sigma: 6), accuracy: 0.04, "x = \(x)")
        }
    }

    func testAShapeCastsItsShadowUnderItself() throws {
        // A 60 × 60 black circle at the centre; a red shadow moved 50 to the right, unblurred.
        let c = try renderBody("        Circle().fill(Color.black).frame(width: 60, height: 60).shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 50, y: 0)")
        let centre = c.rgba(200, 150), shadow = c.rgba(250 + 25, 150), away = c.rgba(200 - 40, 150)
        XCTAssertEqual([centre.r, centre.g, centre.b], [0, 0, 0], "the circle is drawn over its shadow")
        XCTAssertEqual([shadow.r, shadow.g, shadow.b], [255, 0, 0], "the shadow's disk, 50 to the right")
        XCTAssertEqual([away.r, away.g, away.b], [255, 255, 255])
    }

    func testABlurredShadowSpreadsByItsRadius() throws {
        // A black rectangle's shadow 150 below it, blurred with σ = 5.
        let c = try renderBody("        Color.black.frame(width: 200, height: 40).shadow(color: .black, radius: 5, x: 0, y: 150)",
                               size: Size(400, 500))
        // The rectangle spans y 230…270 of the 500-high canvas; its shadow 380…420.
        for y in [370, 376, 380, 384, 390] {
            XCTAssertEqual(ink(c, 200, y), edge(Double(y) + 0.5 - 380, sigma: 5), accuracy: 0.04, "y = \(y)")
        }
        XCTAssertEqual(ink(c, 200, 250), 1, accuracy: 0.01, "the rectangle itself stays sharp")
    }
}

/// A container's blur and shadow act on what its views draw together.
final class ContainerEffectsRenderingTests: XCTestCase {

    /// Two black 100 × 100 squares side by side, touching, in an HStack: their left edge at x = 100.
    private let pair = """
            HStack(spacing: 0) {
                Color.black.frame(width: 100, height: 100)
                Color.black.frame(width: 100, height: 100)
            }
    """

    func testAStackBlursWhatItsViewsDrawTogether() throws {
        let c = try renderBody(pair + ".blur(radius: 4)")
        for x in [92, 97, 100, 103, 108] {
            XCTAssertEqual(ink(c, x, 150), edge(Double(x) + 0.5 - 100, sigma: 4), accuracy: 0.04, "outer edge, x = \(x)")
        }
        // Where the squares touch nothing shows through: blurred apart, each edge would let the
        // white in (a seam of 50 %); blurred together the middle stays solid.
        XCTAssertEqual(ink(c, 200, 150), 1, accuracy: 0.02, "no seam between the squares")
    }

    func testAStackCastsOneShadow() throws {
        let c = try renderBody(pair + ".shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 0, y: 60)")
        let below = c.rgba(150, 150 + 50 + 30), inside = c.rgba(150, 150)
        XCTAssertEqual([below.r, below.g, below.b], [255, 0, 0], "the shadow, 60 below the squares")
        XCTAssertEqual([inside.r, inside.g, inside.b], [0, 0, 0], "the squares over it")
    }

    func testABlurredStackWithTransparencyKeepsItsColour() throws {
        // A half-transparent blue over white, blurred: far inside, the colour is unchanged.
        let c = try renderBody("        VStack { Color.blue.opacity(0.5).frame(width: 200, height: 100) }.blur(radius: 3)")
        let p = c.rgba(200, 150)
        XCTAssertEqual(Int(p.r), 128, accuracy: 2)
        XCTAssertEqual(Int(p.g), 188, accuracy: 2, "SwiftUI's blue is (0, 122, 255)")
        XCTAssertEqual(Int(p.b), 255, accuracy: 2)
    }
}

/// `.clipped()` and `.clipShape(_:)` cut what a view draws to its frame, or to a shape over it.
final class ClippingRenderingTests: XCTestCase {

    /// A 200 × 200 black square in a 100 × 100 frame, centred at (200, 150).
    private let overflowing = "        Color.black.frame(width: 200, height: 200).frame(width: 100, height: 100)"

    func testClippedCutsToTheFrame() throws {
        let loose = try renderBody(overflowing)
        XCTAssertEqual(ink(loose, 200, 80), 1, accuracy: 0.01, "unclipped, the square reaches past its frame")
        let c = try renderBody(overflowing + ".clipped()")
        XCTAssertEqual(ink(c, 200, 80), 0, accuracy: 0.01, "above the frame")
        XCTAssertEqual(ink(c, 120, 150), 0, accuracy: 0.01, "left of the frame")
        XCTAssertEqual(ink(c, 200, 150), 1, accuracy: 0.01, "inside it")
        XCTAssertEqual(ink(c, 151, 101), 1, accuracy: 0.01, "just inside a corner")
        // The frame's edges fall on whole pixels (x 150…250): the last column outside is
        // bare and the first inside full, as a mask of the frame leaves them.
        XCTAssertEqual(ink(c, 149, 150), 0, accuracy: 0.01, "the column left of the frame")
        XCTAssertEqual(ink(c, 150, 150), 1, accuracy: 0.01, "the frame's first column")
        XCTAssertEqual(ink(c, 249, 150), 1, accuracy: 0.01, "the frame's last column")
        XCTAssertEqual(ink(c, 250, 150), 0, accuracy: 0.01, "the column right of it")
        // A frame 101 wide stands from x 149.5 to 250.5: the mask covers half of each edge column.
        let half = try renderBody("        Color.black.frame(width: 200, height: 200).frame(width: 101, height: 100).clipped()")
        XCTAssertEqual(ink(half, 149, 150), 0.5, accuracy: 0.02, "half of the left edge column")
        XCTAssertEqual(ink(half, 250, 150), 0.5, accuracy: 0.02, "half of the right edge column")
    }

    func testAStackClippedByACircle() throws {
        // A 100 × 100 black square in a VStack, clipped by a circle: its corners go.
        let c = try renderBody("        VStack { Color.black.frame(width: 100, height: 100) }.clipShape(Circle())")
        XCTAssertEqual(ink(c, 200, 150), 1, accuracy: 0.01, "the centre")
        XCTAssertEqual(ink(c, 153, 103), 0, accuracy: 0.01, "a corner, outside the circle")
        XCTAssertEqual(ink(c, 200, 102), 1, accuracy: 0.01, "the top's middle, inside it")
        XCTAssertEqual(ink(c, 200 + 38, 150 - 38), 0, accuracy: 0.01, "just outside the rim on the diagonal")
        XCTAssertEqual(ink(c, 200 + 33, 150 - 33), 1, accuracy: 0.01, "just inside it")
    }

    /// A clip turned with its view cuts along the turned edges, not their upright bounds.
    func testATurnedClipCutsAlongItsTurnedEdges() throws {
        // The 100 × 100 frame turned 45° is a diamond about (200, 150): |dx| + |dy| ≤ 70.7.
        let c = try renderBody(overflowing + ".clipped().rotationEffect(.degrees(45))")
        XCTAssertEqual(ink(c, 200, 150 - 65), 1, accuracy: 0.01, "a corner of the diamond, inside")
        XCTAssertEqual(ink(c, 200 + 45, 150 - 45), 0, accuracy: 0.01, "beside an edge, inside its upright bounds")
        XCTAssertEqual(ink(c, 200 + 30, 150 - 30), 1, accuracy: 0.01, "inside the edge")
    }

    func testAStackClippedByARoundedRectangle() throws {
        let c = try renderBody("        VStack { Color.black.frame(width: 100, height: 100) }.clipShape(RoundedRectangle(cornerRadius: 30))")
        XCTAssertEqual(ink(c, 151, 101), 0, accuracy: 0.01, "the corner is rounded off")
        XCTAssertEqual(ink(c, 200, 101), 1, accuracy: 0.01, "the top edge's middle stays")
    }
}

/// A gradient foreground style over a text of styled runs spans the whole text.
final class StyledTextGradientRenderingTests: XCTestCase {
    func testTheGradientRunsAcrossTheRuns() throws {
        let c = try renderBody("""
                (Text("IIII") + Text("IIII").bold())
                    .font(.system(size: 60))
                    .foregroundStyle(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                                    startPoint: .leading, endPoint: .trailing))
        """)
        // The ink's colour, column by column: red at the first run's start, blue at the second's end.
        var inked: [(x: Int, r: Int, b: Int)] = []
        for x in 0..<c.width {
            for y in 0..<c.height {
                let p = c.rgba(x, y)
                if Int(p.r) + Int(p.g) + Int(p.b) < 400 { inked.append((x, Int(p.r), Int(p.b))); break }
            }
        }
        let first = try XCTUnwrap(inked.first), last = try XCTUnwrap(inked.last)
        XCTAssertGreaterThan(first.r, first.b + 100, "red at the start: \(first)")
        XCTAssertGreaterThan(last.b, last.r + 100, "blue at the end: \(last)")
        XCTAssertGreaterThan(last.x - first.x, 100, "one gradient over the whole text, not one per run")
        let none = inked.filter { $0.r < 60 && $0.b < 60 }
        XCTAssertTrue(none.isEmpty, "no glyph left black: \(none.prefix(3))")
    }
}

/// An image's blur and shadow act on its pixels.
final class ImageEffectsRenderingTests: XCTestCase {
    private let image = "        Image(\"sampleImage1\").resizable().frame(width: 200, height: 150)"

    /// The first column from the left whose middle pixel is not white.
    private func leftEdge(_ c: Canvas) -> Int? {
        (0..<c.width).first { let p = c.rgba($0, 150); return p.r < 250 || p.g < 250 || p.b < 250 }
    }

    func testABlurredImageSpreadsPastItsFrame() throws {
        let sharp = try renderBody(image), blurred = try renderBody(image + ".blur(radius: 6)")
        let edge = try XCTUnwrap(leftEdge(sharp))
        XCTAssertEqual(edge, 100, accuracy: 1, "the 200-wide image centred on the 400-wide canvas")
        let spread = try XCTUnwrap(leftEdge(blurred))
        XCTAssertLessThan(spread, edge - 6, "the blur reaches past the frame (3σ = 18 points)")
    }

    func testAnImageCastsItsShadow() throws {
        let c = try renderBody(image + ".shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 0, y: 30)")
        // Below the image (which ends at y = 225), within its shadow's 30 points.
        let p = c.rgba(200, 240)
        XCTAssertEqual([p.r, p.g, p.b], [255, 0, 0])
        let under = c.rgba(200, 260)
        XCTAssertEqual([under.r, under.g, under.b], [255, 255, 255], "past the shadow")
    }
}
