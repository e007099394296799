import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// A file played from inside its project takes the declarations it uses from the project's
/// other files, as Xcode compiles a target's files together; the rest of the project is
/// never read as part of it.
final class ProjectFilesTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "project-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func texts(_ relative: String, at t: Double = 1) throws -> String {
        let file = try SourceFile.load(path: root + "/" + relative)
        let p = try file.effect().player(size: Size(400, 300), metrics: FixedMetrics(), seed: 0)
        return shownText(p, at: t)
    }

    private let screen = """
    import SwiftUI
    struct Screen: View {
        @State private var on = false
        var body: some View {
            VStack {
                Badge(label: "new")
                Text(Palette.title).foregroundColor(.brand)
            }
            .onAppear { withAnimation { on = true } }
        }
    }
    """

    func testAViewAColourAndAStaticFromOtherFilesOfTheProject() throws {
        try write("App/Views/Screen.swift", screen)
        try write("App/Views/Badge.swift", """
        import SwiftUI
        struct Badge: View {
            let label: String
            var body: some View { Text(label.uppercased()) }
        }
        struct Badge_Previews: PreviewProvider {
            static var previews: some View { Badge(label: "preview") }
        }
        """)
        try write("App/Style/Palette.swift", """
        import SwiftUI
        enum Palette { static let title = "Hello" }
        extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.9) }
        """)
        // Never needed: an app's entry and code that reaches the network.
        try write("App/MyApp.swift", """
        import SwiftUI
        @main struct MyApp: App {
            var body: some Scene { WindowGroup { Screen() } }
        }
        func download() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
        """)
        XCTAssertEqual(try texts("App/Views/Screen.swift"), "NEWHello")
    }

    /// An initializer an extension of a framework type declares in another file is found by
    /// its labels (`Color(hex:)`), as the compiler finds it among the target's files.
    func testAnExtensionsInitializerIsFoundByItsLabels() throws {
        try write("App/Views/Card.swift", """
        import SwiftUI
        struct Card: View {
            var body: some View { Text(Color(hex: "ff8000") == Color(red: 1, green: 128 / 255, blue: 0) ? "same" : "other") }
        }
        """)
        try write("App/Util/Colors.swift", """
        import SwiftUI
        extension Color {
            init(hex: String) {
                let n = Int(hex, radix: 16) ?? 0
                self.init(red: Double((n >> 16) & 0xff) / 255, green: Double((n >> 8) & 0xff) / 255, blue: Double(n & 0xff) / 255)
            }
        }
        """)
        XCTAssertEqual(try texts("App/Views/Card.swift"), "same")
    }

    func testTheNearestOfTwoDeclarationsOfOneNameWins() throws {
        try write("A/Screen.swift", screen.replacingOccurrences(of: "Text(Palette.title).foregroundColor(.brand)", with: ""))
        try write("A/Badge.swift", "import SwiftUI\nstruct Badge: View { let label: String; var body: some View { Text(\"near \" + label) } }\n")
        try write("B/Badge.swift", "import SwiftUI\nstruct Badge: View { let label: String; var body: some View { Text(\"far \" + label) } }\n")
        XCTAssertEqual(try texts("A/Screen.swift"), "near new")
    }

    func testTheFileShowsItsOwnViewNotAnotherFilesOne() throws {
        try write("Views/Badge.swift", "import SwiftUI\nstruct Badge: View { let label: String; var body: some View { Text(label) } }\nstruct Unused: View { var body: some View { Text(\"unused\") } }\n")
        try write("Views/Main.swift", "import SwiftUI\nstruct Main: View { var body: some View { Badge(label: \"main\") } }\n")
        XCTAssertEqual(try texts("Views/Main.swift"), "main")
    }

    func testAnErrorInATakenDeclarationIsPositionedInItsOwnFile() throws {
        try write("Views/Main.swift", "import SwiftUI\nstruct Main: View { var body: some View { Badge(label: \"x\") } }\n")
        try write("Views/Badge.swift", "import SwiftUI\n\nstruct Badge: View {\n    let label: String\n    var body: some View { Text(label).frobnicate() }\n}\n")
        do {
            _ = try SourceFile.load(path: root + "/Views/Main.swift").effect()
            XCTFail("expected the load to be refused")
        } catch let error as SourceError {
            let d = try XCTUnwrap(error.diagnostics.first)
            XCTAssertEqual(d.file, root + "/Views/Badge.swift")
            XCTAssertEqual(d.line, 5)
            XCTAssertTrue(d.message.contains("frobnicate"), d.message)
        }
    }

    func testAFileAloneStillNamesWhatItCannotFind() throws {
        try write("Solo/Main.swift", "import SwiftUI\nstruct Main: View { var body: some View { Missing() } }\n")
        XCTAssertThrowsError(try SourceFile.load(path: root + "/Solo/Main.swift").effect()) { error in
            XCTAssertTrue("\(error)".contains("cannot find 'Missing' in scope"), "\(error)")
        }
    }

    func testInAPackageATargetsFilesGoTogetherAndAFileOutsideTargetsStandsAlone() throws {
        try write("Pkg/Package.swift", "// swift-tools-version:5.9\n")
        try write("Pkg/Sources/Kit/Views/Main.swift", "import SwiftUI\nstruct Main: View { var body: some View { Badge(label: \"kit\") } }\n")
        try write("Pkg/Sources/Kit/Badge.swift", "import SwiftUI\nstruct Badge: View { let label: String; var body: some View { Text(label) } }\n")
        try write("Pkg/Sources/Other/Missing.swift", "import SwiftUI\nstruct Missing: View { var body: some View { Text(\"other target\") } }\n")
        XCTAssertEqual(try texts("Pkg/Sources/Kit/Views/Main.swift"), "kit")
        try write("Pkg/Sources/Kit/UsesOther.swift", "import SwiftUI\nstruct UsesOther: View { var body: some View { Missing() } }\n")
        XCTAssertThrowsError(try SourceFile.load(path: root + "/Pkg/Sources/Kit/UsesOther.swift").effect())
        // Outside every target (a folder of scenes beside the package): its own folder only.
        try write("Pkg/scenes/Scene.swift", "import SwiftUI\nstruct Scene1: View { var body: some View { Badge(label: \"s\") } }\n")
        XCTAssertThrowsError(try SourceFile.load(path: root + "/Pkg/scenes/Scene.swift").effect())
    }

    /// A target whose manifest names its folder (`path: "App"`) compiles the files under that
    /// folder together, as SwiftPM does, wherever the folder sits; a backticked keyword
    /// (`` func `if` ``) is declared by its plain name.
    func testATargetsOwnFolderFromTheManifestGoesTogether() throws {
        try write("Pkg/Package.swift", """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "App" )])
        """)
        try write("Pkg/App/Screens/Main.swift", "import SwiftUI\nstruct Main: View { var body: some View { Text(\"plain\").if(true) { _ in Text(\"taken\") } } }\n")
        try write("Pkg/App/Utils/ViewIf.swift", """
        import SwiftUI
        extension View {
            @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        """)
        XCTAssertEqual(try texts("Pkg/App/Screens/Main.swift"), "taken")
        XCTAssertEqual(ProjectFiles.targetPaths(#".target(name: "A", path: "./Src/"), .testTarget(name: "B", path: "Src/Tests")"#), ["Src/Tests", "Src"])
    }

    /// A name the file declares itself, at any depth (a property, a local), is never looked
    /// for elsewhere: another file's extension declaring the same name is not taken.
    func testANameTheFileDeclaresIsNotTakenFromAnotherFile() throws {
        try write("V/Main.swift", """
        import SwiftUI
        struct Main: View {
            @State private var isOn = true
            var body: some View { Text(isOn ? "own" : "off") }
        }
        """)
        try write("V/Other.swift", "import SwiftUI\nextension Settings { var isOn: Bool { UserDefaults.standard.bool(forKey: \"on\") } }\n")
        XCTAssertEqual(try texts("V/Main.swift"), "own")
    }

    /// A member the file uses is taken from an extension even when the runtime knows the name
    /// for something else (`background` is a modifier): as in Swift, the project's own wins.
    func testAnExtensionMemberNamedLikeAModifierIsTaken() throws {
        try write("C/Main.swift", "import SwiftUI\nstruct Main: View { var body: some View { Text(Color.background == Color.red ? \"red\" : \"other\") } }\n")
        try write("C/Colors.swift", "import SwiftUI\nextension Color {\n    static let background = Color.red\n}\n")
        XCTAssertEqual(try texts("C/Main.swift"), "red")
    }

    /// A repository of several sample apps: a file takes declarations only from its own app
    /// (the folder above it holding an `@main` entry), never from another app's files.
    func testInARepositoryOfAppsAFileUsesOnlyItsOwnApp() throws {
        try write("One/App.swift", "import SwiftUI\n@main struct OneApp: App { var body: some Scene { WindowGroup { Main() } } }\n")
        try write("One/Views/Main.swift", "import SwiftUI\nstruct Main: View { var body: some View { Text(greeting) } }\n")
        try write("Two/App.swift", "import SwiftUI\n@main struct TwoApp: App { var body: some Scene { WindowGroup { Text(greeting) } } }\n")
        try write("Two/Strings.swift", "let greeting = \"from another app\"\n")
        XCTAssertThrowsError(try SourceFile.load(path: root + "/One/Views/Main.swift").effect()) { error in
            XCTAssertTrue("\(error)".contains("cannot find 'greeting' in scope"), "\(error)")
        }
        try write("One/Strings.swift", "let greeting = \"own app\"\n")
        XCTAssertEqual(try texts("One/Views/Main.swift"), "own app")
    }
}
