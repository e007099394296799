import Motion
import Scene
import SourceRuntime
import XCTest

/// Thousands of mutated source files: none crashes or hangs, and every failure is a
/// positioned error.
final class FuzzTests: XCTestCase {
    private let seedSource = """
    struct Card: View {
        let text: String
        @State private var shown = false
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Array(text.enumerated()), id: \\.offset) { i, c in
                    Text(String(c))
                        .font(.system(size: 24).bold())
                        .offset(y: shown ? 0 : -20)
                        .opacity(shown ? 1 : 0)
                        .blur(radius: shown ? 0 : 4)
                        .animation(.spring(response: 0.3, dampingFraction: 0.6).delay(Double(i) * 0.05), value: shown)
                }
                if count > 1 { Text("\\(count)").padding(.top, 8) } else { Spacer() }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { shown = true }
                Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { t in
                    count += 1
                    if count > 3 { t.invalidate() }
                }
            }
            .onTapGesture { withAnimation(.easeInOut(duration: 0.4)) { shown.toggle() } }
        }
    }
    struct ContentView: View {
        let words = ["Hi", "there"]
        var body: some View { HStack { ForEach(words, id: \\.self) { Card(text: $0) } } }
    }
    """

    /// Tokens of the source, split where Swift would (words, numbers, single punctuation).
    private func tokens(_ s: String) -> [String] {
        var out: [String] = [], current = ""
        for ch in s {
            if ch.isLetter || ch.isNumber || ch == "_" || ch == "." && current.first?.isNumber == true {
                current.append(ch)
            } else {
                if !current.isEmpty { out.append(current); current = "" }
                out.append(String(ch))
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    func testMutatedFilesFailWithPositionedErrors() throws {
        var random = SeededRandom(seed: 7)
        let base = tokens(seedSource)
        let numbers = ["0", "-1", "1e9", "0.0001", "99999999", "3"]
        var played = 0, refused = 0, stopped = 0
        for round in 0..<3000 {
            var t = base
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let i = Int.random(in: 0..<t.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: t.remove(at: i)
                case 1: t.insert(t[i], at: i)
                case 2: if t[i].first?.isNumber == true { t[i] = numbers.randomElement(using: &random)! } else { t.remove(at: i) }
                default: t = Array(t.prefix(i))
                }
            }
            let source = t.joined()
            do {
                let p = try play(source, file: "Fuzz.swift", size: Size(320, 200))
                for time in [0.1, 0.5, 1.5] {
                    p.seek(to: time)
                    _ = p.present()
                }
                _ = p.tap(at: Point(160, 100))
                p.seek(to: 2)
                if let failure = p.scene.failure {
                    stopped += 1
                    XCTAssertTrue(failure.headline.hasPrefix("Fuzz.swift:"), "round \(round): \(failure.headline)")
                    XCTAssertTrue(failure.headline.contains(": error: "), "round \(round): \(failure.headline)")
                } else { played += 1 }
            } catch let error as SourceError {
                refused += 1
                XCTAssertFalse(error.diagnostics.isEmpty, "round \(round)")
                for d in error.diagnostics {
                    XCTAssertEqual(d.file, "Fuzz.swift")
                    XCTAssertGreaterThanOrEqual(d.line, 1)
                    XCTAssertGreaterThanOrEqual(d.column, 1)
                }
            }
        }
        // The mutations reach every outcome: some files still play, some are refused, some stop.
        XCTAssertGreaterThan(played, 100)
        XCTAssertGreaterThan(refused, 600)
        XCTAssertGreaterThan(stopped, 20)
        print("fuzz: \(played) played, \(refused) refused, \(stopped) stopped at run time")
    }
}
