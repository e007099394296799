import Scene
import SourceRuntime
import XCTest

/// `#selector` with `addTarget(_:action:for:)`, `UITapGestureRecognizer(target:action:)`,
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
/// `CADisplayLink(target:selector:)`, and the haptic generators that do nothing.
final class UIKitTargetActionTests: XCTestCase {
    /// A 200 × 100 view of class `Panel` shown in the middle of the 960 × 600 canvas, its label
    /// showing `label.text`; `setup` runs in its `init(frame:)`, `members` are the class's.
    private func panel(_ setup: String, _ members: String) throws -> ScenePlayer {
        try play("""
        import UIKit

        class Panel: UIView {
            var count = 0
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let button = UIButton(frame: CGRect(x: 0, y: 50, width: 200, height: 50))

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                label.text = "0"
                addSubview(label)
                addSubview(button)
                \(setup)
            }

            required init?(coder: NSCoder) { fatalError() }

            \(members)
        }

        #Preview { Panel(frame: CGRect(x: 0, y: 0, width: 200, height: 100)) }
        """)
    }

    /// The button's middle: the panel stands from (380, 250); the button is 50 pt down in it.
    private let onButton = Point(480, 325)
    /// On the label's text, at its leading edge (the panel's left side, 380), above the button.
    private let onLabelsText = Point(384, 270)

    func testAButtonsTargetRunsItsMethodOnEachClickWithTheButtonAsSender() throws {
        let p = try panel("""
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        button.addTarget(self, action: #selector(changed), for: .valueChanged)
        """, """
        @objc func tapped(_ sender: UIButton) {
            count += 1
            label.text = sender === button ? "\\(count)" : "not the button"
        }
        @objc func changed() { label.text = "changed" }
        """)
        XCTAssertEqual(shownText(p, at: 0.5), "0")
        XCTAssertTrue(p.tap(at: onButton))
        XCTAssertTrue(p.tap(at: onButton))
        // Two touch-ups: two calls; a click changes no value, so `.valueChanged` is not sent.
        XCTAssertEqual(shownText(p, at: 1), "2")
        XCTAssertNil(p.scene.failure?.headline)
    }

    func testATapRecognizerSendsItsActionWithTheRecognizerAndAnInertLabelLetsTheClickThrough() throws {
        let p = try panel("""
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        let onLabel = UITapGestureRecognizer(target: self, action: #selector(labelTapped))
        label.addGestureRecognizer(onLabel)
        """, """
        @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
            count += 1
            label.text = recognizer.view === self ? "tapped \\(count)" : "wrong view"
        }
        @objc func labelTapped() { label.text = "label" }
        """)
        XCTAssertTrue(p.tap(at: onButton))
        XCTAssertEqual(shownText(p, at: 0.5), "tapped 1")
        // A label's isUserInteractionEnabled is false (Apple's default): its recognizer never
        // fires and the click on its text goes to the panel under it.
        XCTAssertTrue(p.tap(at: onLabelsText))
        XCTAssertEqual(shownText(p, at: 1), "tapped 2")
    }

    func testATimerWithATargetSendsItsSelectorEveryIntervalOnTheSceneClock() throws {
        let p = try panel("""
        Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        """, """
        @objc func tick(_ timer: Timer) {
            count += 1
            label.text = "\\(count)"
            if count == 3 { timer.invalidate() }
        }
        """)
        // Fired at 0.5 and 1.0 by 1.25 s; invalidated by its third call at 1.5.
        XCTAssertEqual(shownText(p, at: 1.25), "2")
        XCTAssertEqual(shownText(p, at: 4), "3")
    }

    func testADisplayLinkSendsItsSelectorOncePerFrameUntilInvalidated() throws {
        let p = try panel("""
        let link = CADisplayLink(target: self, selector: #selector(step))
        link.add(to: .main, forMode: .common)
        """, """
        @objc func step(_ link: CADisplayLink) {
            count += 1
            label.text = "\\(count)"
            if count == 90 { link.invalidate() }
        }
        """)
        // 60 frames a second: 30 calls by half a second, then stopped at 90 (1.5 s).
        XCTAssertEqual(shownText(p, at: 0.5 + 1e-6), "30")
        XCTAssertEqual(shownText(p, at: 3), "90")
    }

    func testASelectorTheTargetDoesNotHaveIsTheFilesError() throws {
        let p = try panel("""
        button.addTarget(self, action: #selector(missing), for: .touchUpInside)
        """, "")
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertTrue(p.tap(at: onButton))
        p.seek(to: 0.2)
        XCTAssertTrue(p.scene.failure?.headline.contains("unrecognized selector 'missing'") == true, p.scene.failure?.headline ?? "no error")
    }

    func testHapticGeneratorsDoNothingAndTheCodeAfterThemRuns() throws {
        let p = try panel("""
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        label.text = "after"
        """, "")
        XCTAssertEqual(shownText(p, at: 0.5), "after")
    }
}
