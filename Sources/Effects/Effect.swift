import Scene

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

/// Every built-in effect, in gallery order.
public enum EffectCatalogue {
    public static let all: [Effect] = [
        Blur.effect,
        Floating.effect,
        Distort.effect,
        Bounce.effect,
        Block.effect,
        BlockMask.effect,
        Blinking.effect,
        Roulette.effect,
        Morph.effect,
        Launch.effect,
        Shimmer.effect,
        ShimmerSharp.effect,
        ShimmerSoft.effect,
    ]

    /// The effect called `name`, if there is one.
    public static func named(_ name: String) -> Effect? { all.first { $0.name == name } }

    /// The names, for error messages and help.
    public static var names: [String] { all.map(\.name) }
}
