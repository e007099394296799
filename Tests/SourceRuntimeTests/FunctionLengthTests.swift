import Foundation
internal import SwiftParser
internal import SwiftSyntax
import XCTest

/// No function of the source runtime is longer than 100 lines: a longer one is split by
/// meaning into smaller ones. A function, initialiser, subscript or computed property counts
/// from the line of its first token to the line of its closing brace, and so does a stored
/// property whose value holds closures (a table of handlers is measured as one declaration).
final class FunctionLengthTests: XCTestCase {
    static let limit = 100

    /// The source runtime's folder, found from this file's own place in the package.
    private var sourceFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/SourceRuntime")
    }

    func testNoFunctionIsLongerThanTheLimit() throws {
        let files = try swiftFiles(in: sourceFolder)
        XCTAssertFalse(files.isEmpty, "no Swift file found under \(sourceFolder.path)")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let relative = String(file.path.dropFirst(sourceFolder.path.count + 1))
            for long in LongDeclarations.find(in: text, limit: Self.limit) {
                offenders.append("Sources/SourceRuntime/\(relative):\(long.line): \(long.name) is \(long.lines) lines")
            }
        }
        XCTAssert(offenders.isEmpty,
                  "\(offenders.count) functions longer than \(Self.limit) lines:\n" + offenders.joined(separator: "\n"))
    }

    /// The measure itself: a declaration of 101 lines is reported with its place, one of 100 is not.
    func testTheMeasureCountsFromFirstTokenToClosingBrace() {
        func body(_ count: Int) -> String { String(repeating: "    _ = 1\n", count: count) }
        let text = """
        struct Box {
            /// Documentation is not counted.
            @inline(never) func long() {
        \(body(99))    }
            func short() {
        \(body(98))    }
            let table: [String: () -> Int] = [
                "one": {
        \(body(97))        return 1 },
            ]
            var computed: Int {
        \(body(98))    }
        }
        extension Box {
            init(a: Int) {
        \(body(99))    }
        }
        """
        let found = LongDeclarations.find(in: text, limit: 100).map { "\($0.line) \($0.name) \($0.lines)" }
        XCTAssertEqual(found, ["3 Box.long 101", "204 Box.table 101", "407 Box.init 101"])
    }

    private func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .map { $0.standardizedFileURL }
            .sorted { $0.path < $1.path }
    }
}

/// The declarations with a body in one file's text that are longer than a limit.
private final class LongDeclarations: SyntaxVisitor {
    struct Long { let line: Int; let name: String; let lines: Int }

    private let converter: SourceLocationConverter
    private let limit: Int
    private var found: [Long] = []

    static func find(in text: String, limit: Int) -> [Long] {
        let tree = Parser.parse(source: text)
        let visitor = LongDeclarations(converter: SourceLocationConverter(fileName: "", tree: tree), limit: limit)
        visitor.walk(tree)
        return visitor.found
    }

    private init(converter: SourceLocationConverter, limit: Int) {
        self.converter = converter
        self.limit = limit
        super.init(viewMode: .sourceAccurate)
    }

    private func measure(_ node: some SyntaxProtocol, _ name: String) {
        let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        let lines = last - first + 1
        guard lines > limit else { return }
        let owner = enclosingTypes(of: Syntax(node))
        found.append(Long(line: first, name: (owner + [name]).joined(separator: "."), lines: lines))
    }

    /// The names of the types (and extended types) a declaration sits in, outermost first.
    private func enclosingTypes(of node: Syntax) -> [String] {
        var names: [String] = []
        var parent = node.parent
        while let current = parent {
            if let type = current.as(StructDeclSyntax.self) { names.append(type.name.text) }
            else if let type = current.as(ClassDeclSyntax.self) { names.append(type.name.text) }
            else if let type = current.as(EnumDeclSyntax.self) { names.append(type.name.text) }
            else if let type = current.as(ActorDeclSyntax.self) { names.append(type.name.text) }
            else if let type = current.as(ProtocolDeclSyntax.self) { names.append(type.name.text) }
            else if let type = current.as(ExtensionDeclSyntax.self) { names.append(type.extendedType.trimmedDescription) }
            else if let function = current.as(FunctionDeclSyntax.self) { names.append(function.name.text) }
            parent = current.parent
        }
        return names.reversed()
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body != nil { measure(node, node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body != nil { measure(node, "init") }
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body != nil { measure(node, "deinit") }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.accessorBlock != nil { measure(node, "subscript") }
        return .visitChildren
    }

    /// A computed property, or a stored one whose value holds a closure.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let hasBody = node.bindings.contains { binding in
            binding.accessorBlock != nil || binding.initializer.map { HoldsClosure.check($0.value) } == true
        }
        if hasBody {
            let name = node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
            measure(node, name)
        }
        return .visitChildren
    }
}

/// Whether an expression holds a closure anywhere inside it.
private final class HoldsClosure: SyntaxVisitor {
    private var found = false

    static func check(_ node: some SyntaxProtocol) -> Bool {
        let visitor = HoldsClosure(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.found
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
}
