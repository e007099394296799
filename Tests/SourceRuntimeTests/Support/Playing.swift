import Scene
import XCTest
import SourceRuntime

/// Plays source text as a user's file would play.
func play(_ source: String, file: String = "Test.swift", preview: String? = nil, size: Size = Size(960, 600),
          seed: UInt64 = 0, safeArea: EdgeInsets = EdgeInsets(), dark: Bool = false) throws -> ScenePlayer {
    let effect = try SourceFile(path: file, text: source).effect(preview: preview)
    return effect.player(size: size, metrics: FixedMetrics(), seed: seed, safeArea: safeArea, systemDark: dark)
}

/// The error a source text gives when it is loaded, or nil.
func loadError(_ source: String, file: String = "Test.swift") -> SourceError? {
    do { _ = try SourceFile(path: file, text: source).effect(); return nil } catch let e as SourceError { return e } catch { return nil }
}

/// The numbers a view's text shows, the text being `expression` (space-separated numbers) after
/// `declarations`; a scene that stopped fails the test and shows none.
func numbers(_ declarations: String, _ expression: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Double] {
    let p = try play("""
    import SwiftUI
    \(declarations)
    struct V: View {
        var body: some View { Text(verbatim: \(expression)) }
    }
    """)
    if let failure = p.scene.failure { XCTFail(failure.headline, file: file, line: line); return [] }
    let text = p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text).joined()
    return text.split(separator: " ").compactMap { Double($0) }
}

/// The texts a scene shows at `t` (its texts' and glyphs' characters joined), the scene
/// having played to there without stopping.
func shownText(_ p: ScenePlayer, at t: Double, file: StaticString = #filePath, line: UInt = #line) -> String {
    p.seek(to: t)
    XCTAssertNil(p.scene.failure?.headline, file: file, line: line)
    return p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text).joined()
}

/// The warnings the runtime prints from its making until `stop()`, in order.
final class WarningLog {
    private(set) var warnings: [String] = []
    private let saved = SourceFile.onWarning
    init() { SourceFile.onWarning = { [unowned self] in self.warnings.append($0) } }
    func stop() { SourceFile.onWarning = saved }
}
