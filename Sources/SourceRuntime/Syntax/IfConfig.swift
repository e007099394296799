internal import SwiftIfConfig
internal import SwiftSyntax

/// `#if DEBUG`, `#if os(iOS)`, `#if canImport(UIKit)`: which branch is compiled is decided as
/// for the build Xcode's canvas makes, a debug build for an iPhone simulator (our rule), by
/// SwiftIfConfig, the toolchain's own evaluator of these conditions. The branches not taken
/// are blanked in the text (spaces, its lines kept), so every offset still points where the
/// user wrote it and what is left parses as the branch taken.
enum IfConfig {
    /// `text` with its inactive `#if` branches and every `#if`/`#elseif`/`#else`/`#endif`
    /// line blanked, or nil when it has none.
    static func blanked(_ text: String, tree: SourceFileSyntax) -> String? {
        guard SourceParse.mentions("#if", in: text) else { return nil }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.ranges.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        for range in finder.ranges {
            for i in max(0, range.lowerBound)..<min(bytes.count, range.upperBound) where bytes[i] != 0x0A && bytes[i] != 0x0D {
                bytes[i] = 0x20
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The byte ranges to blank: each clause's directive and condition, each clause not taken
    /// whole, and `#endif`.
    private final class Finder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let active = node.activeClause(in: PreviewBuild()).clause
            for clause in node.clauses {
                if let active, clause.id == active.id {
                    let end = clause.condition?.endPosition ?? clause.poundKeyword.endPosition
                    ranges.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset)
                } else {
                    ranges.append(clause.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPosition.utf8Offset)
                }
            }
            ranges.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
            return .visitChildren
        }
    }

    /// The build a file plays as: debug, iOS on an arm64 simulator, Swift 6, the Apple
    /// frameworks a SwiftUI or UIKit file imports.
    struct PreviewBuild: BuildConfiguration {
        static let modules: Set<String> = ["SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "QuartzCore",
                                           "Observation", "CoreAnimation", "Swift", "Darwin", "os"]
        func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
        func hasFeature(name: String) throws -> Bool { false }
        func hasAttribute(name: String) throws -> Bool { false }
        func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
            importPath.first.map { Self.modules.contains($0.1) } ?? false
        }
        func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
        func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
        func isActiveTargetEnvironment(name: String) throws -> Bool { name == "simulator" }
        func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
        func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
        func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
        var targetPointerBitWidth: Int { 64 }
        var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
        var endianness: Endianness { .little }
        var languageVersion: VersionTuple { VersionTuple(6, 0) }
        var compilerVersion: VersionTuple { VersionTuple(6, 0) }
    }
}
