import Scene
import SourceRuntime
import XCTest

/// A `PreviewProvider`'s `previews` is what the file shows when it has no `#Preview`, as
/// Xcode's canvas shows it: a view with initializer arguments, with modifiers around it.
final class PreviewProviderTests: XCTestCase {
    func testAViewThatNeedsArgumentsPlaysAsItsPreviewsBuildIt() throws {
        let p = try play("""
        import SwiftUI
        struct Bar: View {
            let progress: Double
            var body: some View { Rectangle().frame(width: 200 * progress, height: 10) }
        }
        struct Bar_Previews: PreviewProvider {
            static var previews: some View {
                Bar(progress: 0.3)
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Bar")
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let bar = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        XCTAssertEqual(bar.frame.width, 60, accuracy: 1e-9)
    }

    /// `@Previewable @State` in a `#Preview` is the state of the preview's own view, as
    /// Apple's macro makes it: `withAnimation(.linear(duration: 1))` in `onAppear` scales the
    /// text 1 → 2, halfway (1.5) at 0.5 s.
    func testAPreviewableStateAnimatesAsAViewsState() throws {
        let p = try play("""
        import SwiftUI
        #Preview {
            @Previewable @State var on = false
            Text(on ? "ON" : "off")
                .scaleEffect(on ? 2 : 1)
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.headline)
        let text = try XCTUnwrap(p.present().nodes.first { $0.node.text == "ON" })
        let scale = p.present().nodes.map(\.scale.x).max() ?? 0
        XCTAssertEqual(scale, 1.5, accuracy: 1e-9, "\(text.scale)")
    }

    func testOfAGroupOfPreviewsTheFirstIsShown() throws {
        let p = try play("""
        import SwiftUI
        struct Label: View {
            let text: String
            var body: some View { Text(text) }
        }
        struct Label_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Label(text: "one")
                    Label(text: "two")
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(p.present().nodes.map(\.node.text).joined(), "one")
    }

    func testAPreviewsDarkSchemeMakesTheSceneDark() throws {
        let p = try play("""
        import SwiftUI
        struct ContentView: View {
            var body: some View { Text("A") }
        }
        struct ContentView_Previews: PreviewProvider {
            static var previews: some View {
                ContentView()
                    .preferredColorScheme(.dark)
            }
        }
        """)
        p.seek(to: 0)
        let nodes = p.present().nodes
        XCTAssertEqual(nodes.first?.node.color, Color.black)
        XCTAssertEqual(nodes.first { $0.node.text == "A" }?.node.color, Color.white)
    }

    func testAHashPreviewWinsOverAPreviewProvider() throws {
        let p = try play("""
        import SwiftUI
        struct Label: View {
            let text: String
            var body: some View { Text(text) }
        }
        struct Label_Previews: PreviewProvider {
            static var previews: some View { Label(text: "provider") }
        }
        #Preview { Label(text: "macro") }
        """)
        p.seek(to: 0)
        XCTAssertEqual(p.present().nodes.map(\.node.text).joined(), "macro")
    }

    func testPreviewsThatCannotBeBuiltGiveWayToTheFilesView() throws {
        let log = WarningLog()
        defer { log.stop() }
        let p = try play("""
        import SwiftUI
        struct V: View { var body: some View { Text("A") } }
        struct V_Previews: PreviewProvider {
            static var previews: some View {
                NavigationView { V() }.glowing()
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(p.present().nodes.map(\.node.text).joined(), "A")
        XCTAssertEqual(log.warnings.count, 1, "\(log.warnings)")
        XCTAssertEqual(log.warnings.first?.contains("V is shown instead"), true, "\(log.warnings)")
    }

    func testPreviewsThatCannotBeBuiltOfAViewWithArgumentsStopTheScene() throws {
        let p = try play("""
        import SwiftUI
        struct V: View { let n: Int; var body: some View { Text("\\(n)") } }
        struct V_Previews: PreviewProvider {
            static var previews: some View { V(n: 1).glowing() }
        }
        """)
        p.seek(to: 0)
        XCTAssertEqual(p.scene.failure?.headline.contains("has no member 'glowing'"), true, "\(String(describing: p.scene.failure?.headline))")
    }

    /// The provider's statics are in scope of `previews`: a `@State static var` given as `$x`
    /// (a binding of its value), a `@Namespace static var`, a static optional with no value.
    func testThePreviewsReadTheProvidersStatics() throws {
        let p = try play("""
        import SwiftUI
        struct Ring: View {
            @Binding var progress: Double
            var ns: Namespace.ID
            @Binding var picked: String?
            var body: some View {
                Rectangle().frame(width: 300 * progress, height: 10)
                    .matchedGeometryEffect(id: "ring", in: ns)
                    .overlay(Text(picked ?? "none"))
            }
        }
        struct Ring_Previews: PreviewProvider {
            @State static var half: Double = 0.5
            @Namespace static var space
            @State static var picked: String?
            static let scale = 2.0
            static var previews: some View {
                Ring(progress: $half, ns: space, picked: $picked).scaleEffect(scale / 2)
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let bar = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        XCTAssertEqual(bar.frame.width, 150, accuracy: 1e-9)
        XCTAssertTrue(p.present().nodes.contains { $0.node.text == "none" })
    }
}
