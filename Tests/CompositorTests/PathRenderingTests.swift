import Compositor
import Foundation
import Scene
import SourceRuntime
import XCTest

/// How much of a black drawing covers pixel (x, y) over white (0…1).
private func ink(_ c: Canvas, _ x: Int, _ y: Int) -> Double { 1 - Double(c.rgba(x, y).r) / 255 }

/// The area inked over the whole canvas, in pixels.
private func area(_ c: Canvas) -> Double {
    var sum = 0.0
    for y in 0..<c.height { for x in 0..<c.width { sum += ink(c, x, y) } }
    return sum
}

/// Draws a whole file at `time` on a 400 × 300 canvas.
private func renderFile(_ source: String, at time: Double) throws -> Canvas {
    let player = try SourceFile(path: "P.swift", text: "import SwiftUI\n" + source).effect()
        .player(size: Size(400, 300), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
    player.seek(to: time)
    let canvas = try Canvas(width: 400, height: 300)
    Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
    return canvas
}

/// Strokes, fills, trims and dashes drawn by Cairo, checked against areas and edges worked out
/// by hand. Every drawing is black on the white canvas, centred (the canvas' centre is
/// (200, 150)).
final class PathRenderingTests: XCTestCase {
    func testAStrokeIsCentredOnTheShapesEdge() throws {
        // The 100 × 60 frame spans x 150…250; a 10-wide stroke covers 145…155 on the left edge.
        let c = try renderBody("        Rectangle().stroke(Color.black, lineWidth: 10).frame(width: 100, height: 60)")
        XCTAssertEqual(ink(c, 143, 150), 0, accuracy: 0.01)
        XCTAssertEqual(ink(c, 146, 150), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 153, 150), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 157, 150), 0, accuracy: 0.01, "the inside stays empty")
        // Outer 110 × 70 less inner 90 × 50 (miter joins keep the corners square).
        XCTAssertEqual(area(c), 110 * 70 - 90 * 50, accuracy: 20)
    }

    func testAStrokedCircleIsARing() throws {
        // Radius 50, width 10: the ring's area is π(55² − 45²) = 2π · 50 · 10.
        let c = try renderBody("        Circle().stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100)")
        XCTAssertEqual(area(c), 2 * .pi * 50 * 10, accuracy: 2 * .pi * 500 * 0.01)
        XCTAssertEqual(ink(c, 200, 150), 0, accuracy: 0.01)
        XCTAssertEqual(ink(c, 250, 150), 1, accuracy: 0.01, "the stroke lies on the circle")
    }

    func testStrokeBorderLiesInsideTheFrame() throws {
        // Inset by half the width: the stroke covers 150…160 on the left edge.
        let c = try renderBody("        Rectangle().strokeBorder(Color.black, lineWidth: 10).frame(width: 100, height: 60)")
        XCTAssertEqual(ink(c, 148, 150), 0, accuracy: 0.01)
        XCTAssertEqual(ink(c, 151, 150), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 158, 150), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 162, 150), 0, accuracy: 0.01)
        XCTAssertEqual(area(c), 100 * 60 - 80 * 40, accuracy: 20)
    }

    func testATrimmedCircleRunsClockwiseFromThreeOClock() throws {
        // Half the ring, from three o'clock through six to nine: the lower half (butt caps).
        let c = try renderBody("        Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100)")
        XCTAssertEqual(area(c), .pi * 50 * 10, accuracy: .pi * 500 * 0.015)
        XCTAssertEqual(ink(c, 200, 200), 1, accuracy: 0.01, "six o'clock is drawn")
        XCTAssertEqual(ink(c, 200, 100), 0, accuracy: 0.01, "twelve o'clock is not")
    }

    func testRoundCapsAddAHalfDiskAtEachEnd() throws {
        // A quarter of the ring plus two half disks of radius 5.
        let c = try renderBody("""
                Circle().trim(from: 0, to: 0.25)
                    .stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .frame(width: 100, height: 100)
        """)
        XCTAssertEqual(area(c), .pi * 50 * 10 / 2 + .pi * 25, accuracy: 12)
    }

    func testTheEvenOddRuleLeavesAHole() throws {
        // A 100 × 100 square with a 40 × 40 square inside it, both drawn the same way round.
        let path = """
                Path { p in
                    p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
                    p.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
                }
        """
        let evenOdd = try renderBody(path + "\n        .fill(Color.black, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)")
        let winding = try renderBody(path + "\n        .fill(Color.black).frame(width: 100, height: 100)")
        // The path's frame is the 100 × 100 square centred on the canvas: 150…250 by 100…200.
        XCTAssertEqual(ink(evenOdd, 200, 150), 0, accuracy: 0.01, "the even-odd rule leaves the inner square empty")
        XCTAssertEqual(ink(winding, 200, 150), 1, accuracy: 0.01, "the non-zero rule fills it")
        XCTAssertEqual(area(evenOdd), 100 * 100 - 40 * 40, accuracy: 10)
        XCTAssertEqual(area(winding), 100 * 100, accuracy: 10)
    }

    func testADashAlternatesAndItsPhaseShiftsIt() throws {
        // A line 200 long across the middle, dashes of 10 on and 10 off.
        func line(_ phase: Double) throws -> Canvas {
            try renderBody("""
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 50))
                        p.addLine(to: CGPoint(x: 200, y: 50))
                    }
                    .stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: \(phase)))
                    .frame(width: 200, height: 100)
            """)
        }
        // The frame spans x 100…300, y 100…200; the line is at y = 150.
        let c = try line(0)
        XCTAssertEqual(ink(c, 105, 150), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 115, 150), 0, accuracy: 0.01)
        XCTAssertEqual(ink(c, 125, 150), 1, accuracy: 0.01)
        XCTAssertEqual(area(c), 100 * 4, accuracy: 8, "half the length is drawn")
        // A phase of 5 starts halfway into the first dash: on 0…5, off 5…15, on 15…25.
        let shifted = try line(5)
        XCTAssertEqual(ink(shifted, 102, 150), 1, accuracy: 0.01)
        XCTAssertEqual(ink(shifted, 110, 150), 0, accuracy: 0.01)
        XCTAssertEqual(ink(shifted, 120, 150), 1, accuracy: 0.01)
    }

    func testARotatedCapsuleIsDrawnRotated() throws {
        // A 20 × 80 capsule turned a quarter is an 80 × 20 one: area 20 · 60 + π · 10².
        let c = try renderBody("        Capsule().fill(Color.black).frame(width: 20, height: 80).rotationEffect(.degrees(90))")
        XCTAssertEqual(ink(c, 200 - 35, 150), 1, accuracy: 0.01, "it reaches out sideways")
        XCTAssertEqual(ink(c, 200, 150 - 25), 0, accuracy: 0.01, "and no longer up")
        XCTAssertEqual(area(c), 20 * 60 + .pi * 100, accuracy: 10)
        // At 45° it is still a capsule, not its bounding box: the box's corner (−35, −35) … is empty.
        let tilted = try renderBody("        Capsule().fill(Color.black).frame(width: 20, height: 80).rotationEffect(.degrees(45))")
        XCTAssertEqual(area(tilted), 20 * 60 + .pi * 100, accuracy: 10)
        XCTAssertEqual(ink(tilted, 200 - 25, 150 - 25), 0, accuracy: 0.01)
        XCTAssertEqual(ink(tilted, 200 + 20, 150 - 20), 1, accuracy: 0.01)
    }

    func testAnAnimatedTrimFollowsItsCurve() throws {
        // trim to 0 → 1, linear over 2 s: at 0.5 s a quarter of the ring is drawn.
        let source = """
            struct V: View {
                @State private var p = 0.0
                var body: some View {
                    Circle().trim(from: 0, to: p).stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100)
                        .onAppear { withAnimation(.linear(duration: 2)) { p = 1 } }
                }
            }
            """
        let ring = 2 * Double.pi * 50 * 10
        XCTAssertEqual(area(try renderFile(source, at: 0.5)), ring / 4, accuracy: ring * 0.01)
        XCTAssertEqual(area(try renderFile(source, at: 1.5)), ring * 3 / 4, accuracy: ring * 0.01)
    }

    /// A file's shape: a bar `fraction` of its frame's width, from the left.
    private func bar(animatable: Bool) -> String {
        """
        struct Bar: Shape {
            var fraction: Double
            \(animatable ? "var animatableData: Double { get { fraction } set { fraction = newValue } }" : "")
            func path(in rect: CGRect) -> Path {
                Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
            }
        }
        struct V: View {
            @State private var f = 0.0
            var body: some View {
                Bar(fraction: f).fill(Color.black).frame(width: 200, height: 50)
                    .onAppear { withAnimation(.easeInOut(duration: 1)) { f = 1 } }
            }
        }
        """
    }

    func testAShapesAnimatableDataIsInterpolatedEveryFrame() throws {
        // easeInOut is the cubic Bézier (0.42, 0, 0.58, 1): at t = 0.25 its progress is about
        // 0.1292 (x(s) = 0.25 solved by bisection: s ≈ 0.22507; y = 3s²(1 − s) + s³ ≈ 0.12916).
        let source = bar(animatable: true)
        XCTAssertEqual(area(try renderFile(source, at: 0.25)), 200 * 50 * 0.1291, accuracy: 60)
        XCTAssertEqual(area(try renderFile(source, at: 0.5)), 200 * 50 * 0.5, accuracy: 60)
        XCTAssertEqual(area(try renderFile(source, at: 1)), 200 * 50, accuracy: 60)
    }

    func testAShapeWithoutAnimatableDataJumps() throws {
        // SwiftUI's default animatableData is EmptyAnimatableData: the new path at once.
        XCTAssertEqual(area(try renderFile(bar(animatable: false), at: 0.25)), 200 * 50, accuracy: 60)
    }
}

/// Core Animation's shape layer: a `UIBezierPath` stroked between `strokeStart` and
/// `strokeEnd`, the classic loader animating `strokeEnd`.
final class ShapeLayerRenderingTests: XCTestCase {
    private let loader = """
        import UIKit
        import PlaygroundSupport
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = .white
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 150, y: 150), radius: 80, startAngle: -CGFloat.pi / 2,
                                 endAngle: 3 * CGFloat.pi / 2, clockwise: true).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 10
        ring.strokeEnd = 0
        root.layer.addSublayer(ring)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        ring.add(grow, forKey: "grow")
        PlaygroundPage.current.liveView = root
        """

    private func draw(at time: Double) throws -> Canvas {
        let player = try SourceFile(path: "Loader.swift", text: loader).effect()
            .player(size: Size(400, 300), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        player.seek(to: time)
        let canvas = try Canvas(width: 400, height: 300)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas
    }

    func testStrokeEndDrawsTheFirstHalfHalfwayThrough() throws {
        // The root view is centred: its (0, 0) is the canvas' (50, 0). The arc starts at the
        // top and runs clockwise on screen (UIKit's clockwise), so half of it is the right side.
        // A basic animation's default timing is linear: strokeEnd is 0.5 at 0.5 s.
        let half = try draw(at: 0.5)
        XCTAssertEqual(ink(half, 50 + 230, 150), 1, accuracy: 0.01, "three o'clock is drawn")
        XCTAssertEqual(ink(half, 50 + 70, 150), 0, accuracy: 0.01, "nine o'clock is not yet")
        // Half the ring's area (butt caps): π · 80 · 10.
        XCTAssertEqual(area(half), .pi * 80 * 10, accuracy: .pi * 800 * 0.015)
        let done = try draw(at: 1.5)
        XCTAssertEqual(ink(done, 50 + 70, 150), 1, accuracy: 0.01, "kept at its end by fillMode .forwards")
        XCTAssertEqual(ink(try draw(at: 0), 50 + 230, 150), 0, accuracy: 0.01, "strokeEnd 0 draws nothing")
    }
}

/// `Canvas`: what its renderer fills and strokes, with the context's transform and opacity.
final class CanvasRenderingTests: XCTestCase {
    func testACanvasFillsAndStrokesItsPaths() throws {
        // The canvas takes the whole 400 × 300 canvas; a 40 × 40 square at (20, 20), and a
        // ring of radius 50, 10 wide, about the centre, drawn through a translated copy.
        let c = try renderBody("""
                Canvas { context, size in
                    context.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.black))
                    var moved = context
                    moved.translateBy(x: size.width / 2, y: size.height / 2)
                    moved.stroke(Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100)), with: .color(.black), lineWidth: 10)
                    context.fill(Path(CGRect(x: 340, y: 20, width: 40, height: 40)), with: .color(.black))
                }
        """)
        XCTAssertEqual(ink(c, 40, 40), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 360, 40), 1, accuracy: 0.01, "the copy's translation stays in the copy")
        XCTAssertEqual(ink(c, 250, 150), 1, accuracy: 0.01, "the ring is about the centre")
        XCTAssertEqual(ink(c, 200, 150), 0, accuracy: 0.01)
        XCTAssertEqual(area(c), 2 * 1600 + 2 * .pi * 50 * 10, accuracy: 40)
    }

    func testTheContextsOpacityAndAScaleApply() throws {
        // Opacity 0.5: half the ink. Scaled 2×: a 10 × 10 square covers 20 × 20, a stroke
        // 1 wide is 2 wide.
        let c = try renderBody("""
                Canvas { context, size in
                    context.opacity = 0.5
                    context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.black))
                    context.opacity = 1
                    context.scaleBy(x: 2, y: 2)
                    context.fill(Path(CGRect(x: 100, y: 50, width: 10, height: 10)), with: .color(.black))
                }
        """)
        XCTAssertEqual(ink(c, 20, 20), 0.5, accuracy: 0.02)
        XCTAssertEqual(ink(c, 210, 110), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 218, 118), 1, accuracy: 0.01)
        XCTAssertEqual(area(c), 1600 * 0.5 + 400, accuracy: 10)
    }
}

/// `blendMode(_:)`: the view's pixels combined with what lies below by the PDF/CSS formulas.
final class BlendModeRenderingTests: XCTestCase {
    /// The centre pixel of a blue square blended over a red one, and a pixel of the red alone.
    private func blended(_ mode: String) throws -> (centre: [UInt8], red: [UInt8]) {
        let c = try renderBody("""
                ZStack {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 50, height: 50).blendMode(.\(mode))
                }
        """)
        let m = c.rgba(200, 150), r = c.rgba(160, 110)
        return ([m.r, m.g, m.b], [r.r, r.g, r.b])
    }

    func testMultiplyScreenAndPlusLighter() throws {
        // Red is (255, 59, 48) and blue (0, 122, 255), iOS's light-mode system colours.
        // multiply: S·D = (0, 59·122/255 = 28.2, 48); screen: S + D − S·D = (255, 152.8, 255);
        // plusLighter: min(1, S + D) = (255, 181, 255).
        let multiply = try blended("multiply")
        XCTAssertEqual(multiply.red, [255, 59, 48], "outside the square the red is untouched")
        for (got, want) in zip(multiply.centre, [0.0, 28.2, 48]) { XCTAssertEqual(Double(got), want, accuracy: 1.5) }
        for (got, want) in zip(try blended("screen").centre, [255.0, 152.8, 255]) { XCTAssertEqual(Double(got), want, accuracy: 1.5) }
        for (got, want) in zip(try blended("plusLighter").centre, [255.0, 181, 255]) { XCTAssertEqual(Double(got), want, accuracy: 1.5) }
        XCTAssertEqual(try blended("normal").centre, [0, 122, 255])
    }
}

/// A file's own shape as a clip: the view is cut to its path.
final class PathClipRenderingTests: XCTestCase {
    func testAFilesShapeClipsAView() throws {
        let source = """
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                    return p
                }
            }
            struct V: View {
                var body: some View {
                    Color.black.frame(width: 100, height: 100).clipShape(Triangle())
                }
            }
            """
        let player = try SourceFile(path: "T.swift", text: "import SwiftUI\n" + source).effect()
            .player(size: Size(400, 300), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        player.seek(to: 0)
        let c = try Canvas(width: 400, height: 300)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: c)
        // The frame spans 150…250 by 100…200: its top corners lie outside the triangle.
        XCTAssertEqual(ink(c, 155, 105), 0, accuracy: 0.01)
        XCTAssertEqual(ink(c, 245, 105), 0, accuracy: 0.01)
        XCTAssertEqual(ink(c, 200, 190), 1, accuracy: 0.01)
        XCTAssertEqual(area(c), 100 * 100 / 2, accuracy: 30)
    }
}

/// A shape's `transform(_:)` maps its path (about the frame's origin).
final class ShapeTransformRenderingTests: XCTestCase {
    func testATransformedShapesPathIsMapped() throws {
        // Half as wide about the frame's top-left: the frame's left half, 50 × 100.
        let c = try renderBody("        Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)).fill(Color.black).frame(width: 100, height: 100)")
        XCTAssertEqual(ink(c, 160, 150), 1, accuracy: 0.01)
        XCTAssertEqual(ink(c, 240, 150), 0, accuracy: 0.01)
        XCTAssertEqual(area(c), 5000, accuracy: 10)
    }
}
