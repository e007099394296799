import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Parsing a file on every core. The toolchain's parser takes about a quarter of a
/// millisecond a line here, so a file of thousands of lines is cut into parts between its
/// top-level declarations, the parts are parsed at once, one on each core, and their
/// statements are joined into one tree.
///
/// A cut is made only where nothing can reach across it: right after a line that is `}`
/// alone at the start of the line (a top-level declaration's end), when the next line with
/// code starts a declaration (`struct`, `extension`, an attribute…), which no expression
/// or statement before it can go on into. The joined tree is kept only when every part
/// parsed with no error and no warning and the first parts end at the cut with nothing
/// after them; otherwise (a cut inside a multi-line string, a comment or an `#if`, or a file
/// with an error anywhere) the whole text is parsed again in one piece, so that errors are
/// always found, and positioned, as the parser finds them in the whole file.
enum SourceParse {
    /// Below this many bytes a part is not worth a thread: a file is cut into at most its
    /// length over this many parts.
    static let minimumPartBytes = 1_000

    /// The tree of `text`, as `Parser.parse(source:)` gives it.
    static func parse(_ text: String, parts wanted: Int? = nil) -> SourceFileSyntax {
        parseAll(text, parts: wanted).tree
    }

    /// A file's tree, and when it was parsed in parts, what each part's thread went on to work
    /// out from its part: the tree with its operators folded (`Lowering.folded`) and the names
    /// it declares and uses, both as they are for the whole tree (each is made item by item).
    struct Parsed {
        let tree: SourceFileSyntax
        let folded: SourceFileSyntax?
        let names: FileNames?
    }

    static func parseAll(_ text: String, parts wanted: Int? = nil) -> Parsed {
        let bytes = Array(text.utf8)
        let count = wanted ?? min(ProcessInfo.processInfo.activeProcessorCount, bytes.count / minimumPartBytes)
        let cuts = count > 1 ? self.cuts(in: bytes, parts: count) : []
        guard !cuts.isEmpty, let joined = joinedParse(bytes, cuts: cuts) else {
            return Parsed(tree: Parser.parse(source: text), folded: nil, names: nil)
        }
        return joined
    }

    /// One part's work: its tree, and when it parsed cleanly, its folded tree and names.
    private struct Part {
        let tree: SourceFileSyntax
        var folded: SourceFileSyntax?
        var names: FileNames?
    }

    /// The parts parsed at once and joined, or nil when the join is not certain to be the tree
    /// of the whole text.
    private static func joinedParse(_ bytes: [UInt8], cuts: [Int]) -> Parsed? {
        let bounds = [0] + cuts + [bytes.count]
        let texts = (0..<(bounds.count - 1)).map { String(decoding: bytes[bounds[$0]..<bounds[$0 + 1]], as: UTF8.self) }
        let results = Results(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { i in
            var part = Part(tree: Parser.parse(source: texts[i]))
            if !part.tree.hasError && !part.tree.hasWarning {
                part.folded = Lowering.folded(part.tree)
                part.names = FileNames(in: part.tree)
            }
            results.store(part, at: i)
        }
        let parts = results.all
        guard parts.count == texts.count else { return nil }
        for (i, part) in parts.enumerated() {
            let tree = part.tree
            if tree.hasError || tree.hasWarning { return nil }
            // A part other than the last ends exactly at its cut: its end-of-file token holds
            // nothing (a comment or text left open there would be lost in the join).
            if i < parts.count - 1 && (!tree.endOfFileToken.leadingTrivia.isEmpty || !tree.endOfFileToken.trailingTrivia.isEmpty) { return nil }
            if i > 0 && tree.shebang != nil { return nil }
        }
        let folded = parts.compactMap(\.folded)
        return Parsed(tree: joined(parts.map(\.tree)), folded: folded.count == parts.count ? joined(folded) : nil,
                      names: parts.compactMap(\.names).reduce(into: FileNames()) { $0.formUnion($1) })
    }

    /// The parts' statements in one tree.
    private static func joined(_ trees: [SourceFileSyntax]) -> SourceFileSyntax {
        SourceFileSyntax(shebang: trees[0].shebang, statements: CodeBlockItemListSyntax(trees.flatMap { Array($0.statements) }),
                         endOfFileToken: trees[trees.count - 1].endOfFileToken)
    }

    /// Whether `word` occurs anywhere in `text`, byte for byte (a walk of a tree looking for
    /// something rare is skipped when its word is not in the file at all).
    static func mentions(_ word: String, in text: String) -> Bool {
        var text = text, word = word
        return text.withUTF8 { hay in
            word.withUTF8 { needle in
                guard let first = needle.first else { return true }
                var i = 0
                while i + needle.count <= hay.count {
                    if hay[i] == first && hay[i..<(i + needle.count)].elementsEqual(needle) { return true }
                    i += 1
                }
                return false
            }
        }
    }

    /// Up to `parts - 1` cuts (byte offsets), each the allowed cut nearest an even share of the
    /// text, in order and distinct.
    static func cuts(in bytes: [UInt8], parts: Int) -> [Int] {
        let allowed = allowedCuts(in: bytes)
        guard !allowed.isEmpty else { return [] }
        var cuts: [Int] = []
        for k in 1..<parts {
            let goal = bytes.count * k / parts
            guard let nearest = allowed.min(by: { abs($0 - goal) < abs($1 - goal) }) else { continue }
            if nearest > (cuts.last ?? 0) { cuts.append(nearest) }
        }
        return cuts
    }

    /// Words that start a top-level declaration and cannot go on an expression or statement (an
    /// attribute's `@` is one too).
    private static let starts: [[UInt8]] = ["struct", "class", "final", "enum", "extension", "protocol", "func", "actor",
                                            "private", "fileprivate", "public", "internal", "let", "var", "typealias",
                                            "#Preview"].map { Array($0.utf8) }

    /// The end of every line that is `}` alone (before its line break), whose next line with
    /// code (past blank lines and `//` comments) starts a declaration.
    static func allowedCuts(in bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd > lineStart, bytes[lineStart] == UInt8(ascii: "}"),
               bytes[(lineStart + 1)..<lineEnd].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }),
               startsDeclaration(bytes, after: lineEnd) {
                // After the line's trailing blanks (`}`'s own trivia), before its line break.
                result.append(lineEnd > lineStart + 1 && bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd)
            }
            lineStart = lineEnd + 1
        }
        return result
    }

    private static func startsDeclaration(_ bytes: [UInt8], after newline: Int) -> Bool {
        var i = newline
        while i < bytes.count {
            // At a line's start: skip its indentation, then a blank or `//` line.
            i += 1
            while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D) { i += 1 }
            guard i < bytes.count else { return false }
            if bytes[i] == 0x0A { continue }
            if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != 0x0A { i += 1 }
                continue
            }
            if bytes[i] == UInt8(ascii: "@") { return true }
            return starts.contains { word in
                // A whole word: `structure` is a name, not `struct`.
                guard i + word.count < bytes.count, bytes[i..<(i + word.count)].elementsEqual(word) else { return false }
                let next = bytes[i + word.count]
                return next == 0x20 || next == 0x09 || next == UInt8(ascii: "(") || next == UInt8(ascii: "{")
            }
        }
        return false
    }

    /// The parts, each written by its own thread into its own place.
    private final class Results: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Part?>
        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }
        deinit {
            storage.deinitialize()
            storage.deallocate()
        }
        func store(_ part: Part, at i: Int) { storage[i] = part }
        var all: [Part] { storage.compactMap { $0 } }
    }
}
