import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// `--text`: the user's lines replace the seed's, one text for all or lines split on `|`.
final class SceneTextTests: XCTestCase {
    private func lines(_ text: String?) -> [String] {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics(),
                                        text: text.flatMap(SceneText.init(parsing:)))
        // Each BlurView's HStack is a node whose children are its glyphs.
        var lines: [String] = []
        player.scene.root.forEach { node in
            let glyphs = node.children.filter { $0.kind == .glyph }
            if !glyphs.isEmpty { lines.append(glyphs.map(\.text).joined()) }
        }
        return lines
    }

    func testWithoutTextTheSeedsLinesShow() {
        XCTAssertEqual(lines(nil), ["どうしようもない", "わたしが", "歩いている", "種田山頭火"])
    }

    func testOneTextFillsEveryLine() {
        XCTAssertEqual(lines("Hello"), ["Hello", "Hello", "Hello", "Hello"])
    }

    func testBarsSplitLinesAndTheyRepeat() {
        XCTAssertEqual(lines("一行目|二行目|三"), ["一行目", "二行目", "三", "一行目"])
    }

    func testTheTitleKeepsTheSeedsWords() {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics(), text: SceneText(parsing: "x"))
        var titles: [String] = []
        player.scene.root.forEach { if $0.kind == .text { titles.append($0.text) } }
        XCTAssertEqual(titles, ["Blur Animation"])
    }

    func testTheUsersTextAnimatesLikeTheSeeds() {
        let player = EffectCatalogue.named("blur")!.player(size: Size(960, 600), metrics: FixedMetrics(), text: SceneText(parsing: "ab"))
        let rows = player.survey().timeline.rows
        XCTAssertEqual(rows.count, 8)
        XCTAssertEqual(rows[1].segments.first?.activeStart ?? 0, 0.41 + 0.15, accuracy: 1e-12)
        XCTAssertTrue(player.survey().characters.isSuperset(of: ["a", "b"]))
    }

    func testParsing() {
        XCTAssertEqual(SceneText(parsing: "a|b")?.lines, ["a", "b"])
        XCTAssertEqual(SceneText(parsing: "a||b")?.lines, ["a", "", "b"])
        XCTAssertEqual(SceneText(parsing: "a")?.line(5), "a")
        XCTAssertNil(SceneText(lines: []))
    }
}
