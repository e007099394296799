/// Text as a person typed it on the command line, made fit for a scene: line breaks become
/// scene lines, tabs become spaces, other control characters are dropped, and very long
/// lines are cut. Each change is described once in `notes`.
public struct TypedText: Sendable {
    /// The longest line a scene takes: more characters than any canvas shows at a readable size.
    public static let maximumLineLength = 2_000

    /// The cleaned lines (at least one, possibly empty).
    public let lines: [String]
    /// What was changed, one sentence each, for a warning.
    public let notes: [String]

    /// `typed` split into lines on `|` and on line breaks (CR, LF, CR LF, NEL, U+2028, U+2029).
    public init(_ typed: String) {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var dropped: [Unicode.Scalar] = []
        var previous: Unicode.Scalar? = nil
        for scalar in typed.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r":
                continue   // the LF of a CR LF
            case 0x7C, 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append(String(current))
                current = String.UnicodeScalarView()
            case 0x09, 0x0B, 0x0C:
                current.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                dropped.append(scalar)
            default:
                current.append(scalar)
            }
        }
        lines.append(String(current))

        var notes: [String] = []
        if !dropped.isEmpty {
            let codes = Self.codes(Array(Set(dropped)).sorted { $0.value < $1.value })
            notes.append("\(dropped.count) control character\(dropped.count == 1 ? "" : "s") (\(codes)) left out")
        }
        let long = lines.filter { $0.count > Self.maximumLineLength }
        if let longest = long.map(\.count).max() {
            notes.append("a line of \(longest) characters is cut to its first \(Self.maximumLineLength)")
            lines = lines.map { $0.count > Self.maximumLineLength ? String($0.prefix(Self.maximumLineLength)) : $0 }
        }
        self.lines = lines
        self.notes = notes
    }

    /// The same text with one more note.
    public func noting(_ note: String) -> TypedText { TypedText(lines: lines, notes: notes + [note]) }

    private init(lines: [String], notes: [String]) {
        self.lines = lines
        self.notes = notes
    }

    /// Whether every line is empty (or blank): nothing a scene could show.
    public var isBlank: Bool {
        lines.allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }

    /// The lines as a scene's text.
    public var sceneText: SceneText? { SceneText(lines: lines) }

    /// "U+0001, U+001B": code points as people look them up.
    static func codes(_ scalars: [Unicode.Scalar]) -> String {
        let shown = scalars.prefix(5).map { s -> String in
            let hex = String(s.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return shown.joined(separator: ", ") + (scalars.count > 5 ? ", …" : "")
    }
}
