import Scene
import SourceRuntime
import XCTest

/// UIKit's pan, long-press and swipe recognizers driven by the mouse: their states, their
/// translation and velocity, and a tap recognizer beside them.
final class GestureRecognizerTests: XCTestCase {
    /// A 100 × 100 card at (100, 100) in a controller's view (the canvas's size, at its origin);
    /// its handler writes what it saw into the log label.
    private func controller(_ recognizer: String, handler: String) throws -> ScenePlayer {
        try play("""
        import UIKit
        import PlaygroundSupport

        class C: UIViewController {
            let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            let log = UILabel(frame: CGRect(x: 0, y: 400, width: 600, height: 30))
            var seen: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                card.backgroundColor = .red
                view.addSubview(card)
                view.addSubview(log)
                let g = \(recognizer)
                card.addGestureRecognizer(g)
            }
            @objc func handle(_ g: UIGestureRecognizer) {
                \(handler)
                log.text = seen.joined(separator: " ")
            }
        }
        PlaygroundPage.current.liveView = C()
        """)
    }

    private func log(_ p: ScenePlayer) -> String {
        p.present().nodes.first { $0.node.kind == .text }?.node.text ?? ""
    }

    /// A pan begins once the press has moved 10 points; its translation is the move from the
    /// press; the release ends it.
    func testAPanBeginsAfterTenPointsAndReportsItsTranslation() throws {
        let p = try controller("UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))", handler: """
        let pan = g as! UIPanGestureRecognizer
        let t = pan.translation(in: view)
        seen.append("\\(pan.state == .began ? "b" : pan.state == .changed ? "c" : pan.state == .ended ? "e" : "?")\\(Int(t.x)),\\(Int(t.y))")
        """)
        p.seek(to: 0.5)
        XCTAssertTrue(p.pointerDown(at: Point(150, 150)))
        p.seek(to: 0.52)
        p.pointerMove(to: Point(155, 150))
        XCTAssertEqual(log(p), "", "5 points: not yet")
        p.seek(to: 0.54)
        p.pointerMove(to: Point(162, 150))
        p.seek(to: 0.56)
        p.pointerMove(to: Point(200, 170))
        p.seek(to: 0.58)
        p.pointerUp(at: Point(200, 170))
        p.seek(to: 0.6)
        XCTAssertEqual(log(p), "b12,0 c50,20 e50,20")
    }

    /// A long press begins after its minimum duration held still, and ends at the release;
    /// released before then, it never begins.
    func testALongPressBeginsAfterItsDuration() throws {
        let recognizer = "UILongPressGestureRecognizer(target: self, action: #selector(handle(_:)))"
        let handler = #"seen.append(g.state == .began ? "began" : g.state == .ended ? "ended" : "other")"#
        let p = try controller(recognizer, handler: handler)
        p.seek(to: 1)
        XCTAssertTrue(p.pointerDown(at: Point(150, 150)))
        p.seek(to: 1.4)
        XCTAssertEqual(log(p), "")
        p.seek(to: 1.55)
        XCTAssertEqual(log(p), "began", "0.5 s after the press")
        p.pointerUp(at: Point(150, 150))
        p.seek(to: 1.6)
        XCTAssertEqual(log(p), "began ended")
        let q = try controller(recognizer, handler: handler)
        q.seek(to: 1)
        XCTAssertTrue(q.pointerDown(at: Point(150, 150)))
        q.seek(to: 1.2)
        q.pointerUp(at: Point(150, 150))
        q.seek(to: 2)
        XCTAssertEqual(log(q), "", "released too soon")
    }

    /// A swipe fires once at the release of a drag of 30 points or more along its direction.
    func testASwipeFiresAlongItsDirection() throws {
        let recognizer = """
        UISwipeGestureRecognizer(target: self, action: #selector(handle(_:)))
                g.direction = .left
        """
        let p = try controller(recognizer, handler: #"seen.append("swiped")"#)
        p.seek(to: 0.5)
        XCTAssertTrue(p.pointerDown(at: Point(180, 150)))
        p.seek(to: 0.55)
        p.pointerUp(at: Point(170, 150))
        p.seek(to: 0.6)
        XCTAssertEqual(log(p), "", "10 points: too short")
        XCTAssertTrue(p.pointerDown(at: Point(180, 150)))
        p.seek(to: 0.65)
        p.pointerUp(at: Point(120, 155))
        p.seek(to: 0.7)
        XCTAssertEqual(log(p), "swiped")
    }
}
