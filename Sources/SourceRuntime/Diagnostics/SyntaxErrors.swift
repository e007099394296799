internal import SwiftDiagnostics
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Syntax errors as swiftc reports them: SwiftParserDiagnostics' wording, at its positions.
enum SyntaxErrors {
    static func diagnose(_ tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) -> [SourceDiagnostic] {
        // Whitespace between an attribute's name and its arguments (`@Environment (\.colorScheme)`)
        // is an error only in the Swift 6 language mode; swiftc warns of it in Swift 5's, which
        // most projects use, and reads the attribute as written.
        let found = ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
            $0.diagMessage.severity == .error && !($0.message.hasPrefix("extraneous whitespace") && $0.node.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }) != nil)
        }
        // The file's lines, made only for a file with errors to show.
        guard !found.isEmpty else { return [] }
        let lines = tree.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return found.map { d in
            let at = d.location(converter: converter)
            let line = at.line >= 1 && at.line <= lines.count ? lines[at.line - 1] : nil
            return SourceDiagnostic(file: path, line: at.line, column: at.column, message: d.message, sourceLine: line)
        }
    }
}
