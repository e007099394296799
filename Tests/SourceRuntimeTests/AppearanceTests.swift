import Scene
import SourceRuntime
import XCTest

/// `.preferredColorScheme(.dark)`, UIKit's system colours and `#colorLiteral`. The expected
/// colours are Apple's published values (the HIG's system colours and UIKit's UI element
/// colours, light and dark), written here as 0…255 components.
final class AppearanceTests: XCTestCase {
    private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }

    private func colors(_ p: ScenePlayer) -> [Color] { p.present().nodes.map(\.node.color) }

    private func fills(_ fills: [String], dark: Bool = false) throws -> [Color] {
        let rows = fills.map { "Rectangle().fill(\($0)).frame(width: 10, height: 10)" }.joined(separator: "\n")
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    \(rows)
                }\(dark ? ".preferredColorScheme(.dark)" : "")
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 10 }.map(\.node.color)
    }

    /// The device's appearance (`--color-scheme dark`) darkens a file that asks for none; a
    /// file's `.preferredColorScheme(.light)` keeps it light on a dark device, as on iOS.
    func testTheDevicesAppearanceUnlessTheFileAsksForItsOwn() throws {
        func first(_ body: String, dark: Bool) throws -> (canvas: Color?, text: Color?) {
            let p = try play("import SwiftUI\nstruct V: View {\n    var body: some View { \(body) }\n}\n", dark: dark)
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline)
            let nodes = p.present().nodes
            return (nodes.first?.node.color, nodes.first { $0.node.text == "A" }?.node.color)
        }
        let dark = try first(#"Text("A")"#, dark: true)
        XCTAssertEqual(dark.canvas, rgb(0, 0, 0))
        XCTAssertEqual(dark.text, rgb(255, 255, 255))
        let kept = try first(#"Text("A").preferredColorScheme(.light)"#, dark: true)
        XCTAssertEqual(kept.text, rgb(0, 0, 0))
        XCTAssertEqual(try first(#"Text("A")"#, dark: false).text, rgb(0, 0, 0))
    }

    func testADarkPreviewHasABlackCanvasAndWhiteDefaultForeground() throws {
        let p = try play("""
        import SwiftUI
        struct Badge: View {
            var body: some View {
                VStack {
                    Text("A")
                    Circle().frame(width: 20, height: 20)
                    Text("B").foregroundColor(.red)
                }
            }
        }
        #Preview {
            Badge()
                .preferredColorScheme(.dark)
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let nodes = p.present().nodes
        // The system background in dark mode (black) fills the whole canvas, behind the view.
        let canvas = try XCTUnwrap(nodes.first)
        XCTAssertEqual(canvas.node.color, rgb(0, 0, 0))
        XCTAssertEqual(canvas.frame.width, 960, accuracy: 0.5)
        XCTAssertEqual(canvas.frame.height, 600, accuracy: 0.5)
        // What sets no colour takes the primary label colour of dark mode, white.
        XCTAssertEqual(nodes.first { $0.node.text == "A" }?.node.color, rgb(255, 255, 255))
        XCTAssertEqual(nodes.first { $0.node.kind == .circle }?.node.color, rgb(255, 255, 255))
        // SwiftUI's red is systemRed, dark mode's in a dark scene.
        XCTAssertEqual(nodes.first { $0.node.text == "B" }?.node.color, rgb(255, 69, 58))
    }

    func testALightOrNoPreferenceKeepsTheLightAppearance() throws {
        for modifier in ["", ".preferredColorScheme(.light)", ".preferredColorScheme(nil)"] {
            let p = try play("""
            import SwiftUI
            struct V: View { var body: some View { Text("A")\(modifier) } }
            """)
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline, modifier)
            let nodes = p.present().nodes
            XCTAssertEqual(nodes.count, 1, modifier)
            XCTAssertEqual(nodes.first?.node.color, rgb(0, 0, 0), modifier)
        }
    }

    func testACommentedOutPreferenceIsNoPreference() throws {
        let p = try play("""
        import SwiftUI
        struct V: View { var body: some View { Text("A") /* .preferredColorScheme(.dark) */ } }
        // .preferredColorScheme(.dark)
        """)
        p.seek(to: 0)
        XCTAssertEqual(colors(p), [rgb(0, 0, 0)])
    }

    func testSystemColoursHaveAppleLightModeValues() throws {
        let got = try fills(["Color(.systemGray5)", "Color(UIColor.systemGray6)", "Color(uiColor: .systemPink)",
                             "Color(.systemBackground)", "Color(.secondarySystemBackground)", "Color(UIColor.label)",
                             "Color(.secondaryLabel)", "Color(.systemGray2)", "Color(.systemBlue)", "Color(.darkGray)"])
        XCTAssertEqual(got, [rgb(229, 229, 234), rgb(242, 242, 247), rgb(255, 45, 85),
                             rgb(255, 255, 255), rgb(242, 242, 247), rgb(0, 0, 0),
                             rgb(60, 60, 67, 0.6), rgb(174, 174, 178), rgb(0, 122, 255), Color(white: 1.0 / 3)])
    }

    func testSwiftUIsSystemColoursTakeTheirDarkValuesInADarkScene() throws {
        let got = try fills([".red", "Color.blue", ".accentColor", ".green.opacity(0.5)", "Color.white", ".black", ".gray"], dark: true)
        XCTAssertEqual(got, [rgb(255, 69, 58), rgb(10, 132, 255), rgb(10, 132, 255), rgb(48, 209, 88, 0.5), rgb(255, 255, 255),
                             rgb(0, 0, 0), rgb(142, 142, 147)])
        XCTAssertEqual(try fills([".red", "Color.blue", ".green.opacity(0.5)"]), [rgb(255, 59, 48), rgb(0, 122, 255), rgb(52, 199, 89, 0.5)])
    }

    func testTheHierarchicalStylesAreTheLabelColoursOfTheirLevel() throws {
        XCTAssertEqual(try fills([".tertiary", ".quaternary"]), [rgb(60, 60, 67, 0.3), rgb(60, 60, 67, 0.18)])
        XCTAssertEqual(try fills([".tertiary", ".quaternary"], dark: true), [rgb(235, 235, 245, 0.3), rgb(235, 235, 245, 0.16)])
    }

    func testSystemColoursTakeTheirDarkValuesInADarkScene() throws {
        let got = try fills(["Color(.systemGray6)", "Color(.systemBackground)", "Color(.label)", "Color(.systemBlue)", "Color.primary"],
                            dark: true)
        XCTAssertEqual(got, [rgb(28, 28, 30), rgb(0, 0, 0), rgb(255, 255, 255), rgb(10, 132, 255), rgb(255, 255, 255)])
    }

    func testAColourLiteralIsAUIColourOfItsComponents() throws {
        let got = try fills(["Color(#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))",
                             "Color(uiColor: #colorLiteral(red: 1, green: 0, blue: 0.5, alpha: 0.5))"])
        XCTAssertEqual(got, [Color(red: 0.2, green: 0.5, blue: 0.9), Color(red: 1, green: 0, blue: 0.5, alpha: 0.5)])
        let p = try play("""
        import SwiftUI
        let snow = #colorLiteral(red: 0.9, green: 0.9, blue: 1, alpha: 1)
        struct V: View { var body: some View { Circle().fill(Color(snow)).frame(width: 10, height: 10) } }
        """)
        p.seek(to: 0)
        XCTAssertEqual(colors(p), [Color(red: 0.9, green: 0.9, blue: 1)])
    }

    /// Colours given in Display P3 or linear sRGB are drawn as the same colour in sRGB. Expected
    /// values worked out apart from the code: the P3 → sRGB matrix derived from both spaces'
    /// primaries and D65 white, with IEC 61966-2-1's transfer function (numpy, by hand).
    func testDisplayP3AndLinearColoursAreConvertedToSRGB() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Color(.displayP3, red: 0.8, green: 0.6, blue: 0.4).frame(width: 10, height: 10)
                    Color(UIColor(displayP3Red: 0.8, green: 0.6, blue: 0.4, alpha: 1)).frame(width: 10, height: 10)
                    Color(.sRGBLinear, white: 0.2).frame(width: 10, height: 10)
                    Color(.sRGB, red: 0.8, green: 0.6, blue: 0.4).frame(width: 10, height: 10)
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let colors = p.present().nodes.filter { $0.frame.width == 10 }.map(\.node.color)
        XCTAssertEqual(colors.count, 4)
        for c in colors.prefix(2) {
            XCTAssertEqual(c.red, 0.83675, accuracy: 1e-4)
            XCTAssertEqual(c.green, 0.58961, accuracy: 1e-4)
            XCTAssertEqual(c.blue, 0.36400, accuracy: 1e-4)
        }
        XCTAssertEqual(colors[2].red, 0.48453, accuracy: 1e-4)
        XCTAssertEqual(colors[3], Color(red: 0.8, green: 0.6, blue: 0.4))
    }
}
