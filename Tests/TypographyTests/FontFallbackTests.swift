import Scene
import Typography
import XCTest

/// A character the chosen font lacks comes from an installed font that has it; one no font
/// has is drawn as a visible box and reported once; a family that is not installed is
/// replaced through fontconfig, with one warning.
final class FontFallbackTests: XCTestCase {
    private var fonts: FontLibrary!
    private var warnings: [String] = []
    private let arial = FontSpec.custom("Arial", size: 40)

    override func setUpWithError() throws {
        fonts = try FontLibrary()
        warnings = []
        fonts.onWarning = { [unowned self] in warnings.append($0) }
    }

    /// Pixels of `cluster` with any coverage.
    private func ink(_ cluster: String, _ spec: FontSpec) -> Int {
        guard let b = fonts.bitmap(cluster, font: spec) else { return 0 }
        var n = 0
        for y in 0..<b.height { for x in 0..<b.width where b.coverage(x, y) > 0 { n += 1 } }
        return n
    }

    func testCharactersTheFontLacksComeFromAFontThatHasThem() throws {
        let own = try XCTUnwrap(fonts.face(drawing: "A", font: arial))
        XCTAssertEqual(own.family, "Liberation Sans")
        for (cluster, what) in [("漢", "a CJK ideograph"), ("ア", "katakana"), ("한", "hangul"), ("♞", "a chess symbol"),
                                ("∮", "a maths symbol"), ("ש", "Hebrew"), ("ب", "Arabic")] {
            let face = try XCTUnwrap(fonts.face(drawing: cluster, font: arial), "no font for \(what)")
            XCTAssertNotEqual(face.family, own.family, "\(what) cannot come from Liberation Sans")
            XCTAssertGreaterThan(ink(cluster, arial), 20, "\(what) draws nothing")
            XCTAssertGreaterThan(fonts.advance(of: cluster, font: arial), 5)
        }
        XCTAssertEqual(warnings, [], "fallbacks are not worth a warning")
    }

    func testEmojiComeFromTheColourEmojiFontWhenOneIsInstalled() throws {
        guard fonts.catalog.families().contains("Noto Color Emoji") else {
            throw XCTSkip("fonts-noto-color-emoji is not installed")
        }
        for emoji in ["😀", "👨\u{200D}👩\u{200D}👧", "🇯🇵", "👍🏽"] {
            XCTAssertEqual(fonts.face(drawing: emoji, font: arial)?.family, "Noto Color Emoji", emoji)
            XCTAssertGreaterThan(ink(emoji, arial), 200, "\(emoji) draws nothing")
            // Scaled to the text, not the emoji font's one bitmap size (136 px).
            let width = fonts.advance(of: emoji, font: arial)
            XCTAssertEqual(width, 40 * 1.17, accuracy: 12, "\(emoji) is \(width) points wide at 40 pt")
        }
    }

    func testACharacterNoFontHasIsABoxReportedOnce() throws {
        for cluster in ["\u{0378}", "\u{10FFFD}"] {
            XCTAssertNil(fonts.face(drawing: cluster, font: arial))
            XCTAssertGreaterThan(ink(cluster, arial), 40, "the placeholder must be visible")
            XCTAssertGreaterThan(fonts.advance(of: cluster, font: arial), 10)
            _ = fonts.bitmap(cluster, font: arial.weight(.bold))
            _ = fonts.advance(of: "a" + cluster + "b", font: arial)
        }
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("no installed font has"), warnings[0])
        XCTAssertTrue(warnings[0].contains("U+0378"), warnings[0])
        XCTAssertEqual(fonts.missing, ["\u{0378}", "\u{10FFFD}"])
        // In a run, the box takes its place between the letters.
        XCTAssertGreaterThan(fonts.advance(of: "a\u{0378}b", font: arial), fonts.advance(of: "ab", font: arial) + 10)
    }

    func testAFamilyThatIsNotInstalledFallsBackWithOneWarning() throws {
        let missing = FontSpec.custom("Helvetica Neue Ultra", size: 20)
        let resolved = try XCTUnwrap(fonts.resolve(family: missing.family))
        XCTAssertTrue(resolved.isSubstitute)
        _ = fonts.resolve(family: missing.family, weight: .bold)
        XCTAssertGreaterThan(ink("A", missing), 10)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings[0].hasPrefix("font 'Helvetica Neue Ultra' is not installed; using '\(resolved.face.family)'"), warnings[0])
    }

    func testCloseNamesAreFoundLoosely() {
        let families = ["DejaVu Sans", "DejaVu Serif", "Noto Sans", "Noto Sans CJK JP", "Liberation Sans"]
        XCTAssertEqual(ClosestNames.to("DejaVu Sanz", in: families).first, "DejaVu Sans")
        XCTAssertEqual(ClosestNames.to("liberation-sans", in: families), ["Liberation Sans"])
        XCTAssertEqual(ClosestNames.to("Noto", in: families), ["Noto Sans", "Noto Sans CJK JP"])
        XCTAssertEqual(ClosestNames.to("Comic Sans", in: families), [])
        XCTAssertEqual(ClosestNames.to("--sped", in: ["--seed", "--speed", "--size"]).first, "--speed")
    }
}
