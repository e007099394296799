import Motion
import Scene
import SourceRuntime
import XCTest

/// UIKit files: the view a `#Preview` returns, its layers and Core Animation animations.
final class PlaygroundTests: XCTestCase {
    private func node(_ p: ScenePlayer, _ kind: Node.Kind, _ n: Int = 0) -> PresentedNode? {
        p.present().nodes.filter { $0.node.kind == kind }.dropFirst(n).first
    }

    private func gradient(_ p: ScenePlayer, at t: Double) -> PresentedGradient? {
        p.seek(to: t)
        guard case .gradient(let g)? = node(p, .card)?.mask else { return nil }
        return g
    }

    /// A card with a gradient mask whose `shimmer()` the test writes; `extra` goes in the preview.
    private func card(_ shimmer: String, extra: String = "") throws -> ScenePlayer {
        try play("""
        import UIKit

        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))

        func shimmer() {
            let gradient = CAGradientLayer()
            gradient.colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
            gradient.frame = card.bounds
            card.layer.mask = gradient
        \(shimmer)
        }

        #Preview {
            shimmer()
            \(extra)
            return card
        }
        """)
    }

    func testTheViewStandsCentredAtItsSizeAndItsSubviewsAtTheirFrames() throws {
        let p = try play("""
        import UIKit

        #Preview("Card") {
            let card = UIView(frame: CGRect(x: 40, y: 40, width: 300, height: 200))
            card.backgroundColor = .red
            card.layer.cornerRadius = 12
            let label = UILabel()
            label.text = "Hello"
            label.font = UIFont.systemFont(ofSize: 20, weight: .bold)
            label.sizeToFit()
            label.frame = CGRect(x: 10, y: 30, width: label.frame.width, height: label.frame.height)
            card.addSubview(label)
            let wide = UILabel(frame: CGRect(x: 10, y: 100, width: 200, height: 60))
            wide.text = "Hi"
            card.addSubview(wide)
            let dot = UIView(frame: CGRect(x: 250, y: 10, width: 40, height: 40))
            dot.layer.cornerRadius = 20
            card.addSubview(dot)
            return card
        }
        """)
        p.seek(to: 0)
        // Its own size, centred on the 960 × 600 canvas; its origin is the superview's business.
        let card = try XCTUnwrap(node(p, .card))
        XCTAssertEqual(card.frame, Rect(x: 330, y: 200, width: 300, height: 200))
        XCTAssertEqual(card.node.cornerRadius, 12)
        // UIKit's `.red` is 1, 0, 0 (UIColor's documentation), not SwiftUI's systemRed.
        XCTAssertEqual(card.node.color, Color(red: 1, green: 0, blue: 0))
        // sizeToFit: the run's advance (5 × 0.6 × 20) by the line's height (20).
        let label = try XCTUnwrap(node(p, .text))
        XCTAssertEqual(label.frame, Rect(x: 340, y: 230, width: 60, height: 20))
        XCTAssertEqual(label.node.font, FontSpec.system(size: 20, weight: .bold))
        // A label wider and taller than its text: the text at the leading edge, centred vertically,
        // in the default 17 pt system font.
        let wide = try XCTUnwrap(node(p, .text, 1))
        XCTAssertEqual(wide.frame, Rect(x: 340, y: 300 + (60 - 17) / 2, width: 2 * 0.6 * 17, height: 17))
        // A square rounded by half its side is a disc.
        XCTAssertEqual(try XCTUnwrap(node(p, .circle)).frame, Rect(x: 580, y: 210, width: 40, height: 40))
        XCTAssertEqual(card.node.children.count, 3)
    }

    func testTheAddedAnimationIsACopy() throws {
        let p = try card("""
            let a = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.locations))
            a.fromValue = [0, 0.5]
            a.toValue = [0.5, 1]
            a.duration = 1
            gradient.add(a, forKey: "shimmer")
            a.duration = 10
            a.toValue = [1, 1]
        """)
        let g = try XCTUnwrap(gradient(p, at: 0.5))
        XCTAssertEqual(g.locations[0], 0.25, accuracy: 1e-12)
        XCTAssertEqual(g.locations[1], 0.75, accuracy: 1e-12)
        // Ended after the 1 s it had when added: the model (nil locations: evenly spaced) again.
        XCTAssertEqual(try XCTUnwrap(gradient(p, at: 1.01)).locations, [0, 1])
    }

    func testAGroupTakesItsChildrenAsTheyAreWhenAdded() throws {
        let p = try card("""
            let a = CABasicAnimation(keyPath: "locations")
            a.fromValue = [0, 0]
            let group = CAAnimationGroup()
            group.animations = [a]
            group.duration = 2
            a.toValue = [1, 1]
            gradient.add(group, forKey: nil)
        """)
        // The child has no duration of its own: it runs for the group's 2 s, linear.
        XCTAssertEqual(try XCTUnwrap(gradient(p, at: 0.5)).locations, [0.25, 0.25])
    }

    func testAForwardsFillKeptOnTheLayerHoldsTheEnd() throws {
        let p = try card("""
            let a = CABasicAnimation(keyPath: "startPoint")
            a.fromValue = CGPoint(x: 0, y: 0)
            a.toValue = CGPoint(x: 1, y: 0)
            a.duration = 0.5
            a.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            gradient.add(a, forKey: "move")
        """)
        let mid = try XCTUnwrap(gradient(p, at: 0.2))
        XCTAssertEqual(mid.startPoint.x, UnitBezier.easeInOut(0.4), accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(gradient(p, at: 3)).startPoint, UnitPoint(1, 0))
    }

    func testAClickOnAControlRunsItsActionsEachRunItsOwnViews() throws {
        let source = """
        import UIKit

        var taps = 0
        let button = UIControl(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))

        #Preview {
            label.text = "0"
            button.addSubview(label)
            button.addAction(UIAction { _ in
                taps += 1
                label.text = "\\(taps)"
            }, for: .touchUpInside)
            return button
        }
        """
        let first = try play(source), second = try play(source)
        first.seek(to: 1)
        second.seek(to: 1)
        // The click lands on the label; the control under it takes it, as UIKit's labels let touches through.
        XCTAssertTrue(first.tap(at: Point(480, 300)))
        XCTAssertTrue(first.tap(at: Point(480, 300)))
        XCTAssertTrue(second.tap(at: Point(480, 300)))
        XCTAssertEqual(node(first, .glyph)?.node.text ?? node(first, .text)?.node.text, "2")
        XCTAssertEqual(node(second, .glyph)?.node.text ?? node(second, .text)?.node.text, "1")
        XCTAssertFalse(first.tap(at: Point(20, 20)), "beside the control")
    }

    func testAPlaygroundsTopLevelCodeShowsItsLiveView() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = .blue
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.white.cgColor, UIColor.clear.cgColor]
        view.layer.mask = gradient
        let fade = CABasicAnimation(keyPath: "locations")
        fade.fromValue = [0, 0]
        fade.toValue = [1, 1]
        gradient.add(fade, forKey: "fade")
        PlaygroundPage.current.liveView = view
        """, file: "Page.swift")
        let g = try XCTUnwrap(gradient(p, at: 0.125))
        // The default duration, 0.25 s, linear: half way.
        XCTAssertEqual(g.locations, [0.5, 0.5])
        XCTAssertEqual(node(p, .card)?.frame, Rect(x: 420, y: 260, width: 120, height: 80))
    }

    /// Swift 3's `XCPlayground` module named the page `XCPlaygroundPage.currentPage`.
    func testTheXCPlaygroundPageShowsItsLiveViewToo() throws {
        let p = try play("""
        import UIKit
        import XCPlayground

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = .blue
        XCPlaygroundPage.currentPage.liveView = view
        """, file: "Page.swift")
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(node(p, .card)?.frame, Rect(x: 420, y: 260, width: 120, height: 80))
    }

    func testWhatIsOutsideTheSubsetStopsWithItsPlace() throws {
        let cases: [(String, String)] = [
            ("""
            import UIKit
            #Preview {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let a = CABasicAnimation(keyPath: "cornerRadius")
                let g = CAGradientLayer()
                v.layer.mask = g
                g.add(a, forKey: nil)
                return v
            }
            """, "Test.swift:7:7: error: key path 'cornerRadius' is not animated here; a CAGradientLayer animates locations, colors, startPoint, endPoint"),
            ("""
            import UIKit
            #Preview {
                return 3
            }
            """, "Test.swift:2:1: error: a UIKit #Preview returns the UIView or UIViewController to show, not 'Int'"),
            ("""
            import UIKit
            #Preview {
                let v = UIView()
                v.inputView = 1
                return v
            }
            """, "Test.swift:4:7: error: cannot assign to property 'inputView' of 'UIView'"),
            ("""
            import UIKit
            #Preview {
                let v = UIView()
                v.transform = 1
                return v
            }
            """, "Test.swift:4:7: error: cannot convert value of type 'Int' to expected type 'CGAffineTransform'"),
        ]
        for (source, message) in cases {
            let p = try play(source)
            p.seek(to: 0)
            let failure = try XCTUnwrap(p.scene.failure, message)
            XCTAssertTrue(failure.headline.hasPrefix(message), failure.headline)
        }
    }
}

/// `--text` in a file: which string literals are the scene's lines.
final class TextLineTests: XCTestCase {
    private func shown(_ source: String, _ text: String) throws -> [String] {
        let effect = try SourceFile(path: "T.swift", text: source).effect()
        let p = effect.player(size: Size(960, 600), metrics: FixedMetrics(), text: SceneText(parsing: text))
        p.seek(to: 1)
        return p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text)
    }

    func testTextArgumentsAndSplitStringsAreLinesTitlesAreNot() throws {
        let source = """
        import SwiftUI
        struct Line: View {
            let text: String
            var body: some View { Text(text) }
        }
        struct Split: View {
            let characters = Array("abc")
            var body: some View { Text(String(characters)) }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Text("Title")
                    Line(text: "first")
                    Split()
                    Button("Change") {}
                }
            }
        }
        """
        // Numbered in file order: Split's "abc" (line 0) comes before V's "first" (line 1).
        // A button's title is drawn as a text of its own and is no line: it keeps its word.
        XCTAssertEqual(try shown(source, "X|Y"), ["Title", "Y", "X", "Change"])
        // Without --text every line keeps the file's words.
        let plain = try SourceFile(path: "T.swift", text: source).effect().player(size: Size(960, 600), metrics: FixedMetrics())
        plain.seek(to: 1)
        XCTAssertEqual(plain.present().nodes.filter { $0.node.kind == .text }.map(\.node.text), ["Title", "first", "abc", "Change"])
    }

    func testALabelsTextAndAListOfWordsAreLines() throws {
        XCTAssertEqual(try shown("""
        import UIKit
        #Preview {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let l = UILabel()
            l.text = "card"
            v.addSubview(l)
            return v
        }
        """, "mine"), ["mine"])
        XCTAssertEqual(try shown("""
        import SwiftUI
        struct V: View {
            let words = ["one", "two"]
            var body: some View { Text(words[1]) }
        }
        """, "A|B"), ["B"])
    }
}
