internal import SwiftSyntax

extension SourceFile {
    /// A positioned diagnostic at a UTF-8 offset of the file.
    func diagnostic(at offset: Int, _ message: String) -> SourceDiagnostic {
        if offset >= ownLength, let (start, c) = companions.last(where: { $0.start <= offset }) {
            // In a declaration from another file: positioned in that file.
            let inFile = c.start + min(offset - start, c.text.utf8.count)
            let at = c.file.locations.location(for: AbsolutePosition(utf8Offset: inFile))
            let lines = c.fileText.split(separator: "\n", omittingEmptySubsequences: false)
            let line = at.line >= 1 && at.line <= lines.count ? String(lines[at.line - 1]) : nil
            return SourceDiagnostic(file: c.path, line: at.line, column: at.column, message: message, sourceLine: line)
        }
        let at = locations.location(for: AbsolutePosition(utf8Offset: max(0, min(offset, text.utf8.count))))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = at.line >= 1 && at.line <= lines.count ? String(lines[at.line - 1]) : nil
        return SourceDiagnostic(file: path, line: at.line, column: at.column, message: message, sourceLine: line)
    }
}
