import Foundation
import XCTest

/// `list`, `inspect` and `--tap` on the Floating, Distort, Bounce, Blinking and Roulette scenes.
final class SeedScenesCommandLineTests: XCTestCase {
    private func nodes(_ arguments: [String]) throws -> [[String: Any]] {
        let r = try animpreview(arguments)
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        return json?["nodes"] as? [[String: Any]] ?? []
    }

    private func glyphTexts(_ nodes: [[String: Any]]) -> [String] {
        nodes.filter { $0["kind"] as? String == "glyph" }.compactMap { $0["text"] as? String }
    }

    func testListHasTheScenesInGalleryOrder() throws {
        let r = try animpreview(["list"])
        let names = r.out.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let mine = names.filter { ["blur", "floating", "distort", "bounce", "blinking", "roulette"].contains($0) }
        XCTAssertEqual(mine, ["blur", "floating", "distort", "bounce", "blinking", "roulette"])
    }

    func testInspectReportsTheCharacterRouletteShowsNow() throws {
        let lines = ["To be or", "not to be,", "that is the", "question."]
        let settled = glyphTexts(try nodes(["inspect", "roulette", "--time", "5"]))
        XCTAssertEqual(settled.joined(), lines.joined())
        // At 1 s line 2 (delay 1.3) is still shuffling: every character drawn from its line.
        let shuffling = glyphTexts(try nodes(["inspect", "roulette", "--time", "1"]))
        XCTAssertEqual(shuffling.count, settled.count)
        let second = Array(shuffling[8..<18])
        XCTAssertTrue(second.allSatisfy { "not to be,".contains($0) })
        XCTAssertNotEqual(second.joined(), "not to be,")
        let otherSeed = glyphTexts(try nodes(["inspect", "roulette", "--time", "1", "--seed", "3"]))
        XCTAssertNotEqual(otherSeed, shuffling)
    }

    func testInspectReportsEveryNodeWithItsEffects() throws {
        // Floating at 1 s: offset (−6, −6), shadow radius 6 at (6, 6), opacity 0.8.
        for node in try nodes(["inspect", "floating", "--time", "1"]) {
            XCTAssertEqual(node["offset"] as? [Double], [-6, -6])
            let shadow = node["shadow"] as? [String: Double]
            XCTAssertEqual(shadow?["radius"], 6)
            XCTAssertEqual(shadow?["x"], 6)
            XCTAssertEqual(shadow?["opacity"] ?? 0, 0.8, accuracy: 1e-9)
        }
        // Blinking: three layers per character, every one reported.
        let blinking = glyphTexts(try nodes(["inspect", "blinking", "--time", "1"]))
        let text = "Demain, dès l’aube,à l'heureoù blanchit la campagneJe partirai. Vois-tu,je sais que tu m'attends.Victor Hugo"
        XCTAssertEqual(blinking.count, 3 * text.count)
    }

    func testATapOnDistortSquashesTheLine() throws {
        let size = ["--size", "480x360"]
        let line = try nodes(["inspect", "distort", "--time", "1"] + size).filter { $0["kind"] as? String == "glyph" }
        guard let frame = line.first?["frame"] as? [Double] else { return XCTFail("no glyph") }
        let tap = "\(frame[0] + 5),\(frame[1] + 5)@1"
        func glyphs(at time: Double) throws -> [[String: Any]] {
            try nodes(["inspect", "distort", "--time", String(time), "--tap", tap] + size)
                .filter { $0["kind"] as? String == "glyph" }
        }
        // 0.7 s after the tap the first character is out at −500; by 0.95 s all are flat.
        XCTAssertEqual((try glyphs(at: 1.7).first?["offset"] as? [Double])?[0], -500)
        XCTAssertTrue(try glyphs(at: 1.95).allSatisfy { ($0["scale"] as? [Double])?[1] == 0 })
    }
}
