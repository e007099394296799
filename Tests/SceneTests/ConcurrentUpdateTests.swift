import XCTest
import Motion
@testable import Scene

/// A large update runs its nodes' bindings on several threads; it must set exactly what the
/// same update run on one thread sets, and keep tracking what each binding reads.
final class ConcurrentUpdateTests: XCTestCase {
    private static let nodeCount = 3000

    /// A scene of `nodeCount` glyphs: springs and bezier curves on delays, bindings whose
    /// reads change with a state, text bindings, and bindings that read no state.
    private func makeScene(concurrentFrom minimum: Int) -> (Scene, toggle: (Int) -> Void) {
        let scene = Scene(size: Size(800, 600), metrics: ProportionalMetrics(), seed: 7)
        scene.refreshSplit.minimum = minimum
        let phases = (0..<5).map { _ in scene.state(0) }
        let word = scene.state("a")
        let wide = scene.state(false)
        for i in 0..<Self.nodeCount {
            let phase = phases[i % phases.count]
            let node = scene.makeNode(.glyph, text: "x")
            let dx = Double(i % 37) - 18, scale = 0.5 + Double(i % 11) / 10
            node.offset(x: { phase.value % 2 == 0 ? 0 : dx }, y: { Double(phase.value % 3) * 4 })
            // Reads `wide` always, and `phase` only while `wide` is set.
            node.opacity { wide.value ? 0.2 + Double(phase.value % 4) / 5 : 1 }
            if i % 10 == 0 { node.scaleEffect(x: { phase.value % 2 == 0 ? 1 : scale }, y: { 1 }) }
            if i % 50 == 0 { node.bindText { "\(word.value)\(phase.value)" } }
            if i % 97 == 0 { node.blur { Double(i % 5) } }
            let animation: Animation = i % 2 == 0
                ? .spring(response: 0.4, dampingFraction: 0.7).delay(Double(i % 13) / 100)
                : .easeInOut(duration: 0.3).delay(Double(i % 7) / 50)
            node.animation(animation, value: phase)
            scene.root.add(node)
        }
        let toggle: (Int) -> Void = { step in
            scene.update {
                phases[step % phases.count].value += 1
                if step % 4 == 3 { wide.value.toggle() }
                if step % 5 == 4 { word.value += "b" }
            }
        }
        return (scene, toggle)
    }

    func testAConcurrentUpdateSetsWhatASerialOneSets() {
        let (serial, toggleSerial) = makeScene(concurrentFrom: .max)
        let (concurrent, toggleConcurrent) = makeScene(concurrentFrom: 1)
        var time = 0.0
        for step in 0..<14 {
            time += 0.07
            serial.advance(to: time)
            concurrent.advance(to: time)
            toggleSerial(step)
            toggleConcurrent(step)
            let a = serial.root.children, b = concurrent.root.children
            XCTAssertEqual(a.count, b.count)
            for probe in [time, time + 0.05, time + 0.2, time + 2] {
                for (x, y) in zip(a, b) {
                    for property in Property.allCases where x.tracks[property].value(at: probe) != y.tracks[property].value(at: probe) {
                        XCTFail("step \(step), node \(x.id), \(property) at \(probe): \(x.tracks[property].value(at: probe)) serially, \(y.tracks[property].value(at: probe)) concurrently")
                        return
                    }
                }
            }
            for (x, y) in zip(a, b) where x.text != y.text || x.readBits != y.readBits
                || x.checksEveryUpdate != y.checksEveryUpdate {
                XCTFail("step \(step), node \(x.id): text or reads differ")
                return
            }
        }
        // The updates did move things: the comparison is not between two resting scenes.
        let moved = concurrent.root.children.filter { $0.tracks[.offsetX].isAnimating(at: time + 0.1) }.count
        XCTAssertGreaterThan(moved, Self.nodeCount / 10)
        XCTAssertTrue(concurrent.root.children.contains { $0.text.hasPrefix("abb") })
    }

    func testAConcurrentUpdateTracksTheStatesEachBindingReads() {
        let (scene, toggle) = makeScene(concurrentFrom: 1)
        let node = scene.root.children[1]
        // `wide` is off: opacity reads only `wide`, so changing a phase leaves it at 1.
        toggle(1)
        XCTAssertEqual(node.model(.opacity), 1)
        toggle(3) // turns `wide` on: opacity now reads the phase too
        let before = node.model(.opacity)
        toggle(6) // node 1's phase again
        XCTAssertNotEqual(node.model(.opacity), before, "after its reads changed, the binding follows the phase")
        XCTAssertEqual(node.model(.opacity), 0.2 + Double(2 % 4) / 5, accuracy: 1e-12)
    }

    func testLargeUpdatesRunConcurrentlyAndSmallOnesDoNot() {
        let scene = Scene(size: Size(100, 100), metrics: ProportionalMetrics())
        XCTAssertEqual(scene.refreshSplit.minimum, 1024, "seed scenes, a few hundred nodes at most, stay on one thread")
        let (large, toggle) = makeScene(concurrentFrom: 1024)
        toggle(0) // the first update looks at every node: shared out
        XCTAssertEqual(large.stateReads.concurrentPasses, 1)
        toggle(1) // 600 nodes read the phase changed, 331 read no state: one thread
        XCTAssertEqual(large.stateReads.concurrentPasses, 1)
        toggle(3) // and every node reads `wide`: shared out
        XCTAssertEqual(large.stateReads.concurrentPasses, 2)
    }
}
