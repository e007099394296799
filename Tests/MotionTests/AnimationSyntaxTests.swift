import XCTest
@testable import Motion

/// Reading animations written in SwiftUI syntax (the `curve` command's SPEC).
final class AnimationSyntaxTests: XCTestCase {
    private func parse(_ text: String) throws -> Animation { try AnimationSyntax.parse(text) }

    private func error(_ text: String) -> AnimationSyntaxError? {
        do { _ = try parse(text); return nil } catch let e as AnimationSyntaxError { return e } catch { return nil }
    }

    func testNamedCurvesWithAndWithoutDurations() throws {
        XCTAssertEqual(try parse("easeInOut"), .easeInOut)
        XCTAssertEqual(try parse(".easeInOut"), .easeInOut)
        XCTAssertEqual(try parse("Animation.easeInOut"), .easeInOut)
        XCTAssertEqual(try parse("easeIn(duration: 0.3)"), .easeIn(duration: 0.3))
        XCTAssertEqual(try parse(" linear ( duration : 2 ) "), .linear(duration: 2))
        XCTAssertEqual(try parse("default"), .default)
        XCTAssertEqual(try parse("timingCurve(0.25, 0.1, 0.25, 1, duration: 1)"), .timingCurve(0.25, 0.1, 0.25, 1, duration: 1))
        XCTAssertEqual(try parse("timingCurve(0.25, 0.1, 0.25, 1)"), .timingCurve(0.25, 0.1, 0.25, 1))
    }

    func testSpringsAndPresets() throws {
        XCTAssertEqual(try parse("spring(response: 0.2, dampingFraction: 0.5)"), .spring(response: 0.2, dampingFraction: 0.5))
        XCTAssertEqual(try parse(".spring(response: 0.2, dampingFraction: 0.5, blendDuration: 0.1)"),
                       .spring(response: 0.2, dampingFraction: 0.5, blendDuration: 0.1))
        XCTAssertEqual(try parse("spring(duration: 0.5, bounce: 0.3)"), .spring(duration: 0.5, bounce: 0.3))
        XCTAssertEqual(try parse("spring(bounce: -0.2)"), .spring(duration: 0.5, bounce: -0.2))
        XCTAssertEqual(try parse("spring(dampingFraction: 0.6)"), .spring(response: 0.5, dampingFraction: 0.6))
        XCTAssertEqual(try parse("spring"), .spring)
        XCTAssertEqual(try parse("spring()"), .spring)
        XCTAssertEqual(try parse("smooth"), .smooth)
        XCTAssertEqual(try parse("snappy(duration: 0.3)"), .snappy(duration: 0.3))
        XCTAssertEqual(try parse("bouncy(extraBounce: 0.1)"), .bouncy(extraBounce: 0.1))
        XCTAssertEqual(try parse("interactiveSpring"), .interactiveSpring)
        XCTAssertEqual(try parse("interactiveSpring(response: 0.1)"), .interactiveSpring(response: 0.1))
    }

    func testModifiersChainInOrder() throws {
        XCTAssertEqual(try parse(".easeInOut.delay(0.2)"), Animation.easeInOut.delay(0.2))
        XCTAssertEqual(try parse("easeIn.speed(2).delay(1)"), Animation.easeIn.speed(2).delay(1))
        XCTAssertEqual(try parse("linear.repeatCount(3, autoreverses: true)"), Animation.linear.repeatCount(3, autoreverses: true))
        XCTAssertEqual(try parse("linear.repeatCount(3)"), Animation.linear.repeatCount(3))
        XCTAssertEqual(try parse("linear.repeatForever(autoreverses: false)"), Animation.linear.repeatForever(autoreverses: false))
        XCTAssertEqual(try parse("linear.repeatForever()"), Animation.linear.repeatForever())
        XCTAssertEqual(try parse("spring(duration: 0.5, bounce: 0.3).delay(0.2).speed(2).repeatCount(3, autoreverses: true)"),
                       Animation.spring(duration: 0.5, bounce: 0.3).delay(0.2).speed(2).repeatCount(3, autoreverses: true))
    }

    func testWhatItPrintsReadsBack() throws {
        let animations: [Animation] = [.easeInOut.delay(0.15), .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 2).speed(0.5),
                                       .spring(response: 0.2, dampingFraction: 0.5, blendDuration: 0.1).repeatForever(),
                                       .linear(duration: 1).repeatCount(2, autoreverses: false)]
        for animation in animations { XCTAssertEqual(try parse(animation.description), animation) }
    }

    func testMistakesPointAtTheBadPart() {
        let cases: [(String, Int, String)] = [
            ("spring(response: x)", 17, "expected a value"),
            ("sprung(response: 0.2)", 0, "unknown animation 'sprung'"),
            ("Animation.sprung", 10, "unknown animation"),
            ("easeIn.wobble(2)", 7, "unknown modifier 'wobble'"),
            ("spring(response: 0.5, bounce: 0.3)", 22, "extra argument 'bounce' in call"),
            ("easeIn(duration: 0.3", 20, "expected ',' or ')'"),
            ("easeIn(0.3)", 7, "missing argument label 'duration:' in call"),
            ("linear(duration: 1, 2)", 20, "extra argument in call"),
            ("linear.repeatCount(2.5)", 19, "cannot convert value of type 'Double' to expected argument type 'Int'"),
            ("linear.repeatForever(autoreverses: 1)", 35, "cannot convert value of type 'Int' to expected argument type 'Bool'"),
            ("easeIn delay(1)", 7, "expected '.'"),
            ("linear.delay", 12, "needs arguments"),
            ("timingCurve(0.1, 0.2, 0.3)", 25, "missing argument"),
            ("easeIn(duration: .5)", 17, "digit before the point"),
            ("easeIn#", 6, "unexpected '#'"),
            ("", 0, "expected an animation name"),
        ]
        for (text, column, message) in cases {
            guard let e = error(text) else { XCTFail("'\(text)' was accepted"); continue }
            XCTAssertEqual(e.column, column, "'\(text)': \(e.message)")
            XCTAssertTrue(e.message.contains(message), "'\(text)': \(e.message)")
            let lines = e.description.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 3)
            XCTAssertEqual(lines.last.map { $0.count }, 4 + column + 1, "caret under column \(column) of '\(text)'")
        }
    }
}
