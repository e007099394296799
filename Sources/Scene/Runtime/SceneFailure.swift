/// Why a scene stopped: an error raised by the code it plays (a source file's runtime error),
/// with where it was raised. A stopped scene runs no more of that code; what it shows stays.
public struct SceneFailure: Error, Equatable, CustomStringConvertible, Sendable {
    /// The message as a compiler prints it: `FILE:LINE:COL: error: MESSAGE`, the source line
    /// and a caret under the place.
    public let description: String
    /// The first line alone (`FILE:LINE:COL: error: MESSAGE`).
    public var headline: String { description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }

    public init(_ description: String) { self.description = description }
}
