import Scene
import SourceRuntime
import XCTest

/// `Text` with an interpolated literal is a `LocalizedStringKey`: its numbers are formatted by
/// their format specifiers, a `Text` by its string; a `String` (verbatim, a variable, one built
/// first) is Swift's.
final class TextInterpolationTests: XCTestCase {
    private func texts(_ body: String) throws -> [String] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            let x = 0.75
            let y: CGFloat = 0.5
            let f: Float = 0.25
            let n = 42
            var body: some View {
                VStack {
                    \(body)
                }
            }
        }
        """)
        if let failure = p.scene.failure { XCTFail(failure.headline); return [] }
        return p.present().nodes.filter { $0.node.kind == .text }.map(\.node.text)
    }

    func testALiteralKeyFormatsFloatingPointWithSixDecimalsAndIntegersWhole() throws {
        let got = try texts("""
        Text("share \\(x)")
        Text("y \\(y)")
        Text("f \\(f)")
        Text("n \\(n)")
        Text("\\(2.0)")
        """)
        XCTAssertEqual(got, ["share 0.750000", "y 0.500000", "f 0.250000", "n 42", "2.000000"])
    }

    /// `LocalizedStringKey.StringInterpolation.appendInterpolation(_: Text)`: a text inside a
    /// key is its string (a mood's emoji chosen as a `Text`).
    func testAKeyTakesATextsString() throws {
        let got = try texts("""
        let mood = Text("calm")
        Text("\\(mood) at \\(n)")
        """)
        XCTAssertEqual(got, ["calm at 42"])
    }

    func testAStringUsesSwiftsDescription() throws {
        let got = try texts("""
        Text(verbatim: "share \\(x)")
        Text(String(x))
        Text("\\(x)" as String)
        let s = "share \\(x)"
        Text(s)
        """)
        XCTAssertEqual(got, ["share 0.75", "0.75", "0.75", "share 0.75"])
    }
}
