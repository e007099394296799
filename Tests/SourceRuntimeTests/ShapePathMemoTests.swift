import Scene
import SourceRuntime
import XCTest

/// A file's `Shape` gives one path for one shape, size and animatable data, so equal shapes
/// share one evaluation of `path(in:)`; shapes that differ, or a `path(in:)` that draws a
/// random number, each get their own.
final class ShapePathMemoTests: XCTestCase {
    /// The widths of the paths the scene's path nodes draw, left to right.
    private func widths(_ source: String) throws -> [Double] {
        let p = try play(source)
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.filter { $0.node.kind == .path }.sorted { $0.frame.x < $1.frame.x }.compactMap { n in
            n.node.outline.map { $0.path(n.frame.size, []).controlBounds.width }
        }
    }

    func testEqualShapesShareAPathAndOthersKeepTheirOwn() throws {
        let w = try widths("""
        import SwiftUI
        struct Bar: Shape {
            var fraction: Double
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
        }
        struct V: View {
            var body: some View {
                HStack(spacing: 0) {
                    Bar(fraction: 0.5).frame(width: 100, height: 10)
                    Bar(fraction: 0.5).frame(width: 100, height: 10)
                    Bar(fraction: 0.25).frame(width: 100, height: 10)
                    Bar(fraction: 0.5).frame(width: 60, height: 10)
                }
            }
        }
        """)
        XCTAssertEqual(w, [50, 50, 25, 30])
    }

    func testAPathDrawnWithARandomNumberIsNotShared() throws {
        let w = try widths("""
        import SwiftUI
        struct Scribble: Shape {
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: Double.random(in: 1...99), height: 5)) }
        }
        struct V: View {
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<4) { _ in Scribble().frame(width: 100, height: 10) }
                }
            }
        }
        """)
        XCTAssertEqual(w.count, 4)
        XCTAssertGreaterThan(Set(w).count, 1, "\(w)")
    }
}
