import Compositor
import Foundation
import Scene
import SourceRuntime
import Typography
import XCTest

/// SF Symbols drawn with the installed icon font: every table entry has its glyph, and a grid
/// of common symbols in light and dark.
final class SymbolRenderingTests: XCTestCase {
    func testEveryEntryHasAGlyphInTheInstalledFont() {
        let fonts = testFonts
        let glyphs = SymbolCatalog.glyphs
        XCTAssertGreaterThanOrEqual(glyphs.count, 300)
        for (name, codepoints) in glyphs {
            for c in codepoints {
                XCTAssertTrue(fonts.hasGlyph(c, inFamily: SymbolCatalog.family), "\(name): U+\(String(c, radix: 16, uppercase: true))")
            }
        }
    }

    private func grid(dark: Bool) throws -> Canvas {
        if goldenLedger != nil { return try Canvas(width: 1, height: 1) }
        let source = """
        import SwiftUI
        struct Grid: View {
            let names = ["heart", "heart.fill", "star", "star.fill", "plus", "xmark", "checkmark", "chevron.right",
                         "arrow.up", "play.fill", "pause.fill", "gear", "bell", "person", "magnifyingglass", "trash",
                         "square.and.arrow.up", "sparkles", "bolt.fill", "flame", "cloud.fill", "sun.max", "moon", "wifi",
                         "battery.75", "plus.circle.fill", "heart.circle", "checkmark.circle.fill", "xmark.square.fill", "no.such.symbol"]
            var body: some View {
                VStack(spacing: 10) {
                    ForEach(0..<5) { row in
                        HStack(spacing: 12) {
                            ForEach(0..<6) { col in
                                Image(systemName: names[row * 6 + col]).font(.system(size: 24))
                            }
                        }
                    }
                    HStack {
                        Image(systemName: "heart.fill").foregroundStyle(.red)
                        Image(systemName: "star.fill").imageScale(.small).foregroundColor(.orange)
                        Image(systemName: "star.fill").imageScale(.large).tint(.blue).foregroundStyle(.blue)
                    }
                }\(dark ? ".preferredColorScheme(.dark)" : "")
            }
        }
        """
        let player = try SourceFile(path: "Symbols.swift", text: source).effect()
            .player(size: Size(320, 300), metrics: testFonts, images: nil)
        player.seek(to: 0.1)
        let canvas = try Canvas(width: 320, height: 300)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas
    }

    func testSymbolGridLight() throws { try assertGolden(try grid(dark: false), named: "symbols-grid-light") }
    func testSymbolGridDark() throws { try assertGolden(try grid(dark: true), named: "symbols-grid-dark") }
}
