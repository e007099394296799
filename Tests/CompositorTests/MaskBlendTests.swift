@testable import Compositor
import Motion
import XCTest

/// Black ink has a loop of its own; it blends exactly as the loop for any colour does.
final class MaskBlendTests: XCTestCase {
    func testBlackInkBlendsAsAnyColourDoes() {
        var random = SeededRandom(seed: 0xB1AC_4)
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: 48)
        let general = UnsafeMutablePointer<UInt32>.allocate(capacity: 48)
        let black = UnsafeMutablePointer<UInt32>.allocate(capacity: 48)
        defer { mask.deallocate(); general.deallocate(); black.deallocate() }
        var blended = 0
        for _ in 0..<4000 {
            let count = Int.random(in: 1...40, using: &random)
            let spare = Int.random(in: 0...3, using: &random)
            for i in 0..<48 {
                // Clear, full and partial coverage in runs, as glyph edges have them.
                switch Int.random(in: 0..<4, using: &random) {
                case 0: mask[i] = 0
                case 1: mask[i] = 255
                default: mask[i] = UInt8.random(in: 0...255, using: &random)
                }
                if i >= count { mask[i] = 0 }   // the spare coverage is clear
                // Premultiplied pixels under the ink: any alpha, channels at most the alpha.
                let a = UInt32.random(in: 0...255, using: &random)
                let pixel = a << 24 | UInt32.random(in: 0...a, using: &random) << 16
                    | UInt32.random(in: 0...a, using: &random) << 8 | UInt32.random(in: 0...a, using: &random)
                general[i] = pixel
                black[i] = pixel
            }
            let alpha = [255, 0, 1, 128, UInt32.random(in: 0...255, using: &random)][Int.random(in: 0..<5, using: &random)]
            let color = alpha << 24
            MaskBlend.blendRow(mask, general, count: count, spare: spare, color: color, black: false)
            MaskBlend.blendRow(mask, black, count: count, spare: spare, color: color, black: true)
            for i in 0..<48 where general[i] != black[i] {
                return XCTFail("pixel \(i) of \(count): \(String(general[i], radix: 16)) by any colour's loop, \(String(black[i], radix: 16)) by black's")
            }
            for i in 0..<count where mask[i] != 0 && alpha != 0 { blended += 1 }
        }
        XCTAssertGreaterThan(blended, 10_000)
    }
}
