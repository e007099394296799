import Foundation
import XCTest

/// A user's file is untrusted: whatever numbers it gives, `render` and `inspect` end with 0, 1
/// or 2 and a message, never a trap. Each fixture is a small file of the kind that once
/// trapped where its value met fonts or drawing.
final class UntrustedInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-untrusted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A `ContentView` whose body is `body`.
    private func view(_ body: String) -> String {
        "import SwiftUI\nstruct ContentView: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    /// Plays `source` with `render` and `inspect` at 0.5 s; each must exit with `expected`
    /// (and, when not 0, print a positioned error), never by a signal.
    @discardableResult
    private func assertPlays(_ source: String, exits expected: Int32 = 0, saying message: String? = nil,
                             _ name: String = "Fixture", renders: Bool = true,
                             file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let url = folder.appendingPathComponent("\(name).swift")
        try source.write(to: url, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("out.png").path
        var inspected = ""
        let runs = [["render", url.path, "--time", "0.5", "--out", png], ["inspect", url.path, "--time", "0.5"]]
        for args in renders ? runs : [runs[1]] {
            let r = try animpreview(args)
            XCTAssertFalse(r.err.contains("Program crashed"), "\(args[0]) crashed on:\n\(source)\n\(r.err.prefix(600))",
                           file: file, line: line)
            XCTAssertEqual(r.status, expected, "\(args[0]) of:\n\(source)\n\(r.err.prefix(600))", file: file, line: line)
            if expected != 0 {
                XCTAssertTrue(r.err.contains("\(name).swift:") && r.err.contains("error:"),
                              "\(args[0]): no positioned error:\n\(r.err.prefix(600))", file: file, line: line)
            }
            if let message { XCTAssertTrue(r.err.contains(message), "\(args[0]): \(r.err.prefix(600))", file: file, line: line) }
            if args[0] == "inspect" { inspected = r.out }
        }
        return inspected
    }

    // MARK: Fonts

    func testHugeFontSizesAreClampedNotTrapped() throws {
        try assertPlays(view(#"Text("Hi").font(.system(size: 1e300))"#))
        try assertPlays(view(#"Text("Hi").font(.custom("Helvetica", size: 1e300))"#))
        try assertPlays(view(#"Text("Hi").font(.system(size: Double.nan))"#))
        try assertPlays(view(#"Text(String(repeating: "W", count: 400)).font(.system(size: 100000))"#))
    }

    // MARK: Geometry reaching drawing

    func testHugeAndNaNFramesAreNotDrawn() throws {
        try assertPlays(view("Rectangle().frame(width: 1e300, height: 1e300)"))
        try assertPlays(view(#"Text("Hi").frame(width: 1.0 / 0.0, height: 0.0 / 0.0)"#))
        try assertPlays(view(#"Text("Hi").padding(1e300).background(Color.red)"#))
        try assertPlays(view(#"Text("Hi").padding(-1e300).background(Color.red)"#))
        try assertPlays(view(#"VStack(spacing: 1e300) { Text("a"); Text("b") }"#))
        try assertPlays(view("GeometryReader { g in Circle().frame(width: g.size.width * 1e300, height: g.size.height / 0.0) }"))
    }

    func testHugeAndNaNOffsetsScalesAndTurnsAreNotDrawn() throws {
        try assertPlays(view(#"Text("Hi").offset(x: 1e300, y: -1e300)"#))
        try assertPlays(view(#"Text("Hi").scaleEffect(1e300)"#))
        try assertPlays(view(#"Text("Hi").scaleEffect(Double.nan)"#))
        try assertPlays(view("Rectangle().frame(width: 50, height: 50).rotationEffect(.degrees(Double.nan))"))
        try assertPlays(view("Circle().frame(width: 40, height: 40).position(x: Double.infinity, y: -1e300)"))
    }

    func testHugeBlurRadiiAreClamped() throws {
        try assertPlays(view(#"Text("Hi").blur(radius: 1e300)"#))
        try assertPlays(view(#"Text("Hi").blur(radius: 100000)"#))
        try assertPlays(view(#"Text("Hi").shadow(color: .black, radius: 1e300, x: 1e300, y: Double.nan)"#))
        try assertPlays(view("Circle().frame(width: 300, height: 300).blur(radius: 1e9)"))
        try assertPlays(view(#"VStack { Text("a"); Text("b") }.blur(radius: 1e300)"#))
    }

    func testASpringOfNonsenseParametersDrawsNothingWrong() throws {
        try assertPlays("""
        import SwiftUI
        struct ContentView: View {
            @State var on = false
            var body: some View {
                Circle().frame(width: 40, height: 40).offset(x: on ? 100 : 0)
                    .animation(.spring(response: 1e-7, dampingFraction: -7), value: on)
                    .onAppear { on = true }
            }
        }
        """)
    }

    func testAnInfiniteOrNaNDelayOrDurationDoesNotHang() throws {
        // Found by the fuzzer: `Double(index) * 1.0 / 0.0` is NaN for index 0 and infinite after.
        try assertPlays("""
        import SwiftUI
        struct ContentView: View {
            @State private var shown = false
            var body: some View {
                HStack {
                    ForEach(0..<3, id: \\.self) { i in
                        Text("\\(i)").opacity(shown ? 1 : 0)
                            .animation(.bouncy(duration: 0.5, extraBounce: 0.2).delay(Double(i) * 1.0 / 0.0), value: shown)
                    }
                    Text("s").scaleEffect(shown ? 2 : 1)
                        .animation(.spring(response: Double.nan, dampingFraction: Double.infinity).speed(Double.nan), value: shown)
                    Text("e").offset(x: shown ? 40 : 0).animation(.easeInOut(duration: Double.infinity), value: shown)
                }
                .onAppear { withAnimation(.linear(duration: Double.nan).delay(Double.nan)) { shown = true } }
            }
        }
        """)
    }

    func testATextRendererScalingByNonsenseDoesNotTrap() throws {
        try assertPlays("""
        import SwiftUI
        struct R: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                for line in layout {
                    var c = context
                    c.scaleBy(x: 1e300, y: Double.nan)
                    c.addFilter(.blur(radius: 1e300))
                    c.draw(line)
                }
            }
        }
        struct ContentView: View {
            var body: some View { Text("Hi").textRenderer(R()) }
        }
        """)
    }

    func testALayerAnimationToNaNDoesNotTrap() throws {
        try assertPlays("""
        import UIKit
        import PlaygroundSupport
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        v.backgroundColor = .red
        let a = CABasicAnimation(keyPath: "transform.scale")
        a.fromValue = 1e300
        a.toValue = Double.nan
        a.duration = 1
        v.layer.add(a, forKey: "s")
        PlaygroundPage.current.liveView = v
        """)
    }

    // MARK: Budgets

    func testALoopWithAnEmptyBodyRunsOutOfSteps() throws {
        let budget = "more than 10,000,000 steps"
        try assertPlays(view("for _ in 0..<100000000 {}\n        return Text(\"Hi\")"), exits: 1, saying: budget, renders: false)
        try assertPlays("""
        import SwiftUI
        struct ContentView: View {
            @State var n = 0
            var body: some View { Text("\\(n)").onAppear { for _ in 0..<100000000 {}; n = 1 } }
        }
        """, exits: 1, saying: budget, renders: false)
        try assertPlays(view("var i = 0\n        repeat { } while i < 1\n        return Text(\"\\(i)\")"), exits: 1, saying: budget, renders: false)
    }

    func testDeepRecursionIsAPositionedErrorNotAStackOverflow() throws {
        // A closure calling itself through a variable.
        try assertPlays(view("var g: ((Int) -> Int)? = nil\n        g = { n in g!(n + 1) }\n        return Text(\"\\(g!(0))\")"),
                        exits: 1, saying: "recursion")
        // A view that contains itself, and two that contain each other.
        try assertPlays(view(#"VStack { Text("a"); ContentView() }"#), exits: 1, saying: "recursion")
        try assertPlays("""
        import SwiftUI
        struct A: View { var body: some View { B() } }
        struct B: View { var body: some View { A() } }
        struct ContentView: View { var body: some View { A() } }
        """, exits: 1, saying: "recursion")
    }

    func testARepeatingTimerOfIntervalZeroFiresEveryTenthOfAMillisecond() throws {
        // Foundation's `Timer`: an interval ≤ 0 is 0.1 ms. By 0.5 s it has fired about 5,000 times.
        for interval in ["0", "-5", "Double.nan"] {
            let out = try assertPlays("""
            import SwiftUI
            struct ContentView: View {
                @State var n = 0
                var body: some View {
                    Text("\\(n)").onAppear { Timer.scheduledTimer(withTimeInterval: \(interval), repeats: true) { _ in n += 1 } }
                }
            }
            """)
            let shown = try XCTUnwrap(out.range(of: #""text":"(\d+)""#, options: .regularExpression).map { out[$0] })
            let count = try XCTUnwrap(Int(shown.dropFirst(8).dropLast()))
            XCTAssert((4_990...5_000).contains(count), "interval \(interval): fired \(count) times")
        }
    }

    func testEventsThatNeverLetTheClockMoveAreStopped() throws {
        let stuck = "events ran at one time"
        try assertPlays("""
        import SwiftUI
        struct ContentView: View {
            @State var n = 0
            var body: some View { Text("\\(n)").onAppear { tick() } }
            func tick() { DispatchQueue.main.asyncAfter(deadline: .now()) { n += 1; tick() } }
        }
        """, exits: 1, saying: stuck)
        try assertPlays("""
        import SwiftUI
        struct ContentView: View {
            @State var n = 0
            var body: some View {
                Text("\\(n)").onAppear { Task { while true { try await Task.sleep(nanoseconds: 0); n += 1 } } }
            }
        }
        """, exits: 1, saying: stuck)
        // A phase animator whose phases all complete at once ends its cycle at the first phase
        // (as SwiftUI does), so it plays, and quickly.
        _ = try assertPlays(view(#"Text("Hi").phaseAnimator([0.0, 1.0]) { c, p in c.opacity(p) } animation: { _ in nil }"#))
    }

    func testMemoryPastTheLimitIsAPositionedError() throws {
        try assertPlays(view("var a: [[Int]] = []\n        for i in 0..<1000 { a.append(Array(repeating: i, count: 999_999)) }\n        return Text(\"\\(a.count)\")"),
                        exits: 1, saying: "512 MB")
    }

    func testBigValuesMadeInOneStepCountTowardTheBudget() throws {
        // Each pass makes a string of 900,000 characters: a thousand of them would take minutes.
        try assertPlays(view("var a: [String] = []\n        for i in 0..<1000 { a.append(String(repeating: \"x\", count: 900_000) + \"\\(i)\") }\n        return Text(\"\\(a.count)\")"),
                        exits: 1, saying: "steps", renders: false)
    }

    func testAScenePastTheViewLimitIsAPositionedError() throws {
        try assertPlays(view(#"VStack { ForEach(0..<400, id: \.self) { i in HStack { ForEach(0..<400, id: \.self) { j in Text("\(j)") } } } }"#),
                        exits: 1, saying: "25,000 views", renders: false)
    }

    // MARK: Refused at load

    func testAFileReachingOutsideOrNestedTooDeepExitsTwoBeforePlaying() throws {
        try assertPlays(view("let p = Process()\n        return Text(\"hi\")"), exits: 2, saying: "'Process' is not available")
        try assertPlays(view("Text(\"hi\")" + String(repeating: ".padding(1)", count: 700)), exits: 2, saying: "chains more than 300")
    }
}
