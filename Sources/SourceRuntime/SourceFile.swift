import Foundation
import Scene
internal import SwiftSyntax

/// A Swift source file read for playing: its text parsed by Swift's own parser, checked, and
/// resolved into a program whose views become scenes.
public final class SourceFile: @unchecked Sendable {
    /// The path as the user gave it (errors and titles name it).
    public let path: String
    /// The file's text, followed by the declarations it uses from other files of its project.
    public let text: String
    /// The names of its `#Preview("NAME") { … }` blocks, in file order (an unnamed one is
    /// "Preview", then "Preview 2", …).
    public internal(set) var previews: [String] = []
    /// The parsed tree, kept in a type of this module's own so that no public type's layout
    /// holds a type of the (implementation-only) syntax libraries.
    let parsed: ParsedSource
    var tree: SourceFileSyntax { parsed.tree }
    var locations: SourceLocationConverter { parsed.locations }

    /// Reads the file at `path`; throws `SourceError` when it cannot be read or parsed.
    public static func load(path: String) throws -> SourceFile {
        // The runtime's tables of names, made once when first asked, are made on another core
        // while this one reads, checks and parses the file.
        DispatchQueue.global(qos: .userInitiated).async { _ = NameCheck.isRuntimeName("") }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            let why = !exists ? "no such file" : isFolder.boolValue ? "it is a folder" : "permission denied"
            throw SourceError(unreadable: path, why)
        }
        if data.count > LoadLimits.maximumBytes {
            throw SourceError([LoadLimits.tooLarge(data.count, path: path)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SourceError(unreadable: path, "it is not UTF-8 text")
        }
        return try SourceFile(path: path, text: text, project: true)
    }

    /// Parses `text` as the file at `path`; throws `SourceError` with every syntax error.
    public convenience init(path: String, text: String) throws {
        try self.init(path: path, text: text, project: false)
    }

    /// `project`: the declarations it uses from the other files of its project come with it
    /// (`ProjectFiles`), after its own text.
    init(path: String, text: String, project: Bool) throws {
        self.path = path
        // Refused before the parser sees it: too large, nested too deep, or reaching outside.
        let refused = LoadLimits.check(text, path: path)
        if !refused.isEmpty { throw SourceError(refused) }
        var parse = SourceParse.parseAll(text)
        var tree = parse.tree
        var locations = SourceLocationConverter(fileName: path, tree: tree)
        let syntax = SyntaxErrors.diagnose(tree, converter: locations, path: path)
        if !syntax.isEmpty { throw SourceError(syntax) }
        // `#if` branches not taken in a debug build for an iPhone are blanked out.
        var text = text
        if let blanked = IfConfig.blanked(text, tree: tree) {
            text = blanked
            parse = SourceParse.parseAll(text)
            tree = parse.tree
            locations = SourceLocationConverter(fileName: path, tree: tree)
        }
        ownLength = text.utf8.count
        var names = parse.names ?? FileNames(in: tree)
        var combined = text
        if project {
            for companion in ProjectFiles.companions(for: path, tree: tree, names: names) {
                combined += "\n\n"
                companions.append((combined.utf8.count, companion))
                combined += companion.text
            }
            if !companions.isEmpty {
                parse = SourceParse.parseAll(combined)
                tree = parse.tree
                locations = SourceLocationConverter(fileName: path, tree: tree)
                names = parse.names ?? FileNames(in: tree)
            }
        }
        self.text = combined
        parsed = ParsedSource(tree: tree, locations: locations, names: names, folded: parse.folded)
    }

    /// The length of the file's own text; past it, `text` holds `companions`.
    let ownLength: Int
    /// The declarations taken from other files of the project, by where they start in `text`.
    var companions: [(start: Int, companion: Companion)] = []

    /// Whether `word` occurs anywhere in `text`.
    func mentions(_ word: String) -> Bool { SourceParse.mentions(word, in: text) }

    /// Whether an offset of `text` lies in the file's own text (not in another file's).
    func isOwn(_ offset: Int) -> Bool { offset < ownLength }
}

/// A file's syntax tree, its line table, the names it declares and uses, and its tree with
/// operators folded when that was made with it.
final class ParsedSource {
    let tree: SourceFileSyntax
    let locations: SourceLocationConverter
    /// Walked for when first asked, unless given.
    private(set) lazy var names = FileNames(in: tree)
    /// The tree with its operators folded, when it was worked out as the file was parsed.
    let folded: SourceFileSyntax?
    init(tree: SourceFileSyntax, locations: SourceLocationConverter, names: FileNames? = nil, folded: SourceFileSyntax? = nil) {
        self.tree = tree; self.locations = locations; self.folded = folded
        if let names { self.names = names }
    }
}
