import Compositor
import Scene
import XCTest

/// Golden frames of the gallery's scenes of today's SwiftUI, at moments that show each one.
final class TodaysSwiftUIRenderingTests: XCTestCase {
    private func goldens(_ name: String, _ times: [Double]) throws {
        for time in times {
            try assertGolden(try render(name, at: time), named: name + "-" + String(format: "%.2f", time))
        }
    }

    func testTypewriter() throws { try goldens("typewriter", [0.9, 2.5]) }      // typing, done with the cursor on
    func testWave() throws { try goldens("wave", [0.4, 1.3]) }                  // the wave running along
    func testBurst() throws { try goldens("burst", [0.2, 1.5]) }                // popping in, settled
    func testScramble() throws { try goldens("scramble", [0.5, 1.05, 2.0]) }    // scrambled, decoding, decoded
    func testCounter() throws { try goldens("counter", [0.5, 0.95]) }           // a number, a digit rolling
    func testAppear() throws { try goldens("appear", [0.5, 1.2, 2.5]) }         // glyphs coming in, all in
    func testGradientShimmer() throws { try goldens("gradient-shimmer", [0.4, 1.1]) }
    func testPhases() throws { try goldens("phases", [0.55, 0.9]) }             // lifted, tilted
    func testKeyframes() throws { try goldens("keyframes", [0.4, 0.85]) }       // squashed, in the air
    func testFlip() throws { try goldens("flip", [0.35, 0.6]) }                  // letters flipping in, the last ones edge-on
    func testRing() throws { try goldens("ring", [0.3, 0.8]) }                   // a short arc turning, then a long one
    func testShapeMorph() throws { try goldens("shape-morph", [0.3, 0.9]) }      // a blob pinching into a star
    func testLayerLoaders() throws { try goldens("layer-loaders", [0.6, 1.9]) } // dots fading round, the ring drawn again
    func testSettings() throws { try goldens("settings", [0.3]) }                // the letters waving above the form
}
