import Motion
import Scene
import XCTest
@testable import Gallery
import SourceRuntime

/// The Blinking scene against the seed's numbers: per character a ZStack of three Texts
/// (black ×1.0, white ×0.9, black ×1.0), each blur 10→0 / opacity 0→1 on
/// `.easeInOut.delay(baseTime + i·0.5·random(0.003…0.55))` (the third: `i·random(0.1…0.3)`),
/// the change itself made at baseTime.
class BlinkingSceneTests: XCTestCase {
    /// The scene under test (the source file's, in the subclass that plays it).
    class var effect: Effect { EffectCatalogue.named("blinking")! }

    private let texts = ["Demain, dès l’aube,", "à l'heure", "où blanchit la campagne", "Je partirai. Vois-tu,",
                         "je sais que tu m'attends.", "Victor Hugo"]
    private let baseTimes = [0.1, 0.3, 0.5, 0.7, 0.9, 2.5]

    private func player(seed: UInt64 = 0) -> ScenePlayer {
        Self.effect.player(size: Size(960, 600), metrics: FixedMetrics(), seed: seed)
    }

    /// The three layers of every character, line by line.
    private func layers(_ player: ScenePlayer) -> [[[Node]]] {
        player.scene.root.children.map { line in line.children.map { $0.children } }
    }

    /// The delay of the blur animation a layer started (the whole `.delay`, baseTime included).
    private func delay(_ node: Node) -> Double? { node.tracks[.blur].runs.first?.run.animation.leadingDelay }

    func testThreeLayersPerCharacterAsInTheSeed() {
        let l = layers(player())
        XCTAssertEqual(l.map { $0.count }, texts.map(\.count))
        for (line, stacks) in l.enumerated() {
            let size = line == 5 ? 24.0 : 30.0
            for (i, stack) in stacks.enumerated() {
                XCTAssertEqual(stack.count, 3)
                XCTAssertTrue(stack.allSatisfy { $0.text == String(Array(texts[line])[i]) })
                XCTAssertEqual(stack.map { $0.font?.size ?? 0 }, [size, size * 0.9, size])
                XCTAssertEqual(stack.map(\.color), [.black, .white, .black])
                XCTAssertTrue(stack.allSatisfy { $0.font?.family == "Didot" })
                // ZStack: the smaller layer is centred on the others.
                let big = stack[0].modelFrame, small = stack[1].modelFrame
                XCTAssertEqual(small.x + small.width / 2, big.x + big.width / 2, accuracy: 1e-9)
                XCTAssertEqual(small.y + small.height / 2, big.y + big.height / 2, accuracy: 1e-9)
                XCTAssertEqual(stack[2].modelFrame, big)
                // HStack(spacing: 0.5).
                if i > 0 {
                    let previous = stacks[i - 1][0].modelFrame
                    XCTAssertEqual(big.x, previous.maxX + 0.5, accuracy: 1e-9)
                }
            }
        }
    }

    func testDelaysAreInTheSeedsRangesAndDriveTheBlur() {
        let p = player()
        p.seek(to: 3)
        for (line, stacks) in layers(p).enumerated() {
            let base = baseTimes[line]
            for (i, stack) in stacks.enumerated() {
                let n = Double(i)
                let ranges = [(0.5 * 0.003, 0.5 * 0.55), (0.5 * 0.003, 0.5 * 0.55), (0.1, 0.3)]
                for (layer, node) in stack.enumerated() {
                    guard let d = delay(node), let run = node.tracks[.blur].runs.first else {
                        XCTFail("line \(line) char \(i) layer \(layer) has no animation"); continue
                    }
                    XCTAssertEqual(run.start, base, accuracy: 1e-12, "the change is made at baseTime")
                    let random = d - base
                    XCTAssertGreaterThanOrEqual(random, n * ranges[layer].0 - 1e-12)
                    XCTAssertLessThanOrEqual(random, n * ranges[layer].1 + 1e-12)
                }
            }
        }
        // The presented blur and opacity follow easeInOut from baseTime + delay.
        for t in stride(from: 0.0, through: 12, by: 0.071) {
            p.seek(to: t)
            for stacks in layers(p) {
                for stack in stacks {
                    for node in stack {
                        guard let d = delay(node), let run = node.tracks[.blur].runs.first else { continue }
                        let e = (t - run.start - d) / 0.35
                        let expected = 10 - 10 * UnitBezier.easeInOut(min(1, max(0, e)))
                        XCTAssertEqual(node.value(.blur, at: t), expected, accuracy: 1e-9)
                        XCTAssertEqual(node.value(.opacity, at: t), 1 - expected / 10, accuracy: 1e-9)
                    }
                }
            }
        }
    }

    func testBaseTimeCountsTwice() {
        // Nothing of the last line moves before 2 · 2.5 s; its first character starts right then.
        let p = player()
        p.seek(to: 4.999)
        let last = layers(p)[5]
        XCTAssertTrue(last.joined().allSatisfy { $0.value(.blur, at: 4.999) == 10 && $0.value(.opacity, at: 4.999) == 0 })
        p.seek(to: 5.1)
        XCTAssertTrue(last[0].allSatisfy { $0.value(.blur, at: 5.1) < 10 })
    }

    func testDelaysAreReproduciblePerSeed() {
        func delays(seed: UInt64) -> [Double] {
            let p = player(seed: seed)
            p.seek(to: 3)
            return layers(p).joined().joined().compactMap { delay($0) }
        }
        let a = delays(seed: 0)
        XCTAssertEqual(a.count, texts.reduce(0) { $0 + $1.count } * 3)
        XCTAssertEqual(a, delays(seed: 0))
        XCTAssertNotEqual(a, delays(seed: 1))
    }
}
