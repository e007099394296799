import Scene

/// A source file resolved for playing: its declarations, checked once.
final class Program: @unchecked Sendable {
    let file: SourceFile

    /// What a preview shows.
    struct Entry { let title: String }

    init(file: SourceFile) throws { self.file = file }

    func entry(preview: String?) throws -> Entry {
        throw SourceError([SourceDiagnostic(file: file.path, line: 1, column: 1,
                                            message: "playing source files is not built yet", sourceLine: nil)])
    }

    func play(_ entry: Entry, in scene: Scene) {}
}
