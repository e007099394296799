import Scene
import XCTest
@testable import Effects

/// `--text`: the user's lines replace the seed's, one text for all or lines split on `|`.
final class SceneTextTests: XCTestCase {
    private func lines(_ text: String?) -> [String] {
        let player = Blur.effect.player(size: Size(960, 600), metrics: FixedMetrics(),
                                        text: text.flatMap(SceneText.init(parsing:)))
        // Each BlurView is a group of glyphs.
        return player.scene.root.children.filter { $0.kind == .group }
            .map { $0.children.map(\.text).joined() }
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
        let player = Blur.effect.player(size: Size(960, 600), metrics: FixedMetrics(), text: SceneText(parsing: "x"))
        XCTAssertTrue(player.scene.root.children.contains { $0.kind == .text && $0.text == "Blur Animation" })
    }

    func testTheUsersTextAnimatesLikeTheSeeds() {
        let player = Blur.effect.player(size: Size(960, 600), metrics: FixedMetrics(), text: SceneText(parsing: "ab"))
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
