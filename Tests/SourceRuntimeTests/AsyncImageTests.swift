import Scene
import SourceRuntime
import XCTest

/// `AsyncImage` as it is before its image arrives (a previewed file reaches no network): its
/// placeholder, its content closure in the `.empty` phase, else a grey filling the space
/// offered; `URL(string:)` is nil for text that is no URL, as Foundation's is.
final class AsyncImageTests: XCTestCase {
    func testAnAsyncImageShowsWhatItShowsBeforeItsImageArrives() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            let url = URL(string: "https://example.com/a.png")
            var body: some View {
                VStack(spacing: 0) {
                    AsyncImage(url: url).frame(width: 100, height: 60)
                    AsyncImage(url: url) { image in image.resizable() } placeholder: { Text("wait") }
                    AsyncImage(url: url) { phase in
                        if let image = phase.image { image.resizable() }
                        else if phase.error != nil { Text("failed") }
                        else { Text("empty") }
                    }
                    Text(URL(string: "") == nil ? "nil" : "url")
                }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.5), "waitemptynil")
        let grey = try XCTUnwrap(p.present().nodes.first { $0.frame.width == 100 && $0.frame.height == 60 })
        // secondarySystemFill, light: 120, 120, 128 at 16 % (Apple's UI element colours).
        XCTAssertEqual(grey.node.color, Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16))
    }
}
