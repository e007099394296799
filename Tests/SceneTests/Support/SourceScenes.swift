import Effects
import Foundation
import SourceRuntime

/// The gallery's scenes as source files (`assets/scenes/NAME.swift`), played by the source runtime.
enum SourceScenes {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/scenes")

    /// The effect of `assets/scenes/NAME.swift`; a file that does not load fails the test run loudly.
    static func effect(_ name: String) -> Effect {
        let path = folder.appendingPathComponent("\(name).swift").path
        do { return try SourceFile.load(path: path).effect() } catch {
            fatalError("\(path) does not load:\n\(error)")
        }
    }
}
