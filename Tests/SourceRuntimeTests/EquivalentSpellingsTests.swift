import Scene
@testable import SourceRuntime
import XCTest

/// Spellings SwiftUI documents as the same thing draw the same nodes: `AnyView(v)` is `v`,
/// `RoundedBorderTextFieldStyle()` is `.roundedBorder`, `accentColor(_:)` is `tint(_:)` for
/// controls; and `hidden()` keeps a view's place while drawing nothing (Apple's `hidden()`).
final class EquivalentSpellingsTests: XCTestCase {
    /// Each node's kind, frame, colour and opacity, as drawn at 0.5 s.
    private func drawn(_ body: String) throws -> [String] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var name = "Ada"
            @State private var on = true
            var body: some View {
                \(body)
            }
        }
        """, size: Size(400, 300))
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.description)
        return p.present().nodes.map { "\($0.node.kind) \($0.frame) \($0.node.color) \($0.effectiveOpacity)" }
    }

    func testAnyViewIsTheViewItWraps() throws {
        let plain = try drawn(#"VStack { Text("one"); Circle().fill(.red).frame(width: 40, height: 40) }"#)
        XCTAssertEqual(try drawn(#"VStack { AnyView(Text("one")); AnyView(Circle().fill(.red).frame(width: 40, height: 40)) }"#), plain)
        XCTAssertFalse(plain.isEmpty)
    }

    func testTheStyleStructsAreTheirStatics() throws {
        let statics = try drawn(#"TextField("Name", text: $name).textFieldStyle(.roundedBorder)"#)
        XCTAssertEqual(try drawn(#"TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())"#), statics)
        XCTAssertNotEqual(try drawn(#"TextField("Name", text: $name).textFieldStyle(PlainTextFieldStyle())"#), statics,
                          "the plain style draws no border")
    }

    func testAccentColorTintsAControlAsTintDoes() throws {
        let tint = try drawn(#"Toggle("On", isOn: $on).tint(.orange)"#)
        XCTAssertEqual(try drawn(#"Toggle("On", isOn: $on).accentColor(.orange)"#), tint)
        XCTAssertNotEqual(try drawn(#"Toggle("On", isOn: $on)"#), tint, "the orange is drawn")
    }

    func testHiddenKeepsItsPlaceAndDrawsNothing() throws {
        let shown = try drawn(#"HStack { Text("left"); Text("right") }"#)
        let hidden = try drawn(#"HStack { Text("left").hidden(); Text("right") }"#)
        XCTAssertEqual(shown.count, hidden.count)
        // "right" stays where it was: the hidden text still takes its width.
        XCTAssertEqual(shown.last, hidden.last)
        XCTAssertTrue(hidden.first?.hasSuffix(" 0.0") == true, hidden.first ?? "")
    }
}

extension EquivalentSpellingsTests {
    func testTheShapeAndStyleErasersAreWhatTheyWrap() throws {
        let plain = try drawn(#"Circle().fill(Color.red).frame(width: 40, height: 40).clipShape(Capsule())"#)
        XCTAssertEqual(try drawn(#"Circle().fill(AnyShapeStyle(Color.red)).frame(width: 40, height: 40).clipShape(AnyShape(Capsule()))"#), plain)
        let gradient = try drawn(#"Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))"#)
        XCTAssertEqual(try drawn(#"Rectangle().fill(AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))"#), gradient)
    }
}
