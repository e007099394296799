import Gallery
import SourceRuntime
import Scene

/// The effect a command line names: a built-in one, or a view of a `.swift` file.
enum EffectChoice {
    /// The effect called `name`, or the file `name.swift` playing `preview` (`--preview`) with
    /// the names of the file's previews. A file that cannot be played (or has no such preview)
    /// throws its `SourceError`; an unknown effect is a usage error.
    static func named(_ name: String, preview: String?) throws -> (effect: Effect, previews: [String]) {
        if SourceLoad.isSourcePath(name) { return try SourceLoad.effect(path: name, preview: preview) }
        // A folder is a gallery of its files: the first one shows first.
        if EffectCatalogue.isFolder(name) {
            if preview != nil { throw UsageError("--preview picks a #Preview of a .swift file; '\(name)' is a folder") }
            return (try EffectCatalogue.gallery(folder: name)[0], [])
        }
        guard let effect = EffectCatalogue.named(name) else {
            throw UsageError("unknown effect '\(name)'; choose one of: \(EffectCatalogue.names.joined(separator: ", ")), or a FILE.swift")
        }
        if preview != nil { throw UsageError("--preview picks a #Preview of a .swift file; '\(name)' is a built-in effect") }
        return (effect, [])
    }
}
