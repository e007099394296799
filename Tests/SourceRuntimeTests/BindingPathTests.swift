import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// Bindings into part of a state, as Swift's `Binding` gives them: `$items[i]`,
/// `$settings.member`, and `wrappedValue` read and written through a binding.
final class BindingPathTests: XCTestCase {
    func testAChildWritesThroughBindingsToAnElementAndAMember() throws {
        // At 0.5 s the children write: the element bound at index 1 becomes 7, the member
        // `count` of the struct becomes 3 and the function given `$items[2]` sets it to 9;
        // the parent's own values show what went where: [1, 7, 9] and 3.
        let p = try play("""
        import SwiftUI
        struct Settings { var count = 0; var name = "a" }
        struct Setter: View {
            @Binding var value: Int
            let to: Int
            var body: some View {
                Color.clear.frame(width: 1, height: 1)
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { value = to } }
            }
        }
        struct V: View {
            @State private var items = [1, 2, 3]
            @State private var settings = Settings()
            var body: some View {
                VStack {
                    Text("\\(items.map(String.init).joined(separator: ",")) \\(settings.count)\\(settings.name)")
                    Setter(value: $items[1], to: 7)
                    Setter(value: $settings.count, to: 3)
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { write(to: $items[2]) } }
            }
            func write(to binding: Binding<Int>) { binding.wrappedValue = binding.wrappedValue * 3 }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.2), "1,2,3 0a")
        XCTAssertEqual(shownText(p, at: 0.6), "1,7,9 3a")
    }

    /// A preview's `.constant(value)` given to a `@Binding` is passed on as `$x` (a binding
    /// that reads the value) and writes through it are dropped, as `Binding.constant`
    /// ("a binding with an immutable value") does.
    func testAConstantBindingIsPassedOnAndStaysConstant() throws {
        let p = try play("""
        import SwiftUI
        struct Search: View {
            @Binding var text: String
            var body: some View {
                VStack {
                    Text(text)
                    Field(text: $text)
                }
            }
        }
        struct Field: View {
            @Binding var text: String
            var body: some View {
                Text(text + "!").onAppear { text = "changed" }
            }
        }
        struct Search_Previews: PreviewProvider {
            static var previews: some View { Search(text: .constant("abc")) }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(p.present().nodes.compactMap { $0.node.kind == .text ? $0.node.text : nil }, ["abc", "abc!"])
    }
}
