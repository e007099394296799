import Motion
import Scene
import SourceRuntime
import XCTest

/// A file's `// animpreview: ios N` line picks the era its presets follow.
final class EraTests: XCTestCase {
    private func file(_ header: String) -> String {
        """
        \(header)
        struct V: View {
            @State private var x = 0.0
            var body: some View {
                Text("a").offset(x: x).onAppear { withAnimation { x = 100 } }
            }
        }
        """
    }

    private func offsets(_ p: ScenePlayer) -> [Double] {
        stride(from: 0.0, through: 1.0, by: 0.05).map { t -> Double in
            p.seek(to: t)
            return p.present().nodes.first { $0.node.kind == .glyph }?.offset.x ?? .nan
        }
    }

    private func expected(_ a: Animation) -> [Double] {
        var track = AnimatedValue(0)
        track.set(100, at: 0, animation: a)
        return stride(from: 0.0, through: 1.0, by: 0.05).map { track.value(at: $0) }
    }

    func testWithAnimationTakesTheErasDefault() throws {
        let old = try play(file("// animpreview: ios 16"))
        XCTAssertEqual(offsets(old), expected(.easeInOut(duration: 0.35)))
        let new = try play(file("// A view of today's SwiftUI."))
        XCTAssertEqual(offsets(new), expected(.spring(response: 0.55, dampingFraction: 1)))
        XCTAssertNotEqual(offsets(old), offsets(new))
    }

    func testDurationSpringsNeedIOS17() throws {
        let source = """
        // animpreview: ios 15
        struct V: View {
            @State private var on = false
            var body: some View { Text("a").opacity(on ? 1 : 0).onAppear { withAnimation(.bouncy) { on = true } } }
        }
        """
        let failure = try XCTUnwrap(try play(source, file: "Old.swift").scene.failure)
        XCTAssertTrue(failure.headline.contains("'bouncy' is only available in iOS 17 or newer (the file plays as iOS 15)"), failure.headline)
    }
}
