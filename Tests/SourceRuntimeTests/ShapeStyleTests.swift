import Scene
import SourceRuntime
import XCTest

/// Shape styles real files fill backgrounds with: materials, `.background`, a style with a drop
/// shadow (`ShadowStyle`), a style in a shape (`background(_:in:)`), and the deprecated
/// `.colorScheme(_:)`.
final class ShapeStyleTests: XCTestCase {
    private func presented(_ body: String, preview: String = "V()") throws -> (nodes: [PresentedNode], warnings: [String]) {
        let log = WarningLog()
        defer { log.stop() }
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                \(body)
            }
        }
        #Preview { \(preview) }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        return (p.present().nodes, log.warnings)
    }

    /// **Our rule**: a material is a translucent fill of the scheme's background (ultra thin
    /// 0.3 of white, regular 0.6, `.bar` 0.75), said once; `.background` is the system
    /// background, white in light mode.
    func testMaterialsAndTheBackgroundStyleFillInTheirColours() throws {
        let (nodes, warnings) = try presented("""
        VStack {
            Text("a").background(.ultraThinMaterial)
            Text("b").background(.regularMaterial)
            Rectangle().fill(.bar).frame(width: 10, height: 10)
            Text("c").background(.background)
        }
        """)
        let colours = nodes.filter { $0.node.kind == .rect }.map(\.node.color)
        XCTAssertEqual(colours, [Color(red: 1, green: 1, blue: 1, alpha: 0.3), Color(red: 1, green: 1, blue: 1, alpha: 0.6),
                                 Color(red: 1, green: 1, blue: 1, alpha: 0.75), Color(red: 1, green: 1, blue: 1)])
        XCTAssertTrue(warnings.contains { $0.contains("ultraThinMaterial") && $0.contains("without blurring") }, "\(warnings)")
        XCTAssertFalse(warnings.contains { $0.contains("asset catalog") }, "\(warnings)")
    }

    /// `background(_:in:)`: the style clipped to the shape; `.white.shadow(.drop(…))`: the
    /// colour with that drop shadow (Apple's `ShadowStyle.drop(color:radius:x:y:)`).
    func testAStyleInAShapeAndAStyleWithAShadow() throws {
        let (nodes, _) = try presented("""
        VStack {
            Text("a").padding().background(.red, in: Capsule())
            Text("b").padding().background(.white.shadow(.drop(color: .black, radius: 4, y: 3)))
        }
        """)
        let red = try XCTUnwrap(nodes.first { $0.node.color == Color(red: 1, green: 59 / 255, blue: 48 / 255) })
        // Clipped to a capsule of its frame: a rounded rectangle whose corners reach half its
        // shorter side (the mask's radius is past that, and drawn at most that).
        guard case .shape(let m)? = red.mask else { return XCTFail("the red background is not clipped: \(String(describing: red.mask))") }
        XCTAssertFalse(m.isEllipse)
        XCTAssertGreaterThanOrEqual(m.cornerRadius, min(red.frame.width, red.frame.height) / 2)
        let white = try XCTUnwrap(nodes.first { $0.node.color == Color(red: 1, green: 1, blue: 1) && $0.node.kind == .rect })
        let shadow = try XCTUnwrap(white.shadow)
        XCTAssertEqual([shadow.radius, shadow.x, shadow.y], [4, 0, 3])
        XCTAssertEqual(shadow.color, Color(red: 0, green: 0, blue: 0))
    }

    /// `.colorScheme(.dark)` (deprecated for `.environment(\.colorScheme, .dark)`): the scene
    /// is dark, its background black (our rule, as for the environment's scheme).
    func testTheDeprecatedColorSchemeModifierDarkensTheScene() throws {
        let (nodes, _) = try presented("Text(\"a\")", preview: "V().colorScheme(.dark)")
        XCTAssertEqual(nodes.first?.node.color, Color(red: 0, green: 0, blue: 0))
        XCTAssertEqual(nodes.first { $0.node.text == "a" }?.node.color, Color(red: 1, green: 1, blue: 1))
    }
}
