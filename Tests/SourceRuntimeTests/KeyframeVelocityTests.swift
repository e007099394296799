import Motion
import Scene
import SourceRuntime
import XCTest

/// The velocities cubic keyframes meet with.
final class KeyframeVelocityTests: XCTestCase {

    /// The cubic Hermite segment from p0 to p1 over `d` seconds with end velocities v0, v1, at s = t/d.
    private func hermite(_ p0: Double, _ p1: Double, _ v0: Double, _ v1: Double, _ d: Double, _ t: Double) -> Double {
        let s = t / d, s2 = s * s, s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * d * v0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * d * v1
    }

    func testACubicBeforeACubicWithAStartVelocityEndsWithThatVelocity() throws {
        // The second keyframe starts at 200 /s: the first ends with it (from rest at its start).
        let values = try numbers("""
        let path = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100, duration: 0.3)
            CubicKeyframe(0, duration: 0.7, startVelocity: 200)
        }
        """, "[0.1, 0.15, 0.25, 0.5].map { String(path.value(time: $0)) }.joined(separator: \" \")")
        let expected = [hermite(0, 100, 0, 200, 0.3, 0.1), hermite(0, 100, 0, 200, 0.3, 0.15), hermite(0, 100, 0, 200, 0.3, 0.25),
                        hermite(100, 0, 200, 0, 0.7, 0.2)]
        XCTAssertEqual(values.count, expected.count)
        for (got, want) in zip(values, expected) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertEqual(values[1], 42.5, accuracy: 1e-9, "half-way: 50 less 0.125 · 0.3 · 200")
    }
}
