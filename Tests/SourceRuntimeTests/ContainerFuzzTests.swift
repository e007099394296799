import Motion
import Scene
import SourceRuntime
import XCTest

/// Mutated files of containers: none crashes or hangs, every failure is a positioned error,
/// and taps over the canvas (links, back buttons, tabs, disclosures) are safe in any state.
final class ContainerFuzzTests: XCTestCase {
    private let seedSource = """
    import SwiftUI
    struct Detail: View {
        let n: Int
        @State private var open = false
        var body: some View {
            DisclosureGroup("More \\(n)", isExpanded: $open) { Text("Inside") }
                .navigationTitle("Item \\(n)")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
    struct ContentView: View {
        let columns = [GridItem(.fixed(40)), GridItem(.flexible(minimum: 20, maximum: 200)), GridItem(.adaptive(minimum: 30))]
        var body: some View {
            TabView {
                NavigationStack {
                    List {
                        Section(header: Text("Head"), footer: Text("Foot")) {
                            ForEach(0..<3) { i in NavigationLink("Row \\(i)") { Detail(n: i) } }
                        }
                        Section("Grid") {
                            LazyVGrid(columns: columns, spacing: 4) {
                                ForEach(0..<7) { _ in Color.blue.frame(height: 10) }
                            }
                            NavigationLink("Seven", value: 7)
                        }
                    }
                    .listStyle(.insetGrouped)
                    .navigationTitle("Home")
                    .navigationDestination(for: Int.self) { n in Detail(n: n) }
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
                }
                .tabItem { Label("Home", systemImage: "house") }
                GroupBox("Box") {
                    Label("Star", systemImage: "star").labelStyle(.titleOnly)
                    Grid(horizontalSpacing: 4) {
                        GridRow { Text("a"); Text("bb") }
                        ForEach(0..<2) { i in GridRow(alignment: .top) { Text("\\(i)"); Color.red.frame(height: 5) } }
                        Divider()
                    }
                }
                    .tabItem { Label("Box", systemImage: "square") }
            }
        }
    }
    """

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

    func testMutatedContainerFilesFailWithPositionedErrors() throws {
        var random = SeededRandom(seed: 11)
        let base = tokens(seedSource)
        let numbers = ["0", "-1", "1e9", "0.0001", "99999999", "3"]
        var played = 0, refused = 0
        for round in 0..<800 {
            var t = base
            for _ in 0..<Int.random(in: 1...3, using: &random) where !t.isEmpty {
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
                let p = try play(source, file: "Fuzz.swift", size: Size(390, 700))
                var time = 0.1
                for point in [Point(60, 170), Point(40, 22), Point(60, 214), Point(300, 640), Point(60, 60), Point(100, 640)] {
                    p.seek(to: time)
                    _ = p.tap(at: point)
                    time += 0.2
                }
                p.seek(to: time + 1)
                _ = p.present()
                if let failure = p.scene.failure {
                    XCTAssertTrue(failure.headline.hasPrefix("Fuzz.swift:"), "round \(round): \(failure.headline)")
                    XCTAssertTrue(failure.headline.contains(": error: "), "round \(round): \(failure.headline)")
                } else { played += 1 }
            } catch let error as SourceError {
                refused += 1
                for d in error.diagnostics {
                    XCTAssertEqual(d.file, "Fuzz.swift")
                    XCTAssertGreaterThanOrEqual(d.line, 1)
                    XCTAssertGreaterThanOrEqual(d.column, 1)
                }
            }
        }
        XCTAssertGreaterThan(played, 50)
        XCTAssertGreaterThan(refused, 100)
        print("container fuzz: \(played) played, \(refused) refused")
    }
}
