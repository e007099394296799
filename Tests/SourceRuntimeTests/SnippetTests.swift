import Motion
import Scene
import SourceRuntime
import XCTest

/// Everyday text-animation snippets, written as a user would, played through the source runtime.
final class SnippetTests: XCTestCase {
    /// The value a property shows at `t` when it is set from `from` to `to` at `start` with
    /// `animation` (the engine's track, which its own tests check against the formulas).
    /// `vector`: the magnitude of the whole move of the effect the property is part of (a
    /// scale's two factors rest together: SwiftUI tests the vector for rest).
    private func expected(_ animation: Animation, from: Double, to: Double, start: Double, at t: Double,
                          vector: Double? = nil) -> Double {
        var track = AnimatedValue(from)
        track.set(to, at: start, animation: animation, restMagnitude: vector ?? abs(to - from))
        return track.value(at: t)
    }

    private func texts(_ p: ScenePlayer) -> [PresentedNode] {
        p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }
    }

    func testTypewriterOnATimer() throws {
        let p = try play("""
        struct Typewriter: View {
            let full = "Hello, world"
            @State private var shown = ""
            @State private var timer: Timer?
            var body: some View {
                Text(shown)
                    .font(.system(size: 32, design: .monospaced))
                    .onAppear {
                        var i = 0
                        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { t in
                            if i < full.count {
                                shown.append(Array(full)[i])
                                i += 1
                            } else {
                                t.invalidate()
                            }
                        }
                    }
            }
        }
        """)
        for (t, n) in [(0.05, 0), (0.15, 1), (0.55, 5), (1.25, 12), (3.0, 12)] {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure)
            XCTAssertEqual(texts(p).first?.node.text, String("Hello, world".prefix(n)), "at \(t)")
        }
        p.seek(to: 3)
        XCTAssertTrue(p.scene.isSettled(at: 3), "the invalidated timer schedules nothing more")
    }

    func testStaggeredSpringPopInOverEnumerated() throws {
        let p = try play("""
        struct PopIn: View {
            let letters = Array("POP")
            @State private var shown = false
            var body: some View {
                HStack(spacing: 2) {
                    ForEach(Array(letters.enumerated()), id: \\.offset) { index, letter in
                        Text(String(letter))
                            .scaleEffect(shown ? 1 : 0.2)
                            .opacity(shown ? 1 : 0)
                            .animation(.spring(response: 0.4, dampingFraction: 0.6).delay(Double(index) * 0.08), value: shown)
                    }
                }
                .onAppear { shown = true }
            }
        }
        """)
        for t in stride(from: 0.0, through: 1.5, by: 0.0371) {
            p.seek(to: t)
            let glyphs = texts(p)
            XCTAssertEqual(glyphs.map(\.node.text), ["P", "O", "P"])
            for (i, g) in glyphs.enumerated() {
                let a = Animation.spring(response: 0.4, dampingFraction: 0.6).delay(Double(i) * 0.08)
                XCTAssertEqual(g.scale.x, expected(a, from: 0.2, to: 1, start: 0, at: t, vector: 0.8 * 2.0.squareRoot()), accuracy: 1e-9, "letter \(i) at \(t)")
                XCTAssertEqual(g.opacity, expected(a, from: 0, to: 1, start: 0, at: t), accuracy: 1e-9, "letter \(i) at \(t)")
            }
        }
    }

    func testLinesSlideInFromAWithAnimationLoop() throws {
        let p = try play("""
        struct Lines: View {
            let lines = ["one", "two", "three"]
            @State private var visible = [false, false, false]
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(0..<lines.count, id: \\.self) { i in
                        Text(lines[i])
                            .offset(x: visible[i] ? 0 : -200)
                            .opacity(visible[i] ? 1 : 0)
                    }
                }
                .onAppear {
                    for i in 0..<lines.count {
                        withAnimation(.easeOut(duration: 0.5).delay(Double(i) * 0.3)) {
                            visible[i] = true
                        }
                    }
                }
            }
        }
        """)
        for t in stride(from: 0.0, through: 1.6, by: 0.05) {
            p.seek(to: t)
            for (i, line) in texts(p).enumerated() {
                let e = min(1, max(0, (t - 0.3 * Double(i)) / 0.5))
                XCTAssertEqual(line.offset.x, -200 * (1 - UnitBezier.easeOut(e)), accuracy: 1e-6, "line \(i) at \(t)")
            }
        }
        // Left-aligned one under another.
        let frames = texts(p).map(\.frame)
        XCTAssertEqual(Set(frames.map(\.x)).count, 1)
        XCTAssertTrue(frames[0].y < frames[1].y && frames[1].y < frames[2].y)
    }

    func testATapTogglesABouncyScale() throws {
        let p = try play("""
        struct TapMe: View {
            @State private var big = false
            var body: some View {
                Text("Tap me")
                    .font(.largeTitle)
                    .scaleEffect(big ? 1.5 : 1)
                    .onTapGesture {
                        withAnimation(.bouncy) { big.toggle() }
                    }
            }
        }
        """)
        p.seek(to: 1)
        let label = try XCTUnwrap(texts(p).first)
        XCTAssertEqual(label.node.font?.size, 34)
        XCTAssertTrue(p.tap(at: Point(label.frame.x + 5, label.frame.y + 5)))
        for t in stride(from: 1.0, through: 2.5, by: 0.0417) {
            p.seek(to: t)
            XCTAssertEqual(texts(p)[0].scale.x, expected(.bouncy, from: 1, to: 1.5, start: 1, at: t, vector: 0.5 * 2.0.squareRoot()), accuracy: 1e-9, "at \(t)")
        }
        p.seek(to: 3)
        XCTAssertTrue(p.tap(at: Point(label.frame.x + 5, label.frame.y + 5)))
        p.seek(to: 6)
        XCTAssertEqual(texts(p)[0].scale.x, 1, accuracy: 1e-9)
    }

    func testACountdownWithAsyncAfterAndIf() throws {
        let p = try play("""
        struct Countdown: View {
            @State private var count = 3
            var body: some View {
                VStack {
                    if count > 0 {
                        Text("\\(count)").font(.system(size: 80))
                    } else {
                        Text("Go!").font(.system(size: 80)).foregroundColor(.green)
                    }
                }
                .onAppear { tick() }
            }
            func tick() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    count -= 1
                    if count > 0 { tick() }
                }
            }
        }
        """)
        for (t, text) in [(0.5, "3"), (1.5, "2"), (2.5, "1"), (3.5, "Go!")] {
            p.seek(to: t)
            XCTAssertEqual(texts(p).map(\.node.text), [text], "at \(t)")
        }
        XCTAssertNotEqual(texts(p)[0].node.color, .primary)
    }

    func testARepeatForeverPulse() throws {
        let p = try play("""
        struct Pulse: View {
            @State private var on = false
            var body: some View {
                Circle()
                    .frame(width: 60, height: 60)
                    .opacity(on ? 1 : 0.3)
                    .onAppear {
                        withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { on = true }
                    }
            }
        }
        """)
        let pulse = Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true)
        for t in stride(from: 0.0, through: 5.0, by: 0.113) {
            p.seek(to: t)
            let circle = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .circle })
            XCTAssertEqual(circle.opacity, expected(pulse, from: 0.3, to: 1, start: 0, at: t), accuracy: 1e-9, "at \(t)")
            XCTAssertEqual(circle.frame.size, Size(60, 60))
        }
        XCTAssertFalse(p.scene.isSettled(at: 5))
    }

    func testATaskThatSleeps() throws {
        let p = try play("""
        struct Steps: View {
            @State private var step = 0
            var body: some View {
                Text("step \\(step)").onAppear {
                    Task {
                        for _ in 0..<3 {
                            try await Task.sleep(nanoseconds: 500_000_000)
                            step += 1
                        }
                    }
                }
            }
        }
        """)
        for (t, n) in [(0.25, 0), (0.75, 1), (1.25, 2), (1.75, 3), (4.0, 3)] {
            p.seek(to: t)
            XCTAssertNil(p.scene.failure)
            XCTAssertEqual(texts(p).first?.node.text, "step \(n)", "at \(t)")
        }
        // Seeking back replays the script from 0, the task included.
        p.seek(to: 0.75)
        XCTAssertEqual(texts(p).first?.node.text, "step 1")
    }

    func testADelayedLinearRotation() throws {
        let p = try play("""
        struct Spin: View {
            @State private var angle = 0.0
            var body: some View {
                Text("Spin")
                    .font(.system(size: 40))
                    .rotationEffect(.degrees(angle))
                    .onAppear {
                        withAnimation(.linear(duration: 2).delay(0.5)) { angle = 360 }
                    }
            }
        }
        """)
        for t in stride(from: 0.0, through: 3.0, by: 0.1) {
            p.seek(to: t)
            let label = try XCTUnwrap(texts(p).first)
            let degrees = 360 * min(1, max(0, (t - 0.5) / 2))
            XCTAssertEqual(label.rotation, degrees, accuracy: 1e-9, "at \(t)")
            // Turned about its centre: the centre stays, the axes turn.
            let r = degrees * .pi / 180
            XCTAssertEqual(label.transform.a, cos(r), accuracy: 1e-9)
            XCTAssertEqual(label.transform.b, sin(r), accuracy: 1e-9)
            let centre = Point(label.frame.x + label.frame.width / 2, label.frame.y + label.frame.height / 2)
            let moved = label.transform.apply(centre)
            XCTAssertEqual(moved.x, centre.x, accuracy: 1e-9)
            XCTAssertEqual(moved.y, centre.y, accuracy: 1e-9)
        }
    }
}
