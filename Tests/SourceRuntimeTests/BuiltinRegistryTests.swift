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
