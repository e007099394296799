import XCTest
import Motion
@testable import Scene

/// A spring rests an effect's whole animatable vector at once (`VectorRest`): an offset's
/// two numbers come to rest together, on the frame the vector passes the test.
final class VectorRestTests: XCTestCase {
    /// The frame at which a 0 → 1 move of spring (r, ζ), scaled to `magnitude`, passes
    /// SwiftUI's test, stepped by hand (docs/SEMANTICS.md,
    /// "The fluid spring: a fixed-step integrator") on 60 Hz frames.
    private func restFrame(response r: Double, dampingFraction z: Double, magnitude m: Double) -> Double {
        let k = pow(2 * Double.pi / r, 2), c = 2 * k.squareRoot() * z
        var x = 0.0, v = 0.0, f = 0.0, t = 0.0
        for frame in 0..<6000 {
            let e = Double(frame) / 60
            while t < e {
                let h = f * (1.0 / 600.0) + v
                x += h * (1.0 / 300.0)
                f = h * -c + (m - x) * k
                v = f * (1.0 / 600.0) + h
                t += 1.0 / 300.0
            }
            if max(v * v, f * f) <= 0.0036 && (0.01 * m) * (0.01 * m) >= (m - x) * (m - x) { return e }
        }
        return .infinity
    }

    func testAnOffsetsTwoNumbersRestTogetherOnTheVectorsFrame() {
        let scene = Scene(size: Size(400, 300), metrics: ProportionalMetrics())
        let moved = scene.state(false)
        let glyph = scene.makeNode(.glyph, text: "A")
        scene.root.add(glyph)
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.6)
        glyph.offset(x: { moved.value ? 3 : 0 }, y: { moved.value ? 40 : 0 }).animation(spring, value: moved)
        scene.advance(to: 1)
        scene.update { moved.value = true }
        let vector = restFrame(response: 0.4, dampingFraction: 0.6, magnitude: (9.0 + 1600).squareRoot())
        // Alone, the 3 pt width would rest long before the 40 pt height.
        XCTAssertLessThan(restFrame(response: 0.4, dampingFraction: 0.6, magnitude: 3), vector)
        for p in [Property.offsetX, .offsetY] {
            let end = glyph.tracks[p].runs.first.map { $0.end } ?? -1
            XCTAssertEqual(end - 1, vector, accuracy: 1e-9, "\(p)")
        }
        XCTAssertNotEqual(glyph.value(.offsetX, at: 1 + vector - 1.0 / 60), 3)
        XCTAssertEqual(glyph.value(.offsetX, at: 1 + vector), 3)
        XCTAssertEqual(glyph.value(.offsetY, at: 1 + vector), 40)
    }

    func testAScalesAnchorCountsAt128TimesItsUnits() {
        let scene = Scene(size: Size(400, 300), metrics: ProportionalMetrics())
        let moved = scene.state(false)
        let glyph = scene.makeNode(.glyph, text: "A")
        scene.root.add(glyph)
        glyph.scaleEffect(x: { moved.value ? 1.5 : 1 }, y: { moved.value ? 1.2 : 1 })
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: moved)
        scene.advance(to: 0.5)
        scene.update { moved.value = true }
        let vector = restFrame(response: 0.3, dampingFraction: 0.5, magnitude: (0.25 + 0.04).squareRoot())
        for p in [Property.scaleX, .scaleY] {
            XCTAssertEqual((glyph.tracks[p].runs.first?.end ?? -1) - 0.5, vector, accuracy: 1e-9, "\(p)")
        }
        XCTAssertEqual(VectorRest.member(.anchorX)?.weight, 128)
        XCTAssertEqual(VectorRest.member(.anchorY)?.vector, VectorRest.member(.scaleX)?.vector)
    }
}
