import XCTest
@testable import Motion

/// What the presets mean in each era (`SwiftUIVersion`), and how the syntax reader follows it.
final class SwiftUIVersionTests: XCTestCase {
    let ios16 = SwiftUIVersion(iOS: 16), ios17 = SwiftUIVersion(iOS: 17), ios26 = SwiftUIVersion(iOS: 26)

    func testDefaultIsEaseInOutBeforeIOS17AndASpringFrom17() {
        XCTAssertEqual(Animation.default(in: SwiftUIVersion(iOS: 15)).base, .bezier(.easeInOut, duration: 0.35))
        XCTAssertEqual(Animation.default(in: ios16).base, .bezier(.easeInOut, duration: 0.35))
        for version in [ios17, ios26] {
            XCTAssertEqual(Animation.default(in: version).spring, FluidSpring(response: 0.55, dampingFraction: 1))
        }
        XCTAssertEqual(SwiftUIVersion.latest, ios26)
    }

    func testSpringAndInteractiveSpringFollowTheOverloadTheSDKPrefers() {
        XCTAssertEqual(Animation.spring(in: ios16).spring, FluidSpring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(Animation.spring(in: ios17).spring, FluidSpring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(Animation.interactiveSpring(in: ios16).spring,
                       FluidSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        let modern = try! XCTUnwrap(Animation.interactiveSpring(in: ios26).spring)
        XCTAssertEqual(modern.response, 0.15)
        XCTAssertEqual(modern.dampingFraction, 0.85, accuracy: 1e-15)
        XCTAssertEqual(modern.blendDuration, 0.25)
    }

    func testTheReaderFollowsTheEraItIsGiven() throws {
        func parse(_ text: String, _ version: SwiftUIVersion) throws -> Animation { try AnimationSyntax.parse(text, version: version) }
        XCTAssertEqual(try parse("default", ios16), .easeInOut)
        XCTAssertEqual(try parse("default", ios26), .spring(response: 0.55, dampingFraction: 1))
        XCTAssertEqual(try parse("spring()", ios16), .spring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(try parse("spring()", ios26), .spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(try parse("spring", ios26), .spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(try parse("interactiveSpring()", ios16), .interactiveSpring(response: 0.15, dampingFraction: 0.86))
        XCTAssertEqual(try parse("interactiveSpring()", ios26), .interactiveSpring(duration: 0.15))
        // A label picks its overload in every era.
        XCTAssertEqual(try parse("spring(response: 0.3)", ios26), .spring(response: 0.3, dampingFraction: 0.825))
        XCTAssertEqual(try parse("spring(dampingFraction: 0.6)", ios26), .spring(response: 0.5, dampingFraction: 0.6))
        XCTAssertEqual(try parse("spring(bounce: 0.2)", ios17), .spring(duration: 0.5, bounce: 0.2))
        XCTAssertEqual(try parse("easeInOut.delay(0.1)", ios16), Animation.easeInOut.delay(0.1))
    }

    func testIOS17APIIsRefusedForAnEarlierEra() {
        for text in ["spring(duration: 0.5, bounce: 0.3)", "smooth", "snappy(duration: 0.3)", "bouncy"] {
            XCTAssertThrowsError(try AnimationSyntax.parse(text, version: ios16), text) { error in
                XCTAssertTrue("\(error)".contains("only available in iOS 17"), "\(error)")
            }
            XCTAssertNoThrow(try AnimationSyntax.parse(text, version: ios17), text)
        }
    }

    func testTheStaticPresetsFollowTheCurrentEra() {
        let saved = SwiftUIVersion.current
        defer { SwiftUIVersion.current = saved }
        SwiftUIVersion.current = ios16
        XCTAssertEqual(Animation.default, .easeInOut)
        XCTAssertEqual(Animation.spring, .spring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(try AnimationSyntax.parse("default"), .easeInOut)
        SwiftUIVersion.current = ios26
        XCTAssertEqual(Animation.default, .spring(response: 0.55, dampingFraction: 1))
        XCTAssertEqual(Animation.spring, .spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(SwiftUIVersion(iOS: 3), SwiftUIVersion(iOS: 15), "clamped to the releases known")
    }

    func testASourceFileNamesItsEraInALeadingComment() {
        XCTAssertEqual(SwiftUIVersion.directive(in: "// animpreview: ios 15\nimport SwiftUI\n"), SwiftUIVersion(iOS: 15))
        XCTAssertEqual(SwiftUIVersion.directive(in: "\n// A card.\n//   animpreview:  iOS 16\nimport SwiftUI"), ios16)
        XCTAssertNil(SwiftUIVersion.directive(in: "import SwiftUI\n// animpreview: ios 15\n"), "only the leading comments")
        XCTAssertNil(SwiftUIVersion.directive(in: "// animpreview: ios\n"))
        XCTAssertNil(SwiftUIVersion.directive(in: ""))
    }
}
