import XCTest
import Motion
@testable import Scene

/// Which animation a state change gets (docs/SEMANTICS.md, "Which animation a change gets"),
/// through the scene's updates.
final class AnimationScopeTests: XCTestCase {
    private func makeScene() -> Scene {
        Scene(size: Size(400, 300), metrics: ProportionalMetrics())
    }

    func testAnAnimationModifierAnimatesEveryPropertyInsideItThatChanges() {
        // The Blur seed: blur and opacity both follow `.animation(.easeInOut.delay(0.15), value: blurValue)`.
        let scene = makeScene()
        let blurValue = scene.state(10.0), opacity = scene.state(0.0)
        let glyph = scene.makeNode(.glyph, text: "あ")
        scene.root.add(glyph)
        glyph.blur { blurValue.value }.opacity { opacity.value }.animation(.easeInOut.delay(0.15), value: blurValue)
        scene.advance(to: 1)
        scene.update {
            blurValue.value = 0
            opacity.value = 1
        }
        let mid = UnitBezier.easeInOut(0.5)
        XCTAssertEqual(glyph.value(.blur, at: 1.1), 10)
        XCTAssertEqual(glyph.value(.opacity, at: 1.1), 0)
        XCTAssertEqual(glyph.value(.blur, at: 1.325), 10 - 10 * mid, accuracy: 1e-9)
        XCTAssertEqual(glyph.value(.opacity, at: 1.325), mid, accuracy: 1e-9)
        XCTAssertEqual(glyph.value(.opacity, at: 1.6), 1)
        XCTAssertTrue(glyph.tracks[.offsetX].runs.isEmpty, "an unchanged property starts nothing")
    }

    func testWithAnimationAppliesWhereNoModifierDecidesAndNothingIsImmediate() {
        let scene = makeScene()
        let x = scene.state(0.0), y = scene.state(0.0)
        let node = scene.makeNode(.rect)
        scene.root.add(node)
        node.offset(x: { x.value }, y: { y.value })
        scene.update(animation: .linear(duration: 1)) { x.value = 100 }
        XCTAssertEqual(node.value(.offsetX, at: 0.25), 25, accuracy: 1e-9)
        scene.advance(to: 2)
        scene.update { y.value = 40 }
        XCTAssertEqual(node.value(.offsetY, at: 2), 40)
        XCTAssertTrue(node.tracks[.offsetY].runs.isEmpty)
    }

    func testTheInnermostModifierWhoseValueChangedWins() {
        let scene = makeScene()
        let a = scene.state(0.0), b = scene.state(0.0)
        let node = scene.makeNode(.rect)
        scene.root.add(node)
        node.offset(x: { a.value + b.value })
            .animation(.linear(duration: 1), value: a)
            .animation(.linear(duration: 4), value: b)
        scene.update { a.value = 10; b.value = 10 }
        XCTAssertEqual(node.tracks[.offsetX].runs.first?.run.duration ?? 0, frameAfter(1), accuracy: 1e-12)
        scene.advance(to: 5)
        scene.update(animation: .linear(duration: 2)) { b.value = 20 }
        XCTAssertEqual(node.tracks[.offsetX].runs.last?.run.duration ?? 0, frameAfter(4), accuracy: 1e-12)
    }

    func testFiveDelayedWithAnimationsAtOnceChainAsKeyframes() {
        // The launch seed's onAppear, one `update(animation:)` per `withAnimation`.
        let scene = makeScene()
        let y = scene.state(0.0)
        let circle = scene.makeNode(.circle)
        scene.root.add(circle)
        circle.offset(y: { y.value })
        let steps: [(Double, Double)] = [(0.1, 0), (0.2, 0), (0.1, 0), (0.3, 150), (0.6, -600)]
        var delay = 0.0
        for (duration, target) in steps {
            scene.update(animation: .easeInOut(duration: duration).delay(delay)) { y.value = target }
            delay += duration
        }
        XCTAssertEqual(circle.tracks[.offsetY].runs.count, 2)
        XCTAssertEqual(circle.value(.offsetY, at: 0.4), 0, accuracy: 1e-9)
        XCTAssertEqual(circle.value(.offsetY, at: 0.7), 150, accuracy: 1e-9)
        XCTAssertEqual(circle.value(.offsetY, at: 1.0), 150 - 750 * UnitBezier.easeInOut(0.5), accuracy: 1e-9)
        XCTAssertEqual(circle.tracks.lastEnd, frameAfter(1.3), accuracy: 1e-12)
    }
}

/// The first 60 Hz frame strictly after `t` (up to rounding): where a curve ending at `t` is
/// over (SwiftUI's bezier animation runs while its duration is at least the frame's time).
private func frameAfter(_ t: Double) -> Double { ((t * 60 + 1e-6).rounded(.down) + 1) / 60 }
