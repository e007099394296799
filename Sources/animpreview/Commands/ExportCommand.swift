import Compositor
import Foundation
import Motion
import Preview
import Scene

/// `animpreview export NAME --out F.gif|F.mp4|F.webm|F.apng|DIR/`: the scene as an animation,
/// rendered headless from scene time and encoded by ffmpeg (or written as numbered PNGs).
enum ExportCommand {
    /// Scene time shown still after the scene settles, so a loop does not restart at once.
    static let hold = 0.5
    /// How long a scene that never settles is exported for, unless `--duration` says.
    static let unsettledDuration = 10.0

    static func run(_ arguments: inout Arguments) throws {
        guard let name = arguments.positional() else {
            throw UsageError("export: which effect? usage: animpreview export NAME --out F.gif|F.mp4|F.webm|F.apng|DIR/")
        }
        // Glyphs are rasterised at the output's own resolution.
        let scale = try arguments.double("--scale", range: 0.25...4) ?? 1
        let setup = try SceneSetup(effectName: name, arguments: &arguments, scale: scale)
        guard let out = try arguments.value("--out") else {
            throw UsageError("export: --out F.gif|F.mp4|F.webm|F.apng|DIR/ is required")
        }
        let format = try ExportFormat.of(out)
        let fps = try arguments.double("--fps", range: 1...240) ?? format.defaultFPS
        if format == .gif, !ExportFormat.gifRates.contains(fps) {
            throw UsageError("--fps \(NumberText.shortest(fps)): a GIF frame lasts whole hundredths of a second; choose one of \(ExportFormat.gifRates.map(NumberText.shortest).joined(separator: ", "))")
        }
        let requested = try arguments.double("--duration", range: 0.01...3600)
        let speed = try arguments.double("--speed", range: 0.01...100) ?? 1
        let taps = try arguments.taps()
        let drags = try arguments.drags()
        try arguments.finish()
        for tap in taps { try RenderCommand.check(tap, in: setup.size) }
        for drag in drags { try RenderCommand.check(drag, in: setup.size) }

        let duration: Double
        if let requested {
            duration = requested
        } else if let settled = setup.player().settleTime(taps: taps, drags: drags, limit: unsettledDuration) {
            duration = settled + hold
        } else {
            duration = unsettledDuration
            FileHandle.standardError.write(Data("animpreview: \(name) does not settle within \(NumberText.shortest(unsettledDuration)) s; exporting \(NumberText.shortest(unsettledDuration)) s (choose with --duration)\n".utf8))
        }
        let count = max(1, Int((duration / speed * fps).rounded()))
        let canvas: Canvas
        do {
            canvas = try Canvas(width: Int((setup.size.width * scale).rounded()), height: Int((setup.size.height * scale).rounded()))
        } catch { throw UsageError("\(error)") }
        let renderer = Renderer(fonts: setup.fonts, scale: scale, assetsDirectory: SceneSetup.assetsDirectory)
        let frames = FrameSource(count: count, fps: fps, speed: speed, taps: taps, drags: drags, canvas: canvas, renderer: renderer,
                                 player: setup.player)

        let started = Stopwatch.now()
        if format == .pngs {
            try FrameFolder.write(frames, to: out)
        } else {
            try OutputFile.write(to: out) { temp in try encode(frames, format: format, to: temp) }
        }
        let total = Stopwatch.now() - started
        let length = Double(count) / fps
        print(String(format: "export: %@ → %@: %d frames %dx%d at %@ fps (%.2f s); frames rendered in %.2f s (%.1f× real time; %.2f s of CPU, %.1f×), whole export %.2f s",
                     name, out, count, canvas.width, canvas.height, NumberText.shortest(fps), length,
                     frames.renderSeconds, length / max(frames.renderSeconds, 1e-9),
                     frames.renderCPUSeconds, length / max(frames.renderCPUSeconds, 1e-9), total))
    }

    /// Pipes every frame through ffmpeg into `path`; a GIF first gets a palette of its own.
    private static func encode(_ frames: FrameSource, format: ExportFormat, to path: String) throws {
        var palette: String? = nil
        if format == .gif {
            let palettePath = NSTemporaryDirectory() + "/animpreview-palette-\(getpid())-\(UUID().uuidString).png"
            defer { if palette == nil { try? FileManager.default.removeItem(atPath: palettePath) } }
            try pipe(frames, label: "palette", to: ExportFormat.paletteArguments + [palettePath])
            palette = palettePath
            frames.rewind()
        }
        defer { if let palette { try? FileManager.default.removeItem(atPath: palette) } }
        try pipe(frames, label: format.rawValue, to: format.encoderArguments(palette: palette) + [path])
    }

    private static func pipe(_ frames: FrameSource, label: String, to output: [String]) throws {
        let canvas = frames.canvas
        let ffmpeg = try FFmpegPipe(width: canvas.width, height: canvas.height, fps: frames.fps, output: output)
        var progress = ProgressBar(label: label, total: frames.count)
        for i in 0..<frames.count {
            try frames.render(i)
            try ffmpeg.write(UnsafeRawPointer(canvas.pixels), count: canvas.width * canvas.height * 4)
            progress.update(i + 1)
        }
        progress.finish()
        try ffmpeg.finish()
    }
}
