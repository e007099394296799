import Scene
import SourceRuntime
import XCTest

/// A trailing closure goes to the first parameter of function type left, whatever its label,
/// as Swift matches it: a container view's `init(@ViewBuilder content:)` written `Box { … }`.
final class TrailingClosureTests: XCTestCase {
    func testAContainersLabelledContentTakesATrailingClosure() throws {
        let p = try play("""
        import SwiftUI
        struct Box<Content: View>: View {
            var content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View { ZStack { content() } }
        }
        struct Card: View {
            var label: String
            var action: () -> Void
            var body: some View { Text(label) }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Box { Text("inside") }
                    Card(label: "card") { }
                }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0), "insidecard")
    }
}
