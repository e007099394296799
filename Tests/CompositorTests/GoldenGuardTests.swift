import Gallery
import Foundation
import SourceRuntime
import XCTest
import Scene

/// Every gallery scene has golden images, and every golden image is compared by a test.
///
/// The golden tests are run with the ledger on: they render nothing and note the effects
/// they draw and the goldens they compare; the guard holds that against the gallery
/// (`EffectCatalogue.all`, however its scenes are made) and the files in Goldens/.
final class GoldenGuardTests: XCTestCase {
    /// Every test that compares goldens (a new one goes here, or its goldens count as orphans).
    private func goldenTests() -> [(scene: String, test: () throws -> Void)] {
        func make<T: XCTestCase>(_ type: T.Type) -> T { T(name: "golden guard", testClosure: { _ in }) }
        let seeds = make(SeedScenesRenderingTests.self), today = make(TodaysSwiftUIRenderingTests.self)
        return [
            ("blur", make(BlurRenderingTests.self).testGoldenFrames),
            ("block", make(BlockRenderingTests.self).testGoldenFrames),
            ("block-mask", make(BlockMaskRenderingTests.self).testGoldenFrames),
            ("launch", make(LaunchRenderingTests.self).testGoldenFrames),
            ("morph", make(MorphRenderingTests.self).testGoldenFrames),
            ("shimmer", make(ShimmerRenderingTests.self).testGoldenFrames),
            ("floating", seeds.testFloating), ("distort", seeds.testDistort), ("bounce", seeds.testBounce),
            ("blinking", seeds.testBlinking), ("roulette", seeds.testRoulette),
            ("typewriter", today.testTypewriter), ("wave", today.testWave), ("burst", today.testBurst),
            ("scramble", today.testScramble), ("counter", today.testCounter), ("appear", today.testAppear),
            ("gradient-shimmer", today.testGradientShimmer), ("phases", today.testPhases),
            ("keyframes", today.testKeyframes), ("flip", today.testFlip),
            ("ring", today.testRing), ("shape-morph", today.testShapeMorph),
            ("layer-loaders", today.testLayerLoaders), ("settings", today.testSettings),
            ("gradient-styles", make(GradientSourceRenderingTests.self).testGoldenFrames),
            ("symbols-light", make(SymbolRenderingTests.self).testSymbolGridLight),
            ("symbols-dark", make(SymbolRenderingTests.self).testSymbolGridDark),
            ("controls", make(ControlRenderingTests.self).testGoldenFrames),
            ("containers", make(ContainerRenderingTests.self).testGoldenFrames),
        ]
    }

    private func ledger() throws -> GoldenLedger {
        goldenLedger = GoldenLedger()
        defer { goldenLedger = nil }
        for (_, test) in goldenTests() { try test() }
        return try XCTUnwrap(goldenLedger)
    }

    private func goldenFiles() throws -> Set<String> {
        let files = try FileManager.default.contentsOfDirectory(atPath: goldensFolder.path)
        return Set(files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) })
    }

    func testEveryGallerySceneHasAGolden() throws {
        let rendered = Set(try ledger().rendered)
        for name in EffectCatalogue.all.map(\.name) {
            XCTAssertTrue(rendered.contains(name), "gallery scene '\(name)' has no golden image")
        }
    }

    func testEveryGoldenBelongsToATest() throws {
        let compared = try ledger().compared
        XCTAssertEqual(compared.count, Set(compared).count, "a golden is compared twice: \(compared)")
        let files = try goldenFiles()
        for orphan in files.subtracting(compared).sorted() {
            XCTFail("Goldens/\(orphan).png belongs to no test")
        }
        for missing in Set(compared).subtracting(files).sorted() {
            XCTFail("\(missing).png is compared but not in Goldens/")
        }
    }

    /// The guard sees what it guards: the ledger notes exactly what the tests pass it, and
    /// the files on disk are found.
    func testTheLedgerNotesWhatATestCompares() throws {
        goldenLedger = GoldenLedger()
        defer { goldenLedger = nil }
        try assertGolden(try render("blur", at: 1), named: "no-such-golden")
        XCTAssertEqual(goldenLedger?.rendered, ["blur"])
        XCTAssertEqual(goldenLedger?.compared, ["no-such-golden"])
        XCTAssertTrue(try goldenFiles().contains("blur-0.30"))
    }
}
