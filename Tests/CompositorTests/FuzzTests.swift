import Compositor
import Gallery
import SourceRuntime
import Motion
import Scene
import Typography
import XCTest

/// Random Unicode text and random option values through text cleaning, layout, playback,
/// presentation and drawing: a fixed, seeded set of cases, none of which may crash.
final class FuzzTests: XCTestCase {
    /// Characters that break renderers: every script the fonts cover and some none do.
    private static let pools: [[Unicode.Scalar]] = [
        Array("abcXYZ 019.,!?-'\"|".unicodeScalars),
        Array("あいうアイウ漢字한국어中文".unicodeScalars),
        Array("مرحبا بالعالم שלום עולם".unicodeScalars),
        Array("😀👍🏽🇯🇵🇫🇷\u{200D}👨👩👧❤️\u{FE0F}".unicodeScalars),
        Array("e\u{0301}a\u{0308}\u{0327}\u{0300}\u{20DD}ก\u{0E34}\u{0E48}".unicodeScalars),
        Array("\u{0}\u{1}\u{7}\u{8}\t\n\r\u{1B}\u{7F}\u{85}\u{9F}\u{2028}\u{FFFD}\u{FEFF}\u{200B}\u{202E}".unicodeScalars),
        // Unassigned, private use and noncharacters: no font has them.
        ["\u{0378}", "\u{E000}", "\u{F8FF}", "\u{FFFF}", "\u{10FFFD}", "\u{1FFFE}", "\u{E0001}"],
    ]

    private func randomText(_ random: inout SeededRandom) -> String {
        let length = Int.random(in: 0...40, using: &random)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            if Int.random(in: 0..<8, using: &random) == 0 {
                // Anywhere in the code space, surrogates excepted.
                let v = UInt32.random(in: 0...0x10FFFF, using: &random)
                if let s = Unicode.Scalar(v) { scalars.append(s) }
            } else {
                let pool = Self.pools[Int.random(in: 0..<Self.pools.count, using: &random)]
                scalars.append(pool[Int.random(in: 0..<pool.count, using: &random)])
            }
        }
        return String(scalars)
    }

    func testRandomTextAndOptionsNeverCrash() throws {
        var random = SeededRandom(seed: 0x5EED_F022)
        let cases = 300
        var drawn = 0
        for n in 0..<cases {
            let typed = randomText(&random)
            let text = TypedText(typed)
            // Every line keeps to the limits, free of control characters.
            for line in text.lines {
                XCTAssertLessThanOrEqual(line.count, TypedText.maximumLineLength)
                XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                               "case \(n): a control character survived")
            }
            let effect = EffectCatalogue.all[Int.random(in: 0..<EffectCatalogue.all.count, using: &random)]
            let size = Size(Double(Int.random(in: 16...360, using: &random)), Double(Int.random(in: 16...240, using: &random)))
            let scale = [0.25, 0.5, 1, 1.5, 2][Int.random(in: 0..<5, using: &random)]
            let time = [0, Double.random(in: 0...12, using: &random), 86_400][Int.random(in: 0..<3, using: &random)]
            let font = [nil, "No Such Family", "DejaVu Serif", ""][Int.random(in: 0..<4, using: &random)]
            let player = effect.player(size: size, metrics: testFonts, seed: random.next(), font: font,
                                       text: text.isBlank ? nil : text.sceneText,
                                       images: ImageAssets(directory: assetsDirectory))
            // A tap anywhere on the canvas (or just off it), then the frame.
            let tap = ScenePlayer.Tap(point: Point(Double.random(in: -10...size.width + 10, using: &random),
                                                   Double.random(in: -10...size.height + 10, using: &random)),
                                      time: Double.random(in: 0...3, using: &random))
            player.apply([tap])
            player.seek(to: time)
            let presentation = player.present()
            for p in presentation.nodes {
                XCTAssertTrue(p.frame.x.isFinite && p.frame.y.isFinite && p.frame.width.isFinite && p.frame.height.isFinite,
                              "case \(n) \(effect.name): a frame is not finite for \(typed.debugDescription)")
            }
            let canvas = try Canvas(width: max(1, Int(size.width * scale)), height: max(1, Int(size.height * scale)))
            Renderer(fonts: testFonts, scale: scale, assetsDirectory: assetsDirectory).draw(presentation, into: canvas)
            drawn += 1
            // Layout on its own: the text wrapped at a random width fits it, line by line.
            let engine = LayoutEngine(metrics: testFonts, wrapsLongLines: true)
            let width = Double.random(in: 1...400, using: &random)
            let spec = FontSpec.system(size: Double.random(in: 1...120, using: &random))
            for line in engine.wrappedLines(text.lines.joined(separator: " "), font: spec, width: width) {
                if line.count > 1 {
                    XCTAssertLessThanOrEqual(testFonts.advance(of: line.trimmingCharacters(in: .whitespaces), font: spec),
                                             width + 1e-9 + testFonts.advance(of: String(line.last!), font: spec),
                                             "case \(n): '\(line)' overflows \(width)")
                }
            }
        }
        XCTAssertEqual(drawn, cases)
    }
}
