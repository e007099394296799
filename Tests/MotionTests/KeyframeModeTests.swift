import Motion
import XCTest

/// CAKeyframeAnimation's paced and cubic calculation modes.
final class KeyframeModeTests: XCTestCase {
    private func keyframes(_ values: [[Double]], _ mode: CAKeyframeAnimation.CalculationMode,
                           keyTimes: [Double]? = nil) -> CAKeyframeAnimation {
        var a = CAKeyframeAnimation(keyPath: "position")
        a.values = values
        a.keyTimes = keyTimes
        a.calculationMode = mode
        a.duration = 1
        return a
    }

    /// The value at parent time `t` (the animation added at 0).
    private func value(_ a: CAKeyframeAnimation, _ t: Double) -> [Double] {
        var v: CAKeyValues = [:]
        a.apply(to: &v, atParentTime: t, inGroupOf: nil)
        return v["position"] ?? []
    }

    func testPacedReachesEachKeyframeAtItsShareOfTheLengthIgnoringKeyTimesAndTiming() {
        var a = keyframes([[0], [10], [30]], .paced, keyTimes: [0, 0.9, 1])
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        a.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeOut)]
        XCTAssertNil(a.timingFunction, "Apple: keyTimes and timingFunction are ignored")
        // Lengths 10 and 20: constant velocity of 30 a second.
        for t in [0.1, 1 / 3.0, 0.5, 0.9] { XCTAssertEqual(value(a, t)[0], 30 * t, accuracy: 1e-9, "t \(t)") }
        a.calculationMode = .linear
        XCTAssertNotNil(a.timingFunction, "kept for the other modes")
    }

    func testPacedPointsMoveAtOneSpeedAlongThePolyline() {
        let a = keyframes([[0, 0], [3, 4], [3, 10]], .paced)
        // 5 then 6 long: the corner at 5/11 of the time.
        let corner = value(a, 5 / 11.0)
        XCTAssertEqual(corner[0], 3, accuracy: 1e-9)
        XCTAssertEqual(corner[1], 4, accuracy: 1e-9)
        let later = value(a, 8 / 11.0)
        XCTAssertEqual(later[0], 3, accuracy: 1e-9)
        XCTAssertEqual(later[1], 7, accuracy: 1e-9)
    }

    func testCubicPassesThroughTheKeyframesAsACatmullRomSpline() {
        let a = keyframes([[0], [10], [0], [10]], .cubic)
        for (i, v) in [0.0, 10, 0, 10].enumerated() { XCTAssertEqual(value(a, Double(i) / 3)[0], v, accuracy: 1e-9) }
        // Catmull-Rom: ½(2p₁ + (p₂ − p₀)s + (2p₀ − 5p₁ + 4p₂ − p₃)s² + (−p₀ + 3p₁ − 3p₂ + p₃)s³),
        // the first point doubled at the start: at s = ½ of the first segment 5.625.
        XCTAssertEqual(value(a, 1 / 6.0)[0], 5.625, accuracy: 1e-9)
        // Between two turning keyframes the tangents are 0: half-way is half-way.
        XCTAssertEqual(value(a, 0.5)[0], 5, accuracy: 1e-9)
    }

    func testCubicVelocityIsContinuousAcrossUnequalKeyTimes() {
        let a = keyframes([[0], [10], [40], [20]], .cubic, keyTimes: [0, 0.2, 0.8, 1])
        let h = 1e-6
        for knot in [0.2, 0.8] {
            let left = (value(a, knot) [0] - value(a, knot - h)[0]) / h
            let right = (value(a, knot + h)[0] - value(a, knot)[0]) / h
            XCTAssertEqual(left, right, accuracy: 1e-3 * max(1, abs(left)), "at \(knot)")
        }
        XCTAssertEqual(value(a, 0.8)[0], 40, accuracy: 1e-9)
    }

    func testCubicPacedTravelsTheSplineAtConstantSpeed() {
        // A monotone spline: its length is the distance covered, 30 in all.
        let a = keyframes([[0], [10], [30]], .cubicPaced, keyTimes: [0, 0.9, 1])
        for t in [0.0, 0.25, 0.5, 0.8, 1] { XCTAssertEqual(value(a, t)[0], 30 * t, accuracy: 1e-3, "t \(t)") }
    }

    func testCubicPacedPointsAreEvenlySpacedAlongTheCurve() {
        let a = keyframes([[0, 0], [100, 0], [100, 100]], .cubicPaced)
        let steps = (0...20).map { value(a, Double($0) / 20) }
        let gaps = zip(steps, steps.dropFirst()).map { p, q in ((q[0] - p[0]) * (q[0] - p[0]) + (q[1] - p[1]) * (q[1] - p[1])).squareRoot() }
        let mean = gaps.reduce(0, +) / Double(gaps.count)
        // Chords of an evenly travelled curve are equal but where it bends (a chord is shorter than its arc).
        for g in gaps { XCTAssertEqual(g, mean, accuracy: 0.02 * mean) }
        XCTAssertEqual(steps.last?[0] ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(steps.last?[1] ?? 0, 100, accuracy: 1e-9)
    }
}
