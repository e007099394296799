import Scene
import SourceRuntime
import XCTest

/// `minimumScaleFactor(_:)` plays: a text that fits is drawn as without it, and the rule that
/// text is not shrunk here is said once.
final class TextFittingTests: XCTestCase {
    func testMinimumScaleFactorIsAcceptedAndSaid() throws {
        let log = WarningLog()
        defer { log.stop() }
        func width(_ modifier: String) throws -> Double {
            let p = try play("""
            import SwiftUI
            struct V: View { var body: some View { Text("Horang").font(.title)\(modifier) } }
            """)
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline)
            return try XCTUnwrap(p.present().nodes.first { $0.node.text == "Horang" }).frame.width
        }
        XCTAssertEqual(try width(".minimumScaleFactor(0.5)"), try width(""))
        XCTAssertEqual(log.warnings.filter { $0.contains("minimumScaleFactor(_:) does not shrink text") }.count, 1, "\(log.warnings)")
    }
}
