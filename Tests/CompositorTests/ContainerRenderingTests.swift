import Compositor
import Foundation
import Scene
import SourceRuntime
import XCTest

/// Containers drawn from a source file, light and dark: a navigation stack's large title and
/// toolbar item over an inset-grouped list (headers, rows, a link row's chevron, a footer),
/// and the same stack half way through a push.
final class ContainerRenderingTests: XCTestCase {
    private func render(source: String, at time: Double, tap: Point? = nil) throws -> Canvas {
        if goldenLedger != nil { return try Canvas(width: 1, height: 1) }
        let player = try SourceFile(path: "Containers.swift", text: source).effect()
            .player(size: Size(480, 600), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        if let tap {
            player.seek(to: 0.1)
            XCTAssertTrue(player.tap(at: tap))
        }
        player.seek(to: time)
        let canvas = try Canvas(width: 480, height: 600)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas
    }

    static func source(dark: Bool) -> String {
        """
        import SwiftUI
        struct Settings: View {
            var body: some View {
                NavigationStack {
                    List {
                        Section("Account") {
                            NavigationLink("Profile") { Text("Profile details").navigationTitle("Profile") }
                            Text("Notifications")
                            Text("Privacy")
                        }
                        Section(header: Text("About"), footer: Text("Version 1.0 (42)")) {
                            Text("Licences")
                        }
                    }
                    .navigationTitle("Settings")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
                }
                \(dark ? ".preferredColorScheme(.dark)" : "")
            }
        }
        """
    }

    func testGoldenFrames() throws {
        try assertGolden(try render(source: Self.source(dark: false), at: 0), named: "containers-light")
        try assertGolden(try render(source: Self.source(dark: true), at: 0), named: "containers-dark")
        // The "Profile" row (under the 96 pt bar, a 24 pt header): tapped at 0.1, drawn at
        // 0.275, half way through the push.
        try assertGolden(try render(source: Self.source(dark: false), at: 0.275, tap: Point(60, 96 + 36 + 20)), named: "containers-push")
    }
}
