import Compositor
import Gallery
import Scene
import SourceRuntime
import XCTest

/// `rotation3DEffect` and the colour filters as drawn: pixels against the formulas.
final class EffectsRenderingTests: XCTestCase {
    /// The view `body` of a file's only view, drawn at `time` on a 400 × 300 canvas.
    private func draw(_ body: String, at time: Double = 0.5) throws -> Canvas { try renderBody(body, at: time) }

    /// The rows with ink (a pixel darker than 128 in red) in column `x`.
    private func inkRows(_ c: Canvas, column x: Int) -> Int {
        (0..<c.height).filter { c.rgba(x, $0).r < 128 }.count
    }

    /// The columns holding ink.
    private func inkColumns(_ c: Canvas) -> [Int] {
        (0..<c.width).filter { x in (0..<c.height).contains { c.rgba(x, $0).r < 128 } }
    }

    /// A view turned past a quarter turn shows nothing outside its projected outline: rows
    /// near the line the projection sends to infinity stay bare (pixman's fixed-point sampling
    /// once painted a stray row of the view there).
    func testATurnedViewDrawsNothingOutsideItsOutline() throws {
        for degrees in [100.0, 108, 115, 130, 150] {
            let c = try draw("        Color.black.frame(width: 100, height: 160).rotation3DEffect(.degrees(\(degrees)), axis: (x: 1, y: 0, z: 0))")
            let frame = Rect(x: 150, y: 70, width: 100, height: 160)
            let p = Projection.rotation3D(degrees: degrees, axis: (1, 0, 0), anchor: UnitPoint(0.5, 0.5), anchorZ: 0,
                                          perspective: 1, in: frame)
            let corners = [Point(150, 70), Point(250, 70), Point(250, 230), Point(150, 230)].compactMap(p.apply)
            XCTAssertEqual(corners.count, 4)
            // Signed distances to the quad's edges, positive inside (either winding).
            func outside(_ x: Double, _ y: Double) -> Double {
                var worst = -Double.infinity
                let area = zip(corners, corners.dropFirst() + [corners[0]]).reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) }
                for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
                    let ex = b.x - a.x, ey = b.y - a.y, len = (ex * ex + ey * ey).squareRoot()
                    guard len > 0 else { continue }
                    let cross = (ex * (y - a.y) - ey * (x - a.x)) / len
                    worst = max(worst, area > 0 ? -cross : cross)
                }
                return worst
            }
            for y in 0..<c.height {
                for x in 0..<c.width where c.rgba(x, y).r < 200 {
                    XCTAssertLessThan(outside(Double(x) + 0.5, Double(y) + 0.5), 1.5, "\(degrees)°: ink at (\(x), \(y))")
                }
            }
        }
    }

    func testTextTurnedSixtyDegreesAboutYIsForeshortenedAndNarrowerAtTheFarSide() throws {
        let text = "        Text(\"HHHHHH\").font(.system(size: 40, weight: .bold))"
        let flat = inkColumns(try draw(text))
        let turned = try draw(text + ".rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))")
        let columns = inkColumns(turned)
        let (first, last) = (try XCTUnwrap(columns.first), try XCTUnwrap(columns.last))
        let (flatFirst, flatLast) = (try XCTUnwrap(flat.first), try XCTUnwrap(flat.last))
        // Without perspective the width would be cos 60° = ½; the near half widens, the far one narrows.
        let ratio = Double(last - first) / Double(flatLast - flatFirst)
        XCTAssertEqual(ratio, 0.55, accuracy: 0.12, "foreshortened: \(ratio)")
        // Positive about y: the right side goes back; its letters are shorter than the left's.
        let left = inkRows(turned, column: first + 3), right = inkRows(turned, column: last - 2)
        XCTAssertGreaterThan(Double(left), 1.8 * Double(right), "near side \(left) rows, far side \(right)")
        // The near side stands out beyond the flat text's height, the far side within it.
        let flatHeight = inkRows(try draw(text), column: flatFirst + 3)
        XCTAssertGreaterThan(left, flatHeight)
        XCTAssertLessThan(right, flatHeight)
    }

    /// A turn of a hundredth of a degree draws the letter where it stands, far from the
    /// canvas's corner too (the map pixman samples by must not overflow its fixed point).
    func testANearlyFlatTurnFarFromTheCornerDrawsInPlace() throws {
        let letter = "        Text(\"H\").font(.system(size: 30, weight: .bold))"
        let placed = ".frame(maxWidth: .infinity, alignment: .trailing).padding(.trailing, 8)"
        let flat = inkColumns(try draw(letter + placed))
        let turned = inkColumns(try draw(letter + ".rotation3DEffect(.degrees(0.01), axis: (x: 1, y: 0, z: 0), anchor: .top)" + placed))
        XCTAssertGreaterThan(try XCTUnwrap(flat.first), 300, "the letter stands at the trailing edge")
        XCTAssertEqual(turned.count, flat.count, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(turned.first), try XCTUnwrap(flat.first), accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(turned.last), try XCTUnwrap(flat.last), accuracy: 1)
    }

    func testARectangleTurnedLandsOnItsProjectedCorners() throws {
        // A 200 × 100 rectangle centred at (200, 150): frame (100, 100, 200, 100).
        let c = try draw("        Rectangle().fill(Color.black).frame(width: 200, height: 100)"
                         + ".rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0))")
        let p = Projection.rotation3D(degrees: 50, axis: (1, 0, 0), anchor: UnitPoint(0.5, 0.5), anchorZ: 0, perspective: 1,
                                      in: Rect(x: 100, y: 100, width: 200, height: 100))
        let topLeft = try XCTUnwrap(p.apply(Point(100, 100))), bottomLeft = try XCTUnwrap(p.apply(Point(100, 200)))
        // The top recedes: it is narrower than the bottom, and both edges lie where projected.
        XCTAssertGreaterThan(topLeft.x, bottomLeft.x + 10)
        func dark(_ x: Double, _ y: Double) -> Bool { c.rgba(Int(x), Int(y)).r < 128 }
        XCTAssertTrue(dark(topLeft.x + 4, topLeft.y + 4), "just inside the top-left corner")
        XCTAssertFalse(dark(topLeft.x - 4, topLeft.y + 2), "just outside it")
        XCTAssertFalse(dark(topLeft.x + 4, topLeft.y - 3), "above the top edge")
        XCTAssertTrue(dark(bottomLeft.x + 3, bottomLeft.y - 3))
        XCTAssertFalse(dark(bottomLeft.x - 3, bottomLeft.y - 3))
        XCTAssertFalse(dark(200, bottomLeft.y + 3), "below the bottom edge")
        XCTAssertTrue(dark(200, 150))
    }

    /// The centre pixel of a 100 × 100 square of `color` drawn through `modifier`.
    private func filtered(_ color: String, _ modifier: String) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        try draw("        Rectangle().fill(\(color)).frame(width: 100, height: 100)\(modifier)").rgba(200, 150)
    }

    private func assertPixel(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: Color, over background: Color = .white,
                             file: StaticString = #filePath, line: UInt = #line) {
        let a = expected.alpha
        func byte(_ v: Double, _ under: Double) -> Double { (v * a + under * (1 - a)) * 255 }
        XCTAssertEqual(Double(p.r), byte(expected.red, background.red), accuracy: 2, "red", file: file, line: line)
        XCTAssertEqual(Double(p.g), byte(expected.green, background.green), accuracy: 2, "green", file: file, line: line)
        XCTAssertEqual(Double(p.b), byte(expected.blue, background.blue), accuracy: 2, "blue", file: file, line: line)
    }

    func testColourFiltersFollowTheirMatrices() throws {
        let base = Color(red: 0.8, green: 0.3, blue: 0.1)
        let color = "Color(red: 0.8, green: 0.3, blue: 0.1)"
        assertPixel(try filtered(color, ".saturation(0.4)"), ColorMatrix.saturation(0.4).apply(base))
        assertPixel(try filtered(color, ".grayscale(1)"), ColorMatrix.saturation(0).apply(base))
        assertPixel(try filtered(color, ".brightness(0.15)"), Color(red: 0.95, green: 0.45, blue: 0.25))
        assertPixel(try filtered(color, ".hueRotation(.degrees(120))"), ColorMatrix.hueRotation(degrees: 120).apply(base))
        // Two filters apply in the order written.
        let grey = ColorMatrix.saturation(0).apply(base)
        assertPixel(try filtered(color, ".grayscale(1).brightness(0.2)"), ColorMatrix.brightness(0.2).apply(grey))
        assertPixel(try filtered(color, ".brightness(0.2).grayscale(1)"),
                    ColorMatrix.saturation(0).apply(ColorMatrix.brightness(0.2).apply(base)))
    }

    func testContrastDrawsAndAnimatesAsAnEffect() throws {
        // contrast(c): c·x + 0.5 − 0.5c per component, worked out by hand for (0.8, 0.3, 0.1).
        let color = "Color(red: 0.8, green: 0.3, blue: 0.1)"
        assertPixel(try filtered(color, ".contrast(0.5)"), Color(red: 0.65, green: 0.4, blue: 0.3))
        assertPixel(try filtered(color, ".contrast(-1)"), Color(red: 0.2, green: 0.7, blue: 0.9))
        assertPixel(try filtered(color, ".contrast(1)"), Color(red: 0.8, green: 0.3, blue: 0.1))
        // Animated like any effect: halfway through a linear second from 1 to 0 it is ½.
        assertPixel(try halfwayThroughALinearSecond(".contrast(on ? 0 : 1)"), Color(red: 0.65, green: 0.4, blue: 0.3))
    }

    func testContrastInAModifierTransitionFadesFromItsActiveValue() throws {
        // A view inserted with `.modifier(active:identity:)` of contrast 0 → 1 starts grey and,
        // halfway through a linear second, is at contrast ½.
        let source = """
            import SwiftUI
            struct Flat: ViewModifier {
                let amount: Double
                func body(content: Content) -> some View { content.contrast(amount) }
            }
            struct V: View {
                @State var shown = false
                var body: some View {
                    ZStack {
                        if shown {
                            Rectangle().fill(Color(red: 0.8, green: 0.3, blue: 0.1)).frame(width: 100, height: 100)
                                .transition(.modifier(active: Flat(amount: 0), identity: Flat(amount: 1)))
                        }
                    }
                    .frame(width: 400, height: 300)
                    .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
                }
            }
            """
        let player = try SourceFile(path: "V.swift", text: source).effect().player(size: Size(400, 300), metrics: testFonts)
        for (time, expected) in [(0.0, Color(red: 0.5, green: 0.5, blue: 0.5)), (0.5, Color(red: 0.65, green: 0.4, blue: 0.3))] {
            player.seek(to: time)
            let canvas = try Canvas(width: 400, height: 300)
            Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
            assertPixel(canvas.rgba(200, 150), expected)
        }
    }

    func testFiltersWorkOnStraightColourUnderTranslucency() throws {
        // Half-transparent: brightness adds to the straight colour, so a premultiplied pixel
        // gains α·b (adding b itself would brighten it twice as much over white's half).
        let base = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let p = try filtered("Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5)", ".brightness(0.3)")
        assertPixel(p, Color(red: 0.5, green: 0.7, blue: 0.9, alpha: 0.5))
        let s = try filtered("Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5)", ".saturation(0)")
        assertPixel(s, ColorMatrix.saturation(0).apply(base))
    }

    func testAFilterAnimates() throws {
        // Under withAnimation the saturation moves; halfway through a linear second it is ½.
        assertPixel(try halfwayThroughALinearSecond(".saturation(on ? 0 : 1)"),
                    ColorMatrix.saturation(0.5).apply(Color(red: 0.8, green: 0.3, blue: 0.1)))
    }

    /// The centre pixel of a square of (0.8, 0.3, 0.1) drawn through `modifier` (which reads
    /// `on`), halfway through a linear second in which `on` turns true.
    private func halfwayThroughALinearSecond(_ modifier: String) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let source = """
            import SwiftUI
            struct V: View {
                @State var on = false
                var body: some View {
                    Rectangle().fill(Color(red: 0.8, green: 0.3, blue: 0.1)).frame(width: 100, height: 100)
                        \(modifier)
                        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
                }
            }
            """
        let player = try SourceFile(path: "V.swift", text: source).effect().player(size: Size(400, 300), metrics: testFonts)
        player.seek(to: 0.5)
        let canvas = try Canvas(width: 400, height: 300)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas.rgba(200, 150)
    }

    func testLettersTurningPartlyOffASmallCanvasDraw() throws {
        // A small canvas cuts the layers short of what their letters draw: operations then
        // reach past a layer's box into bands it does not cover (this once stopped the painter).
        let effect = try XCTUnwrap(EffectCatalogue.named("flip"))
        let player = effect.player(size: Size(160, 100), metrics: testFonts, seed: 0, text: SceneText(lines: ["Hello world"]),
                                   images: ImageAssets(directory: assetsDirectory))
        let canvas = try Canvas(width: 160, height: 100)
        let renderer = Renderer(fonts: testFonts, assetsDirectory: assetsDirectory)
        var inked = 0
        for frame in 0..<90 {
            player.seek(to: Double(frame) / 60)
            renderer.draw(player.present(), into: canvas)
            inked = (0..<(160 * 100)).filter { canvas.pixels[$0] != 0xFFFF_FFFF }.count
        }
        XCTAssertGreaterThan(inked, 100, "the letters in view are drawn")
    }

    func testATurnWrittenAfterAnOffsetTurnsTheOffsetView() throws {
        // The modifier written later is outside: the turn sees the view where the offset put it.
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Rectangle().fill(Color.black).frame(width: 100, height: 50)
                        .scaleEffect(0.5).offset(x: 60).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
                }
            }
            """
        let player = try SourceFile(path: "V.swift", text: source).effect().player(size: Size(400, 300), metrics: testFonts)
        let nodes = player.present().nodes
        let turned = try XCTUnwrap(nodes.first { $0.effects?.projection != nil })
        let projection = try XCTUnwrap(turned.effects?.projection)
        let rect = try XCTUnwrap(nodes.first { $0.node.kind == .rect })
        let frame = rect.frame
        let centre = Point(frame.x + frame.width / 2 + 60, frame.y + frame.height / 2)
        let expected = try XCTUnwrap(Projection.rotation3D(degrees: 60, axis: (0, 1, 0), anchor: UnitPoint(0.5, 0.5), anchorZ: 0,
                                                           perspective: 1, in: frame).apply(centre))
        let shown = try XCTUnwrap(projection.apply(centre))
        XCTAssertEqual(shown.x, expected.x, accuracy: 1e-9)
        XCTAssertEqual(shown.y, expected.y, accuracy: 1e-9)
        // Foreshortened towards the anchor: the offset view lands nearer the centre than 60.
        XCTAssertLessThan(shown.x - (frame.x + frame.width / 2), 40)
    }
}
