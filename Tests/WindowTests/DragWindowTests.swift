import Foundation
import XCTest

/// A drag gesture in the real window: the mouse's press, moves and release reach the file's
/// `DragGesture`, the view moves by the drag, and a screenshot's `render` call names the drag.
final class DragWindowTests: WindowTestCase {
    func testTheMouseDragsAViewByItsTranslation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-dragwin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 100 × 100 blue square centred in the 960 × 600 window; a drag moves it for good.
        let file = folder.appendingPathComponent("Drag.swift")
        try """
        import SwiftUI
        struct ContentView: View {
            @State private var moved = CGSize.zero
            @GestureState private var drag = CGSize.zero
            var body: some View {
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: 100, height: 100)
                    .offset(x: moved.width + drag.width, y: moved.height + drag.height)
                    .gesture(DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { value in moved = CGSize(width: moved.width + value.translation.width, height: moved.height + value.translation.height) })
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let app = try launch([file.path, "--no-hud", "--paused", "--start", "0.5"])
        let centre = (x: 440, y: 260, width: 80, height: 80)
        XCTAssertTrue(try display.waitUntil { $0.bluePixels(in: centre) > 5000 }, "the square is not in the middle")
        // From the square's middle by 200, 100: it now stands around (680, 400).
        try app.drag(from: (480, 300), to: (680, 400))
        let moved = (x: 640, y: 360, width: 80, height: 80)
        XCTAssertTrue(try display.waitUntil { $0.bluePixels(in: moved) > 5000 && $0.bluePixels(in: centre) < 100 },
                      "the square did not follow the drag")
        let shot = try app.screenshot()
        XCTAssertTrue(shot.render.contains("--drag"), "\(shot.render)")
        // The headless render of those arguments replays the drag to the same picture.
        try FrameCheck.assertRenderMatches(shot, in: app.folder)
    }
}
