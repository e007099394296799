import Scene
extension PreviewApp {
    /// The `.swift` file the window plays, watched and played again on every save.
    public struct Source {
        /// Reads the file at a path for a preview (nil: the file's own choice): the effect that
        /// plays it and the names of the file's previews, or an error whose description says why
        /// it cannot be played. Called off the main thread.
        public typealias Load = @Sendable (_ path: String, _ preview: String?) throws -> (effect: Effect, previews: [String])

        /// The path as the user gave it.
        public var path: String
        /// The `#Preview` asked for (nil: the file's own choice), and the names of the file's previews.
        public var preview: String?
        public var previews: [String]
        public var load: Load

        public init(path: String, preview: String?, previews: [String], load: @escaping Load) {
            self.path = path; self.preview = preview; self.previews = previews; self.load = load
        }

        /// The file's name without its folders ("Greeting.swift").
        public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
    }
}
