import Scene
import SourceRuntime
import XCTest

/// A file's own environment values: an `EnvironmentKey` with its `EnvironmentValues`
/// property, and iOS 18's `@Entry`, read by `@Environment(\.name)` under the nearest
/// `.environment(\.name, value)` above, else the default.
final class EnvironmentValuesTests: XCTestCase {
    private func texts(_ p: ScenePlayer) -> [String] {
        p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text)
    }

    func testAKeysValueIsTheNearestSetAboveElseItsDefault() throws {
        let p = try play("""
        import SwiftUI
        private struct LevelKey: EnvironmentKey { static let defaultValue = 1 }
        extension EnvironmentValues {
            var level: Int {
                get { self[LevelKey.self] }
                set { self[LevelKey.self] = newValue }
            }
            @Entry var mood: String = "calm"
        }
        struct Leaf: View {
            let tag: String
            @Environment(\\.level) private var level
            @Environment(\\.mood) private var mood
            var body: some View { Text("\\(tag) \\(level) \\(mood)") }
        }
        struct V: View {
            @State private var deep = 3
            var body: some View {
                VStack {
                    Leaf(tag: "a")
                    Leaf(tag: "b").environment(\\.level, 2)
                    VStack {
                        Leaf(tag: "c")
                        Leaf(tag: "d").environment(\\.mood, "bright")
                    }
                    .environment(\\.level, deep)
                    Text("bump").onTapGesture { deep = 7 }
                }
            }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p).sorted(), ["a 1 calm", "b 2 calm", "bump", "c 3 calm", "d 3 bright"])
        let bump = try XCTUnwrap(p.present().nodes.first { $0.node.text == "bump" })
        XCTAssertTrue(p.tap(at: Point(bump.frame.x + 2, bump.frame.y + 2)))
        p.seek(to: 0.2)
        XCTAssertEqual(texts(p).sorted(), ["a 1 calm", "b 2 calm", "bump", "c 7 calm", "d 7 bright"], "a state above changes the value below")
    }

    func testAKeyTheFileDoesNotDeclareIsRefusedAtLoad() {
        let e = loadError("""
        import SwiftUI
        struct V: View {
            @Environment(\\.missing) private var missing
            var body: some View { Text("x") }
        }
        """)
        XCTAssertTrue(e?.description.contains("@Environment(\\.missing) is not supported") == true, e?.description ?? "no error")
    }

    func testTheLocaleIsADevicesInUSEnglish() throws {
        // Our rule, as dates are formatted: en_US; Locale(identifier:) keeps its own parts.
        let p = try play("""
        import SwiftUI
        struct V: View {
            @Environment(\\.locale) var locale
            var body: some View {
                Text("\\(locale.identifier) \\(locale.languageCode ?? "-") \\(Locale.current == locale) \\(Locale(identifier: "fr_FR").regionCode ?? "")")
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), ["en_US en true FR"])
    }
}
