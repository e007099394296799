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

    /// `\(value, specifier: "%.2f")`: `LocalizedStringKey`'s printf-style specifier (the numbers
    /// as C's printf gives them: `%.2f` of 0.4567 rounds to 0.46, `%03d` pads 7 to 007, `%%` is
    /// a percent sign). An integer given a floating-point conversion is converted, a Double
    /// given an integer one truncated (our rule).
    func testASpecifierFormatsTheNumberAsPrintfDoes() throws {
        let got = try texts("""
        Text("\\(0.4567, specifier: "%.2f")")
        Text("\\(n, specifier: "%d items")")
        Text("\\(7, specifier: "%03d")")
        Text("\\(66.6, specifier: "%.0f%%") done")
        Text("\\(x * 100, specifier: "%5.1f")|")
        Text("\\(12.9, specifier: "%d")")
        Text("\\(3, specifier: "%.1f")")
        Text("\\(255, specifier: "%x")")
        """)
        XCTAssertEqual(got, ["0.46", "42 items", "007", "67% done", " 75.0|", "12", "3.0", "ff"])
    }

    /// A specifier is the file's text: one that formats anything but one number is refused, and
    /// a `String`'s interpolation takes none (swiftc refuses it).
    func testASpecifierThatFormatsNoNumberIsRefused() throws {
        for bad in ["%@", "%s", "%n", "%d and %d", "%1000d", "%.500f", "50%"] {
            let p = try play("""
            import SwiftUI
            struct V: View { var body: some View { Text("\\(4, specifier: "\(bad)")") } }
            """)
            XCTAssertNotNil(p.scene.failure?.headline, bad)
        }
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                let s = "\\(1.5, specifier: "%.1f")"
                Text(s)
            }
        }
        """)
        XCTAssertTrue(p.scene.failure?.headline.contains("specifier") == true, p.scene.failure?.headline ?? "played")
    }
}
