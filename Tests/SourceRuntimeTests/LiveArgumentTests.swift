import Motion
import Scene
@testable import SourceRuntime
import XCTest

/// A state read that reaches only effect values and an animation's `value:` updates them
/// without the `ForEach` item being evaluated again, and draws exactly what an evaluation gives.
final class LiveArgumentTests: XCTestCase {
    private func runtime(_ p: ScenePlayer) throws -> SourceRuntime {
        try XCTUnwrap(p.scene.script as? SourceRuntime)
    }

    /// Eight items reading four phases by element; a timer bumps phases[1] at 1 s and phases[2] at 1.5 s.
    private func grid(_ item: String, lets: String = "") -> String {
        """
        struct Grid: View {
            @State private var phases = [0, 0, 0, 0]
            let shifts = [3.0, -2.0, 5.0, 1.5, 4.0, -6.0, 2.5, 8.0]
            var body: some View {
                HStack {
                    ForEach(0..<8, id: \\.self) { i in
                        \(lets)
                        \(item)
                    }
                }
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in phases[1] += 1 }
                    Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in phases[2] += 3 }
                }
            }
        }
        """
    }

    /// What the glyphs show at `times`, in text order: every effect value a node draws with.
    private func frames(_ source: String, live: Bool, at times: [Double]) throws -> [[[Double]]] {
        SourceRuntime.liveArgumentsByDefault = live
        defer { SourceRuntime.liveArgumentsByDefault = true }
        let p = try play(source)
        XCTAssertEqual(try runtime(p).liveArguments, live)
        return times.map { t in
            p.seek(to: t)
            return p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }
                .sorted { ($0.node.text, $0.frame.x) < ($1.node.text, $1.frame.x) }
                .map { [$0.opacity, $0.offset.x, $0.offset.y, $0.scale.x, $0.scale.y, $0.rotation, $0.blur, $0.frame.x, $0.frame.y] }
        }
    }

    private let times = [0.5, 1.0, 1.1, 1.3, 1.55, 1.8, 2.6]

    /// How a change reaches the views without an evaluation: their bindings work the values out
    /// (`bound`, the views built so), or the runtime sets them (`updates`, that many).
    enum Path { case bound(Int), updates(Int) }

    /// The same frames with live arguments as with every item evaluated again, and no item
    /// evaluated again for the changes.
    private func assertLive(_ item: String, lets: String = "", _ path: Path, file: StaticString = #filePath, line: UInt = #line) throws {
        let source = grid(item, lets: lets)
        let live = try frames(source, live: true, at: times), evaluated = try frames(source, live: false, at: times)
        XCTAssertEqual(live, evaluated, file: file, line: line)
        XCTAssertNotEqual(live.first, live.last, "the change moved something", file: file, line: line)
        let p = try play(source)
        p.seek(to: 0.5)
        let before = try runtime(p).evaluations.items
        p.seek(to: 2.6)
        XCTAssertEqual(try runtime(p).evaluations.items, before, "no item was evaluated again", file: file, line: line)
        switch path {
        case .bound(let n):
            XCTAssertEqual(try runtime(p).boundViews, n, file: file, line: line)
            XCTAssertEqual(try runtime(p).liveUpdates, 0, file: file, line: line)
        case .updates(let n):
            XCTAssertEqual(try runtime(p).boundViews, 0, file: file, line: line)
            XCTAssertEqual(try runtime(p).liveUpdates, n, file: file, line: line)
        }
    }

    func testOpacityOffsetAndAnimationValueFollowTheStateExactly() throws {
        try assertLive("""
            Text("\\(i)")
                .offset(x: on ? shifts[i] : 0, y: on ? -4 : 0)
                .opacity(on ? 0.25 : 1)
                .animation(.spring(response: 0.4, dampingFraction: 0.7).delay(Double(i) * 0.05), value: phases[i % 4])
            """, lets: "let on = phases[i % 4] % 2 != 0", .bound(8))
    }

    func testScaleRotationAndBlurFollowTheStateExactly() throws {
        try assertLive("""
            Text("\\(i)")
                .scaleEffect(1 + Double(phases[i % 4]) * 0.1, anchor: .bottom)
                .rotationEffect(.degrees(Double(phases[i % 4] * 15)))
                .blur(radius: phases[i % 4] > 0 ? 2 : 0)
                .animation(.easeInOut(duration: 0.4), value: phases[i % 4])
            """, .bound(8))
    }

    /// The math functions, `!`, `&&` and `??` in a live value: the compiled form the evaluator
    /// runs is the one a frame runs.
    func testMathFunctionsAndLogicFollowTheStateExactly() throws {
        try assertLive("""
            Text("\\(i)")
                .offset(x: sin(Double(phases[i % 4]) + Double(i)) * 6, y: phases[i % 4] > 0 && i % 2 == 0 ? -4 : 0)
                .opacity(!(phases[i % 4] > 0) ? 1 : 0.4 + 0.3 * cos(Double(phases[i % 4])))
                .blur(radius: last ?? sqrt(Double(phases[i % 4])))
                .animation(.easeInOut(duration: 0.3), value: phases[i % 4])
            """, lets: "let last: Double? = i % 3 == 0 ? 2 : nil", .bound(8))
    }

    func testALetChainAndLiteralsTakeTheirTypeAsAnEvaluationGivesThem() throws {
        try assertLive("""
            Text("\\(i)")
                .opacity(level > 1 ? 1 / 2 : 1)
                .offset(y: -level * 2)
                .animation(.linear(duration: 0.3), value: level)
            """, lets: "let p = phases[i % 4]\nlet level = p + i % 2", .updates(4))
    }

    /// Items whose group (read from state, shown in the text) changes at 1.2 s: each is
    /// evaluated again then, and its bound view follows the new group's phase from there on.
    private let regrouping = """
        struct Grid: View {
            @State private var phases = [0, 0, 0, 0]
            @State private var groups = [0, 1, 2, 3, 0, 1, 2, 3]
            var body: some View {
                HStack {
                    ForEach(0..<8, id: \\.self) { i in
                        let g = groups[i]
                        Text("\\(i) in \\(g)")
                            .offset(y: phases[g] % 2 == 1 ? -10 : 0)
                            .opacity(phases[g] > 0 ? 0.5 : 1)
                            .animation(.spring(duration: 0.5).delay(Double(i) * 0.03), value: phases[g])
                    }
                }
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in phases[1] += 1 }
                    Timer.scheduledTimer(withTimeInterval: 1.2, repeats: false) { _ in groups[1] = 2; groups[6] = 1 }
                    Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in phases[2] += 1 }
                    Timer.scheduledTimer(withTimeInterval: 1.7, repeats: false) { _ in phases[1] += 1 }
                }
            }
        }
        """

    func testABoundViewWhoseItemIsEvaluatedAgainFollowsItsNewReads() throws {
        let t = [0.5, 1.1, 1.2, 1.25, 1.45, 1.6, 1.75, 1.9, 2.4, 3.5]
        XCTAssertEqual(try frames(regrouping, live: true, at: t), try frames(regrouping, live: false, at: t))
        let p = try play(regrouping)
        p.seek(to: 3.5)
        XCTAssertEqual(try runtime(p).boundViews, 8)
        XCTAssertEqual(try runtime(p).evaluations.items, 8 + 2, "items 1 and 6 were evaluated again for their group")
    }

    func testAStateReadLiveAndElsewhereEvaluatesTheItemAndStillAnimatesTheLiveValue() throws {
        // The 3D turn is no live target: the item is evaluated again for each change, and its
        // bound opacity animates with the scope as an evaluation's would.
        let source = grid("""
            Text("\\(i)")
                .rotation3DEffect(.degrees(phases[i % 4] > 0 ? 30 : 0), axis: (x: 1, y: 0, z: 0))
                .opacity(phases[i % 4] > 0 ? 0.25 : 1)
                .animation(.easeIn(duration: 0.5), value: phases[i % 4])
            """)
        XCTAssertEqual(try frames(source, live: true, at: times), try frames(source, live: false, at: times))
        let p = try play(source)
        p.seek(to: 1.2)
        let o = p.present().nodes.filter { $0.node.text == "1" }.map(\.opacity)
        XCTAssertEqual(o.count, 1)
        XCTAssertGreaterThan(o[0], 0.25, "still animating")
        XCTAssertLessThan(o[0], 1)
        p.seek(to: 2.6)
        XCTAssertEqual(try runtime(p).boundViews, 8)
        XCTAssertEqual(try runtime(p).evaluations.items, 8 + 4)
    }

    func testAnOptionalElementThatBecomesNilIsTakenAsAnEvaluationTakesIt() throws {
        let source = """
            struct Levels: View {
                @State private var levels: [Double?] = [nil, 0.5, nil, 0.8]
                var body: some View {
                    HStack {
                        ForEach(0..<8, id: \\.self) { i in
                            Text("\\(i)")
                                .opacity(levels[i % 4] ?? 1)
                                .animation(.linear(duration: 0.4), value: levels[i % 4])
                        }
                    }
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in levels[1] = nil; levels[2] = 0.3 }
                        Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in levels[1] = 0.6 }
                    }
                }
            }
            """
        XCTAssertEqual(try frames(source, live: true, at: times), try frames(source, live: false, at: times))
        let p = try play(source)
        p.seek(to: 2.6)
        XCTAssertNil(p.scene.failure)
        XCTAssertEqual(try runtime(p).boundViews, 8)
        XCTAssertEqual(try runtime(p).evaluations.items, 8, "no item evaluated again")
    }

    func testAReadThatReachesTheTextEvaluatesTheItem() throws {
        let source = grid("Text(on ? \"on\" : \"off\").opacity(on ? 0.5 : 1)", lets: "let on = phases[i % 4] % 2 != 0")
        XCTAssertEqual(try frames(source, live: true, at: times), try frames(source, live: false, at: times))
        let p = try play(source)
        p.seek(to: 0.5)
        let before = try runtime(p).evaluations.items
        p.seek(to: 2.6)
        XCTAssertEqual(try runtime(p).evaluations.items - before, 4)
        XCTAssertEqual(try runtime(p).liveUpdates, 0)
    }

    func testAnItemOfAnotherFormIsEvaluatedAsBefore() throws {
        // A branch, a call of the file's code, a captured var: no live arguments.
        for item in ["if phases[i % 4] > 0 { Text(\"\\(i)\").opacity(0.5) } else { Text(\"\\(i)\") }",
                     "Text(\"\\(i)\").opacity(fade(phases[i % 4]))"] {
            let source = grid(item).replacingOccurrences(of: "    var body", with: "    func fade(_ p: Int) -> Double { p > 0 ? 0.5 : 1 }\n    var body")
            XCTAssertEqual(try frames(source, live: true, at: times), try frames(source, live: false, at: times), item)
            let p = try play(source)
            p.seek(to: 2.6)
            XCTAssertEqual(try runtime(p).liveUpdates, 0, item)
        }
    }

    func testALiveValueThatFailsEvaluatesTheItemWhichStopsAtTheError() throws {
        // phases[2] becomes 3 at 1.5 s: shifts[i + 3 * 3] is out of range for every item.
        let source = grid("Text(\"\\(i)\").offset(x: shifts[i % 2 + phases[i % 4] * 3])")
        for live in [true, false] {
            SourceRuntime.liveArgumentsByDefault = live
            defer { SourceRuntime.liveArgumentsByDefault = true }
            let p = try play(source)
            p.seek(to: 1.2)
            XCTAssertNil(p.scene.failure)
            p.seek(to: 1.6)
            let failure = try XCTUnwrap(p.scene.failure?.headline)
            XCTAssertTrue(failure.contains("Index out of range"), failure)
            XCTAssertTrue(failure.hasPrefix("Test.swift:8:"), failure)
        }
    }

    func testAnImpureItemIsEvaluatedWholeAsBefore() throws {
        let source = grid("Text(\"\\(i)\").opacity(phases[i % 4] > 0 ? Double.random(in: 0.2...0.6) : 1)")
        XCTAssertEqual(try frames(source, live: true, at: times), try frames(source, live: false, at: times))
        let p = try play(source)
        p.seek(to: 2.6)
        XCTAssertEqual(try runtime(p).liveUpdates, 0)
    }
}
