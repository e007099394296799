import Scene
import SourceRuntime
import XCTest

/// `willSet`/`didSet` on a view's `@State` and an `ObservableObject`'s `@Published` property
/// run around each assignment, as Swift runs them (the plain-Swift cases are the oracle's).
final class PropertyObserverTests: XCTestCase {
    func testObserversOfStateAndPublishedPropertiesRunAroundEachChange() throws {
        let p = try play("""
        import SwiftUI
        final class Model: ObservableObject {
            @Published var level = 0 { didSet { if level > 3 { level = 3 }; log += "d\\(oldValue)" } }
            var log = ""
        }
        struct V: View {
            @StateObject var m = Model()
            @State var count = 0 { willSet { echo += "w\\(newValue)" } didSet { echo += " was \\(oldValue)" } }
            @State var echo = ""
            var body: some View {
                Text("\\(m.level) \\(m.log) \\(count) \\(echo)")
                    .onAppear { m.level = 2; m.level = 9; count = 4 }
            }
        }
        """)
        // 2 then 9: the second clamped to 3 inside its own didSet, which does not run again.
        XCTAssertEqual(shownText(p, at: 0.1), "3 d0d2 4 w4 was 0")
    }
}
