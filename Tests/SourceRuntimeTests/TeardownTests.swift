import Scene
@testable import SourceRuntime
import XCTest

/// A scene let go of frees what its file made: its views, the evaluations that read their state
/// and the runtime, even with work still pending (a reload in the window lets a scene go at
/// any moment; before, each such scene stayed in memory).
final class TeardownTests: XCTestCase {
    /// Two views, each a `ForEach` whose items read the view's state through a live argument,
    /// and a change still waiting (due at 2.3 s) when the scene is let go of at 1.5 s.
    private let source = """
    import SwiftUI
    struct Pair: View {
        var body: some View {
            VStack {
                Row(text: "abc", start: 0)
                Row(text: "de", start: 1.5)
            }
        }
    }
    struct Row: View {
        let characters: [Character]
        @State var y: CGFloat = -50
        @State var start: Double
        init(text: String, start: Double) { characters = Array(text); self.start = start }
        var body: some View {
            HStack {
                ForEach(0..<characters.count, id: \\.self) { i in
                    Text(String(characters[i])).offset(y: y)
                        .animation(.spring(response: 0.2, dampingFraction: 0.5).delay(Double(i) * 0.1), value: y)
                }
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.8 + start) { y = 0 } }
        }
    }
    """

    func testAScenesViewsAndRuntimeAreFreedWithAChangeStillPending() throws {
        weak var runtime: SourceRuntime?
        var views: [Weak] = []
        do {
            let player = try play(source)
            player.seek(to: 1.5)
            XCTAssertNil(player.scene.failure?.headline)
            let r = try XCTUnwrap(player.scene.script as? SourceRuntime)
            runtime = r
            views = r.viewInstances.map(Weak.init)
        }
        XCTAssertEqual(views.count, 3, "the pair and its two rows")
        XCTAssertNil(runtime, "the runtime outlived its scene")
        XCTAssertEqual(views.filter { $0.object != nil }.count, 0, "views outlived their scene")
    }

    private final class Weak {
        weak var object: ViewInstance?
        init(_ object: ViewInstance) { self.object = object }
    }
}
