import Scene

extension SourceFile {
    /// The effect that plays one view of the file. `preview` names a `#Preview("NAME")` block;
    /// without it: the first `#Preview`, else a `ContentView`, else the first `View` struct that
    /// no other view of the file uses. Its name is the file's path, its title the preview's
    /// name or the view's. Throws `SourceError` for what cannot be played.
    public func effect(preview: String? = nil) throws -> Effect {
        let program = try Program(file: self)
        let entry = try program.entry(preview: preview)
        return Effect(name: path, title: entry.title, source: path) { scene in
            program.play(entry, in: scene)
        }
    }
}

extension SourceFile {
    /// The views a file may use, by name.
    public static var supportedViews: [String] { ViewRegistry.names }
    /// The modifiers a file may use, by name.
    public static var supportedModifiers: [String] { ModifierRegistry.names }
}
