import XCTest
import Motion
@testable import Scene

/// A spring that retargets one component of a moving vector re-animates the whole vector
/// (`VectorSpringMerge`): each component carries its velocity and force over, and the vector
/// rests as a whole.
final class VectorMergeTests: XCTestCase {
    /// SwiftUI's fluid spring over a two-component vector, stepped by hand from
    /// docs/SEMANTICS.md, "The fluid spring: a fixed-step integrator", and the merge rule of
    /// "An animatable vector merges and rests as one", independent of the code under test:
    /// h = 1/300 s, a step clock accumulated with `t += 1/300`, one settle test a 60 Hz frame
    /// on the vector's magnitudes. At frame `mergeFrame` the move becomes `merged`: the offset
    /// is stepped on to the merge, the velocity and force stay those of the last frame
    /// rendered, the clock restarts there.
    private struct Vector2Spring {
        let k: Double, c: Double
        var x = [0.0, 0.0], v = [0.0, 0.0], f = [0.0, 0.0], delta: [Double]
        var t = 0.0

        init(response r: Double, dampingFraction z: Double, delta: [Double]) {
            k = pow(2 * Double.pi / r, 2)
            c = 2 * k.squareRoot() * z
            self.delta = delta
        }

        mutating func step() {
            for i in 0..<2 {
                let h = f[i] / 600 + v[i]
                x[i] += h / 300
                f[i] = -c * h + k * (delta[i] - x[i])
                v[i] = f[i] / 600 + h
            }
            t += 1.0 / 300.0
        }

        /// Whether the state passes the settle test on the vector's magnitudes.
        var isSettled: Bool {
            let v2 = v[0] * v[0] + v[1] * v[1], f2 = f[0] * f[0] + f[1] * f[1]
            let tolerance2 = pow(0.01 * delta[0], 2) + pow(0.01 * delta[1], 2)
            let remaining2 = pow(delta[0] - x[0], 2) + pow(delta[1] - x[1], 2)
            return max(v2, f2) <= 0.0036 && !(tolerance2 > 0 && tolerance2 < remaining2)
        }

        /// What a device shows at elapsed time `e` of the animation: frames at j/60 take the
        /// decisions (the merge at frame `mergeFrame`, to `merged`; the test for rest), and the
        /// frame drawn at `e` steps while the clock is behind `e`. Returns the offsets shown and
        /// whether the vector has come to rest.
        static func shown(at e: Double, response r: Double, dampingFraction z: Double, delta: [Double],
                          mergeFrame: Int? = nil, merged: [Double] = []) -> (x: [Double], atRest: Bool) {
            var s = Vector2Spring(response: r, dampingFraction: z, delta: delta)
            var frame = 0
            while frame < 6000 {
                let frameTime = Double(frame) / 60
                let drawn = frameTime > e - 1e-9
                if frame == mergeFrame {
                    let (lastV, lastF) = (s.v, s.f)
                    while s.t < frameTime { s.step() }
                    (s.v, s.f) = (lastV, lastF)
                    s.delta = merged
                    s.t = frameTime
                }
                while s.t < (drawn ? e : frameTime) { s.step() }
                if s.isSettled { return (s.delta, true) }
                if drawn { return (s.x, false) }
                frame += 1
            }
            return (s.x, false)
        }
    }

    private func offsetScene() -> (Scene, Node, StateValue<Bool>, StateValue<Bool>) {
        let scene = Scene(size: Size(400, 300), metrics: ProportionalMetrics())
        let right = scene.state(false), down = scene.state(false)
        let glyph = scene.makeNode(.glyph, text: "A")
        scene.root.add(glyph)
        glyph.offset(x: { right.value ? 100 : 0 }, y: { down.value ? 100 : 0 })
        return (scene, glyph, right, down)
    }

    /// Checks every 60 Hz scene tick from `from` to `through` against `expected` (the offsets
    /// at the tick's elapsed time); returns the first tick at which it says the vector rests.
    private func assertTicks(_ glyph: Node, from: Int, through: Int, start: Double,
                             _ expected: (Double) -> (x: [Double], atRest: Bool),
                             file: StaticString = #filePath, line: UInt = #line) -> Double? {
        var rest: Double?
        for k in from...through {
            let t = Double(k) / 60
            let shown = expected(t - start)
            if shown.atRest && rest == nil { rest = t }
            XCTAssertEqual(glyph.value(.offsetX, at: t), shown.x[0], accuracy: 1e-9, "x at \(t)", file: file, line: line)
            XCTAssertEqual(glyph.value(.offsetY, at: t), shown.x[1], accuracy: 1e-9, "y at \(t)", file: file, line: line)
        }
        return rest
    }

    func testChangingYWhileXSpringsReanimatesTheWholeOffset() {
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.7)
        let (scene, glyph, right, down) = offsetScene()
        scene.update(animation: spring) { right.value = true }
        scene.advance(to: 0.2)
        scene.update(animation: spring) { down.value = true }

        func merged(_ e: Double) -> (x: [Double], atRest: Bool) {
            Vector2Spring.shown(at: e, response: 0.4, dampingFraction: 0.7, delta: [100, 0], mergeFrame: 12, merged: [100, 100])
        }
        let rest = assertTicks(glyph, from: 0, through: 120, start: 0, merged)
        // The figures SwiftUI shows: both rest at 1.333 s, and x overshoots about 2 pt further
        // than it does alone.
        XCTAssertEqual(rest ?? -1, 80.0 / 60, accuracy: 1e-9)
        let ticks = (0...120).map { Double($0) / 60 }
        let peak = ticks.map { merged($0).x[0] }.max() ?? 0
        let alonePeak = ticks.map { Vector2Spring.shown(at: $0, response: 0.4, dampingFraction: 0.7, delta: [100, 0]).x[0] }.max() ?? 0
        XCTAssertEqual(peak - alonePeak, 2, accuracy: 0.2)
        for p in [Property.offsetX, .offsetY] {
            XCTAssertEqual(glyph.tracks[p].lastEnd ?? -1, 80.0 / 60, accuracy: 1e-9, "\(p) rests with the vector")
        }
        XCTAssertFalse(glyph.tracks.isAnimating(at: 81.0 / 60))
    }

    func testAVectorAtRestStartsAFreshSpringAsBefore() {
        // x has come to rest: the change of y is a new animation of its own, x does not move.
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.7)
        let (scene, glyph, right, down) = offsetScene()
        scene.update(animation: spring) { right.value = true }
        scene.advance(to: 2)
        scene.update(animation: spring) { down.value = true }
        let rest = assertTicks(glyph, from: 120, through: 240, start: 2) { e in
            let y = Vector2Spring.shown(at: e, response: 0.4, dampingFraction: 0.7, delta: [0, 100])
            return ([100, y.x[1]], y.atRest)
        }
        XCTAssertNotNil(rest)
    }

    func testASpringOnOneComponentTakesTheOthersCurveOver() {
        // x moves with a curve; a spring on y takes the whole vector over: x from the value the
        // curve shows at the merge, at rest, and both rest together.
        let (scene, glyph, right, down) = offsetScene()
        scene.update(animation: .easeInOut(duration: 1)) { right.value = true }
        scene.advance(to: 0.2)
        scene.update(animation: .spring(response: 0.4, dampingFraction: 0.7)) { down.value = true }
        let shown = AnimationRun(.easeInOut(duration: 1), delta: 100).value(at: 0.2, from: 0, to: 100)
        let rest = assertTicks(glyph, from: 12, through: 132, start: 0.2) { e in
            let s = Vector2Spring.shown(at: e, response: 0.4, dampingFraction: 0.7, delta: [100 - shown, 100])
            return ([shown + s.x[0], s.x[1]], s.atRest)
        }
        for p in [Property.offsetX, .offsetY] {
            XCTAssertEqual(glyph.tracks[p].lastEnd ?? -1, rest ?? -2, accuracy: 1e-9, "\(p)")
        }
    }
}
