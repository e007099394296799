import Scene
import Typography
import XCTest
@testable import Gallery
import SourceRuntime

/// The families a scene can switch to: installed, covering every character themselves.
final class FontCandidatesTests: XCTestCase {
    private static let fonts: FontLibrary? = try? FontLibrary()

    private func library() throws -> FontLibrary {
        try XCTUnwrap(Self.fonts, "fontconfig and SDL_ttf are needed")
    }

    func testJapaneseScenesOfferJapaneseSerifAndSans() throws {
        let fonts = try library()
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: fonts)
        let characters = player.survey().characters
        let families = fonts.candidateFamilies(covering: characters)
        XCTAssertTrue(families.contains("Noto Serif CJK JP"), "\(families)")
        XCTAssertTrue(families.contains("Noto Sans CJK JP"), "\(families)")
        // Latin-only families lack kana; regional variants of one design count once.
        XCTAssertFalse(families.contains("DejaVu Sans"))
        XCTAssertFalse(families.contains("Noto Sans CJK KR"))
        XCTAssertEqual(families, families.sorted { $0.lowercased() < $1.lowercased() })
    }

    func testEveryCandidateDrawsEveryCharacterOfEveryScene() throws {
        let fonts = try library()
        for effect in EffectCatalogue.all {
            let characters = effect.player(size: Size(960, 600), metrics: fonts).survey().characters.filter { $0 != " " }
            guard !characters.isEmpty else { continue }
            let families = fonts.candidateFamilies(covering: characters)
            XCTAssertFalse(families.isEmpty, effect.name)
            for family in families {
                for weight in [FontSpec.Weight.regular, .heavy] {
                    let spec = FontSpec(family: family, size: 38, weight: weight)
                    // Drawn by the family itself: no fallback, and no box.
                    let strays = characters.filter { fonts.face(drawing: String($0), font: spec)?.family != family }
                    XCTAssertTrue(strays.isEmpty, "\(effect.name): \(String(strays)) not in \(family) \(weight)")
                }
            }
        }
        XCTAssertTrue(fonts.missing.isEmpty, "\(fonts.missing)")
    }

    func testLatinTextOffersLatinFamilies() throws {
        let fonts = try library()
        let families = fonts.candidateFamilies(covering: Set("Lorem ipsum dolor"))
        for family in ["DejaVu Sans", "DejaVu Serif", "Liberation Serif", "Noto Sans"] {
            XCTAssertTrue(families.contains(family), "\(family) in \(families)")
        }
        // Symbol fonts claim Latin letters but draw Greek or dingbats for them.
        let installed = Set(fonts.catalog.families())
        for symbols in ["Standard Symbols PS", "D050000L"] where installed.contains(symbols) {
            XCTAssertFalse(families.contains(symbols), symbols)
            XCTAssertTrue(fonts.catalog.families(covering: Set("Lorem ipsum dolor")).contains(symbols),
                          "fontconfig alone counts \(symbols) as covering")
        }
        // A text with kana rules them out.
        XCTAssertFalse(fonts.candidateFamilies(covering: Set("Lorem あ")).contains("DejaVu Sans"))
    }
}
