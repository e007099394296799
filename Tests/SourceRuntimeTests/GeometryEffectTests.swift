import Foundation
import Scene
import SourceRuntime
import XCTest

/// A file's `GeometryEffect`: its `animatableData` follows the animation's curve and its
/// `effectValue(size:)` transform moves, turns and scales the view each frame.
final class GeometryEffectTests: XCTestCase {
    private func file(_ transform: String, animation: String = ".linear(duration: 1)") -> String {
        """
        import SwiftUI
        struct Shift: GeometryEffect {
            var amount: Double
            var animatableData: Double {
                get { amount }
                set { amount = newValue }
            }
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(\(transform))
            }
        }
        struct V: View {
            @State private var on = false
            var body: some View {
                Rectangle().frame(width: 40, height: 20)
                    .modifier(Shift(amount: on ? 1 : 0))
                    .onAppear { withAnimation(\(animation)) { on = true } }
            }
        }
        """
    }

    /// The presented node that carries the effect (the rectangle's wrapper).
    private func effectNode(_ p: ScenePlayer) throws -> PresentedNode {
        try XCTUnwrap(p.present().nodes.first { $0.node.kind == .group && $0.node.children.first?.kind == .rect })
    }

    func testATranslationFollowsTheCurve() throws {
        let p = try play(file("CGAffineTransform(translationX: amount * 100, y: amount * -40)"))
        p.seek(to: 0.25)
        var n = try effectNode(p)
        XCTAssertEqual(n.offset.x, 25, accuracy: 1e-6)
        XCTAssertEqual(n.offset.y, -10, accuracy: 1e-6)
        p.seek(to: 0.75)
        n = try effectNode(p)
        XCTAssertEqual(n.offset.x, 75, accuracy: 1e-6)
        p.seek(to: 2)
        n = try effectNode(p)
        XCTAssertEqual(n.offset.x, 100, accuracy: 1e-9)
    }

    func testATurnIsAboutTheViewsTopLeadingCorner() throws {
        // A quarter turn at the end, about the frame's origin: the frame's far corner
        // (40, 20) from the origin goes to (−20, 40) from it (y down).
        let p = try play(file("CGAffineTransform(rotationAngle: amount * .pi / 2)"))
        p.seek(to: 0.5)
        XCTAssertEqual(try effectNode(p).rotation, 45, accuracy: 1e-6)
        p.seek(to: 2)
        let n = try effectNode(p)
        let corner = n.transform.apply(Point(n.frame.maxX, n.frame.maxY))
        XCTAssertEqual(corner.x - n.frame.x, -20, accuracy: 1e-6)
        XCTAssertEqual(corner.y - n.frame.y, 40, accuracy: 1e-6)
    }

    func testAScaleReadsTheSizeGiven() throws {
        // Scaled so the view is 80 pt wide whatever its width: 2× for a 40-wide frame.
        let p = try play(file("CGAffineTransform(scaleX: 1 + amount * (80 / size.width - 1), y: 1)"))
        p.seek(to: 0.5)
        XCTAssertEqual(try effectNode(p).scale.x, 1.5, accuracy: 1e-6)
    }

    func testAnEffectWithoutAnimatableDataJumps() throws {
        let source = file("CGAffineTransform(translationX: amount * 100, y: 0)")
            .replacingOccurrences(of: "var animatableData: Double {\n        get { amount }\n        set { amount = newValue }\n    }\n", with: "")
        XCTAssertFalse(source.contains("animatableData"))
        let p = try play(source)
        p.seek(to: 0.25)
        XCTAssertEqual(try effectNode(p).offset.x, 100, accuracy: 1e-9)
    }
}

/// `transformEffect(_:)`, `Color.gradient`, and a state declared without a type taking an
/// implicit member of its value's type.
final class TransformEffectTests: XCTestCase {
    func testATransformEffectMovesTurnsAndScalesAtOnce() throws {
        let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    Rectangle().frame(width: 40, height: 20)
                        .transformEffect(CGAffineTransform(translationX: 30, y: 10).scaledBy(x: 2, y: 2))
                }
            }
            """)
        p.seek(to: 0)
        let n = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .group && $0.node.children.first?.kind == .rect })
        // translate(30, 10) · scale(2): the frame's far corner (40, 20) from its origin lands at
        // (30 + 80, 10 + 40) from it.
        let corner = n.transform.apply(Point(n.frame.maxX, n.frame.maxY))
        XCTAssertEqual(corner.x - n.frame.x, 110, accuracy: 1e-9)
        XCTAssertEqual(corner.y - n.frame.y, 50, accuracy: 1e-9)
    }

    func testAColorsGradientFillsAShape() throws {
        let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View { Rectangle().fill(.blue.gradient).frame(width: 40, height: 20) }
            }
            """)
        p.seek(to: 0)
        XCTAssertNotNil(p.present().nodes.first { $0.node.kind == .rect }?.fill, "the shape is filled with a gradient")
        XCTAssertNil(p.scene.failure)
    }

    func testAnUntypedStateTakesItsValuesTypeForAnImplicitMember() throws {
        let p = try play("""
            import SwiftUI
            struct V: View {
                @State private var t = 0.0
                var body: some View { Text("\\(t)").onAppear { t = .random(in: 0.5..<1) } }
            }
            """)
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure)
        let shown = try XCTUnwrap(Double(p.present().nodes.first { $0.node.kind == .text }?.node.text ?? ""))
        XCTAssertTrue((0.5..<1).contains(shown), "\(shown)")
    }
}

/// `padding(EdgeInsets(…))` and a `@Binding` given `.constant(_:)`.
final class SmallNamesTests: XCTestCase {
    func testPaddingTakesEdgeInsets() throws {
        // A 40 × 20 rectangle padded 10 on top and 30 on the trailing side: 70 × 30 around it.
        let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    Rectangle().frame(width: 40, height: 20)
                        .padding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 30)).background(Color.red)
                }
            }
            """)
        p.seek(to: 0)
        let rects = p.present().nodes.filter { $0.node.kind == .rect }.map(\.frame)
        let background = try XCTUnwrap(rects.max { $0.width < $1.width })
        XCTAssertEqual(background.width, 70)
        XCTAssertEqual(background.height, 30)
    }

    func testAConstantBindingReadsItsValueAndDropsWrites() throws {
        let p = try play("""
            import SwiftUI
            struct Child: View {
                @Binding var on: Bool
                var body: some View { Text(on ? "on" : "off").onAppear { on = false } }
            }
            struct V: View {
                var body: some View { Child(on: .constant(true)) }
            }
            """)
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text }?.node.text, "on")
    }
}

/// `Timer.publish(every:on:in:).autoconnect()` with `.onReceive`: ticks of the scene clock.
final class TimerPublisherTests: XCTestCase {
    func testATimerPublisherTicksFromWhenTheViewAppears() throws {
        let p = try play("""
            import SwiftUI
            struct V: View {
                let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                @State private var ticks = 0
                var body: some View { Text("\\(ticks)").onReceive(timer) { _ in ticks += 1 } }
            }
            """)
        // Ticks at 0.5, 1.0 and 1.5 s.
        p.seek(to: 0.4)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text || $0.node.kind == .glyph }?.node.text, "0")
        p.seek(to: 1.6)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text || $0.node.kind == .glyph }?.node.text, "3")
        XCTAssertNil(p.scene.failure)
    }
}

/// `monospaced(_:)` of a view: its texts in the system font's monospaced design.
final class MonospacedModifierTests: XCTestCase {
    func testMonospacedReachesTheTextsInside() throws {
        let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View { VStack { Text("12"); Text("34").monospaced(false) }.monospaced() }
            }
            """)
        p.seek(to: 0)
        let fonts = p.present().nodes.filter { $0.node.kind == .text }.compactMap { $0.node.font?.family }
        // The inner modifier wins for its own text, as SwiftUI's environment does.
        XCTAssertEqual(fonts.count, 2)
        XCTAssertEqual(fonts[0].contains("mono") || fonts[0].contains("Mono"), true, fonts[0])
        XCTAssertEqual(fonts[1].contains("mono") || fonts[1].contains("Mono"), false, fonts[1])
    }
}

/// `UIScreen.main.bounds`: the canvas.
final class ScreenTests: XCTestCase {
    func testTheScreensBoundsAreTheCanvas() throws {
        let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View { Text("\\(Int(UIScreen.main.bounds.width)) \\(Int(UIScreen.main.bounds.height))") }
            }
            """, size: Size(390, 844))
        p.seek(to: 0)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text }?.node.text, "390 844")
    }
}
