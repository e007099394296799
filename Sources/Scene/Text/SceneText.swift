/// The user's own text in place of a scene's seed strings (`--text "…"`).
///
/// A scene numbers its animated lines from 0; line i shows `lines[i % lines.count]`, so one
/// string fills every line and "a|b" alternates. Static titles and button labels keep the
/// seed's words.
public struct SceneText: Hashable, Sendable {
    /// The user's lines, at least one.
    public let lines: [String]

    /// Text given as lines; nil when there are none.
    public init?(lines: [String]) {
        guard !lines.isEmpty else { return nil }
        self.lines = lines
    }

    /// Text as typed on the command line: lines separated by `|`.
    public init?(parsing text: String) {
        self.init(lines: text.split(separator: "|", omittingEmptySubsequences: false).map(String.init))
    }

    /// The text scene line `index` shows.
    public func line(_ index: Int) -> String {
        lines[((index % lines.count) + lines.count) % lines.count]
    }
}

extension Scene {
    /// The text scene line `line` shows: the seed's own string, or the user's when one was given.
    ///
    /// Effects call this once per seed string, numbering their animated lines from 0 in
    /// reading order: `scene.text("どうしようもない", line: 0)`; static titles and button labels
    /// keep their words.
    public func text(_ seed: String, line: Int) -> String {
        userText?.line(line) ?? seed
    }
}
