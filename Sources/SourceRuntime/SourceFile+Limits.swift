import Foundation

/// What a file is refused for before it is parsed (exit 2, positioned as swiftc positions):
/// - more than `maximumBytes` of text (one error at 1:1);
/// - parentheses, brackets and braces (closures, stacks) nested more than `maximumNesting`
///   deep, or more than `maximumChain` operators and members chained in one expression
///   (`1 + 1 + …`, `.padding().padding()…`): the parser and the tree's readers recurse once
///   for each, and would run out of stack (one error, where the limit is passed);
/// - a name that reaches outside the subset: files, processes, the network, the environment
///   or the clock (`FileManager`, `Process`, `URLSession`, …; every use, each an error).
/// The scan is one pass over the bytes, strings and comments skipped.
enum LoadLimits {
    static let maximumBytes = 10 << 20
    static let maximumNesting = 1_000
    /// Each link nests the syntax tree two or three levels, and SwiftSyntax's readers recurse
    /// through every level with large frames: 700 links overflowed an 8 MB stack.
    static let maximumChain = 300

    /// The names refused wherever they appear outside strings and comments.
    static let refusedNames: Set<String> = [
        "FileManager", "NSFileManager", "FileHandle", "Process", "NSTask", "ProcessInfo", "NSProcessInfo",
        "URLSession", "URLRequest", "NSURLConnection", "Bundle", "NSBundle", "getenv", "setenv", "unsetenv",
        "environ", "popen", "fopen", "dlopen", "CFAbsoluteTimeGetCurrent", "uptimeNanoseconds",
        "contentsOfFile", "mach_absolute_time", "clock_gettime", "gettimeofday",
    ]
    /// Types whose `init(contentsOf:)` reads a file or a URL.
    static let readingTypes: Set<String> = ["Data", "NSData", "String", "NSString", "NSDictionary", "NSArray"]

    static let why = "a previewed file cannot reach files, processes, the network, the environment or the clock"

    /// The one error of a file of `count` bytes, over `maximumBytes`.
    static func tooLarge(_ count: Int, path: String) -> SourceDiagnostic {
        let mb = Double(count) / Double(1 << 20)
        return SourceDiagnostic(file: path, line: 1, column: 1,
                                message: "the file is \(String(format: "%.1f", mb)) MB; files over \(maximumBytes >> 20) MB are not played",
                                sourceLine: nil)
    }

    /// The refusals of `text`, or none.
    static func check(_ text: String, path: String) -> [SourceDiagnostic] {
        if text.utf8.count > maximumBytes { return [tooLarge(text.utf8.count, path: path)] }
        let bytes = Array(text.utf8)
        var scan = Scan(bytes: bytes, path: path)
        return scan.run()
    }

    private struct Scan {
        let bytes: [UInt8]
        let path: String
        var i = 0, line = 1, lineStart = 0
        var found: [SourceDiagnostic] = []
        /// Per open bracket: the links chained in the expression running at that level.
        var chains: [Int] = [0]
        var previousWord = "", lastSignificant: UInt8 = 0
        /// The string interpolations (`\\(…)`) being scanned as code: the bracket level each
        /// opened at, and how its string ends.
        var interpolations: [(depth: Int, hashes: Int, multiline: Bool)] = []

        init(bytes: [UInt8], path: String) { self.bytes = bytes; self.path = path }

        mutating func run() -> [SourceDiagnostic] {
            while i < bytes.count {
                let c = bytes[i]
                switch c {
                case UInt8(ascii: "\n"):
                    newline()
                    i += 1
                    // A line that does not go on with `.` or an operator ends the expression.
                    if let next = nextSignificant(), !continues(next) { chains[chains.count - 1] = 0 }
                    continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "\""):
                    skipString()
                    lastSignificant = UInt8(ascii: "\"")
                    continue
                case UInt8(ascii: "#") where peekPastHashes() == UInt8(ascii: "\""):
                    skipString()
                    lastSignificant = UInt8(ascii: "\"")
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    chains.append(0)
                    if chains.count - 1 > maximumNesting {
                        return [diagnostic("this nests more than \(maximumNesting.formatted()) levels deep (parentheses, brackets, closures or stacks); files nested deeper are not played")]
                    }
                case UInt8(ascii: ")") where interpolations.last.map({ $0.depth == chains.count - 1 }) == true:
                    // The end of an interpolation: the rest of its string.
                    let open = interpolations.removeLast()
                    chains.removeLast()
                    i += 1
                    skipStringBody(hashes: open.hashes, multiline: open.multiline)
                    lastSignificant = UInt8(ascii: "\"")
                    continue
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if chains.count > 1 { chains.removeLast() }
                    if c == UInt8(ascii: "}") { chains[chains.count - 1] = 0 }
                case UInt8(ascii: ","), UInt8(ascii: ";"):
                    chains[chains.count - 1] = 0
                case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                     UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                     UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "="), UInt8(ascii: "/"):
                    // A run of operator characters is one link (`..<`, `==`, `+=`).
                    if !isOperator(lastSignificant) || c == UInt8(ascii: ".") {
                        chains[chains.count - 1] += 1
                        if chains[chains.count - 1] > maximumChain {
                            return [diagnostic("this expression chains more than \(maximumChain.formatted()) operators or members; longer expressions are not played")]
                        }
                    }
                default:
                    if isWordStart(c) {
                        word()
                        continue
                    }
                }
                if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") && c != UInt8(ascii: "\r") { lastSignificant = c }
                i += 1
            }
            return found
        }

        func peek(_ k: Int) -> UInt8? { i + k < bytes.count ? bytes[i + k] : nil }

        func peekPastHashes() -> UInt8? {
            var j = i
            while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
            return j < bytes.count ? bytes[j] : nil
        }

        func nextSignificant() -> UInt8? {
            var j = i
            // Spaces only: a blank line ends the expression (and keeps the scan linear).
            while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") || bytes[j] == UInt8(ascii: "\r") { j += 1 }
            return j < bytes.count ? bytes[j] : nil
        }

        func continues(_ c: UInt8) -> Bool { c == UInt8(ascii: ".") || isOperator(c) && c != UInt8(ascii: "/") }

        func isOperator(_ c: UInt8) -> Bool {
            "+-*/%&|^<>?!=.".utf8.contains(c)
        }

        func isWordStart(_ c: UInt8) -> Bool {
            c == UInt8(ascii: "_") || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || c >= 0x80 || c == UInt8(ascii: "$") || c == UInt8(ascii: "`")
        }

        mutating func newline() { line += 1; lineStart = i + 1 }

        mutating func word() {
            let start = i
            if bytes[i] == UInt8(ascii: "`") { i += 1 }
            while i < bytes.count, isWordStart(bytes[i]) || (bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")) {
                if bytes[i] == UInt8(ascii: "`") { i += 1; break }
                i += 1
            }
            // The name without its backticks (`` `default` `` is `default`), from the bytes.
            let name = String(decoding: bytes[start..<i].lazy.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
            // A member (`.system`) or a label (`size:`) is checked as a name too: `x.uptimeNanoseconds`.
            if LoadLimits.refusedNames.contains(name) {
                found.append(diagnostic("'\(name)' is not available: \(LoadLimits.why)", at: start))
            } else if name == "contentsOf", lastSignificant == UInt8(ascii: "("),
                      LoadLimits.readingTypes.contains(previousWord) {
                found.append(diagnostic("'\(previousWord)(contentsOf:)' is not available: \(LoadLimits.why)", at: start))
            }
            previousWord = name
            lastSignificant = UInt8(ascii: "a")
        }

        mutating func skipBlockComment() {
            var depth = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
                if bytes[i] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1; i += 2
                    if depth == 0 { return }
                    continue
                }
                if bytes[i] == UInt8(ascii: "\n") { newline() }
                i += 1
            }
        }

        /// Skips a string literal (`"…"`, `"""…"""`, `#"…"#`) up to its end or its first
        /// interpolation, which is scanned as code (`run` comes back to the string after it).
        mutating func skipString() {
            var hashes = 0
            while i < bytes.count, bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
            let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            i += multiline ? 3 : 1
            skipStringBody(hashes: hashes, multiline: multiline)
        }

        mutating func skipStringBody(hashes: Int, multiline: Bool) {
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\\") {
                    var j = i + 1, k = 0
                    while k < hashes, j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1; k += 1 }
                    if k == hashes, j < bytes.count, bytes[j] == UInt8(ascii: "(") {
                        i = j + 1
                        interpolations.append((depth: chains.count, hashes: hashes, multiline: multiline))
                        chains.append(0)
                        return
                    }
                    i += 2
                    continue
                }
                if c == UInt8(ascii: "\n") {
                    newline()
                    if !multiline { i += 1; return }
                }
                if c == UInt8(ascii: "\"") {
                    if multiline {
                        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") { i += 3; skipHashes(hashes); return }
                    } else {
                        i += 1; skipHashes(hashes); return
                    }
                }
                i += 1
            }
        }

        mutating func skipHashes(_ n: Int) {
            var k = 0
            while k < n, i < bytes.count, bytes[i] == UInt8(ascii: "#") { i += 1; k += 1 }
        }

        func diagnostic(_ message: String, at offset: Int? = nil) -> SourceDiagnostic {
            let at = offset ?? i
            var end = lineStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let source = end - lineStart <= 400 ? String(decoding: bytes[lineStart..<end], as: UTF8.self) : nil
            return SourceDiagnostic(file: path, line: line, column: at - lineStart + 1, message: message, sourceLine: source)
        }
    }
}
