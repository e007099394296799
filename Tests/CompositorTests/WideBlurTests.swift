import Compositor
import Foundation
import Typography
import XCTest

/// A wide blur (σ past 16 px) is worked out on a coarser grid: it must still be the Gaussian
/// of the asked deviation, keep the coverage's mass, and match the closed form of a blurred
/// square at its centre.
final class WideBlurTests: XCTestCase {
    /// A solid `side` × `side` square of full coverage.
    private func square(_ side: Int) -> GlyphBitmap {
        let b = GlyphBitmap(width: side, height: side, originX: 0, originY: 0)
        for y in 0..<side { for x in 0..<side { b.pixels[y * b.stride + x] = 255 } }
        return b
    }

    private func sum(_ b: GlyphBitmap) -> Double {
        var s = 0.0
        for y in 0..<b.height { for x in 0..<b.width { s += Double(b.coverage(x, y)) } }
        return s
    }

    func testAWideBlurIsTheGaussianOfItsSigma() {
        for sigma in [20.0, 40.0, 80.0] {
            let sharp = square(60)
            let b = GaussianBlur.blurred(sharp, sigma: sigma)
            XCTAssertEqual(sum(b), sum(sharp), accuracy: sum(sharp) * 0.03, "σ \(sigma): the mass is kept")
            // Along the row through the centre: the square's width adds (60² − 1)/12 to the variance.
            let centreY = Int((sharp.originY + 30 - b.originY).rounded(.down))
            var total = 0.0, mean = 0.0, variance = 0.0
            for x in 0..<b.width { total += Double(b.coverage(x, centreY)) }
            for x in 0..<b.width { mean += Double(x) * Double(b.coverage(x, centreY)) / total }
            for x in 0..<b.width { variance += pow(Double(x) - mean, 2) * Double(b.coverage(x, centreY)) / total }
            XCTAssertEqual((variance - 3599.0 / 12).squareRoot(), sigma, accuracy: sigma * 0.1, "σ \(sigma)")
            // The centre of a square of side a blurred by σ: 255 · erf(a / (2√2 σ))².
            let centreX = Int((sharp.originX + 30 - b.originX).rounded(.down))
            let expected = 255 * pow(erf(60 / (2 * 2.0.squareRoot() * sigma)), 2)
            XCTAssertEqual(Double(b.coverage(centreX, centreY)), expected, accuracy: max(2, expected * 0.05), "σ \(sigma)")
            // The square's centre lies where it lay: the bitmap moved by its padding.
            XCTAssertEqual(mean + b.originX, 30, accuracy: 1, "σ \(sigma)")
        }
    }

    func testAWideBlurOfALittleCoverageKeepsOnlyWhatRoundsToSomething() {
        // A 10 × 10 square blurred by σ = 100: 25,500 of coverage spread over ~2π·100² pixels
        // peaks under one level: nothing is left but a pixel of nothing.
        let b = GaussianBlur.blurred(square(10), sigma: 100, cropped: true)
        XCTAssertLessThanOrEqual(b.width * b.height, 1)
        XCTAssertEqual(sum(b), 0)
        // Uncropped, it keeps the whole padded square (a layer's blur reads it by index).
        let whole = GaussianBlur.blurred(square(10), sigma: 100)
        XCTAssertEqual(whole.width, 10 + 2 * GaussianBlur.padding(sigma: 100))
        XCTAssertEqual(whole.height, whole.width)
    }
}
