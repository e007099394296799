import XCTest
import Motion
@testable import Scene

/// An update runs again exactly the bindings that read a state it changed (and those whose
/// reads are unknown), as SwiftUI re-evaluates only the views whose dependencies changed.
final class DependencyTrackingTests: XCTestCase {
    private func makeScene() -> Scene {
        Scene(size: Size(400, 300), metrics: ProportionalMetrics())
    }

    /// A glyph "A" added to the scene's root.
    private func addGlyph(to scene: Scene) -> Node {
        let glyph = scene.makeNode(.glyph, text: "A")
        scene.root.add(glyph)
        return glyph
    }

    func testABindingThatReadsAChangedStateFollowsIt() {
        let scene = makeScene()
        let a = scene.state(0.0), b = scene.state(false)
        let glyph = addGlyph(to: scene)
        // Reads `b` always, and `a` only once `b` is true: its reads change as it runs.
        glyph.opacity { b.value ? a.value : 0.25 }
        scene.update { b.value = true }
        XCTAssertEqual(glyph.model(.opacity), 0)
        scene.update { a.value = 0.75 }
        XCTAssertEqual(glyph.model(.opacity), 0.75, "a binding reading a changed state runs again")
        scene.update { b.value = false }
        XCTAssertEqual(glyph.model(.opacity), 0.25)
    }

    func testARefreshedBindingRunsInTheNextUpdateWhateverChanged() {
        let scene = makeScene()
        let a = scene.state(0.0), unrelated = scene.state(0)
        // What the binding reads besides `a` is no state: only a refresh makes it run again.
        var scale = 1.0, runs = 0
        let glyph = addGlyph(to: scene), other = addGlyph(to: scene)
        glyph.opacity { runs += 1; return a.value * scale + 0.25 }
        other.opacity { unrelated.value == 0 ? 1 : 0.5 }
        scene.update { unrelated.value = 1 }
        XCTAssertEqual(runs, 1, "not run for a state it does not read")
        scale = 2
        glyph.refreshBindings(of: .opacity)
        XCTAssertEqual(runs, 1, "a refresh runs nothing by itself")
        scene.update { unrelated.value = 2 }
        XCTAssertEqual(runs, 2, "run in the next update, though no state it reads changed")
        scene.update { a.value = 0.25 }
        XCTAssertEqual(glyph.model(.opacity), 0.75, "it still follows the state it reads")
        scene.update { unrelated.value = 3 }
        XCTAssertEqual(runs, 3, "once refreshed, run again only when its state changes")
        // A refresh while the walk of the scene is out of date (a node added since) holds too.
        scale = 3
        glyph.refreshBindings(of: .opacity)
        _ = addGlyph(to: scene)
        scene.update {}
        XCTAssertEqual(glyph.model(.opacity), 1.0)
    }

    func testAChangedTextStateReachesTheText() {
        let scene = makeScene()
        let word = scene.state("one"), other = scene.state(0)
        let text = scene.makeNode(.text, text: "")
        scene.root.add(text)
        text.bindText { word.value }
        scene.update { other.value = 1 }
        scene.update { word.value = "two" }
        XCTAssertEqual(text.text, "two")
    }

    func testUnrelatedBindingsAreNotRunAgain() {
        let scene = makeScene()
        let a = scene.state(0.0), b = scene.state(0.0)
        var runsOfA = 0, runsOfB = 0
        let first = scene.makeNode(.glyph, text: "A"), second = scene.makeNode(.glyph, text: "B")
        scene.root.add(first)
        scene.root.add(second)
        first.opacity { runsOfA += 1; return a.value }
        second.opacity { runsOfB += 1; return b.value }
        XCTAssertEqual([runsOfA, runsOfB], [1, 1], "binding runs each once")
        scene.update { a.value = 1 }
        XCTAssertEqual([runsOfA, runsOfB], [2, 1], "only the binding reading `a` runs again")
        XCTAssertEqual(first.model(.opacity), 1)
        scene.update {}
        XCTAssertEqual([runsOfA, runsOfB], [2, 1], "an update changing nothing runs nothing")
    }

    func testABindingReadingNoStateRunsOnEveryUpdate() {
        let scene = makeScene()
        let a = scene.state(0)
        var outside = 0.5
        var runs = 0
        let glyph = addGlyph(to: scene)
        glyph.opacity { runs += 1; return outside }
        scene.update { a.value = 1; outside = 0.25 }
        XCTAssertEqual(runs, 2)
        XCTAssertEqual(glyph.model(.opacity), 0.25, "what it reads is unknown, so it runs again")
    }

    func testAStateChangedOutsideAnUpdateIsPickedUpByTheNext() {
        let scene = makeScene()
        let a = scene.state(0.0), b = scene.state(0)
        let glyph = addGlyph(to: scene)
        glyph.opacity { a.value }
        a.value = 1
        scene.update { b.value = 1 }
        XCTAssertEqual(glyph.model(.opacity), 1)
    }

    func testStatesSharingASummaryBitStillRunOnlyTheirOwnBindings() {
        let scene = makeScene()
        // More states than summary bits: the first and the 65th share a bit.
        let states = (0..<70).map { _ in scene.state(0.0) }
        var runs = 0
        let glyph = addGlyph(to: scene)
        glyph.opacity { runs += 1; return states[0].value }
        scene.update { states[64].value = 1 }
        XCTAssertEqual(runs, 1, "a state sharing the bit is not one the binding read")
        scene.update { states[0].value = 0.5 }
        XCTAssertEqual(runs, 2)
        XCTAssertEqual(glyph.model(.opacity), 0.5)
    }

    func testANodeOutOfTheTreeCatchesUpWhenPutBack() {
        let scene = makeScene()
        let a = scene.state(0.0), b = scene.state(0)
        let glyph = addGlyph(to: scene)
        glyph.opacity { a.value }
        scene.update { b.value = 1 }
        scene.root.remove(glyph)
        scene.update { a.value = 0.5 }
        XCTAssertEqual(glyph.model(.opacity), 0, "out of the tree, nothing runs")
        scene.root.add(glyph)
        scene.update { b.value = 2 }
        XCTAssertEqual(glyph.model(.opacity), 0.5, "back in the tree, the binding sees the state it missed")
    }

    func testABindingAddedLaterSeesAChangeMadeOutsideAnUpdate() {
        let scene = makeScene()
        let a = scene.state(0.0), c = scene.state(0.0), other = scene.state(0)
        let glyph = addGlyph(to: scene)
        glyph.opacity { a.value }
        scene.update { other.value = 1 }
        glyph.blur { c.value }
        c.value = 4
        scene.update { other.value = 2 }
        XCTAssertEqual(glyph.model(.blur), 4)
    }

    func testAShapeMaskGivenAfterAnUpdateFollowsItsState() {
        let scene = makeScene()
        let width = scene.state(0.25), other = scene.state(0)
        let text = scene.makeNode(.text, text: "masked")
        scene.root.add(text)
        let shape = scene.makeNode(.rect)
        shape.scaleEffect(x: { width.value }, y: { 1 })
        scene.update { other.value = 1 }
        // The mask's node is not in the tree, but an update reaches it through the view it masks.
        text.mask(shape)
        scene.update { width.value = 0.75 }
        XCTAssertEqual(shape.model(.scaleX), 0.75)
    }

    func testANodeAddedAfterAnUpdateIsReached() {
        let scene = makeScene()
        let a = scene.state(0.0)
        let group = scene.makeNode(.group), glyph = scene.makeNode(.glyph, text: "A")
        glyph.opacity { a.value }
        group.add(glyph)
        scene.update { a.value = 0.1 }
        scene.root.add(group)
        scene.update { a.value = 0.6 }
        XCTAssertEqual(glyph.model(.opacity), 0.6)
    }
}
