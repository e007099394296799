import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// `Spring`'s value API as a file calls it: the closed form real SwiftUI evaluates.
final class SpringValueTests: XCTestCase {
    /// The numbers a view shows, the view's text being the space-separated `expressions`.
    private func numbers(_ expressions: [String]) throws -> [Double] {
        let joined = expressions.map { "String(\($0))" }.joined(separator: " + \" \" + ")
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Text(verbatim: \(joined)) }
        }
        """)
        if let failure = p.scene.failure { XCTFail(failure.headline); return [] }
        let text = p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text).joined()
        return text.split(separator: " ").compactMap { Double($0) }
    }

    func testValueAndSettlingDurationAsRealSwiftUIPrinted() throws {
        let got = try numbers([
            "Spring(duration: 0.4, bounce: 0).value(target: 10, time: 0.1)",
            "Spring(duration: 0.4, bounce: 0).settlingDuration",
            "Spring(duration: 0.4, bounce: 0.3).settlingDuration",
            "Spring(duration: 1.0, bounce: 0).settlingDuration",
            "Spring(duration: 0.4, bounce: 0.3).settlingDuration(target: 10.0, initialVelocity: 0.0, epsilon: 0.0001)",
        ])
        let expected = [4.656, 0.600, 0.854, 1.500, 1.273]
        XCTAssertEqual(got.count, expected.count)
        for (g, e) in zip(got, expected) { XCTAssertEqual(g, e, accuracy: 0.0005) }
    }

    func testFromToVelocityAndForceFollowTheClosedForm() throws {
        // Critically damped, λ = 2π/0.4: x(t) = Δ − e^(−λt)(Δ + (λΔ − v0)t) from the start value.
        let l = 2 * Double.pi / 0.4
        func x(_ d: Double, _ v0: Double, _ t: Double) -> Double { d - exp(-l * t) * (d + (l * d - v0) * t) }
        let got = try numbers([
            "Spring(duration: 0.4, bounce: 0).value(fromValue: 5.0, toValue: 15.0, initialVelocity: 30.0, time: 0.12)",
            "Spring(duration: 0.4, bounce: 0).velocity(target: 10.0, initialVelocity: 30.0, time: 0.12)",
            "Spring(duration: 0.4, bounce: 0).velocity(target: 10.0, time: 0.12)",
            "Spring(duration: 0.4, bounce: 0).force(target: 10.0, position: 4.0, velocity: 3.0)",
        ])
        // x′ of the form above: e^(−λt)(v0 + λ(λΔ − v0)t) − ... written out: d/dt[−e^(−λt)(Δ + (λΔ − v0)t)].
        func dx(_ d: Double, _ v0: Double, _ t: Double) -> Double {
            let b = l * d - v0
            return l * exp(-l * t) * (d + b * t) - exp(-l * t) * b
        }
        let expected = [5 + x(10, 30, 0.12), dx(10, 30, 0.12), dx(10, 0, 0.12), l * l * 6 - 2 * l * 3]
        XCTAssertEqual(got.count, expected.count)
        for (g, e) in zip(got, expected) { XCTAssertEqual(g, e, accuracy: 1e-9 * max(1, abs(e))) }
    }
}
