import Scene
import SourceRuntime
import XCTest

/// A view controller's view is shown in a window, black where the view lets it through (a
/// device's screen under a window with no background); a playground's plain live view is not.
final class ControllerWindowTests: XCTestCase {
    func testAControllersTranslucentViewShowsBlackUnderIt() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        class Glow: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor(white: 1, alpha: 0.1)
            }
        }
        PlaygroundPage.current.liveView = Glow()
        """)
        p.seek(to: 0)
        let nodes = p.present().nodes
        let window = try XCTUnwrap(nodes.first)
        XCTAssertEqual(window.node.color, Color(white: 0))
        XCTAssertEqual(window.frame, Rect(x: 0, y: 0, width: 960, height: 600), "under the controller's view, the canvas's size")
        XCTAssertEqual(nodes.dropFirst().first?.node.color, Color(white: 1, alpha: 0.1))
    }

    func testAPlaygroundsPlainLiveViewHasNoWindowUnderIt() throws {
        let p = try play("""
        import UIKit
        import PlaygroundSupport

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        PlaygroundPage.current.liveView = view
        """)
        p.seek(to: 0)
        XCTAssertEqual(p.present().nodes.count, 1, "the view alone")
    }
}
