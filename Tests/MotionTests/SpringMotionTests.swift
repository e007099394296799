import Foundation
import Motion
import XCTest

/// `Spring`'s closed form against the values real SwiftUI printed, and against an
/// integration of the spring's equation written here (RK4, tiny steps).
final class SpringMotionTests: XCTestCase {
    private func spring(_ duration: Double, _ bounce: Double) -> SpringMotion {
        SpringMotion(FluidSpring(duration: duration, bounce: bounce))
    }

    /// x″ = k(Δ − x) − c·x′, k = (2π/d)², c = 2ζ√k, integrated with RK4 from x = 0, x′ = v0.
    private func integrated(duration d: Double, ratio z: Double, delta: Double, v0: Double, time: Double) -> (x: Double, v: Double) {
        let k = pow(2 * Double.pi / d, 2), c = 2 * z * k.squareRoot()
        func accel(_ x: Double, _ v: Double) -> Double { k * (delta - x) - c * v }
        let n = max(1, Int((time / 1e-5).rounded()))
        let h = time / Double(n)
        var x = 0.0, v = v0
        for _ in 0..<n {
            let a1 = accel(x, v), k1x = v
            let a2 = accel(x + h / 2 * k1x, v + h / 2 * a1), k2x = v + h / 2 * a1
            let a3 = accel(x + h / 2 * k2x, v + h / 2 * a2), k3x = v + h / 2 * a2
            let a4 = accel(x + h * k3x, v + h * a3), k4x = v + h * a3
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
        }
        return (x, v)
    }

    func testValuesRealSwiftUIPrinted() {
        // Spring(duration: 0.4, bounce: 0).value(target: 10, time: 0.1) printed 4.656; the
        // keyframe of the same spring showed 1.860 and 9.864 at 0.05 and 0.4 s.
        let s = spring(0.4, 0)
        XCTAssertEqual(s.value(target: 10, time: 0.1), 4.656, accuracy: 0.0005)
        XCTAssertEqual(s.value(target: 10, time: 0.05), 1.860, accuracy: 0.0005)
        XCTAssertEqual(s.value(target: 10, time: 0.4), 9.864, accuracy: 0.0005)
        XCTAssertEqual(s.value(target: 10, time: 0), 0)
    }

    func testSettlingDurationsRealSwiftUIPrinted() {
        XCTAssertEqual(spring(0.4, 0).settlingDuration, 0.600, accuracy: 0.0005)
        XCTAssertEqual(spring(0.4, 0.3).settlingDuration, 0.854, accuracy: 0.0005)
        XCTAssertEqual(spring(1.0, 0).settlingDuration, 1.500, accuracy: 0.0005)
        // A SpringKeyframe of Spring(duration: 0.4, bounce: 0.3) to 10 with no duration lasted 1.273 s.
        XCTAssertEqual(spring(0.4, 0.3).settlingDuration(target: 10, initialVelocity: 0, epsilon: 0.0001), 1.273, accuracy: 0.0005)
    }

    func testTheUnderDampedSettlingTimeIsWhereItsEnvelopeMeetsEpsilon() {
        // λ = 0.7·2π/0.4; the envelope (|λΔ − v0| + |Δ|)·e^(−λt) equals ε there.
        let l = 0.7 * 2 * Double.pi / 0.4
        let t = spring(0.4, 0.3).settlingDuration(target: 3, initialVelocity: 5, epsilon: 0.01)
        XCTAssertEqual((abs(l * 3 - 5) + 3) * exp(-l * t), 0.01, accuracy: 1e-12)
        XCTAssertEqual(SpringMotion(duration: 0.5, dampingRatio: 0).settlingDuration, .infinity)
    }

    func testValueAndVelocityAgreeWithAnIntegrationOfTheSpring() {
        // Under-, critically and over-damped; from rest and with an initial velocity either way.
        for (bounce, ratio) in [(0.3, 0.7), (0.0, 1.0), (-0.5, 2.0)] {
            for v0 in [0.0, 40, -25] {
                for t in [0.03, 0.1, 0.27, 0.6] {
                    let s = spring(0.4, bounce)
                    let ref = integrated(duration: 0.4, ratio: ratio, delta: 10, v0: v0, time: t)
                    XCTAssertEqual(s.value(target: 10, initialVelocity: v0, time: t), ref.x, accuracy: 1e-7, "x bounce \(bounce) v0 \(v0) t \(t)")
                    XCTAssertEqual(s.velocity(target: 10, initialVelocity: v0, time: t), ref.v, accuracy: 1e-6, "v bounce \(bounce) v0 \(v0) t \(t)")
                }
            }
        }
    }

    func testTheForceIsTheSpringsPullLessItsDamping() {
        // k = (2π/0.5)², c = 2·0.85·√k.
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * 0.85 * k.squareRoot()
        let s = spring(0.5, 0.15)
        XCTAssertEqual(s.force(target: 10, position: 4, velocity: 3), k * 6 - c * 3, accuracy: 1e-9)
        XCTAssertEqual(s.force(target: 10, position: 10, velocity: 0), 0)
    }
}
