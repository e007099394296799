import Scene
import SourceRuntime
import XCTest

/// `withTransaction(_:_:)` runs its changes in the transaction: `Transaction(animation:)`
/// animates them as `withAnimation` does, `disablesAnimations` (or iOS 17's key-path form)
/// makes them unanimated.
final class TransactionTests: XCTestCase {
    /// The square's x offset at `t` after `change` runs on appear (0 → 100).
    private func offset(_ change: String, at t: Double) throws -> Double {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var x = 0.0
            var body: some View {
                Rectangle().frame(width: 10, height: 10).offset(x: x)
                    .onAppear { \(change) }
            }
        }
        """)
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let square = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        return square.node.value(.offsetX, at: t)
    }

    func testATransactionsAnimationAnimatesTheChange() throws {
        // Linear over 1 s: halfway at 0.5 s (the change starts at the first frame, 0).
        let change = "withTransaction(Transaction(animation: .linear(duration: 1))) { x = 100 }"
        XCTAssertEqual(try offset(change, at: 0.5), 50, accuracy: 1e-6)
        XCTAssertEqual(try offset(change, at: 1.5), 100, accuracy: 1e-6)
    }

    func testATransactionThatDisablesAnimationsChangesAtOnce() throws {
        let disabled = "var t = Transaction(animation: .linear(duration: 1)); t.disablesAnimations = true; withTransaction(t) { x = 100 }"
        XCTAssertEqual(try offset(disabled, at: 0.5), 100, accuracy: 1e-6)
        XCTAssertEqual(try offset("withTransaction(\\.disablesAnimations, true) { x = 100 }", at: 0.5), 100, accuracy: 1e-6)
    }
}
