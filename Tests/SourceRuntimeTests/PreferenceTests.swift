import Scene
import SourceRuntime
import XCTest

/// Preferences: `.preference(key:value:)` below, reduced by the file's `PreferenceKey` in the
/// order the views stand, read by `.onPreferenceChange` above (FixedMetrics: a text of size s
/// is s tall and each ASCII character 0.6·s wide).
final class PreferenceTests: XCTestCase {
    private func texts(_ p: ScenePlayer) -> [String] {
        p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text)
    }

    func testASizeMeasuredByAGeometryReaderAndASumReachTheirWatchers() throws {
        let p = try play("""
        import SwiftUI
        struct SizeKey: PreferenceKey {
            static var defaultValue: CGSize = .zero
            static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
        }
        struct SumKey: PreferenceKey {
            static var defaultValue: Int = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        struct V: View {
            @State private var size: CGSize = .zero
            @State private var sum = 0
            var body: some View {
                VStack {
                    Text("Measure")
                        .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                    Text("size \\(Int(size.width))x\\(Int(size.height)) sum \\(sum)")
                    HStack {
                        Text("a").preference(key: SumKey.self, value: 2)
                        Text("b").preference(key: SumKey.self, value: 5)
                        Text("c")
                    }
                    .onPreferenceChange(SumKey.self) { sum = $0 }
                }
                .onPreferenceChange(SizeKey.self) { size = $0 }
            }
        }
        """)
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure?.headline)
        // "Measure" at 17 pt: 7 × 10.2 = 71.4 wide, 17 tall; 2 + 5 reduced by the sum.
        XCTAssertTrue(texts(p).contains("size 71x17 sum 7"), "\(texts(p))")
    }

    func testANonKeyIsRefused() throws {
        let p = try play("""
        import SwiftUI
        struct NotAKey { static var defaultValue = 0 }
        struct V: View {
            var body: some View { Text("x").preference(key: NotAKey.self, value: 1) }
        }
        """)
        XCTAssertTrue(p.scene.failure?.headline.contains("takes a PreferenceKey of the file") == true, p.scene.failure?.headline ?? "none")
    }
}
