import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// Points, sizes and rectangles as values: members written in place, keeping their type, and
/// their `animatableData` written back.
final class GeometryValueTests: XCTestCase {
    func testMembersAndAnimatableDataAreWrittenInPlace() throws {
        // The same statements in Swift (Foundation's CGPoint and CGSize) print "5.0 2.0 3.0 4.0".
        let values = try numbers("""
        func made() -> String {
            var p = CGPoint(x: 1, y: 2)
            p.x = 5
            var s = CGSize(width: 1, height: 1)
            s.animatableData = AnimatablePair(3, 4)
            return "\\(p.x) \\(p.y) \\(s.width) \\(s.height)"
        }
        """, "made()")
        XCTAssertEqual(values, [5, 2, 3, 4])
        let text = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                var p = CGPoint(x: 1, y: 2)
                p.x = 5
                return Text(verbatim: "\\(p.x)")
            }
        }
        """)
        text.seek(to: 0)
        XCTAssertEqual(text.present().nodes.filter { $0.node.kind == .text }.map(\.node.text), ["5.0"])
    }
}
