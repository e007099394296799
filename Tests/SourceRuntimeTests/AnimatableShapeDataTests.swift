import Scene
import SourceRuntime
import XCTest

/// A file's `Shape` animates every number of its `animatableData`, however it spells the type.
final class AnimatableShapeDataTests: XCTestCase {
    /// A shape whose `animatableData` is three points, through a type alias of nested
    /// `AnimatablePair`s written with `.init(…)`: all six numbers animate. The third point goes
    /// from y 100 to y 200 linearly over 2 s, so at 1 s the triangle is 150 high (by hand).
    func testThreePointsOfAnimatableDataAnimateThroughATypeAlias() throws {
        let p = try play("""
        import SwiftUI
        struct Triangle: Shape {
            typealias Points = AnimatablePair<CGPoint.AnimatableData, AnimatablePair<CGPoint.AnimatableData, CGPoint.AnimatableData>>
            var a: CGPoint, b: CGPoint, c: CGPoint
            var animatableData: Points {
                get { .init(a.animatableData, .init(b.animatableData, c.animatableData)) }
                set { a.animatableData = newValue.first; b.animatableData = newValue.second.first; c.animatableData = newValue.second.second }
            }
            func path(in rect: CGRect) -> Path {
                Path { p in p.move(to: a); p.addLine(to: b); p.addLine(to: c); p.closeSubpath() }
            }
        }
        struct V: View {
            @State var tall = false
            var body: some View {
                Triangle(a: .zero, b: CGPoint(x: 100, y: 0), c: CGPoint(x: 0, y: tall ? 200 : 100))
                    .frame(width: 300, height: 300)
                    .onAppear { withAnimation(.linear(duration: 2)) { tall = true } }
            }
        }
        """)
        func height(at t: Double) throws -> Double {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure?.headline)
            let node = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .path })
            return try XCTUnwrap(node.path).path.controlBounds.height
        }
        XCTAssertEqual(try height(at: 0), 100, accuracy: 1e-6)
        XCTAssertEqual(try height(at: 1), 150, accuracy: 1e-6)
        XCTAssertEqual(try height(at: 3), 200, accuracy: 1e-6)
    }

    /// `size(width:height:)` (Apple: the shape makes "its path from a rect of size (width,
    /// height)"): the path is that size at the frame's origin while the frame stays as laid out;
    /// `size(_:)` takes a `CGSize`.
    func testASizedShapeMakesItsPathInThatSize() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Rectangle().size(width: 40, height: 20).frame(width: 100, height: 100)
                    Ellipse().stroke(lineWidth: 2).size(CGSize(width: 30, height: 10)).frame(width: 100, height: 100)
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let paths = p.present().nodes.filter { $0.node.kind == .path }.sorted { $0.frame.y < $1.frame.y }
        XCTAssertEqual(paths.map(\.frame.width), [100, 100])
        let bounds = try paths.map { try XCTUnwrap($0.path).path.controlBounds }
        // The presented path is in the canvas's coordinates: at the frame's origin.
        XCTAssertEqual(bounds[0], Rect(x: paths[0].frame.x, y: paths[0].frame.y, width: 40, height: 20))
        XCTAssertEqual(bounds[1].width, 30, accuracy: 1e-9)
        XCTAssertEqual(bounds[1].height, 10, accuracy: 1e-9)
    }
}
