import Scene
import SourceRuntime
import XCTest

/// Classes of the file: reference values (plain-Swift cases against swiftc in
/// `SwiftOracleTests`), and models a view observes: `ObservableObject` with `@Published`
/// through `@StateObject`/`@ObservedObject`, `@Observable` through `@State`.
final class ClassTests: XCTestCase {
    private func texts(_ p: ScenePlayer) -> String {
        p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text).joined(separator: "|")
    }

    private static let counter = """
    import SwiftUI
    final class Counter: ObservableObject {
        @Published var count = 0
        var note = "a"
        func bump() { count += 1 }
    }
    struct Child: View {
        @ObservedObject var counter: Counter
        var body: some View { Text("child \\(counter.count)") }
    }
    struct ContentView: View {
        @StateObject private var counter = Counter()
        var body: some View {
            VStack {
                Text("\\(counter.count) \\(counter.note)")
                Child(counter: counter)
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { counter.bump() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { counter.note = "b" }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { counter.count += 10 }
            }
        }
    }
    """

    func testAPublishedChangeUpdatesTheViewsThatReadTheObject() throws {
        let p = try play(Self.counter)
        p.seek(to: 0.2)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), "0 a|child 0")
        p.seek(to: 0.7)
        XCTAssertEqual(texts(p), "1 a|child 1")
        // A property that is not @Published changes the object but tells no view (as in SwiftUI).
        p.seek(to: 1.2)
        XCTAssertEqual(texts(p), "1 a|child 1")
        // The next published change draws both.
        p.seek(to: 1.7)
        XCTAssertEqual(texts(p), "11 b|child 11")
    }

    func testAnObservableObjectsChangeAnimatesInItsTransaction() throws {
        let p = try play("""
        import SwiftUI
        @Observable class Mover {
            var x = 0.0
            @ObservationIgnored var moves = 0
            func go() { x = 100; moves += 1 }
        }
        struct ContentView: View {
            @State private var mover = Mover()
            var body: some View {
                Circle().frame(width: 20, height: 20).offset(x: mover.x)
                    .onAppear { withAnimation(.linear(duration: 1)) { mover.go() } }
            }
        }
        """)
        for (t, x) in [(0.25, 25.0), (0.5, 50), (1.5, 100)] {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure?.headline)
            XCTAssertEqual(try XCTUnwrap(p.present().nodes.first { $0.node.kind == .circle }).offset.x, x, accuracy: 0.5, "at \(t)")
        }
    }

    func testObjectWillChangeSendTellsTheObservers() throws {
        let p = try play("""
        import SwiftUI
        class Model: ObservableObject {
            var n = 0
            func quietly() { n = 7 }
            func announce() { objectWillChange.send() }
        }
        struct ContentView: View {
            @StateObject var model = Model()
            var body: some View {
                Text("n \\(model.n)").onAppear {
                    model.quietly()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { model.announce() }
                }
            }
        }
        """)
        p.seek(to: 0.2)
        XCTAssertEqual(texts(p), "n 0")
        p.seek(to: 0.7)
        XCTAssertEqual(texts(p), "n 7")
    }

    func testAStateObjectIsMadeOnceForTheViewsLife() throws {
        var printed: [String] = []
        let saved = SourceFile.onPrint
        SourceFile.onPrint = { printed.append($0) }
        defer { SourceFile.onPrint = saved }
        let p = try play("""
        import SwiftUI
        final class Model: ObservableObject {
            @Published var n = 0
            init() { print("made") }
        }
        struct Child: View {
            let label: Int
            @StateObject private var model = Model()
            var body: some View { Text("\\(label) \\(model.n)") }
        }
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                Child(label: count).onAppear {
                    for i in 1...3 { DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) * 0.1) { count += 1 } }
                }
            }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), "3 0")
        XCTAssertEqual(printed, ["made"])
    }

    func testAnEnvironmentObjectIsTheOneTheModifierGave() throws {
        let p = try play("""
        import SwiftUI
        final class Score: ObservableObject { @Published var points = 1 }
        @Observable final class Theme { var name = "plain" }
        struct Badge: View {
            @EnvironmentObject var score: Score
            @Environment(Theme.self) private var theme
            var body: some View { Text("\\(score.points) \\(theme.name)") }
        }
        struct Board: View {
            @EnvironmentObject var score: Score
            var body: some View {
                Badge().onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { score.points += 1 } }
            }
        }
        #Preview {
            Board()
                .environmentObject(Score())
                .environment(Theme())
        }
        """)
        p.seek(to: 0.2)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), "1 plain")
        p.seek(to: 0.7)
        XCTAssertEqual(texts(p), "2 plain")
    }

    func testAMissingEnvironmentObjectIsSwiftUIsError() throws {
        let p = try play("""
        import SwiftUI
        final class Score: ObservableObject { @Published var points = 1 }
        struct V: View {
            @EnvironmentObject var score: Score
            var body: some View { Text("\\(score.points)") }
        }
        """)
        p.seek(to: 0)
        XCTAssertEqual(p.scene.failure?.headline.hasSuffix("No ObservableObject of type Score found. A View.environmentObject(_:) for Score may be missing as an ancestor of this view."), true,
                       "\(String(describing: p.scene.failure?.headline))")
    }

    func testTheColorSchemeEnvironmentValueIsTheScenes() throws {
        for (modifier, expected) in [("", "light"), (".preferredColorScheme(.dark)", "dark")] {
            let p = try play("""
            import SwiftUI
            struct V: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View { Text(colorScheme == .dark ? "dark" : "light")\(modifier) }
            }
            """)
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline)
            XCTAssertEqual(texts(p), expected)
        }
        XCTAssertEqual(loadError("import SwiftUI\nstruct V: View {\n  @Environment(\\.openURL) var openURL\n  var body: some View { Text(\"a\") }\n}\n")?
            .diagnostics.first?.message.hasPrefix("@Environment(\\.openURL) is not supported"), true)
    }

    func testAClassWithASuperclassIsRefused() {
        let e = loadError("""
        import SwiftUI
        class Spinner: UITableView {}
        struct V: View { var body: some View { Text("a") } }
        """)
        XCTAssertEqual(e?.diagnostics.first?.message.hasPrefix("classes that inherit from 'UITableView' are not supported"), true, "\(String(describing: e))")
    }

    func testAClassHasNoMemberwiseInitializer() throws {
        let p = try play("""
        import SwiftUI
        class Model { var n = 0 }
        struct V: View {
            let model = Model(n: 3)
            var body: some View { Text("a") }
        }
        """)
        p.seek(to: 0)
        XCTAssertEqual(p.scene.failure?.headline.hasSuffix("error: argument passed to call that takes no arguments"), true,
                       "\(String(describing: p.scene.failure?.headline))")
    }

    /// A model inheriting from `NSObject` (Objective-C's root, common in older files): its
    /// `super.init()` runs nothing, the rest of its `init` runs.
    func testAnNSObjectModelsSuperInitRunsNothing() throws {
        let p = try play("""
        import SwiftUI
        final class Model: NSObject, ObservableObject {
            @Published var n = 1
            override init() { super.init(); n = 5 }
        }
        struct V: View {
            @StateObject var m = Model()
            var body: some View { Text("n \\(m.n)") }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), "n 5")
    }

    /// `_count = Published(initialValue:)` in a model's init sets the published property's
    /// first value; a `#Preview(body:)` takes its closure by label.
    func testAPublishedWrapperSetInInitAndAPreviewBodyByLabel() throws {
        let p = try play("""
        import SwiftUI
        final class Model: ObservableObject {
            @Published var count: Int
            init(start: Int) { _count = Published(initialValue: start * 2) }
        }
        struct Counter: View {
            @StateObject var model = Model(start: 4)
            var body: some View { Text("count \\(model.count)") }
        }
        #Preview(body: { Counter() })
        """)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), "count 8")
    }

    func testAStateObjectMadeInAViewsInit() throws {
        // `_model = StateObject(wrappedValue:)`: the view's model from its first value; a
        // click on the button counts on from it.
        let p = try play("""
        import SwiftUI
        final class Tally: ObservableObject {
            @Published var count: Int
            init(start: Int) { count = start }
        }
        struct V: View {
            @StateObject private var tally: Tally
            init() { _tally = StateObject(wrappedValue: Tally(start: 41)) }
            var body: some View { Button("count \\(tally.count)") { tally.count += 1 } }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertEqual(texts(p), "count 41")
        XCTAssertTrue(p.tap(at: Point(480, 300)))
        p.seek(to: 1)
        XCTAssertEqual(texts(p), "count 42")
    }

    /// `$model.count` of a model, through each way a view holds one, bound to a child's
    /// `@Binding` whose button writes it: the model's property changes, and what reads it.
    func testABindingToAModelsPropertyWritesTheModel() throws {
        let holders = [
            ("ObservableObject", "@StateObject var model = Model()", ""),
            ("ObservableObject", "@ObservedObject var model: Model", ""),
            ("ObservableObject", "@EnvironmentObject var model: Model", ".environmentObject(Model())"),
            ("Observable", "@Bindable var model: Model", ""),
        ]
        for (kind, holder, environment) in holders {
            let model = kind == "Observable" ? "@Observable class Model { var count = 0 }"
                : "class Model: ObservableObject { @Published var count = 0 }"
            let argument = holder.contains(": Model") && environment.isEmpty ? "model: Model()" : ""
            let p = try play("""
            import SwiftUI
            \(model)
            struct Bump: View {
                @Binding var n: Int
                var body: some View { Button("bump \\(n)") { n += 1 } }
            }
            struct Shown: View {
                \(holder)
                var body: some View { Bump(n: $model.count) }
            }
            struct Root: View {
                var body: some View { Shown(\(argument))\(environment) }
            }
            #Preview { Root() }
            """)
            p.seek(to: 0.1)
            let button = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .text }?.frame, holder)
            p.tap(at: Point(button.x + button.width / 2, button.y + button.height / 2))
            p.tap(at: Point(button.x + button.width / 2, button.y + button.height / 2))
            XCTAssertNil(p.scene.failure?.headline, holder)
            XCTAssertEqual(texts(p), "bump 2", holder)
        }
    }
}
