import Scene
import SourceRuntime
import XCTest

/// Classes of the file inheriting from classes of the file that end in a UIKit class.
final class ClassChainTests: XCTestCase {
    func testAControllerOfABaseControllerRunsBothViewDidLoadsInSwiftsOrder() throws {
        let p = try play("""
        import UIKit

        class Base: UIViewController {
            var log = "base-init"
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            override func viewDidLoad() {
                super.viewDidLoad()
                log += " base"
                view.addSubview(label)
            }
            func shout() -> String { "base shout" }
            func greet() -> String { "hello from \\(name())" }
            func name() -> String { "base" }
        }

        class Screen: Base {
            var extra = 2
            override func viewDidLoad() {
                log += " screen-before"
                super.viewDidLoad()
                log += " screen-after \\(extra)"
            }
            override func name() -> String { "screen" }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                label.text = log + "; " + greet() + "; " + shout()
            }
        }

        #Preview { Screen() }
        """)
        // Screen's viewDidLoad runs Base's in its middle, once; Base's `greet` calls Screen's `name`
        // (dynamic dispatch); `shout`, declared only by Base, is inherited.
        XCTAssertEqual(shownText(p, at: 0.1),
                       "base-init screen-before base screen-after 2; hello from screen; base shout")
    }

    /// A chain of the file's own classes ending in none of UIKit's is a plain class chain (its
    /// semantics are checked against swiftc in the oracle); a superclass the file does not
    /// declare is still refused when loaded.
    func testAChainNotEndingInAUIKitClassIsAPlainChainAndAnUnknownBaseIsRefused() throws {
        let plain = try XCTUnwrap(loadError("""
        import UIKit
        class Model {}
        class Screen: Model {
            func f() {}
        }
        """))
        XCTAssertFalse(plain.description.contains("classes that inherit from"), plain.description)
        let unknown = try XCTUnwrap(loadError("""
        import UIKit
        class Screen: SomeFrameworkBase {
            func f() {}
        }
        """))
        XCTAssertTrue(unknown.diagnostics.contains { $0.message.contains("classes that inherit from 'SomeFrameworkBase' are not supported") },
                      unknown.description)
    }

    /// A controller shown on its own has no navigation controller; its navigation item keeps
    /// the title and bar button items the file sets (none is drawn).
    func testAControllersNavigationItemKeepsWhatIsSetWithoutABar() throws {
        let p = try play("""
        import UIKit
        class Screen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Spin"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(spin))
                let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
                let hasBar = navigationController != nil
                let kept = navigationItem.rightBarButtonItem != nil
                label.text = "\\(title ?? "-") \\(hasBar) \\(kept)"
                view.addSubview(label)
            }
            @objc func spin() {}
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.1), "Spin false true")
    }
}
