extension PreviewApp {
    /// The `.swift` file the window plays, watched and played again on every save.
    public struct Source {
        /// The path as the user gave it.
        public var path: String
        /// The `#Preview` asked for (nil: the file's own choice), and the names of the file's previews.
        public var preview: String?
        public var previews: [String]

        public init(path: String, preview: String?, previews: [String]) {
            self.path = path; self.preview = preview; self.previews = previews
        }

        /// The file's name without its folders ("Greeting.swift").
        public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
    }
}
