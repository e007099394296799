import Foundation
import XCTest

/// `inspect` on the block, morph and launch scenes: the fields they add and ids across taps.
final class CatalogueInspectTests: XCTestCase {
    private func nodes(_ arguments: [String]) throws -> [[String: Any]] {
        let r = try animpreview(["inspect"] + arguments)
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        return json?["nodes"] as? [[String: Any]] ?? []
    }

    func testLaunchReportsTheSymbolsSizeAndItsDiscsFont() throws {
        // At 0.2 s the diameter is back at 100 (80 + half of 40); the symbol's group comes first.
        let all = try nodes(["launch", "--time", "0.2"])
        XCTAssertEqual((all.first?["frame"] as? [Double])?[2] ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual((all.first?["frame"] as? [Double])?[3] ?? 0, 100, accuracy: 1e-9)
        // The disc is Material Icons' `circle` at an em of 1.2 × the side.
        let disc = all.first { $0["text"] as? String == "\u{EF4A}" }
        let font = disc?["font"] as? [String: Any]
        XCTAssertEqual(font?["family"] as? String, "Material Icons")
        XCTAssertEqual(font?["size"] as? Double ?? 0, 120, accuracy: 1e-9)
    }

    func testBlockReportsEveryNodeWithTheBarsAnchor() throws {
        let all = try nodes(["block", "--time", "1.7"])
        XCTAssertEqual(all.filter { $0["kind"] as? String == "rect" }.count, 3)
        // The three texts, and the seed's `GeometryReader { … return Text("") }` behind each.
        let texts = all.filter { $0["kind"] as? String == "text" }.compactMap { $0["text"] as? String }
        XCTAssertEqual(texts.filter { !$0.isEmpty }.count, 3)
        XCTAssertEqual(texts.filter(\.isEmpty).count, 3)
        XCTAssertEqual(all.first { $0["kind"] as? String == "image" }?["image"] as? String, "sampleImage1")
        let anchors = all.filter { $0["kind"] as? String == "rect" }.compactMap { $0["anchor"] as? [Double] }
        // The top two bars are leaving to the trailing edge; the paragraph's is still coming in.
        XCTAssertEqual(anchors, [[1, 0.5], [1, 0.5], [0, 0.5]])
    }

    func testMorphKeepsTheIdOfAMatchedCharacter() throws {
        let before = try nodes(["morph", "--time", "0.9", "--size", "480x360"]).filter { $0["kind"] as? String == "glyph" }
        let after = try nodes(["morph", "--time", "2", "--size", "480x360", "--tap", "240,226@1"])
            .filter { $0["kind"] as? String == "glyph" }
        XCTAssertEqual(after.compactMap { $0["text"] as? String }.joined(), "りんご")
        XCTAssertEqual(after.first?["id"] as? Int, before[1]["id"] as? Int, "り keeps the first り's id")
    }

    func testFlipReportsEachLettersTurnWhileItTurns() throws {
        let glyphs = try nodes(["flip", "--time", "0.1"]).filter { $0["kind"] as? String == "glyph" }
        let turn = try XCTUnwrap(glyphs.first?["rotation3D"] as? [String: Any])
        XCTAssertEqual(turn["axis"] as? [Double], [1, 0, 0])
        XCTAssertEqual(turn["anchor"] as? [Double], [0.5, 0])
        let degrees = try XCTUnwrap(turn["degrees"] as? Double)
        XCTAssertTrue(degrees > -90 && degrees < -10, "turning in: \(degrees)")
        // Settled: no turn to report.
        XCTAssertTrue(try nodes(["flip", "--time", "5"]).allSatisfy { $0["rotation3D"] == nil })
    }
}
