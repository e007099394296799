import Compositor
import Gallery
import SourceRuntime
import Foundation
import Scene
import Typography

/// Shared fonts for rendering tests (opening fontconfig once).
let testFonts: FontLibrary = {
    do { return try FontLibrary() } catch { fatalError("fonts unavailable: \(error)") }
}()

/// The package's assets folder.
let assetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets").path

/// Renders effect `name` at timeline time `time` on a canvas of `size`, after `taps`.
func render(_ name: String, at time: Double, size: Size = Size(480, 360), seed: UInt64 = 0,
            taps: [ScenePlayer.Tap] = []) throws -> Canvas {
    guard let effect = EffectCatalogue.named(name) else { throw CompositorError.io("no effect \(name)") }
    if goldenLedger != nil {
        // The golden guard asks only which effects and goldens a test compares.
        goldenLedger?.rendered.append(name)
        return try Canvas(width: 1, height: 1)
    }
    let player = effect.player(size: size, metrics: testFonts, seed: seed,
                               images: ImageAssets(directory: assetsDirectory))
    player.apply(taps)
    player.seek(to: time)
    let canvas = try Canvas(width: Int(size.width), height: Int(size.height))
    Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
    return canvas
}

/// Draws `body`, the body of a file's only view, at `time` on a canvas of `size`.
func renderBody(_ body: String, at time: Double = 0.5, size: Size = Size(400, 300)) throws -> Canvas {
    let source = "import SwiftUI\nstruct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
    let player = try SourceFile(path: "V.swift", text: source).effect()
        .player(size: size, metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
    player.seek(to: time)
    let canvas = try Canvas(width: Int(size.width), height: Int(size.height))
    Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
    return canvas
}
