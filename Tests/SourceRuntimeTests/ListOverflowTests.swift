import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// A list whose rows are taller than the space it has: each row keeps its own height and the
/// rows past the bottom are cut, as a scrolling list shows them; none is squeezed.
final class ListOverflowTests: XCTestCase {
    func testRowsKeepTheirHeightsInAShortList() throws {
        // The same form in a canvas tall enough for every row (480 × 900) and in one too short
        // (480 × 360, 264 pt under the large title): the rows are placed alike in both.
        func gap(_ height: Double) throws -> Double {
            let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    NavigationStack {
                        Form {
                            Section { Text("Tall").frame(maxWidth: .infinity, minHeight: 96) }
                            Section("More") { Text("a"); Text("b"); Text("c"); Text("d") }
                        }
                        .navigationTitle("T")
                    }
                }
            }
            """, size: Size(480, height))
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline)
            let nodes = p.present().nodes
            let tall = try XCTUnwrap(nodes.first { $0.node.text == "Tall" })
            let a = try XCTUnwrap(nodes.first { $0.node.text == "a" })
            return a.frame.y - tall.frame.y
        }
        let roomy = try gap(900), short = try gap(360)
        // At least the 96 pt row's lower half and the next row's upper half apart.
        XCTAssertGreaterThan(roomy, 96 / 2 + 44 / 2)
        XCTAssertEqual(short, roomy, accuracy: 1e-9)
    }
}
