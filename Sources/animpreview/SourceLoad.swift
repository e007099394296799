import SourceRuntime
import Scene

/// A source file's view as an effect, read the same way at start and, in the window, on every
/// save (the window is handed `effect(path:preview:)`, so only this target reads source files).
enum SourceLoad {
    /// Whether a name on the command line is a source file rather than a built-in effect.
    static func isSourcePath(_ name: String) -> Bool { name.hasSuffix(".swift") }

    /// Reads, parses and checks the file at `path` and returns the effect playing `preview`
    /// (nil: the file's own choice) with the names of the file's previews. Throws `SourceError`,
    /// also for a preview the file does not have (its message lists the file's).
    static func effect(path: String, preview: String?) throws -> (effect: Effect, previews: [String]) {
        let file = try SourceFile.load(path: path)
        return (try file.effect(preview: preview), file.previews)
    }
}
