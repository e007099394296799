import Compositor
import Scene
import XCTest

/// The glyph cache keeps to its memory budget, however many characters and blur levels a
/// long session draws, and gives back what it dropped when it is drawn again.
final class GlyphCacheBudgetTests: XCTestCase {
    func testThousandsOfCharactersAndBlurLevelsStayWithinTheBudget() throws {
        let cache = GlyphCache(fonts: testFonts, budget: 2 << 20)
        let font = FontSpec.custom("HiraMinProN-W3", size: 38)
        var peak = 0
        // 3,000 distinct ideographs, each at a blur level of its own (σ 0…10).
        for i in 0..<3_000 {
            cache.beginFrame()
            let ch = String(UnicodeScalar(0x4E00 + i * 7)!)
            XCTAssertNotNil(cache.level(ch, font: font, sigma: Double(i % 200) * 0.05))
            peak = max(peak, cache.bytes)
        }
        cache.beginFrame()
        XCTAssertLessThanOrEqual(cache.bytes, 2 << 20)
        // One frame's worth can go over; it is trimmed when the next frame starts.
        XCTAssertLessThan(peak, (2 << 20) + (1 << 20))
        XCTAssertLessThan(cache.count, 3_000)
        // What was dropped is drawn again on demand, the same.
        let again = try XCTUnwrap(cache.level(String(UnicodeScalar(0x4E00)!), font: font, sigma: 0))
        XCTAssertGreaterThan(again.bitmap.width, 10)
    }

    func testAGlyphDrawnEveryFrameIsNeverDropped() throws {
        let cache = GlyphCache(fonts: testFonts, budget: 256 << 10)
        let font = FontSpec.custom("Arial", size: 60)
        cache.beginFrame()
        let first = try XCTUnwrap(cache.level("A", font: font, sigma: 0)).bitmap
        for i in 0..<400 {
            cache.beginFrame()
            let kept = try XCTUnwrap(cache.level("A", font: font, sigma: 0)).bitmap
            XCTAssertTrue(kept === first, "frame \(i): the glyph was rasterised again")
            _ = cache.level(String(UnicodeScalar(0x4E00 + i)!), font: font, sigma: 3)
        }
        XCTAssertLessThan(cache.count, 400, "others were dropped")
    }
}
