import XCTest
@testable import Motion

/// The Pinterest launch seed (shared/seeds/003): five `withAnimation` calls issued at once
/// in `onAppear`, each easeInOut over its step's duration, delayed by the steps before it.
/// Chasing makes them play one after another, as keyframes.
final class LaunchSeedTests: XCTestCase {
    struct Step { let duration: Double; var diameter = 100.0; var yOffset = 0.0 }
    let steps = [Step(duration: 0.1, diameter: 80), Step(duration: 0.2, diameter: 120),
                 Step(duration: 0.1, diameter: 100), Step(duration: 0.3, yOffset: 150),
                 Step(duration: 0.6, yOffset: -600)]

    /// `onAppear` at scene time 0: returns (diameter, yOffset) tracks.
    private func play() -> (AnimatedValue, AnimatedValue) {
        var diameter = AnimatedValue(100), yOffset = AnimatedValue(0)
        for (index, step) in steps.enumerated() {
            let delay = steps[0..<index].reduce(0) { $0 + $1.duration }
            let animation = Animation.easeInOut(duration: step.duration).delay(delay)
            diameter.set(step.diameter, at: 0, animation: animation)
            yOffset.set(step.yOffset, at: 0, animation: animation)
        }
        return (diameter, yOffset)
    }

    func testDiameterStepsThroughEightyOneTwentyAndBack() {
        let (diameter, _) = play()
        let e = UnitBezier.easeInOut
        XCTAssertEqual(diameter.runs.count, 3)          // steps 4 and 5 leave it at 100: no run
        XCTAssertEqual(diameter.value(at: 0), 100)
        XCTAssertEqual(diameter.value(at: 0.05), 100 - 20 * e(0.5), accuracy: 1e-9)
        XCTAssertEqual(diameter.value(at: 0.1), 80, accuracy: 1e-9)
        XCTAssertEqual(diameter.value(at: 0.15), 80 + 40 * e(0.25), accuracy: 1e-9)
        XCTAssertEqual(diameter.value(at: 0.3), 120, accuracy: 1e-9)
        XCTAssertEqual(diameter.value(at: 0.35), 120 - 20 * e(0.5), accuracy: 1e-9)
        XCTAssertEqual(diameter.value(at: 0.4), 100, accuracy: 1e-9)
        XCTAssertEqual(diameter.lastEnd ?? 0, 25.0 / 60, accuracy: 1e-12, "over on the frame after 0.4 s")
        XCTAssertEqual(diameter.value(at: 1), 100)
    }

    func testTheCircleDipsThenFliesOff() {
        let (_, yOffset) = play()
        let e = UnitBezier.easeInOut
        XCTAssertEqual(yOffset.runs.count, 2)
        for t in [0.0, 0.2, 0.4] { XCTAssertEqual(yOffset.value(at: t), 0, accuracy: 1e-9) }
        XCTAssertEqual(yOffset.value(at: 0.55), 150 * e(0.5), accuracy: 1e-9)
        XCTAssertEqual(yOffset.value(at: 0.7), 150, accuracy: 1e-9)
        XCTAssertEqual(yOffset.value(at: 1.0), 150 - 750 * e(0.5), accuracy: 1e-9)
        XCTAssertEqual(yOffset.value(at: 1.3), -600, accuracy: 1e-9)
        XCTAssertEqual(yOffset.lastEnd ?? 0, 79.0 / 60, accuracy: 1e-12, "over on the frame after 1.3 s")
        XCTAssertFalse(yOffset.isAnimating(at: 1.32))
    }

    func testKeyframesDoNotDependOnTheOrderOfEvaluation() {
        let (diameter, _) = play()
        let forward = stride(from: 0.0, through: 0.5, by: 0.01).map { diameter.value(at: $0) }
        let backward = stride(from: 0.0, through: 0.5, by: 0.01).reversed().map { diameter.value(at: $0) }
        XCTAssertEqual(forward, backward.reversed())
    }
}
