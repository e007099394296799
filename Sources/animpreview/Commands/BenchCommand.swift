import Compositor
import Effects
import Foundation
import Motion
import Preview
import Scene
import Typography

/// `animpreview bench`: frame times of a synthetic stress scene, or of a seed scene
/// played through, composited headless at 60 fps of scene time.
enum BenchCommand {
    static func run(_ arguments: inout Arguments) throws {
        let effectName = try arguments.value("--effect")
        let preview = try arguments.value("--preview")
        let nodes = try arguments.int("--nodes", range: 1...1_000_000) ?? 10_000
        let blur = try arguments.double("--blur", range: 0...100) ?? 0
        let noScale = arguments.flag("--no-scale")
        let frames = try arguments.int("--frames", range: 1...1_000_000) ?? 600
        let warmup = try arguments.int("--warmup", range: 0...1_000_000)
        let size = try arguments.size() ?? Size(1280, 720)
        let threads = try arguments.int("--threads", range: 1...64) ?? Renderer.defaultThreads
        try arguments.finish()

        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw RunError("\(error)") }
        let player: ScenePlayer
        let label: String, description: String
        var loop: Double? = nil
        if preview != nil && effectName == nil { throw UsageError("bench: --preview goes with --effect FILE.swift") }
        if let effectName {
            let effect = try EffectChoice.named(effectName, preview: preview).effect
            player = effect.player(size: size, metrics: fonts, images: ImageAssets(directory: SceneSetup.assetsDirectory))
            let duration = player.settleTime(limit: 10) ?? 10
            // Frame times of a scene its code stopped would time a still picture.
            try player.checkFailure()
            player.restart()
            loop = duration
            label = effectName
            description = "\(effectName): the scene played through (\(String(format: "%.2f", duration)) s), repeated"
        } else {
            let options = StressScene.Options(nodes: nodes, blur: blur, scale: !noScale)
            player = ScenePlayer {
                let scene = Scene(size: size, metrics: fonts, seed: 1)
                StressScene.build(scene, options: options)
                return scene
            }
            var animated = ["offset", "opacity"]
            if options.scale { animated.append("scale") }
            if blur > 0 { animated.append("blur 0–\(NumberText.shortest(blur))") }
            label = "\(nodes) nodes"
            description = "\(nodes) nodes animating \(animated.joined(separator: ", ")) on staggered springs"
        }
        let canvas: Canvas
        do { canvas = try Canvas(width: Int(size.width), height: Int(size.height)) } catch { throw UsageError("\(error)") }
        let renderer = Renderer(fonts: fonts, assetsDirectory: SceneSetup.assetsDirectory, threads: threads)

        // Warm-up frames fill the glyph cache and bake blur levels; they are not counted.
        let warm = warmup ?? (loop == nil ? Int(StressScene.period * 60 * 2) : 0)
        var evaluate = FrameTimes(), update = FrameTimes(), composite = FrameTimes(), total = FrameTimes(), cpu = FrameTimes()
        var timeline = 0.0
        for i in 0..<(warm + frames) {
            let start = Stopwatch.now(), cpuStart = Stopwatch.cpu()
            if let loop, timeline > loop { player.restart(); timeline = 0 }
            player.seek(to: timeline)
            let updated = Stopwatch.now()
            let presentation = player.present(threads: threads)
            let drawn = Stopwatch.now()
            renderer.draw(presentation, into: canvas)
            let end = Stopwatch.now(), cpuEnd = Stopwatch.cpu()
            timeline += 1.0 / 60
            if i < warm { continue }
            evaluate.record(drawn - start)
            update.record(updated - start)
            composite.record(end - drawn)
            total.record(end - start)
            cpu.record(cpuEnd - cpuStart)
        }
        try player.checkFailure()
        print("bench: \(description); \(Int(size.width))x\(Int(size.height)), \(threads) thread\(threads == 1 ? "" : "s"), \(frames) frames after \(warm) warm-up")
        print("evaluate  ms: \(evaluate.summary)")
        // The part of evaluating spent on the scene's events and state changes (bindings, springs started).
        print("  update  ms: \(update.summary)")
        print("composite ms: \(composite.summary)")
        print("frame     ms: \(total.summary)")
        // CPU time over every thread: what the frame costs, whatever else the machine runs.
        print("cpu       ms: \(cpu.summary)")
        print("\(label): p99 \(Percentile.milliseconds(total.percentile(0.99))) ms")
    }
}
