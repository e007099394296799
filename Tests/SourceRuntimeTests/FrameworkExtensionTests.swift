import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// Extensions of SwiftUI's types: `extension Color`'s statics as `Color.brand` and `.brand`,
/// `extension View`'s methods on any view, `extension Animation`'s presets. (Extensions of
/// Swift's own types are checked against swiftc in `SwiftOracleTests`.)
final class FrameworkExtensionTests: XCTestCase {
    private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r, green: g, blue: b, alpha: a) }

    func testColourStaticsAreReadByTypeAndAsImplicitMembers() throws {
        let p = try play("""
        import SwiftUI
        extension Color {
            static let brand = Color(red: 0.2, green: 0.5, blue: 0.9)
            static var soft: Color { .red.opacity(0.5) }
            static func background() -> Color { Color(red: 0.15, green: 0.37, blue: 1.0) }
            var halved: Color { self.opacity(0.5) }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Rectangle().fill(Color.brand).frame(width: 10, height: 10)
                    Rectangle().fill(.brand).frame(width: 10, height: 10)
                    Rectangle().foregroundColor(.soft).frame(width: 10, height: 10)
                    Rectangle().fill(Color.background()).frame(width: 10, height: 10)
                    Color.brand.halved.frame(width: 10, height: 10)
                    Rectangle().fill(.brand.opacity(0.25)).frame(width: 10, height: 10)
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let got = p.present().nodes.filter { $0.frame.width == 10 }.map(\.node.color)
        XCTAssertEqual(got, [rgb(0.2, 0.5, 0.9), rgb(0.2, 0.5, 0.9), Color.red.opacity(0.5), rgb(0.15, 0.37, 1),
                             rgb(0.2, 0.5, 0.9, 0.5), rgb(0.2, 0.5, 0.9, 0.25)])
    }

    func testShapeStyleFontCGFloatAndTransitionStaticsAreFoundWhereTheirTypeIsExpected() throws {
        let p = try play("""
        import SwiftUI
        extension ShapeStyle where Self == Color {
            static var ink: Color { Color(red: 0.1, green: 0.2, blue: 0.3) }
        }
        extension Font { static let title4 = Font.system(size: 19) }
        extension CGFloat { static let gutter: CGFloat = 16 }
        extension AnyTransition { static var pop: AnyTransition { .scale.combined(with: .opacity) } }
        struct V: View {
            var body: some View {
                VStack(spacing: .gutter) {
                    Rectangle().fill(.ink).frame(width: 10, height: 10)
                    Rectangle().foregroundStyle(Color.ink).frame(width: 10, height: 10)
                    Text("f").font(.title4).transition(.pop)
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let nodes = p.present().nodes
        XCTAssertEqual(nodes.filter { $0.node.kind == .rect }.map(\.node.color), [rgb(0.1, 0.2, 0.3), rgb(0.1, 0.2, 0.3)])
        XCTAssertEqual(nodes.first { $0.node.text == "f" }?.node.font?.size, 19)
        let rects = nodes.filter { $0.node.kind == .rect }
        XCTAssertEqual(rects[1].frame.y - (rects[0].frame.y + rects[0].frame.height), 16, accuracy: 1e-9)
    }

    func testAViewExtensionsMethodModifiesAnyView() throws {
        let p = try play("""
        import SwiftUI
        extension View {
            func card(_ width: CGFloat = 40) -> some View {
                frame(width: width, height: 20).opacity(0.5)
            }
            func framed() -> some View { self.card(30) }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Text("t").card()
                    Circle().framed()
                    Color.red.card(10)
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let nodes = p.present().nodes
        let text = try XCTUnwrap(nodes.first { $0.node.text == "t" })
        XCTAssertEqual(text.effectiveOpacity, 0.5, accuracy: 1e-9)
        let circle = try XCTUnwrap(nodes.first { $0.node.kind == .circle })
        XCTAssertEqual(circle.frame.height, 20, accuracy: 1e-9)
        XCTAssertEqual(circle.effectiveOpacity, 0.5, accuracy: 1e-9)
        let colour = try XCTUnwrap(nodes.first { $0.node.color == .red })
        XCTAssertEqual(colour.frame.width, 10, accuracy: 1e-9)
    }

    func testAViewExtensionThatAppliesAViewModifier() throws {
        let p = try play("""
        import SwiftUI
        struct Dim: ViewModifier {
            let amount: Double
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        extension View {
            func dim(_ amount: Double) -> some View { self.modifier(Dim(amount: amount)) }
        }
        struct V: View { var body: some View { Text("d").dim(0.25) } }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(try XCTUnwrap(p.present().nodes.first { $0.node.text == "d" }).effectiveOpacity, 0.25, accuracy: 1e-9)
    }

    func testAnAnimationExtensionsPresetAnimatesAsItsDefinition() throws {
        func source(_ animation: String) -> String { """
            import SwiftUI
            extension Animation {
                static var wobbly: Animation { .spring(response: 0.4, dampingFraction: 0.5) }
                static func slow(_ d: Double) -> Animation { .easeInOut(duration: d * 2) }
            }
            struct V: View {
                @State private var on = false
                var body: some View {
                    Text("x").offset(x: on ? 100 : 0).onAppear { withAnimation(\(animation)) { on = true } }
                }
            }
            """ }
        for (custom, plain) in [(".wobbly", ".spring(response: 0.4, dampingFraction: 0.5)"), ("Animation.wobbly", ".spring(response: 0.4, dampingFraction: 0.5)"),
                                (".slow(0.5)", ".easeInOut(duration: 1)")] {
            let a = try play(source(custom)), b = try play(source(plain))
            for t in [0.1, 0.3, 0.6] {
                a.seek(to: t); b.seek(to: t)
                XCTAssertNil(a.scene.failure?.headline)
                let x = try XCTUnwrap(a.present().nodes.first).offset.x, y = try XCTUnwrap(b.present().nodes.first).offset.x
                XCTAssertGreaterThan(x, 0, "\(custom) at \(t)")
                XCTAssertEqual(x, y, accuracy: 1e-9, "\(custom) at \(t)")
            }
        }
    }

    func testAnInterpolatingSpringIsTheSpringOfItsStiffnessAndDamping() throws {
        func source(_ animation: String) -> String { """
            import SwiftUI
            struct V: View {
                @State private var on = false
                var body: some View {
                    Text("x").offset(x: on ? 100 : 0).onAppear { withAnimation(\(animation)) { on = true } }
                }
            }
            """ }
        // k = 100, c = 10 (mass 1): ω₀ = 10 rad/s, ζ = 10 / (2·10) = 0.5, ω_d = ω₀√(1 − ζ²); m = 2,
        // k = 200, c = 20 is the same oscillator. Its closed form from rest, 100·(1 − e^(−ζω₀t)(cos ω_d t
        // + ζω₀/ω_d · sin ω_d t)), at the time of the 1/300 s step shown (the clock adds 1/300 a step).
        func expected(_ time: Double) -> Double {
            var t = 0.0
            while t < time { t += 1.0 / 300.0 }
            let w0 = 10.0, zeta = 0.5, wd = w0 * (1 - zeta * zeta).squareRoot()
            return 100 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
        }
        let fluid = try play(source(".spring(response: \(2 * Double.pi / 10), dampingFraction: 0.5)"))
        for written in [".interpolatingSpring(stiffness: 100, damping: 10)", ".interpolatingSpring(mass: 2, stiffness: 200, damping: 20)",
                        "Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)"] {
            let p = try play(source(written))
            for t in [0.05, 0.2, 0.5] {
                p.seek(to: t)
                XCTAssertNil(p.scene.failure?.headline, written)
                XCTAssertEqual(try XCTUnwrap(p.present().nodes.first).offset.x, expected(t), accuracy: 1e-6, "\(written) at \(t)")
            }
        }
        // The fluid spring of the same response and damping fraction starts later (its first step has no force).
        fluid.seek(to: 0.05)
        XCTAssertLessThan(try XCTUnwrap(fluid.present().nodes.first).offset.x, expected(0.05) - 0.2)
    }

    /// A type the runtime does not have, named inside an extension of a framework type, is
    /// refused at load (a capitalised name cannot be the extended type's member).
    func testInsideAnExtensionANameThatIsNotSelfsIsNotFound() {
        let error = loadError("""
        import SwiftUI
        extension Date { func zone() -> Int { TimeZone.current.secondsFromGMT() } }
        struct V: View { var body: some View { Text("\\(Date().zone())") } }
        """)
        XCTAssertEqual(error?.diagnostics.map { "\($0.line):\($0.column) \($0.message)" }, ["2:39 cannot find 'TimeZone' in scope"])
    }

    func testAStoredInstancePropertyInAnExtensionIsRefused() {
        let e = loadError("""
        import SwiftUI
        extension Color { var tone = 1 }
        struct V: View { var body: some View { Text("a") } }
        """)
        XCTAssertEqual(e?.diagnostics.first?.message, "extensions must not contain stored properties")
    }

    func testAViewExtensionMethodPassesTheModifierCheck() {
        XCTAssertNil(loadError("""
        import SwiftUI
        extension View { func glow() -> some View { shadow(radius: 4) } }
        struct V: View { var body: some View { Text("a").padding().glow() } }
        """))
    }
}

/// Initializers in extensions of SwiftUI's types.
final class FrameworkExtensionInitTests: XCTestCase {
    func testAColourInitializerOfTheFileMakesSelfByTheTypesOwn() throws {
        let p = try play("""
        import SwiftUI
        extension Color {
            init(r: Double, g: Double, b: Double) {
                self.init(red: r / 255, green: g / 255, blue: b / 255)
            }
            init(gray: Double) { self.init(r: gray, g: gray, b: gray) }
            init(_ level: Int) { self = level > 0 ? .white : .black }
        }
        struct V: View {
            let tint: Color = .init(r: 255, g: 0, b: 51)
            var body: some View {
                VStack {
                    Rectangle().fill(Color(r: 51, g: 102, b: 255)).frame(width: 10, height: 10)
                    Rectangle().fill(Color(gray: 102)).frame(width: 10, height: 10)
                    Rectangle().fill(Color.init(1)).frame(width: 10, height: 10)
                    Rectangle().fill(tint).frame(width: 10, height: 10)
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(p.present().nodes.filter { $0.node.kind == .rect }.map(\.node.color),
                       [Color(red: 0.2, green: 0.4, blue: 1), Color(white: 0.4), .white, Color(red: 1, green: 0, blue: 0.2)])
    }

    func testAnInitializerThatDoesNotMakeSelfIsAnError() throws {
        let p = try play("""
        import SwiftUI
        extension Color { init(nothing: Int) {} }
        struct V: View { var body: some View { Rectangle().fill(Color(nothing: 1)) } }
        """)
        p.seek(to: 0)
        XCTAssertEqual(p.scene.failure?.headline.contains("'self.init' isn't called on all paths"), true, "\(String(describing: p.scene.failure?.headline))")
    }
}

/// A value that reads itself while it is worked out stops the scene with an error (a native
/// recursion without end would crash the app).
final class SelfReadingValueTests: XCTestCase {
    func testAStaticOrGlobalThatReadsItselfIsAnError() throws {
        for (declaration, read) in [("extension Color { static let loop = Color.loop }", "Color.loop"),
                                    ("struct S { static let loop = S.loop }", "S.loop"),
                                    ("let loop: Int = loop + 1", "loop")] {
            let p = try play("""
            import SwiftUI
            \(declaration)
            struct V: View { var body: some View { Text("\\(\(read))") } }
            """)
            p.seek(to: 0)
            XCTAssertEqual(p.scene.failure?.headline.hasSuffix("error: 'loop' is used within its own initial value"), true,
                           "\(declaration): \(String(describing: p.scene.failure?.headline))")
        }
    }
}
