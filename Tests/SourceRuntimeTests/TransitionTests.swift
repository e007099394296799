import Motion
import Scene
import SourceRuntime
import XCTest

/// Views that come and go in an animated change play their transitions.
final class TransitionTests: XCTestCase {
    private func expected(_ a: Animation, from: Double, to: Double, start: Double, at t: Double, vector: Double? = nil) -> Double {
        var track = AnimatedValue(from)
        track.set(to, at: start, animation: a, restMagnitude: vector ?? abs(to - from))
        return track.value(at: t)
    }

    private func badge(_ p: ScenePlayer) -> PresentedNode? { p.present().nodes.first { $0.node.text == "New" } }

    private func file(_ transition: String, _ animation: String = ".easeOut(duration: 0.4)") -> String {
        """
        struct V: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Text("Title")
                    if shown {
                        Text("New").transition(\(transition))
                    }
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(\(animation)) { shown = true } }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { withAnimation(\(animation)) { shown = false } }
                }
            }
        }
        """
    }

    func testAScaleTransitionGrowsTheViewInAndShrinksItOut() throws {
        let p = try play(file(".scale"))
        p.seek(to: 0.9)
        XCTAssertNil(badge(p))
        let a = Animation.easeOut(duration: 0.4)
        for t in stride(from: 1.0, through: 1.5, by: 0.05) {
            p.seek(to: t)
            let b = try XCTUnwrap(badge(p), "at \(t)")
            XCTAssertEqual(b.scale.x, expected(a, from: 0, to: 1, start: 1, at: t, vector: 2.0.squareRoot()), accuracy: 1e-9, "at \(t)")
            XCTAssertEqual(b.opacity, 1)
        }
        for t in stride(from: 3.0, through: 3.35, by: 0.05) {
            p.seek(to: t)
            let b = try XCTUnwrap(badge(p), "still drawn while it leaves, at \(t)")
            XCTAssertEqual(b.scale.x, expected(a, from: 1, to: 0, start: 3, at: t, vector: 2.0.squareRoot()), accuracy: 1e-9, "at \(t)")
        }
        p.seek(to: 3.5)
        XCTAssertNil(badge(p), "gone once its removal ends")
    }

    func testAMoveTransitionGoesByTheViewsOwnSize() throws {
        let p = try play(file(".move(edge: .leading)", ".linear(duration: 1)"))
        p.seek(to: 1.5)
        let b = try XCTUnwrap(badge(p))
        XCTAssertEqual(b.offset.x, -b.frame.width * 0.5, accuracy: 1e-9)
        p.seek(to: 3.25)
        let leaving = try XCTUnwrap(badge(p))
        XCTAssertEqual(leaving.offset.x, -leaving.frame.width * 0.25, accuracy: 1e-9)
        XCTAssertEqual(leaving.offset.y, 0)
    }

    func testAsymmetricCombinedAndPush() throws {
        let p = try play(file(".asymmetric(insertion: .opacity.combined(with: .offset(y: 20)), removal: .push(from: .top))",
                              ".linear(duration: 1)"))
        p.seek(to: 1.5)
        var b = try XCTUnwrap(badge(p))
        XCTAssertEqual(b.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.offset.y, 10, accuracy: 1e-9)
        p.seek(to: 3.5)
        b = try XCTUnwrap(badge(p))
        // push(from: .top) removes towards the bottom, fading.
        XCTAssertEqual(b.offset.y, b.frame.height * 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.opacity, 0.5, accuracy: 1e-9)
    }

    func testATransitionsOwnAnimationWinsAndAnUnanimatedChangeJumps() throws {
        let own = try play(file(".opacity.animation(.linear(duration: 2))", "nil"))
        own.seek(to: 2)
        XCTAssertEqual(try XCTUnwrap(badge(own)).opacity, 0.5, accuracy: 1e-9)
        let plain = try play(file(".scale", "nil"))
        plain.seek(to: 1.01)
        XCTAssertEqual(try XCTUnwrap(badge(plain)).scale.x, 1)
        plain.seek(to: 3.01)
        XCTAssertNil(badge(plain))
    }

    func testAViewModifierAndAModifierTransition() throws {
        let p = try play("""
        struct Fuzz: ViewModifier {
            let amount: Double
            func body(content: Content) -> some View {
                content.blur(radius: 8 * amount).opacity(1 - amount).scaleEffect(1 + amount)
            }
        }
        struct V: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Text("Title").modifier(Fuzz(amount: 0.25))
                    if shown {
                        Text("New").transition(.modifier(active: Fuzz(amount: 1), identity: Fuzz(amount: 0)))
                    }
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(.linear(duration: 1)) { shown = true } }
                }
            }
        }
        """)
        let title = try XCTUnwrap(p.present().nodes.first { $0.node.text == "Title" })
        XCTAssertEqual(title.blur, 2, accuracy: 1e-9)
        XCTAssertEqual(title.opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(title.scale.x, 1.25, accuracy: 1e-9)
        p.seek(to: 1.5)
        let b = try XCTUnwrap(badge(p))
        XCTAssertEqual(b.blur, 4, accuracy: 1e-9)
        XCTAssertEqual(b.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.scale.x, 1.5, accuracy: 1e-6)
        p.seek(to: 2.5)
        XCTAssertEqual(try XCTUnwrap(badge(p)).blur, 0)
    }

    func testAFlipTransitionTurnsIn3DAndFilters() throws {
        let p = try play("""
        struct Flip: ViewModifier {
            let angle: Double
            func body(content: Content) -> some View {
                content.rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0), anchor: .leading).grayscale(angle / 90)
            }
        }
        struct V: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    if shown {
                        Text("New").transition(.modifier(active: Flip(angle: 90), identity: Flip(angle: 0)))
                    }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
            }
        }
        """)
        p.seek(to: 0.5)
        let b = try XCTUnwrap(badge(p))
        XCTAssertEqual(b.node.value(.rotation3D, at: 0.5), 45, accuracy: 1e-9)
        XCTAssertEqual(b.node.value(.grayscale, at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(b.node.rotation3D.axisY, 1)
        XCTAssertEqual(b.node.rotation3D.anchor, UnitPoint(0, 0.5))
        XCTAssertNotNil(b.effects?.projection)
        XCTAssertNotNil(b.effects?.colorMatrix)
        p.seek(to: 1.5)
        XCTAssertNil(try XCTUnwrap(badge(p)).effects, "in place: flat and in colour")
    }
}
