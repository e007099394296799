import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// When withAnimation's completion runs: after what the change animated.
final class CompletionCriteriaTests: XCTestCase {
    private func shown(_ p: ScenePlayer, at t: Double) -> String? {
        p.seek(to: t)
        return p.present().nodes.first { $0.node.text == "yes" || $0.node.text == "no" }?.node.text
    }

    private func file(_ animation: String, criteria: String = "", change: String) -> String {
        """
        struct V: View {
            @State private var x = 0.0
            @State private var done = "no"
            var body: some View {
                VStack {
                    Text("a").offset(x: x)
                    Text(done)
                }
                .onAppear {
                    withAnimation(\(animation)\(criteria)) { \(change) } completion: { done = "yes" }
                }
            }
        }
        """
    }

    /// The first 60 Hz frame at which SwiftUI's fluid spring, stepped by hand (1/300 s steps,
    /// its clock accumulated; at rest when v² and F² ≤ 0.0036 and within 1 % of the move), rests
    /// after a move of `delta` from rest.
    private func restFrame(response: Double, dampingFraction: Double, delta: Double) -> Double {
        let k = pow(2 * Double.pi / response, 2), c = 2 * k.squareRoot() * dampingFraction
        var x = 0.0, v = 0.0, force = 0.0, t = 0.0
        for frame in 0..<100_000 {
            let e = Double(frame) / 60
            while t < e {
                let h = v + force / 600
                x += h / 300
                force = -c * h + k * (delta - x)
                v = h + force / 600
                t += 1.0 / 300.0
            }
            if max(v * v, force * force) <= 0.0036 && (0.01 * delta) * (0.01 * delta) >= (delta - x) * (delta - x) { return e }
        }
        return .infinity
    }

    func testRemovedWaitsForTheAnimatedPropertyToRest() throws {
        // 0 → 100 on spring(duration: 0.5, bounce: 0.2): it rests where a frame finds the move of
        // 100 settled (stepped by hand here), well after a move of 1 would (0.8 s).
        let rest = restFrame(response: 0.5, dampingFraction: 0.8, delta: 100)
        XCTAssertGreaterThan(rest, 1.2)
        let p = try play(file(".spring(duration: 0.5, bounce: 0.2)", criteria: ", completionCriteria: .removed", change: "x = 100"))
        XCTAssertEqual(shown(p, at: 1.2), "no", "still moving at 1.2 s")
        XCTAssertEqual(shown(p, at: rest - 0.01), "no")
        XCTAssertEqual(shown(p, at: rest + 0.02), "yes")
    }

    func testAChangeThatAnimatesNothingCompletesAtOnce() throws {
        for change in ["x = 0", "_ = 1"] {
            let p = try play(file(".linear(duration: 1)", change: change))
            XCTAssertEqual(shown(p, at: 0.02), "yes", change)
        }
    }

    func testARepeatedSpringIsLogicallyCompleteAfterItsFirstPass() throws {
        // A spring is logically complete at its duration (0.4 s), the first pass of the three.
        let p = try play(file(".spring(duration: 0.4, bounce: 0.3).repeatCount(3)", change: "x = 100"))
        XCTAssertEqual(shown(p, at: 0.38), "no")
        XCTAssertEqual(shown(p, at: 0.42), "yes")
    }

    func testLogicalCompletionFallsOnAFrame() throws {
        // 0.2 s of curve after a delay of 0.01 s ends at 0.21 s, between frames: over, and
        // complete, on the frame at 0.2167 s.
        let p = try play(file(".linear(duration: 0.2).delay(0.01)", change: "x = 100"))
        XCTAssertEqual(shown(p, at: 0.215), "no")
        XCTAssertEqual(shown(p, at: 13.0 / 60), "yes")
    }
}

/// `.removed` also waits for the views the change removed to be gone.
final class RemovedCompletionTests: XCTestCase {
    func testRemovedWaitsForTheRemovedViewToGo() throws {
        // The change's own animation (1 s) is over on the frame at 1.0167 s, but the removal fades
        // the view out over the transition's 2 s: the view goes on the frame after 2 s, and the
        // completion runs no earlier.
        let p = try play("""
        struct V: View {
            @State private var show = true
            @State private var done = "no"
            var body: some View {
                VStack {
                    if show { Text("leaving").transition(.opacity.animation(.linear(duration: 2))) }
                    Text(done)
                }
                .onAppear {
                    withAnimation(.linear(duration: 1), completionCriteria: .removed) { show = false } completion: { done = "yes" }
                }
            }
        }
        """)
        func texts(at t: Double) -> Set<String> {
            p.seek(to: t)
            return Set(p.present().nodes.compactMap { $0.node.text })
        }
        let early = texts(at: 1.1)
        XCTAssertTrue(early.contains("leaving"), "still fading out at 1.1 s")
        XCTAssertTrue(early.contains("no"), "the change's own animation is over, the removal is not")
        let late = texts(at: 2.1)
        XCTAssertFalse(late.contains("leaving"), "gone after its removal")
        XCTAssertTrue(late.contains("yes"))
        XCTAssertFalse(texts(at: 1.99).contains("yes"), "not before the removal has ended")
    }
}
