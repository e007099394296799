import Scene
@testable import SourceRuntime
import XCTest

/// The builtin types' statics and initialisers, each described once in the registry: their
/// names, Swift's label rules for their functions, and arguments read as their parameters'
/// types. Expected values are Apple's (a text style's size, an angle's conversion) or worked
/// out by hand.
final class BuiltinRegistryTests: XCTestCase {
    func testEveryTypeNameHasOneEntry() {
        var seen = Set<String>()
        for name in BuiltinRegistry.names { XCTAssertTrue(seen.insert(name).inserted, "'\(name)' is in two builtin entries") }
        // The three families the switch used to hold are entries now.
        for name in ["Color", "Font", "Angle", "Font.Weight", "Font.TextStyle", "UnitPoint", "Animation"] {
            XCTAssertNotNil(BuiltinRegistry.byName[name], name)
        }
    }

    func testAnglesFromTheirStaticsAndInitialisers() throws {
        // degrees = radians × 180 / π: π rad is 180°, π/2 rad is 90°.
        let values = try numbers("", """
        "\\(Angle.degrees(90).degrees) \\(Angle.radians(.pi).degrees) \\(Angle(radians: .pi / 2).degrees) \\(Angle.zero.degrees) \\(Angle().degrees) \\(Angle(degrees: 45).degrees)"
        """)
        XCTAssertEqual(values.count, 6)
        for (value, expected) in zip(values, [90.0, 180, 90, 0, 0, 45]) { XCTAssertEqual(value, expected, accuracy: 1e-9) }
    }

    func testAnAnglesArgumentIsADouble() throws {
        // `degrees(_:)` takes a Double: swiftc types the literals `1` and `2` as Double, 0.5.
        XCTAssertEqual(try numbers("", "\"\\(Angle.degrees(1/2).degrees)\""), [0.5])
    }

    func testALabelNoDeclarationHasIsSwiftcsError() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Text("a").rotationEffect(Angle.degrees(x: 90)) }
        }
        """)
        p.seek(to: 0)
        XCTAssertTrue(p.scene.failure?.headline.contains("extraneous argument label 'x:' in call") == true,
                      p.scene.failure?.headline ?? "no failure")
    }

    private func font(_ modifier: String) throws -> FontSpec? {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Text("Hello").font(\(modifier)) }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.first { $0.node.kind == .text }?.node.font
    }

    func testFontsFromTheirStatics() throws {
        // Apple's large (default) Dynamic Type sizes: title 28 pt, headline 17 pt semibold.
        XCTAssertEqual(try font(".title")?.size, 28)
        XCTAssertEqual(try font(".headline")?.weight, .semibold)
        XCTAssertEqual(try font(".system(size: 30, weight: .bold)")?.size, 30)
        XCTAssertEqual(try font(".system(size: 30, weight: .bold)")?.weight, .bold)
        // `system(_:design:weight:)` (iOS 16): the text style's size with the weight given.
        let styled = try font(".system(.title, design: .default, weight: .bold)")
        XCTAssertEqual(styled?.size, 28)
        XCTAssertEqual(styled?.weight, .bold)
        // `custom(_:size:relativeTo:)` is drawn at its size.
        XCTAssertEqual(try font(".custom(\"Noto Sans\", size: 20, relativeTo: .body)")?.size, 20)
        XCTAssertEqual(try font("Font.custom(\"Noto Sans\", fixedSize: 13)")?.size, 13)
    }

    func testAFontCallWithoutItsSizeIsSwiftcsError() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Text("a").font(.custom("Noto Sans")) }
        }
        """)
        p.seek(to: 0)
        XCTAssertTrue(p.scene.failure?.headline.contains("missing argument for parameter 'size' in call") == true,
                      p.scene.failure?.headline ?? "no failure")
    }
}

/// The hex colour initialiser real files carry, end to end: the colour it draws is the one
/// its digits say (worked out by hand: fb c2 eb is 251, 194, 235).
final class HexColourTests: XCTestCase {
    func testAHexColourExtensionDrawsItsColour() throws {
        let p = try play("""
        import SwiftUI
        extension Color {
            init(hex: String) {
                let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int = UInt64()
                Scanner(string: hex).scanHexInt64(&int)
                let r, g, b: UInt64
                (r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
                self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1)
            }
        }
        struct V: View {
            var body: some View { Rectangle().fill(Color(hex: "#fbc2eb")).frame(width: 50, height: 50) }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let rect = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect || $0.node.kind == .path })
        let c = rect.node.color
        XCTAssertEqual(c.red * 255, 251, accuracy: 1e-6)
        XCTAssertEqual(c.green * 255, 194, accuracy: 1e-6)
        XCTAssertEqual(c.blue * 255, 235, accuracy: 1e-6)
    }
}

/// The iOS 13 button style structs draw as the styles they name.
final class ButtonStyleStructTests: XCTestCase {
    private func drawn(_ style: String) throws -> [String] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Button("Go") { }.buttonStyle(\(style)) }
        }
        """)
        p.seek(to: 0.2)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.map { "\($0.node.kind) \($0.node.color)" }
    }

    func testPlainButtonStyleIsThePlainStyle() throws {
        XCTAssertEqual(try drawn("PlainButtonStyle()"), try drawn(".plain"))
        XCTAssertEqual(try drawn("DefaultButtonStyle()"), try drawn(".automatic"))
        // The comparison tells styles apart: a bordered button draws a fill the plain one lacks.
        XCTAssertNotEqual(try drawn(".plain"), try drawn(".borderedProminent"))
    }
}
