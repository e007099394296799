import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// A `Transition` struct of the file (iOS 17): its `body(content:phase:)` gives the look before
/// the view appears (`.willAppear`) and after it goes (`.didDisappear`), from its `.identity`.
final class TransitionProtocolTests: XCTestCase {
    func testAStructsPhasesAreTheInsertionAndTheRemoval() throws {
        // Shown at 0.5 s with a linear 1 s animation; hidden at 2 s. Insertion starts at the
        // .willAppear look (value -1: opacity 0, 100 pt to the left) and removal ends at the
        // .didDisappear look (value 1: 100 pt to the right), so half way the view is at
        // opacity 0.5 and x -50, then +50.
        let p = try play("""
        import SwiftUI
        struct Slide: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content
                    .opacity(phase.isIdentity ? 1 : 0)
                    .offset(x: phase.value * 100)
            }
        }
        struct V: View {
            @State private var shown = false
            var body: some View {
                ZStack {
                    if shown { Rectangle().frame(width: 40, height: 40).transition(Slide()) }
                }
                .frame(width: 200, height: 200)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation(.linear(duration: 1)) { shown = true } }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { withAnimation(.linear(duration: 1)) { shown = false } }
                }
            }
        }
        """)
        func square(at t: Double) throws -> PresentedNode {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure?.headline)
            return try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect && $0.frame.width == 40 })
        }
        let entering = try square(at: 1.0)
        XCTAssertEqual(entering.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(entering.offset.x, -50, accuracy: 1e-9)
        let shown = try square(at: 1.8)
        XCTAssertEqual(shown.opacity, 1, accuracy: 1e-9)
        XCTAssertEqual(shown.offset.x, 0, accuracy: 1e-9)
        let leaving = try square(at: 2.5)
        XCTAssertEqual(leaving.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(leaving.offset.x, 50, accuracy: 1e-9)
    }
}
