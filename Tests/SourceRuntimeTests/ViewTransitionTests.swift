import Motion
import Scene
import SourceRuntime
import XCTest

/// `UIView.transition`: the old look and the new drawn together while it plays, dissolving or
/// flipping, then the new alone.
final class ViewTransitionTests: XCTestCase {
    private func file(_ body: String) -> String {
        """
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "A"
        card.addSubview(label)
        root.addSubview(card)
        PlaygroundPage.current.liveView = root
        \(body)
        """
    }

    /// Each text shown at `t` with its effective opacity.
    private func texts(_ p: ScenePlayer, at t: Double) -> [String: Double] {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        var out: [String: Double] = [:]
        for n in p.present().nodes where n.node.kind == .text || n.node.kind == .glyph { out[n.node.text] = n.effectiveOpacity }
        return out
    }

    /// Linear over 2 s: at 0.5 s the old text shows at 0.75 and the new at 0.25; after, the new alone.
    func testACrossDissolveFadesTheOldLookOutAndTheNewIn() throws {
        let p = try play(file("""
        UIView.transition(with: card, duration: 2, options: [.transitionCrossDissolve, .curveLinear], animations: {
            label.text = "B"
        })
        """))
        let mid = texts(p, at: 0.5)
        XCTAssertEqual(mid["A"] ?? -1, 0.75, accuracy: 1e-9)
        XCTAssertEqual(mid["B"] ?? -1, 0.25, accuracy: 1e-9)
        XCTAssertEqual(texts(p, at: 2.5), ["B": 1])
    }

    /// A flip from the left: the old look turns to edge-on over the first half (45° at a
    /// quarter), the new from −90° back to flat over the second (−45° at three quarters).
    func testAFlipShowsTheOldLookThenTheNew() throws {
        let p = try play(file("""
        UIView.transition(with: card, duration: 2, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            label.text = "B"
        }, completion: { _ in label.text = "done" })
        """))
        func turn(of text: String, at t: Double) throws -> (degrees: Double, opacity: Double) {
            p.seek(to: t)
            let nodes = p.present().nodes
            let node = try XCTUnwrap(nodes.first { $0.node.text == text })
            // The group turning holds the card holding the label (its text over its view).
            let group = try XCTUnwrap(node.node.parent?.parent?.parent)
            return (group.model(.rotation3D), node.effectiveOpacity)
        }
        let quarter = try turn(of: "A", at: 0.5)
        XCTAssertEqual(quarter.degrees, 45, accuracy: 1e-9)
        XCTAssertEqual(quarter.opacity, 1)
        XCTAssertEqual(texts(p, at: 0.5)["B"], 0, "the new look waits for the second half")
        let late = try turn(of: "B", at: 1.5)
        XCTAssertEqual(late.degrees, -45, accuracy: 1e-9)
        XCTAssertEqual(texts(p, at: 1.5)["A"], 0)
        XCTAssertEqual(texts(p, at: 2.5), ["done": 1])
    }

    /// `transition(from:to:)` removes the from-view from its superview and adds the to-view.
    func testFromToReplacesTheView() throws {
        let p = try play(file("""
        let other = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        other.text = "C"
        UIView.transition(from: label, to: other, duration: 1, options: [.transitionCrossDissolve, .curveLinear])
        """))
        let mid = texts(p, at: 0.5)
        XCTAssertEqual(mid["A"] ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(mid["C"] ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(texts(p, at: 1.5), ["C": 1])
    }

    /// Without a transition option the change happens at once.
    func testNoTransitionChangesAtOnce() throws {
        let p = try play(file("""
        UIView.transition(with: card, duration: 1, options: [], animations: { label.text = "B" })
        """))
        XCTAssertEqual(texts(p, at: 0.2), ["B": 1])
    }
}
