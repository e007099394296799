import Motion
import Scene
import SourceRuntime
import XCTest

/// Classes of a UIKit file that inherit from UIView or UIViewController: their instances are
/// views of the playground, with the class's own properties and methods and UIKit's lifecycle
/// (`layoutSubviews()`, `draw(_:)`, `viewDidLoad()`, `viewDidAppear(_:)`).
final class UIKitSubclassTests: XCTestCase {
    private func nodes(_ p: ScenePlayer, _ kind: Node.Kind, at t: Double = 0) -> [PresentedNode] {
        p.seek(to: t)
        return p.present().nodes.filter { $0.node.kind == kind }
    }

    private func failure(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let p = try play(source)
        p.seek(to: 0)
        return try XCTUnwrap(p.scene.failure, "the scene plays", file: file, line: line).headline
    }

    func testASubclassIsAViewWithItsOwnPropertiesAndMethods() throws {
        let p = try play("""
        import UIKit

        class Badge: UIView {
            var count = 0
            let dot = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .red
                layer.cornerRadius = 8
                dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
                dot.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                addSubview(dot)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func bump() -> Int {
                count += 1
                return count
            }
        }

        #Preview {
            let badge = Badge(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let same = badge
            _ = same.bump()
            _ = badge.bump()
            badge.frame = CGRect(x: 0, y: 0, width: 200 + CGFloat(badge.count) * 10, height: 100)
            return badge
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        // One object behind both names: two bumps, 220 wide, centred on the 960 × 600 canvas.
        let cards = nodes(p, .card)
        XCTAssertEqual(cards.count, 2)
        XCTAssertEqual(cards[0].frame, Rect(x: 370, y: 250, width: 220, height: 100))
        XCTAssertEqual(cards[0].node.color, Color(red: 1, green: 0, blue: 0), "UIKit's red: 1, 0, 0")
        XCTAssertEqual(cards[0].node.cornerRadius, 8)
        XCTAssertEqual(cards[1].frame, Rect(x: 380, y: 260, width: 20, height: 20))
        XCTAssertEqual(cards[1].node.color, Color(red: 0, green: 0, blue: 1))
    }

    func testLayoutSubviewsRunsWhenShownAndWhenTheSizeChanges() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        class Bar: UIView {
            let fill = UIView()
            let label = UILabel()
            var passes = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                fill.backgroundColor = .green
                addSubview(fill)
                addSubview(label)
            }

            required init?(coder: NSCoder) { fatalError() }

            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                fill.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
                label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
                label.text = "\\(passes)"
            }
        }

        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        PlaygroundPage.current.liveView = bar
        // Not yet laid out: the code after `liveView` runs before UIKit's layout pass.
        bar.backgroundColor = bar.passes == 0 ? .white : .black
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // The same size: no pass; a new size: one.
            bar.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
            bar.frame = CGRect(x: 0, y: 0, width: 400, height: 40)
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        var cards = nodes(p, .card, at: 0.5)
        XCTAssertEqual(cards[0].node.color, .white)
        XCTAssertEqual(cards[1].frame.width, 150)
        XCTAssertEqual(nodes(p, .text, at: 0.5).first?.node.text, "1")
        cards = nodes(p, .card, at: 1.5)
        XCTAssertEqual(cards[1].frame.width, 200)
        XCTAssertEqual(nodes(p, .text, at: 1.5).first?.node.text, "2")
    }

    func testDrawRunsOnceWithTheBoundsOfAViewThePreviewGivesNoSize() throws {
        let p = try play("""
        import UIKit

        class Stripes: UIView {
            override func draw(_ rect: CGRect) {
                let band = CALayer()
                band.frame = CGRect(x: rect.width / 4, y: 0, width: rect.width / 2, height: rect.height)
                band.backgroundColor = UIColor.blue.cgColor
                self.layer.addSublayer(band)
                setNeedsLayout()
            }
        }

        #Preview {
            Stripes()
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        // No frame: the view fills the canvas; draw(_:) ran once, with its bounds.
        let view = try XCTUnwrap(nodes(p, .card).first)
        XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 960, height: 600))
        let bands = nodes(p, .rect, at: 1)
        XCTAssertEqual(bands.count, 1)
        XCTAssertEqual(bands.first?.frame, Rect(x: 240, y: 0, width: 480, height: 600))
    }

    func testAViewControllerLoadsItsViewThenAppears() throws {
        for show in ["PlaygroundPage.current.liveView = Screen()", "#Preview { Screen() }"] {
            let p = try play("""
            import UIKit
            import PlaygroundSupport

            class Screen: UIViewController {
                let label = UILabel()
                var log: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    log.append("load")
                    view.backgroundColor = .white
                    label.frame = CGRect(x: 20, y: 20, width: 300, height: 40)
                    view.addSubview(label)
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    log.append("will")
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    log.append(animated ? "animated" : "appear")
                    label.text = log.joined(separator: " ")
                }
            }

            \(show)
            """)
            XCTAssertNil(p.scene.failure?.headline, show)
            let view = try XCTUnwrap(nodes(p, .card).first, show)
            XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 960, height: 600), show)
            XCTAssertEqual(view.node.color, .white, show)
            XCTAssertEqual(nodes(p, .text).first?.node.text, "load will appear", show)
        }
    }

    func testAFileThatOnlyDeclaresItsViewShowsIt() throws {
        let p = try play("""
        import UIKit

        class Dot: UIView {}

        class Loader: UIView {
            private var ring: CAShapeLayer!

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .black
                let dot = Dot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                addSubview(dot)
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        // Loader uses Dot, so Loader is shown, made by `init()`: UIKit's `init(frame: .zero)`.
        XCTAssertEqual(nodes(p, .card).first?.node.color, .black)
        XCTAssertEqual(nodes(p, .card).first?.frame, Rect(x: 0, y: 0, width: 960, height: 600))
    }

    func testSuperReachesUIKitsMembers() throws {
        let p = try play("""
        import UIKit

        class Tinted: UIView {
            var alphaSeen = 0.0
            func setUp() {
                super.backgroundColor = .black
                alphaSeen = super.alpha
                self.layer.cornerRadius = 4
            }
        }

        #Preview {
            let v = Tinted(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            v.setUp()
            v.alpha = v.alphaSeen / 2
            return v
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        let card = try XCTUnwrap(nodes(p, .card).first)
        XCTAssertEqual(card.node.color, .black)
        XCTAssertEqual(card.opacity, 0.5)
    }

    func testWhatCannotBeDoneIsAPositionedError() throws {
        XCTAssertEqual(loadError("import UIKit\nclass T: UITableView {}\n")?.diagnostics.first?.message,
                       "classes that inherit from 'UITableView' are not supported; a class may inherit from UIView, UIControl, UILabel, UIImageView, UIViewController, CALayer, CAShapeLayer, CAGradientLayer or CATextLayer, from a class of the file that does, or from nothing (an ObservableObject, an @Observable model)")
        // `fatalError()` in the file's init is the file's runtime error, at its call.
        XCTAssertTrue(try failure("""
        import UIKit
        class V: UIView {
            override init(frame: CGRect) { super.init(frame: frame); fatalError("no frame") }
            required init?(coder: NSCoder) { fatalError() }
        }
        #Preview { V(frame: .zero) }
        """).hasPrefix("Test.swift:3:62: error: Fatal error: no frame"))
        XCTAssertTrue(try failure("""
        import UIKit
        class V: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        #Preview { V(frame: .zero, colour: .red) }
        """).hasPrefix("Test.swift:6:12: error: no 'init' of 'V' takes the labels (frame:colour:)"))
        // Drawing into a graphics context in draw(_:) is refused, naming the call.
        XCTAssertTrue(try failure("""
        import UIKit
        class Disc: UIView {
            override func draw(_ rect: CGRect) {
                UIBezierPath(ovalIn: rect).fill()
            }
        }
        """).hasPrefix("Test.swift:4:36: error: 'fill()' draws into UIKit's graphics context"))
        // A layoutSubviews() that keeps changing its view's size stops, rather than hangs.
        XCTAssertTrue(try failure("""
        import UIKit
        class Grow: UIView {
            override func layoutSubviews() {
                frame = CGRect(x: 0, y: 0, width: frame.width + 1, height: 10)
            }
        }
        #Preview { Grow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        """).contains("layoutSubviews() or draw(_:) keeps asking for another layout pass (64 passes in one event)"))
    }

    func testAShapeLayerMovesByItsTranslationAndPosition() throws {
        let p = try play("""
        import UIKit

        class Mover: UIView {
            override func draw(_ rect: CGRect) {
                let dot = CAShapeLayer()
                dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                dot.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
                let slide = CABasicAnimation(keyPath: "transform.translation.x")
                slide.fromValue = 0
                slide.toValue = 100
                slide.duration = 1
                dot.add(slide, forKey: nil)
                let drop = CABasicAnimation(keyPath: "position.y")
                drop.fromValue = 10
                drop.toValue = 50
                drop.duration = 1
                dot.add(drop, forKey: nil)
                layer.addSublayer(dot)
            }
        }

        #Preview { Mover(frame: CGRect(x: 0, y: 0, width: 200, height: 100)) }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        // Linear (no timing function): half way at 0.5 s. The model's position is the frame's
        // centre (10, 10), so position.y 30 is 20 pt down.
        let group = try XCTUnwrap(nodes(p, .group, at: 0.5).last)
        XCTAssertEqual(group.offset.x, 50, accuracy: 1e-9)
        XCTAssertEqual(group.offset.y, 20, accuracy: 1e-9)
        // Ended: the model again.
        let after = try XCTUnwrap(nodes(p, .group, at: 1.5).last)
        XCTAssertEqual(after.offset, Point(0, 0))
    }

    func testAPreviewOfAUIKitClassInASwiftUIFileShowsTheView() throws {
        let p = try play("""
        import SwiftUI
        import UIKit

        class Pulse: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                backgroundColor = .black
                layer.cornerRadius = bounds.width / 4
            }
        }

        #Preview {
            let pulse = Pulse(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            return pulse
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        let card = try XCTUnwrap(nodes(p, .card).first)
        XCTAssertEqual(card.frame, Rect(x: 420, y: 260, width: 120, height: 80))
        XCTAssertEqual(card.node.color, .black)
        XCTAssertEqual(card.node.cornerRadius, 30)
    }

    func testAUIViewRepresentableShowsItsViewInTheSpaceOffered() throws {
        let p = try play("""
        import SwiftUI
        import UIKit

        class Ring: UIView {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .black
                dot.backgroundColor = .white
                addSubview(dot)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                dot.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2)
            }
        }

        struct RingView: UIViewRepresentable {
            var tint: UIColor
            func makeUIView(context: Context) -> Ring { Ring() }
            func updateUIView(_ uiView: Ring, context: Context) { uiView.dot.backgroundColor = tint }
        }

        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("Loading")
                    RingView(tint: .red).frame(width: 100, height: 80)
                }
            }
        }
        """)
        XCTAssertNil(p.scene.failure?.headline)
        // The VStack of the 17 pt line (the test metrics'), 8 pt spacing and the 80 pt frame,
        // centred: (600 − 105) / 2 + 25 = 272.5 from the top.
        let cards = nodes(p, .card)
        XCTAssertEqual(cards.count, 2)
        XCTAssertEqual(cards[0].frame, Rect(x: 430, y: 272.5, width: 100, height: 80))
        XCTAssertEqual(cards[0].node.color, .black)
        // layoutSubviews ran with the size given; updateUIView set the dot's colour.
        XCTAssertEqual(cards[1].frame, Rect(x: 430, y: 272.5, width: 50, height: 40))
        XCTAssertEqual(cards[1].node.color, Color(red: 1, green: 0, blue: 0), "UIKit's red: 1, 0, 0")
    }
}
