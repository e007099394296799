import Foundation
import XCTest

/// A window test: a private Xvfb display per test, the app launched on it as a user would.
/// Waits poll for a state; nothing depends on timing.
class WindowTestCase: XCTestCase {
    var display: VirtualDisplay!

    override func setUpWithError() throws { display = try VirtualDisplay(width: 960, height: 600) }
    override func tearDown() { display?.stop() }

    /// The app with `arguments`, once its window has its title ("animpreview — effect — family",
    /// or for a file "animpreview — File.swift — preview — family").
    func launch(_ arguments: [String]) throws -> AppSession {
        let app = try AppSession(display: display, arguments: arguments)
        addTeardownBlock { app.close() }
        try app.waitForTitle { $0.hasPrefix("animpreview — ") && $0.split(separator: "—").count >= 3 }
        return app
    }

    /// The blur scene's first line in a 960 × 600 window.
    static let firstLine = (x: 300, y: 190, width: 380, height: 70)
}
