/// A built-in scene: its name on the command line, a title, the seed it reproduces, and
/// the script that builds it (initial state, onAppear actions, timers, tap handlers).
public struct Effect: Sendable {
    public let name: String
    public let title: String
    /// The seed article and section this scene reproduces.
    public let source: String
    /// Builds the scene's nodes, layout and script into an empty scene at time 0.
    public let build: @Sendable (Scene) -> Void

    public init(name: String, title: String, source: String, build: @escaping @Sendable (Scene) -> Void) {
        self.name = name; self.title = title; self.source = source; self.build = build
    }
}
