import Foundation
import Scene
import SourceRuntime

/// Swift itself as the oracle: snippets of plain Swift compiled by the toolchain's `swiftc`
/// into one program (built once per set of snippets, kept by a hash of its text) and run; each
/// snippet's printed lines, in order.
///
/// A snippet is declarations, then a line `---`, then statements (or statements alone). In the
/// compiled program each snippet lives in an enum of its own (its free functions and `let`s
/// made static), so snippets may declare the same names. A snippet may start with stand-in
/// declarations of SwiftUI's or UIKit's types for swiftc alone (which has neither on Linux),
/// ended by a line `===`: the interpreter uses its own. Before all that, declarations Swift
/// allows only at file scope (extensions), ended by a line `+++`: the compiled program has
/// them before every snippet's enum, so no two snippets may declare the same member there.
enum SwiftOracle {
    struct Snippet {
        let fileScope: String
        let standIns: String
        let declarations: String
        let statements: String
        init(_ text: String) {
            let scoped = text.components(separatedBy: "\n+++\n")
            fileScope = scoped.count > 1 ? scoped[0] : ""
            let sides = scoped[scoped.count - 1].components(separatedBy: "\n===\n")
            standIns = sides.count > 1 ? sides[0] : ""
            let parts = sides[sides.count - 1].components(separatedBy: "\n---\n")
            declarations = parts.count > 1 ? parts[0] : ""
            statements = parts.count > 1 ? parts[1] : parts[0]
        }
    }

    /// The lines each snippet prints when compiled by swiftc.
    static func compiledOutputs(_ snippets: [Snippet]) throws -> [[String]] {
        var program = "import Foundation\n"
        for s in snippets where !s.fileScope.isEmpty { program += s.fileScope + "\n" }
        for (i, s) in snippets.enumerated() {
            let statics = s.declarations.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                for word in ["func ", "let ", "var "] where line.hasPrefix(word) { return "static " + line }
                return String(line)
            }.joined(separator: "\n")
            program += "enum Snippet\(i) {\n\(s.standIns)\n\(statics)\nstatic func run() {\n\(s.statements)\n}\n}\n"
        }
        program += "let all: [() -> Void] = [\(snippets.indices.map { "Snippet\($0).run" }.joined(separator: ", "))]\n"
        program += "for (i, run) in all.enumerated() { print(\"\\u{1}\\(i)\"); run() }\n"
        let output = try run(program)
        var out = [[String]](repeating: [], count: snippets.count)
        var current = -1
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("\u{1}"), let i = Int(line.dropFirst()) { current = i; continue }
            if current >= 0 { out[current].append(String(line)) }
        }
        return out
    }

    /// The lines a snippet prints when the interpreter plays it (called from a view's `onAppear`).
    static func interpretedOutput(_ s: Snippet) throws -> [String] {
        let source = """
            import SwiftUI
            \(s.fileScope)
            \(s.declarations)
            func snippet() {
            \(s.statements)
            }
            struct SnippetView: View {
                var body: some View { Text("").onAppear { snippet() } }
            }
            """
        var printed: [String] = []
        let saved = SourceFile.onPrint
        SourceFile.onPrint = { printed.append(contentsOf: $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }
        defer { SourceFile.onPrint = saved }
        let effect: Effect
        do { effect = try SourceFile(path: "Snippet.swift", text: source).effect() } catch let e as SourceError {
            return ["refused: \(e.diagnostics.first?.message ?? "\(e)")"]
        }
        let player = effect.player(size: Size(100, 100), metrics: FixedMetrics())
        player.seek(to: 0.1)
        if let failure = player.scene.failure { printed.append("stopped: \(failure.headline)") }
        return printed
    }

    /// Compiles and runs `program`, or reads the output of an earlier run of the same text.
    private static func run(_ program: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-swift-oracle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = String(fnv1a(program), radix: 16)
        let cached = folder.appendingPathComponent("\(key).out")
        if let text = try? String(contentsOf: cached, encoding: .utf8) { return text }
        let source = folder.appendingPathComponent("\(key).swift"), binary = folder.appendingPathComponent(key)
        try program.write(to: source, atomically: true, encoding: .utf8)
        let compile = try launch(swiftc(), ["-suppress-warnings", source.path, "-o", binary.path])
        guard compile.status == 0 else { throw OracleError.compile(compile.output) }
        let result = try launch(binary.path, [])
        guard result.status == 0 else { throw OracleError.run(result.output) }
        try result.output.write(to: cached, atomically: true, encoding: .utf8)
        return result.output
    }

    enum OracleError: Error { case compile(String), run(String), noCompiler }

    /// `swiftc` beside the `swift` on the PATH.
    private static func swiftc() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw OracleError.noCompiler
    }

    private static func launch(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        // A snippet that never ends in compiled Swift (a loop written wrong) must fail the
        // suite, not hang it: the process is stopped after ten minutes.
        let watchdog = DispatchWorkItem { if p.isRunning { p.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 600, execute: watchdog)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        watchdog.cancel()
        let output = String(decoding: data, as: UTF8.self)
        if p.terminationReason == .uncaughtSignal { return (p.terminationStatus, output + "\n(stopped: ran past ten minutes or was killed)") }
        return (p.terminationStatus, output)
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }
}
