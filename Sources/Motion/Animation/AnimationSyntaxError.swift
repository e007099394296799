/// A mistake in an animation written in SwiftUI syntax, and where it is.
public struct AnimationSyntaxError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, in one line.
    public let message: String
    /// The text that was read.
    public let text: String
    /// The offset (in characters) of the bad part.
    public let column: Int

    /// An error at `column` of `text`.
    public init(_ message: String, in text: String, at column: Int) {
        self.message = message
        self.text = text
        self.column = max(0, min(column, text.count))
    }

    /// The message, then the text with a caret under the bad part.
    public var description: String {
        "\(message) (column \(column + 1))\n    \(text)\n    \(String(repeating: " ", count: column))^"
    }
}
