import Effects
import SourceRuntime

/// A source file's view as an effect, read the same way at start and, in the window, on every
/// save (the window is handed `effect(path:preview:)`, so only this target reads source files).
enum SourceLoad {
    /// `--preview NAME` names no `#Preview` block of the file.
    struct UnknownPreview: Error, CustomStringConvertible {
        let path: String
        let name: String
        let previews: [String]

        var description: String {
            guard !previews.isEmpty else { return "\(path) has no #Preview blocks, so --preview '\(name)' names none" }
            return "\(path) has no #Preview(\"\(name)\"); its previews: " + previews.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    /// Whether a name on the command line is a source file rather than a built-in effect.
    static func isSourcePath(_ name: String) -> Bool { name.hasSuffix(".swift") }

    /// Reads, parses and checks the file at `path` and returns the effect playing `preview`
    /// (nil: the file's own choice) with the names of the file's previews. Throws `SourceError`
    /// or `UnknownPreview`.
    static func effect(path: String, preview: String?) throws -> (effect: Effect, previews: [String]) {
        let file = try SourceFile.load(path: path)
        if let preview, !file.previews.contains(preview) {
            throw UnknownPreview(path: path, name: preview, previews: file.previews)
        }
        return (try file.effect(preview: preview), file.previews)
    }
}
