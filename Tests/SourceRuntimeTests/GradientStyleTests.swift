import Scene
@testable import SourceRuntime
import XCTest

/// Gradients as views, shape fills, text foreground styles and masks: the node each draws and
/// the gradient that fills or masks it.
final class GradientStyleTests: XCTestCase {
    private func nodes(_ body: String) throws -> [PresentedNode] {
        try play("""
        struct V: View {
            var body: some View {
                \(body)
            }
        }
        """).present().nodes
    }

    func testALinearGradientViewFillsItsFrameWithItsColours() throws {
        let n = try nodes("LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 200, height: 80)")
        let rect = try XCTUnwrap(n.first { $0.node.kind == .rect })
        let g = try XCTUnwrap(rect.fill)
        XCTAssertEqual(g.kind, .axial)
        XCTAssertEqual(g.colors, [Builtins.namedColor("red")!, Builtins.namedColor("blue")!])
        XCTAssertEqual(g.startPoint, .leading)
        XCTAssertEqual(g.endPoint, .trailing)
        XCTAssertEqual(rect.node.color, .white, "the gradient gives the colour, the rect only its coverage")
        XCTAssertNil(rect.mask)
        XCTAssertEqual(rect.frame.size, Size(200, 80))
    }

    func testARadialGradientFillsACircle() throws {
        let n = try nodes("""
        Circle().fill(RadialGradient(gradient: Gradient(colors: [.yellow, .orange]), center: .center, startRadius: 5, endRadius: 60))
                    .frame(width: 120, height: 120)
        """)
        let circle = try XCTUnwrap(n.first { $0.node.kind == .circle })
        let g = try XCTUnwrap(circle.fill)
        XCTAssertEqual(g.kind, .radial(startRadius: 5, endRadius: 60))
        XCTAssertEqual(g.startPoint, .center)
    }

    func testAnAngularGradientAsTheForegroundStyleOfText() throws {
        let n = try nodes("""
        Text("Wheel").font(.largeTitle)
                    .foregroundStyle(AngularGradient(colors: [.red, .green, .blue, .red], center: .center,
                                                     startAngle: .degrees(-90), endAngle: .degrees(270)))
        """)
        let text = try XCTUnwrap(n.first { $0.node.kind == .text })
        let g = try XCTUnwrap(text.fill)
        guard case .conic(let a, let b) = g.kind else { return XCTFail("\(g.kind)") }
        XCTAssertEqual(a, -.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(b, 3 * .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(g.locations, [0, 1 / 3.0, 2 / 3.0, 1])
    }

    func testAForegroundGradientReachesTheTextsOfAStackAndAnInnerColourWins() throws {
        let n = try nodes("""
        VStack {
                    Text("One")
                    Text("Two").foregroundStyle(.green)
                }
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        """)
        let texts = n.filter { $0.node.kind == .text }
        XCTAssertEqual(texts.count, 2)
        XCTAssertNotNil(texts[0].fill)
        XCTAssertNil(texts[1].fill)
        XCTAssertEqual(texts[1].node.color, Builtins.namedColor("green"))
    }

    func testAConicGradientOfOneAngleTurnsOnceFromIt() throws {
        let n = try nodes("AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90))")
        let g = try XCTUnwrap(n.first { $0.node.kind == .rect }?.fill)
        guard case .conic(let a, let b) = g.kind else { return XCTFail("\(g.kind)") }
        XCTAssertEqual(a, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(b, .pi / 2 + 2 * .pi, accuracy: 1e-12)
    }

    func testARadialGradientMask() throws {
        let n = try nodes("""
        Rectangle().fill(.blue).frame(width: 100, height: 100)
                    .mask(RadialGradient(colors: [.black, .clear], center: .center, startRadius: 10, endRadius: 50))
        """)
        let masked = try XCTUnwrap(n.first { $0.mask != nil })
        guard case .gradient(let g)? = masked.mask else { return XCTFail("no gradient mask") }
        XCTAssertEqual(g.kind, .radial(startRadius: 10, endRadius: 50))
        XCTAssertNil(masked.fill)
    }

    /// The error a body gives, thrown on load or left as the scene's failure.
    private func failure(_ body: String) -> String? {
        let source = "struct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
        do { return try play(source).scene.failure?.headline } catch { return "\(error)" }
    }

    func testGradientArgumentsAreCheckedAndWhatCannotDrawIsRefused() throws {
        let center = try XCTUnwrap(failure("RadialGradient(colors: [.red], startRadius: 0, endRadius: 9)"))
        XCTAssertTrue(center.contains("missing argument for parameter 'center' in call"), center)
        // An endAngle before its startAngle sweeps counter-clockwise, as Apple says negative angles do.
        XCTAssertNil(failure("AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .zero)"))
        let image = try XCTUnwrap(failure("""
        Image("photo").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        """))
        XCTAssertTrue(image.contains("a LinearGradient as the foreground style of an image is not supported here"), image)
        XCTAssertTrue(image.contains("Test.swift:3:"), image)
    }

    func testASymbolsGlyphsAreFilledWithAGradientForegroundStyle() throws {
        // A symbol is glyphs, as a text is: a gradient foreground fills them.
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Image(systemName: "star.fill").font(.system(size: 60))
                    .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let glyphs = p.present().nodes.filter { $0.node.kind == .glyph && !$0.node.text.isEmpty }
        XCTAssertFalse(glyphs.isEmpty)
        for g in glyphs { XCTAssertEqual(g.node.gradientFill?.colors.count, 2, g.node.text) }
    }
}

extension GradientStyleTests {
    func testShapeStylesStaticGradientForms() throws {
        let n = try nodes("""
        VStack {
                    Text("Hi").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    Circle().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(45)))
                    Rectangle().fill(.radialGradient(Gradient(colors: [.red, .blue]), endRadius: 40))
                }
        """)
        let text = try XCTUnwrap(n.first { $0.node.kind == .text }?.fill)
        XCTAssertEqual(text.kind, .axial)
        XCTAssertEqual(text.endPoint, .trailing)
        let circle = try XCTUnwrap(n.first { $0.node.kind == .circle }?.fill)
        guard case .conic(let a, let b) = circle.kind else { return XCTFail("\(circle.kind)") }
        XCTAssertEqual(a, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(b - a, 2 * .pi, accuracy: 1e-12)
        let rect = try XCTUnwrap(n.first { $0.node.kind == .rect }?.fill)
        XCTAssertEqual(rect.kind, .radial(startRadius: 0, endRadius: 40))
        XCTAssertEqual(rect.startPoint, .center)
    }
}

extension GradientStyleTests {
    func testSwiftUIGradientsMixPerceptuallyFromIOS16AndInDeviceSpaceBefore() throws {
        let body = "LinearGradient(colors: [.white, .clear], startPoint: .leading, endPoint: .trailing)"
        let now = try XCTUnwrap(try nodes(body).first { $0.node.kind == .rect }?.fill)
        XCTAssertEqual(now.interpolation, .perceptual)
        let old = try play("""
        // animpreview: ios 15
        struct V: View { var body: some View { \(body) } }
        """).present().nodes
        XCTAssertEqual(old.first { $0.node.kind == .rect }?.fill?.interpolation, .device)
    }
}

extension GradientStyleTests {
    /// An animated change of a gradient's axis animates; of its colours, it is said to jump.
    func testAnAnimatedChangeMovesTheAxisAndSaysTheColoursJump() throws {
        let log = WarningLog()
        defer { log.stop() }
        let p = try play("""
        struct V: View {
            @State private var on = false
            var body: some View {
                LinearGradient(colors: on ? [.red, .blue] : [.green, .blue], startPoint: on ? .top : .leading, endPoint: .trailing)
                    .frame(width: 100, height: 100)
                    .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        """)
        p.seek(to: 0.5)
        let g = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect }?.fill)
        XCTAssertEqual(g.startPoint.x, 0.25, accuracy: 1e-9, "half-way from .leading to .top")
        XCTAssertEqual(g.startPoint.y, 0.25, accuracy: 1e-9)
        XCTAssertEqual(g.colors.first, Builtins.namedColor("red"), "the new colours at once")
        XCTAssertEqual(log.warnings.count, 1, "\(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("Test.swift:4:") == true && log.warnings.first?.contains("colours, radii and angles change at once") == true,
                      "\(log.warnings)")
    }
}

extension GradientStyleTests {
    /// A shape style's argument is evaluated once (it may draw random numbers or count).
    func testAStylesArgumentIsEvaluatedOnce() throws {
        var printed: [String] = []
        let saved = SourceFile.onPrint
        SourceFile.onPrint = { printed.append($0) }
        defer { SourceFile.onPrint = saved }
        _ = try play("""
        var calls = 0
        func next() -> Color { calls += 1; return .red }
        struct V: View {
            var body: some View {
                Text("a").foregroundStyle(next()).onAppear { print(calls) }
            }
        }
        """)
        XCTAssertEqual(printed.last?.trimmingCharacters(in: .whitespacesAndNewlines), "1")
    }
}
