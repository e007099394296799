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

    /// `anchorPreference(value: .bounds)` read through `overlayPreferenceValue`'s
    /// `GeometryReader` (`proxy[anchor]`): a bar as wide as the anchored text, at its place in
    /// the reader's space (the HStack: "Home" 4 × 10.2 wide at its leading edge).
    func testAnAnchorIsReadInTheOverlaysSpace() throws {
        let p = try play("""
        import SwiftUI
        struct BoundsKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        struct V: View {
            var body: some View {
                HStack(spacing: 40) {
                    Text("Home").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    Text("Search")
                }
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let rect = proxy[anchor]
                            Rectangle().frame(width: rect.width, height: 3).offset(x: rect.minX, y: rect.maxY)
                        }
                    }
                }
            }
        }
        """)
        p.seek(to: 0.2)
        XCTAssertNil(p.scene.failure?.headline)
        let bar = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        let home = try XCTUnwrap(p.present().nodes.first { $0.node.text == "Home" })
        XCTAssertEqual(bar.frame.width, 40.8, accuracy: 1e-6)
        XCTAssertEqual(bar.frame.x + bar.offset.x, home.frame.x, accuracy: 1e-6)
        XCTAssertEqual(bar.frame.y + bar.offset.y, home.frame.y + home.frame.height, accuracy: 1e-6)
    }

    func testAnOverlayReadsTheSumBelow() throws {
        let p = try play("""
        import SwiftUI
        struct SumKey: PreferenceKey {
            static var defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        struct V: View {
            var body: some View {
                VStack { Text("a").preference(key: SumKey.self, value: 3); Text("b").preference(key: SumKey.self, value: 4) }
                    .overlayPreferenceValue(SumKey.self) { total in Text("total \\(total)").offset(y: 60) }
            }
        }
        """)
        p.seek(to: 0.2)
        XCTAssertTrue(texts(p).contains("total 7"), "\(texts(p))")
    }
}
