/// One positioned error in a source file, worded and laid out as the Swift compiler prints it.
public struct SourceDiagnostic: Error, Equatable, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String
    /// `FILE:LINE:COL: error: MESSAGE`, then the source line and a caret under the column.
    public let description: String

    public init(file: String, line: Int, column: Int, message: String, sourceLine: String?) {
        self.file = file; self.line = line; self.column = column; self.message = message
        var text = "\(file):\(line):\(column): error: \(message)"
        if let sourceLine {
            text += "\n\(sourceLine)\n\(Self.caretIndent(sourceLine, column: column))^"
        }
        description = text
    }

    /// What stands before the caret: columns count UTF-8 bytes (as swiftc's do), the caret
    /// goes under the character there, keeping tabs and giving wide (CJK) characters two cells.
    static func caretIndent(_ line: String, column: Int) -> String {
        var indent = "", bytes = 0
        for ch in line {
            let size = String(ch).utf8.count
            if bytes + size > column - 1 { break }
            bytes += size
            if ch == "\t" { indent += "\t"; continue }
            let wide = ch.unicodeScalars.first.map { (0x1100...0x115F).contains($0.value) || (0x2E80...0xA4CF).contains($0.value)
                || (0xAC00...0xD7A3).contains($0.value) || (0xF900...0xFAFF).contains($0.value)
                || (0xFE30...0xFE4F).contains($0.value) || (0xFF00...0xFF60).contains($0.value)
                || (0xFFE0...0xFFE6).contains($0.value) || (0x1F300...0x1FAFF).contains($0.value)
                || (0x20000...0x3FFFD).contains($0.value) } ?? false
            indent += wide ? "  " : " "
        }
        return indent
    }

    /// `FILE:LINE:COL: error: MESSAGE` alone.
    public var headline: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Why a source file cannot be played: it cannot be read, it does not parse, or it uses
/// something outside the supported subset. Every diagnostic is positioned.
public struct SourceError: Error, CustomStringConvertible, Sendable {
    public let diagnostics: [SourceDiagnostic]
    /// A file that could not be read at all (no position): its message.
    public let unreadable: String?

    public init(_ diagnostics: [SourceDiagnostic]) { self.diagnostics = diagnostics; unreadable = nil }
    init(unreadable path: String, _ why: String) {
        diagnostics = []
        unreadable = "\(path): error: cannot read the file: \(why)"
    }

    /// Every diagnostic, each as the compiler prints it.
    public var description: String {
        if let unreadable { return unreadable }
        return diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension SourceError {
    /// A folder given as a gallery that cannot be one.
    public init(folder: String, _ why: String) {
        diagnostics = []
        unreadable = "\(folder): error: \(why)"
    }
}
