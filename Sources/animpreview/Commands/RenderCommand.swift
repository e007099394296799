import Compositor
import Foundation
import Motion
import Scene

/// `animpreview render NAME --time T --out F.png`: one frame, headless.
enum RenderCommand {
    static func run(_ arguments: inout Arguments) throws {
        guard let name = arguments.positional() else {
            throw UsageError("render: which effect? usage: animpreview render NAME --time T --out F.png")
        }
        // Glyphs are rasterised at the output's own resolution.
        let scale = try arguments.double("--scale", range: 0.25...4) ?? 1
        let setup = try SceneSetup(effectName: name, arguments: &arguments, scale: scale)
        let time = try arguments.double("--time", range: 0...86_400) ?? 0
        guard let out = try arguments.value("--out") else { throw UsageError("render: --out F.png is required") }
        try OutputFile.check(out, option: "--out", extensions: ["png"])
        let taps = try arguments.taps()
        let drags = try arguments.drags()
        try arguments.finish()
        for tap in taps { try check(tap, in: setup.size) }
        for drag in drags { try check(drag, in: setup.size) }

        let player = setup.player()
        player.apply(taps.filter { $0.time <= time }, drags: drags, through: time)
        player.seek(to: time)
        try player.checkFailure()
        // Presenting may run the file's code too (a shape's `path(in:)`): its errors stop here.
        let presentation = player.present()
        try player.checkFailure()
        let canvas: Canvas
        do {
            canvas = try Canvas(width: Int((setup.size.width * scale).rounded()), height: Int((setup.size.height * scale).rounded()))
        } catch { throw UsageError("\(error)") }
        let renderer = Renderer(fonts: setup.fonts, scale: scale, assetsDirectory: SceneSetup.assetsDirectory)
        renderer.draw(presentation, into: canvas)
        try OutputFile.write(to: out) { temp in try canvas.savePNG(to: temp) }
    }

    static func check(_ drag: ScenePlayer.Drag, in size: Size) throws {
        for p in [drag.points.first, drag.points.last].compactMap({ $0 }) where !(p.x >= 0 && p.y >= 0 && p.x < size.width && p.y < size.height) {
            throw UsageError("--drag: \(NumberText.shortest(p.x)),\(NumberText.shortest(p.y)) is outside the \(NumberText.shortest(size.width))x\(NumberText.shortest(size.height)) canvas")
        }
    }

    static func check(_ tap: ScenePlayer.Tap, in size: Size) throws {
        guard tap.point.x >= 0, tap.point.y >= 0, tap.point.x < size.width, tap.point.y < size.height else {
            throw UsageError("--tap: \(NumberText.shortest(tap.point.x)),\(NumberText.shortest(tap.point.y)) is outside the \(NumberText.shortest(size.width))x\(NumberText.shortest(size.height)) canvas")
        }
    }
}

