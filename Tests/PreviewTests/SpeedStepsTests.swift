import XCTest
@testable import Preview

/// `[` and `]` walk 1/4, 1/3, 1/2, 1, 2× and stop at the ends.
final class SpeedStepsTests: XCTestCase {
    func testStepsUpAndDownThroughTheSeedsSlowMotion() {
        var speed = 1.0
        var up: [Double] = []
        for _ in 0..<3 { speed = SpeedSteps.faster(than: speed); up.append(speed) }
        XCTAssertEqual(up, [2, 2, 2])
        var down: [Double] = []
        for _ in 0..<6 { speed = SpeedSteps.slower(than: speed); down.append(speed) }
        XCTAssertEqual(down, [1, 0.5, 1.0 / 3, 0.25, 0.25, 0.25])
    }

    func testASpeedBetweenStepsGoesToTheNeighbouringStep() {
        XCTAssertEqual(SpeedSteps.faster(than: 0.7), 1)
        XCTAssertEqual(SpeedSteps.slower(than: 0.7), 0.5)
        XCTAssertEqual(SpeedSteps.slower(than: 5), 2)
        XCTAssertEqual(SpeedSteps.faster(than: 0.1), 0.25)
    }

    func testLabelsNameTheFractions() {
        XCTAssertEqual(SpeedSteps.all.map(SpeedSteps.label), ["1/4×", "1/3×", "1/2×", "1×", "2×"])
        XCTAssertEqual(SpeedSteps.label(0.7), "0.7×")
    }
}
