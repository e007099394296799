import Scene
@testable import SourceRuntime
import XCTest

/// Expressions of numbers run in a compiled form: the same values, errors and steps as the
/// tree walked, and the file's own declarations still answer their names.
final class CompiledNumberTests: XCTestCase {
    /// A view whose texts and effects are expressions of numbers of every kind compiled, with
    /// a timeline's date in them, and some that are not compiled beside them.
    private let source = """
    struct Waves: View {
        let letters = Array("WAVE")
        let scale: CGFloat = 2
        @State private var phases = [0.0, 1.0, 2.0]
        var body: some View {
            TimelineView(.animation) { context in
                let t = context.date.timeIntervalSinceReferenceDate
                VStack {
                    ForEach(0..<6, id: \\.self) { i in
                        Text(verbatim: "\\(i * 7 / 2) \\(i % 4) \\(-i + 3) \\(i > 2 ? 1.5 : 2) \\(Double(i) / 4) \\(7 / 2 * 2.0)")
                            .offset(x: 5 * sin(t * 3 + Double(i) * 0.2), y: i < 3 ? -4 : 3 / 2)
                            .opacity(0.55 + 0.45 * cos(t * 2 + Double(i) * 0.1))
                            .scaleEffect(1 + scale / 10 * sqrt(Double(letters.count)))
                            .rotationEffect(.degrees(Double(i) * 15 - t.truncatingRemainder(dividingBy: 360)))
                        Text(verbatim: "\\(1/2) \\(i == 3) \\(String(letters[i % letters.count]) + "!") \\(abs(i - 4)) \\(floor(2.7) + ceil(0.2)) \\(phases[i % 3] * 2 + 1)")
                    }
                }
            }
            .onAppear { Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in phases[1] = 5 } }
        }
    }
    """

    private func shots(compiled: Bool) throws -> (frames: [[String]], compiled: Int) {
        Evaluator.compilesNumbersByDefault = compiled
        defer { Evaluator.compilesNumbersByDefault = true }
        let p = try play(source)
        XCTAssertNil(p.scene.failure)
        let frames = [0.0, 0.35, 1.2].map { t -> [String] in
            p.seek(to: t)
            return p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map {
                "\($0.node.text) \($0.opacity) \($0.offset.x) \($0.offset.y) \($0.scale.x) \($0.rotation) \($0.frame.x) \($0.frame.y)"
            }
        }
        let runtime = try XCTUnwrap(p.scene.script as? SourceRuntime)
        return (frames, runtime.evaluator.compiledExpressions)
    }

    /// Calls the file's `work` with `arguments`, numbers compiled or walked: its value or
    /// error, the steps it took and how many expressions were compiled.
    private func callWork(in source: String, compiled: Bool, _ arguments: [Value]) throws -> (value: Result<Value, RuntimeError>, steps: Int, compiled: Int) {
        Evaluator.compilesNumbersByDefault = compiled
        defer { Evaluator.compilesNumbersByDefault = true }
        let p = try play(source)
        XCTAssertNil(p.scene.failure)
        let ev = try XCTUnwrap(p.scene.script as? SourceRuntime).evaluator
        let work = try XCTUnwrap(ev.program.functions["work"])
        ev.steps = 0
        let value: Result<Value, RuntimeError>
        do { value = .success(try ev.invoke(FunctionValue(.method(work, receiver: nil, ev.program.globals)), arguments, at: 0)) }
        catch let e as RuntimeError { value = .failure(e) }
        return (value, ev.steps, ev.compiledExpressions)
    }

    func testCompiledExpressionsDrawWhatTheWalkedTreeDraws() throws {
        let compiled = try shots(compiled: true), walked = try shots(compiled: false)
        XCTAssertEqual(compiled.frames, walked.frames)
        XCTAssertNotEqual(compiled.frames[0], compiled.frames[1], "the timeline moved the texts")
        // Every arithmetic expression of the file but `String(…) + "!"` (a call of another
        // kind) and `i == 3` (none the less: a comparison of numbers) is compiled.
        XCTAssertGreaterThanOrEqual(compiled.compiled, 14)
        XCTAssertEqual(walked.compiled, 0)
        // Values worked out by hand, as Swift gives them (`7 / 2 * 2.0` is `3.5 * 2.0`: the
        // literals take Double's type from `2.0`).
        let texts = compiled.frames[0].map { $0.split(separator: " ").prefix(6).joined(separator: " ") }
        XCTAssertTrue(texts.contains("17 1 -2 1.5 1.25 7.0"), "\(texts)")
        XCTAssertTrue(texts.contains("3 1 2 2.0 0.25 7.0"), "\(texts)")
        XCTAssertTrue(texts.contains("0 false W! 4 3.0 1.0"), "\(texts)")
        XCTAssertTrue(texts.contains("0 true E! 1 3.0 1.0"), "\(texts)")
        // An element of an array state, before and after the timer set it.
        XCTAssertTrue(texts.contains("0 false A! 3 3.0 3.0"), "\(texts)")
        let later = compiled.frames[1].map { $0.split(separator: " ").prefix(6).joined(separator: " ") }
        XCTAssertTrue(later.contains("0 false A! 3 3.0 11.0"), "\(later)")
    }

    func testTheFilesOwnFunctionsAndLocalsAnswerTheirNames() throws {
        let p = try play("""
        func sin(_ x: Double) -> Double { 42 }
        struct V: View {
            var body: some View {
                let cos = { (x: Double) -> Double in x * 10 }
                Text(verbatim: "\\(sin(0.5) + 1) \\(cos(2.0) + 1) \\(sqrt(16.0) * 2)")
            }
        }
        """)
        XCTAssertNil(p.scene.failure)
        XCTAssertEqual(p.present().nodes.first { $0.node.kind == .text || $0.node.kind == .glyph }?.node.text, "43.0 21.0 8.0")
    }

    func testACallTakesTheSameStepsEitherWay() throws {
        let source = """
        func work() -> Double {
            var s = 0.0
            for i in 0..<500 { s += sin(Double(i) * 0.5) * 2 + (i % 3 == 0 ? 1 : -1) }
            return s
        }
        struct V: View {
            var body: some View { Text("a") }
        }
        """
        func run(_ compiled: Bool) throws -> (Value, Int) {
            let r = try callWork(in: source, compiled: compiled, [])
            return (try r.value.get(), r.steps)
        }
        let compiled = try run(true), walked = try run(false)
        XCTAssertEqual(compiled.0, walked.0)
        guard case .double(let total) = compiled.0 else { return XCTFail("\(compiled.0)") }
        // The same sum in Swift's own arithmetic.
        var expected = 0.0
        for i in 0..<500 { expected += sin(Double(i) * 0.5) * 2 + (i % 3 == 0 ? 1 : -1) }
        XCTAssertEqual(total, expected)
        XCTAssertEqual(compiled.1, walked.1)
        XCTAssertGreaterThan(compiled.1, 500 * 10, "every node of the loop's expression takes its step")
    }

    /// `&&`, `||`, `!` and `??` among numbers compile too: the same values, steps and errors.
    func testLogicAndOptionalsTakeTheWalksValuesStepsAndErrors() throws {
        let source = """
        func i2(_ n: Int) -> Bool { n < 0 }
        func work(_ bad: Bool) -> Int {
            var n = 0
            let limits: [Int?] = [3, nil, 7]
            for i in 0..<90 {
                let limit = limits[i % 3] ?? 5
                if i % 2 == 0 && !(i > limit * 10) || i == 89 { n += limit }
            }
            if bad && n / (n - n) > 0 || i2(n) { n += 1 }
            return n
        }
        struct V: View {
            var body: some View { Text("a") }
        }
        """
        func run(_ compiled: Bool, bad: Bool) throws -> (value: String, steps: Int, compiled: Int) {
            let r = try callWork(in: source, compiled: compiled, [.bool(bad)])
            let value: String
            switch r.value {
            case .success(let v): value = "\(v)"
            case .failure(let e): value = "\(e.message) at \(e.at)"
            }
            return (value, r.steps, r.compiled)
        }
        // The sum in Swift's own logic.
        var expected = 0
        let limits: [Int?] = [3, nil, 7]
        for i in 0..<90 {
            let limit = limits[i % 3] ?? 5
            if i % 2 == 0 && !(i > limit * 10) || i == 89 { expected += limit }
        }
        for bad in [false, true] {
            let compiled = try run(true, bad: bad), walked = try run(false, bad: bad)
            XCTAssertEqual(compiled.value, walked.value)
            XCTAssertEqual(compiled.steps, walked.steps)
            // Whole, each a root: `0..<90`, the `??`, the `if`'s condition, `bad && …` (then, when
            // that is false, `n < 0` in `i2`). Their operands are no roots of their own.
            XCTAssertEqual(compiled.compiled, bad ? 4 : 5)
            XCTAssertEqual(walked.compiled, 0)
            // Not evaluated past `false &&`; else the division traps, as Swift's does.
            if bad { XCTAssertTrue(compiled.value.hasPrefix("Fatal error: Division by zero"), compiled.value) }
            else { XCTAssertEqual(compiled.value, "int(\(expected))") }
        }
    }
}
