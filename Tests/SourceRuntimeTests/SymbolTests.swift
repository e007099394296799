import Motion
import Scene
import TestSupport
@testable import SourceRuntime
import XCTest

/// SF Symbols: their sizes for fonts and image scales, their effects on scene time, the
/// modifiers' errors.
final class SymbolTests: XCTestCase {
    /// SF Pro's line height in ems, from its hhea table: (1950 + 494) / 2048.
    private let sfLine = (1950.0 + 494.0) / 2048.0

    private func frames(_ views: String) throws -> [Rect] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    \(views)
                }
            }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        // A symbol is a group whose first child is its placeholder frame (a path node).
        return p.present().nodes.filter { $0.node.kind == .group && $0.node.children.first?.kind == .path }.map(\.frame)
    }

    func testSymbolTakesItsFontsPointSizeAndImageScale() throws {
        let f = try frames("""
        Image(systemName: "heart")
        Image(systemName: "heart").font(.system(size: 40))
        Image(systemName: "heart").font(.largeTitle)
        Image(systemName: "heart").imageScale(.small)
        Image(systemName: "heart").imageScale(.large)
        Image(systemName: "heart").font(.title).imageScale(.large)
        """)
        // Body 17 pt; Apple's NSImage.SymbolScale: small about 20 % smaller, large about 30 % larger.
        let want = [17 * sfLine, 40 * sfLine, 34 * sfLine, 17 * sfLine * 0.8, 17 * sfLine * 1.3, 28 * sfLine * 1.3]
        XCTAssertEqual(f.count, want.count)
        for (r, w) in zip(f, want) {
            XCTAssertEqual(r.width, w, accuracy: 1e-6)
            XCTAssertEqual(r.height, w, accuracy: 1e-6)
        }
    }

    func testResizableSymbolTakesItsFrameAndDrawsAtItsShorterSide() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Image(systemName: "star.fill").resizable().frame(width: 80, height: 50) }
        }
        """)
        let nodes = p.present().nodes
        let symbol = nodes.first { $0.node.kind == .group && $0.node.children.first?.kind == .path }
        XCTAssertEqual(symbol?.frame.width, 80)
        XCTAssertEqual(symbol?.frame.height, 50)
        // Its glyph's em is 24/20 of the side, Material's live area filling it.
        XCTAssertEqual(nodes.first { $0.node.text == "\u{E838}" }?.node.font?.size ?? 0, 60, accuracy: 1e-9)
    }

    /// The holder of the symbol's glyph (what effects move) after presenting at `t`.
    private func holder(_ p: ScenePlayer, glyph: String, at t: Double) -> Node? {
        p.seek(to: t)
        return p.present().nodes.first { $0.node.kind == .glyph && $0.node.text == glyph }?.node.parent
    }

    private let bounceSource = """
    import SwiftUI
    struct V: View {
        @State private var taps = 0
        var body: some View {
            Image(systemName: "heart.fill")
                .font(.system(size: 40))
                .symbolEffect(.bounce, value: taps)
                .onAppear { taps += 1 }
        }
    }
    """

    func testBounceUpFollowsItsKeyframesAfterTheValueChanges() throws {
        let p = try play(bounceSource)
        let side = 40 * sfLine
        // Our rule: 1 → 0.9 at 0.125 s → 1.15 at 0.3 s → 1 at 0.5 s, eased in and out; the
        // ease-in-out curve is symmetric, so halfway through a segment is halfway in value.
        let cases: [(Double, Double)] = [(0.125, 0.9), (0.2125, 1.025), (0.3, 1.15), (0.4, 1.075), (0.5, 1), (0.8, 1)]
        for (t, s) in cases {
            guard let h = holder(p, glyph: "\u{E87D}", at: t) else { return XCTFail("no heart.fill glyph") }
            XCTAssertEqual(h.value(.scaleX, at: t), s, accuracy: 1e-6, "scale at \(t)")
            XCTAssertEqual(h.value(.scaleY, at: t), s, accuracy: 1e-6, "scale at \(t)")
            // It stands on its bottom edge: it moves up by half its growth.
            XCTAssertEqual(h.value(.offsetY, at: t), (1 - s) / 2 * side, accuracy: 1e-6, "offset at \(t)")
        }
    }

    func testBounceRepeatsAndSpeedsUp() throws {
        let p = try play(bounceSource.replacingOccurrences(of: ".bounce, value", with: ".bounce.down, options: .repeat(2).speed(2), value"))
        // Down: 1 → 0.8 at 0.2 s → 1 at 0.5 s; at speed 2 a play takes 0.25 s, twice.
        for (t, s) in [(0.1, 0.8), (0.35, 0.8), (0.6, 1.0)] {
            guard let h = holder(p, glyph: "\u{E87D}", at: t) else { return XCTFail("no glyph") }
            XCTAssertEqual(h.value(.scaleX, at: t), s, accuracy: 1e-6, "scale at \(t)")
        }
    }

    /// `.repeat(.periodic)` (iOS 18's repeat behaviour, without a count): again and again.
    func testAPeriodicRepeatBouncesAgainAndAgain() throws {
        let p = try play(bounceSource.replacingOccurrences(of: ".bounce, value", with: ".bounce.down, options: .repeat(.periodic).speed(2), value"))
        // Down at speed 2: 0.8 at 0.1 s of each 0.25 s play, the fifth play as the first.
        for t in [0.1, 0.35, 1.1] {
            guard let h = holder(p, glyph: "\u{E87D}", at: t) else { return XCTFail("no glyph") }
            XCTAssertEqual(h.value(.scaleX, at: t), 0.8, accuracy: 1e-6, "scale at \(t)")
        }
    }

    func testPulseLoopsWhileActive() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Image(systemName: "wifi").symbolEffect(.pulse, isActive: true) }
        }
        """)
        // Our rule: opacity 1 → 0.3 at 0.5 s → 1 at 1 s, again each second.
        for (t, o) in [(0.5, 0.3), (1.0, 1.0), (1.25, 0.65), (2.5, 0.3)] {
            guard let h = holder(p, glyph: "\u{E63E}", at: t) else { return XCTFail("no wifi glyph") }
            XCTAssertEqual(h.value(.opacity, at: t), o, accuracy: 1e-6, "opacity at \(t)")
        }
    }

    func testUnknownNameDrawsAPlaceholder() throws {
        let p = try play("""
        import SwiftUI
        struct V: View { var body: some View { Image(systemName: "not.a.symbol") } }
        """)
        let nodes = p.present().nodes
        let placeholder = nodes.first { $0.node.kind == .path }
        XCTAssertEqual(placeholder?.opacity ?? 0, 0.6, accuracy: 1e-9)
        XCTAssertEqual(placeholder?.frame.width ?? 0, 17 * sfLine, accuracy: 1e-6)
    }

    func testBadEffectIsAPositionedError() throws {
        let p = try play("""
        import SwiftUI
        struct V: View { var body: some View { Image(systemName: "heart").symbolEffect(.shake, value: 1) } }
        """)
        XCTAssertTrue(p.scene.failure?.headline.contains("'shake' is not a symbol effect") ?? false, p.scene.failure?.headline ?? "no failure")
        XCTAssertNotNil(loadError("""
        import SwiftUI
        struct V: View { var body: some View { Image(systemName: "heart").imageScale(.huge) } }
        """) ?? (try? play("""
        import SwiftUI
        struct V: View { var body: some View { Image(systemName: "heart").imageScale(.huge) } }
        """))?.scene.failure)
    }

    func testVariantsComposeNamesAndEffectsRemovedStopsOutsideEffects() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    HStack { Image(systemName: "heart"); Image(systemName: "plus") }.symbolVariant(.circle.fill)
                    Image(systemName: "bell").symbolVariant(.slash)
                    Image(systemName: "wand.and.rays").symbolVariant(.fill)
                    VStack { Image(systemName: "wifi").symbolEffectsRemoved() }.symbolEffect(.pulse, isActive: true)
                }
            }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        p.seek(to: 0.5)
        let nodes = p.present().nodes
        let texts = nodes.filter { $0.node.kind == .glyph && !$0.node.text.isEmpty }.map(\.node.text)
        // heart.circle.fill: favorite in a filled circle; plus.circle.fill: add_circle;
        // bell.slash: notifications_off; wand.and.rays.fill is no symbol: the plain one.
        for want in ["\u{EF4A}", "\u{E87D}", "\u{E147}", "\u{E7F6}", "\u{E663}"] {
            XCTAssertTrue(texts.contains(want), "U+\(String(want.unicodeScalars.first!.value, radix: 16)) in \(texts)")
        }
        // The pulse from outside does not reach the wifi symbol: full opacity half-way through.
        let wifi = nodes.first { $0.node.text == "\u{E63E}" }?.node.parent
        XCTAssertEqual(wifi?.value(.opacity, at: 0.5) ?? 0, 1, accuracy: 1e-9)
    }

    func testReplaceShrinksTheOldSymbolAndGrowsTheNewOne() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var on = false
            var body: some View {
                Image(systemName: on ? "heart.fill" : "heart")
                    .contentTransition(.symbolEffect(.replace))
                    .onAppear { on = true }
            }
        }
        """)
        // Our rule: the old glyph 1 → 0.4 and fading out by 0.2 s; the new one from 0.4 at
        // 0.1 s to 1.1 at 0.3 s and 1 at 0.45 s, faded in by 0.25 s.
        let cases: [(t: Double, oldScale: Double, oldOpacity: Double, newScale: Double, newOpacity: Double)] = [
            (0.1, 0.4 + 0.6 * (1 - UnitBezier.easeIn(0.5)), 1 - UnitBezier.easeIn(0.5), 0.4, 0),
            (0.2, 0.4, 0, 0.4 + 0.7 * UnitBezier.easeInOut(0.5), 1 * UnitBezier.easeInOut(2.0 / 3.0)),
            (0.3, 0.4, 0, 1.1, 1), (0.45, 1, 0, 1, 1),
        ]
        for c in cases {
            guard let new = holder(p, glyph: "\u{E87D}", at: c.t), let old = holder(p, glyph: "\u{E87E}", at: c.t) else {
                return XCTFail("both glyphs are drawn during the replace")
            }
            XCTAssertEqual(new.value(.scaleX, at: c.t), c.newScale, accuracy: 1e-6, "new scale at \(c.t)")
            XCTAssertEqual(new.value(.opacity, at: c.t), c.newOpacity, accuracy: 1e-6, "new opacity at \(c.t)")
            if c.t < 0.45 { XCTAssertEqual(old.value(.scaleX, at: c.t), c.oldScale, accuracy: 1e-6, "old scale at \(c.t)") }
            XCTAssertEqual(old.value(.opacity, at: c.t), c.oldOpacity, accuracy: 1e-6, "old opacity at \(c.t)")
        }
    }

    /// Metrics whose icon font is not installed.
    private final class NoIconFont: FontMetrics, GlyphCoverage {
        let base = FixedMetrics()
        func lineMetrics(_ font: FontSpec) -> LineMetrics { base.lineMetrics(font) }
        func advance(of text: String, font: FontSpec) -> Double { base.advance(of: text, font: font) }
        func hasGlyph(_ scalar: UInt32, inFamily family: String) -> Bool { false }
    }

    func testAMissingIconFontDrawsThePlaceholderAndSaysSo() throws {
        let log = WarningLog()
        defer { log.stop() }
        let p = try SourceFile(path: "Test.swift", text: """
        import SwiftUI
        struct V: View { var body: some View { HStack { Image(systemName: "heart"); Image(systemName: "star") } } }
        """).effect().player(size: Size(960, 600), metrics: NoIconFont())
        let nodes = p.present().nodes
        XCTAssertEqual(nodes.filter { $0.node.kind == .path && $0.opacity > 0 }.count, 2)
        XCTAssertTrue(nodes.allSatisfy { $0.node.kind != .glyph || $0.node.text.isEmpty })
        XCTAssertEqual(log.warnings.count, 1, "\(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("fonts-material-design-icons-iconfont") ?? false, "\(log.warnings)")
        XCTAssertTrue(log.warnings.first?.hasPrefix("Test.swift:2:") ?? false, "\(log.warnings)")
    }

    func testEveryTableEntryHasACodepointInThePrivateUseArea() {
        XCTAssertGreaterThanOrEqual(SymbolTable.byName.count, 300)
        for name in ["heart", "heart.fill", "star", "star.fill", "plus", "xmark", "checkmark", "chevron.right", "play.fill",
                     "pause.fill", "gear", "bell", "person", "magnifyingglass", "trash", "square.and.arrow.up", "sparkles",
                     "bolt", "flame", "cloud.fill", "sun.max", "moon", "wifi", "battery.100"] {
            XCTAssertNotNil(SymbolTable.byName[name], name)
        }
        XCTAssertNotEqual(SymbolTable.byName["heart"]?.codepoint, SymbolTable.byName["heart.fill"]?.codepoint)
        for (name, e) in SymbolTable.byName { XCTAssertTrue((0xE000...0xF8FF).contains(e.codepoint), name) }
    }
}
