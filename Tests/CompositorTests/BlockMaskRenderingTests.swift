import Compositor
import Gallery
import SourceRuntime
import Scene
import XCTest

/// Frames of block-mask: each text uncovered from its leading edge, then the same page as `block`.
final class BlockMaskRenderingTests: XCTestCase {
    private let size = Size(480, 720)

    func testGoldenFrames() throws {
        // The top texts half uncovered; the paragraph being uncovered.
        for (time, name) in [(1.275, "block-mask-1.28"), (1.8, "block-mask-1.80")] {
            try assertGolden(try render("block-mask", at: time, size: size), named: name)
        }
    }

    func testHalfWayInOnlyTheLeadingHalfOfTheHaikuShows() throws {
        let time = 1.1 + 0.175   // half way through the top masks' easeInOut
        let canvas = try render("block-mask", at: time, size: size)
        guard let effect = EffectCatalogue.named("block-mask") else { return XCTFail("no block-mask") }
        let player = effect.player(size: size, metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        player.seek(to: time)
        guard let haiku = player.present().nodes.first(where: { $0.node.text.hasPrefix("秋空") })?.frame else {
            return XCTFail("no haiku")
        }
        // One pixel past the edge for its antialiasing.
        let edge = Int((haiku.x + haiku.width / 2).rounded(.up)) + 1
        var inkBefore = 0, inkAfter = 0
        for y in Int(haiku.y)..<Int(haiku.maxY) {
            for x in 0..<canvas.width where canvas.rgba(x, y).r < 128 {
                if x < edge { inkBefore += 1 } else { inkAfter += 1 }
            }
        }
        XCTAssertGreaterThan(inkBefore, 300, "the uncovered half shows its characters")
        XCTAssertEqual(inkAfter, 0, "nothing shows past the mask's edge")
    }

    func testOnceEverythingIsUncoveredThePageIsBlocksPage() throws {
        let masked = try render("block-mask", at: 3, size: size), barred = try render("block", at: 3, size: size)
        var differing = 0
        for i in 0..<(masked.width * masked.height) where masked.pixels[i] != barred.pixels[i] { differing += 1 }
        XCTAssertEqual(differing, 0)
    }
}
