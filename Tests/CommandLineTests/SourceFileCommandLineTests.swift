import Compositor
import Foundation
import XCTest

/// A `.swift` file wherever an effect name goes: played headless, or its errors printed as
/// swiftc prints them (exit 2), or its code's run-time error with its place (exit 1).
final class SourceFileCommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` as `name` in the test's folder and returns its path.
    private func fixture(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The window's forms run without a display: a file that stops them must do so before any
    /// window is opened (else they would exit 1, saying there is no display).
    private static let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""]

    private func assertNoCrash(_ err: String, file: StaticString = #filePath, line: UInt = #line) {
        for crash in ["Stack dump", "backtrace", "Illegal instruction", "Segmentation fault", "💣"] {
            XCTAssertFalse(err.contains(crash), err, file: file, line: line)
        }
    }

    static let hello = """
        import SwiftUI

        struct Greeting: View {
            var body: some View {
                Text("Hello").opacity(0.5)
            }
        }

        """

    func testASyntaxErrorIsPrintedAsSwiftcPrintsItByEveryCommand() throws {
        let file = try fixture("Broken.swift", """
            struct Broken: View {
              var body: some View { Text("Hello" }
            }

            """)
        let expected = """
            \(file):2:37: error: expected ')' to end function call
              var body: some View { Text("Hello" }
                                                ^

            """
        let out = path("frame.png"), frames = path("frames") + "/"
        let calls: [[String]] = [
            [file], ["--effect", file], ["render", file, "--out", out], ["inspect", file, "--time", "1"],
            ["export", file, "--out", frames], ["bench", "--effect", file, "--frames", "1"],
        ]
        for call in calls {
            let r = try animpreview(call, environment: Self.noDisplay)
            XCTAssertEqual(r.status, 2, "\(call): \(r.err)")
            XCTAssertEqual(r.err, expected, "\(call)")
            XCTAssertEqual(r.out, "", "\(call)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        XCTAssertFalse(FileManager.default.fileExists(atPath: frames))
    }

    func testAFileThatCannotBeReadSaysWhy() throws {
        let missing = path("Missing.swift")
        var r = try animpreview(["render", missing, "--out", path("x.png")])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(r.err, "\(missing): error: cannot read the file: no such file\n")
        r = try animpreview([missing], environment: Self.noDisplay)
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(r.err, "\(missing): error: cannot read the file: no such file\n")

        let folderNamedLikeAFile = path("Views.swift")
        try FileManager.default.createDirectory(atPath: folderNamedLikeAFile, withIntermediateDirectories: false)
        r = try animpreview(["inspect", folderNamedLikeAFile])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(r.err, "\(folderNamedLikeAFile): error: cannot read the file: it is a folder\n")
        assertNoCrash(r.err)
    }

    func testAnUnknownPreviewListsTheFilesPreviews() throws {
        let file = try fixture("Two.swift", """
            import SwiftUI

            #Preview("One") {
                Text("One")
            }

            #Preview("Two") {
                Text("Two")
            }

            """)
        for call in [["inspect", file, "--preview", "Three"], [file, "--preview", "Three"],
                     ["render", "--preview", "Three", file, "--out", path("x.png")]] {
            let r = try animpreview(call, environment: Self.noDisplay)
            XCTAssertEqual(r.status, 2, "\(call): \(r.err)")
            XCTAssertEqual(r.out, "")
            let headline = r.err.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(headline.hasPrefix("\(file):"), "a source error, positioned: \(r.err)")
            for name in ["\"Three\"", "\"One\"", "\"Two\""] {
                XCTAssertTrue(headline.contains(name), "\(call) should name \(name): \(r.err)")
            }
            assertNoCrash(r.err)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
    }

    func testPreviewGoesWithASourceFileOnly() throws {
        let r = try animpreview(["inspect", "blur", "--preview", "One"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertEqual(r.err, "animpreview: --preview picks a #Preview of a .swift file; 'blur' is a built-in effect\n")
        let bench = try animpreview(["bench", "--preview", "One"])
        XCTAssertEqual(bench.status, 2, bench.err)
        XCTAssertTrue(bench.err.contains("--preview goes with --effect FILE.swift"), bench.err)
    }

    func testAnUnknownEffectSaysAFileWorksToo() throws {
        let r = try animpreview(["inspect", "Greeting.swif"])
        XCTAssertEqual(r.status, 2, r.err)
        XCTAssertTrue(r.err.hasSuffix("ring, shape-morph, layer-loaders, settings, or a FILE.swift\n"), r.err)
    }

    func testAFileThatPlaysIsInspectedAndRendered() throws {
        let file = try fixture("Greeting.swift", Self.hello)
        let r = try animpreview(["inspect", file, "--time", "1"])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        XCTAssertEqual(json?["effect"] as? String, file)
        let nodes = json?["nodes"] as? [[String: Any]] ?? []
        let hello = nodes.first { ($0["text"] as? String) == "Hello" }
        XCTAssertNotNil(hello, r.out)
        XCTAssertEqual(hello?["opacity"] as? Double ?? -1, 0.5, accuracy: 1e-9)

        let out = path("greeting.png")
        let render = try animpreview(["render", file, "--time", "1", "--size", "320x200", "--out", out])
        XCTAssertEqual(render.status, 0, render.err)
        let canvas = try Canvas.loadPNG(out)
        XCTAssertEqual([canvas.width, canvas.height], [320, 200])
        var inked = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.rgba(x, y).r < 200 { inked += 1 }
        }
        XCTAssertGreaterThan(inked, 30, "the text is drawn, half transparent")
    }

    func testTheFirstPreviewPlaysAndPreviewPicksAnother() throws {
        let file = try fixture("Pair.swift", """
            import SwiftUI

            #Preview("First") {
                Text("First")
            }

            #Preview("Second") {
                Text("Second")
            }

            """)
        for (preview, text) in [(nil, "First"), ("Second", "Second")] as [(String?, String)] {
            let r = try animpreview(["inspect", file] + (preview.map { ["--preview", $0] } ?? []))
            XCTAssertEqual(r.status, 0, r.err)
            XCTAssertTrue(r.out.contains("\"text\":\"\(text)\""), "\(preview ?? "default"): \(r.out)")
            let other = text == "First" ? "Second" : "First"
            XCTAssertFalse(r.out.contains("\"text\":\"\(other)\""), r.out)
        }
    }

    func testTheFilesPrintsGoToTheTerminalAndItsWarningsOnce() throws {
        let file = try fixture("Talk.swift", """
            import SwiftUI

            struct Talk: View {
                var body: some View {
                    VStack {
                        Image(systemName: "no.such.symbol")
                        Text("Hi").onAppear { print("appeared") }
                    }
                }
            }

            """)
        let render = try animpreview(["render", file, "--out", path("talk.png")])
        XCTAssertEqual(render.status, 0, render.err)
        XCTAssertEqual(render.out, "appeared\n")
        let warnings = render.err.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, 1, render.err)
        XCTAssertTrue(warnings.first?.hasPrefix("\(file):6:") == true, render.err)

        // inspect's standard output is its JSON alone.
        let inspect = try animpreview(["inspect", file])
        XCTAssertEqual(inspect.status, 0, inspect.err)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(inspect.out.utf8)), inspect.out)
        XCTAssertTrue(inspect.err.split(separator: "\n").contains("appeared"), inspect.err)
    }

    func testARunTimeErrorInTheFilesCodeExits1WithItsPlace() throws {
        let file = try fixture("OutOfRange.swift", """
            import SwiftUI

            struct OutOfRange: View {
                let levels = [0.25, 0.5]
                var body: some View {
                    Text("Hi").opacity(levels[2])
                }
            }

            """)
        let frames = path("frames") + "/"
        for call in [["inspect", file, "--time", "0.5"], ["render", file, "--out", path("x.png")],
                     ["export", file, "--out", frames, "--duration", "0.2", "--fps", "10"]] {
            let r = try animpreview(call)
            XCTAssertEqual(r.status, 1, "\(call): \(r.err)")
            XCTAssertEqual(r.out, "", "\(call)")
            XCTAssertTrue(r.err.hasPrefix("\(file):6:"), "\(call): the place in the file: \(r.err)")
            XCTAssertTrue(r.err.split(separator: "\n").first?.contains(": error: ") == true, r.err)
            assertNoCrash(r.err)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: frames))
    }
}

extension SourceFileCommandLineTests {
    /// `inspect` reports a gradient fill: its colours, locations and kind.
    func testInspectReportsAGradientFill() throws {
        let file = try fixture("Wheel.swift", """
            import SwiftUI
            struct Wheel: View {
                var body: some View {
                    AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
                        .frame(width: 100, height: 100)
                }
            }
            """)
        let r = try animpreview(["inspect", file, "--time", "0"])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let fill = try XCTUnwrap(nodes.compactMap { $0["fill"] as? [String: Any] }.first)
        XCTAssertEqual(fill["kind"] as? String, "conic")
        let angles = try XCTUnwrap(fill["angles"] as? [Double])
        XCTAssertEqual(angles[1], .pi, accuracy: 1e-6)
        XCTAssertEqual((fill["colors"] as? [[Double]])?.count, 2)
        XCTAssertEqual(fill["locations"] as? [Double], [0, 1])
    }
}
