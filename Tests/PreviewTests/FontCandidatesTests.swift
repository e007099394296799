import Scene
import Typography
import XCTest
@testable import Effects

/// The families a scene can switch to: installed, covering every character themselves.
final class FontCandidatesTests: XCTestCase {
    private static let fonts: FontLibrary? = try? FontLibrary()

    private func library() throws -> FontLibrary {
        try XCTUnwrap(Self.fonts, "fontconfig and SDL_ttf are needed")
    }

    func testJapaneseScenesOfferJapaneseSerifAndSans() throws {
        let fonts = try library()
        let player = Blur.effect.player(size: Size(960, 600), metrics: fonts)
        let characters = player.survey().characters
        let families = fonts.catalog.families(covering: characters)
        XCTAssertTrue(families.contains("Noto Serif CJK JP"), "\(families)")
        XCTAssertTrue(families.contains("Noto Sans CJK JP"), "\(families)")
        // Latin-only families lack kana; regional variants of one design count once.
        XCTAssertFalse(families.contains("DejaVu Sans"))
        XCTAssertFalse(families.contains("Noto Sans CJK KR"))
        XCTAssertEqual(families, families.sorted { $0.lowercased() < $1.lowercased() })
    }

    func testEveryCandidateDrawsEveryCharacterItselfSoNoBoxAppears() throws {
        let fonts = try library()
        let player = Blur.effect.player(size: Size(960, 600), metrics: fonts)
        let characters = player.survey().characters.filter { $0 != " " }
        let families = fonts.catalog.families(covering: characters)
        XCTAssertFalse(families.isEmpty)
        for family in families {
            for weight in [FontSpec.Weight.regular, .heavy] {
                let spec = FontSpec(family: family, size: 38, weight: weight)
                for ch in characters {
                    let face = fonts.face(drawing: String(ch), font: spec)
                    XCTAssertEqual(face?.family, family, "\(ch) in \(family) \(weight)")
                }
            }
        }
        XCTAssertTrue(fonts.missing.isEmpty, "\(fonts.missing)")
    }

    func testLatinTextOffersLatinFamilies() throws {
        let fonts = try library()
        let families = fonts.catalog.families(covering: Set("Lorem ipsum dolor"))
        for family in ["DejaVu Sans", "DejaVu Serif", "Liberation Serif", "Noto Sans"] {
            XCTAssertTrue(families.contains(family), "\(family) in \(families)")
        }
        // A text with kana rules them out.
        XCTAssertFalse(fonts.catalog.families(covering: Set("Lorem あ")).contains("DejaVu Sans"))
    }
}
