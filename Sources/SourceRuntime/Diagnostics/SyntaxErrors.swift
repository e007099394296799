internal import SwiftDiagnostics
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Syntax errors as swiftc reports them: SwiftParserDiagnostics' wording, at its positions.
enum SyntaxErrors {
    static func diagnose(_ tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) -> [SourceDiagnostic] {
        let found = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        let lines = tree.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return found.map { d in
            let at = d.location(converter: converter)
            let line = at.line >= 1 && at.line <= lines.count ? lines[at.line - 1] : nil
            return SourceDiagnostic(file: path, line: at.line, column: at.column, message: d.message, sourceLine: line)
        }
    }
}
