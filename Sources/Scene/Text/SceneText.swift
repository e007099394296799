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

    /// Text as typed on the command line: lines separated by `|` or line breaks, cleaned as
    /// `TypedText` says.
    public init?(parsing text: String) {
        self.init(lines: TypedText(text).lines)
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

    /// The text of scene line `line` for a scene that makes a node of every character: as
    /// `text(_:line:)`, but a user's line keeps only its first `maximumCharactersPerLine`.
    ///
    /// Each character is a view with its own animations and timers, and the seeds update
    /// every character's line on each change, so the cost grows with the square of a line's
    /// length; more characters than this do not fit on a canvas at the seeds' sizes anyway.
    public func characterText(_ seed: String, line: Int) -> String {
        let text = self.text(seed, line: line)
        guard userText != nil, text.count > SceneText.maximumCharactersPerLine else { return text }
        cutsCharacterLines = true
        return String(text.prefix(SceneText.maximumCharactersPerLine))
    }
}

extension SceneText {
    /// The most characters a per-character scene makes of one of the user's lines.
    public static let maximumCharactersPerLine = 80
}
