import Scene
import SourceRuntime
import XCTest

/// `Text(AttributedString)`: a string whose ranges carry a font and a colour, drawn as a
/// text of styled runs; a value, as Swift's is.
final class AttributedStringTests: XCTestCase {
    private func glyphs(_ body: String, _ extra: String = "") throws -> [PresentedNode] {
        let p = try play("import SwiftUI\n\(extra)\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n")
        XCTAssertNil(p.scene.failure)
        return p.present().nodes.filter { $0.node.kind == .glyph }
    }

    private let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)

    func testARangeTakesItsOwnColourAndFont() throws {
        let g = try glyphs("        Text(greeting)", """
        var greeting: AttributedString {
            var s = AttributedString("Hello world")
            s.font = .system(size: 20)
            if let range = s.range(of: "world") {
                s[range].foregroundColor = .red
                s[range].font = .system(size: 30, weight: .bold)
            }
            return s
        }
        """)
        XCTAssertEqual(g.map(\.node.text).joined(), "Hello world")
        let hello = g.prefix(5), world = g.suffix(5)
        for n in hello {
            XCTAssertEqual(n.node.font?.size, 20)
            XCTAssertEqual(n.node.color, Color.primary)
        }
        for n in world {
            XCTAssertEqual(n.node.font?.size, 30)
            XCTAssertEqual(n.node.font?.weight, .bold)
            XCTAssertEqual(n.node.color, red)
        }
    }

    func testAUIFontStaticSetsUIKitsFontAttribute() throws {
        // Both attribute scopes have `font`; `.systemFont(ofSize:weight:)` is UIKit's only.
        let g = try glyphs("        Text(plus)", """
        var plus: AttributedString {
            var s = AttributedString("+a")
            s.font = .systemFont(ofSize: 14, weight: .bold)
            return s
        }
        """)
        XCTAssertEqual(g.map(\.node.text).joined(), "+a")
        for n in g {
            XCTAssertEqual(n.node.font?.size, 14)
            XCTAssertEqual(n.node.font?.weight, .bold)
        }
    }

    func testConcatenationAndAppendKeepEachPartsStyle() throws {
        let g = try glyphs("        Text(line)", """
        var line: AttributedString {
            var a = AttributedString("ab")
            a.foregroundColor = .red
            var b: AttributedString = "cd"
            b.font = .system(size: 40)
            var c = a + b
            c.append(AttributedString("e"))
            return c
        }
        """)
        XCTAssertEqual(g.map(\.node.text).joined(), "abcde")
        XCTAssertEqual(g.map(\.node.color), [red, red, .primary, .primary, .primary])
        XCTAssertEqual(g.map { $0.node.font?.size }, [17, 17, 40, 40, 17])
    }

    func testAnAttributedStringIsAValue() throws {
        let g = try glyphs("        Text(pair)", """
        var pair: AttributedString {
            var a = AttributedString("xy")
            let kept = a
            a.foregroundColor = .red
            return kept + a
        }
        """)
        XCTAssertEqual(g.map(\.node.color), [.primary, .primary, red, red], "the copy taken before kept its colour")
    }

    func testAnAttributeOutsideTheSubsetIsRefusedByName() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Text(styled)
            }
            var styled: AttributedString {
                var s = AttributedString("x")
                s.underlineStyle = .single
                return s
            }
        }
        """)
        let failure = try XCTUnwrap(p.scene.failure?.headline)
        XCTAssertTrue(failure.contains("no attribute 'underlineStyle'"), failure)
        XCTAssertTrue(failure.contains("foregroundColor"), failure)
    }
}

/// A top-level computed variable runs its getter at every read.
final class TopLevelComputedTests: XCTestCase {
    func testATopLevelComputedVariableIsReadThroughItsGetter() throws {
        let p = try play("""
        import SwiftUI
        let base = 20
        var doubled: Int { base * 2 }
        var title: String {
            get { "value \\(doubled)" }
        }
        struct V: View {
            var body: some View { Text(title) }
        }
        """)
        XCTAssertNil(p.scene.failure)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text }?.node.text, "value 40")
    }

    func testATopLevelSetterIsRefused() {
        let e = loadError("""
        import SwiftUI
        var title: String {
            get { "a" }
            set { }
        }
        struct V: View { var body: some View { Text(title) } }
        """)
        XCTAssertTrue(e?.description.contains("may only have a getter") ?? false, String(describing: e))
    }
}

/// `tracking(_:)` and `kerning(_:)` add their space after each character, and animate.
/// (FixedMetrics: an ASCII character is 0.6 × size wide.)
final class TrackingTests: XCTestCase {
    private func xs(_ p: ScenePlayer) -> [Double] {
        p.present().nodes.filter { $0.node.kind == .glyph }.map(\.frame.x)
    }

    func testTrackingAddsItsSpaceAfterEachCharacter() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Text("abcd").font(.system(size: 10)).tracking(5)
            }
        }
        """)
        let x = xs(p)
        XCTAssertEqual(x.count, 4)
        for i in 1..<x.count { XCTAssertEqual(x[i] - x[i - 1], 6 + 5, accuracy: 1e-9) }
    }

    func testKerningAnimatesWithTheText() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var wide = false
            var body: some View {
                Text("ab").font(.system(size: 10)).kerning(wide ? 20 : 0)
                    .animation(.linear(duration: 1), value: wide)
                    .onAppear { wide = true }
            }
        }
        """)
        func gap(_ t: Double) -> Double { p.seek(to: t); let x = xs(p); return x[1] - x[0] }
        XCTAssertEqual(gap(0), 6, accuracy: 1e-9)
        XCTAssertEqual(gap(0.5), 6 + 10, accuracy: 0.5, "half way on the linear curve")
        XCTAssertEqual(gap(2), 26, accuracy: 1e-9)
    }
}
